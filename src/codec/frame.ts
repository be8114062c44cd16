/**
 * The framing every game's share code shares, around the game's own bytes (its rules and moves):
 *
 * - 1 byte: the format version, which also names the game (1 and 2 k-in-a-row, 3 Ultimate).
 * - 1 byte: flags: 1 the game's own flag (misère; a setup position), 2 game id, 4 createdAt,
 *   8 updatedAt, 16 first player's name, 32 second player's name, 64 first player is O, 128 reserved (0).
 * - The game's bytes.
 * - The strings the flags announce, in order: game id, createdAt, updatedAt, first player's id and
 *   name, second player's id and name, then the game's own strings.
 * - 0 or 32 bytes: the HMAC-SHA256 tag of everything before it (see `signature.ts`).
 *
 * A string is a length byte (0–254) and that many UTF-8 bytes, or a short form: byte 255 then 6
 * bytes of milliseconds for a timestamp that is a canonical ISO 8601 instant from 1970 on (what
 * `Date#toISOString` writes), or 16 bytes for any other field that is a lowercase UUID (what
 * `crypto.randomUUID` writes). The reader refuses any other form, so that a record has one code.
 *
 * @packageDocumentation
 */
import { err, ok } from '../core/errors.js';
import { fromBase64url } from '../core/base64url.js';
import { describe } from '../core/describe.js';
import { readOptions } from '../core/input.js';
import type { RecordError } from '../core/record-errors.js';
import type { Mark, Result } from '../core/types.js';

/** The number of bytes of a signature (an HMAC-SHA256 tag) at the end of a signed code. */
export const TAG_BYTES = 32;

/** Codes longer than this are refused unread: no record needs as many characters. */
const MAX_CODE_LENGTH = 4096;
const MAX_STRING_BYTES = 254;
/** The length byte of a string in its short form. */
const PACKED = 255;
const TIME_BYTES = 6;
const UUID_BYTES = 16;

/** The game's own flag: misère for k-in-a-row, a setup position for Ultimate. */
export const GAME_FLAG = 1;
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

/** What every game's record has, as the frame writes and reads it. */
export interface FrameFields {
  readonly gameId?: string | undefined;
  readonly createdAt?: string | undefined;
  readonly updatedAt?: string | undefined;
  readonly players: readonly [FramePlayer, FramePlayer];
}

/** A player as the frame holds it. */
export interface FramePlayer {
  readonly id: string;
  readonly name?: string | undefined;
  readonly symbol: Mark;
}

/**
 * Returns the bytes of a code without a tag: `version`, the flags (with `gameFlag` when true), the game's `body`, the
 * record's strings, then `extra` (the game's own strings, written under its flag: `[path, value]`).
 */
export function writeFrame(
  version: number,
  gameFlag: boolean,
  body: readonly number[],
  record: FrameFields,
  extra: readonly (readonly [string, string])[] = [],
): Result<Uint8Array, RecordError<'UNENCODABLE_FIELD'>> {
  const [first, second] = record.players;
  const values = [record.gameId, record.createdAt, record.updatedAt, first.id, first.name, second.id, second.name];
  let flags = (gameFlag ? GAME_FLAG : 0) | (first.symbol === 'O' ? FIRST_IS_O : 0);
  const out = [version, 0, ...body];
  const strings: [string, number, string | undefined][] = STRINGS.map(([field, flag], i) => [field, flag, values[i]]);
  for (const [field, value] of extra) strings.push([field, 0, value]);
  for (const [field, flag, value] of strings) {
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

/** A reader of a code's bytes, past its version byte. Its methods throw the reason the code is malformed. */
export interface FrameReader {
  /** The flags byte (a reserved flag is refused). */
  readonly flags: number;
  /** The next `length` bytes. */
  take(length: number): Uint8Array;
  /** The next string of the frame (a timestamp's short form when `time`). */
  text(time?: boolean): string;
}

/** What a frame holds besides the game's bytes: the record's strings and marks, the signed bytes and the tag. */
export interface Frame {
  readonly fields: {
    gameId: string | undefined;
    createdAt: string | undefined;
    updatedAt: string | undefined;
    players: [
      { id: string; name: string | undefined; symbol: Mark },
      { id: string; name: string | undefined; symbol: Mark },
    ];
  };
  /** Whether the game's own flag is set. */
  readonly gameFlag: boolean;
  /** The bytes the tag covers: everything but the tag. */
  readonly payload: Uint8Array<ArrayBuffer>;
  /** The signature: the last {@link TAG_BYTES} bytes, or `undefined` for an unsigned code. */
  readonly tag: Uint8Array<ArrayBuffer> | undefined;
}

/**
 * Reads a frame whose version byte was checked: the flags, the game's bytes (`body` reads them and
 * returns what it made of them), the strings, the game's own strings (`extra`, read after the
 * others), then a tag of {@link TAG_BYTES} bytes when `tagged` allows one (else nothing may follow
 * the record). Never throws: a reason thrown by a reader is `MALFORMED_CODE`.
 */
export function readFrame<B, E>(
  bytes: Uint8Array<ArrayBuffer>,
  tagged: boolean,
  body: (reader: FrameReader) => B,
  extra: (reader: FrameReader) => E,
): Result<{ frame: Frame; body: B; extra: E }, RecordError<'MALFORMED_CODE'>> {
  let at = 1;
  const take = (length: number): Uint8Array => {
    if (at + length > bytes.length) throw 'it is truncated';
    return bytes.subarray(at, (at += length));
  };
  const text = (time = false): string => {
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
    const reader: FrameReader = { flags, take, text };
    const read = body(reader);
    const [gameId, createdAt, updatedAt, firstId, firstName, secondId, secondName] = STRINGS.map(([, flag]) =>
      !flag || flags & flag ? text(isTimestamp(flag)) : undefined,
    );
    const more = extra(reader);
    const rest = bytes.length - at;
    if (rest !== 0 && !(tagged && rest === TAG_BYTES))
      throw `it has ${rest} bytes after the record, not ${tagged ? `0 or ${TAG_BYTES}` : 0}`;
    const [firstMark, secondMark]: Mark[] = flags & FIRST_IS_O ? ['O', 'X'] : ['X', 'O'];
    const fields: Frame['fields'] = {
      gameId,
      createdAt,
      updatedAt,
      players: [
        { id: firstId!, name: firstName, symbol: firstMark! },
        { id: secondId!, name: secondName, symbol: secondMark! },
      ],
    };
    const frame = {
      fields,
      gameFlag: (flags & GAME_FLAG) !== 0,
      payload: bytes.subarray(0, at),
      tag: rest ? bytes.subarray(at) : undefined,
    };
    return ok({ frame, body: read, extra: more });
  } catch (reason) {
    return malformed(reason as string);
  }
}

/**
 * Returns the bytes of a code's text, or why the text is no code: not a string, empty, too long, not canonical
 * base64url.
 */
export function codeBytes(code: unknown): Result<Uint8Array<ArrayBuffer>, RecordError<'MALFORMED_CODE'>> {
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

/** Options of the decoders, the verifiers and `openCode` of every game. */
export interface DecodeOptions {
  /**
   * The game the caller expects. A code of any other game (or of a game without an id) is refused
   * with `WRONG_GAME`, so a code cannot be replayed into another game. Only `undefined` (or no
   * such field) skips the check: any other value that is not a string (`null`, a number, a
   * `String` object …) is `INVALID_OPTIONS`.
   */
  readonly gameId?: string;
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

/** Returns `WRONG_GAME` when `options` expect another game id than `gameId`, else `undefined`. */
export function wrongGame(
  gameId: string | undefined,
  options: ReadOptions,
): Result<never, RecordError<'WRONG_GAME'>> | undefined {
  const wanted = options.gameId;
  if (wanted === undefined || gameId === wanted) return undefined;
  const found = gameId === undefined ? 'a game without an id' : `game ${describe(gameId)}`;
  return err({ code: 'WRONG_GAME', message: `Wrong game: the code is for ${found}.`, field: 'gameId' });
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

/** Returns `MALFORMED_CODE` for `reason`. */
export function malformed(reason: string): Result<never, RecordError<'MALFORMED_CODE'>> {
  return err({ code: 'MALFORMED_CODE', message: `Bad share code: ${reason}.` });
}

/** Returns `UNSUPPORTED_VERSION` for a code of version `version`; `hint` says which decoder reads it. */
export function unsupportedVersion(version: number, hint = ''): Result<never, RecordError<'UNSUPPORTED_VERSION'>> {
  return err({ code: 'UNSUPPORTED_VERSION', message: `Bad share code: version ${version} is not supported${hint}.` });
}
