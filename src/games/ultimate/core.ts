/**
 * The compact core of an Ultimate position: each player's marks as three 27-bit words (three local
 * boards of 9 bits each), the local results as 9-bit masks, and the board the player to move is
 * sent to. A move is `board × 9 + cell`, boards and cells each numbered 0–8 row by row from the top
 * left. Nothing here allocates but the new core of a move.
 *
 * @packageDocumentation
 */
import { popcount } from '../../core/bits.js';
import { rulesIndex, type UltimateRules } from './rules.js';

/** A status of a core: the game goes on. */
export const ONGOING = 0;
/** A status of a core: X won. */
export const X_WON = 1;
/** A status of a core: O won. */
export const O_WON = 2;
/** A status of a core: the game is drawn. */
export const DRAWN = 3;

/** The eight lines of a 3 × 3 board, as masks of its cells (or of the global board's boards). */
export const LINE_MASKS: readonly number[] = [0x007, 0x038, 0x1c0, 0x049, 0x092, 0x124, 0x111, 0x054];

/** Per 9-bit mask: the index of the first line it holds, or −1. */
const FIRST_LINE = /* @__PURE__ */ (() => {
  const table = new Int8Array(512).fill(-1);
  for (let mask = 0; mask < 512; mask++) {
    const line = LINE_MASKS.findIndex((lineMask) => (mask & lineMask) === lineMask);
    table[mask] = line;
  }
  return table;
})();

/** The index of the first line of a 9-bit mask, or −1 when it holds none. */
export const lineOf = (mask: number): number => FIRST_LINE[mask]!;

/** The mask of a full 3 × 3 board (or of all nine local boards). */
export const FULL = 511;

/** An Ultimate position: immutable, made by {@link startCore} and {@link playCore}. */
export interface Core {
  /** X's marks: boards 0–2, 3–5 and 6–8, nine bits a board, board `b` at bit `9 × (b mod 3)` of word `b / 3`. */
  readonly x0: number;
  readonly x1: number;
  readonly x2: number;
  /** O's marks, likewise. */
  readonly o0: number;
  readonly o1: number;
  readonly o2: number;
  /** The local boards X won, O won, and those full without a line (drawn), as 9-bit masks. */
  readonly wonX: number;
  readonly wonO: number;
  readonly drawn: number;
  /** The full local boards. */
  readonly full: number;
  /** The local boards closed to play: the full ones, and the won ones when won boards close. */
  readonly closed: number;
  /** The board the player to move is sent to, or −1: any open board (also when the game is over). */
  readonly forced: number;
  /** 0 when X moves next, 1 when O does (the mark that would move, even when the game is over). */
  readonly turn: 0 | 1;
  /** The marks on the board. */
  readonly count: number;
  /** {@link ONGOING}, {@link X_WON}, {@link O_WON} or {@link DRAWN}. */
  readonly status: number;
  /** The global line that won the game (an index of {@link LINE_MASKS}), or −1. */
  readonly line: number;
  /** The rules' index (see `rulesIndex`). */
  readonly rules: number;
}

/** The empty board of a game under `rules`. */
export function startCore(rules: UltimateRules): Core {
  return {
    x0: 0,
    x1: 0,
    x2: 0,
    o0: 0,
    o1: 0,
    o2: 0,
    wonX: 0,
    wonO: 0,
    drawn: 0,
    full: 0,
    closed: 0,
    forced: -1,
    turn: 0,
    count: 0,
    status: ONGOING,
    line: -1,
    rules: rulesIndex(rules),
  };
}

/** The 9-bit mask of mark `p`'s (0 X, 1 O) cells on local board `board`. */
export function marksOn(core: Core, p: 0 | 1, board: number): number {
  const word = board < 3 ? (p ? core.o0 : core.x0) : board < 6 ? (p ? core.o1 : core.x1) : p ? core.o2 : core.x2;
  return (word >>> (9 * (board % 3))) & FULL;
}

/** The 9-bit mask of the empty cells of local board `board`. */
export function emptyOn(core: Core, board: number): number {
  return ~(marksOn(core, 0, board) | marksOn(core, 1, board)) & FULL;
}

/** The boards the player to move may play in, as a 9-bit mask (0 when the game is over). */
export function playableBoards(core: Core): number {
  if (core.status !== ONGOING) return 0;
  return core.forced >= 0 ? 1 << core.forced : ~core.closed & FULL;
}

/** Whether `move` (0–80) is legal in `core`. */
export function isLegal(core: Core, move: number): boolean {
  const board = (move / 9) | 0;
  return ((playableBoards(core) >>> board) & 1) === 1 && ((emptyOn(core, board) >>> (move % 9)) & 1) === 1;
}

/** Writes the legal moves of `core` to `out` in increasing order and returns how many. */
export function legalMoves(core: Core, out: Int8Array | number[]): number {
  let boards = playableBoards(core);
  let count = 0;
  for (let board = 0; boards !== 0; board++, boards >>>= 1) {
    if (!(boards & 1)) continue;
    const empty = emptyOn(core, board);
    for (let cell = 0; cell < 9; cell++) if ((empty >>> cell) & 1) out[count++] = board * 9 + cell;
  }
  return count;
}

/**
 * Returns the position after the player to move plays `move`, which must be legal (see
 * {@link isLegal}): the local board's result, the game's, and where the opponent is sent.
 */
export function playCore(core: Core, move: number): Core {
  const board = (move / 9) | 0;
  const cell = move - board * 9;
  const p = core.turn;
  const bit = 1 << (cell + 9 * (board % 3));
  let { x0, x1, x2, o0, o1, o2, wonX, wonO, drawn, full } = core;
  if (p === 0) {
    if (board < 3) x0 |= bit;
    else if (board < 6) x1 |= bit;
    else x2 |= bit;
  } else if (board < 3) o0 |= bit;
  else if (board < 6) o1 |= bit;
  else o2 |= bit;
  const shift = 9 * (board % 3);
  const word = board < 3 ? x0 | o0 : board < 6 ? x1 | o1 : x2 | o2;
  const mine = ((board < 3 ? (p ? o0 : x0) : board < 6 ? (p ? o1 : x1) : p ? o2 : x2) >>> shift) & FULL;
  const boardBit = 1 << board;
  const isFull = ((word >>> shift) & FULL) === FULL;
  if (isFull) full |= boardBit;
  // The board's result, decided once: its first line, or full without one.
  if (!((wonX | wonO | drawn) & boardBit)) {
    if (FIRST_LINE[mine]! >= 0) {
      if (p === 0) wonX |= boardBit;
      else wonO |= boardBit;
    } else if (isFull) drawn |= boardBit;
  }
  const rules = core.rules;
  const closed = closedBoards(rules, full, wonX, wonO);
  const status = statusOf(rules, p, wonX, wonO, drawn, closed);
  return {
    x0,
    x1,
    x2,
    o0,
    o1,
    o2,
    wonX,
    wonO,
    drawn,
    full,
    closed,
    forced: status === ONGOING && !((closed >>> cell) & 1) ? cell : -1,
    turn: (p ^ 1) as 0 | 1,
    count: core.count + 1,
    status,
    line: status === X_WON || status === O_WON ? winningLine(rules, status, wonX, wonO, drawn) : -1,
    rules,
  };
}

/**
 * The local boards closed to play under `rules` (an index): the full ones, and the won ones unless
 * won boards stay open.
 */
export function closedBoards(rules: number, full: number, wonX: number, wonO: number): number {
  return rules & 4 ? full : full | wonX | wonO;
}

/**
 * The status of a position whose last move was made by mark `mover` (0 X, 1 O): a global line wins
 * (the mover's first: a move that completes lines for both players, through drawn boards that
 * count for both, wins for the mover); with every board closed and no line, a draw, or under the
 * tiebreak the player who won more boards.
 */
export function statusOf(
  rules: number,
  mover: number,
  wonX: number,
  wonO: number,
  drawn: number,
  closed: number,
): number {
  const both = rules & 2 ? drawn : 0;
  const mine = mover === 0 ? wonX : wonO;
  const theirs = mover === 0 ? wonO : wonX;
  if (FIRST_LINE[mine | both]! >= 0) return mover === 0 ? X_WON : O_WON;
  if (both !== 0 && FIRST_LINE[theirs | both]! >= 0) return mover === 0 ? O_WON : X_WON;
  if (closed !== FULL) return ONGOING;
  const x = popcount(wonX);
  const o = popcount(wonO);
  return rules & 1 && x !== o ? (x > o ? X_WON : O_WON) : DRAWN;
}

/** The global line of the winner of a won position (`status` X_WON or O_WON), or −1 when it won by the tiebreak. */
export function winningLine(rules: number, status: number, wonX: number, wonO: number, drawn: number): number {
  return FIRST_LINE[(status === X_WON ? wonX : wonO) | (rules & 2 ? drawn : 0)]!;
}
