// Random games on the big boards through the public API, beside the bare loop a reviewer would write:
// Connect Four against a 30-line bitboard loop (two 32-bit halves, the standard shift test), and
// 15 × 15 and 19 × 19 (five in a row) against a plain board array with a scan from the last move.
// Both sides of a comparison play with the same generator, in the same process, in alternate
// rounds; each figure is the best round's CPU time (process.cpuUsage), with its wall time beside it.
//
// Issue 26's goal: Connect Four through the public API at 300,000 games a second or more, within 6×
// of the bitboard loop.
import { PRESETS, TicTacToeEngine, dropMove, unwrap } from '../dist/index.js';

/** A small fast generator of floats in [0, 1) (xorshift32), the same for every loop here. */
function generator(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];

/** Plays `count` games through the public API: a new game each, then getLegalMoves (or dropMove) and applyMove. */
function apiGames(settings, count, random, drop) {
  for (let i = 0; i < count; i++) {
    let state = unwrap(engine.createInitialState(settings, players));
    while (state.status === 'in-progress') {
      let move;
      if (drop) {
        const dropped = dropMove(state, Math.floor(random() * settings.columns));
        if (!dropped.ok) continue;
        move = dropped.value;
      } else {
        const legal = engine.getLegalMoves(state, state.currentPlayerId);
        move = legal[Math.floor(random() * legal.length)];
      }
      state = engine.applyMove(state, move).value;
    }
  }
}

/**
 * Connect Four on a bitboard: column-major, 7 bits a column (6 rows and an empty guard bit), columns
 * 0–3 in the low half (bits 0–27) and 4–6 in the high half. `open` lists the columns not full.
 */
function bitboardGames(count, random) {
  const heights = new Int8Array(7);
  const open = new Int8Array(7);
  const low = [0, 0];
  const high = [0, 0];
  const won = (lo, hi) => {
    for (const s of [1, 7, 6, 8]) {
      const l1 = lo & ((lo >>> s) | (hi << (28 - s))) & 0x0fffffff;
      const h1 = hi & (hi >>> s);
      if ((l1 & ((l1 >>> (2 * s)) | (h1 << (28 - 2 * s)))) | (h1 & (h1 >>> (2 * s)))) return true;
    }
    return false;
  };
  for (let g = 0; g < count; g++) {
    heights.fill(0);
    low[0] = low[1] = high[0] = high[1] = 0;
    for (let c = 0; c < 7; c++) open[c] = c;
    for (let n = 0, columns = 7; ; ) {
      const i = Math.floor(random() * columns);
      const c = open[i];
      const p = n & 1;
      const bit = c * 7 + heights[c]++;
      if (bit < 28) low[p] |= 1 << bit;
      else high[p] |= 1 << (bit - 28);
      if (heights[c] === 6) open[i] = open[--columns];
      n++;
      if (won(low[p], high[p]) || n === 42) break;
    }
  }
}

/**
 * Five in a row on a plain array of `size` × `size` cells: a random empty cell (from a list of the
 * empty cells, swap-removed), then a scan from it in the four directions.
 */
function arrayGames(size, count, random) {
  const board = new Int8Array(size * size);
  const empty = new Int16Array(size * size);
  const run = (cell, mark, dr, dc) => {
    let n = 0;
    for (let r = Math.floor(cell / size) + dr, c = (cell % size) + dc; ; r += dr, c += dc) {
      if (r < 0 || r >= size || c < 0 || c >= size || board[r * size + c] !== mark) return n;
      n++;
    }
  };
  for (let g = 0; g < count; g++) {
    board.fill(0);
    for (let i = 0; i < empty.length; i++) empty[i] = i;
    for (let left = empty.length, n = 0; left > 0; n++) {
      const i = Math.floor(random() * left);
      const cell = empty[i];
      empty[i] = empty[--left];
      const mark = (n & 1) + 1;
      board[cell] = mark;
      let line = false;
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ])
        if (1 + run(cell, mark, dr, dc) + run(cell, mark, -dr, -dc) >= 5) line = true;
      if (line) break;
    }
  }
}

/** Runs the loops in alternate rounds; returns each loop's best games a second, by CPU time and by wall time. */
function compare(loops, count, rounds = 7) {
  const best = loops.map(() => ({ cpu: Infinity, wall: Infinity }));
  for (let round = 0; round < rounds; round++) {
    loops.forEach(([, play], i) => {
      const random = generator(round + 1);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      play(count, random);
      const wall = performance.now() - t0;
      const used = process.cpuUsage(c0);
      best[i].cpu = Math.min(best[i].cpu, (used.user + used.system) / 1000);
      best[i].wall = Math.min(best[i].wall, wall);
    });
  }
  return best.map(({ cpu, wall }) => ({ cpu: (count * 1000) / cpu, wall: (count * 1000) / wall }));
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
function report(title, loops, count) {
  const rates = compare(loops, count);
  console.log(title);
  const reference = rates[rates.length - 1];
  loops.forEach(([name], i) => {
    const ratio =
      i === loops.length - 1 ? '' : `  (${(reference.cpu / rates[i].cpu).toFixed(1)}× the bare loop's time)`;
    console.log(
      `  ${name.padEnd(44)} ${fmt(rates[i].cpu).padStart(10)} games/s CPU, ${fmt(rates[i].wall)} wall${ratio}`,
    );
  });
}

const c4 = { ...PRESETS['connect-four'] };
report(
  'Connect Four, random games (best of 7 alternate rounds):',
  [
    ['public API: getLegalMoves + applyMove', (n, random) => apiGames(c4, n, random, false)],
    ['public API: dropMove + applyMove', (n, random) => apiGames(c4, n, random, true)],
    ['bare bitboard loop', bitboardGames],
  ],
  20_000,
);
for (const size of [15, 19]) {
  const settings = { rows: size, columns: size, inARow: 5 };
  report(
    `${size} × ${size}, five in a row, random games (best of 7 alternate rounds):`,
    [
      ['public API: getLegalMoves + applyMove', (n, random) => apiGames(settings, n, random, false)],
      ['bare array loop', (n, random) => arrayGames(size, n, random)],
    ],
    size === 15 ? 1_000 : 500,
  );
}
