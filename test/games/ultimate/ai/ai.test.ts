// The UltimateAI's answers against the exhaustive endgame oracle (test/support, no code from src/):
// what its evaluation marks proven is the true value, and a proven win is played; its time limits
// kept on a clock that moves only when read (no test reads the real clock); the asynchronous
// getMove lets the event loop run between its slices; its errors come in their documented order.
import { describe, expect, it, vi } from 'vitest';
import { MIN_STRIDE } from '../../../../src/core/pace.js';
import { unwrap } from '../../../../src/index.js';
import { Thinker } from '../../../../src/games/ultimate/ai/think.js';
import { UltimateAI, UltimateEngine } from '../../../../src/ultimate.js';
import { endgamePositions, solveEndgame } from '../../../support/ultimate-endgame-oracle.js';
import { ALL_RULES } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];

/** A clock that moves `step` milliseconds at each reading, and counts its readings. */
function tickingClock(step = 1): { now: () => number; readings: () => number } {
  let t = 0;
  let n = 0;
  return {
    now: () => {
      n++;
      return (t += step);
    },
    readings: () => n,
  };
}

describe('near the end, against the exhaustive oracle, under every combination of the switches', () => {
  it.each(ALL_RULES.map((rules) => [JSON.stringify(rules), rules] as const))(
    'what the evaluation proves is true, and a proven win is played (%s)',
    (_, rules) => {
      const positions = endgamePositions({ count: 12, maxEmpty: 9, seed: 5, rules });
      let proven = 0;
      for (const [i, position] of positions.entries()) {
        const state = unwrap(engine.replay(position.moves, { ...rules }, players));
        const mover = state.currentPlayerId!;
        const truth = solveEndgame(position, rules);
        const clock = tickingClock();
        const ai = new UltimateAI({ seed: i, now: clock.now });
        const evaluation = unwrap(ai.getEvaluation(state, mover, { timeLimit: 400 }));
        if (evaluation.proven !== null) {
          proven++;
          expect(evaluation.proven).toBe(truth.value);
          // Near the end the exact solver proves the distance too.
          expect(evaluation.plies).toBe(truth.plies);
        }
        // The other player's view is the mirror of it.
        const other = unwrap(ai.getEvaluation(state, mover === 'x' ? 'o' : 'x', { timeLimit: 400 }));
        if (other.proven !== null) expect(other.proven).toBe({ win: 'loss', loss: 'win', draw: 'draw' }[truth.value]);
        if (truth.value === 'win') {
          const move = unwrap(ai.getMoveSync(state, 6, mover, 400));
          const value = truth.moves.find((m) => m.move === move.data.board * 9 + move.data.cell)!.value;
          expect(value).toBe('win');
        }
      }
      // Not a test that cannot fail: most of these positions are proven within the search.
      expect(proven).toBeGreaterThan(positions.length / 2);
    },
  );
});

describe('time limits, on a clock that moves one millisecond at each reading', () => {
  const state = unwrap(engine.replay(['e5', 'e6', 'e8'], {}, players));

  it.each([1, 2, 3, 4, 5, 6] as const)('level %i stops reading the clock soon after its limit', (level) => {
    for (const limit of [0, 30]) {
      const clock = tickingClock();
      const ai = new UltimateAI({ seed: 1, now: clock.now });
      unwrap(ai.getMoveSync(state, level, 'o', limit));
      // The search reads the clock at least every 4 iterations when they are slow, as here (level 4: every 512
      // positions).
      expect(clock.readings()).toBeLessThanOrEqual(limit + 4);
    }
  });

  it('the search reads the clock at least every 4 iterations when they are slow (each reading a millisecond)', () => {
    for (const limit of [1, 10, 50]) {
      const clock = tickingClock();
      const { iterations } = unwrap(
        new UltimateAI({ seed: 2, now: clock.now }).getEvaluation(state, 'o', { timeLimit: limit }),
      );
      expect(iterations).toBeGreaterThan(0);
      expect(iterations).toBeLessThanOrEqual(MIN_STRIDE * clock.readings());
    }
  });

  it('a clock that gives NaN ends the search at once; one that stands still cannot hold it forever', () => {
    const nan = new UltimateAI({ seed: 1, now: () => Number.NaN });
    expect(nan.getMoveSync(state, 6, 'o', 50).ok).toBe(true);
    // One iteration, then the first reading of the clock ends it.
    expect(unwrap(nan.getEvaluation(state, 'o', { timeLimit: 50 })).iterations).toBe(1);
    const still = new UltimateAI({ seed: 1, now: () => 0 });
    expect(unwrap(still.getEvaluation(state, 'o', { timeLimit: 5 })).iterations).toBeLessThanOrEqual(5000);
  });

  it('the asynchronous getMove thinks in slices, letting the event loop run between them', async () => {
    const clock = tickingClock();
    const ai = new UltimateAI({ seed: 1, now: clock.now });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const move = await ai.getMove(state, 6, 'o', 100);
    expect(move.ok).toBe(true);
    // About 8 ms a slice: the clock is read a few times a slice.
    expect(timeouts.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('level 5 plays the same move for the same seed, whatever the clock', () => {
    const moves = [1, 2, 3].map(
      (step) => unwrap(new UltimateAI({ seed: 9, now: tickingClock(step).now }).getMoveSync(state, 5, 'o')).data,
    );
    expect(moves[1]).toEqual(moves[0]);
    expect(moves[2]).toEqual(moves[0]);
  });

  // Level 5 keeps one tree for every AI, emptied at each move: each move must be the one the AI plays alone.
  const games = [3, 6, 11].map((plies) => {
    let game = unwrap(engine.createInitialState({}, players));
    for (let i = 0; i < plies; i++) {
      const moves = engine.getLegalMoves(game, game.currentPlayerId!);
      game = unwrap(engine.applyMove(game, moves[(i * 7) % moves.length]!));
    }
    return game;
  });
  const level5 = (ai: UltimateAI, game: (typeof games)[number]) =>
    unwrap(ai.getMoveSync(game, 5, game.currentPlayerId!)).data;
  const draws = () => ({ random: () => 0.375, now: tickingClock().now });

  // Each game's move asked once, in turn: no game is one or two moves after the one before (a tree that was kept
  // whole would be searched on from there).
  const alone = () => games.map((game) => level5(new UltimateAI(draws()), game));

  it('level 5 plays on its kept tree as on a new one, each game twice in a row, by one AI and by new ones', () => {
    const expected = alone();
    const ai = new UltimateAI(draws());
    for (const [i, game] of games.entries())
      for (const player of [ai, ai, new UltimateAI(draws())]) expect(level5(player, game)).toEqual(expected[i]);
  });

  it('a level 5 move asked while another is thinking has a tree of its own', async () => {
    const expected = alone();
    const ai = new UltimateAI(draws());
    const [first, second] = games;
    // The asynchronous move holds the kept tree until it has read its verdict, after its first slice.
    const pending = ai.getMove(first!, 5, first!.currentPlayerId!);
    expect(level5(ai, second!)).toEqual(expected[1]);
    expect(level5(new UltimateAI(draws()), second!)).toEqual(expected[1]);
    expect(unwrap(await pending).data).toEqual(expected[0]);
  });

  it('keeps four level-5 trees for moves at the same time: a fifth at once has one it does not keep', async () => {
    const start = vi.spyOn(Thinker.prototype, 'start');
    // Five asynchronous moves at once, by five AIs: each holds its tree until its move is read.
    const round = async (): Promise<Set<unknown>> => {
      start.mockClear();
      const pending = games
        .concat(games)
        .slice(0, 5)
        .map((game) => new UltimateAI(draws()).getMove(game, 5, game.currentPlayerId!));
      const trees = new Set(start.mock.contexts);
      for (const move of await Promise.all(pending)) expect(move.ok).toBe(true);
      return trees;
    };
    try {
      const first = await round();
      expect(first.size).toBe(5);
      const second = await round();
      expect(second.size).toBe(5);
      // Four came back to be lent again; the fifth was not kept.
      expect([...second].filter((tree) => first.has(tree))).toHaveLength(4);
    } finally {
      start.mockRestore();
    }
  });

  it('keeps the trees, level 5 one for every AI and level 6 one for each, and gets them back after an error', () => {
    const start = vi.spyOn(Thinker.prototype, 'start');
    const treeOf = (play: () => unknown): unknown => {
      start.mockClear();
      play();
      return start.mock.contexts[0];
    };
    try {
      const game = games[0]!;
      const mover = game.currentPlayerId!;
      const shared = treeOf(() => level5(new UltimateAI(draws()), game));
      expect(treeOf(() => level5(new UltimateAI(draws()), game))).toBe(shared);
      const ai = new UltimateAI(draws());
      const deep = treeOf(() => unwrap(ai.getMoveSync(game, 6, mover, 5)));
      expect(treeOf(() => unwrap(ai.getMoveSync(game, 6, mover, 5)))).toBe(deep);
      expect(deep).not.toBe(shared);
      // A clock that fails at its second reading, inside the search: the call fails, and the tree is given back.
      let readings = 0;
      const flaky = new UltimateAI({
        random: () => 0.375,
        now: () => {
          if (++readings === 2) throw new Error('no clock');
          return readings;
        },
      });
      for (const level of [5, 6] as const) {
        readings = 0;
        expect(flaky.getMoveSync(game, level, mover, 5)).toMatchObject({
          ok: false,
          error: { code: 'INVALID_OPTIONS' },
        });
      }
      expect(treeOf(() => level5(new UltimateAI(draws()), game))).toBe(shared);
      const again = treeOf(() => unwrap(flaky.getMoveSync(game, 6, mover, 5)));
      expect(treeOf(() => unwrap(flaky.getMoveSync(game, 6, mover, 5)))).toBe(again);
    } finally {
      start.mockRestore();
    }
  });
});

describe('refusals, in their documented order', () => {
  const ai = new UltimateAI({ seed: 1 });
  const state = unwrap(engine.replay(['e5'], {}, players));
  const over = unwrap(engine.fromSetup('5ox2/o8/2o3xxx/5o3/x1o6/xo3xx1x/2o2ox1o/oo4x2/2o1xox2 X 26 f3', {}, players));
  const won = unwrap(engine.applyMove(over, { type: 'place', data: { board: 5, cell: 7, symbol: 'X' } }));
  const code = (result: { ok: boolean; error?: { code: string } }): string | undefined => result.error?.code;

  it('gives the code of the first thing wrong', () => {
    expect(code(ai.getMoveSync({} as never, 9 as never, 'nobody', -1))).toBe('INVALID_STATE');
    expect(code(ai.getMoveSync(state, 9 as never, 'nobody', -1))).toBe('INVALID_DIFFICULTY');
    expect(code(ai.getMoveSync(state, 6, 'nobody', -1))).toBe('INVALID_TIME_LIMIT');
    expect(code(ai.getMoveSync(state, 6, 'nobody', 5))).toBe('UNKNOWN_PLAYER');
    expect(code(ai.getMoveSync(state, 6, 'x', 5))).toBe('NOT_YOUR_TURN');
    expect(code(ai.getMoveSync(won, 6, 'o', 5))).toBe('GAME_OVER');
    expect(code(ai.getEvaluation(state, 'nobody'))).toBe('UNKNOWN_PLAYER');
    expect(code(ai.getEvaluation(state, 'x', { timeLimit: Number.NaN }))).toBe('INVALID_TIME_LIMIT');
    expect(() => ai.evaluatePosition(state, 'nobody')).toThrow(expect.objectContaining({ code: 'UNKNOWN_PLAYER' }));
  });

  it('evaluates a finished game as proven, with no line', () => {
    expect(unwrap(ai.getEvaluation(won, 'x'))).toMatchObject({ chance: 1, proven: 'win', line: [] });
    expect(ai.evaluatePosition(won, 'o')).toBe(-100);
  });

  it('a failing random or clock of the caller is INVALID_OPTIONS, never a throw', async () => {
    const throwing = new UltimateAI({
      random: () => {
        throw new Error('no');
      },
    });
    expect(code(throwing.getMoveSync(state, 3, 'o'))).toBe('INVALID_OPTIONS');
    expect(code(await throwing.getMove(state, 6, 'o', 5))).toBe('INVALID_OPTIONS');
    const symbol = new UltimateAI({ now: () => Symbol('t') as never });
    expect(code(symbol.getMoveSync(state, 6, 'o', 5))).toBe('INVALID_OPTIONS');
    expect(() => new UltimateAI({ seed: Number.NaN })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

describe("a caller's clock that asks the AI again, in the middle of a proof", () => {
  it('does not disturb the proof it interrupts: the same value and distance as without', () => {
    const rules = { wonBoards: 'closed', drawnBoards: 'nobody', tiebreak: 'none' } as const;
    const [first, second, ...rest] = endgamePositions({ count: 8, maxEmpty: 24, seed: 12, rules });
    const states = [first!, second!, ...rest].map((p) => unwrap(engine.replay(p.moves, {}, players)));
    let compared = 0;
    for (const [i, state] of states.entries()) {
      const other = states[(i + 1) % states.length]!;
      const plain = unwrap(
        new UltimateAI({ seed: 1, now: tickingClock().now }).getEvaluation(state, state.currentPlayerId!, {
          timeLimit: 400,
        }),
      );
      if (plain.plies === null) continue;
      const clock = tickingClock();
      let asked = 0;
      const ai: UltimateAI = new UltimateAI({
        seed: 1,
        now: () => {
          // Once, from inside the search: an evaluation of another position by the same AI.
          // A short one, so that the clock it moves leaves the interrupted search its time.
          if (++asked === 3) ai.getEvaluation(other, other.currentPlayerId!, { timeLimit: 5 });
          return clock.now();
        },
      });
      const interrupted = unwrap(ai.getEvaluation(state, state.currentPlayerId!, { timeLimit: 400 }));
      expect([interrupted.proven, interrupted.plies]).toEqual([plain.proven, plain.plies]);
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });
});
