// Ultimate tic-tac-toe through the public API, beside a plain bitboard loop in the same run: random
// games (createInitialState, then getLegalMoves and applyMove until the end, as a bot loop would),
// and perft through applyMove. Each figure is the best of several rounds, in wall and CPU time.
import { UltimateEngine, unwrap } from '../dist/ultimate.js';

const engine = new UltimateEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;

/** One random game through the public API. */
function apiGame() {
  let state = unwrap(engine.createInitialState({}, players));
  while (state.status === 'in-progress') {
    const moves = engine.getLegalMoves(state, state.currentPlayerId);
    state = engine.applyMove(state, moves[Math.floor(random() * moves.length)]).value;
  }
  return state.moveCount;
}

// The plain loop: each local board a 9-bit mask per player, a table of the 512 masks with a line.
const LINES = [7, 56, 448, 73, 146, 292, 273, 84];
const HAS_LINE = new Uint8Array(512).map((_, mask) => (LINES.some((line) => (mask & line) === line) ? 1 : 0));
const marks = [new Uint16Array(9), new Uint16Array(9)];
const legal = new Uint8Array(81);

/** One random game of the plain loop: standard rules, closed boards, no tiebreak. */
function plainGame() {
  marks[0].fill(0);
  marks[1].fill(0);
  const won = [0, 0];
  let closed = 0;
  let forced = -1;
  for (let ply = 0, turn = 0; ; ply++, turn ^= 1) {
    let n = 0;
    for (let board = 0; board < 9; board++) {
      if ((closed >> board) & 1 || (forced >= 0 && board !== forced)) continue;
      const taken = marks[0][board] | marks[1][board];
      for (let cell = 0; cell < 9; cell++) if (!((taken >> cell) & 1)) legal[n++] = board * 9 + cell;
    }
    if (n === 0) return ply;
    const move = legal[Math.floor(random() * n)];
    const board = (move / 9) | 0;
    const cell = move % 9;
    const mine = (marks[turn][board] |= 1 << cell);
    if (HAS_LINE[mine]) {
      won[turn] |= 1 << board;
      closed |= 1 << board;
      if (HAS_LINE[won[turn]]) return ply + 1;
    } else if ((mine | marks[turn ^ 1][board]) === 511) closed |= 1 << board;
    forced = (closed >> cell) & 1 ? -1 : cell;
  }
}

/** Games a second, best of `rounds` rounds of `count` games, in wall and CPU time. */
function gamesPerSecond(play, count, rounds = 5) {
  let wall = 0;
  let cpu = 0;
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (let i = 0; i < count; i++) play();
    const used = process.cpuUsage(c0);
    wall = Math.max(wall, count / ((performance.now() - t0) / 1000));
    cpu = Math.max(cpu, count / ((used.user + used.system) / 1e6));
  }
  return { wall, cpu };
}

/** Perft through the public API: the number of move sequences of `depth` moves. */
function perft(state, depth) {
  if (depth === 0) return 1;
  const moves = engine.getLegalMoves(state, state.currentPlayerId);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += perft(engine.applyMove(state, move).value, depth - 1);
  return total;
}

const format = (n) => Math.round(n).toLocaleString('en-US');
// Warm up both.
for (let i = 0; i < 2000; i++) {
  apiGame();
  plainGame();
}
const api = gamesPerSecond(apiGame, 5000);
const plain = gamesPerSecond(plainGame, 50000);
console.log(`random games, public API (UltimateEngine): ${format(api.wall)}/s wall, ${format(api.cpu)}/s CPU`);
console.log(`random games, plain bitboard loop:        ${format(plain.wall)}/s wall, ${format(plain.cpu)}/s CPU`);
console.log(`the public API is ${(plain.cpu / api.cpu).toFixed(1)}× the plain loop's CPU time a game`);

const start = unwrap(engine.createInitialState({}, players));
const t0 = performance.now();
const c0 = process.cpuUsage();
const count = perft(start, 5);
const used = process.cpuUsage(c0);
if (count !== 473_256) throw new Error(`perft 5 through the API counted ${count}`);
// applyMove makes the positions of plies 1–4 (81 + 720 + 6,336 + 55,080); the leaves are counted, not made.
console.log(
  'perft 5 through the public API (473,256 leaves, 62,217 applyMove calls): ' +
    `${(performance.now() - t0).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU`,
);
