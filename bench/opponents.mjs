// Level 6's exact results against each opponent model on 3 × 3: win, draw and loss chances,
// computed by walking the whole game tree (every random choice of both players enumerated, each
// with its probability), not by sampling. Prints a Markdown table.
//
//   npm run build && node bench/opponents.mjs [--variant standard|misere]
//
// Rows: level 6 with the default model ('robust') and with the model of the opponent in front of
// it ("tuned"). Columns: the opponent, as X and as O. A level's chances are read off the library's
// levels themselves: its random draws are enumerated (levels 4 and 5 first draw their depth).
import { TicTacToeAI, TicTacToeEngine } from '../dist/index.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
const variant = process.argv.includes('--variant') ? process.argv[process.argv.indexOf('--variant') + 1] : 'standard';
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

const states = new Map();
const stateOf = (text) => {
  if (!states.has(text)) states.set(text, engine.fromSetup(text, { variant }, PLAYERS).value);
  return states.get(text);
};

/** The cells `ai` plays at `level` in the position `text` for `mover`, with their chances. */
function played(level, text, mover, opponent) {
  let draws = [];
  const ai = new TicTacToeAI({ random: () => draws.shift() ?? 0, ...(opponent === undefined ? {} : { opponent }) });
  const chances = new Map();
  for (const depth of level === 4 || level === 5 ? [0.25, 0.75] : [undefined]) {
    const cells = new Set();
    for (let k = 0; k < 9; k++) {
      draws = depth === undefined ? [(k + 0.5) / 9] : [depth, (k + 0.5) / 9];
      const move = ai.getMoveSync(stateOf(text), level, mover);
      cells.add(move.value.data.position.row * 3 + move.value.data.position.col);
    }
    for (const cell of cells)
      chances.set(cell, (chances.get(cell) ?? 0) + (depth === undefined ? 1 : 0.5) / cells.size);
  }
  return chances;
}

const MIXES = {
  random: [[1, 1]],
  2: [[2, 1]],
  3: [[3, 1]],
  4: [[4, 1]],
  5: [[5, 1]],
  robust: [
    [1, 0.5],
    [3, 0.5],
  ],
};
const levelMemo = new Map();
function modelChances(model, text, mover) {
  const out = new Map();
  for (const [level, weight] of MIXES[model]) {
    const key = `${level}${text}`;
    if (!levelMemo.has(key)) levelMemo.set(key, played(level, text, mover));
    for (const [cell, p] of levelMemo.get(key)) out.set(cell, (out.get(cell) ?? 0) + weight * p);
  }
  return out;
}

/** Level 6 (with `aiModel`) as `side` against `model`: [win, draw, loss]. */
function odds(aiModel, model, side) {
  const memo = new Map();
  const walk = (text) => {
    if (memo.has(text)) return memo.get(text);
    const n = [...text].filter((c) => c !== '.').length;
    const mover = n % 2 ? 'O' : 'X';
    const chances = mover === side ? played(6, text, side, aiModel) : modelChances(model, text, mover);
    const sum = [0, 0, 0];
    for (const [cell, p] of chances) {
      const next = text.slice(0, cell) + mover + text.slice(cell + 1);
      let r;
      if (LINES.some((line) => line.every((c) => next[c] === mover))) {
        const moverWins = variant !== 'misere';
        r = (mover === side) === moverWins ? [1, 0, 0] : [0, 0, 1];
      } else if (n === 8) r = [0, 1, 0];
      else r = walk(next);
      for (let i = 0; i < 3; i++) sum[i] += p * r[i];
    }
    memo.set(text, sum);
    return sum;
  };
  return walk('.........');
}

const pct = (p) => `${(100 * p).toFixed(1)}`;
const cell = ([w, d, l]) => `${pct(w)} / ${pct(d)} / ${pct(l)}`;
const models = ['random', 2, 3, 4, 5, 'robust'];
const name = (m) => (m === 'random' ? 'random (level 1)' : m === 'robust' ? 'casual (robust model)' : `level ${m}`);
console.log(`Level 6 on 3 × 3 (${variant}): win / draw / loss, in %, exact.\n`);
console.log('| opponent | default (robust): as X | as O | tuned to the opponent: as X | as O |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const model of models) {
  const robust = ['X', 'O'].map((side) => cell(odds('robust', model, side)));
  const tuned = ['X', 'O'].map((side) => cell(odds(model, model, side)));
  console.log(`| ${name(model)} | ${robust.join(' | ')} | ${tuned.join(' | ')} |`);
}
