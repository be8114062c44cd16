// Builds level 6's Connect Four opening book (src/games/k-in-a-row/ai/connect-four-book.ts) with this
// library's own solver: for every position level 6 can meet as X up to X_PLIES marks on the board, and
// as O up to O_PLIES, while it plays the book and the opponent plays anything, a move that keeps the
// position's game-theoretic value (win, draw or loss), or none where the position is lost (every move
// keeps a loss: level 6 then searches for the best chance, as it does past the book).
//
// Usage: npm run build && node scripts/connect-four-book.mjs [--x 8] [--o 7] [--cache <file.json>] [--only x|o]
//   --cache: where the values proven so far are kept, so that a run stopped can go on (default: none);
//   --only: prove one side's tree into the cache and write no book (run X's and O's in two processes with two
//   caches, merge them, and run again without it).
// It takes tens of minutes on the development machine: each position is proven by `createSolver().solve`.
//
// The book is a stream of 3-bit symbols in depth-first order, two to a base64url character:
//   the book's side to move: its column (0–6), or 7 for none (and nothing below);
//   the opponent to move: the book's answer to each of its legal columns, left to right.
// A position where the game is over has no symbol, and the stream stops at the tree's last ply: the
// reader rebuilds every position from the rules alone, so the book holds no position.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRESETS, TicTacToeEngine, createSolver, dropMove } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1]]] : [])),
);
const X_PLIES = Number(args.x ?? 8);
const O_PLIES = Number(args.o ?? 7);
const CACHE = args.cache;
/** 'x' or 'o': prove one side's tree only, to fill the cache (two processes can share the work), and write no book. */
const ONLY = args.only;
const OUT = join(here, '..', 'src', 'games', 'k-in-a-row', 'ai', 'connect-four-book.ts');
const COLUMNS = 7;
const ROWS = 6;
/** The columns tried first: the central ones (a value-keeping move is looked for in this order). */
const ORDER = [3, 2, 4, 1, 5, 0, 6];

const engine = new TicTacToeEngine();
const players = [{ id: 'x' }, { id: 'o' }];
const start = engine.createInitialState({ ...PRESETS['connect-four'] }, players).value;
const solver = createSolver();

/** Proven values by position (the least of its key and its mirror image's): 'win' | 'draw' | 'loss' for the mover. */
const memo = new Map(CACHE && existsSync(CACHE) ? Object.entries(JSON.parse(readFileSync(CACHE, 'utf8'))) : []);
let solved = 0;
let spent = 0;

/** A position's columns, bottom up, as a string per column ('x' and 'o'): its key and its mirror image's. */
function keyOf(columns) {
  const key = columns.map((column) => column.join('')).join('|');
  const mirror = [...columns]
    .reverse()
    .map((column) => column.join(''))
    .join('|');
  // The lesser in string order (Math.min would turn the strings into NaN).
  return [key, mirror].sort()[0];
}

/** The value of `state` for its mover, proven (and kept). */
function proven(state, columns) {
  const key = keyOf(columns);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const began = process.cpuUsage();
  const solution = solver.solve(state, { timeLimit: Infinity, moves: false, distance: false }).value;
  const used = process.cpuUsage(began);
  if (!solution.proven) throw new Error(`not proven: ${key}`);
  spent += (used.user + used.system) / 1e6;
  solved++;
  memo.set(key, solution.result);
  if (solved % 10 === 0) {
    console.log(`  ${solved} proofs, ${spent.toFixed(1)} s (${key}: ${solution.result})`);
    if (CACHE) writeFileSync(CACHE, JSON.stringify(Object.fromEntries(memo)));
  }
  return solution.result;
}

const OPPOSITE = { win: 'loss', draw: 'draw', loss: 'win' };
const symbols = [];
/**
 * The side being written: its first symbol, and the plies of the book's nodes after the opponent's first move and
 * after its second (X's book: 2 and 4; O's: 1 and 3), where each starts in the side's stream: `starts[first]` and
 * `starts[7 + first * 7 + second]` (−1: none).
 */
let sideStart = 0;
let split = 0;
let starts = [];
/** The columns played from the empty board to the position being written. */
const moveOrder = [];
const counts = { moves: 0, lost: 0 };

/** Plays `column` on `state` (its columns alongside). */
function play(state, columns, column) {
  const next = engine.applyMove(state, dropMove(state, column).value).value;
  const mark = state.currentPlayerId === 'x' ? 'x' : 'o';
  return [next, columns.map((cells, c) => (c === column ? [...cells, mark] : cells))];
}

/**
 * Writes the book below `state`, whose mover is the book's side (`ours`) or the opponent; `last`: the tree's last
 * ply.
 */
function tree(state, columns, ply, ours, last) {
  if (state.status !== 'in-progress' || ply > last) return;
  if (ours && (ply === split || ply === split + 2)) {
    const opponent = moveOrder.filter((_, i) => i % 2 !== ply % 2);
    starts[ply === split ? opponent[0] : COLUMNS + opponent[0] * COLUMNS + opponent[1]] = symbols.length - sideStart;
  }
  if (ours) {
    if (proven(state, columns) === 'loss') {
      symbols.push(7);
      counts.lost++;
      return;
    }
    const value = proven(state, columns);
    // A win on the move first (level 6 takes one before it asks the book), then the central columns.
    const wins = ORDER.filter(
      (column) => columns[column].length < ROWS && play(state, columns, column)[0].status === 'won',
    );
    for (const column of [...wins, ...ORDER]) {
      if (columns[column].length === ROWS) continue;
      const [next, after] = play(state, columns, column);
      if (next.status !== 'in-progress' ? next.status === 'won' : proven(next, after) === OPPOSITE[value]) {
        symbols.push(column);
        counts.moves++;
        moveOrder.push(column);
        tree(next, after, ply + 1, false, last);
        moveOrder.pop();
        return;
      }
    }
    throw new Error(`no move keeps the value of ${keyOf(columns)}`);
  }
  if (ply + 1 > last) return;
  for (let column = 0; column < COLUMNS; column++) {
    if (columns[column].length === ROWS) continue;
    const [next, after] = play(state, columns, column);
    // The book's move kept a value that is not a loss: the opponent has no win on the move (the reader counts on it).
    if (next.status !== 'in-progress') throw new Error(`the opponent ends the game in ${keyOf(after)}`);
    moveOrder.push(column);
    tree(next, after, ply + 1, true, last);
    moveOrder.pop();
  }
}

const empty = Array.from({ length: COLUMNS }, () => []);
const began = Date.now();
const STARTS = [];
split = 2;
starts = new Array(COLUMNS * (COLUMNS + 1)).fill(-1);
if (ONLY !== 'o') tree(start, empty, 0, true, X_PLIES);
STARTS.push(starts);
const xSymbols = symbols.length;
sideStart = xSymbols;
split = 1;
starts = new Array(COLUMNS * (COLUMNS + 1)).fill(-1);
console.log(`X to ply ${X_PLIES}: ${counts.moves} moves, ${counts.lost} lost, ${solved} proofs, ${spent.toFixed(1)} s`);
if (ONLY !== 'x') tree(start, empty, 0, false, O_PLIES);
STARTS.push(starts);
console.log(
  `O to ply ${O_PLIES}: ${counts.moves} moves, ${counts.lost} lost (both), ${solved} proofs, ${spent.toFixed(1)} s`,
);
if (CACHE) writeFileSync(CACHE, JSON.stringify(Object.fromEntries(memo)));
if (ONLY) process.exit(0);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const encode = (list) => {
  let text = '';
  for (let i = 0; i < list.length; i += 2) text += ALPHABET[list[i] * 8 + (list[i + 1] ?? 0)];
  return text;
};
const x = encode(symbols.slice(0, xSymbols));
const o = encode(symbols.slice(xSymbols));
const wrapNumbers = (list) =>
  `  [\n${list
    .join(', ')
    .match(/.{1,110}(, |$)/g)
    .map((line) => `    ${line.trim()}`)
    .join('\n')}\n  ]`;
const wrap = (text) => (text.match(/.{1,100}/g) ?? ['']).map((line) => `  '${line}'`).join(' +\n');
writeFileSync(
  OUT,
  `/**
 * Level 6's Connect Four opening book, made by \`scripts/connect-four-book.mjs\` with this library's solver (do not
 * edit: run it again). See connect-four-openings.ts for how it is read.
 *
 * @packageDocumentation
 */

/** The last ply (marks on the board) at which the book has X's move, and O's. */
export const BOOK_PLIES = [${X_PLIES}, ${O_PLIES}] as const;

/**
 * Where, in X's book and in O's, the book's node after the opponent's first move in column \`a\` starts (its
 * symbol's index, \`[a]\`), and after its second in column \`b\` (\`[7 + 7a + b]\`); −1 for none. A question reads only
 * the subtrees its position can be in.
 */
export const BOOK_STARTS = [
${wrapNumbers(STARTS[0])},
${wrapNumbers(STARTS[1])},
] as const;

/** X's book, then O's: 3-bit symbols in depth-first order, two to a base64url character. */
export const BOOK = [
${wrap(x)},
${wrap(o)},
] as const;
`,
);
// In the repository's format (Biome's), as every source file.
execFileSync(process.execPath, [
  join(here, '..', 'node_modules', '@biomejs', 'biome', 'bin', 'biome'),
  'format',
  '--write',
  OUT,
]);
console.log(`wrote ${OUT}: ${x.length} + ${o.length} characters, ${((Date.now() - began) / 1000).toFixed(0)} s`);
