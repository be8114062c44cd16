// The classes of hostile input, across the public API (beside fuzz-exports.test.ts, which feeds
// every function junk):
//  1. options: every option of every function, given a value of the wrong type, or options that
//     are not an object or cannot be read (a throwing getter, a Proxy, a revoked Proxy, an array),
//     is refused with a typed error: present and wrong is never "the default";
//  2. arrays: wherever an array is read, a huge sparse one, a Proxy that claims 2³² − 1 items (its
//     reads are counted: the work is bounded by what is real, whatever length is claimed) and one
//     whose item getter throws get a typed error;
//  3. hostile objects inside records and states (any node of a valid one replaced) get a typed error;
//  4. the security checks of correspondence play (key, gameId, seen, me) fail closed;
//  5. long text (player ids, tally keys, translation parameters) makes bounded messages, and even the
//     longest string a runtime holds gets a result or a typed error, never a raw RangeError;
//  6. Ultimate's AI with the caller's `random` and `now` misbehaving: a draw out of range, a clock
//     reading NaN, either throwing or returning no number.
import { fc, test } from '@fast-check/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';
import { UltimateEngine, createUltimateSession } from '../src/ultimate.js';
import * as ultimate from '../src/ultimate.js';
import {
  countingArray,
  hugeSparse,
  revokedProxy,
  throwingGetter,
  throwingItemArray,
  throwingProxy,
} from './support/hostile.js';

const {
  TicTacToeAI,
  TicTacToeEngine,
  TicTacToeError,
  checkContinuation,
  createSession,
  decodeRecord,
  emptyTally,
  encodeRecord,
  formatBoard,
  formatMoves,
  loadRecord,
  nextCode,
  openCode,
  parseBoard,
  recordGame,
  saveRecord,
  signRecord,
  unwrap,
  verifyRecord,
} = lib;

const engine = new TicTacToeEngine();
const ai = new TicTacToeAI({ seed: 1 });
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];
const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const started = unwrap(engine.replay([4, 0], { metadata: { gameId: 'game-A' } }, PLAYERS));
const finished = unwrap(engine.replay([0, 3, 1, 4, 2], {}, PLAYERS));
const board = Array<null>(9).fill(null);
const ultimateStarted = unwrap(
  new UltimateEngine().replay(['e5', 'e4', 'e2'], { metadata: { gameId: 'u', tags: ['a', { b: 1 }] } }, PLAYERS),
);
/** A clock that moves a second at each reading: the Ultimate AI never thinks long on it, whatever the time limit. */
const ticking = (): (() => number) => {
  let time = 0;
  return () => (time += 1000);
};
const ultimateAI = new ultimate.UltimateAI({ seed: 1, now: ticking() });

/** Every code the library declares, for "a typed error". */
const CODES = new Set<string>([
  ...lib.MOVE_ERROR_CODES,
  ...lib.RECORD_ERROR_CODES,
  ...lib.SESSION_ERROR_CODES,
  'INVALID_SETTINGS',
  'INVALID_PLAYERS',
  'DUPLICATE_PLAYER',
  'BAD_POSITION',
  'INVALID_TALLY',
  'INVALID_OPTIONS',
  'INVALID_ARGUMENT',
  'INVALID_DIFFICULTY',
  'INVALID_TIME_LIMIT',
]);

/** Runs a call and says what came of it: `ok`, the code of a failed result, or `throws CODE` for a TicTacToeError. */
async function outcome(call: () => unknown): Promise<string> {
  try {
    const result = (await call()) as { ok?: boolean; error?: { code: string } };
    // A function without an error channel (formatBoard, getAnnotations …) returns its value.
    if (typeof result !== 'object' || result === null || !('ok' in result)) return 'ok';
    if (result.ok === true) return 'ok';
    if (result.ok === false && CODES.has(result.error!.code)) return result.error!.code;
    return `not a result: ${String(result)}`;
  } catch (error) {
    if (error instanceof TicTacToeError && CODES.has(error.code)) return `throws ${error.code}`;
    return `raw throw: ${String(error)}`;
  }
}

/** A value of every JavaScript type, each wrong for most options. */
const VALUES: [string, unknown][] = [
  ['null', null],
  ['NaN', Number.NaN],
  ['a float', 1.5],
  ['-1', -1],
  ['the empty string', ''],
  ['a string', 'x'],
  ['true', true],
  ['an object', {}],
  ['an array', []],
  ['a Symbol', Symbol('s')],
  ['a BigInt', 10n],
  ['a String object', new String('ann')],
  ['a function', () => undefined],
  ['a Date', new Date(0)],
  ['a throwing Proxy', throwingProxy()],
  ['a revoked Proxy', revokedProxy()],
];

/** Options that cannot be read as an object. */
const UNREADABLE: [string, unknown][] = [
  ['null', null],
  ['a number', 5],
  ['a string', 'options'],
  ['an array', []],
  ['a function', () => undefined],
  ['a throwing Proxy', throwingProxy()],
  ['a revoked Proxy', revokedProxy()],
];

interface OptionsSpec {
  /** The call, with `options` in the options position (or as the settings). */
  readonly call: (options: unknown) => unknown;
  /** The code of options that are not an object or cannot be read (`throws CODE` for a thrown TicTacToeError). */
  readonly unreadable: string;
  /** Each option the function reads, with which values are valid for it. */
  readonly keys: Record<string, (value: unknown) => boolean>;
}

const isString = (v: unknown) => typeof v === 'string';
const never = () => false;
const isFunction = (v: unknown) => typeof v === 'function';
/** An object that is not an array: what an options or settings argument may be (class instances too). */
const isObject = (v: unknown) => {
  try {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false; // a revoked Proxy
  }
};
/** Says `check(v)`, or `false` where looking at `v` throws (a hostile value is never a valid one). */
const safe = (check: (v: unknown) => boolean) => (v: unknown) => {
  try {
    return check(v);
  } catch {
    return false;
  }
};
/** A plain object: what metadata may be (whether all of it is JSON data is for the library to say). */
const isJsonObject = safe((v) => isObject(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v)));
/** Raw key bytes (at least 16). */
const isKeyBytes = safe((v) => (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) && v.byteLength >= 16);

/** A side of a board, or a line length: a whole number from 1 to 19. */
const isSide = safe((v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 19);
const isBoolean = (v: unknown) => typeof v === 'boolean';
/** The rule fields of settings, each with the values of its type. */
const RULES = { rows: isSide, columns: isSide, inARow: isSide, gravity: isBoolean, variant: never };

const OPTIONS: Record<string, OptionsSpec> = {
  'engine.createInitialState': {
    call: (o) => engine.createInitialState(o as never, PLAYERS),
    unreadable: 'INVALID_SETTINGS',
    keys: { ...RULES, xPlayerId: never, metadata: isJsonObject },
  },
  'engine.fromSetup': {
    call: (o) => engine.fromSetup('.........', o as never, PLAYERS),
    unreadable: 'INVALID_SETTINGS',
    keys: { ...RULES, xPlayerId: never },
  },
  'engine.replay': {
    call: (o) => engine.replay([4], o as never, PLAYERS),
    unreadable: 'INVALID_SETTINGS',
    keys: { ...RULES, xPlayerId: never },
  },
  'engine.getAnnotations': {
    call: (o) => engine.getAnnotations(started, o as never),
    unreadable: 'throws INVALID_OPTIONS',
    keys: { hint: never },
  },
  formatBoard: {
    call: (o) => formatBoard(board, o as never),
    unreadable: 'throws INVALID_OPTIONS',
    keys: { separators: isBoolean, shape: never },
  },
  formatMoves: {
    call: (o) => formatMoves([4, 0], o as never),
    unreadable: 'throws INVALID_OPTIONS',
    keys: { notation: never },
  },
  saveRecord: {
    call: (o) => saveRecord(started, o as never),
    unreadable: 'MALFORMED_RECORD',
    keys: { gameId: isString, createdAt: isString, updatedAt: isString },
  },
  decodeRecord: {
    call: (o) => decodeRecord(unwrap(encodeRecord(started)), o as never),
    unreadable: 'INVALID_OPTIONS',
    keys: { gameId: never },
  },
  verifyRecord: {
    call: async (o) => verifyRecord(unwrap(await signRecord(started, KEY)), KEY, o as never),
    unreadable: 'INVALID_OPTIONS',
    keys: { gameId: never },
  },
  openCode: {
    call: async (o) => openCode(unwrap(await signRecord(started, KEY)), 'bob', o as never),
    unreadable: 'INVALID_OPTIONS',
    keys: { key: isKeyBytes, seen: never, gameId: never },
  },
  nextCode: {
    call: (o) => nextCode(started, 8, 'ann', o as never),
    unreadable: 'INVALID_OPTIONS',
    keys: { key: isKeyBytes, gameId: isString, createdAt: isString, updatedAt: isString },
  },
  'new TicTacToeAI': {
    call: (o) => new TicTacToeAI(o as never).getMoveSync(started, 1, 'ann'),
    unreadable: 'throws INVALID_OPTIONS',
    keys: { seed: (v) => Number.isFinite(v), random: isFunction, now: isFunction, solver: never },
  },
  'new UltimateAI': {
    call: (o) => new ultimate.UltimateAI(o as never).getMoveSync(ultimateStarted, 1, 'bob'),
    unreadable: 'throws INVALID_OPTIONS',
    keys: { seed: (v) => Number.isFinite(v), random: isFunction, now: isFunction },
  },
  'ultimateAI.getEvaluation': {
    call: (o) => ultimateAI.getEvaluation(ultimateStarted, 'bob', o as never),
    unreadable: 'INVALID_OPTIONS',
    keys: { timeLimit: (v) => typeof v === 'number' && v >= 0 },
  },
  'ultimateAI.evaluatePosition': {
    call: (o) => ultimateAI.evaluatePosition(ultimateStarted, 'bob', o as never),
    unreadable: 'throws INVALID_OPTIONS',
    keys: { timeLimit: (v) => typeof v === 'number' && v >= 0 },
  },
  'ai.analyzeGame': {
    call: (o) => ai.analyzeGame([4, 0], o as never),
    unreadable: 'INVALID_OPTIONS',
    keys: { variant: never },
  },
  createSession: {
    call: (o) => createSession(o as never),
    unreadable: 'INVALID_SETTINGS',
    keys: {
      players: never,
      settings: isObject,
      state: never,
      tally: never,
      mover: isFunction,
      onListenerError: isFunction,
    },
  },
  'session.restart': {
    call: (o) => unwrap(createSession({ players: PLAYERS })).restart(o as never),
    unreadable: 'INVALID_SETTINGS',
    keys: { ...RULES, xPlayerId: never },
  },
  createUltimateSession: {
    call: (o) => createUltimateSession(o as never),
    unreadable: 'INVALID_SETTINGS',
    keys: {
      players: never,
      settings: isObject,
      state: never,
      tally: never,
      mover: isFunction,
      onListenerError: isFunction,
    },
  },
  'ultimate session.restart': {
    call: (o) => unwrap(createUltimateSession({ players: PLAYERS })).restart(o as never),
    unreadable: 'INVALID_SETTINGS',
    keys: { wonBoards: never, drawnBoards: never, tiebreak: never, xPlayerId: never },
  },
};

describe('1. options: present and wrong is a typed error, never the default', () => {
  describe.each(Object.entries(OPTIONS))('%s', (_, spec) => {
    it('accepts no options, and options that are all undefined', async () => {
      const none = await outcome(() => spec.call(undefined));
      expect(none).not.toMatch(/throw|not a result/);
      const undefinedOptions = Object.fromEntries(Object.keys(spec.keys).map((key) => [key, undefined]));
      expect(await outcome(() => spec.call(undefinedOptions))).toBe(none);
    });

    it.each(UNREADABLE)('refuses %s as options', async (_, options) => {
      expect(await outcome(() => spec.call(options))).toBe(spec.unreadable);
    });

    it('refuses an options object with a throwing getter on any option it reads', async () => {
      for (const key of Object.keys(spec.keys)) {
        expect(await outcome(() => spec.call(throwingGetter(key))), key).toBe(spec.unreadable);
      }
    });

    it('refuses a value of the wrong type for every option, with a typed error', async () => {
      for (const key of Object.keys(spec.keys)) {
        for (const [name, value] of VALUES) {
          if (spec.keys[key]!(value)) continue;
          const result = await outcome(() => spec.call({ [key]: value }));
          expect(result, `${key}: ${name}`).not.toBe('ok');
          expect(result, `${key}: ${name}`).not.toMatch(/raw throw|not a result/);
        }
      }
    });

    test.prop(
      [
        fc.constantFrom(...Object.keys(spec.keys)),
        fc.anything({ withBigInt: true, withDate: true, withTypedArray: true, withNullPrototype: true }),
      ],
      { numRuns: 60 },
    )(
      'any value of an option: a result or a typed error, and never ok for a value of the wrong type',
      async (key, value) => {
        const result = await outcome(() => spec.call({ [key]: value }));
        expect(result).not.toMatch(/raw throw|not a result/);
        if (value !== undefined && !spec.keys[key]!(value)) expect(result).not.toBe('ok');
      },
    );
  });
});

/** A place where the library reads an array: the call with `array` there. */
const uEngine = new ultimate.UltimateEngine();
const uStarted = unwrap(uEngine.replay(['e5'], { metadata: { gameId: 'u-1' } }, PLAYERS));
const uRecord = unwrap(ultimate.saveUltimateRecord(uStarted));

const ARRAYS: Record<string, (array: unknown[]) => unknown> = {
  'Ultimate record moves': (a) => ultimate.loadUltimateRecord({ ...uRecord, moves: a }),
  'Ultimate record players': (a) => ultimate.loadUltimateRecord({ ...uRecord, players: a }),
  'encodeUltimateRecord moves': (a) => ultimate.encodeUltimateRecord({ ...uRecord, moves: a } as never),
  formatUltimateMoves: (a) => ultimate.formatUltimateMoves(a as never),
  'checkUltimateContinuation seen': (a) =>
    ultimate.checkUltimateContinuation({ ...uRecord, moves: a } as never, uRecord, 'ann'),
  'openUltimateCode seen': async (a) =>
    ultimate.openUltimateCode(unwrap(ultimate.encodeUltimateRecord(uRecord)), 'ann', {
      seen: { ...uRecord, moves: a } as never,
    }),
  'createInitialState players': (a) => engine.createInitialState({}, a as never),
  'createInitialState metadata': (a) => engine.createInitialState({ metadata: { list: a } }, PLAYERS),
  'replay moves': (a) => engine.replay(a as never, {}, PLAYERS),
  'fromSetup board': (a) => engine.fromSetup(a as never, {}, PLAYERS),
  parseBoard: (a) => parseBoard(a),
  formatBoard: (a) => formatBoard(a as never),
  formatMoves: (a) => formatMoves(a as never),
  'analyzeGame moves': (a) => ai.analyzeGame(a as never),
  'createSession players': (a) => createSession({ players: a as never }),
  'state players': (a) => engine.applyMove({ ...toJson(started), players: a } as never, lib.placeMove(8, 'X')),
  'state history': (a) => engine.applyMove({ ...toJson(started), history: a } as never, lib.placeMove(8, 'X')),
  'state board': (a) => engine.applyMove({ ...toJson(started), board: a } as never, lib.placeMove(8, 'X')),
  'state metadata': (a) =>
    engine.applyMove({ ...toJson(started), metadata: { list: a } } as never, lib.placeMove(8, 'X')),
  'record moves': (a) => loadRecord({ ...toJson(unwrap(saveRecord(started))), moves: a }),
  'record players': (a) => loadRecord({ ...toJson(unwrap(saveRecord(started))), players: a }),
  'encodeRecord moves': (a) => encodeRecord({ ...toJson(unwrap(saveRecord(started))), moves: a } as never),
  'checkContinuation seen': (a) =>
    checkContinuation(
      { ...toJson(unwrap(saveRecord(started))), moves: a } as never,
      unwrap(saveRecord(started)),
      'ann',
    ),
  'openCode seen': async (a) =>
    openCode(unwrap(encodeRecord(started)), 'ann', {
      seen: { ...toJson(unwrap(saveRecord(started))), moves: a } as never,
    }),
  'CryptoKey usages': (a) =>
    signRecord(started, {
      type: 'secret',
      extractable: false,
      algorithm: { name: 'HMAC', hash: { name: 'SHA-256' } },
      usages: a,
    } as never),
  'tally wins': (a) => recordGame({ ...emptyTally(), wins: a } as never, finished),
  'createUltimateSession players': (a) => createUltimateSession({ players: a as never }),
  'Ultimate session tally byRules': (a) =>
    createUltimateSession({ players: PLAYERS, tally: { ...emptyTally(), byRules: a } as never }),
  'Ultimate session state history': (a) =>
    createUltimateSession({ state: { ...toJson(ultimateStarted), history: a } as never }),
  'UltimateAI state history': (a) =>
    ultimateAI.getMoveSync({ ...toJson(ultimateStarted), history: a } as never, 6, 'bob'),
  'UltimateAI state board': (a) => ultimateAI.getMove({ ...toJson(ultimateStarted), board: a } as never, 6, 'bob'),
  'UltimateAI state players': (a) =>
    ultimateAI.getEvaluation({ ...toJson(ultimateStarted), players: a } as never, 'bob', { timeLimit: 0 }),
};

function toJson(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

describe('2. arrays: bounded work and typed errors, whatever length they claim', () => {
  it.each(Object.entries(ARRAYS))(
    '%s: a sparse array claiming 2³² − 1 items gets a typed error at once',
    async (_, call) => {
      const result = await outcome(() => call(hugeSparse(4, 0)));
      expect(result).not.toMatch(/raw throw|not a result|^ok$/);
    },
  );

  it.each(Object.entries(ARRAYS))('%s: a Proxy claiming 2³² − 1 items is read a handful of times', async (_, call) => {
    for (const item of [(i: number) => i % 9, () => ({ id: 'p', symbol: 'X', cell: 0 }), () => null]) {
      const { array, reads } = countingArray(2 ** 32 - 1, item);
      const result = await outcome(() => call(array));
      expect(result).not.toMatch(/raw throw|not a result|^ok$/);
      expect(reads()).toBeLessThan(50);
    }
  });

  it.each(Object.entries(ARRAYS))(
    '%s: an item getter that throws, or a revoked Proxy array, gets a typed error',
    async (_, call) => {
      for (const array of [
        throwingItemArray([4, 0, 8], 0),
        throwingItemArray([4, 0, 8], 2),
        revokedProxy([]),
        throwingProxy([]),
      ]) {
        const result = await outcome(() => call(array as unknown[]));
        expect(result).not.toMatch(/raw throw|not a result|^ok$/);
      }
    },
  );
});

/** Every path to a node of plain data, with its parent and key. */
function nodes(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [
    path,
    ...Object.keys(value).flatMap((key) =>
      nodes((value as Record<string, unknown>)[key], [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), by);
  return copy;
}

/**
 * Hostile values to put inside states and records. Drawn by index: fast-check probes the values of `constantFrom`, and
 * these throw.
 */
const HOSTILE_NODES: unknown[] = [
  throwingProxy(),
  revokedProxy(),
  throwingGetter('id'),
  hugeSparse(1),
  countingArray(2 ** 32 - 1, () => 0).array,
  Symbol('node'),
  10n,
  () => undefined,
];
const hostileNode = fc.nat({ max: HOSTILE_NODES.length - 1 });

describe('3. hostile objects inside states and records', () => {
  const stateJson = toJson(
    unwrap(engine.replay([4, 0, 8, 2, 6], { metadata: { gameId: 'g', tags: ['a', { b: 1 }] } }, PLAYERS)),
  );
  const recordJson = toJson(
    unwrap(saveRecord(unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'g' } }, PLAYERS)))),
  );
  const statePaths = nodes(stateJson).filter((path) => path.length > 0);
  const recordPaths = nodes(recordJson).filter((path) => path.length > 0);

  test.prop([fc.constantFrom(...statePaths), hostileNode])(
    'a state with any node replaced by a hostile value is INVALID_STATE',
    async (path, node) => {
      const forged = replaced(stateJson, path, HOSTILE_NODES[node]);
      expect(await outcome(() => engine.applyMove(forged as never, lib.placeMove(1, 'O')))).toBe('INVALID_STATE');
      expect(await outcome(() => engine.isTerminal(forged as never))).toBe('throws INVALID_STATE');
      expect(await outcome(() => saveRecord(forged as never))).toBe('INVALID_STATE');
      expect(await outcome(() => createSession({ state: forged as never }))).toBe('INVALID_STATE');
    },
  );

  const ultimateJson = toJson(ultimateStarted);
  const ultimatePaths = nodes(ultimateJson).filter((path) => path.length > 0);

  test.prop([fc.constantFrom(...ultimatePaths), hostileNode])(
    "an Ultimate state with any node replaced by a hostile value is INVALID_STATE for Ultimate's session",
    async (path, node) => {
      const forged = replaced(ultimateJson, path, HOSTILE_NODES[node]);
      expect(await outcome(() => createUltimateSession({ state: forged as never }))).toBe('INVALID_STATE');
      expect(await outcome(() => ultimateAI.getMove(forged as never, 6, 'bob', 0))).toBe('INVALID_STATE');
      expect(await outcome(() => ultimateAI.getMoveSync(forged as never, 1, 'bob'))).toBe('INVALID_STATE');
      expect(await outcome(() => ultimateAI.getEvaluation(forged as never, 'bob'))).toBe('INVALID_STATE');
      expect(await outcome(() => ultimateAI.evaluatePosition(forged as never, 'bob'))).toBe('throws INVALID_STATE');
    },
  );

  test.prop([fc.constantFrom(...recordPaths), hostileNode])(
    'a record with any node replaced by a hostile value is refused with a typed error',
    async (path, node) => {
      const forged = replaced(recordJson, path, HOSTILE_NODES[node]);
      for (const call of [
        () => loadRecord(forged),
        () => encodeRecord(forged as never),
        () => checkContinuation(forged as never, recordJson as never, 'ann'),
      ]) {
        const result = await outcome(call);
        expect(result).not.toMatch(/raw throw|not a result|^ok$/);
      }
    },
  );
});

describe('4. correspondence fails closed', () => {
  let codeA: string;
  let unsigned: string;
  let rewrite: string;
  let annSeen: lib.GameRecord;
  let mid: lib.GameState;

  beforeAll(async () => {
    const game = (id: string) => unwrap(engine.createInitialState({ metadata: { gameId: id } }, PLAYERS));
    const sent = unwrap(await nextCode(game('game-A'), 'b2', 'ann', { key: KEY }));
    codeA = sent.code;
    annSeen = sent.record;
    mid = sent.state;
    unsigned = unwrap(encodeRecord(sent.record));
    rewrite = unwrap(await signRecord(unwrap(engine.replay([2, 0], { metadata: { gameId: 'game-A' } }, PLAYERS)), KEY));
  });

  /** Anything but the right value of a security option: wrong types, hostile objects, look-alikes. */
  const notTheValue = fc.oneof(
    fc.nat({ max: VALUES.length - 1 }).map((i) => ({ value: VALUES[i]![1] })),
    fc
      .anything({ withBigInt: true, withDate: true, withTypedArray: true, withNullPrototype: true })
      .map((value) => ({ value })),
  );

  test.prop([notTheValue])(
    'gameId: only the expected game opens, whatever else is passed',
    async ({ value: gameId }) => {
      fc.pre(gameId !== undefined && gameId !== 'game-A');
      expect(await outcome(() => openCode(codeA, 'bob', { key: KEY, gameId } as never))).not.toBe('ok');
      expect(await outcome(() => verifyRecord(codeA, KEY, { gameId } as never))).not.toBe('ok');
      expect(await outcome(() => decodeRecord(codeA, { gameId } as never))).not.toBe('ok');
    },
  );

  test.prop([notTheValue])(
    'key: an unsigned code never opens while a key is present, whatever the key',
    async ({ value: key }) => {
      fc.pre(key !== undefined);
      expect(await outcome(() => openCode(unsigned, 'bob', { key } as never))).not.toBe('ok');
      expect(await outcome(() => verifyRecord(unsigned, key as never))).not.toBe('ok');
    },
  );

  test.prop([notTheValue])(
    'seen: a code that rewrites history never opens while seen is present, whatever seen is',
    async ({ value: seen }) => {
      fc.pre(seen !== undefined);
      expect(await outcome(() => openCode(rewrite, 'ann', { key: KEY, seen } as never))).not.toBe('ok');
      expect(await outcome(() => checkContinuation(seen as never, unwrap(decodeRecord(rewrite)), 'ann'))).not.toBe(
        'ok',
      );
    },
  );

  test.prop([notTheValue])('me: nobody but a player of the game plays or opens it', async ({ value: me }) => {
    fc.pre(me !== 'bob' && me !== 'ann' && me !== null);
    expect(await outcome(() => nextCode(mid, 'a1', me as never, { key: KEY }))).not.toBe('ok');
    expect(await outcome(() => openCode(codeA, me as never, { key: KEY }))).not.toBe('ok');
    expect(await outcome(() => checkContinuation(annSeen, annSeen, me as never))).not.toBe('ok');
  });

  it('the options of each check, unreadable, fail closed as INVALID_OPTIONS', async () => {
    for (const key of ['key', 'seen', 'gameId']) {
      const options = throwingGetter(key, { key: KEY, seen: annSeen, gameId: 'game-A' });
      for (const code of [rewrite, unsigned, codeA])
        expect(await outcome(() => openCode(code, 'ann', options as never))).toBe('INVALID_OPTIONS');
    }
    expect(await outcome(() => nextCode(mid, 'a1', 'bob', throwingGetter('key') as never))).toBe('INVALID_OPTIONS');
  });

  it('the fixtures are sound: the right values do open', async () => {
    expect(await outcome(() => openCode(codeA, 'bob', { key: KEY, gameId: 'game-A' }))).toBe('ok');
    expect(await outcome(() => openCode(rewrite, 'bob', { key: KEY }))).toBe('ok');
    expect(await outcome(() => openCode(unsigned, 'bob'))).toBe('ok');
    expect(await outcome(() => nextCode(mid, 'a1', 'bob', { key: KEY }))).toBe('ok');
  });
});

describe("4. Ultimate's correspondence fails closed", () => {
  let codeA: string;
  let unsigned: string;
  let rewrite: string;
  let annSeen: ultimate.UltimateRecord;
  let mid: ultimate.UltimateState;

  beforeAll(async () => {
    const game = unwrap(uEngine.createInitialState({ metadata: { gameId: 'game-A' } }, PLAYERS));
    const sent = unwrap(await ultimate.nextUltimateCode(game, 'e5', 'ann', { key: KEY }));
    codeA = sent.code;
    annSeen = sent.record;
    mid = sent.state;
    unsigned = unwrap(ultimate.encodeUltimateRecord(sent.record));
    const other = unwrap(uEngine.replay(['d5', 'a5'], { metadata: { gameId: 'game-A' } }, PLAYERS));
    rewrite = unwrap(await ultimate.signUltimateRecord(other, KEY));
  });

  const notTheValue = fc.oneof(
    fc.nat({ max: VALUES.length - 1 }).map((i) => ({ value: VALUES[i]![1] })),
    fc
      .anything({ withBigInt: true, withDate: true, withTypedArray: true, withNullPrototype: true })
      .map((value) => ({ value })),
  );

  test.prop([notTheValue])('gameId: only the expected game opens', async ({ value: gameId }) => {
    fc.pre(gameId !== undefined && gameId !== 'game-A');
    expect(await outcome(() => ultimate.openUltimateCode(codeA, 'bob', { key: KEY, gameId } as never))).not.toBe('ok');
    expect(await outcome(() => ultimate.verifyUltimateRecord(codeA, KEY, { gameId } as never))).not.toBe('ok');
    expect(await outcome(() => ultimate.decodeUltimateRecord(codeA, { gameId } as never))).not.toBe('ok');
  });

  test.prop([notTheValue])('key: an unsigned code never opens while a key is present', async ({ value: key }) => {
    fc.pre(key !== undefined);
    expect(await outcome(() => ultimate.openUltimateCode(unsigned, 'bob', { key } as never))).not.toBe('ok');
    expect(await outcome(() => ultimate.verifyUltimateRecord(unsigned, key as never))).not.toBe('ok');
  });

  test.prop([notTheValue])(
    'seen: a code that rewrites history never opens while seen is present',
    async ({ value: seen }) => {
      fc.pre(seen !== undefined);
      expect(await outcome(() => ultimate.openUltimateCode(rewrite, 'ann', { key: KEY, seen } as never))).not.toBe(
        'ok',
      );
    },
  );

  test.prop([notTheValue])('me: nobody but a player of the game plays or opens it', async ({ value: me }) => {
    fc.pre(me !== 'bob' && me !== 'ann' && me !== null);
    expect(await outcome(() => ultimate.nextUltimateCode(mid, 'e4', me as never, { key: KEY }))).not.toBe('ok');
    expect(await outcome(() => ultimate.openUltimateCode(codeA, me as never, { key: KEY }))).not.toBe('ok');
    expect(await outcome(() => ultimate.checkUltimateContinuation(annSeen, annSeen, me as never))).not.toBe('ok');
  });

  it('the options of each check, unreadable, fail closed as INVALID_OPTIONS', async () => {
    for (const key of ['key', 'seen', 'gameId']) {
      const options = throwingGetter(key, { key: KEY, seen: annSeen, gameId: 'game-A' });
      for (const code of [rewrite, unsigned, codeA])
        expect(await outcome(() => ultimate.openUltimateCode(code, 'ann', options as never))).toBe('INVALID_OPTIONS');
    }
    expect(await outcome(() => ultimate.nextUltimateCode(mid, 'e4', 'bob', throwingGetter('key') as never))).toBe(
      'INVALID_OPTIONS',
    );
  });

  it('the fixtures are sound: the right values do open', async () => {
    expect(await outcome(() => ultimate.openUltimateCode(codeA, 'bob', { key: KEY, gameId: 'game-A' }))).toBe('ok');
    expect(await outcome(() => ultimate.openUltimateCode(rewrite, 'bob', { key: KEY }))).toBe('ok');
    expect(await outcome(() => ultimate.openUltimateCode(unsigned, 'bob'))).toBe('ok');
    expect(await outcome(() => ultimate.nextUltimateCode(mid, 'e4', 'bob', { key: KEY }))).toBe('ok');
  });
});

describe('5. long text: bounded messages, never a RangeError', () => {
  const long = 'i'.repeat(2 ** 20);
  const longFirst = unwrap(engine.createInitialState({}, [{ id: long }, { id: 'bob' }]));

  it('a message names a player by at most 40 characters of its id, however long the id', async () => {
    const errors = [
      engine.validateMove(longFirst, lib.placeMove(4, 'X'), 'bob'),
      engine.validateMove(longFirst, lib.placeMove(4, 'O'), long),
      ai.getMoveSync(longFirst, 3, 'bob'),
      unwrap(createSession({ players: [{ id: long }, { id: 'bob' }] })).play(4, 'bob'),
      await nextCode(longFirst, 4, 'bob'),
      ultimateAI.getMoveSync(unwrap(uEngine.createInitialState({}, [{ id: long }, { id: 'bob' }])), 3, 'bob'),
      ultimateAI.getMoveSync(ultimateStarted, 3, long),
    ].map((result) => (result as { error?: { code: string; message: string } }).error!);
    expect(errors.map((error) => error.code)).toEqual([
      'NOT_YOUR_TURN',
      'WRONG_SYMBOL',
      'NOT_YOUR_TURN',
      'NOT_YOUR_TURN',
      'NOT_YOUR_TURN',
      'NOT_YOUR_TURN',
      'UNKNOWN_PLAYER',
    ]);
    for (const error of errors) expect(error.message.length).toBeLessThan(200);
  });

  it('the longest string the runtime holds, as a player id, a tally key or a parameter: no RangeError', async () => {
    const { constants } = await import('node:buffer');
    // Half a gigabyte on Node 20: the test takes seconds, where the string is first read whole.
    const longest = 'l'.repeat(constants.MAX_STRING_LENGTH);
    const players = [{ id: longest }, { id: 'bob' }];
    const start = unwrap(engine.createInitialState({}, players));
    const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
    const counts = { games: 1, draws: 0, wins: { [longest]: 1 }, winsByMark: { X: 1, O: 0 } };
    const tally = { ...counts, byRules: [{ rules: won.rules, ...counts }] };
    const validate = (move: lib.TicTacToeMove, id: string) => () => {
      const check = engine.validateMove(start, move, id);
      return check.valid ? { ok: true } : { ok: false, error: check.error };
    };
    const outcomes = [
      await outcome(validate(lib.placeMove(4, 'X'), 'bob')),
      await outcome(validate(lib.placeMove(4, 'O'), longest)),
      await outcome(() => ai.getMoveSync(start, 3, 'bob')),
      await outcome(() => unwrap(createSession({ players })).play(4, 'bob')),
      await outcome(() => recordGame(tally, won)),
      await outcome(() => lib.translate('status.turn', { mark: longest })),
      await outcome(() => lib.translate('error.at-move', { move: 1, error: longest })),
    ];
    expect(outcomes).toEqual([
      'NOT_YOUR_TURN',
      'WRONG_SYMBOL',
      'NOT_YOUR_TURN',
      'NOT_YOUR_TURN',
      'ok',
      'throws INVALID_ARGUMENT',
      'throws INVALID_ARGUMENT',
    ]);
  });
});

describe("6. Ultimate's AI: the caller's random and clock misbehaving", () => {
  const uPlayers = PLAYERS;
  const fresh = unwrap(uEngine.createInitialState({}, uPlayers));
  const states: [string, ultimate.UltimateState][] = [
    ['a new game', fresh],
    ['a game under way', ultimateStarted],
  ];
  /**
   * Every level on each state, for the player to move, asynchronously and not, with a small time limit
   * or none (but for level 5, whose 4,000 iterations take long enough).
   */
  async function everyLevel(ai: ultimate.UltimateAI): Promise<string[]> {
    const seen: string[] = [];
    for (const [, state] of states)
      for (const level of ultimate.AI_DIFFICULTIES)
        for (const limit of level === 5 ? [5] : [undefined, 5]) {
          const player = state.currentPlayerId as string;
          for (const result of [
            ai.getMoveSync(state, level, player, limit),
            await ai.getMove(state, level, player, limit),
          ])
            if (!result.ok) seen.push(result.error.code);
            else if (!uEngine.getLegalMoves(state, player).some((move) => sameMove(move, result.value)))
              seen.push(`an illegal move at level ${level}: ${JSON.stringify(result.value)}`);
        }
    return [...new Set(seen)];
  }
  const sameMove = (a: ultimate.UltimateMove, b: ultimate.UltimateMove | undefined): boolean =>
    b !== undefined && a.data.board === b.data.board && a.data.cell === b.data.cell && a.data.symbol === b.data.symbol;

  it.each([1, 2, -1, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300, 1 - 2 ** -53])(
    'a random draw of %s is clamped: every level plays a legal move',
    async (draw) => {
      expect(await everyLevel(new ultimate.UltimateAI({ random: () => draw, now: ticking() }))).toEqual([]);
    },
  );

  it('a clock reading NaN says the time is up: every level answers, the clock read a handful of times', async () => {
    let reads = 0;
    // Past 2,000 readings the clock throws: a search that kept reading NaN would end as INVALID_OPTIONS, not hang.
    const now = (): number => {
      if (++reads > 2000) throw new Error('read without end');
      return Number.NaN;
    };
    const ai = new ultimate.UltimateAI({ seed: 1, now });
    expect(await everyLevel(ai)).toEqual([]);
    const evaluation = ai.getEvaluation(ultimateStarted, 'bob');
    expect(evaluation.ok).toBe(true);
    expect(reads).toBeLessThan(1000);
  });

  const failing: [string, () => unknown][] = [
    [
      'throws',
      () => {
        throw new Error('broken');
      },
    ],
    ['returns a Symbol', () => Symbol('s')],
    ['returns a BigInt', () => 10n],
    ['returns a string', () => '0.5'],
    ['returns undefined', () => undefined],
  ];

  it.each(failing)(
    'a random that %s: INVALID_OPTIONS from every level and the evaluation, never a raw throw',
    async (_, random) => {
      const ai = new ultimate.UltimateAI({ random: random as () => number, now: ticking() });
      expect(await everyLevel(ai)).toEqual(['INVALID_OPTIONS']);
      expect(await outcome(() => ai.getEvaluation(ultimateStarted, 'bob'))).toBe('INVALID_OPTIONS');
      expect(await outcome(() => ai.evaluatePosition(ultimateStarted, 'bob'))).toBe('throws INVALID_OPTIONS');
    },
  );

  it.each(failing)('a clock that %s: INVALID_OPTIONS wherever it is read, never a raw throw', async (_, now) => {
    const ai = new ultimate.UltimateAI({ seed: 1, now: now as () => number });
    const codes = await everyLevel(ai);
    expect(codes).toEqual(['INVALID_OPTIONS']);
    expect(await outcome(() => ai.getMove(ultimateStarted, 1, 'bob', 5))).toBe('INVALID_OPTIONS');
    expect(await outcome(() => ai.getMove(ultimateStarted, 6, 'bob'))).toBe('INVALID_OPTIONS');
    expect(await outcome(() => ai.getEvaluation(ultimateStarted, 'bob'))).toBe('INVALID_OPTIONS');
    expect(await outcome(() => ai.evaluatePosition(ultimateStarted, 'bob'))).toBe('throws INVALID_OPTIONS');
  });

  it('a state given as JSON is read, never changed', async () => {
    const copy = JSON.parse(JSON.stringify(ultimateStarted));
    const before = JSON.stringify(copy);
    const ai = new ultimate.UltimateAI({ seed: 1, now: ticking() });
    for (const level of ultimate.AI_DIFFICULTIES) {
      expect(await outcome(() => ai.getMove(copy, level, 'bob', 5))).toBe('ok');
      expect(await outcome(() => ai.getMoveSync(copy, level, 'bob', 5))).toBe('ok');
    }
    expect(await outcome(() => ai.getEvaluation(copy, 'bob', { timeLimit: 5 }))).toBe('ok');
    expect(JSON.stringify(copy)).toBe(before);
  });
});
