/**
 * Signed share codes of every game: an HMAC-SHA256 tag over the whole code, made and checked with
 * Web Crypto (`globalThis.crypto.subtle`), so the same code runs in browsers, Node ≥ 20, Deno, Bun
 * and workers. Each game gives its code format ({@link CodeFormat}); this module signs and
 * verifies the bytes, and reads a code only once its tag verifies.
 *
 * @packageDocumentation
 */
import { err, ok } from '../core/errors.js';
import { decodeBase64url, toBase64url } from '../core/base64url.js';
import { describe } from '../core/describe.js';
import { readFields, readList } from '../core/input.js';
import type { RecordError, RecordErrorCode } from '../core/record-errors.js';
import type { Result } from '../core/types.js';
import { codeBytes, codeText, TAG_BYTES, type ReadOptions } from './frame.js';

/**
 * A Web Crypto key, as far as this library needs to know it: `CryptoKey` from the DOM or Node
 * types fits. It must be an HMAC key with hash SHA-256, usable to sign (for `signRecord`)
 * or verify (for `verifyRecord`).
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

/** Signs the bytes of a code (or passes on why there are none): the code with its tag, as base64url. Never rejects. */
export async function signPayload<C extends RecordErrorCode>(
  payload: Result<Uint8Array, RecordError<C>>,
  key: unknown,
): Promise<Result<string, RecordError<C | KeyErrorCode>>> {
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

/**
 * A game's share codes, as the signature needs to know them: how to take a code's bytes apart (with
 * a tag after the record when `tagged`), and how to read what was taken apart (replay its moves,
 * check the expected game).
 */
export interface CodeFormat<P extends { readonly tag: unknown }, R, C extends RecordErrorCode> {
  parse(bytes: Uint8Array<ArrayBuffer>, tagged: boolean): Result<P, RecordError<C>>;
  interpret(parsed: P, options: ReadOptions): Result<R, RecordError<C>>;
}

/** Checks a code's tag over its raw bytes, and only then reads it as `format` says. Never rejects. */
export async function verifyWith<P extends { readonly tag: unknown }, R, C extends RecordErrorCode>(
  code: unknown,
  key: unknown,
  options: ReadOptions,
  format: CodeFormat<P, R, C>,
): Promise<Result<R, RecordError<C | KeyErrorCode | 'MALFORMED_CODE' | 'MISSING_SIGNATURE' | 'BAD_SIGNATURE'>>> {
  const hmac = await importKey(key, 'verify');
  if (!hmac.ok) return hmac;
  const text = codeText(code);
  if (typeof text !== 'string') return text;
  const decoded = decodeBase64url(text);
  if (!decoded) return err({ code: 'MALFORMED_CODE', message: `Bad share code: ${describe(text)} is not base64url.` });
  const { bytes, canonical } = decoded;
  // Too short to hold a tag: a well-formed code is unsigned, anything else is no code.
  if (bytes.length <= TAG_BYTES)
    return (
      unsigned(text, format) ??
      err({ code: 'MALFORMED_CODE', message: 'Bad share code: it is too short to be signed.' })
    );
  const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
  let valid: boolean;
  try {
    valid = await hmac.value.subtle.verify(
      'HMAC',
      hmac.value.key,
      bytes.subarray(bytes.length - TAG_BYTES),
      signedBytes(payload),
    );
  } catch {
    return refused();
  }
  // Text that is not canonical decodes to the bytes of another text: it was changed.
  if (valid && canonical) {
    // Authentic: now, and only now, the bytes are read. Nothing may follow the record but its tag.
    const parsed = format.parse(payload, false);
    return parsed.ok ? format.interpret(parsed.value, options) : parsed;
  }
  return (
    unsigned(text, format) ?? err({ code: 'BAD_SIGNATURE', message: 'Bad share code: the signature does not match.' })
  );
}

/**
 * Returns `MISSING_SIGNATURE` when `text` is a code without a tag that decodes (as the game's decoder reads it), else
 * `undefined`.
 */
function unsigned<P extends { readonly tag: unknown }>(
  text: string,
  format: CodeFormat<P, unknown, RecordErrorCode>,
): Result<never, RecordError<'MISSING_SIGNATURE'>> | undefined {
  const bytes = codeBytes(text);
  const parsed = bytes.ok ? format.parse(bytes.value, true) : bytes;
  const decodes = parsed.ok && !parsed.value.tag && format.interpret(parsed.value, {}).ok;
  return decodes ? err({ code: 'MISSING_SIGNATURE', message: 'Bad share code: it is not signed.' }) : undefined;
}

interface ImportedKey {
  readonly subtle: SubtleCrypto;
  readonly key: CryptoKey;
}

/** Returns a usable HMAC-SHA256 key for `usage`, or why there is none. Never throws. */
async function importKey(
  key: unknown,
  usage: 'sign' | 'verify',
): Promise<Result<ImportedKey, RecordError<KeyErrorCode>>> {
  let subtle: SubtleCrypto | undefined;
  try {
    subtle = globalThis.crypto?.subtle;
  } catch {
    // A getter that throws: no Web Crypto either.
  }
  if (!subtle)
    return err({ code: 'CRYPTO_UNAVAILABLE', message: 'Cannot sign or verify: globalThis.crypto.subtle is missing.' });
  const bytes = rawBytes(key);
  if (bytes) {
    if (bytes.length < MIN_KEY_BYTES)
      return invalidKey(`a raw key needs at least ${MIN_KEY_BYTES} bytes, not ${bytes.length}`);
    try {
      return ok({
        subtle,
        key: await subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]),
      });
    } catch {
      return refused();
    }
  }
  // A CryptoKey, read once; its usages are at most the 8 that Web Crypto knows.
  const { type, algorithm, usages } = readFields(key, ['type', 'algorithm', 'usages']) ?? {};
  const { name, hash } = readFields(algorithm, ['name', 'hash']) ?? {};
  const uses = readList(usages, 8);
  if (
    type === 'secret' &&
    name === 'HMAC' &&
    readFields(hash, ['name'])?.name === 'SHA-256' &&
    Array.isArray(uses) &&
    uses.includes(usage)
  ) {
    return ok({ subtle, key: key as CryptoKey });
  }
  return invalidKey(
    typeof type === 'string' && typeof algorithm === 'object'
      ? `the CryptoKey is not an HMAC-SHA256 key that may ${usage}`
      : `expected raw bytes or an HMAC-SHA256 CryptoKey, not ${describe(key)}`,
  );
}

/**
 * Returns a copy of the bytes of a Uint8Array, another typed array view or an ArrayBuffer, or
 * `undefined`. Both tests are brand checks on the engine's own slots (a getter of
 * `ArrayBuffer.prototype` throws for anything but an ArrayBuffer): an object that only claims to be
 * one (`Symbol.toStringTag`) or a Proxy of one is no key.
 */
function rawBytes(key: unknown): Uint8Array<ArrayBuffer> | undefined {
  try {
    if (ArrayBuffer.isView(key)) return Uint8Array.from(new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
    // The `byteLength` getter of ArrayBuffer throws for any other value.
    Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength')!.get!.call(key);
    return Uint8Array.from(new Uint8Array(key as ArrayBuffer));
  } catch {
    // Not an ArrayBuffer (or a SharedArrayBuffer), a detached buffer, or a proxy: not usable bytes.
    return undefined;
  }
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
