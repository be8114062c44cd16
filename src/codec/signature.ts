/**
 * Signed share codes: an HMAC-SHA256 tag over the whole code (format version, variant, game id,
 * players, timestamps and every move), made and checked with Web Crypto
 * (`globalThis.crypto.subtle`), so the same code runs in browsers, Node ≥ 20, Deno, Bun and workers.
 *
 * @packageDocumentation
 */
import { err, ok } from '../errors.js';
import { toBase64url } from '../internal/base64url.js';
import { describe } from '../internal/describe.js';
import type { RecordError } from '../notation/errors.js';
import type { GameRecord, ReadRecord } from '../notation/record.js';
import type { GameState } from '../state/game-state.js';
import type { Result } from '../types.js';
import {
  encodePayload,
  interpret,
  parseCode,
  type DecodeOptions,
  type DecodeRecordErrorCode,
  type EncodeRecordErrorCode,
} from './share-code.js';

/**
 * A Web Crypto key, as far as this library needs to know it: `CryptoKey` from the DOM or Node
 * types fits. It must be an HMAC key with hash SHA-256, usable to sign (for {@link signRecord})
 * or verify (for {@link verifyRecord}).
 */
export interface CryptoKeyLike {
  /** `'secret'` for an HMAC key. */
  readonly type: string;
  /** Whether Web Crypto lets the key's bytes be exported (either is fine here). */
  readonly extractable: boolean;
  /** The algorithm: `{ name: 'HMAC', hash: { name: 'SHA-256' } }` is required. */
  readonly algorithm: {
    /** The algorithm's name: `'HMAC'`. */
    readonly name: string;
  };
  /** What the key may do: `'sign'` to sign, `'verify'` to verify. */
  readonly usages: readonly string[];
}

/**
 * The key of a signature: raw secret bytes (at least 16; 32 random bytes from
 * `crypto.getRandomValues` are best), or a Web Crypto HMAC-SHA256 key. Raw bytes are imported
 * on every call; import them once with `crypto.subtle.importKey` when signing many codes.
 * Keys are the caller's: no key is ever written into a code.
 */
export type SigningKey = Uint8Array | ArrayBuffer | CryptoKeyLike;

/** The codes of a key that cannot be used. */
export type KeyErrorCode = 'CRYPTO_UNAVAILABLE' | 'INVALID_KEY';

/** The least number of bytes of a raw key. */
const MIN_KEY_BYTES = 16;

/** Prefixed to the signed bytes so that a tag made for a share code means nothing anywhere else. */
const DOMAIN = 'tictactoe-engine share code\n';

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
  source: GameRecord | GameState,
  key: SigningKey,
): Promise<Result<string, RecordError<EncodeRecordErrorCode | KeyErrorCode>>> {
  const payload = encodePayload(source);
  if (!payload.ok) return payload;
  const hmac = await importKey(key, 'sign');
  if (!hmac.ok) return hmac;
  try {
    const tag = new Uint8Array(await hmac.value.subtle.sign('HMAC', hmac.value.key, signedBytes(payload.value)));
    return ok(toBase64url(Uint8Array.of(...payload.value, ...tag)));
  } catch {
    return refused();
  }
}

/** The codes {@link verifyRecord} reports. */
export type VerifyRecordErrorCode = DecodeRecordErrorCode | KeyErrorCode | 'MISSING_SIGNATURE' | 'BAD_SIGNATURE';

/**
 * Returns the game record of a signed share code after checking its signature: the tag must be
 * the HMAC-SHA256 of the code under `key`, compared in constant time by Web Crypto
 * (`crypto.subtle.verify`). Nothing in the code is interpreted before its tag is checked.
 * Never rejects, whatever string it is given.
 *
 * @param code - a code from {@link signRecord}.
 * @param key - the secret it was signed with: raw bytes or an HMAC-SHA256 `CryptoKey` that may verify.
 * @param options - `gameId`: refuse codes of any other game with `WRONG_GAME`.
 * @returns a promise of the record (as {@link decodeRecord} returns it), or `MALFORMED_CODE`,
 *   `UNSUPPORTED_VERSION`, `MISSING_SIGNATURE`, `BAD_SIGNATURE`, `ILLEGAL_SEQUENCE`, `WRONG_GAME`,
 *   `INVALID_KEY` or `CRYPTO_UNAVAILABLE`.
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
  options: DecodeOptions = {},
): Promise<Result<GameRecord, RecordError<VerifyRecordErrorCode>>> {
  const read = await verifyCode(code, key, options);
  return read.ok ? ok(read.value.record) : read;
}

/** Checks a code's signature, then replays it. */
export async function verifyCode(
  code: unknown,
  key: SigningKey,
  options: DecodeOptions,
): Promise<Result<ReadRecord, RecordError<VerifyRecordErrorCode>>> {
  const hmac = await importKey(key, 'verify');
  if (!hmac.ok) return hmac;
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const { payload, tag } = parsed.value;
  if (!tag) return err({ code: 'MISSING_SIGNATURE', message: 'Bad share code: it is not signed.' });
  let valid: boolean;
  try {
    valid = await hmac.value.subtle.verify('HMAC', hmac.value.key, tag, signedBytes(payload));
  } catch {
    return refused();
  }
  if (!valid) return err({ code: 'BAD_SIGNATURE', message: 'Bad share code: the signature does not match.' });
  return interpret(parsed.value, options);
}

interface ImportedKey {
  readonly subtle: SubtleCrypto;
  readonly key: CryptoKey;
}

/** Returns a usable HMAC-SHA256 key for `usage`, or why there is none. Never throws. */
async function importKey(key: unknown, usage: 'sign' | 'verify'): Promise<Result<ImportedKey, RecordError<KeyErrorCode>>> {
  let subtle: SubtleCrypto | undefined;
  try {
    subtle = globalThis.crypto?.subtle;
  } catch {
    // A getter that throws: no Web Crypto either.
  }
  if (!subtle) return err({ code: 'CRYPTO_UNAVAILABLE', message: 'Cannot sign or verify: globalThis.crypto.subtle is missing.' });
  const bytes = rawBytes(key);
  if (bytes) {
    if (bytes.length < MIN_KEY_BYTES) return invalidKey(`a raw key needs at least ${MIN_KEY_BYTES} bytes, not ${bytes.length}`);
    try {
      return ok({ subtle, key: await subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]) });
    } catch {
      return refused();
    }
  }
  let isCryptoKey = false;
  try {
    const { type, algorithm, usages } = key as CryptoKeyLike & { algorithm: { hash?: { name?: unknown } } };
    if (type === 'secret' && algorithm?.name === 'HMAC' && algorithm.hash?.name === 'SHA-256' && Array.isArray(usages) && usages.includes(usage)) {
      return ok({ subtle, key: key as CryptoKey });
    }
    isCryptoKey = typeof type === 'string' && typeof algorithm === 'object';
  } catch {
    // Not plain data (null, a getter that throws): not a key.
  }
  return invalidKey(
    isCryptoKey
      ? `the CryptoKey is not an HMAC-SHA256 key that may ${usage}`
      : `expected raw bytes or an HMAC-SHA256 CryptoKey, not ${describe(key)}`,
  );
}

/** Returns a copy of the bytes of a Uint8Array, another typed array view or an ArrayBuffer, or `undefined`. */
function rawBytes(key: unknown): Uint8Array<ArrayBuffer> | undefined {
  try {
    if (ArrayBuffer.isView(key)) return Uint8Array.from(new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
    if (Object.prototype.toString.call(key) === '[object ArrayBuffer]') return Uint8Array.from(new Uint8Array(key as ArrayBuffer));
  } catch {
    // A detached buffer, or a proxy: not usable bytes.
  }
  return undefined;
}

/** The bytes a tag covers: the code's bytes after the {@link DOMAIN}. */
function signedBytes(payload: Uint8Array): Uint8Array<ArrayBuffer> {
  return Uint8Array.of(...new TextEncoder().encode(DOMAIN), ...payload);
}

function invalidKey(reason: string): Result<never, RecordError<'INVALID_KEY'>> {
  return err({ code: 'INVALID_KEY', message: `Bad key: ${reason}.` });
}

function refused(): Result<never, RecordError<'INVALID_KEY'>> {
  return invalidKey('Web Crypto refused it');
}
