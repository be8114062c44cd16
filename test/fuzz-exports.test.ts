// Every public function, fed junk: it never throws (but for the few documented to throw a
// TicTacToeError on a contract violation), never rejects, and never changes its arguments
// (they are deep-frozen here, so a write would throw in strict mode and fail the test).
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import * as lib from '../src/index.js';
import * as ultimateLib from '../src/ultimate.js';
import {
  countingArray,
  hugeSparse,
  revokedProxy,
  throwingGetter,
  throwingItemArray,
  throwingProxy,
} from './support/hostile.js';

const { TicTacToeAI, TicTacToeEngine, TicTacToeError, createSession, unwrap } = lib;

/** Functions documented to throw a TicTacToeError when the caller breaks the contract. */
const MAY_THROW = new Set([
  'unwrap',
  'winningLines',
  'emptyBoard',
  'formatMoves',
  'formatUltimateMoves',
  'formatBoard',
  'cellName',
  'cellLabel',
  'placeMove',
  'lineLabel',
  'translate',
  'describeError',
  'describeStatus',
  'describeHint',
  'describeOutcome',
  'describeRules',
  'describeDifficulty',
  'labelRules',
  'labelDifficulty',
  'estimateGrade',
  'session.on',
  'session.subscribe',
  'ultimateSession.on',
  'ultimateSession.subscribe',
  'engine.isTerminal',
  'engine.evaluate',
  'engine.getLegalMoves',
  'engine.getAnnotations',
  'ai.getHint',
  'ai.evaluatePosition',
  'ai.hintAnnotation',
  'ultimateMove',
  'squareName',
  'ultimate.isTerminal',
  'ultimate.evaluate',
  'ultimate.getLegalMoves',
  'ultimate.getAnnotations',
  'ultimate.toPosition',
]);

function deepFreeze(value: unknown, seen = new Set<unknown>()): unknown {
  try {
    if (typeof value !== 'object' || value === null || seen.has(value)) return value;
    seen.add(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
    return Object.freeze(value);
  } catch {
    return value; // a revoked proxy, or a typed array (which cannot be frozen)
  }
}

const engine = new TicTacToeEngine();
const ai = new TicTacToeAI({ seed: 1 });
const real = unwrap(engine.replay([4, 0, 8], {}, [{ id: 'ann' }, { id: 'bob' }]));
const ultimate = new ultimateLib.UltimateEngine();
const ultimateReal = unwrap(ultimate.replay(['e5', 'e4', 'e2'], {}, [{ id: 'ann' }, { id: 'bob' }]));
/** The real state given to a function: an Ultimate one to Ultimate's engine and session. */
const stateFor = (name: string): unknown => (/^ultimate(Session)?\./.test(name) ? ultimateReal : real);
const hostile = (): unknown[] => [
  revokedProxy(),
  throwingProxy(),
  revokedProxy([]),
  throwingProxy([]),
  hugeSparse(4, 0),
  countingArray(2 ** 32 - 1, (i) => i % 9).array,
  throwingItemArray([4, 0, 8], 1),
  throwingGetter('ok', { ok: false, error: { code: 'X', message: 'm' } }),
  { ...JSON.parse(JSON.stringify(real)), status: 'won' },
  { ...JSON.parse(JSON.stringify(real)), players: hugeSparse({ id: 'ann', symbol: 'X' }) },
  real,
  JSON.parse(JSON.stringify(real)),
  { ...JSON.parse(JSON.stringify(ultimateReal)), forcedBoard: 3 },
  { ...JSON.parse(JSON.stringify(ultimateReal)), history: hugeSparse({ move: 40 }) },
  ultimateReal,
  JSON.parse(JSON.stringify(ultimateReal)),
  ultimateLib.ultimateMove('e5', 'O'),
];

const junk = fc.oneof(
  fc.anything({
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
  }),
  fc.constantFrom(null, undefined, Number.NaN, -1, 1.5, 9, 1e21, '', 'b2', 'X.O/.X./..O', '408', 'AQID'),
  fc.integer({ min: -2, max: 10 }),
  fc.string(),
);

type Call = [name: string, fn: (...args: unknown[]) => unknown];
const session = unwrap(createSession());
const ultimateSession = unwrap(ultimateLib.createUltimateSession());
const calls: Call[] = [
  ...Object.entries(lib)
    .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name) && name !== 'createSession')
    .map(([name, fn]) => [name, fn as (...args: unknown[]) => unknown] as Call),
  ['createSession', (...args) => createSession(args[0] as never)],
  ...(
    [
      'createInitialState',
      'validateMove',
      'applyMove',
      'isTerminal',
      'evaluate',
      'getLegalMoves',
      'getAnnotations',
      'fromSetup',
      'undo',
      'stateAt',
      'replay',
    ] as const
  ).map((m) => [`engine.${m}`, (...args: unknown[]) => (engine[m] as (...a: unknown[]) => unknown)(...args)] as Call),
  ...(
    ['getMove', 'getMoveSync', 'getHint', 'evaluatePosition', 'getEvaluation', 'analyzeGame', 'hintAnnotation'] as const
  ).map((m) => [`ai.${m}`, (...args: unknown[]) => (ai[m] as (...a: unknown[]) => unknown)(...args)] as Call),
  ...(['play', 'undo', 'redo', 'restart', 'subscribe', 'on', 'playMover'] as const).map(
    (m) => [`session.${m}`, (...args: unknown[]) => (session[m] as (...a: unknown[]) => unknown)(...args)] as Call,
  ),
  // The Ultimate entry: its own functions, and the methods of its engine.
  ...Object.entries(ultimateLib)
    .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name) && !(name in lib))
    .map(([name, fn]) => [name, fn as (...args: unknown[]) => unknown] as Call),
  ...Object.getOwnPropertyNames(ultimateLib.UltimateEngine.prototype)
    .filter((name) => name !== 'constructor')
    .map(
      (m) =>
        [
          `ultimate.${m}`,
          (...args: unknown[]) => (ultimate as unknown as Record<string, (...a: unknown[]) => unknown>)[m]!(...args),
        ] as Call,
    ),
  // Ultimate's session (createUltimateSession is among the entry's functions above).
  ...(['play', 'undo', 'redo', 'restart', 'subscribe', 'on', 'playMover'] as const).map(
    (m) =>
      [
        `ultimateSession.${m}`,
        (...args: unknown[]) => (ultimateSession[m] as (...a: unknown[]) => unknown)(...args),
      ] as Call,
  ),
];

async function check(name: string, fn: (...args: unknown[]) => unknown, args: unknown[]): Promise<void> {
  const frozen = args.map((a) => deepFreeze(a));
  try {
    const result = fn(...frozen);
    if (result instanceof Promise) await result;
  } catch (error) {
    if (MAY_THROW.has(name) && error instanceof TicTacToeError) return;
    throw new Error(`${name}(${args.map((a) => typeof a).join(', ')}) threw: ${String(error)}`);
  }
}

describe('every public function under junk', () => {
  test('the list covers every exported function and every method of the engines, the AI and the sessions', () => {
    const methods = (prefix: string, names: string[]): string[] =>
      names.filter((name) => name !== 'constructor' && !name.startsWith('#')).map((name) => `${prefix}.${name}`);
    const publicApi = [
      ...Object.entries(lib)
        .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name))
        .map(([name]) => name),
      ...methods('engine', Object.getOwnPropertyNames(TicTacToeEngine.prototype)),
      ...methods('ai', Object.getOwnPropertyNames(TicTacToeAI.prototype)),
      ...methods('session', Object.keys(session)),
      ...Object.entries(ultimateLib)
        .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name) && !(name in lib))
        .map(([name]) => name),
      ...methods('ultimate', Object.getOwnPropertyNames(ultimateLib.UltimateEngine.prototype)),
      ...methods('ultimateSession', Object.keys(ultimateSession)),
    ];
    // A getter and methods that take no input have nothing to fuzz.
    const noInput = [
      'ai.solver',
      'session.getSnapshot',
      'session.resetTally',
      'ultimateSession.getSnapshot',
      'ultimateSession.resetTally',
    ];
    expect(calls.map(([name]) => name).sort()).toEqual(publicApi.filter((name) => !noInput.includes(name)).sort());
  });

  test.each(calls)('%s survives hostile values', async (name, fn) => {
    for (const value of hostile()) {
      await check(name, fn, [value]);
      await check(name, fn, [stateFor(name), value]);
      await check(name, fn, [value, value, value]);
      await check(name, fn, [stateFor(name), value, 'ann']);
      await check(name, fn, [stateFor(name), value, 'bob']);
    }
  });

  test.prop([fc.constantFrom(...calls), fc.array(junk, { maxLength: 4 }), fc.boolean()], { numRuns: 1500 })(
    'a public function called with junk never throws and never mutates',
    async ([name, fn], args, withState) => {
      await check(name, fn, withState ? [stateFor(name), ...args] : args);
    },
  );
});

describe('options objects from untyped callers', () => {
  test('a valid code with hostile options gets a result, never a throw or a rejection', async () => {
    const code = unwrap(lib.encodeRecord(unwrap(lib.saveRecord(real, { gameId: 'g-1' }))));
    const key = new Uint8Array(32).fill(7);
    const signed = unwrap(await lib.signRecord(unwrap(lib.saveRecord(real, { gameId: 'g-1' })), key));
    for (const options of hostile()) {
      expect(lib.decodeRecord(code, options as never)).toHaveProperty('ok');
      expect(await lib.verifyRecord(signed, key, options as never)).toHaveProperty('ok');
      expect(await lib.openCode(signed, 'ann', options as never)).toHaveProperty('ok');
    }
  });
});

describe("Ultimate's records, move text, codes, signatures and correspondence under junk", () => {
  const uEngine = new ultimateLib.UltimateEngine();
  const uReal = unwrap(uEngine.replay(['e5', 'e6'], { metadata: { gameId: 'g-1' } }, [{ id: 'ann' }, { id: 'bob' }]));
  const uRecord = unwrap(ultimateLib.saveUltimateRecord(uReal));
  const uCode = unwrap(ultimateLib.encodeUltimateRecord(uRecord));
  const uCalls = Object.entries({
    saveUltimateRecord: ultimateLib.saveUltimateRecord,
    loadUltimateRecord: ultimateLib.loadUltimateRecord,
    formatUltimateMoves: ultimateLib.formatUltimateMoves,
    parseUltimateMoves: ultimateLib.parseUltimateMoves,
    encodeUltimateRecord: ultimateLib.encodeUltimateRecord,
    decodeUltimateRecord: ultimateLib.decodeUltimateRecord,
    signUltimateRecord: ultimateLib.signUltimateRecord,
    verifyUltimateRecord: ultimateLib.verifyUltimateRecord,
    openUltimateCode: ultimateLib.openUltimateCode,
    nextUltimateCode: ultimateLib.nextUltimateCode,
    checkUltimateContinuation: ultimateLib.checkUltimateContinuation,
  }) as Call[];
  const uHostile = (): unknown[] => [
    ...hostile(),
    uReal,
    JSON.parse(JSON.stringify(uReal)),
    { ...JSON.parse(JSON.stringify(uReal)), status: 'won' },
    uRecord,
    { ...uRecord, moves: hugeSparse(40) },
    { ...uRecord, moves: countingArray(2 ** 32 - 1, (i) => i % 81).array },
    { ...uRecord, moves: throwingItemArray([40, 37], 1) },
    { ...uRecord, players: throwingProxy([]) },
    uCode,
  ];

  test.each(uCalls)('%s survives hostile values and leaves them unchanged', async (name, fn) => {
    for (const value of uHostile()) {
      await check(name, fn, [value]);
      await check(name, fn, [uReal, value]);
      await check(name, fn, [uReal, value, 'bob']);
      await check(name, fn, [uCode, value]);
      await check(name, fn, [uCode, 'bob', value]);
      await check(name, fn, [uRecord, value, 'ann']);
      await check(name, fn, [value, value, value]);
    }
  });

  test.prop([fc.constantFrom(...uCalls), fc.array(junk, { maxLength: 4 }), fc.constantFrom(0, 1, 2, 3)], {
    numRuns: 800,
  })('a function called with junk never throws and never mutates', async ([name, fn], args, lead) => {
    await check(name, fn, [...([[], [uReal], [uCode], [uRecord]] as unknown[][])[lead]!, ...args]);
  });
});
