/**
 * The error codes of game records, move text, share codes and signatures, of every game.
 *
 * Codes are public API and only grow; messages are English defaults for people and may change.
 *
 * @packageDocumentation
 */
import type { MoveErrorCode } from './errors.js';
import type { CellIndex, ErrorData } from './types.js';

/** Every code a record, move-text, share-code or signature function can report. */
export const RECORD_ERROR_CODES = [
  'BAD_NOTATION',
  'MALFORMED_RECORD',
  'MALFORMED_CODE',
  'UNSUPPORTED_VERSION',
  'ILLEGAL_SEQUENCE',
  'BOARD_MISMATCH',
  'STATUS_MISMATCH',
  'INVALID_STATE',
  'INCOMPLETE_HISTORY',
  'UNENCODABLE_FIELD',
  'CRYPTO_UNAVAILABLE',
  'INVALID_KEY',
  'MISSING_SIGNATURE',
  'BAD_SIGNATURE',
  'WRONG_GAME',
  'UNKNOWN_PLAYER',
  'HISTORY_REWRITTEN',
  'NOT_OPPONENT_MOVE',
  'INVALID_OPTIONS',
] as const;

/**
 * Why a record, a move list, a share code or a signature was refused:
 * - `BAD_NOTATION`: the text is not a move list (see `parseMoves`, `parseUltimateMoves`).
 * - `MALFORMED_RECORD`: the record is not an object of the right shape; `field` names the culprit.
 * - `MALFORMED_CODE`: the string is not a share code (bad characters, bad length, truncated, trailing bytes).
 * - `UNSUPPORTED_VERSION`: the record or code has a format version this library does not know.
 * - `ILLEGAL_SEQUENCE`: a move cannot be played; `ply` is its index, `cell` its cell (for
 *   Ultimate its move number, `board × 9 + cell`), `cause` the engine's move code.
 * - `BOARD_MISMATCH`: the record's `board` is not the board its moves lead to.
 * - `STATUS_MISMATCH`: the record's `status` is not the status its moves lead to.
 * - `INVALID_STATE`: the value to save is not a game state.
 * - `INCOMPLETE_HISTORY`: the state does not hold every move from the empty board (it came from `fromSetup`).
 * - `UNENCODABLE_FIELD`: a string is too long for a share code (over 254 UTF-8 bytes) or is not well-formed Unicode.
 * - `CRYPTO_UNAVAILABLE`: `globalThis.crypto.subtle` is missing (an old runtime, or a page not served over HTTPS).
 * - `INVALID_KEY`: the key is not an HMAC-SHA256 `CryptoKey` or raw bytes of at least 16 bytes.
 * - `MISSING_SIGNATURE`: the code carries no signature but one was required.
 * - `BAD_SIGNATURE`: the signature does not match the code: it was changed, or signed with another key.
 * - `WRONG_GAME`: the code or record belongs to another game (game id, rules or players differ).
 * - `UNKNOWN_PLAYER`: the player id is not one of the game's players.
 * - `HISTORY_REWRITTEN`: a newer record changes or takes back a move of the one seen before; `ply` is the first such
 * move.
 * - `NOT_OPPONENT_MOVE`: a newer record adds a move that is not the opponent's; `ply` is its index.
 * - `INVALID_OPTIONS`: the options are not an object or cannot be read (a getter that throws, a
 *   revoked Proxy), or an option is given with a value of the wrong type (a `gameId` that is not a
 *   string). Only an absent option (or one set to `undefined`) means "not checked".
 */
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

/**
 * The error data of a failed record, move-text, share-code or signature {@link Result}: plain,
 * readonly, serializable.
 */
export interface RecordError<TCode extends RecordErrorCode = RecordErrorCode> extends ErrorData<TCode> {
  /** The field of a record that is wrong, as a path (`'players[1].id'`, `'moves[3]'`). */
  readonly field?: string;
  /** The index (0-based) of the move concerned in the move list. */
  readonly ply?: number;
  /** The cell of the move concerned (for Ultimate, its move number: `board × 9 + cell`). */
  readonly cell?: CellIndex;
  /** For `ILLEGAL_SEQUENCE`: why the engine refused the move. */
  readonly cause?: MoveErrorCode;
}
