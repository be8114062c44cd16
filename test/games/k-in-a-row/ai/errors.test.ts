import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  AI_DIFFICULTIES,
  TicTacToeAI,
  TicTacToeError,
  createSolver,
  unwrap,
  type GameState,
} from '../../../../src/index.js';
import { engine, PLAYERS, stateOf } from './states.js';

const ai = new TicTacToeAI({ seed: 1 });
const start = stateOf('.........', 'standard');

/** Any legal game prefix, as cells. */
const game = fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 12 }).map((cells) => {
  let state = start;
  for (const cell of cells) {
    if (state.status !== 'in-progress' || state.board[cell] !== null) continue;
    state = unwrap(engine.replay([...state.history.map((h) => h.cell), cell] as never, {}, PLAYERS));
  }
  return state;
});

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? 'ok' : result.error!.code);

describe('bad input gets a typed error, never a throw', () => {
  test.prop([fc.anything()])('any value as a state: INVALID_STATE', (value) => {
    expect(codeOf(ai.getMoveSync(value as GameState, 6, 'xavier'))).toBe('INVALID_STATE');
    expect(codeOf(ai.getEvaluation(value as GameState, 'xavier'))).toBe('INVALID_STATE');
    expect(codeOf(ai.analyzeGame(value as GameState))).toMatch(
      /^(INVALID_STATE|ok|MALFORMED_MOVE|NOT_INTEGER|OUT_OF_RANGE|CELL_OCCUPIED|GAME_OVER|NOT_YOUR_TURN)$/,
    );
    expect(() => ai.getHint(value as GameState, 'xavier')).toThrow(TicTacToeError);
    expect(() => ai.evaluatePosition(value as GameState, 'xavier')).toThrow(TicTacToeError);
  });

  test.prop([fc.anything().filter((v) => !(AI_DIFFICULTIES as readonly unknown[]).includes(v))])(
    'any other level: INVALID_DIFFICULTY',
    (level) => {
      expect(codeOf(ai.getMoveSync(start, level as never, 'xavier'))).toBe('INVALID_DIFFICULTY');
    },
  );

  it('rejects levels that look close', () => {
    for (const level of [0, 7, 2.5, -1, NaN, Infinity, '3', null, [3], { valueOf: () => 3 }]) {
      expect(codeOf(ai.getMoveSync(start, level as never, 'xavier'))).toBe('INVALID_DIFFICULTY');
    }
  });

  test.prop([fc.anything().filter((v) => v !== undefined && !(typeof v === 'number' && v >= 0))])(
    'any other time limit: INVALID_TIME_LIMIT',
    (limit) => {
      expect(codeOf(ai.getMoveSync(start, 3, 'xavier', limit as never))).toBe('INVALID_TIME_LIMIT');
    },
  );

  test.prop([fc.anything().filter((v) => v !== 'xavier' && v !== 'olga')])(
    'any other player: UNKNOWN_PLAYER',
    (player) => {
      expect(codeOf(ai.getMoveSync(start, 6, player as never))).toBe('UNKNOWN_PLAYER');
      expect(codeOf(ai.getEvaluation(start, player as never))).toBe('UNKNOWN_PLAYER');
      expect(ai.getHint(start, player as never)).toBeNull();
      expect(() => ai.evaluatePosition(start, player as never)).toThrow(
        expect.objectContaining({ code: 'UNKNOWN_PLAYER' }),
      );
    },
  );

  it('refuses a finished game and the wrong turn', () => {
    const over = stateOf('XXX/OO./...', 'standard');
    expect(codeOf(ai.getMoveSync(over, 6, 'olga'))).toBe('GAME_OVER');
    expect(codeOf(ai.getMoveSync(start, 6, 'olga'))).toBe('NOT_YOUR_TURN');
    // The checks run in the documented order.
    expect(codeOf(ai.getMoveSync({} as never, 9 as never, 'nobody', -1))).toBe('INVALID_STATE');
    expect(codeOf(ai.getMoveSync(start, 9 as never, 'nobody', -1))).toBe('INVALID_DIFFICULTY');
    expect(codeOf(ai.getMoveSync(start, 1, 'nobody', -1))).toBe('INVALID_TIME_LIMIT');
    expect(codeOf(ai.getMoveSync(over, 1, 'nobody'))).toBe('UNKNOWN_PLAYER');
  });

  it('rejects a forged state and accepts one that went through JSON', () => {
    const state = unwrap(engine.replay([4, 0], {}, PLAYERS));
    const json = JSON.parse(JSON.stringify(state));
    expect(new TicTacToeAI({ seed: 3 }).getMoveSync(json, 6, 'xavier')).toEqual(
      new TicTacToeAI({ seed: 3 }).getMoveSync(state, 6, 'xavier'),
    );
    const forged = { ...json, board: ['X', 'X', null, null, 'X', null, null, null, 'O'] };
    expect(codeOf(ai.getMoveSync(forged, 6, 'xavier'))).toBe('INVALID_STATE');
    const hostile = new Proxy(json, {
      get: () => {
        throw new Error('boom');
      },
    });
    expect(codeOf(ai.getMoveSync(hostile, 6, 'xavier'))).toBe('INVALID_STATE');
  });

  test.prop([fc.anything()])('any value as a move list: a result', (moves) => {
    const result = ai.analyzeGame([moves, moves] as never);
    expect(typeof result.ok).toBe('boolean');
  });

  test.prop([fc.array(fc.oneof(fc.integer({ min: -2, max: 10 }), fc.double(), fc.string()), { maxLength: 12 })])(
    'a move list with bad moves: the first bad move with its ply',
    (moves) => {
      const result = ai.analyzeGame(moves as never);
      const replayed = engine.replay(moves as never, {}, [{ id: 'X' }, { id: 'O' }]);
      expect(result.ok).toBe(replayed.ok);
      if (!result.ok && !replayed.ok) expect(result.error).toEqual(replayed.error);
    },
  );

  it('rejects bad analysis options and bad constructor options', () => {
    expect(codeOf(ai.analyzeGame([4], { variant: 'reverse' as never }))).toBe('INVALID_OPTIONS');
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
      },
    );
    expect(codeOf(ai.analyzeGame([4], hostile))).toBe('INVALID_OPTIONS');
    expect(codeOf(ai.analyzeGame([4], null as never))).toBe('INVALID_OPTIONS');
    expect(codeOf(ai.analyzeGame([4], ['misere'] as never))).toBe('INVALID_OPTIONS');
    expect(codeOf(ai.analyzeGame([4], undefined))).toBe('ok');
    expect(codeOf(ai.analyzeGame([4], { variant: undefined } as never))).toBe('ok');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = {
      get seed(): never {
        throw new Error('boom');
      },
    };
    for (const options of [
      { seed: NaN },
      { seed: '1' },
      { random: 3 },
      { now: 'soon' },
      { solver: {} },
      null,
      5,
      [],
      proxy,
      hostile,
      throwing,
    ]) {
      expect(() => new TicTacToeAI(options as never)).toThrow(
        expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_OPTIONS' }),
      );
    }
  });
});

describe('a solver, shared between AIs, cannot be forged or patched', () => {
  it('refuses anything but a solver from createSolver: no subclass, Proxy or object made from its prototype', () => {
    const Solver = createSolver().constructor as new () => object;
    class Evil extends Solver {
      searcher(): unknown {
        return { trapMoves: () => 1 << 9 };
      }
    }
    // The class is out of reach: a subclass of what a solver shows as its constructor cannot be made.
    expect(() => new Evil()).toThrow(expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_OPTIONS' }));
    const forged = [
      new Proxy(createSolver(), {}),
      Object.create(Object.getPrototypeOf(createSolver()) as object),
      { size: 0, clear() {} },
    ];
    for (const solver of forged) {
      expect(() => new TicTacToeAI({ solver: solver as never })).toThrow(
        expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_OPTIONS' }),
      );
    }
  });

  it('is frozen with its prototype, its class is out of reach, and it shows no searcher', () => {
    const solver = createSolver();
    const proto = Object.getPrototypeOf(solver) as object;
    expect(Object.isFrozen(solver) && Object.isFrozen(proto)).toBe(true);
    expect(() => new (solver.constructor as new () => unknown)()).toThrow(
      expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_OPTIONS' }),
    );
    expect(Object.getOwnPropertyNames(proto).sort()).toEqual(['clear', 'constructor', 'size', 'solve', 'solveAsync']);
    expect(Object.getOwnPropertyNames(solver.constructor)).not.toContain('searchers');
    expect(Object.getOwnPropertyNames(solver.constructor)).not.toContain('shapes');
    const shared = new TicTacToeAI({ solver, seed: 1 });
    expect(shared.evaluatePosition(start, 'xavier')).toBe(0);
    expect(solver.size).toBeGreaterThan(0);
  });

  it('works taken off the AI: every method is bound', async () => {
    const { getMove, getMoveSync, getHint, evaluatePosition, getEvaluation, analyzeGame, hintAnnotation } =
      new TicTacToeAI({ seed: 1 });
    expect(codeOf(getMoveSync(start, 6, 'xavier'))).toBe('ok');
    expect(codeOf(await getMove(start, 6, 'xavier'))).toBe('ok');
    expect(getHint(start, 'xavier')?.outcome.result).toBe('draw');
    expect(evaluatePosition(start, 'xavier')).toBe(0);
    expect(codeOf(getEvaluation(start, 'xavier'))).toBe('ok');
    expect(codeOf(analyzeGame([4, 0]))).toBe('ok');
    expect(hintAnnotation(start)?.type).toBe('hint');
  });
});

describe('analyzeGame reads its options whatever it analyses', () => {
  it("refuses options it cannot use for a state as for a move list, and a variant that is not the state's", () => {
    const state = unwrap(engine.replay([4, 0], {}, PLAYERS));
    for (const options of [
      null,
      42,
      [],
      { variant: 'bogus' },
      {
        get variant(): never {
          throw new Error('boom');
        },
      },
    ]) {
      expect(codeOf(ai.analyzeGame(state, options as never))).toBe('INVALID_OPTIONS');
      expect(codeOf(ai.analyzeGame([4, 0], options as never))).toBe('INVALID_OPTIONS');
    }
    expect(codeOf(ai.analyzeGame(state, { variant: 'misere' }))).toBe('INVALID_OPTIONS');
    expect(codeOf(ai.analyzeGame(state, { variant: 'standard' }))).toBe('ok');
    expect(codeOf(ai.analyzeGame(state))).toBe('ok');
  });
});

describe("the caller's random and now", () => {
  const misbehaving: [string, () => unknown][] = [
    ['a Symbol', () => Symbol('r')],
    ['a BigInt', () => 1n],
    ['a string', () => '0.5'],
    ['an object', () => ({ valueOf: () => 0.5 })],
    ['undefined', () => undefined],
    [
      'a throw',
      () => {
        throw new Error('no entropy');
      },
    ],
    [
      'a throw of a Symbol',
      () => {
        throw Symbol('odd');
      },
    ],
  ];

  it.each(misbehaving)('random returning %s: INVALID_OPTIONS from getMove, never a throw', async (_, random) => {
    const bot = new TicTacToeAI({ random: random as () => number });
    for (const level of AI_DIFFICULTIES) {
      const result = bot.getMoveSync(start, level, 'xavier');
      // Level 6 in a position with one best move may not draw at all; when it draws, the draw is checked.
      if (!result.ok) expect(result.error.code).toBe('INVALID_OPTIONS');
      expect(await bot.getMove(start, level, 'xavier')).toEqual(result);
    }
    expect(codeOf(bot.getMoveSync(start, 1, 'xavier'))).toBe('INVALID_OPTIONS');
  });

  it.each(misbehaving)('now returning %s: INVALID_OPTIONS from a timed getMove, never a throw', (_, now) => {
    const bot = new TicTacToeAI({ seed: 1, now: now as () => number });
    for (const level of AI_DIFFICULTIES)
      expect(codeOf(bot.getMoveSync(start, level, 'xavier', 100))).toBe('INVALID_OPTIONS');
    // Without a time limit the clock is never read.
    expect(codeOf(bot.getMoveSync(start, 6, 'xavier'))).toBe('ok');
  });
});

describe('inputs are left unchanged', () => {
  test.prop([game, fc.constantFrom(...AI_DIFFICULTIES)])(
    'by every method, for states and their JSON',
    (state, level) => {
      const json = JSON.parse(JSON.stringify(state));
      const before = JSON.stringify(json);
      const id = state.currentPlayerId ?? 'xavier';
      for (const input of [state, json] as GameState[]) {
        ai.getMoveSync(input, level, id, 50);
        ai.getHint(input, id);
        ai.evaluatePosition(input, id);
        ai.getEvaluation(input, id);
        ai.analyzeGame(input);
        engine.getAnnotations(input, { hint: ai });
      }
      expect(JSON.stringify(json)).toBe(before);
      expect(JSON.stringify(state)).toBe(before);
      const cells = state.history.map((h) => h.cell);
      const frozen = Object.freeze([...cells]);
      ai.analyzeGame(frozen as never);
      expect(frozen).toEqual(cells);
    },
  );
});
