// Signatures, with Web Crypto only (globalThis.crypto.subtle): no Node built-ins, so a browser run can reuse this file.
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RECORD_ERROR_CODES,
  TAG_BYTES,
  TicTacToeEngine,
  decodeRecord,
  encodeRecord,
  signRecord,
  unwrap,
  verifyRecord,
  type GameRecord,
  type GameRecordV1,
} from '../../src/index.js';
import { fromBase64url, toBase64url } from '../../src/core/base64url.js';
import { ALPHABET, gameRecord, legalMoves } from './helpers.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const RAW_KEY = Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1);
const OTHER_KEY = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
const FULL_GAME = [4, 0, 2, 6, 3, 5, 1, 7, 8] as const;
const FIXED = unwrap(engine.replay(FULL_GAME, { metadata: { gameId: 'abc123' } }, players));

let key: CryptoKey;
let fixedCode: string;

beforeAll(async () => {
  key = await crypto.subtle.importKey('raw', RAW_KEY, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  fixedCode = unwrap(await signRecord(FIXED, key));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The unsigned code of a record with the tag of another code appended. */
function withTag(record: GameRecord, signed: string): string {
  const payload = fromBase64url(unwrap(encodeRecord(record)))!;
  const tag = fromBase64url(signed)!.slice(-TAG_BYTES);
  return toBase64url(Uint8Array.from([...payload, ...tag]));
}

describe('signRecord', () => {
  it('appends the HMAC-SHA256 of the domain line and the unsigned code (as Web Crypto computes it)', async () => {
    const bytes = fromBase64url(fixedCode)!;
    const payload = fromBase64url(unwrap(encodeRecord(FIXED)))!;
    expect(bytes.length).toBe(payload.length + 32);
    expect(bytes.slice(0, payload.length)).toEqual(payload);
    const domain = new TextEncoder().encode('tictactoe-engine share code\n');
    const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, Uint8Array.from([...domain, ...payload])));
    expect(bytes.slice(payload.length)).toEqual(expected);
  });

  it('writes the pinned code for the fixed game and key (the format is pinned), 70 characters in all', () => {
    expect(fixedCode).toBe('AQIL_gAGYWJjMTIzA2FubgNib2LMz7GIT7EGA8BdNopQBAGDRTwdi5NaEvWjJP9FJSCS2g');
    expect(fixedCode).toHaveLength(70);
    expect(fixedCode).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('signs a 9-move game with a UUID game id in 83 characters, with names and two timestamps too in 112', async () => {
    const uuid = '3f2b8c1e-9d4a-4e7b-a6f1-2c5d8e9b0a71';
    const short = unwrap(engine.replay(FULL_GAME, { metadata: { gameId: uuid } }, players));
    expect(unwrap(await signRecord(short, key))).toHaveLength(83);
    const metadata = { gameId: uuid, createdAt: '2025-10-05T12:00:00.000Z', updatedAt: '2025-10-05T12:34:56.789Z' };
    const full = unwrap(
      engine.replay(FULL_GAME, { metadata }, [
        { id: 'ann', name: 'Ann' },
        { id: 'bob', name: 'Bob' },
      ]),
    );
    expect(unwrap(await signRecord(full, key))).toHaveLength(112);
  });

  it('makes the same code from raw bytes, an ArrayBuffer, a view into a larger buffer, or a CryptoKey', async () => {
    const big = new Uint8Array(40);
    big.set(RAW_KEY, 5);
    for (const form of [RAW_KEY, RAW_KEY.buffer.slice(0), big.subarray(5, 37), key]) {
      expect(await signRecord(FIXED, form)).toEqual({ ok: true, value: fixedCode });
    }
  });

  it('leaves the key bytes alone', async () => {
    const copy = RAW_KEY.slice();
    await signRecord(FIXED, RAW_KEY);
    expect(RAW_KEY).toEqual(copy);
  });

  it("reports the record's own errors", async () => {
    expect(await signRecord({ version: 1, variant: 'standard', players: [], moves: [] } as never, key)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_RECORD' },
    });
    expect(await signRecord(unwrap(engine.fromSetup('X........', {}, players)), key)).toMatchObject({
      ok: false,
      error: { code: 'INCOMPLETE_HISTORY' },
    });
  });
});

describe('keys', () => {
  const importAs = (algorithm: HmacImportParams | AlgorithmIdentifier, usages: KeyUsage[]) =>
    crypto.subtle.importKey('raw', RAW_KEY, algorithm, false, usages);

  it.each([
    ['15 bytes', new Uint8Array(15)],
    ['no bytes', new ArrayBuffer(0)],
    ['a string', 'secret secret secret'],
    ['a number', 42],
    ['null', null],
    ['an array of numbers', Array.from(RAW_KEY)],
    [
      'an object posing as a CryptoKey',
      {
        type: 'secret',
        extractable: false,
        algorithm: { name: 'HMAC', hash: { name: 'SHA-256' } },
        usages: ['sign', 'verify'],
      },
    ],
    // An object that only claims to be an ArrayBuffer: it used to sign with zero bytes (or, with a
    // large `length`, take seconds to make them).
    ['an object posing as an ArrayBuffer', { [Symbol.toStringTag]: 'ArrayBuffer', length: 32 }],
    ['an object posing as a huge ArrayBuffer', { [Symbol.toStringTag]: 'ArrayBuffer', length: 2 ** 31 }],
    ['a Proxy of an ArrayBuffer', new Proxy(new ArrayBuffer(32), {})],
    ['a SharedArrayBuffer', new SharedArrayBuffer(32)],
  ])('refuses %s with INVALID_KEY, signing and verifying', async (_, bad) => {
    expect(await signRecord(FIXED, bad as never)).toMatchObject({ ok: false, error: { code: 'INVALID_KEY' } });
    expect(await verifyRecord(fixedCode, bad as never)).toMatchObject({ ok: false, error: { code: 'INVALID_KEY' } });
  });

  it('accepts a 16-byte key', async () => {
    const short = RAW_KEY.slice(0, 16);
    expect(await verifyRecord(unwrap(await signRecord(FIXED, short)), short)).toMatchObject({ ok: true });
  });

  it('refuses CryptoKeys of another algorithm or hash, or without the usage needed', async () => {
    const sha1 = await importAs({ name: 'HMAC', hash: 'SHA-1' }, ['sign', 'verify']);
    const aes = await importAs({ name: 'AES-GCM' }, ['encrypt']);
    const signOnly = await importAs({ name: 'HMAC', hash: 'SHA-256' }, ['sign']);
    const verifyOnly = await importAs({ name: 'HMAC', hash: 'SHA-256' }, ['verify']);
    for (const bad of [sha1, aes, verifyOnly])
      expect(await signRecord(FIXED, bad)).toMatchObject({ ok: false, error: { code: 'INVALID_KEY' } });
    for (const bad of [sha1, aes, signOnly])
      expect(await verifyRecord(fixedCode, bad)).toMatchObject({ ok: false, error: { code: 'INVALID_KEY' } });
    expect(await signRecord(FIXED, signOnly)).toEqual({ ok: true, value: fixedCode });
    expect((await verifyRecord(fixedCode, verifyOnly)).ok).toBe(true);
  });

  it('says CRYPTO_UNAVAILABLE when there is no Web Crypto (old runtime, page not on HTTPS)', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(await signRecord(FIXED, RAW_KEY)).toMatchObject({ ok: false, error: { code: 'CRYPTO_UNAVAILABLE' } });
    expect(await verifyRecord('AQIAATgGYWJjMTIzA2FubgNib2I', RAW_KEY)).toMatchObject({
      ok: false,
      error: { code: 'CRYPTO_UNAVAILABLE' },
    });
    vi.stubGlobal('crypto', {});
    expect(await verifyRecord('AQIAATgGYWJjMTIzA2FubgNib2I', RAW_KEY)).toMatchObject({
      ok: false,
      error: { code: 'CRYPTO_UNAVAILABLE' },
    });
  });
});

describe('verifyRecord', () => {
  it('returns the record of a good code', async () => {
    const result = await verifyRecord(fixedCode, RAW_KEY, { gameId: 'abc123' });
    expect(result).toMatchObject({ ok: true, value: { gameId: 'abc123', moves: FULL_GAME, status: 'draw' } });
  });

  it('refuses another key, an unsigned code and another game, each with its code', async () => {
    expect(await verifyRecord(fixedCode, OTHER_KEY)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    expect(await verifyRecord(unwrap(encodeRecord(FIXED)), key)).toMatchObject({
      ok: false,
      error: { code: 'MISSING_SIGNATURE' },
    });
    expect(await verifyRecord(fixedCode, key, { gameId: 'xyz789' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
  });

  it('decodeRecord reads a signed code without checking it', () => {
    expect(decodeRecord(fixedCode)).toEqual(decodeRecord(unwrap(encodeRecord(FIXED))));
  });

  test.prop([gameRecord])('verifyRecord(signRecord(record)) is the record', async (record) => {
    const code = unwrap(await signRecord(record, key));
    expect(await verifyRecord(code, key)).toEqual({ ok: true, value: record });
  });
});

describe('tampering', () => {
  it('fails for every single-character change of one signed code: every position, every other character', async () => {
    const outcomes = new Map<string, number>();
    let checked = 0;
    for (let at = 0; at < fixedCode.length; at++) {
      for (const ch of ALPHABET) {
        if (ch === fixedCode[at]) continue;
        const changed = fixedCode.slice(0, at) + ch + fixedCode.slice(at + 1);
        const result = await verifyRecord(changed, key);
        const code = result.ok ? 'ACCEPTED' : result.error.code;
        outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
        checked++;
      }
    }
    expect(checked).toBe(fixedCode.length * 63);
    // The tag is checked over the raw bytes before anything is read: never MALFORMED_CODE or
    // UNSUPPORTED_VERSION (a changed version byte, a spare bit, a length byte), always BAD_SIGNATURE.
    expect(Object.fromEntries(outcomes)).toEqual({ BAD_SIGNATURE: fixedCode.length * 63 });
  });

  it('reads nothing before the tag is checked: a forged tag over junk is BAD_SIGNATURE, no parse error', async () => {
    // Bytes that would fail parsing in every way (version 9, reserved flag, truncated), with 32 bytes of "tag".
    for (const head of [[9, 0, 0], [1, 128, 0, 0, 0], [1, 0, 255, 255, 255], [1]]) {
      const forged = toBase64url(Uint8Array.from([...head, ...new Uint8Array(TAG_BYTES).fill(7)]));
      expect(await verifyRecord(forged, key)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    }
    // A code whose tag verifies is read, and only then: a version it does not know is UNSUPPORTED_VERSION.
    const payload = Uint8Array.from([3, 0, 0, 0, 0, 3, 97, 110, 110, 3, 98, 111, 98]);
    const domain = new TextEncoder().encode('tictactoe-engine share code\n');
    const tag = new Uint8Array(await crypto.subtle.sign('HMAC', key, Uint8Array.from([...domain, ...payload])));
    const future = toBase64url(Uint8Array.from([...payload, ...tag]));
    expect(await verifyRecord(future, key)).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_VERSION' } });
    expect(await verifyRecord(future, OTHER_KEY)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
  });

  it('fails when any character is cut, or added at the end', async () => {
    for (let at = 0; at < fixedCode.length; at++) {
      expect((await verifyRecord(fixedCode.slice(0, at) + fixedCode.slice(at + 1), key)).ok).toBe(false);
    }
    for (const ch of ALPHABET) expect((await verifyRecord(fixedCode + ch, key)).ok).toBe(false);
  });

  test.prop([gameRecord, fc.nat(), fc.nat(62)])(
    'refuses any single-character change of any signed code by its tag',
    async (record, at, shift) => {
      const code = unwrap(await signRecord(record, key));
      const i = at % code.length;
      const ch = ALPHABET[(ALPHABET.indexOf(code[i]!) + 1 + shift) % 64]!;
      const changed = code.slice(0, i) + ch + code.slice(i + 1);
      const result = await verifyRecord(changed, key);
      // BAD_SIGNATURE; MISSING_SIGNATURE only if the change made the unsigned code of a record (its
      // header announcing fields that take up the tag's bytes: possible with crafted records).
      const decoded = decodeRecord(changed);
      const unsigned = decoded.ok && encodeRecord(decoded.value).ok && unwrap(encodeRecord(decoded.value)) === changed;
      expect(result).toMatchObject({ ok: false, error: { code: unsigned ? 'MISSING_SIGNATURE' : 'BAD_SIGNATURE' } });
    },
  );

  it('a change that makes a signed code read as unsigned is MISSING_SIGNATURE: refused after the tag', async () => {
    // Crafted so that turning on the flags of a game id, createdAt and updatedAt makes the header
    // announce three short fields (a UUID of 16 bytes, two timestamps of 6) that take up the tag.
    const record: GameRecordV1 = {
      version: 1,
      variant: 'standard',
      moves: [4, 0],
      players: [
        { id: '11111111-1111-1111-1111-111111111111', symbol: 'X' },
        { id: '22222222-2222-0761-6263-64656667ff22', name: '33333333-3333-3333-3333-33333333ff33', symbol: 'O' },
      ],
    };
    const crafted = Uint8Array.from(
      '77305289314cf4b9775c8bf374378a0efd8329163410e9158b7b82257e581303'.match(/../g)!,
      (hex) => parseInt(hex, 16),
    );
    const signed = unwrap(await signRecord(record, crafted));
    const changed = `${signed.slice(0, 2)}4${signed.slice(3)}`;
    expect(unwrap(encodeRecord(unwrap(decodeRecord(changed))))).toBe(changed);
    expect(await verifyRecord(changed, crafted)).toMatchObject({ ok: false, error: { code: 'MISSING_SIGNATURE' } });
  });

  test.prop([gameRecord.filter((r) => r.moves.length > 0), legalMoves])(
    'fails when the moves are swapped for others',
    async (record, moves) => {
      fc.pre(JSON.stringify(moves) !== JSON.stringify(record.moves));
      const signed = unwrap(await signRecord(record, key));
      const forged = withTag({ ...record, moves, board: undefined, status: undefined } as never, signed);
      expect(await verifyRecord(forged, key)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    },
  );

  test.prop([gameRecord, fc.string({ maxLength: 12 })])(
    'fails when the game id is swapped for another (or removed)',
    async (record, id) => {
      fc.pre(id !== record.gameId);
      const signed = unwrap(await signRecord(record, key));
      const { gameId: _gameId, ...anonymous } = record;
      for (const swapped of [{ ...record, gameId: id }, anonymous] as GameRecord[]) {
        if (swapped.gameId === record.gameId) continue;
        expect(await verifyRecord(withTag(swapped as GameRecord, signed), key)).toMatchObject({
          ok: false,
          error: { code: 'BAD_SIGNATURE' },
        });
      }
    },
  );

  test.prop([gameRecord])('fails when the variant is swapped', async (record) => {
    const signed = unwrap(await signRecord(record, key));
    const variant = record.rules.variant === 'standard' ? 'misere' : 'standard';
    const swapped = { ...record, rules: { ...record.rules, variant }, status: undefined } as never;
    expect(await verifyRecord(withTag(swapped, signed), key)).toMatchObject({
      ok: false,
      error: { code: 'BAD_SIGNATURE' },
    });
  });

  test.prop([gameRecord, gameRecord])("fails when one game's signature is put on another game", async (a, b) => {
    fc.pre(unwrap(encodeRecord(a)) !== unwrap(encodeRecord(b)));
    const signed = unwrap(await signRecord(a, key));
    expect(await verifyRecord(withTag(b, signed), key)).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
  });

  it('a signed code cannot be replayed into another game: the game id is checked after the signature', async () => {
    expect(await verifyRecord(fixedCode, key, { gameId: 'abc123' })).toMatchObject({ ok: true });
    expect(await verifyRecord(fixedCode, key, { gameId: 'another-game' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
  });
});

describe('verifyRecord fuzz', () => {
  const codes: readonly string[] = RECORD_ERROR_CODES;

  test.prop([fc.string({ unit: 'binary', maxLength: 120 })])('never rejects on any string', async (text) => {
    const result = await verifyRecord(text, key);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(codes).toContain(result.error.code);
  });

  test.prop([fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 40, maxLength: 120 })])(
    'never rejects on strings of the code alphabet',
    async (text) => {
      const result = await verifyRecord(text, key);
      if (!result.ok) expect(codes).toContain(result.error.code);
    },
  );

  test.prop([fc.anything(), fc.anything()])('never rejects on odd codes, keys or records', async (value, odd) => {
    for (const result of [
      await verifyRecord(value as string, odd as never),
      await verifyRecord(fixedCode, odd as never),
      await signRecord(value as never, odd as never),
      await signRecord(value as never, key),
    ]) {
      if (!result.ok) expect(codes).toContain(result.error.code);
    }
  });
});
