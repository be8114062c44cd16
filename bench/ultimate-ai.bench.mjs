// The Ultimate AI's speed and its time limits, through the public API:
// - tree search iterations a second (level 6's search, read from getEvaluation), beside the plain
//   UCT baseline of bench/ultimate/uct.mjs in the same run;
// - level 6 at 100 ms a move over many moves of self-play: the median and worst time of a call,
//   and the worst overrun of the limit; the first call of fresh processes;
// - the asynchronous getMove: the longest stretch it holds the thread;
// - memory over a thousand moves of self-play (the tree kept between moves stays bounded);
// - hints, analyses and level 6 near the end against their time limits;
// - the exact endgame solver: the time to prove random endgames, through getEvaluation.
// Usage: npm run bench -- ultimate-ai   (ULTIMATE_AI_MOVES=N for more self-play moves)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { UltimateAI, UltimateEngine, unwrap } from '../dist/ultimate.js';
import { createUctPlayer } from './ultimate/uct.mjs';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];
const format = (n) => Math.round(n).toLocaleString('en-US');
const cpuMs = (start) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A middle game: 20 random moves from the empty board.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
function randomGame(plies) {
  let state = unwrap(engine.createInitialState({}, players));
  for (let i = 0; i < plies && state.status === 'in-progress'; i++) {
    const moves = engine.getLegalMoves(state, state.currentPlayerId);
    state = unwrap(engine.applyMove(state, moves[Math.floor(random() * moves.length)]));
  }
  return state;
}
const positions = [
  ['the empty board', unwrap(engine.createInitialState({}, players))],
  ['after 20 moves', randomGame(20)],
];

// 1. Iterations a second, best of three searches of 1 s, wall and CPU, beside the UCT baseline.
for (const [name, state] of positions) {
  let ours = { wall: 0, cpu: 0 };
  let uct = { wall: 0, cpu: 0 };
  for (let round = 0; round < 3; round++) {
    const ai = new UltimateAI({ seed: round });
    let t0 = performance.now();
    let c0 = process.cpuUsage();
    const { iterations } = unwrap(ai.getEvaluation(state, state.currentPlayerId, { timeLimit: 1000 }));
    ours = {
      wall: Math.max(ours.wall, iterations / ((performance.now() - t0) / 1000)),
      cpu: Math.max(ours.cpu, iterations / (cpuMs(c0) / 1000)),
    };
    const baseline = createUctPlayer({ timeMs: 1000, seed: round });
    t0 = performance.now();
    c0 = process.cpuUsage();
    baseline.move(state);
    uct = {
      wall: Math.max(uct.wall, baseline.stats.iterations / ((performance.now() - t0) / 1000)),
      cpu: Math.max(uct.cpu, baseline.stats.iterations / (cpuMs(c0) / 1000)),
    };
  }
  console.log(
    `tree search from ${name}: level 6 ${format(ours.wall)} iterations/s wall, ${format(ours.cpu)}/s CPU; ` +
      `plain UCT baseline ${format(uct.wall)}/s wall, ${format(uct.cpu)}/s CPU`,
  );
}

// 2. Level 6 at 100 ms a move, self-play: the time of each call, and how far past the limit.
const MOVES = Number(process.env.ULTIMATE_AI_MOVES ?? 200);
const LIMIT = 100;
{
  const ai = new UltimateAI({ seed: 1 });
  const walls = [];
  const cpus = [];
  let state = unwrap(engine.createInitialState({}, players));
  while (walls.length < MOVES) {
    if (state.status !== 'in-progress') state = unwrap(engine.createInitialState({}, players));
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const move = unwrap(ai.getMoveSync(state, 6, state.currentPlayerId, LIMIT));
    walls.push(performance.now() - t0);
    cpus.push(cpuMs(c0));
    state = unwrap(engine.applyMove(state, move));
  }
  const worst = Math.max(...walls);
  console.log(
    `level 6 at ${LIMIT} ms, ${MOVES} moves of self-play: median ${median(walls).toFixed(1)} ms wall ` +
      `(${median(cpus).toFixed(1)} ms CPU), worst ${worst.toFixed(1)} ms (${Math.max(...cpus).toFixed(1)} ms CPU): ` +
      `worst overrun ${Math.max(0, worst - LIMIT).toFixed(1)} ms`,
  );
}

// 3. The first call of a fresh process (the tree's allocation and the compilation included).
{
  const url = new URL('../dist/ultimate.js', import.meta.url).href;
  const script = `
    const { UltimateAI, UltimateEngine } = await import(${JSON.stringify(url)});
    const engine = new UltimateEngine();
    const state = engine.createInitialState({}, [{ id: 'x' }, { id: 'o' }]).value;
    const ai = new UltimateAI({ seed: 1 });
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    ai.getMoveSync(state, 6, 'x', ${LIMIT});
    const used = process.cpuUsage(c0);
    console.log(JSON.stringify({ wall: performance.now() - t0, cpu: (used.user + used.system) / 1000 }));`;
  const runs = Array.from({ length: 5 }, () =>
    JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })),
  );
  const worst = Math.max(...runs.map((r) => r.wall));
  console.log(
    `level 6 at ${LIMIT} ms, the first call of 5 fresh processes: ` +
      `${runs.map((r) => r.wall.toFixed(1)).join(', ')} ms ` +
      `wall (CPU ${runs.map((r) => r.cpu.toFixed(1)).join(', ')} ms): ` +
      `worst overrun ${Math.max(0, worst - LIMIT).toFixed(1)} ms`,
  );
}

// 4. The asynchronous getMove: the longest the thread is held between two turns of the event loop,
// in wall time and in the process's CPU time over the same stretch (on a busy machine the wall time
// also counts the stretches the system gave the CPU to other processes; the CPU time counts the
// compiler's and the garbage collector's threads too).
{
  const ai = new UltimateAI({ seed: 2 });
  const state = positions[1][1];
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    longest = Math.max(longest, now - last);
    longestCpu = Math.max(longestCpu, (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000);
    last = now;
    lastCpu = cpu;
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const calls = [];
  const held = [];
  for (const level of [4, 5, 6, 6, 6]) {
    // A turn of the event loop between two calls, as between two moves of a page.
    await new Promise((resolve) => setTimeout(resolve, 0));
    longest = 0;
    longestCpu = 0;
    calls.push(await ai.getMove(state, level, state.currentPlayerId, 1000));
    held.push(`${level}: ${longest.toFixed(1)} (CPU ${longestCpu.toFixed(1)})`);
  }
  ticking = false;
  if (!calls.every((call) => call.ok)) throw new Error('a getMove failed');
  console.log(
    `getMove at 1 s, the longest the thread was held, by level (the first call of each level in this process first): ` +
      `${held.join(', ')} ms`,
  );
}

// 5. Memory over a thousand moves of self-play at 20 ms a move: the kept tree stays bounded.
{
  const ai = new UltimateAI({ seed: 3 });
  let state = unwrap(engine.createInitialState({}, players));
  const samples = [];
  for (let moves = 1; moves <= 1000; moves++) {
    if (state.status !== 'in-progress') state = unwrap(engine.createInitialState({}, players));
    state = unwrap(engine.applyMove(state, unwrap(ai.getMoveSync(state, 6, state.currentPlayerId, 20))));
    if (moves % 250 === 0) {
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      samples.push(`${moves}: ${((heapUsed + arrayBuffers) / 2 ** 20).toFixed(0)} MB`);
    }
  }
  console.log(`memory (heap + array buffers) over 1,000 moves of level 6 self-play: ${samples.join(', ')}`);
}

// Positions of random games stopped at `empty` empty cells or fewer in the open boards (game not over).
function endgames(count, empty) {
  const out = [];
  while (out.length < count) {
    let state = unwrap(engine.createInitialState({}, players));
    const open = (s) => s.board.filter((mark, move) => mark === null && s.boards[Math.floor(move / 9)] === null).length;
    while (state.status === 'in-progress' && open(state) > empty) {
      const moves = engine.getLegalMoves(state, state.currentPlayerId);
      state = unwrap(engine.applyMove(state, moves[Math.floor(random() * moves.length)]));
    }
    if (state.status === 'in-progress') out.push(state);
  }
  return out;
}

// 6. Hints, analyses and level 6 near the end, against their time limits (hints near the end value
// every move with the exact solver, and level 6 there looks for the move a fallible opponent is
// likeliest to get wrong: both within the limit).
{
  const ai = new UltimateAI({ seed: 4 });
  const timed = (f) => {
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  };
  const middle = Array.from({ length: 10 }, (_, i) => randomGame(10 + 4 * i));
  const late = endgames(20, 24);
  const hints = [...middle, ...late].map((state) =>
    timed(() => ai.getHint(state, state.currentPlayerId, { timeLimit: LIMIT })),
  );
  const moves = late.map((state) => timed(() => ai.getMoveSync(state, 6, state.currentPlayerId, LIMIT)));
  const game = randomGame(60);
  const analysis = timed(() => unwrap(ai.analyzeGame(game, { timeLimit: 20 })));
  const report = (values) =>
    `median ${median(values).toFixed(1)} ms, worst ${Math.max(...values).toFixed(1)} ms ` +
    `(over by ${Math.max(0, Math.max(...values) - LIMIT).toFixed(1)} ms)`;
  console.log(`getHint at ${LIMIT} ms, 30 positions (20 near the end): ${report(hints)}`);
  console.log(`level 6 at ${LIMIT} ms, 20 positions near the end (24 empty cells or fewer): ${report(moves)}`);
  const positionsAnalyzed = game.history.length + 1;
  console.log(
    `analyzeGame at 20 ms a position, a game of ${game.history.length} moves: ${analysis.toFixed(0)} ms ` +
      `(${(analysis / positionsAnalyzed).toFixed(1)} ms a position)`,
  );
}

// 7. The exact endgame solver: the time to prove random endgames (getEvaluation stops at the proof).
{
  const ai = new UltimateAI({ seed: 5 });
  for (const empty of [16, 20, 24]) {
    const walls = [];
    const cpus = [];
    let proven = 0;
    for (const state of endgames(20, empty)) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const { plies, proven: result } = unwrap(ai.getEvaluation(state, state.currentPlayerId, { timeLimit: 1000 }));
      walls.push(performance.now() - t0);
      cpus.push(cpuMs(c0));
      if (result === 'draw' || plies !== null) proven++;
    }
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    console.log(
      `endgames of ${empty} empty cells or fewer (20 random): ${proven} proven exactly within 1 s; ` +
        `median ${median(walls).toFixed(1)} ms, mean ${mean(walls).toFixed(1)} ms wall ` +
        `(CPU median ${median(cpus).toFixed(1)}, mean ${mean(cpus).toFixed(1)} ms)`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(0);
