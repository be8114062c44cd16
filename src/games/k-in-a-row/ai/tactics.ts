/**
 * Tactics on bit masks: threats, forks and the Newell–Simon rules. A position is the mover's marks
 * `me` and the opponent's marks `opp` (9-bit masks); nothing here allocates a state.
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';
import type { CellIndex } from '../../../core/types.js';

/**
 * The mask of each line of the 3 × 3 board, by line index (rows, columns, the two diagonals), as
 * the board's geometry derives them (a test checks that they agree): written out, so that
 * importing the AI builds no geometry.
 */
export const LINE_MASKS: readonly number[] = [0o7, 0o70, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/** Bit masks of board regions. */
export const CENTER = 0b000_010_000;
export const CORNERS = 0b101_000_101;
export const SIDES = 0b010_101_010;
export const FULL = 0b111_111_111;

/** The order moves are tried in and hints picked among equals: center, corners, sides (good alpha-beta cut-offs). */
export const ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7] as const;

let THREATS: Uint16Array | undefined;

/**
 * Returns the table `threats[m]`: the cells that complete a line for the marks `m` (lines holding
 * two of `m`). Such a cell may be taken by the other mark: intersect with the empty cells. Built on
 * first use (nothing is computed at import); callers hold it for a whole search, not a call per node.
 */
export function threatTable(): Uint16Array {
  return THREATS ?? buildThreats();
}

function buildThreats(): Uint16Array {
  const table = new Uint16Array(512);
  const lines = LINE_MASKS;
  // Each line gives its third cell to every mask holding its two other cells but not the third.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    for (let cell = 0; cell < 9; cell++) {
      const bit = 1 << cell;
      if (!(line & bit)) continue;
      const pair = line & ~bit;
      const outside = 0x1ff & ~line;
      // Every subset of the cells outside the line, from all of them down to none.
      for (let rest = outside; ; rest = (rest - 1) & outside) {
        table[pair | rest]! |= bit;
        if (rest === 0) break;
      }
    }
  }
  return (THREATS = table);
}

/**
 * Returns the marks of the mover and of the opponent, and the number of marks, of the position with marks `x` and `o`.
 */
export function sides(x: number, o: number): readonly [me: number, opp: number, n: number] {
  const n = popcount(x | o);
  return n & 1 ? [o, x, n] : [x, o, n];
}

/** Returns the `index`-th (0-based) set bit of `mask`, as a cell index. */
export function nthCell(mask: number, index: number): number {
  for (; index > 0; index--) mask &= mask - 1;
  return 31 - Math.clz32(mask & -mask);
}

/** Returns the cells of `mask`, in increasing order. */
export function cellsOf(mask: number): CellIndex[] {
  const cells: CellIndex[] = [];
  for (let cell = 0; cell < 9; cell++) if ((mask >>> cell) & 1) cells.push(cell as CellIndex);
  return cells;
}

/**
 * Returns the image of `mask` under a half turn of the board: each cell goes to the cell opposite it through the
 * center.
 */
export function opposite(mask: number): number {
  let image = 0;
  for (let cell = 0; cell < 9; cell++) if ((mask >>> cell) & 1) image |= 1 << (8 - cell);
  return image;
}

/** Returns the empty cells where the mover (`me`) would make two distinct threats at once: forks. */
export function forkCells(me: number, opp: number): number {
  const empty = ~(me | opp) & FULL;
  const table = threatTable();
  let forks = 0;
  for (let bit = 1; bit < FULL; bit <<= 1) {
    if (!(empty & bit)) continue;
    const threats = table[me | bit]! & empty & ~bit;
    if (threats & (threats - 1)) forks |= bit;
  }
  return forks;
}

/**
 * Returns the moves that stop the opponent's forks: `forks`, the cells where the opponent would
 * fork; `forcing`, when they have more than one, the moves making a threat whose forced answer is
 * not itself a fork (Crowley and Siegler's refinement: blocking one fork cell can leave another).
 */
export function forkBlocks(me: number, opp: number): { forks: number; forcing: number } {
  const forks = forkCells(opp, me);
  const empty = ~(me | opp) & FULL;
  const table = threatTable();
  let forcing = 0;
  if (forks & (forks - 1)) {
    for (let bit = 1; bit < FULL; bit <<= 1) {
      if (!(empty & bit)) continue;
      const mine = me | bit;
      const answer = table[mine]! & empty & ~bit;
      if (answer !== 0 && (answer & (answer - 1)) === 0 && !(forkCells(opp, mine) & answer)) forcing |= bit;
    }
  }
  return { forks, forcing };
}

/** A rule's candidate cells in a position (the mover's marks `me`, the opponent's `opp`). */
export type Candidates = (me: number, opp: number) => number;

/**
 * The Newell–Simon rules in priority order, each with its candidate cells. `block-fork` lists
 * every cell that blocks a fork, forcing or not: the rule player ({@link newellSimon}) prefers the
 * forcing ones, and the hints label a move the solver chose.
 */
export const NEWELL_SIMON: readonly (readonly [NewellSimonRule, Candidates])[] = [
  ['win', (me, opp) => threatTable()[me]! & ~(me | opp)],
  ['block', (me, opp) => threatTable()[opp]! & ~(me | opp)],
  ['fork', forkCells],
  [
    'block-fork',
    (me, opp) => {
      const { forks, forcing } = forkBlocks(me, opp);
      return forks | forcing;
    },
  ],
  ['center', (me, opp) => CENTER & ~(me | opp)],
  ['opposite-corner', (me, opp) => CORNERS & ~(me | opp) & opposite(opp)],
  ['empty-corner', (me, opp) => CORNERS & ~(me | opp)],
  ['empty-side', (me, opp) => SIDES & ~(me | opp)],
];

/** A rule of Newell and Simon's tic-tac-toe program, in their priority order. */
export type NewellSimonRule =
  | 'win'
  | 'block'
  | 'fork'
  | 'block-fork'
  | 'center'
  | 'opposite-corner'
  | 'empty-corner'
  | 'empty-side';

/**
 * Returns the rule the Newell–Simon program applies (the first with a candidate) and its candidate
 * cells (for `block-fork`, the forcing blocks when there are any). The position must have an empty cell.
 */
export function newellSimon(me: number, opp: number): readonly [NewellSimonRule, number] {
  for (const [rule, candidates] of NEWELL_SIMON) {
    const cells = candidates(me, opp);
    // Among the moves that block a fork, the program plays a forcing one when there is one.
    if (cells) return [rule, (rule === 'block-fork' && forkBlocks(me, opp).forcing) || cells];
  }
  /* c8 ignore next */
  return ['empty-side', 0];
}

/**
 * Returns the moves of the defensive levels (2 and 3), the same code for both variants:
 * `win` the moves that decide the game for the mover at once (complete a line; in misère, leave the
 * opponent only line-completing replies); `safe` the moves that do not lose at once (in misère,
 * that do not complete the mover's line) and leave the opponent the fewest winning replies (in the
 * standard game, the block). Either mask may be 0.
 */
export function immediateMoves(me: number, opp: number, misere: boolean): { win: number; safe: number } {
  const empty = ~(me | opp) & FULL;
  const table = threatTable();
  const mine = table[me]! & empty;
  if (!misere) {
    const theirs = table[opp]! & empty;
    // Playing a threat cell removes that winning reply; any other move leaves them all.
    return { win: mine, safe: theirs === 0 ? empty : theirs };
  }
  const safe = empty & ~mine;
  let win = 0;
  for (let cell = 0; cell < 9; cell++) {
    const bit = 1 << cell;
    const left = empty & ~bit;
    // Every reply of the opponent completes one of their lines.
    if (safe & bit && left !== 0 && (table[opp]! & left) === left) win |= bit;
  }
  return { win, safe };
}
