// Engine speed through the public API: the whole game tree (549,946 applyMove calls), random full
// games on 3×3 and on the other presets, and the calls a UI makes.
import { Bench } from 'tinybench';
import { PRESETS, TicTacToeEngine, dropMove, placeMove, unwrap } from '../dist/index.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const start = unwrap(engine.createInitialState({}, players));

/** Walks every game from `state`; returns the number of applyMove calls. */
function walk(state) {
  if (state.status !== 'in-progress') return 0;
  let calls = 0;
  const mover = state.currentPlayer;
  const board = state.board;
  for (let cell = 0; cell < 9; cell++) {
    if (board[cell] !== null) continue;
    const next = engine.applyMove(state, placeMove(cell, mover));
    calls += 1 + walk(next.value);
  }
  return calls;
}

/** Plays one game of random legal moves, as a bot loop would: getLegalMoves, then applyMove. */
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
function randomGame() {
  let state = start;
  while (state.status === 'in-progress') {
    const moves = engine.getLegalMoves(state, state.currentPlayerId);
    state = engine.applyMove(state, moves[Math.floor(random() * moves.length)]).value;
  }
  return state;
}

const calls = walk(start);
if (calls !== 549_945) throw new Error(`walk made ${calls} applyMove calls`);
const times = [];
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  walk(start);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `whole tree walk (549,945 applyMove + board reads): median ${times[7].toFixed(1)} ms, best ${times[0].toFixed(1)} ms`,
);

/**
 * Random games with a new game each: games per second (best of 5 rounds). `choose` picks the
 * next move as a bot loop would, or returns `undefined` to draw again.
 */
function gamesPerSecond(settings, count, choose) {
  const play = () => {
    let state = unwrap(engine.createInitialState(settings, players));
    while (state.status === 'in-progress') {
      const move = choose(state);
      const next = move && engine.applyMove(state, move);
      if (next?.ok) state = next.value;
    }
  };
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    for (let i = 0; i < count; i++) play();
    best = Math.min(best, (performance.now() - t0) / count);
  }
  return Math.round(1000 / best).toLocaleString('en-US');
}
/** Lists the legal moves and takes one at random. */
const listMoves = (state) => {
  const moves = engine.getLegalMoves(state, state.currentPlayerId);
  return moves[Math.floor(random() * moves.length)];
};
/** Draws a random cell (or column, with gravity): no list, but some draws are refused. */
const drawCell = (state) => {
  const { rows, columns, gravity } = state.rules;
  if (!gravity) return placeMove(Math.floor(random() * rows * columns), state.currentPlayer, state.rules);
  const move = dropMove(state, Math.floor(random() * columns));
  return move.ok ? move.value : undefined;
};
for (const [name, count] of [
  ['tic-tac-toe', 100_000],
  ['4x4', 50_000],
  ['5x5', 30_000],
  ['connect-four', 20_000],
  ['gomoku', 1_000],
]) {
  const settings = { ...PRESETS[name] };
  const byList = gamesPerSecond(settings, count, listMoves);
  const byDraw = gamesPerSecond(settings, count, drawCell);
  console.log(
    `random games with a new game each, ${name}:`,
    `${byList} games/s (getLegalMoves), ${byDraw} games/s (a random free cell)`,
  );
}

const bench = new Bench({ time: 1000, warmupTime: 300 });
bench.add('random full game (getLegalMoves + applyMove)', randomGame);
bench.add('applyMove (one move from the start)', () => engine.applyMove(start, placeMove(4, 'X')));
bench.add('validateMove', () => engine.validateMove(start, placeMove(4, 'X'), 'ann'));
// The paths a UI hits on every click and render: a refused move, and the outcome of a finished game.
const opened = unwrap(engine.applyMove(start, placeMove(4, 'X')));
bench.add('validateMove (refused: cell taken)', () => engine.validateMove(opened, placeMove(4, 'O'), 'bob'));
const drawn = unwrap(engine.replay([4, 0, 8, 2, 1, 7, 6, 3, 5], {}, players));
const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
bench.add('isTerminal (drawn game)', () => engine.isTerminal(drawn));
bench.add('isTerminal (won game)', () => engine.isTerminal(won));
// A new game, and a state that went through JSON (rebuilt and checked field by field on every call).
bench.add('createInitialState', () => engine.createInitialState({}, players));
const json = JSON.parse(JSON.stringify(unwrap(engine.replay([4, 0, 8], {}, players))));
bench.add('applyMove on a JSON state', () => engine.applyMove(json, placeMove(2, 'O')));
await bench.run();
for (const task of bench.tasks) {
  const r = task.result;
  const hz = r.throughput?.mean ?? r.hz;
  const ns = (r.latency?.mean ?? r.mean) * 1e6;
  console.log(`${task.name}: ${Math.round(hz).toLocaleString('en-US')} ops/s (${ns.toFixed(0)} ns)`);
}
