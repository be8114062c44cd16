/**
 * Error codes, the {@link Result} helpers and {@link TicTacToeError}.
 *
 * Codes are public API and only grow; messages are English defaults for people and may change.
 *
 * @packageDocumentation
 */
import { readFields } from './input.js';
import type { ErrorData, Result } from './types.js';

/** Why a move was rejected, in the order they are checked (the first that applies is reported). */
export const MOVE_ERROR_CODES = [
  'INVALID_STATE',
  'MALFORMED_MOVE',
  'UNKNOWN_PLAYER',
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'WRONG_SYMBOL',
  'NOT_INTEGER',
  'OUT_OF_RANGE',
  'CELL_OCCUPIED',
  'FLOATING_CELL',
  'COLUMN_FULL',
  'WRONG_BOARD',
  'BOARD_CLOSED',
] as const;

/**
 * Why a move was rejected:
 * - `INVALID_STATE`: the state is not a game state (forged, corrupted or not from this engine).
 * - `MALFORMED_MOVE`: the move is not `{ type: 'place', data: { position: { row, col }, symbol } }`.
 * - `UNKNOWN_PLAYER`: the player id is not one of the game's players.
 * - `GAME_OVER`: the game has ended.
 * - `NOT_YOUR_TURN`: the player (or, for `applyMove`, the symbol) is not the one to move.
 * - `WRONG_SYMBOL`: the symbol is not the mark of the player who moves.
 * - `NOT_INTEGER`: a coordinate is not an integer (a float, `NaN`, a string, `null` …).
 * - `OUT_OF_RANGE`: a coordinate is an integer outside the board.
 * - `CELL_OCCUPIED`: the cell already holds a mark.
 * - `FLOATING_CELL`: with gravity, the cell is not the lowest free cell of its column.
 * - `COLUMN_FULL`: {@link dropMove} was given a column without a free cell.
 * - `WRONG_BOARD`: in Ultimate, the move is not in the local board the player is sent to (the
 *   error's `board` names that board); checked after `OUT_OF_RANGE`.
 * - `BOARD_CLOSED`: in Ultimate, a free move in a local board that is won or full (its `board`);
 *   checked after `WRONG_BOARD`, before `CELL_OCCUPIED`.
 */
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

/** Why a game could not be created: bad players or settings. */
export type SetupErrorCode = 'INVALID_PLAYERS' | 'DUPLICATE_PLAYER' | 'INVALID_SETTINGS' | 'UNKNOWN_PLAYER';

/**
 * Why a position cannot be imported:
 * - `BAD_POSITION`: not the cells of a board of the rules' shape, each `X`, `O` or empty (see {@link parseBoard}).
 * - `BAD_MARK_COUNT`: X must have as many marks as O, or one more.
 * - `TWO_WINNERS`: both marks have a line.
 * - `WINNER_NOT_LAST`: the player with the line did not make the last move.
 * - `PLAYED_ON_AFTER_WIN`: no single last move completes every line of the winner, so play went on after a win.
 * - `FLOATING_MARK`: with gravity, a mark has an empty cell below it.
 * - `NO_MOVE_ORDER`: with gravity, no alternating order of moves (X first, each on top of its
 *   column, none completing a line before the last) builds the columns as they stand.
 * - `BAD_LAST_MOVE`: in an Ultimate position string, the last move's square does not hold a mark of
 *   the player who made it.
 */
export type PositionErrorCode =
  | 'BAD_POSITION'
  | 'BAD_MARK_COUNT'
  | 'TWO_WINNERS'
  | 'WINNER_NOT_LAST'
  | 'PLAYED_ON_AFTER_WIN'
  | 'FLOATING_MARK'
  | 'NO_MOVE_ORDER'
  | 'BAD_LAST_MOVE';

/** Why a history operation failed: nothing to undo, or a ply outside the game's history. */
export type HistoryErrorCode = 'NOTHING_TO_UNDO' | 'PLY_OUT_OF_RANGE';

/** Why a score tally refused a game: it is not over, or the tally is not a tally. */
export type TallyErrorCode = 'GAME_NOT_OVER' | 'INVALID_TALLY';

/**
 * Why a helper without an error channel threw: `INVALID_ARGUMENT`, a value outside its parameter's
 * type (a cell that is not on the board, a mark that is not X or O …), which only untyped callers can pass.
 */
export type ArgumentErrorCode = 'INVALID_ARGUMENT';

/**
 * Why options were refused: `INVALID_OPTIONS`, an options argument that is not an object (or
 * cannot be read: a getter that throws, a revoked Proxy), or an option given with a value of the
 * wrong type. Only an absent option (or one set to `undefined`) means "the default".
 */
export type OptionsErrorCode = 'INVALID_OPTIONS';

/** Every error code the engine core reports. */
export type EngineErrorCode =
  | MoveErrorCode
  | SetupErrorCode
  | PositionErrorCode
  | HistoryErrorCode
  | TallyErrorCode
  | ArgumentErrorCode
  | OptionsErrorCode;

/**
 * The error data of a failed engine {@link Result}: plain, readonly, serializable.
 * `cell` names the cell concerned, `ply` the move of a list that failed (0-based).
 */
export interface EngineError<TCode extends EngineErrorCode = EngineErrorCode> extends ErrorData<TCode> {
  /** The cell concerned (for `CELL_OCCUPIED` and `FLOATING_CELL`; in Ultimate, a move number `board × 9 + cell`). */
  readonly cell?: number;
  /** In Ultimate, the local board concerned (`WRONG_BOARD`: the board one is sent to; `BOARD_CLOSED`). */
  readonly board?: number;
  /** The index of the move that failed, for an operation on a list of moves. */
  readonly ply?: number;
}

/** A move error. */
export type MoveError = EngineError<MoveErrorCode>;

/**
 * The one error class this library throws, only when a caller breaks the contract
 * (for example {@link unwrap} on a failed result). It carries the same `code` as the result's error.
 */
export class TicTacToeError extends Error {
  // Declared only: the constructor sets both, so no class field is emitted.
  /** The error code. */
  declare readonly code: string;
  /** The error data that caused the throw, if it came from a result. */
  declare readonly data: ErrorData | undefined;

  /**
   * Makes the error of `data`, reading its `code` and `message` once each. Data without a string
   * code (from untyped callers) still makes an error, with the code `INVALID_ARGUMENT`; without a
   * string message, the message says what is missing.
   */
  constructor(data: ErrorData) {
    const code = readFields(data, ['code'])?.code;
    const message = readFields(data, ['message'])?.message;
    const known = typeof code === 'string' ? code : 'INVALID_ARGUMENT';
    super(
      typeof message === 'string' ? message : typeof code === 'string' ? code : 'Not an error: the data has no code.',
    );
    this.name = 'TicTacToeError';
    this.code = known;
    this.data = data;
  }
}

/** Returns a successful result. */
export function ok<T>(value: T): {
  /** `true`: the operation succeeded. */
  readonly ok: true;
  /** What the operation returns. */
  readonly value: T;
} {
  return { ok: true, value };
}

/** Returns a failed result. */
export function err<E extends ErrorData>(
  error: E,
): {
  /** `false`: the operation failed. */
  readonly ok: false;
  /** Why it failed. */
  readonly error: E;
} {
  return { ok: false, error };
}

const NOT_A_RESULT = 'unwrap: not a Result.';

/**
 * Returns the value of a successful result, or throws its error as a {@link TicTacToeError}.
 *
 * @throws {@link TicTacToeError} when `result` failed (with its code), or `INVALID_ARGUMENT` when it is not a result.
 * @example
 * ```ts
 * import { TicTacToeEngine, unwrap } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]));
 * ```
 */
export function unwrap<T, E extends ErrorData>(result: Result<T, E>): T {
  let failed: unknown;
  try {
    const { ok } = result;
    if (ok === true) return result.value;
    if (ok === false) failed = result.error;
  } catch {
    // Not an object, or a getter that throws: not a result.
  }
  // The error's code and message are read once, by the constructor: one without a string code
  // becomes INVALID_ARGUMENT there.
  if (typeof failed !== 'object' || failed === null)
    throw new TicTacToeError({ code: 'INVALID_ARGUMENT', message: NOT_A_RESULT });
  throw new TicTacToeError(failed as E);
}
