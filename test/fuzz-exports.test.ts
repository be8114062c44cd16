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
  'boardName',
  'describeUltimateHint',
  'ultimate.isTerminal',
  'ultimate.evaluate',
  'ultimate.getLegalMoves',
  'ultimate.getAnnotations',
  'ultimate.toPosition',
  'ultimateAI.evaluatePosition',
  'ultimateAI.getHint',
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
// Ultimate's AI, on a clock that moves a second at each reading: it never thinks long, whatever the time limit.
let time = 0;
const ultimateAI = new ultimateLib.UltimateAI({ seed: 1, now: () => (time += 1000) });
/** The real state given to a function: an Ultimate one to Ultimate's engine, session and AI. */
const stateFor = (name: string): unknown => (/^ultimate(Session|AI)?\./.test(name) ? ultimateReal : real);
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
  ...(['getMove', 'getMoveSync', 'getHint', 'evaluatePosition', 'getEvaluation', 'analyzeGame'] as const).map(
    (m) =>
      [`ultimateAI.${m}`, (...args: unknown[]) => (ultimateAI[m] as (...a: unknown[]) => unknown)(...args)] as Call,
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
  test('the list covers every exported function and every method of the engines, the AIs and the sessions', () => {
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
      ...methods('ultimateAI', Object.getOwnPropertyNames(ultimateLib.UltimateAI.prototype)),
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

describe("Ultimate's AI under junk", () => {
  const uEngine = new ultimateLib.UltimateEngine();
  const players = [{ id: 'ann' }, { id: 'bob' }];
  const states: unknown[] = [
    ultimateReal,
    JSON.parse(JSON.stringify(ultimateReal)),
    unwrap(uEngine.createInitialState({}, players)),
    unwrap(uEngine.fromSetup('xxxxxxxxx/o1oo1oo1o/o8/1o7/9/9/9/9/9 O 17 i9', {}, players)), // X has won
    unwrap(uEngine.createInitialState({ wonBoards: 'open', drawnBoards: 'both', tiebreak: 'most-boards' }, players)),
  ];
  /** A real value half the time, junk the other half. */
  const either = (reals: unknown[]) => fc.oneof(fc.constantFrom(...reals), junk);
  const AI_CODES = [
    'INVALID_STATE',
    'INVALID_DIFFICULTY',
    'INVALID_TIME_LIMIT',
    'UNKNOWN_PLAYER',
    'GAME_OVER',
    'NOT_YOUR_TURN',
    'INVALID_OPTIONS',
  ];
  type AIResult = { ok: boolean; value?: unknown; error?: { code: string } };

  test.prop(
    [
      either(states),
      either([1, 2, 3, 4, 5, 6]),
      either(['ann', 'bob', 'eve']),
      fc.oneof(fc.constantFrom(undefined, 0, 1, 5, Number.POSITIVE_INFINITY), junk),
    ],
    { numRuns: 300 },
  )(
    'getMove and getMoveSync: a result with a legal move of the player to move, or a typed refusal',
    async (state, level, player, limit) => {
      const args = [state, level, player, limit].map((a) => deepFreeze(a));
      const call = (m: 'getMove' | 'getMoveSync') => (ultimateAI[m] as (...a: unknown[]) => unknown)(...args);
      const sync = call('getMoveSync') as AIResult;
      const promise = call('getMove');
      expect(promise).toBeInstanceOf(Promise);
      const answered = (await promise) as AIResult;
      for (const result of [sync, answered]) {
        if (result.ok) expect(uEngine.getLegalMoves(state as never, player as string)).toContainEqual(result.value);
        else expect(AI_CODES).toContain(result.error!.code);
      }
      expect(answered.ok).toBe(sync.ok);
    },
  );

  test.prop(
    [either(states), either(['ann', 'bob', 'eve']), either([undefined, {}, { timeLimit: 0 }, { timeLimit: 5 }])],
    {
      numRuns: 300,
    },
  )(
    'getEvaluation: a result or a typed refusal; evaluatePosition: the same as a number or a thrown code',
    (state, player, options) => {
      const [s, p, o] = [state, player, options].map((a) => deepFreeze(a));
      const result = ultimateAI.getEvaluation(s as never, p as never, o as never) as AIResult;
      let score: number | string;
      try {
        score = ultimateAI.evaluatePosition(s as never, p as never, o as never);
      } catch (error) {
        expect(error).toBeInstanceOf(TicTacToeError);
        score = (error as InstanceType<typeof TicTacToeError>).code;
      }
      if (!result.ok) {
        expect(AI_CODES).toContain(result.error!.code);
        expect(score).toBe(result.error!.code);
        return;
      }
      const { chance, proven, line, moves } = result.value as ultimateLib.UltimateEvaluation;
      expect(chance).toBeGreaterThanOrEqual(0);
      expect(chance).toBeLessThanOrEqual(1);
      expect([null, 'win', 'loss', 'draw']).toContain(proven);
      expect(line).toEqual(moves.map((move) => ultimateLib.squareName(move)));
      expect(score).toBeGreaterThanOrEqual(-100);
      expect(score).toBeLessThanOrEqual(100);
    },
  );

  test.prop(
    [either(states), either(['ann', 'bob', 'eve']), either([undefined, {}, { timeLimit: 0 }, { timeLimit: 5 }])],
    { numRuns: 200 },
  )('getHint: a hint of a legal move for the player to move, null, or a thrown code', (state, player, options) => {
    const [s, p, o] = [state, player, options].map((a) => deepFreeze(a));
    let hint: ultimateLib.UltimateHint | null;
    try {
      hint = ultimateAI.getHint(s as never, p as never, o as never);
    } catch (error) {
      expect(error).toBeInstanceOf(TicTacToeError);
      expect(AI_CODES).toContain((error as InstanceType<typeof TicTacToeError>).code);
      return;
    }
    if (hint === null) return;
    expect(uEngine.getLegalMoves(s as never, p as string)).toContainEqual(hint.move);
    expect(lib.describeUltimateHint(hint)).toBe(hint.message);
  });

  test.prop(
    [
      fc.oneof(
        either(states),
        fc.array(fc.oneof(fc.integer({ min: -2, max: 82 }), fc.constantFrom('e5', 'e4', 'zz')), { maxLength: 6 }),
        junk,
      ),
      fc.oneof(fc.constantFrom(undefined, {}, { timeLimit: 1 }, { rules: { wonBoards: 'open' }, timeLimit: 1 }), junk),
    ],
    { numRuns: 150 },
  )('analyzeGame: an analysis of every move, or a typed refusal', (game, options) => {
    const [g, o] = [game, options].map((a) => deepFreeze(a));
    const result = ultimateAI.analyzeGame(g as never, o as never) as AIResult;
    if (!result.ok) {
      expect([...AI_CODES, ...lib.MOVE_ERROR_CODES]).toContain(result.error!.code);
      return;
    }
    const analysis = result.value as ultimateLib.UltimateGameAnalysis;
    for (const move of analysis.moves) {
      expect(move.before).toBeGreaterThanOrEqual(0);
      expect(move.after).toBeLessThanOrEqual(1);
    }
  });
});
