/**
 * Share codes: a game record as a short URL-safe string (base64url: `A`–`Z`, `a`–`z`, `0`–`9`,
 * `-`, `_`), for a link's fragment or query. A full 3 × 3 game of 9 moves with a game id and two
 * short player ids takes 27 characters, with a UUID for the game id 40; a signature adds 42 or 43.
 * A full Connect Four game of 42 moves with a UUID takes 63, signed 106.
 *
 * A 3 × 3 game of three in a row (either variant) has a code of format version 1; a game of any
 * other rules one of version 2. Layout (bytes, before base64url):
 *
 * - 1 byte: the format version, 1 or 2.
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
import { fromBase64url, toBase64url } from '../core/base64url.js';
import { describe } from '../core/describe.js';
import { readOptions } from '../core/input.js';
import { packedLength, packMoves, unpackMoves } from '../core/move-pack.js';
import { rankMoves, unrankMoves } from '../core/move-rank.js';
import type { RecordError } from '../games/k-in-a-row/notation/errors.js';
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

/**
 * The newest version of the share-code format: {@link encodeRecord} writes it for games of every
 * rules but 3 × 3 with three in a row, which keep the shorter version 1; {@link decodeRecord} reads both.
 */
export const CODE_VERSION = 2;

/** Bits of a version 2 code's rules byte: gravity, and two that must be 0 (`inARow` is at most 19). */
const GRAVITY = 128;
const RULES_RESERVED = 96;

/** The number of bytes of a signature (an HMAC-SHA256 tag) at the end of a signed code. */
export const TAG_BYTES = 32;

/** Codes longer than this are refused unread: no record needs as many characters. */
const MAX_CODE_LENGTH = 4096;
const MAX_STRING_BYTES = 254;
/** The length byte of a string in its short form. */
const PACKED = 255;
const TIME_BYTES = 6;
const UUID_BYTES = 16;

const MISERE = 1;
const GAME_ID = 2;
const CREATED = 4;
const UPDATED = 8;
const FIRST_NAME = 16;
const SECOND_NAME = 32;
const FIRST_IS_O = 64;
const RESERVED = 128;
/**
 * Whether a string's flag is a timestamp's (a function, not a constant, so that a bundler can drop this module when it
 * is unused).
 */
function isTimestamp(flag: number): boolean {
  return (flag & (CREATED | UPDATED)) !== 0;
}

/**
 * The strings a code holds, in order: each one's path in the record (for errors) and the flag
 * that says it is there (0: always there). The timestamps are those flagged `CREATED` or `UPDATED`.
 */
const STRINGS = [
  ['gameId', GAME_ID],
  ['createdAt', CREATED],
  ['updatedAt', UPDATED],
  ['players[0].id', 0],
  ['players[0].name', FIRST_NAME],
  ['players[1].id', 0],
  ['players[1].name', SECOND_NAME],
] as const;

/** Options of {@link decodeRecord}, {@link verifyRecord} and {@link openCode}. */
export interface DecodeOptions {
  /**
   * The game the caller expects. A code of any other game (or of a game without an id) is refused
   * with `WRONG_GAME`, so a code cannot be replayed into another game. Only `undefined` (or no
   * such field) skips the check: any other value that is not a string (`null`, a number, a
   * `String` object …) is `INVALID_OPTIONS`.
   */
  readonly gameId?: string;
}

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
  const [first, second] = record.players;
  const values = [record.gameId, record.createdAt, record.updatedAt, first.id, first.name, second.id, second.name];
  const { rules, moves } = record;
  let flags = (rules.variant === 'misere' ? MISERE : 0) | (first.symbol === 'O' ? FIRST_IS_O : 0);
  // Tic-tac-toe keeps the shorter version 1.
  const rank = isClassic(rules) ? rankMoves(moves) : -1;
  // The moves of a checked record are legal: they pack.
  const out =
    rank >= 0
      ? [1, 0, rank >>> 16, (rank >>> 8) & 255, rank & 255]
      : [
          2,
          0,
          rules.rows,
          rules.columns,
          rules.inARow | (rules.gravity ? GRAVITY : 0),
          moves.length >>> 8,
          moves.length & 255,
          ...packMoves(moves, rules)!,
        ];
  for (const [i, [field, flag]] of STRINGS.entries()) {
    const value = values[i];
    if (value === undefined) continue;
    flags |= flag;
    const packed = pack(value, isTimestamp(flag));
    const bytes = packed ?? (encoder ??= new TextEncoder()).encode(value);
    // The encoder would write a lone surrogate as U+FFFD: such a string would not read back as itself.
    const unpaired = !packed && LONE_SURROGATE.test(value);
    if (unpaired || bytes.length > MAX_STRING_BYTES) {
      const problem = unpaired ? 'is not well-formed Unicode' : `is over ${MAX_STRING_BYTES} UTF-8 bytes`;
      return err({ code: 'UNENCODABLE_FIELD', message: `Cannot encode the record: ${field} ${problem}.`, field });
    }
    out.push(packed ? PACKED : bytes.length, ...bytes);
  }
  out[1] = flags;
  return ok(Uint8Array.from(out));
}

/**
 * Returns the bytes of a code's text, or why the text is no code: not a string, empty, too long, not canonical
 * base64url.
 */
function codeBytes(code: unknown): Result<Uint8Array<ArrayBuffer>, RecordError<'MALFORMED_CODE'>> {
  const text = codeText(code);
  if (typeof text !== 'string') return text;
  const bytes = fromBase64url(text);
  return bytes ? ok(bytes) : malformed(`${describe(text)} is not canonical base64url`);
}

/** Returns a code's text when it can be one (a string of 1 to 4,096 characters), or `MALFORMED_CODE`. */
export function codeText(code: unknown): string | Result<never, RecordError<'MALFORMED_CODE'>> {
  if (typeof code !== 'string') return malformed(`expected a string, not ${describe(code)}`);
  if (!code || code.length > MAX_CODE_LENGTH) return malformed(code ? 'it is too long' : 'it is empty');
  return code;
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
    return err({ code: 'UNSUPPORTED_VERSION', message: `Bad share code: version ${version} is not supported.` });
  // The readers below throw the reason the code is malformed, caught at the end.
  let at = 1;
  const take = (length: number): Uint8Array => {
    if (at + length > bytes.length) throw 'it is truncated';
    return bytes.subarray(at, (at += length));
  };
  const text = (time: boolean): string => {
    const length = take(1)[0]!;
    if (length === PACKED) return unpack(take(time ? TIME_BYTES : UUID_BYTES), time);
    const raw = take(length);
    let value: string;
    try {
      value = utf8Decoder().decode(raw);
    } catch {
      throw 'a field is not UTF-8';
    }
    if (pack(value, time)) throw 'a field is not in its short form';
    return value;
  };
  try {
    const flags = take(1)[0]!;
    if (flags & RESERVED) throw 'it sets a reserved flag';
    let rules: { rows: number; columns: number; inARow: number; gravity: boolean } | undefined;
    let moves: number[] | undefined;
    if (version === 1) {
      const rank = take(3);
      moves = unrankMoves((rank[0]! << 16) | (rank[1]! << 8) | rank[2]!);
    } else {
      const [rows, columns, line, high, low] = take(5);
      const board = { rows: rows!, columns: columns!, inARow: line! & ~GRAVITY, gravity: (line! & GRAVITY) !== 0 };
      if (!(rows! >= 1 && rows! <= MAX_SIDE && columns! >= 1 && columns! <= MAX_SIDE))
        throw `its board is not 1 to ${MAX_SIDE} rows and columns`;
      if (line! & RULES_RESERVED) throw 'its rules set a reserved bit';
      if (isClassic(board)) throw 'a 3×3 game of three in a row has a version 1 code';
      const count = (high! << 8) | low!;
      if (count > rows! * columns!) throw 'it has more moves than its board has cells';
      moves = unpackMoves(take(packedLength(board, count)), count, board);
      rules = board;
    }
    if (!moves) throw 'its move list is out of range';
    const [gameId, createdAt, updatedAt, firstId, firstName, secondId, secondName] = STRINGS.map(([, flag]) =>
      !flag || flags & flag ? text(isTimestamp(flag)) : undefined,
    );
    const rest = bytes.length - at;
    if (rest !== 0 && !(tagged && rest === TAG_BYTES))
      throw `it has ${rest} bytes after the record, not ${tagged ? `0 or ${TAG_BYTES}` : 0}`;
    const [firstMark, secondMark] = flags & FIRST_IS_O ? ['O', 'X'] : ['X', 'O'];
    // A version 1 code holds a 3 × 3 game: its record is one of version 1 (a variant, no rules).
    const variant = flags & MISERE ? 'misere' : 'standard';
    const record = {
      ...(rules ? { version: 2, rules: { ...rules, variant } } : { version: 1, variant }),
      gameId,
      createdAt,
      updatedAt,
      players: [
        { id: firstId, name: firstName, symbol: firstMark },
        { id: secondId, name: secondName, symbol: secondMark },
      ],
      moves,
    };
    return ok({ payload: bytes.subarray(0, at), tag: rest ? bytes.subarray(at) : undefined, record });
  } catch (reason) {
    return malformed(reason as string);
  }
}

/** The options of the decoders as read once: the expected game id, if any. */
export interface ReadOptions {
  readonly gameId?: string;
}

/**
 * Reads {@link DecodeOptions} once: `undefined` is no options; anything else must be a readable
 * object whose `gameId`, when present (not `undefined`), is a string. Anything else is
 * `INVALID_OPTIONS`: a check the caller asked for is never silently skipped.
 */
export function readDecodeOptions(options: unknown): Result<ReadOptions, RecordError<'INVALID_OPTIONS'>> {
  const given = readOptions(options, ['gameId']);
  if (!given) return optionsError(`the options must be an object that can be read, not ${describe(options)}`);
  const { gameId } = given;
  if (gameId !== undefined && typeof gameId !== 'string')
    return optionsError(`gameId must be a string, not ${describe(gameId)}`);
  return ok(gameId === undefined ? {} : { gameId });
}

/** Returns the error of options that cannot be used. */
export function optionsError(reason: string): Result<never, RecordError<'INVALID_OPTIONS'>> {
  return err({ code: 'INVALID_OPTIONS', message: `Bad options: ${reason}.` });
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
  const wanted = options.gameId;
  const { gameId } = read.value.record;
  if (wanted !== undefined && gameId !== wanted) {
    const found = gameId === undefined ? 'a game without an id' : `game ${describe(gameId)}`;
    return err({ code: 'WRONG_GAME', message: `Wrong game: the code is for ${found}.`, field: 'gameId' });
  }
  return read;
}

/**
 * Returns the short form of a string, without its {@link PACKED} marker, or `undefined` when it
 * has none: a timestamp (when `time`) that is a canonical ISO 8601 instant from 1970 on (what
 * `Date#toISOString` writes) as 6 bytes of milliseconds, or another string that is a lowercase
 * UUID (what `crypto.randomUUID` writes) as its 16 bytes.
 */
function pack(text: string, time: boolean): number[] | undefined {
  let hex: string;
  if (time) {
    const ms = Date.parse(text);
    if (!(ms >= 0 && ms < 2 ** (8 * TIME_BYTES)) || new Date(ms).toISOString() !== text) return undefined;
    hex = ms.toString(16).padStart(2 * TIME_BYTES, '0');
  } else if (UUID.test(text)) hex = text.replaceAll('-', '');
  else return undefined;
  return hex.match(/../g)!.map((pair) => parseInt(pair, 16));
}

/** Returns the string of a short form: {@link pack} reversed. */
function unpack(bytes: Uint8Array, time: boolean): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return time ? new Date(parseInt(hex, 16)).toISOString() : hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

let encoder: TextEncoder | undefined;
let decoder: TextDecoder | undefined;

function utf8Decoder(): TextDecoder {
  // ignoreBOM keeps a leading U+FEFF that belongs to the string; fatal refuses invalid UTF-8.
  return (decoder ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }));
}

function malformed(reason: string): Result<never, RecordError<'MALFORMED_CODE'>> {
  return err({ code: 'MALFORMED_CODE', message: `Bad share code: ${reason}.` });
}
