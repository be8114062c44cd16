/**
 * Level 6's Connect Four openings: a move that keeps the game-theoretic value of every position it can meet in the
 * first plies of Connect Four (7 columns of 6 rows, four in a row, gravity, not misère) while it plays them, whatever
 * the opponent plays, proven by this library's solver (`scripts/connect-four-book.mjs`). A 1 s search cannot prove
 * those positions (the empty board takes minutes), and its estimate can lose the value there.
 *
 * The book (connect-four-book.ts) holds no position: it is a tree of 3-bit symbols in depth-first order, and the
 * positions are rebuilt by the rules as it is read. Where the book's side is to move, its column (0–6), or 7 for none
 * (the position is lost: every move keeps that); where the opponent is, the book's answer to each of its legal
 * columns, left to right. A game over has no symbol. X's tree has X's moves up to `BOOK_PLIES[0]` marks on the
 * board, O's has O's up to `BOOK_PLIES[1]`. `BOOK_STARTS` says where the book's nodes after the opponent's first and
 * second moves start: a question follows the book's first moves through the position's marks, then reads the
 * subtrees the position can be in (once each) into a map from positions to columns; a position not found is looked
 * for again as its mirror image.
 *
 * @packageDocumentation
 */
import { BOOK, BOOK_PLIES, BOOK_STARTS } from './connect-four-book.js';
import { makeBook, type BookRules, type OpeningBook } from './openings.js';

const COLUMNS = 7;
const ROWS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A symbol for "no move": the position is lost. */
const NONE = 7;

/**
 * The key of a position: column `c` (0 leftmost) is the digit `c` in base 128, `(1 << h) | marks` for its `h` marks
 * with bit `i` set when its `i`-th mark from the bottom is the first player's. At most 2^49: exact in a double.
 */
type Key = number;

/** The steps of the lines through a cell (columns, rows): across, the two diagonals; a column is looked at apart. */
const STEPS = [1, 0, 1, 1, 1, -1];

/** The moves read so far, by position; the subtrees read (side × 64 + their index in `BOOK_STARTS`); broken. */
const moves = new Map<Key, number>();
const read = new Set<number>();
let broken = false;

/** The symbol at `index` of the book of `side` (0: X's, 1: O's); throws past its end. */
function symbolAt(side: 0 | 1, index: number): number {
  // `charAt` past the end gives '', which `indexOf` finds at 0: the bounds first.
  if (index < 0 || index >> 1 >= BOOK[side].length) throw new RangeError('the book ends early');
  const value = ALPHABET.indexOf(BOOK[side].charAt(index >> 1));
  if (value < 0) throw new RangeError('the book holds a character that is no symbol');
  return (index & 1 ? value : value >> 3) & 7;
}

/**
 * Reads the subtree of the book of `side` (0: X's, 1: O's) whose root, the position after the columns `prefix`,
 * starts at `BOOK_STARTS[side][index]`, into {@link moves}, once. Only the book's own moves can end a game inside it:
 * each keeps the value of a position that is not lost, so it leaves the opponent no win on the move (the script that
 * makes the book checks it), and a move of the mover's first three marks completes no line. So only the book's moves
 * of a fourth mark or later, before its last ply, are looked at for a line. A subtree that does not end where the
 * book's next node starts breaks the book: it answers nothing after.
 */
function readSubtree(side: 0 | 1, index: number, prefix: readonly number[]): void {
  const id = side * 64 + index;
  if (broken || read.has(id)) return;
  read.add(id);
  const starts = BOOK_STARTS[side];
  const last = BOOK_PLIES[side];
  let at = starts[index]!;
  /** Each column's marks (bit `i`: the `i`-th from the bottom is the first player's) and their count. */
  const marks = new Int32Array(COLUMNS);
  const heights = new Int32Array(COLUMNS);
  const keyOf = (): Key => {
    let key = 0;
    for (let c = COLUMNS - 1; c >= 0; c--) key = key * 128 + ((1 << heights[c]!) | marks[c]!);
    return key;
  };
  /** The mark at column `c`, row `r` from the bottom: 1 the first player's, 0 the second's, −1 none. */
  const markAt = (c: number, r: number): number =>
    c < 0 || c >= COLUMNS || r < 0 || r >= heights[c]! ? -1 : (marks[c]! >> r) & 1;
  /** Whether the mark just dropped in column `c` completes four in a row. */
  const wins = (c: number): boolean => {
    const r = heights[c]! - 1;
    const mark = markAt(c, r);
    if (r >= 3 && markAt(c, r - 1) === mark && markAt(c, r - 2) === mark && markAt(c, r - 3) === mark) return true;
    for (let i = 0; i < STEPS.length; i += 2) {
      const dc = STEPS[i]!;
      const dr = STEPS[i + 1]!;
      let run = 1;
      for (let s = 1; markAt(c + s * dc, r + s * dr) === mark; s++) run++;
      for (let s = 1; markAt(c - s * dc, r - s * dr) === mark; s++) run++;
      if (run >= 4) return true;
    }
    return false;
  };
  /** Drops a mark in column `c` for the mover of `ply`. */
  const drop = (c: number, ply: number): void => {
    if (ply % 2 === 0) marks[c]! |= 1 << heights[c]!;
    heights[c]!++;
  };
  const undo = (c: number): void => {
    heights[c]!--;
    marks[c]! &= ~(1 << heights[c]!);
  };
  const walk = (ply: number, ours: boolean): void => {
    if (ours) {
      const column = symbolAt(side, at++);
      if (column === NONE) return;
      if (column >= COLUMNS || heights[column] === ROWS) throw new RangeError('the book plays a full column');
      moves.set(keyOf(), column);
      if (ply === last) return;
      drop(column, ply);
      // A fourth mark (ply 6 on) may complete a line: nothing follows.
      if (!(ply >= 6 && wins(column))) walk(ply + 1, false);
      undo(column);
    } else if (ply < last) {
      for (let c = 0; c < COLUMNS; c++) {
        if (heights[c] === ROWS) continue;
        drop(c, ply);
        walk(ply + 1, true);
        undo(c);
      }
    }
  };
  try {
    prefix.forEach(drop);
    walk(prefix.length, true);
    // The book's next node: the least start past this one, or the end.
    let following = Number.POSITIVE_INFINITY;
    for (const start of starts) if (start > starts[index]! && start < following) following = start;
    if (following === Number.POSITIVE_INFINITY ? Math.ceil(at / 2) !== BOOK[side].length : at !== following)
      throw new RangeError('the book is longer');
  } catch {
    broken = true;
    moves.clear();
  }
}

/**
 * Returns the book's column (0–6) for the position `cells` of `shape` (row 0 at the top, 0 empty, 1 the first
 * player's, 2 the second's), or −1 when the book has none: rules other than Connect Four's, a position past the book
 * or not in it, or a lost one.
 */
export function openingColumn(cells: ArrayLike<number>, { rows, columns, k, gravity, misere }: BookRules): number {
  if (rows !== ROWS || columns !== COLUMNS || k !== 4 || !gravity || misere || cells.length !== ROWS * COLUMNS)
    return -1;
  const key: number[] = [];
  const mirror: number[] = [];
  let stones = 0;
  for (let c = 0; c < COLUMNS; c++) {
    let h = 0;
    let m = 0;
    for (let r = ROWS - 1; r >= 0; r--) {
      const mark = cells[r * COLUMNS + c];
      if (mark !== 1 && mark !== 2) continue;
      // A mark above an empty cell: not a position of the game.
      if (h < ROWS - 1 - r) return -1;
      if (mark === 1) m |= 1 << h;
      h++;
    }
    key[c] = (1 << h) | m;
    mirror[COLUMNS - 1 - c] = key[c]!;
    stones += h;
  }
  const column = lookUp(key, stones);
  if (column >= 0) return column;
  const mirrored = lookUp(mirror, stones);
  return mirrored < 0 ? -1 : COLUMNS - 1 - mirrored;
}

/** The book's column for the position of `digits` (see {@link Key}) with `stones` marks, or −1. */
function lookUp(digits: readonly number[], stones: number): number {
  const side = stones % 2 === 0 ? 0 : 1;
  if (stones > BOOK_PLIES[side] || broken) return -1;
  const starts = BOOK_STARTS[side];
  /** The columns played so far on the way down the book (its first moves), and their marks per column. */
  const path: number[] = [];
  const heights = new Array<number>(COLUMNS).fill(0);
  /** Whether the position has the mark of the mover of ply `path.length` where a drop in column `c` lands. */
  const played = (c: number): boolean => {
    const r = heights[c]!;
    return digits[c]! >> (r + 1) > 0 && ((digits[c]! >> r) & 1) === (path.length % 2 === 0 ? 1 : 0);
  };
  const push = (c: number): void => {
    path.push(c);
    heights[c]!++;
  };
  const pop = (): void => {
    heights[path.pop()!]!--;
  };
  /**
   * Follows the book from the node at `index` of its starts (the position of `path`), whose mover is the book's: its
   * move, or the subtree read, once the position has as many marks as the path.
   */
  const follow = (index: number): number => {
    const at = starts[index] ?? -1;
    if (at < 0) return -1;
    if (path.length === stones) {
      const move = symbolAt(side, at);
      return move === NONE ? -1 : move;
    }
    if (index >= COLUMNS) {
      // The node after the opponent's second move: its subtree holds the position, if the book does.
      readSubtree(side, index, path);
      let key = 0;
      for (let c = COLUMNS - 1; c >= 0; c--) key = key * 128 + digits[c]!;
      return moves.get(key) ?? -1;
    }
    const move = symbolAt(side, at);
    if (move === NONE || !played(move)) return -1;
    push(move);
    const found = opponent(index);
    pop();
    return found;
  };
  /** Tries each of the opponent's marks that can have been its next move on the path (`first`: its first's column). */
  const opponent = (first: number): number => {
    for (let c = 0; c < COLUMNS; c++) {
      if (!played(c)) continue;
      push(c);
      const found = follow(first < 0 ? c : COLUMNS + first * COLUMNS + c);
      pop();
      if (found >= 0) return found;
    }
    return -1;
  };
  try {
    if (side === 1) return opponent(-1);
    // X's book: its first move, at the start.
    const root = symbolAt(0, 0);
    if (stones === 0 || root === NONE) return stones === 0 && root !== NONE ? root : -1;
    if (!played(root)) return -1;
    push(root);
    return opponent(-1);
  } catch {
    return -1;
  }
}

/**
 * Level 6's opening book for Connect Four (7 columns of 6 rows, four in a row, gravity, not misère): give it to the AI
 * (`new TicTacToeAI({ openings: connectFourOpenings })`) and level 6 plays, in every position it can meet in the first
 * plies while it follows the book (up to 8 marks on the board as X, 7 as O, whatever the opponent plays), a move
 * that keeps the position's game-theoretic value, at once. Each was proven by this library's solver and judged by an
 * independent one (see docs/ai.md, "Level 6's Connect Four openings"). It is an entry of its own
 * (`tictactoe-engine/connect-four-openings`, about 2.2 KB min+gzip), so that only the apps that play Connect Four
 * load it.
 *
 * @example
 * ```ts
 * import { PRESETS, TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
 * import { connectFourOpenings } from 'tictactoe-engine/connect-four-openings';
 *
 * const engine = new TicTacToeEngine();
 * const ai = new TicTacToeAI({ openings: connectFourOpenings });
 * const start = unwrap(engine.createInitialState({ ...PRESETS['connect-four'] }, [{ id: 'ann' }, { id: 'bot' }]));
 * unwrap(ai.getMoveSync(start, 6, 'ann')).data.position; // { row: 5, col: 3 }: the centre column, at once
 * ```
 */
export const connectFourOpenings: OpeningBook = makeBook('connect-four', BOOK_PLIES, openingColumn);
