/**
 * Share codes: a game record as a short URL-safe string (base64url: `A`–`Z`, `a`–`z`, `0`–`9`,
 * `-`, `_`), for a link's fragment or query. A full game of 9 moves with a game id and two short
 * player ids takes 27 characters, with a UUID for the game id 40; a signature adds 42 or 43.
 *
 * Layout of format version 1 (bytes, before base64url):
 *
 * | bytes | content |
 * | --- | --- |
 * | 1 | the format version, 1 |
 * | 1 | flags: 1 misère, 2 game id, 4 createdAt, 8 updatedAt, 16 first player's name, 32 second player's name, 64 first player is O, 128 reserved (0) |
 * | 3 | the move list's rank among all 986,410 lists of distinct cells (big-endian) |
 * | … | the strings the flags announce, in order: game id, createdAt, updatedAt, first player's id and name, second player's id and name |
 * | 0 or 32 | the HMAC-SHA256 tag of everything before it (see {@link signRecord}) |
 *
 * A string is a length byte (0–254) and that many UTF-8 bytes, or a short form: byte 255 then 6
 * bytes of milliseconds for a timestamp that is a canonical ISO 8601 instant from 1970 on (what
 * `Date#toISOString` writes), or 16 bytes for any other field that is a lowercase UUID (what
 * `crypto.randomUUID` writes). Every record has exactly one code: the decoder refuses any other.
 *
 * @packageDocumentation
 */
import { err, ok } from '../errors.js';
import { fromBase64url, toBase64url } from '../internal/base64url.js';
import { clip, describe, field } from '../internal/describe.js';
import { rankMoves, unrankMoves } from '../internal/move-rank.js';
import type { RecordError } from '../notation/errors.js';
import { RECORD_VERSION, readRecord, saveRecord, type GameRecord, type ReadRecord } from '../notation/record.js';
import { State, type GameState } from '../state/game-state.js';
import type { Result } from '../types.js';

/** The version of the share-code format that {@link encodeRecord} writes and {@link decodeRecord} reads. */
export const CODE_VERSION = 1;

/** The number of bytes of a signature (an HMAC-SHA256 tag) at the end of a signed code. */
export const TAG_BYTES = 32;

/** Codes longer than this are refused unread: no record needs as many characters. */
const MAX_CODE_LENGTH = 4096;
const MAX_STRING_BYTES = 254;
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

/** Options of {@link decodeRecord}, {@link verifyRecord} and {@link openCode}. */
export interface DecodeOptions {
  /**
   * The game the caller expects. A code of any other game (or of a game without an id) is refused
   * with `WRONG_GAME`, so a code cannot be replayed into another game.
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
export type DecodeRecordErrorCode = 'MALFORMED_CODE' | 'UNSUPPORTED_VERSION' | 'ILLEGAL_SEQUENCE' | 'WRONG_GAME';

/**
 * Returns the share code of a game record: a short string of base64url characters, safe in a URL
 * fragment or query without escaping. The record is checked first, as {@link loadRecord} does.
 * Its `board` and `status` are not stored: {@link decodeRecord} derives them from the moves.
 *
 * @param source - a {@link GameRecord}, or a game state (also one that went through JSON), saved with {@link saveRecord} first.
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
export function encodeRecord(source: GameRecord | GameState): Result<string, RecordError<EncodeRecordErrorCode>> {
  const payload = encodePayload(source);
  return payload.ok ? ok(toBase64url(payload.value)) : payload;
}

/**
 * Returns the game record of a share code, normalized as {@link saveRecord} writes it (with
 * `board` and `status`). The moves are replayed through the engine. A signature, if the code
 * carries one, is NOT checked here: use {@link verifyRecord} for codes from people you do not trust.
 * Never throws, whatever string (or value) it is given.
 *
 * @returns the record, frozen, or `MALFORMED_CODE`, `UNSUPPORTED_VERSION`, `ILLEGAL_SEQUENCE`
 *   (with `ply`, `cell` and the engine's `cause`) or `WRONG_GAME` (when `options.gameId` differs).
 * @example
 * ```ts
 * import { decodeRecord } from 'tictactoe-engine';
 * const record = decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I');
 * if (record.ok) record.value.board; // 'O../.X./..X'
 * decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I', { gameId: 'other' }).ok; // false: WRONG_GAME
 * decodeRecord('not a code!').ok;                                      // false: MALFORMED_CODE
 * ```
 */
export function decodeRecord(code: string, options: DecodeOptions = {}): Result<GameRecord, RecordError<DecodeRecordErrorCode>> {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const read = interpret(parsed.value, options);
  return read.ok ? ok(read.value.record) : read;
}

/** A share code taken apart: its signed bytes, its tag (if any) and the record it describes, unchecked. */
export interface ParsedCode {
  /** The bytes the tag covers: everything but the tag. */
  readonly payload: Uint8Array;
  /** The signature: the last {@link TAG_BYTES} bytes, or `undefined` for an unsigned code. */
  readonly tag: Uint8Array | undefined;
  /** The record as read from the bytes, before its moves are replayed. */
  readonly record: Omit<GameRecord, 'board' | 'status'>;
}

/** Returns the bytes of a record without a tag, after checking the record. */
export function encodePayload(source: unknown): Result<Uint8Array, RecordError<EncodeRecordErrorCode>> {
  let input: unknown = source;
  if (isState(source)) {
    const saved = saveRecord(source as State);
    if (!saved.ok) return saved;
    input = saved.value;
  }
  const read = readRecord(input);
  if (!read.ok) return read;
  return writePayload(read.value);
}

/** Says whether a value is a game state (or one that went through JSON) rather than a record: it has a history and no version. */
function isState(value: unknown): boolean {
  if (State.positionOf(value)) return true;
  try {
    return typeof value === 'object' && value !== null && !('version' in value) && 'history' in value;
  } catch {
    return false;
  }
}

function writePayload({ record }: ReadRecord): Result<Uint8Array, RecordError<'UNENCODABLE_FIELD'>> {
  const [first, second] = record.players;
  let flags = 0;
  if (record.variant === 'misere') flags |= MISERE;
  if (record.gameId !== undefined) flags |= GAME_ID;
  if (record.createdAt !== undefined) flags |= CREATED;
  if (record.updatedAt !== undefined) flags |= UPDATED;
  if (first.name !== undefined) flags |= FIRST_NAME;
  if (second.name !== undefined) flags |= SECOND_NAME;
  if (first.symbol === 'O') flags |= FIRST_IS_O;
  const rank = rankMoves(record.moves);
  const out: number[] = [CODE_VERSION, flags, rank >>> 16, (rank >>> 8) & 255, rank & 255];
  const fields: [string, string | undefined, boolean][] = [
    ['gameId', record.gameId, false],
    ['createdAt', record.createdAt, true],
    ['updatedAt', record.updatedAt, true],
    ['players[0].id', first.id, false],
    ['players[0].name', first.name, false],
    ['players[1].id', second.id, false],
    ['players[1].name', second.name, false],
  ];
  for (const [field, value, time] of fields) {
    if (value === undefined) continue;
    const packed = time ? packTime(value) : packUuid(value);
    if (packed) {
      for (const byte of packed) out.push(byte);
      continue;
    }
    if (LONE_SURROGATE.test(value)) {
      return err({ code: 'UNENCODABLE_FIELD', message: `Cannot encode the record: ${field} is not well-formed Unicode (it holds a lone surrogate).`, field });
    }
    const bytes = utf8Encoder().encode(value);
    if (bytes.length > MAX_STRING_BYTES) {
      return err({
        code: 'UNENCODABLE_FIELD',
        message: `Cannot encode the record: ${field} takes ${bytes.length} UTF-8 bytes; a share code holds at most ${MAX_STRING_BYTES}.`,
        field,
      });
    }
    out.push(bytes.length);
    for (const byte of bytes) out.push(byte);
  }
  return ok(Uint8Array.from(out));
}

/** Takes a code apart without interpreting its moves. Never throws. */
export function parseCode(code: unknown): Result<ParsedCode, RecordError<'MALFORMED_CODE' | 'UNSUPPORTED_VERSION'>> {
  if (typeof code !== 'string') return malformed(`a share code is a string, not ${describe(code)}`);
  if (code.length === 0) return malformed('the code is empty');
  if (code.length > MAX_CODE_LENGTH) return malformed(`the code has ${code.length} characters; no game needs more than ${MAX_CODE_LENGTH}`);
  const bytes = fromBase64url(code);
  if (!bytes) return malformed(`"${clip(code)}" is not canonical base64url (letters, digits, - and _ only, and no padding)`);
  const version = bytes[0];
  if (version !== CODE_VERSION) {
    return err({
      code: 'UNSUPPORTED_VERSION',
      message: `Bad share code: format version ${version ?? 'none'} is not supported (this library reads version ${CODE_VERSION}).`,
    });
  }
  const reader = new Reader(bytes);
  reader.at = 1;
  const flags = reader.byte();
  if (flags === undefined || flags & RESERVED) return malformed(flags === undefined ? 'it ends before its flags' : 'it sets a reserved flag');
  const rank = reader.uint(3);
  if (rank === undefined) return malformed('it ends before its moves');
  const moves = unrankMoves(rank);
  if (!moves) return malformed('its move list is out of range');
  const text = (flag: number, time: boolean): string | undefined | null => (flags & flag ? reader.text(time) : undefined);
  const gameId = text(GAME_ID, false);
  const createdAt = text(CREATED, true);
  const updatedAt = text(UPDATED, true);
  const ids = [reader.text(false), text(FIRST_NAME, false), reader.text(false), text(SECOND_NAME, false)];
  if (gameId === null || createdAt === null || updatedAt === null || ids.includes(null)) {
    return malformed(reader.problem ?? 'it is truncated');
  }
  const payload = bytes.subarray(0, reader.at);
  const rest = bytes.length - reader.at;
  if (rest !== 0 && rest !== TAG_BYTES) {
    return malformed(`it has ${rest} bytes after the record: a signature has ${TAG_BYTES}`);
  }
  const firstIsX = !(flags & FIRST_IS_O);
  const player = (id: string, name: string | undefined, symbol: 'X' | 'O') => (name === undefined ? { id, symbol } : { id, name, symbol });
  const record: ParsedCode['record'] = {
    version: RECORD_VERSION,
    variant: flags & MISERE ? ('misere' as const) : ('standard' as const),
    ...(gameId === undefined ? {} : { gameId }),
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
    players: [player(ids[0]!, ids[1] ?? undefined, firstIsX ? 'X' : 'O'), player(ids[2]!, ids[3] ?? undefined, firstIsX ? 'O' : 'X')] as const,
    moves: moves as GameRecord['moves'],
  };
  return ok({ payload, tag: rest === 0 ? undefined : bytes.subarray(reader.at), record });
}

/** Replays a parsed code's moves and checks the expected game. */
export function interpret(parsed: ParsedCode, options: DecodeOptions): Result<ReadRecord, RecordError<DecodeRecordErrorCode>> {
  const read = readRecord(parsed.record);
  if (!read.ok) {
    const { error } = read;
    if (error.code === 'ILLEGAL_SEQUENCE') {
      return err({ ...error, code: 'ILLEGAL_SEQUENCE', message: error.message.replace('Bad game record', 'Bad share code') });
    }
    // Two players with one id, an empty id: the bytes are well formed but do not make a game.
    return malformed(error.message.replace('Bad game record: ', '').replace(/\.$/, ''));
  }
  const wanted = field(options, 'gameId');
  const gameId = read.value.record.gameId;
  if (wanted !== undefined && gameId !== wanted) {
    return err({
      code: 'WRONG_GAME',
      message: `This code is for ${gameId === undefined ? 'a game without an id' : `game "${clip(gameId)}"`}, not ${typeof wanted === 'string' ? `game "${clip(wanted)}"` : describe(wanted)}.`,
      field: 'gameId',
    });
  }
  return read;
}

/** Reads the fields of a code; a failed read returns `null` and leaves the reason in `problem`. */
class Reader {
  at = 0;
  problem: string | undefined;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number | undefined {
    return this.at < this.bytes.length ? this.bytes[this.at++] : undefined;
  }

  uint(length: number): number | undefined {
    if (this.at + length > this.bytes.length) return undefined;
    let value = 0;
    for (let i = 0; i < length; i++) value = value * 256 + this.bytes[this.at++]!;
    return value;
  }

  text(time: boolean): string | null {
    const length = this.byte();
    if (length === undefined) return this.fail('it ends before a field');
    if (length === PACKED) {
      if (time) {
        const ms = this.uint(TIME_BYTES);
        return ms === undefined ? this.fail('it ends inside a timestamp') : new Date(ms).toISOString();
      }
      if (this.at + UUID_BYTES > this.bytes.length) return this.fail('it ends inside a UUID');
      let hex = '';
      for (let i = 0; i < UUID_BYTES; i++) hex += this.bytes[this.at++]!.toString(16).padStart(2, '0');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
    if (this.at + length > this.bytes.length) return this.fail('it ends inside a field');
    let value: string;
    try {
      value = utf8Decoder().decode(this.bytes.subarray(this.at, this.at + length));
    } catch {
      return this.fail('a field is not UTF-8');
    }
    this.at += length;
    if (time ? packTime(value) : packUuid(value)) return this.fail('a field is not in its short form');
    return value;
  }

  private fail(problem: string): null {
    this.problem ??= problem;
    return null;
  }
}

/** Returns the short form of a canonical ISO 8601 instant from 1970 on, or `undefined`. */
function packTime(text: string): number[] | undefined {
  const ms = Date.parse(text);
  if (!Number.isInteger(ms) || ms < 0 || ms >= 2 ** (8 * TIME_BYTES) || new Date(ms).toISOString() !== text) return undefined;
  const bytes = [PACKED];
  for (let i = TIME_BYTES - 1; i >= 0; i--) bytes.push(Math.floor(ms / 2 ** (8 * i)) % 256);
  return bytes;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Returns the short form of a UUID in lowercase hex (what `crypto.randomUUID` writes), or `undefined`. */
function packUuid(text: string): number[] | undefined {
  if (!UUID.test(text)) return undefined;
  const hex = text.replaceAll('-', '');
  const bytes = [PACKED];
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

let encoder: TextEncoder | undefined;
let decoder: TextDecoder | undefined;

function utf8Encoder(): TextEncoder {
  return (encoder ??= new TextEncoder());
}

function utf8Decoder(): TextDecoder {
  // ignoreBOM keeps a leading U+FEFF that belongs to the string; fatal refuses invalid UTF-8.
  return (decoder ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }));
}

function malformed(reason: string): Result<never, RecordError<'MALFORMED_CODE'>> {
  return err({ code: 'MALFORMED_CODE', message: `Bad share code: ${reason}.` });
}

