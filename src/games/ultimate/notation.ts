/**
 * Ultimate's notation, as the UGI engines write it: squares `a1`–`i9` of the 9 × 9 grid (files `a`–`i`
 * from the left, ranks `1`–`9` from the bottom, as in chess: `e5` is the center of the center
 * board, `a9` the top-left cell of the top-left board), and position strings such as
 * `9/9/9/9/4x4/9/9/9/9 O 1 e5` (the ranks from the top, the player to move, the marks on the board,
 * the last move's square or `0000`).
 *
 * @packageDocumentation
 */
import {
  closedBoards,
  FULL,
  LINE_MASKS,
  lineOf,
  marksOn,
  ONGOING,
  O_WON,
  startCore,
  statusOf,
  winningLine,
  X_WON,
  type Core,
} from './core.js';
import { describe } from '../../core/describe.js';
import type { GridCoordinate } from '../../core/types.js';
import { invalidArgument } from '../../core/invalid-argument.js';
import { rulesIndex, type UltimateRules } from './rules.js';

const FILES = 'abcdefghi';

/**
 * Returns the square of a move (`board × 9 + cell`, 0–80), as the UGI engines name it: `'e5'` for
 * 40 (the center of the center board), `'a9'` for 0 (the top-left cell of the top-left board).
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `move` is not an integer from 0 to 80.
 * @example
 * ```ts
 * import { squareName } from 'tictactoe-engine/ultimate';
 * squareName(40); // 'e5'
 * squareName(0);  // 'a9'
 * ```
 */
export function squareName(move: number): string {
  if (!(Number.isInteger(move) && move >= 0 && move <= 80))
    invalidArgument(`squareName: ${describe(move)} is not a move from 0 to 80.`);
  return `${FILES[colOf(move)]}${9 - rowOf(move)}`;
}

/**
 * Returns the name of a local board (0–8, row by row from the top left) by the squares of its
 * corners, the same in every language: `'a7–c9'` for the top left, `'d4–f6'` for the centre,
 * `'g1–i3'` for the bottom right. Hints name boards so.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `board` is not an integer from 0 to 8.
 * @example
 * ```ts
 * import { boardName } from 'tictactoe-engine/ultimate';
 * boardName(4); // 'd4–f6'
 * ```
 */
export function boardName(board: number): string {
  if (!(Number.isInteger(board) && board >= 0 && board <= 8))
    invalidArgument(`boardName: ${describe(board)} is not a board from 0 to 8.`);
  // Its bottom-left cell is 6, its top-right cell 2.
  return `${squareName(board * 9 + 6)}–${squareName(board * 9 + 2)}`;
}

/** The `{ row, col }` of a move on the 9 × 9 grid, from its top left. */
export function gridOf(move: number): GridCoordinate {
  return { row: rowOf(move), col: colOf(move) };
}

/** The row (0–8, from the top) of a move on the 9 × 9 grid. */
const rowOf = (move: number): number => ((move / 27) | 0) * 3 + (((move % 9) / 3) | 0);
/** The column (0–8, from the left) of a move on the 9 × 9 grid. */
const colOf = (move: number): number => (((move / 9) | 0) % 3) * 3 + (move % 3);

/** The move (`board × 9 + cell`) at `row` and `col` of the 9 × 9 grid, from its top left. */
export const moveAt = (row: number, col: number): number =>
  (((row / 3) | 0) * 3 + ((col / 3) | 0)) * 9 + (row % 3) * 3 + (col % 3);

/**
 * Returns the move (`board × 9 + cell`) of a square's name (`'e5'`; case and surrounding spaces
 * ignored), or `undefined` when it names no square.
 *
 * @example
 * ```ts
 * import { moveFromSquare } from 'tictactoe-engine/ultimate';
 * moveFromSquare('e5'); // 40
 * moveFromSquare('j1'); // undefined
 * ```
 */
export function moveFromSquare(name: string): number | undefined {
  if (typeof name !== 'string') return undefined;
  const move = squareIndex(name.trim());
  return move < 0 ? undefined : move;
}

/** The move of a square's name as written (any case, no spaces), or −1: the readers' form. */
export function squareIndex(name: string): number {
  if (name.length !== 2) return -1;
  const col = FILES.indexOf(name[0]!.toLowerCase());
  const rank = name.charCodeAt(1) - 48;
  if (col < 0 || rank < 1 || rank > 9) return -1;
  return moveAt(9 - rank, col);
}

/** A position read from its string: the core, and the last move (−1 when the string gives none). */
export interface ReadPosition {
  readonly core: Core;
  readonly lastMove: number;
}

/** Why a position string is not a position: a code of the library's, and the reason in a few words. */
export interface PositionProblem {
  readonly code:
    | 'BAD_POSITION'
    | 'BAD_MARK_COUNT'
    | 'TWO_WINNERS'
    | 'WINNER_NOT_LAST'
    | 'PLAYED_ON_AFTER_WIN'
    | 'BAD_LAST_MOVE';
  readonly reason: string;
}

const problem = (code: PositionProblem['code'], reason: string): PositionProblem => ({ code, reason });

/** The longest position string read: 81 cells, 8 slashes and the fields, with room to spare. */
const MAX_LENGTH = 200;

/**
 * Why lines of boards cannot have come of play, or `undefined`: a game ends at the first move that
 * makes a line, and a move changes only its own board, so every line on the board runs through
 * that board, which the move won or (for a drawn board that counts for both) drew. The board is the
 * last move's when the string gives it, else any board that fits. A line of the player who did not
 * move last can only come of a drawn board that counts for both.
 */
function endProblem(
  both: number,
  mover: number,
  wonX: number,
  wonO: number,
  lastMove: number,
): PositionProblem | undefined {
  const moverWon = mover === 0 ? wonX : wonO;
  const covered = (mask: number): number[] => LINE_MASKS.filter((line) => (mask & line) === line);
  const moverLines = covered(moverWon | both);
  const otherLines = covered((mover === 0 ? wonO : wonX) | both);
  if (moverLines.length === 0 && otherLines.length === 0) return undefined;
  const fits = (board: number): boolean => {
    const bit = 1 << board;
    if (otherLines.length > 0 ? !(both & bit) : !((moverWon | both) & bit)) return false;
    return [...moverLines, ...otherLines].every((line) => line & bit);
  };
  const boards = lastMove >= 0 ? [(lastMove / 9) | 0] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
  if (boards.some(fits)) return undefined;
  const them = mover === 0 ? 'O' : 'X';
  if (otherLines.length > 0 && moverLines.length > 0)
    return problem('TWO_WINNERS', 'both players have a line of local boards that the last move did not make');
  if (otherLines.length > 0)
    return problem('WINNER_NOT_LAST', `${them} has a line of local boards but did not move last`);
  return problem(
    'PLAYED_ON_AFTER_WIN',
    'no single last move makes every line of local boards: play went on after a win',
  );
}

/**
 * Reads a position string (`9/9/9/9/4x4/9/9/9/9 O 1 e5`) under `rules`: the ranks from the top
 * (`x`, `o` in any case, a digit for a run of empty cells), the player to move (`X` or `O`), a move
 * counter (a whole number of up to four digits, not checked against the board), and the last
 * move's square, or `0000` (or `-`) when there is none. The board the player to move is sent to
 * is the one the last move points at, unless it is closed. The position must be consistent: X has
 * as many marks as O, or one more when O is to move; the last move holds the mark of the player
 * who made it; no local board has lines of both players; and every line of boards runs through
 * the board of a last move that made it (see `endProblem`). Under `wonBoards: 'open'`, a local
 * board can come to hold lines of both players: its winner is the first line's, which a position
 * string does not say, so such a position is refused (`TWO_WINNERS`).
 */
export function readPosition(text: string, rules: UltimateRules): ReadPosition | PositionProblem {
  if (text.length > MAX_LENGTH) return problem('BAD_POSITION', `a position is at most ${MAX_LENGTH} characters`);
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 4)
    return problem(
      'BAD_POSITION',
      'a position has four fields: the ranks, the player to move, a counter, the last move',
    );
  const [ranks, side, counter, last] = fields as [string, string, string, string];
  const rows = ranks.split('/');
  if (rows.length !== 9) return problem('BAD_POSITION', 'a position has nine ranks, separated by /');
  const cells: number[] = [];
  for (const row of rows) {
    let width = 0;
    for (const char of row) {
      const lower = char.toLowerCase();
      if (lower === 'x' || lower === 'o') {
        cells.push(lower === 'x' ? 1 : 2);
        width++;
      } else if (char >= '1' && char <= '9') {
        for (let i = 0; i < Number(char); i++) cells.push(0);
        width += Number(char);
      } else return problem('BAD_POSITION', `a rank holds x, o and digits 1–9, not ${JSON.stringify(char)}`);
      if (width > 9) return problem('BAD_POSITION', 'a rank has nine cells');
    }
    if (width !== 9) return problem('BAD_POSITION', 'a rank has nine cells');
  }
  const turn = side === 'X' || side === 'x' ? 0 : side === 'O' || side === 'o' ? 1 : -1;
  if (turn < 0) return problem('BAD_POSITION', `the player to move is X or O, not ${JSON.stringify(side)}`);
  if (!/^\d{1,4}$/.test(counter)) return problem('BAD_POSITION', 'the counter is a whole number');
  const lastMove = last === '0000' || last === '-' ? -1 : squareIndex(last);
  if (lastMove < 0 && !(last === '0000' || last === '-'))
    return problem('BAD_POSITION', `the last move is a square (a1–i9) or 0000, not ${JSON.stringify(last)}`);
  // The cells by move (board × 9 + cell), from the grid's rows (top first).
  let xs = 0;
  let os = 0;
  const words = [0, 0, 0, 0, 0, 0];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 9; col++) {
      const mark = cells[row * 9 + col]!;
      if (mark === 0) continue;
      const move = moveAt(row, col);
      const board = (move / 9) | 0;
      const bit = 1 << ((move % 9) + 9 * (board % 3));
      words[(mark - 1) * 3 + ((board / 3) | 0)]! |= bit;
      if (mark === 1) xs++;
      else os++;
    }
  }
  if (xs !== os + turn)
    return problem(
      'BAD_MARK_COUNT',
      `with ${turn ? 'O' : 'X'} to move, X has ${turn ? 'one mark more than' : 'as many marks as'} O`,
    );
  const start = startCore(rules);
  const marks: Core = {
    ...start,
    x0: words[0]!,
    x1: words[1]!,
    x2: words[2]!,
    o0: words[3]!,
    o1: words[4]!,
    o2: words[5]!,
  };
  if (lastMove >= 0 && ((marksOn(marks, (turn ^ 1) as 0 | 1, (lastMove / 9) | 0) >>> (lastMove % 9)) & 1) === 0)
    return problem('BAD_LAST_MOVE', `the last move, ${last}, must hold a mark of ${turn ? 'X' : 'O'}, who made it`);
  let wonX = 0;
  let wonO = 0;
  let drawn = 0;
  let full = 0;
  for (let board = 0; board < 9; board++) {
    const x = marksOn(marks, 0, board);
    const o = marksOn(marks, 1, board);
    const xLine = lineOf(x) >= 0;
    const oLine = lineOf(o) >= 0;
    if (xLine && oLine) return problem('TWO_WINNERS', `local board ${board} has lines of both players`);
    if ((x | o) === FULL) full |= 1 << board;
    if (xLine) wonX |= 1 << board;
    else if (oLine) wonO |= 1 << board;
    else if ((x | o) === FULL) drawn |= 1 << board;
  }
  const index = rulesIndex(rules);
  const mover = turn ^ 1;
  const ended = endProblem(index & 2 ? drawn : 0, mover, wonX, wonO, lastMove);
  if (ended) return ended;
  const closed = closedBoards(index, full, wonX, wonO);
  const status = statusOf(index, mover, wonX, wonO, drawn, closed);
  const sent = lastMove >= 0 ? lastMove % 9 : -1;
  const core: Core = {
    ...marks,
    wonX,
    wonO,
    drawn,
    full,
    closed,
    forced: status === ONGOING && sent >= 0 && !((closed >>> sent) & 1) ? sent : -1,
    turn: turn as 0 | 1,
    count: xs + os,
    status,
    line: status === X_WON || status === O_WON ? winningLine(index, status, wonX, wonO, drawn) : -1,
  };
  return { core, lastMove };
}

/**
 * Writes a position string: the ranks from the top (`x`, `o`, digits), the player to move, the
 * marks on the board, and the last move's square or `0000`.
 */
export function writePosition(core: Core, lastMove: number): string {
  const ranks: string[] = [];
  for (let row = 0; row < 9; row++) {
    let rank = '';
    let empty = 0;
    for (let col = 0; col < 9; col++) {
      const move = moveAt(row, col);
      const board = (move / 9) | 0;
      const cell = move % 9;
      const mark = (marksOn(core, 0, board) >>> cell) & 1 ? 'x' : (marksOn(core, 1, board) >>> cell) & 1 ? 'o' : '';
      if (mark === '') empty++;
      else {
        if (empty > 0) rank += String(empty);
        rank += mark;
        empty = 0;
      }
    }
    ranks.push(empty > 0 ? rank + String(empty) : rank);
  }
  return `${ranks.join('/')} ${core.turn ? 'O' : 'X'} ${core.count} ${lastMove >= 0 ? squareName(lastMove) : '0000'}`;
}
