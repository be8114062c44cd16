// The AI's speed: the first perfect move in a fresh process (table built lazily, from import to
// move), then warm: a synchronous perfect move, a hint, the analysis of a 9-move game.
// Targets (issue 3): fresh ≤ 3 ms, warm move ≤ 50 ns, getHint ≤ 2 µs, analyzeGame ≤ 20 µs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Bench } from 'tinybench';
import { TicTacToeAI, TicTacToeEngine } from '../dist/index.js';

const dist = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), '../dist/index.js')).href;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. Fresh process: a child node first imports an empty module (Node's ES module loader starts up,
// which no package can avoid), then the package, then asks for a perfect move on the empty board.
const scratch = mkdtempSync(join(tmpdir(), 'ai-bench-'));
const empty = join(scratch, 'empty.mjs');
writeFileSync(empty, 'export default 0;\n');
function fresh(variant) {
  const child = `
    const t0 = performance.now();
    await import(${JSON.stringify(pathToFileURL(empty).href)});
    const t1 = performance.now();
    const { TicTacToeAI, TicTacToeEngine } = await import(${JSON.stringify(dist)});
    const t2 = performance.now();
    const players = [{ id: 'a' }, { id: 'b' }];
    const state = new TicTacToeEngine().createInitialState({ variant: ${JSON.stringify(variant)} }, players).value;
    const move = new TicTacToeAI({ seed: 1 }).getMoveSync(state, 6, 'a');
    const t3 = performance.now();
    if (!move.ok) throw new Error('no move');
    console.log(JSON.stringify([t1 - t0, t2 - t1, t3 - t2, t3 - t0]));`;
  const runs = Array.from({ length: 21 }, () =>
    JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', child], { encoding: 'utf8' })),
  );
  return [0, 1, 2, 3].map((i) => median(runs.map((r) => r[i])));
}
console.log('fresh process, median of 21 (ms):');
for (const variant of ['standard', 'misere']) {
  const [loader, load, move, total] = fresh(variant);
  const figures = [
    `first perfect move ${move.toFixed(2)} (target ≤ 3)`,
    `package import ${load.toFixed(2)}`,
    `Node's loader start-up ${loader.toFixed(2)}`,
    `all ${total.toFixed(2)}`,
  ];
  console.log(`  ${variant.padEnd(8)} ${figures.join('  ')}`);
}
rmSync(scratch, { recursive: true });

// 2. Warm: every open position of a few games, cycled, so no single answer sits in a register.
const engine = new TicTacToeEngine();
const players = [{ id: 'x' }, { id: 'o' }];
const games = [
  [4, 0, 8, 2, 1, 7, 6, 3, 5],
  [0, 4, 8, 2, 6, 3, 5, 1, 7],
  [1, 4, 0, 2, 6, 3, 5, 8, 7],
  [2, 4, 6, 1, 7, 3, 5, 8, 0],
];
const positions = games.flatMap((cells) => cells.map((_, i) => engine.replay(cells.slice(0, i), {}, players).value));
const finished = games.map((cells) => engine.replay(cells, {}, players).value);
const ai = new TicTacToeAI({ seed: 1 });
for (const state of positions) {
  ai.getMoveSync(state, 6, state.currentPlayerId);
  ai.getHint(state, state.currentPlayerId);
}
for (const state of finished) ai.analyzeGame(state);

const BATCH = 1000;
let sink = 0;
let k = 0;
const bench = new Bench({ time: 1000 });
bench
  .add('getMoveSync level 6 (warm)', () => {
    for (let i = 0; i < BATCH; i++) {
      const state = positions[k++ % positions.length];
      sink ^= ai.getMoveSync(state, 6, state.currentPlayerId).ok ? 1 : 0;
    }
  })
  .add('getHint (warm)', () => {
    for (let i = 0; i < BATCH; i++) {
      const state = positions[k++ % positions.length];
      sink ^= ai.getHint(state, state.currentPlayerId).cell;
    }
  })
  .add('analyzeGame of a 9-move game (warm)', () => {
    for (let i = 0; i < BATCH; i++) sink ^= ai.analyzeGame(finished[k++ % finished.length]).value.moves.length;
  });
await bench.run();
const targets = {
  'getMoveSync level 6 (warm)': 50,
  'getHint (warm)': 2000,
  'analyzeGame of a 9-move game (warm)': 20000,
};
console.log('warm, per call (ns):');
for (const task of bench.tasks) {
  const perCall = (task.result.latency.p50 * 1e6) / BATCH;
  console.log(`  ${task.name.padEnd(38)} ${perCall.toFixed(1).padStart(9)}  (target ≤ ${targets[task.name]})`);
}
if (sink === 0.5) console.log(sink);

// Every open position solved from an empty table (what `tictactoe stats` reports).
const openByBoard = new Map();
const collect = (state) => {
  if (state.status !== 'in-progress' || openByBoard.has(state.board.join())) return;
  openByBoard.set(state.board.join(), state);
  for (const move of engine.getLegalMoves(state, state.currentPlayerId)) collect(engine.applyMove(state, move).value);
};
collect(engine.createInitialState({}, players).value);
const open = [...openByBoard.values()];
const solveTimes = [];
for (let run = 0; run < 15; run++) {
  const fresh = new TicTacToeAI();
  const t0 = performance.now();
  for (const state of open) fresh.evaluatePosition(state, state.currentPlayerId);
  solveTimes.push(performance.now() - t0);
}
solveTimes.sort((a, b) => a - b);
console.log(`all ${open.length} open positions solved from an empty table: median ${solveTimes[7].toFixed(2)} ms`);
