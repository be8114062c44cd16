import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECORD_ERROR_CODES,
  TicTacToeEngine,
  decodeRecord,
  encodeRecord,
  saveRecord,
  unwrap,
  type GameRecord,
  type GameRecordV1,
} from '../../src/index.js';
import { fromBase64url, toBase64url } from '../../src/core/base64url.js';
import { MOVE_LIST_COUNT, rankMoves, unrankMoves } from '../../src/core/move-rank.js';
import { ALPHABET, forEachCompleteGame, gameRecord, gameSpec, recordOf, stateOf } from './helpers.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const URL_SAFE = /^[A-Za-z0-9_-]+$/;
const UUID = '3f2b8c1e-9d4a-4e7b-a6f1-2c5d8e9b0a71';
const FULL_GAME = [4, 0, 2, 6, 3, 5, 1, 7, 8] as const;

/** The code of raw bytes, for hand-made codes. */
function codeOf(bytes: readonly number[]): string {
  return toBase64url(Uint8Array.from(bytes));
}

/** The bytes of a string field: a length byte and UTF-8. */
function field(text: string): number[] {
  const bytes = [...new TextEncoder().encode(text)];
  return [bytes.length, ...bytes];
}

/** A version-1 code with the given flags, move list and strings. */
function handMade(flags: number, moves: readonly number[], ...strings: number[][]): string {
  const rank = rankMoves(moves);
  return codeOf([1, flags, rank >>> 16, (rank >>> 8) & 255, rank & 255, ...strings.flat()]);
}

describe('encodeRecord', () => {
  it('writes the documented code for the documented game (the format is pinned)', () => {
    const state = unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'abc123' } }, players));
    expect(encodeRecord(state)).toEqual({ ok: true, value: 'AQIAATgGYWJjMTIzA2FubgNib2I' });
    expect(handMade(2, [4, 0, 8], field('abc123'), field('ann'), field('bob'))).toBe('AQIAATgGYWJjMTIzA2FubgNib2I');
  });

  it('takes a record or a state alike', () => {
    const state = stateOf({
      variant: 'misere',
      players: [{ id: 'a', name: 'Ann' }, { id: 'b' }],
      xIsSecond: true,
      moves: [4, 2],
      fields: { gameId: 'g' },
    });
    expect(encodeRecord(state)).toEqual(encodeRecord(unwrap(saveRecord(state))));
    expect(encodeRecord(JSON.parse(JSON.stringify(state)))).toEqual(encodeRecord(state));
    expect(encodeRecord({ ...JSON.parse(JSON.stringify(state)), board: 'junk' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE' },
    });
  });

  it('fits a 9-move game with a game id in 27 characters, a UUID game id in 40, with names and two times in 70', () => {
    const short = unwrap(engine.replay(FULL_GAME, { metadata: { gameId: 'abc123' } }, players));
    expect(unwrap(encodeRecord(short))).toHaveLength(27);
    const uuid = unwrap(engine.replay(FULL_GAME, { metadata: { gameId: UUID } }, players));
    expect(unwrap(encodeRecord(uuid))).toHaveLength(40);
    const full = unwrap(
      engine.replay(
        FULL_GAME,
        { metadata: { gameId: UUID, createdAt: '2025-10-05T12:00:00.000Z', updatedAt: '2025-10-05T12:34:56.789Z' } },
        [
          { id: 'ann', name: 'Ann' },
          { id: 'bob', name: 'Bob' },
        ],
      ),
    );
    expect(unwrap(encodeRecord(full))).toHaveLength(70);
  });

  it.each([
    ['a 255-byte game id', { gameId: 'g'.repeat(255) }, 'gameId'],
    ['a lone surrogate in a name', { name: 'a\uD800b' }, 'players[0].name'],
    ['a lone low surrogate in a timestamp', { createdAt: '\uDC00' }, 'createdAt'],
  ])('refuses %s with UNENCODABLE_FIELD', (_, extra, fieldName) => {
    const { name, ...fields } = extra as { name?: string; gameId?: string; createdAt?: string };
    const state = unwrap(
      engine.replay([4], { metadata: fields }, [
        name === undefined ? { id: 'ann' } : { id: 'ann', name },
        { id: 'bob' },
      ]),
    );
    expect(encodeRecord(state)).toMatchObject({ ok: false, error: { code: 'UNENCODABLE_FIELD', field: fieldName } });
  });

  it('accepts a 254-byte field and a pair of surrogates', () => {
    const state = unwrap(
      engine.replay([4], { metadata: { gameId: 'é'.repeat(127) } }, [{ id: 'ann', name: '🎉' }, { id: 'bob' }]),
    );
    expect(encodeRecord(state).ok).toBe(true);
  });

  it.each([
    [{ version: 3, variant: 'standard', players: [], moves: [] }, 'UNSUPPORTED_VERSION'],
    [
      {
        version: 1,
        variant: 'standard',
        players: [
          { id: 'a', symbol: 'X' },
          { id: 'b', symbol: 'O' },
        ],
        moves: [0, 0],
      },
      'ILLEGAL_SEQUENCE',
    ],
    [
      {
        version: 1,
        variant: 'standard',
        players: [
          { id: 'a', symbol: 'X' },
          { id: 'b', symbol: 'O' },
        ],
        moves: [0],
        board: '.........',
      },
      'BOARD_MISMATCH',
    ],
    ['junk', 'MALFORMED_RECORD'],
    [null, 'MALFORMED_RECORD'],
  ])('checks the record first: %j gives %s', (record, code) => {
    expect(encodeRecord(record as never)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('share-code round trips', () => {
  test.prop([gameRecord])('decodeRecord(encodeRecord(record)) is the record, and the code is URL-safe', (record) => {
    const code = unwrap(encodeRecord(record));
    expect(code).toMatch(URL_SAFE);
    expect(encodeURIComponent(code)).toBe(code);
    expect(decodeRecord(code)).toEqual({ ok: true, value: record });
  });

  test.prop([gameSpec])('a record without board and status decodes to the full record', (spec) => {
    const record = recordOf(spec);
    const { board: _board, status: _status, ...bare } = record;
    expect(decodeRecord(unwrap(encodeRecord(bare as GameRecord)))).toEqual({ ok: true, value: record });
  });

  test.prop([gameRecord])('each record has one code: encodeRecord(decodeRecord(code)) is the code', (record) => {
    const code = unwrap(encodeRecord(record));
    expect(encodeRecord(unwrap(decodeRecord(code)))).toEqual({ ok: true, value: code });
  });

  it('round-trips every complete game (255,168), each to its own code; with a game id, none over 27 characters', () => {
    const codes = new Set<string>();
    let failures = 0;
    let longest = 0;
    const seats = [
      { id: 'ann', symbol: 'X' },
      { id: 'bob', symbol: 'O' },
    ] as const;
    forEachCompleteGame((moves) => {
      const code = encodeRecord({
        version: 1,
        variant: 'standard',
        gameId: 'abc123',
        players: seats,
        moves,
      } as GameRecordV1);
      if (!code.ok) return void failures++;
      codes.add(code.value);
      longest = Math.max(longest, code.value.length);
      const back = decodeRecord(code.value);
      if (!back.ok || back.value.status === 'in-progress' || back.value.moves.some((cell, i) => cell !== moves[i]))
        failures++;
    });
    expect(failures).toBe(0);
    expect(codes.size).toBe(255_168);
    expect(longest).toBe(27);
  });

  it('checks the game id on request: WRONG_GAME for another game or a game without an id', () => {
    const code = 'AQIAATgGYWJjMTIzA2FubgNib2I';
    expect(decodeRecord(code, { gameId: 'abc123' }).ok).toBe(true);
    expect(decodeRecord(code, { gameId: 'abc124' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME', field: 'gameId' },
    });
    const anonymous = unwrap(encodeRecord(unwrap(engine.replay([4], {}, players))));
    expect(decodeRecord(anonymous, { gameId: 'abc123' })).toMatchObject({ ok: false, error: { code: 'WRONG_GAME' } });
  });
});

describe('decodeRecord errors', () => {
  const ann = field('ann');
  const bob = field('bob');
  const cases: [string, string, string, Record<string, unknown>?][] = [
    ['the empty string', '', 'MALFORMED_CODE'],
    ['a space', 'AQIAATgGYWJjMTIzA2FubgNib2I ', 'MALFORMED_CODE'],
    ['padding', 'AQIAATgGYWJjMTIzA2FubgNib2I=', 'MALFORMED_CODE'],
    ['standard base64 characters', 'AQIAATgGYWJjMTIzA2Fub+Nib2I', 'MALFORMED_CODE'],
    ['non-ASCII', 'AQIAATgGYWJjMTIzA2FubgNib2é', 'MALFORMED_CODE'],
    ['an impossible length', 'AQIAA', 'MALFORMED_CODE'],
    ['spare bits set in the last character', 'AQIAATgGYWJjMTIzA2FubgNib2J', 'MALFORMED_CODE'],
    ['a code far too long', 'A'.repeat(5000), 'MALFORMED_CODE'],
    ['version 0', codeOf([0, 0, 0, 0, 0, ...ann, ...bob]), 'UNSUPPORTED_VERSION'],
    ['version 3', codeOf([3, 0, 0, 0, 0, ...ann, ...bob]), 'UNSUPPORTED_VERSION'],
    ['only a version', codeOf([1]), 'MALFORMED_CODE'],
    ['a reserved flag', handMade(128, [], ann, bob), 'MALFORMED_CODE'],
    ['a truncated move list', codeOf([1, 0, 0]), 'MALFORMED_CODE'],
    ['a move list out of range', codeOf([1, 0, 0x0f, 0x0d, 0x2a, ...ann, ...bob]), 'MALFORMED_CODE'],
    ['a missing player', handMade(0, [], ann), 'MALFORMED_CODE'],
    ['a truncated string', handMade(0, [], ann, [3, 98]), 'MALFORMED_CODE'],
    ['an empty player id', handMade(0, [], ann, [0]), 'MALFORMED_CODE'],
    ['one id twice', handMade(0, [], ann, ann), 'MALFORMED_CODE'],
    ['invalid UTF-8', handMade(0, [], ann, [2, 0xc3, 0x28]), 'MALFORMED_CODE'],
    ['a short-form marker on a name', handMade(16, [], ann, [255, 1, 2], bob), 'MALFORMED_CODE'],
    ['a timestamp in long form', handMade(4, [], field('2025-10-05T12:00:00.000Z'), ann, bob), 'MALFORMED_CODE'],
    ['a UUID in long form', handMade(2, [], field(UUID), ann, bob), 'MALFORMED_CODE'],
    ['a truncated short timestamp', handMade(4, [], [255, 0, 0, 1]), 'MALFORMED_CODE'],
    ['a truncated short UUID', handMade(2, [], [255, 0, 0, 1]), 'MALFORMED_CODE'],
    ['one trailing byte', handMade(0, [], ann, bob, [0]), 'MALFORMED_CODE'],
    ['31 trailing bytes', handMade(0, [], ann, bob, Array<number>(31).fill(7)), 'MALFORMED_CODE'],
    ['33 trailing bytes', handMade(0, [], ann, bob, Array<number>(33).fill(7)), 'MALFORMED_CODE'],
    [
      'a move after a win',
      handMade(0, [0, 3, 1, 4, 2, 5], ann, bob),
      'ILLEGAL_SEQUENCE',
      { ply: 5, cell: 5, cause: 'GAME_OVER' },
    ],
  ];
  it.each(cases)('%s: %s', (_, code, expected, extra = {}) => {
    const result = decodeRecord(code);
    expect(result).toMatchObject({ ok: false, error: { code: expected, ...extra } });
    if (!result.ok) expect(result.error.message).toMatch(/^Bad share code: .+\.$/);
  });

  it('reads a short-form timestamp and UUID back as text', () => {
    const ms = Date.UTC(2025, 9, 5, 12);
    const time = [255, ...[5, 4, 3, 2, 1, 0].map((i) => Math.floor(ms / 2 ** (8 * i)) % 256)];
    const uuid = [
      255,
      ...UUID.replaceAll('-', '')
        .match(/../g)!
        .map((hex) => parseInt(hex, 16)),
    ];
    expect(decodeRecord(handMade(6, [], uuid, time, field('ann'), field('bob')))).toMatchObject({
      ok: true,
      value: { gameId: UUID, createdAt: '2025-10-05T12:00:00.000Z' },
    });
  });

  it('keeps text that only looks like the short forms as text', () => {
    const fields = {
      gameId: UUID.toUpperCase(),
      createdAt: '2025-10-05T12:00:00Z',
      updatedAt: '1969-12-31T23:59:59.999Z',
    };
    const state = unwrap(engine.replay([], { metadata: fields }, [{ id: UUID }, { id: '\uFEFFbom' }]));
    const record = unwrap(decodeRecord(unwrap(encodeRecord(state))));
    expect(record).toMatchObject(fields);
    expect(record.players.map((p) => p.id)).toEqual([UUID, '\uFEFFbom']);
  });
});

describe('decodeRecord fuzz', () => {
  const codes: readonly string[] = RECORD_ERROR_CODES;
  const expectTyped = (result: ReturnType<typeof decodeRecord>) => {
    if (!result.ok) expect(codes).toContain(result.error.code);
  };

  test.prop([fc.string({ unit: 'binary', maxLength: 120 })])('never throws on any string', (text) =>
    expectTyped(decodeRecord(text)),
  );

  test.prop([fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 120 })])(
    'never throws on any string of the code alphabet',
    (text) => expectTyped(decodeRecord(text)),
  );

  test.prop([fc.uint8Array({ maxLength: 80 }), fc.nat(255)])(
    'never throws on any bytes after a version-1 header',
    (bytes, flags) => expectTyped(decodeRecord(codeOf([1, flags, ...bytes]))),
  );

  test.prop([fc.anything(), fc.anything()])(
    'never throws on values that are not strings, or on odd options',
    (value, options) => {
      expectTyped(decodeRecord(value as string));
      expectTyped(decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I', options as never));
    },
  );

  test.prop([gameRecord, fc.nat(), fc.nat(255)])(
    'a code with one byte changed decodes to another record or a typed error',
    (record, at, value) => {
      const bytes = fromBase64url(unwrap(encodeRecord(record)))!;
      bytes[at % bytes.length] = value;
      expectTyped(decodeRecord(toBase64url(bytes)));
    },
  );
});

describe('internals: base64url and the move-list rank', () => {
  test.prop([fc.uint8Array({ maxLength: 64 })])(
    'base64url matches btoa with the URL alphabet and no padding, and reads back',
    (bytes) => {
      const text = toBase64url(bytes);
      expect(text).toBe(
        btoa(String.fromCharCode(...bytes))
          .replaceAll('+', '-')
          .replaceAll('/', '_')
          .replace(/=+$/, ''),
      );
      expect(fromBase64url(text)).toEqual(bytes);
    },
  );

  test.prop([fc.string({ unit: fc.constantFrom(...ALPHABET, '=', '+', '/', '.'), maxLength: 20 })])(
    'base64url reads only canonical text',
    (text) => {
      const bytes = fromBase64url(text);
      if (bytes) expect(toBase64url(bytes)).toBe(text);
    },
  );

  it('ranks all 986,410 move lists of distinct cells one to one', () => {
    const perLength = Array<number>(10).fill(0);
    let failures = 0;
    for (let rank = 0; rank < MOVE_LIST_COUNT; rank++) {
      const cells = unrankMoves(rank)!;
      perLength[cells.length]!++;
      if (new Set(cells).size !== cells.length || cells.some((c) => c < 0 || c > 8) || rankMoves(cells) !== rank)
        failures++;
    }
    expect(failures).toBe(0);
    expect(perLength).toEqual([1, 9, 72, 504, 3024, 15120, 60480, 181440, 362880, 362880]);
    expect(MOVE_LIST_COUNT).toBe(986_410);
    expect([-1, 1.5, MOVE_LIST_COUNT, NaN].map(unrankMoves)).toEqual([undefined, undefined, undefined, undefined]);
    expect(rankMoves([])).toBe(0);
    expect(unrankMoves(MOVE_LIST_COUNT - 1)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('fits every move list in 3 bytes with 4 bits to spare', () => {
    expect(MOVE_LIST_COUNT).toBeLessThan(2 ** 20);
  });
});
