// The ladder: a seeded round robin of the six AI levels. Every pairing plays GAMES games, the
// sides alternating (each level has X in half of them). Prints a Markdown table for docs/ai.md.
// Usage: npm run ladder [-- --games 1000 --seed 2024 --variant standard --rules 4x4 --time 100 --adjacent]
//   --rules: a preset name (tic-tac-toe, 4x4, 5x5, connect-four, gomoku) or ROWSxCOLUMNS/K, with g for gravity (4x4/3,
// 6x7/4g)
//   --time: the milliseconds each move of levels 4 to 6 may take on boards other than 3×3 (default: the AI's own)
//   --adjacent: only each level against the one below it
//   --game ultimate: Ultimate tic-tac-toe (standard rules; --time is then level 6's time a move, default 1 s)
import { PRESETS, TicTacToeAI, TicTacToeEngine } from '../dist/index.js';
import { UltimateAI, UltimateEngine } from '../dist/ultimate.js';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1]]] : [])),
);
const GAMES = Number(args.games ?? 1000);
const SEED = Number(args.seed ?? 2024);
const VARIANT = args.variant ?? 'standard';
const TIME = args.time === undefined ? undefined : Number(args.time);
const ADJACENT = 'adjacent' in args;
const ULTIMATE = args.game === 'ultimate';
if (args.game !== undefined && !ULTIMATE)
  throw new Error(`--game: ultimate (or none, for k-in-a-row), not ${args.game}`);
const LEVELS = [1, 2, 3, 4, 5, 6];
const RULES = (() => {
  const name = args.rules ?? 'tic-tac-toe';
  if (name in PRESETS) return PRESETS[name];
  const match = /^(\d+)x(\d+)\/(\d+)(g?)$/.exec(name);
  if (!match) throw new Error(`--rules: a preset or ROWSxCOLUMNS/K[g], not ${name}`);
  return { rows: Number(match[1]), columns: Number(match[2]), inARow: Number(match[3]), gravity: match[4] === 'g' };
})();

const engine = ULTIMATE ? new UltimateEngine() : new TicTacToeEngine();
const AI = ULTIMATE ? UltimateAI : TicTacToeAI;
const players = [{ id: 'a' }, { id: 'b' }];

/** Plays one game; returns 1 if `a` wins, 0.5 for a draw, 0 if `b` wins. */
function game(ai, levelA, levelB, aIsX) {
  const settings = ULTIMATE ? {} : { ...RULES, variant: VARIANT };
  const start = engine.createInitialState({ ...settings, xPlayerId: aIsX ? 'a' : 'b' }, players);
  let state = start.value;
  while (state.status === 'in-progress') {
    const id = state.currentPlayerId;
    const move = ai[id].getMoveSync(state, id === 'a' ? levelA : levelB, id, TIME);
    state = engine.applyMove(state, move.value).value;
  }
  return state.status === 'draw' ? 0.5 : state.winner.playerId === 'a' ? 1 : 0;
}

const started = performance.now();
const results = [];
const totals = new Map(LEVELS.map((level) => [level, { points: 0, games: 0 }]));
for (const [i, a] of LEVELS.entries()) {
  for (const b of ADJACENT ? LEVELS.slice(i + 1, i + 2) : LEVELS.slice(i + 1)) {
    // One AI per side, seeded from the pairing, so each pairing replays on its own.
    const ai = {
      a: new AI({ seed: SEED * 100 + a * 10 + b }),
      b: new AI({ seed: SEED * 100 + b * 10 + a }),
    };
    let [wins, draws, losses] = [0, 0, 0];
    for (let g = 0; g < GAMES; g++) {
      const r = game(ai, a, b, g % 2 === 0);
      if (r === 1) wins++;
      else if (r === 0) losses++;
      else draws++;
    }
    results.push({ a, b, wins, draws, losses });
    totals.get(a).points += wins + draws / 2;
    totals.get(b).points += losses + draws / 2;
    totals.get(a).games += GAMES;
    totals.get(b).games += GAMES;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const pct = (x, n) => `${((100 * x) / n).toFixed(1)}%`;

const shape = ULTIMATE
  ? 'Ultimate tic-tac-toe'
  : `${RULES.rows}×${RULES.columns}, ${RULES.inARow} in a row${RULES.gravity ? ', gravity' : ''}`;
const timing = TIME === undefined ? '' : `, ${TIME} ms a move`;
console.log(
  `Ladder: ${shape}${ULTIMATE ? '' : `, ${VARIANT}`}, ${GAMES} games per pairing (sides alternating),`,
  `seed ${SEED}${timing}, ${seconds} s.\n`,
);
// How many standard errors the stronger's score stands above 50%, from the per-game scores (1, ½, 0).
const margin = ({ draws, losses }) => {
  const mean = (losses + draws / 2) / GAMES;
  const variance = (losses + draws / 4) / GAMES - mean * mean;
  return (mean - 0.5) / Math.sqrt(variance / GAMES);
};
// The 95% confidence interval of the stronger's score: mean ± 1.96 standard errors.
const interval = ({ draws, losses }) => {
  const mean = (losses + draws / 2) / GAMES;
  const se = Math.sqrt(Math.max(0, (losses + draws / 4) / GAMES - mean * mean) / GAMES);
  return `${(100 * Math.max(0, mean - 1.96 * se)).toFixed(1)}–${(100 * Math.min(1, mean + 1.96 * se)).toFixed(1)}%`;
};
console.log(
  '| Stronger | Weaker | Wins | Draws | Losses | Score of the stronger | 95% interval | Standard errors above 50% |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const result of results.slice().sort((p, q) => q.b - p.b || q.a - p.a)) {
  const { a, b, wins, draws, losses } = result;
  const cells = [
    b,
    a,
    losses,
    draws,
    wins,
    pct(losses + draws / 2, GAMES),
    interval(result),
    margin(result).toFixed(1),
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
console.log('\n| Level | Points | Games | Score |');
console.log('| --- | ---: | ---: | ---: |');
for (const [level, { points, games }] of [...totals].reverse())
  console.log(`| ${level} | ${points} | ${games} | ${pct(points, games)} |`);

// "Clearly above": every level beats the one below by more than 3 standard errors.
const weak = results.filter(({ a, b }) => b === a + 1).filter((result) => !(margin(result) > 3));
if (weak.length > 0) {
  console.log(`\nNot clearly above the level below: ${weak.map(({ b }) => b).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery level beats the one below it by more than 3 standard errors.');
}
