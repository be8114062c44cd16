/**
 * Share codes of Ultimate games: a game record as a short URL-safe string, in the framing every
 * game's code shares (`frame.ts`: version, flags, strings, tag). Layout of the version 3 code
 * (bytes, before base64url):
 *
 * - 1 byte: the format version, 3 (the main entry's `decodeRecord` refuses it with
 *   `UNSUPPORTED_VERSION`, as {@link decodeUltimateRecord} refuses k-in-a-row's 1 and 2).
 * - 1 byte: the flags of the framing; its game flag (1) says the game started from a setup position.
 * - 1 byte: the rules' switches: 4 `wonBoards: 'open'`, 2 `drawnBoards: 'both'`, 1
 *   `tiebreak: 'most-boards'` (the other bits are 0).
 * - 1 byte: the number of moves, 0–81.
 * - 1 byte `n`, then `n` bytes (big-endian, no leading zero byte): the moves in mixed radix, each
 *   move its index among the legal moves of its position (in increasing move number), the first
 *   move the least significant digit.
 * - The strings of the framing, then the setup position string when the game flag is set.
 * - 0 or 32 bytes: the HMAC-SHA256 tag of everything before it (see {@link signUltimateRecord}).
 *
 * Each record has exactly one unsigned code, and one signed code per key: the decoder refuses any
 * other form. A whole random game with a UUID for the game id and two short player ids takes at most
 * about 74 characters, signed 117; no game from the empty board can take more than 108, signed 151
 * (its moves' number is below 81!, at most 51 bytes; see `docs/ultimate-records.md`). A game set up
 * from a position carries its position string too.
 *
 * @packageDocumentation
 */
import { err, ok } from '../core/errors.js';
import { toBase64url } from '../core/base64url.js';
import type { RecordError } from '../core/record-errors.js';
import { callerFields } from '../core/record-fields.js';
import type { GameMetadata, Result } from '../core/types.js';
import { setUpGame, startGame } from '../games/ultimate/play.js';
import {
  buildUltimateRecord,
  readUltimateRecord,
  type LoadUltimateRecordErrorCode,
  type ReadUltimateRecord,
  type UltimateRecord,
} from '../games/ultimate/record.js';
import { resolveUltimate } from '../games/ultimate/revive.js';
import { rulesIndex, rulesOf } from '../games/ultimate/rules.js';
import {
  legalMovesOf,
  playMove,
  positionOf,
  type UltimatePosition,
  type UltimateState,
  type UState,
} from '../games/ultimate/state.js';
import {
  codeBytes,
  malformed,
  readDecodeOptions,
  readFrame,
  unsupportedVersion,
  wrongGame,
  writeFrame,
  type DecodeOptions,
  type Frame,
  type ReadOptions,
} from './frame.js';
import { signPayload, verifyWith, type CodeFormat, type KeyErrorCode, type SigningKey } from './sign.js';

/** The format version of Ultimate's share codes. */
export const ULTIMATE_CODE_VERSION = 3;

/** The codes {@link encodeUltimateRecord} reports: the record's own errors, or a string a code cannot hold. */
export type EncodeUltimateRecordErrorCode = LoadUltimateRecordErrorCode | 'INVALID_STATE' | 'UNENCODABLE_FIELD';

/** The codes {@link decodeUltimateRecord} reports. */
export type DecodeUltimateRecordErrorCode = 'INVALID_OPTIONS' | 'MALFORMED_CODE' | 'UNSUPPORTED_VERSION' | 'WRONG_GAME';

/** The codes {@link verifyUltimateRecord} reports. */
export type VerifyUltimateRecordErrorCode =
  | DecodeUltimateRecordErrorCode
  | KeyErrorCode
  | 'MISSING_SIGNATURE'
  | 'BAD_SIGNATURE';

/** The bits of the rules byte that must be 0. */
const RULES_RESERVED = 248;

/**
 * Returns the share code of a game of Ultimate: a short string of base64url characters, safe in a
 * URL fragment or query without escaping. The record is checked first, as
 * {@link loadUltimateRecord} does; its `position`, `status` and `winner` are not stored.
 *
 * @param source - an {@link UltimateRecord}, or a game state (also one that went through JSON).
 * @returns the code, or the record's error (`INVALID_STATE` for a state that is not one), or
 *   `UNENCODABLE_FIELD` for a string over 254 UTF-8 bytes or with a lone surrogate.
 * @example
 * ```ts
 * import { UltimateEngine, decodeUltimateRecord, encodeUltimateRecord, unwrap } from 'tictactoe-engine/ultimate';
 * const engine = new UltimateEngine();
 * const players = [{ id: 'ann' }, { id: 'bob' }];
 * const state = unwrap(engine.replay(['e5', 'e6', 'e8'], { metadata: { gameId: 'abc123' } }, players));
 * const code = unwrap(encodeUltimateRecord(state)); // 'AwIAAwIKmQZhYmMxMjMDYW5uA2JvYg' (30 characters)
 * unwrap(decodeUltimateRecord(code)).moves;         // [40, 37, 13]
 * ```
 */
export function encodeUltimateRecord(
  source: UltimateRecord | UltimateState,
): Result<string, RecordError<EncodeUltimateRecordErrorCode>> {
  const payload = ultimatePayload(source);
  return payload.ok ? ok(toBase64url(payload.value)) : payload;
}

/**
 * Returns the game record of a share code of Ultimate, normalized as {@link saveUltimateRecord}
 * writes it. A signature, if the code carries one, is NOT checked here: use
 * {@link verifyUltimateRecord} for codes from people you do not trust. Never throws.
 *
 * @param options - `gameId`: refuse codes of any other game with `WRONG_GAME`.
 * @returns the record, frozen, or `INVALID_OPTIONS`, `MALFORMED_CODE`, `UNSUPPORTED_VERSION` (a
 *   k-in-a-row code among them) or `WRONG_GAME`.
 * @example
 * ```ts
 * import { decodeUltimateRecord } from 'tictactoe-engine/ultimate';
 * const record = decodeUltimateRecord('AwIAAwIKmQZhYmMxMjMDYW5uA2JvYg');
 * if (record.ok) record.value.position; // '9/4x4/9/4o4/4x4/9/9/9/9 O 3 e8'
 * decodeUltimateRecord('AwIAAwIKmQZhYmMxMjMDYW5uA2JvYg', { gameId: 'other' }).ok; // false: WRONG_GAME
 * decodeUltimateRecord('AQIAATgGYWJjMTIzA2FubgNib2I').ok; // false: UNSUPPORTED_VERSION (a k-in-a-row code)
 * ```
 */
export function decodeUltimateRecord(
  code: string,
  options?: DecodeOptions,
): Result<UltimateRecord, RecordError<DecodeUltimateRecordErrorCode>> {
  const read = readDecodeOptions(options);
  if (!read.ok) return read;
  const decoded = readUltimateCode(code, read.value);
  return decoded.ok ? ok(decoded.value.record) : decoded;
}

/**
 * Returns the signed share code of a game of Ultimate: its code from {@link encodeUltimateRecord}
 * followed by an HMAC-SHA256 tag (43 more characters) over all of it, as `signRecord` signs
 * k-in-a-row codes (the same key may sign both: the version byte tells the games apart).
 *
 * @param key - the secret: raw bytes (at least 16) or an HMAC-SHA256 `CryptoKey` that may sign.
 * @returns a promise of the code, or the errors of {@link encodeUltimateRecord}, or `INVALID_KEY`
 *   or `CRYPTO_UNAVAILABLE`. The promise never rejects.
 * @example
 * ```ts
 * import { UltimateEngine, signUltimateRecord, verifyUltimateRecord, unwrap } from 'tictactoe-engine/ultimate';
 * const key = crypto.getRandomValues(new Uint8Array(32));
 * const players = [{ id: 'ann' }, { id: 'bob' }];
 * const state = unwrap(new UltimateEngine().replay(['e5'], { metadata: { gameId: 'abc123' } }, players));
 * const code = unwrap(await signUltimateRecord(state, key));
 * const record = await verifyUltimateRecord(code, key, { gameId: 'abc123' });
 * if (record.ok) record.value.moves; // [40]
 * ```
 */
export function signUltimateRecord(
  source: UltimateRecord | UltimateState,
  key: SigningKey,
): Promise<Result<string, RecordError<EncodeUltimateRecordErrorCode | KeyErrorCode>>> {
  return signPayload(ultimatePayload(source), key);
}

/**
 * Returns the game record of a signed share code of Ultimate after checking its signature, as
 * `verifyRecord` does for k-in-a-row: the tag is verified over the code's raw bytes before anything
 * in it is read. Never rejects.
 *
 * @param options - `gameId`: refuse codes of any other game with `WRONG_GAME`.
 * @returns a promise of the record, or, checked in this order: `INVALID_OPTIONS`, `INVALID_KEY` or
 *   `CRYPTO_UNAVAILABLE`; `MALFORMED_CODE`; `MISSING_SIGNATURE` or `BAD_SIGNATURE`; and for a code
 *   that verifies, `UNSUPPORTED_VERSION`, `MALFORMED_CODE` or `WRONG_GAME`.
 * @example
 * ```ts
 * import { verifyUltimateRecord } from 'tictactoe-engine/ultimate';
 * const key = new TextEncoder().encode('a secret of at least 16 bytes');
 * const result = await verifyUltimateRecord('AwIAAwIKmQZhYmMxMjMDYW5uA2JvYg', key);
 * if (!result.ok) result.error.code; // 'MISSING_SIGNATURE': this code was not signed
 * ```
 */
export async function verifyUltimateRecord(
  code: string,
  key: SigningKey,
  options?: DecodeOptions,
): Promise<Result<UltimateRecord, RecordError<VerifyUltimateRecordErrorCode>>> {
  const read = readDecodeOptions(options);
  if (!read.ok) return read;
  const verified = await verifyUltimateCode(code, key, read.value);
  return verified.ok ? ok(verified.value.record) : verified;
}

/** An Ultimate code taken apart: its frame, rules, number of moves, moves in mixed radix, and setup. */
interface ParsedUltimate {
  readonly tag: Uint8Array | undefined;
  readonly frame: Frame;
  readonly rules: number;
  readonly count: number;
  readonly digits: bigint;
  readonly setup: string | undefined;
}

/** Ultimate's share codes, as the signature reads them. */
const ULTIMATE: CodeFormat<ParsedUltimate, ReadUltimateRecord, DecodeUltimateRecordErrorCode> = {
  parse: parseUltimate,
  interpret: interpretUltimate,
};

/** Reads a code without checking its signature. */
export function readUltimateCode(
  code: unknown,
  options: ReadOptions,
): Result<ReadUltimateRecord, RecordError<DecodeUltimateRecordErrorCode>> {
  const bytes = codeBytes(code);
  const parsed = bytes.ok ? parseUltimate(bytes.value, true) : bytes;
  return parsed.ok ? interpretUltimate(parsed.value, options) : parsed;
}

/** Checks a code's tag over its raw bytes, and only then reads and replays it. */
export function verifyUltimateCode(
  code: unknown,
  key: unknown,
  options: ReadOptions,
): Promise<Result<ReadUltimateRecord, RecordError<VerifyUltimateRecordErrorCode>>> {
  return verifyWith(code, key, options, ULTIMATE);
}

/** Returns the bytes of a record without a tag, after checking the record. */
function ultimatePayload(source: unknown): Result<Uint8Array, RecordError<EncodeUltimateRecordErrorCode>> {
  let read: ReadUltimateRecord;
  if (isState(source)) {
    const position = resolveUltimate(source);
    if ('code' in position) return err({ code: 'INVALID_STATE', message: position.message });
    // As saveUltimateRecord: the game id and timestamps of its metadata.
    const fields = callerFields({}, position.context.metadata);
    if (!fields.ok) return fields;
    read = { record: buildUltimateRecord(position, fields.value), state: position.state };
  } else {
    const checked = readUltimateRecord(source);
    if (!checked.ok) return checked;
    read = checked.value;
  }
  const { record, state } = read;
  // The mixed-radix number of the moves, built from the last move: digit · radix + the rest.
  const positions: UltimatePosition[] = [];
  for (let at = positionOf(state)!; at.previous; ) positions.push((at = positionOf(at.previous)!));
  let digits = 0n;
  for (const [i, before] of positions.entries()) {
    const legal = legalMovesOf(before);
    const move = record.moves[record.moves.length - 1 - i]!;
    const index = legal.findIndex(({ data }) => data.board * 9 + data.cell === move);
    digits = digits * BigInt(legal.length) + BigInt(index);
  }
  const bytes: number[] = [];
  for (; digits > 0n; digits >>= 8n) bytes.unshift(Number(digits & 255n));
  const body = [rulesIndex(record.rules), record.moves.length, bytes.length, ...bytes];
  return writeFrame(
    ULTIMATE_CODE_VERSION,
    record.setup !== undefined,
    body,
    record,
    record.setup === undefined ? [] : [['setup', record.setup]],
  );
}

/** Says whether a value is a state (or one that went through JSON) rather than a record: a history, no version. */
function isState(value: unknown): boolean {
  try {
    return !('version' in (value as object)) && 'history' in (value as object);
  } catch {
    return false; // `in` throws on a primitive: not a state
  }
}

/** Takes the bytes of an Ultimate code apart without interpreting its moves. Never throws. */
function parseUltimate(
  bytes: Uint8Array<ArrayBuffer>,
  tagged: boolean,
): Result<ParsedUltimate, RecordError<'MALFORMED_CODE' | 'UNSUPPORTED_VERSION'>> {
  if (bytes.length === 0) return malformed('it is empty');
  const version = bytes[0]!;
  if (version !== ULTIMATE_CODE_VERSION)
    return unsupportedVersion(
      version,
      version === 1 || version === 2 ? ' here: it is a k-in-a-row code (read it with decodeRecord)' : '',
    );
  const read = readFrame(
    bytes,
    tagged,
    ({ take }) => {
      const [rules, count, length] = take(3);
      if (rules! & RULES_RESERVED) throw 'its rules set a reserved bit';
      if (count! > 81) throw `it has ${count} moves, not at most 81`;
      const number = take(length!);
      if (length && number[0] === 0) throw 'its moves are not in their shortest form';
      let digits = 0n;
      for (const byte of number) digits = (digits << 8n) | BigInt(byte);
      return { rules: rules!, count: count!, digits };
    },
    ({ flags, text }) => (flags & 1 ? text() : undefined),
  );
  if (!read.ok) return read;
  const { frame, body, extra } = read.value;
  return ok({ tag: frame.tag, frame, ...body, setup: extra });
}

/** Sets up a parsed code's start, plays its moves, and checks the expected game. */
function interpretUltimate(
  parsed: ParsedUltimate,
  options: ReadOptions,
): Result<ReadUltimateRecord, RecordError<DecodeUltimateRecordErrorCode>> {
  const { frame, setup, count } = parsed;
  const { players, ...fields } = frame.fields;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) metadata[key] = value;
  const settings = {
    ...rulesOf(parsed.rules),
    xPlayerId: players[0].symbol === 'X' ? players[0].id : players[1].id,
    metadata: metadata as GameMetadata,
  };
  const start = setup === undefined ? startGame(settings, players) : setUpGame(setup, settings, players);
  // Well-formed bytes that do not make a game: two players with one id, an empty id, a bad setup.
  if (!start.ok) return malformed(`it is no game: ${start.error.message}`);
  // One record, one code: a setup is written as writePosition writes it, and read back the same.
  if (setup !== undefined && start.value.setup !== setup) return malformed('its setup is not in its written form');
  let state: UState = start.value;
  let digits = parsed.digits;
  for (let ply = 0; ply < count; ply++) {
    const legal = legalMovesOf(positionOf(state)!);
    if (legal.length === 0) return malformed(`move ${ply + 1} comes after the end of the game`);
    const radix = BigInt(legal.length);
    const { data } = legal[Number(digits % radix)]!;
    digits /= radix;
    state = playMove(positionOf(state)!, data.board * 9 + data.cell);
  }
  if (digits !== 0n) return malformed('its moves are out of range');
  const position = positionOf(state)!;
  const record = buildUltimateRecord(position, metadata);
  return wrongGame(record.gameId, options) ?? ok({ record, state });
}
