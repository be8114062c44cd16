/**
 * Signed share codes: an HMAC-SHA256 tag over the whole code (format version, variant, game id,
 * players, timestamps and every move), made and checked with Web Crypto
 * (`globalThis.crypto.subtle`), so the same code runs in browsers, Node ≥ 20, Deno, Bun and workers.
 *
 * @packageDocumentation
 */
import { ok } from '../core/errors.js';
import type { RecordError } from '../core/record-errors.js';
import type { GameRecord, GameRecordV1, ReadRecord } from '../games/k-in-a-row/notation/record.js';
import type { GameState } from '../games/k-in-a-row/state/game-state.js';
import type { Result } from '../core/types.js';
import { readDecodeOptions, type DecodeOptions, type ReadOptions } from './frame.js';
import { signPayload, verifyWith, type CodeFormat, type KeyErrorCode, type SigningKey } from './sign.js';

export type { CryptoKeyLike, KeyErrorCode, SigningKey } from './sign.js';
import {
  encodePayload,
  interpret,
  parseBytes,
  type DecodeRecordErrorCode,
  type EncodeRecordErrorCode,
  type ParsedCode,
} from './share-code.js';

/**
 * Returns the signed share code of a game record: its code from {@link encodeRecord} followed by
 * an HMAC-SHA256 tag (42 or 43 more characters) over all of it. Only holders of `key` can make a code
 * that {@link verifyRecord} accepts; changing any character, move, id or the variant breaks it.
 *
 * @param source - a {@link GameRecord}, or a game state.
 * @param key - the secret: raw bytes (at least 16) or an HMAC-SHA256 `CryptoKey` that may sign.
 * @returns a promise of the code, or the errors of {@link encodeRecord}, or `INVALID_KEY` or
 *   `CRYPTO_UNAVAILABLE`. The promise never rejects.
 * @example
 * ```ts
 * import { TicTacToeEngine, signRecord, verifyRecord, unwrap } from 'tictactoe-engine';
 * const key = crypto.getRandomValues(new Uint8Array(32));
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.replay([4, 0], { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
 * const code = unwrap(await signRecord(state, key));
 * const record = await verifyRecord(code, key, { gameId: 'abc123' });
 * if (record.ok) record.value.moves; // [4, 0]
 * ```
 */
export async function signRecord(
  source: GameRecord | GameRecordV1 | GameState,
  key: SigningKey,
): Promise<Result<string, RecordError<EncodeRecordErrorCode | KeyErrorCode>>> {
  return signPayload(encodePayload(source), key);
}

/** The codes {@link verifyRecord} reports. */
export type VerifyRecordErrorCode = DecodeRecordErrorCode | KeyErrorCode | 'MISSING_SIGNATURE' | 'BAD_SIGNATURE';

/**
 * Returns the game record of a signed share code after checking its signature: the tag must be
 * the HMAC-SHA256 of the code under `key`, compared in constant time by Web Crypto
 * (`crypto.subtle.verify`). Nothing in the code is interpreted before its tag is checked: the tag
 * is verified over the code's raw bytes, so a signed code with a changed character is refused
 * by the tag (`BAD_SIGNATURE`; or `MISSING_SIGNATURE` in the rare case where the change makes
 * the text a well-formed code without a tag), and only a code that verifies is read (its
 * version, fields and moves). Never rejects, whatever it is given.
 *
 * @param code - a code from {@link signRecord}.
 * @param key - the secret it was signed with: raw bytes or an HMAC-SHA256 `CryptoKey` that may verify.
 * @param options - `gameId`: refuse codes of any other game with `WRONG_GAME`.
 * @returns a promise of the record (as {@link decodeRecord} returns it), or, checked in this
 *   order: `INVALID_OPTIONS`, `INVALID_KEY` or `CRYPTO_UNAVAILABLE`; `MALFORMED_CODE` (text that
 *   cannot be a code: not a string, empty, too long, a character outside base64url, an impossible
 *   length or too short to carry a tag); then, when its tag does not verify, `MISSING_SIGNATURE`
 *   (the text decodes as a code without a tag) or else `BAD_SIGNATURE`; and for a code that verifies,
 *   `UNSUPPORTED_VERSION`, `MALFORMED_CODE`, `ILLEGAL_SEQUENCE` or `WRONG_GAME`.
 * @example
 * ```ts
 * import { verifyRecord } from 'tictactoe-engine';
 * const key = new TextEncoder().encode('a secret of at least 16 bytes');
 * const result = await verifyRecord('AQIAATgGYWJjMTIzA2FubgNib2I', key);
 * if (!result.ok) result.error.code; // 'MISSING_SIGNATURE': this code was not signed
 * ```
 */
export async function verifyRecord(
  code: string,
  key: SigningKey,
  options?: DecodeOptions,
): Promise<Result<GameRecord, RecordError<VerifyRecordErrorCode>>> {
  const read = readDecodeOptions(options);
  if (!read.ok) return read;
  const verified = await verifyCode(code, key, read.value);
  return verified.ok ? ok(verified.value.record) : verified;
}

/** The share codes of k-in-a-row. */
const K_IN_A_ROW: CodeFormat<ParsedCode, ReadRecord, DecodeRecordErrorCode> = { parse: parseBytes, interpret };

/** Checks a k-in-a-row code's tag over its raw bytes, and only then reads and replays it. */
export function verifyCode(
  code: unknown,
  key: unknown,
  options: ReadOptions,
): Promise<Result<ReadRecord, RecordError<VerifyRecordErrorCode>>> {
  return verifyWith(code, key, options, K_IN_A_ROW);
}
