/**
 * Share codes: a game record as a short URL-safe string (base64url: `A`–`Z`, `a`–`z`, `0`–`9`,
 * `-`, `_`), for a link's fragment or query. A full 3 × 3 game of 9 moves with a game id and two
 * short player ids takes 27 characters, with a UUID for the game id 40; a signature adds 42 or 43.
 * A full Connect Four game of 42 moves with a UUID takes 63, signed 106.
 *
 * A 3 × 3 game of three in a row (either variant) has a code of format version 1; a game of any
 * other rules one of version 2. Layout (bytes, before base64url):
 *
 * - 1 byte: the format version, 1 or 2 (3 is Ultimate's, read by `decodeUltimateRecord`).
 * - 1 byte: flags: 1 misère, 2 game id, 4 createdAt, 8 updatedAt, 16 first player's name, 32 second
 *   player's name, 64 first player is O, 128 reserved (0).
 * - 3 bytes, version 1: the move list's rank among all 986,410 lists of distinct cells (big-endian).
 * - 3 + 2 + n bytes, version 2: rows, columns, `inARow` + 128 with gravity (32 and 64 reserved, 0);
 *   the number of moves (big-endian); the moves packed in the fewest bytes the board and that number
 *   allow (see `move-pack.ts`).
 * - The strings the flags announce, in order: game id, createdAt, updatedAt, first player's id and
 *   name, second player's id and name.
 * - 0 or 32 bytes: the HMAC-SHA256 tag of everything before it (see {@link signRecord}).
 *
 * The version, flags, strings and tag are the framing every game's code shares (`frame.ts`).
 * A string is a length byte (0–254) and that many UTF-8 bytes, or a short form: byte 255 then 6
 * bytes of milliseconds for a timestamp that is a canonical ISO 8601 instant from 1970 on (what
 * `Date#toISOString` writes), or 16 bytes for any other field that is a lowercase UUID (what
 * `crypto.randomUUID` writes). Every record has exactly one unsigned code, and one signed code per
 * key: the decoder refuses any other form. (`decodeRecord` reads a signed code without checking its
 * tag, so it reads any 32 bytes after a record as one: only {@link verifyRecord} tells them apart.)
 *
 * @packageDocumentation
 */
import { err, ok } from '../core/errors.js';
import { toBase64url } from '../core/base64url.js';
import { packedLength, packMoves, unpackMoves } from '../core/move-pack.js';
import { rankMoves, unrankMoves } from '../core/move-rank.js';
import type { RecordError } from '../core/record-errors.js';
import {
  checkRecord,
  readRecord,
  saveRecord,
  type GameRecord,
  type GameRecordV1,
  type ReadRecord,
  type RecordData,
} from '../games/k-in-a-row/notation/record.js';
import { MAX_SIDE, isClassic } from '../games/k-in-a-row/rules/rules.js';
import type { GameState } from '../games/k-in-a-row/state/game-state.js';
import type { Result } from '../core/types.js';
import {
  codeBytes,
  malformed,
  readDecodeOptions,
  readFrame,
  unsupportedVersion,
  wrongGame,
  writeFrame,
  type DecodeOptions,
  type ReadOptions,
} from './frame.js';

export { TAG_BYTES, codeText, optionsError, readDecodeOptions } from './frame.js';
export type { DecodeOptions, ReadOptions } from './frame.js';

/**
 * The newest version of the share-code format: {@link encodeRecord} writes it for games of every
 * rules but 3 × 3 with three in a row, which keep the shorter version 1; {@link decodeRecord} reads both.
 */
export const CODE_VERSION = 2;

/** Bits of a version 2 code's rules byte: gravity, and two that must be 0 (`inARow` is at most 19). */
const GRAVITY = 128;
const RULES_RESERVED = 96;

/** The version byte of an Ultimate code, which this decoder refuses with a pointer to the decoder that reads it. */
const ULTIMATE_VERSION = 3;

/** The codes {@link encodeRecord} reports: the record's own errors, or a string a code cannot hold. */
export type EncodeRecordErrorCode =
  | 'MALFORMED_RECORD'
  | 'UNSUPPORTED_VERSION'
  | 'ILLEGAL_SEQUENCE'
  | 'BOARD_MISMATCH'
  | 'STATUS_MISMATCH'
  | 'INVALID_STATE'
  | 'INCOMPLETE_HISTORY'
  | 'UNENCODABLE_FIELD';

/** The codes {@link decodeRecord} reports. */
export type DecodeRecordErrorCode =
  | 'INVALID_OPTIONS'
  | 'MALFORMED_CODE'
  | 'UNSUPPORTED_VERSION'
  | 'ILLEGAL_SEQUENCE'
  | 'WRONG_GAME';

/**
 * Returns the share code of a game record: a short string of base64url characters, safe in a URL
 * fragment or query without escaping. The record is checked first, as {@link loadRecord} does.
 * Its `board` and `status` are not stored: {@link decodeRecord} derives them from the moves.
 *
 * @param source - a {@link GameRecord}, or a game state (also one that went through JSON), saved with {@link
 * saveRecord} first.
 * @returns the code, or the record's error, or `UNENCODABLE_FIELD` for a string over 254 UTF-8
 *   bytes or with a lone surrogate.
 * @example
 * ```ts
 * import { TicTacToeEngine, decodeRecord, encodeRecord, unwrap } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
 * const code = unwrap(encodeRecord(state));  // 'AQIAATgGYWJjMTIzA2FubgNib2I' (27 characters)
 * unwrap(decodeRecord(code)).moves;          // [4, 0, 8]
 * ```
 */
export function encodeRecord(
  source: GameRecord | GameRecordV1 | GameState,
): Result<string, RecordError<EncodeRecordErrorCode>> {
  const payload = encodePayload(source);
  return payload.ok ? ok(toBase64url(payload.value)) : payload;
}

/**
 * Returns the game record of a share code, normalized as {@link saveRecord} writes it (with
 * `board` and `status`). The moves are replayed through the engine. A signature, if the code
 * carries one, is NOT checked here: use {@link verifyRecord} for codes from people you do not trust.
 * Never throws, whatever string (or value) it is given.
 *
 * @param options - `gameId`: refuse codes of any other game with `WRONG_GAME`.
 * @returns the record, frozen, or `INVALID_OPTIONS` (options that are not an object or cannot be
 *   read, a `gameId` that is not a string), `MALFORMED_CODE`, `UNSUPPORTED_VERSION`,
 *   `ILLEGAL_SEQUENCE` (with `ply`, `cell` and the engine's `cause`) or `WRONG_GAME` (when
 *   `options.gameId` differs).
 * @example
 * ```ts
 * import { decodeRecord } from 'tictactoe-engine';
 * const record = decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I');
 * if (record.ok) record.value.board; // 'O../.X./..X'
 * decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I', { gameId: 'other' }).ok; // false: WRONG_GAME
 * decodeRecord('not a code!').ok;                                      // false: MALFORMED_CODE
 * ```
 */
export function decodeRecord(
  code: string,
  options?: DecodeOptions,
): Result<GameRecord, RecordError<DecodeRecordErrorCode>> {
  const read = readDecodeOptions(options);
  if (!read.ok) return read;
  const decoded = readCode(code, read.value);
  return decoded.ok ? ok(decoded.value.record) : decoded;
}

/** Reads a code without checking its signature: takes it apart, replays it and checks the expected game. */
export function readCode(code: unknown, options: ReadOptions): Result<ReadRecord, RecordError<DecodeRecordErrorCode>> {
  const parsed = parseCode(code);
  return parsed.ok ? interpret(parsed.value, options) : parsed;
}

/** A share code taken apart: its signed bytes, its tag (if any) and the record it describes, unchecked. */
export interface ParsedCode {
  /** The bytes the tag covers: everything but the tag. */
  readonly payload: Uint8Array<ArrayBuffer>;
  /** The signature: the last {@link TAG_BYTES} bytes, or `undefined` for an unsigned code. */
  readonly tag: Uint8Array<ArrayBuffer> | undefined;
  /** The record as read from the bytes (absent fields are `undefined`), for `checkRecord` to check and replay. */
  readonly record: RecordData;
}

/** Returns the bytes of a record without a tag, after checking the record. */
export function encodePayload(source: unknown): Result<Uint8Array, RecordError<EncodeRecordErrorCode>> {
  if (isState(source)) {
    // A saved record is a checked one: its moves need no second replay.
    const saved = saveRecord(source as GameState);
    return saved.ok ? writePayload(saved.value) : saved;
  }
  const read = readRecord(source);
  return read.ok ? writePayload(read.value.record) : read;
}

/**
 * Says whether a value is a game state (or one that went through JSON) rather than a record: it has a history and no
 * version.
 */
function isState(value: unknown): boolean {
  try {
    return !('version' in (value as object)) && 'history' in (value as object);
  } catch {
    return false; // `in` throws on a primitive: not a state
  }
}

function writePayload(record: GameRecord): Result<Uint8Array, RecordError<'UNENCODABLE_FIELD'>> {
  const { rules, moves } = record;
  // Tic-tac-toe keeps the shorter version 1.
  const rank = isClassic(rules) ? rankMoves(moves) : -1;
  // The moves of a checked record are legal: they pack.
  const body =
    rank >= 0
      ? [rank >>> 16, (rank >>> 8) & 255, rank & 255]
      : [
          rules.rows,
          rules.columns,
          rules.inARow | (rules.gravity ? GRAVITY : 0),
          moves.length >>> 8,
          moves.length & 255,
          ...packMoves(moves, rules)!,
        ];
  return writeFrame(rank >= 0 ? 1 : 2, rules.variant === 'misere', body, record);
}

/** Takes a code apart without interpreting its moves: text to bytes, then {@link parseBytes}. Never throws. */
export function parseCode(code: unknown): Result<ParsedCode, RecordError<'MALFORMED_CODE' | 'UNSUPPORTED_VERSION'>> {
  const bytes = codeBytes(code);
  return bytes.ok ? parseBytes(bytes.value, true) : bytes;
}

/**
 * Takes the bytes of a code apart without interpreting its moves: the version, then the record's
 * fields, then a tag of {@link TAG_BYTES} bytes when `tagged` allows one (else nothing may follow
 * the record). Never throws.
 */
export function parseBytes(
  bytes: Uint8Array<ArrayBuffer>,
  tagged: boolean,
): Result<ParsedCode, RecordError<'MALFORMED_CODE' | 'UNSUPPORTED_VERSION'>> {
  if (bytes.length === 0) return malformed('it is empty');
  const version = bytes[0]!;
  if (version !== 1 && version !== 2)
    return unsupportedVersion(
      version,
      version === ULTIMATE_VERSION ? ' here: it is an Ultimate code (read it with decodeUltimateRecord)' : '',
    );
  const read = readFrame(
    bytes,
    tagged,
    ({ take }) => {
      if (version === 1) {
        const rank = take(3);
        const moves = unrankMoves((rank[0]! << 16) | (rank[1]! << 8) | rank[2]!);
        if (!moves) throw 'its move list is out of range';
        return { moves, rules: undefined };
      }
      const [rows, columns, line, high, low] = take(5);
      const board = { rows: rows!, columns: columns!, inARow: line! & ~GRAVITY, gravity: (line! & GRAVITY) !== 0 };
      if (!(rows! >= 1 && rows! <= MAX_SIDE && columns! >= 1 && columns! <= MAX_SIDE))
        throw `its board is not 1 to ${MAX_SIDE} rows and columns`;
      if (line! & RULES_RESERVED) throw 'its rules set a reserved bit';
      if (isClassic(board)) throw 'a 3×3 game of three in a row has a version 1 code';
      const count = (high! << 8) | low!;
      if (count > rows! * columns!) throw 'it has more moves than its board has cells';
      const moves = unpackMoves(take(packedLength(board, count)), count, board);
      if (!moves) throw 'its move list is out of range';
      return { moves, rules: board };
    },
    () => undefined,
  );
  if (!read.ok) return read;
  const { frame, body } = read.value;
  const { rules, moves } = body;
  // A version 1 code holds a 3 × 3 game: its record is one of version 1 (a variant, no rules).
  const variant = frame.gameFlag ? 'misere' : 'standard';
  const record = {
    ...(rules ? { version: 2, rules: { ...rules, variant } } : { version: 1, variant }),
    ...frame.fields,
    moves,
  };
  return ok({ payload: frame.payload, tag: frame.tag, record });
}

/** Replays a parsed code's moves and checks the expected game. */
export function interpret(
  parsed: ParsedCode,
  options: ReadOptions,
): Result<ReadRecord, RecordError<DecodeRecordErrorCode>> {
  // The parser's own plain data: checked and replayed without a second copy.
  const read = checkRecord(parsed.record);
  if (!read.ok) {
    const { error } = read;
    const message = error.message.replace('game record', 'share code');
    // A move that cannot be played is the code's ILLEGAL_SEQUENCE; any other problem (two players
    // with one id, an empty id) means the bytes are well formed but do not make a game.
    return err(
      error.code === 'ILLEGAL_SEQUENCE' ? { ...error, code: error.code, message } : { code: 'MALFORMED_CODE', message },
    );
  }
  return wrongGame(read.value.record.gameId, options) ?? read;
}
