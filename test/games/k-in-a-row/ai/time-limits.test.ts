// Time limits are promises (issue 26): the search reads its clock often enough to stop near its
// deadline however slow its positions are, counts its fixed costs inside the limit, and an
// asynchronous proof hands the thread back from its first slice. Every clock here is a fake that
// moves when it is read, so that time is the search's own work, the same on any machine: the
// figures on a real clock are in bench/time-limits.bench.mjs.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  createSolver,
  unwrap,
  type GameState,
  type TicTacToeSettings,
} from '../../../../src/index.js';
import { MIN_STRIDE } from '../../../../src/core/pace.js';
import { ShapeSearch } from '../../../../src/games/k-in-a-row/ai/shapes.js';
import { fakeLibraryClock } from '../../../support/fake-clock.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'x' }, { id: 'o' }];
const game = (settings: TicTacToeSettings, moves: number[]): GameState =>
  unwrap(engine.replay(moves, settings, PLAYERS));
const gomoku = game(PRESETS.gomoku, [112, 113, 97, 128]);
const fiveByFive = game(PRESETS['5x5'], [12, 6]);
const big = game({ rows: 19, columns: 19, inARow: 5 }, [180, 181, 161, 200, 162, 142]);

/** A clock that moves `step` milliseconds each time it is read, and counts its reads. */
function steppingClock(step: number): { now: () => number; reads: () => number } {
  let reads = 0;
  return { now: () => reads++ * step, reads: () => reads };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the clock is read often enough', () => {
  test('a proof with no time visits no position: the clock is read before the first', () => {
    for (const state of [fiveByFive, gomoku, game(PRESETS['connect-four'], [38])]) {
      const solution = unwrap(createSolver().solve(state, { timeLimit: 0 }));
      expect(solution).toMatchObject({ proven: false, nodes: 0 });
    }
  });

  test('positions that are slow to search: the clock is read at least every 4 of them, and the proof stops', () => {
    // A millisecond a read: to the pace of the search, each stretch between two reads is slow.
    const clock = steppingClock(1);
    fakeLibraryClock(clock.now);
    const solution = unwrap(createSolver().solve(gomoku, { timeLimit: 100 }));
    expect(solution.proven).toBe(false);
    // It stops at the first read past its limit.
    expect(clock.reads()).toBeLessThanOrEqual(103);
    expect(solution.nodes).toBeGreaterThan(0);
    expect(solution.nodes).toBeLessThanOrEqual(MIN_STRIDE * clock.reads());
  });

  test('fast positions: the clock is still read at least every 64 positions', () => {
    // A clock that never moves: the search may read it as rarely as it likes, but not more rarely than that.
    let reads = 0;
    fakeLibraryClock(() => {
      reads++;
      return 0;
    });
    const solution = unwrap(createSolver().solve(fiveByFive, { timeLimit: 50, maxNodes: 20_000 }));
    expect(solution.nodes).toBe(20_000);
    expect(reads).toBeGreaterThanOrEqual(Math.ceil(20_000 / 64));
  });

  test.each([
    ['level 4', (ai: TicTacToeAI, state: GameState, limit: number) => ai.getMoveSync(state, 4, 'x', limit)],
    ['level 5', (ai: TicTacToeAI, state: GameState, limit: number) => ai.getMoveSync(state, 5, 'x', limit)],
    ['level 6', (ai: TicTacToeAI, state: GameState, limit: number) => ai.getMoveSync(state, 6, 'x', limit)],
    ['a hint', (ai: TicTacToeAI, state: GameState, limit: number) => ai.getHint(state, 'x', { timeLimit: limit })],
    [
      'an evaluation',
      (ai: TicTacToeAI, state: GameState, limit: number) => ai.getEvaluation(state, 'x', { timeLimit: limit }),
    ],
  ])('%s on 5 × 5, 15 × 15 and 19 × 19 stops at its deadline, a slow search read every 4 positions', (_, call) => {
    for (const state of [fiveByFive, gomoku, big]) {
      const clock = steppingClock(1);
      const ai = new TicTacToeAI({ seed: 1, now: clock.now });
      call(ai, state, 40);
      // Past the deadline, a read or two to stop (each search in the call stops at its first read past it).
      expect(clock.reads()).toBeLessThanOrEqual(40 + 4);
      // The positions the search stored: at most 4 between two reads.
      expect(ai.solver.size).toBeLessThanOrEqual(MIN_STRIDE * clock.reads());
    }
  });
});

describe('the time counts from the call', () => {
  const calls = [
    ['getMoveSync', (ai: TicTacToeAI, state: GameState) => unwrap(ai.getMoveSync(state, 6, 'x', 50))],
    ['getHint', (ai: TicTacToeAI, state: GameState) => ai.getHint(state, 'x', { timeLimit: 50 })!],
    ['evaluatePosition', (ai: TicTacToeAI, state: GameState) => ai.evaluatePosition(state, 'x', { timeLimit: 50 })],
    ['getEvaluation', (ai: TicTacToeAI, state: GameState) => unwrap(ai.getEvaluation(state, 'x', { timeLimit: 50 }))],
    ['analyzeGame', (ai: TicTacToeAI, state: GameState) => unwrap(ai.analyzeGame(state, { timeLimit: 50 }))],
  ] as const;

  /** An AI whose clock moves a millisecond each time it is read, and `jump` more when told; it counts its reads. */
  function jumpingClock(): { ai: TicTacToeAI; reads: () => number; jump: (ms: number) => void } {
    let tick = 0;
    let reads = 0;
    const ai = new TicTacToeAI({
      now: () => {
        reads++;
        return tick++;
      },
    });
    return { ai, reads: () => reads, jump: (ms) => (tick += ms) };
  }

  test.each(calls)('%s: the search made and loaded inside it', (_, call) => {
    // 100 ms pass while a search is loaded with the position: a call that started its clock after that would search
    // for 50 reads.
    const { ai, reads, jump } = jumpingClock();
    const load = ShapeSearch.prototype.load;
    const spy = vi.spyOn(ShapeSearch.prototype, 'load').mockImplementation(function (this: ShapeSearch, position) {
      jump(100);
      load.call(this, position);
    });
    expect(call(ai, fiveByFive)).toBeDefined();
    expect(spy).toHaveBeenCalled();
    // analyzeGame loads a search for each of the two moves it analyzes.
    expect(reads()).toBeLessThanOrEqual(8);
  });

  test('a 3 × 3 move, hint or score of a state the engine made reads no clock (a read costs as much as a move)', () => {
    const { ai, reads } = jumpingClock();
    const state = game({}, [4, 0]);
    for (let i = 0; i < 3; i++) {
      unwrap(ai.getMoveSync(state, 6, 'x'));
      ai.getHint(state, 'x');
      ai.evaluatePosition(state, 'x');
    }
    expect(reads()).toBe(0);
  });

  test.each(calls)('%s: a state from JSON read inside it (its game replayed)', (name, call) => {
    // 100 ms pass while the state's history is read: inside the time of the call (of the first move analyzed, whose
    // search stops at once; the second has its own 50 ms).
    const { ai, reads, jump } = jumpingClock();
    const json = JSON.parse(JSON.stringify(fiveByFive)) as Record<string, unknown>;
    const slow = {
      ...json,
      get history() {
        jump(100);
        return json.history;
      },
    };
    expect(call(ai, slow as unknown as GameState)).toBeDefined();
    expect(reads()).toBeLessThanOrEqual(name === 'analyzeGame' ? 50 + 8 : 8);
  });
});

describe('no time, no search', () => {
  test.each([
    ['analyzeGame', (ai: TicTacToeAI, state: GameState) => unwrap(ai.analyzeGame(state, { timeLimit: 0 }))],
    ['getHint', (ai: TicTacToeAI, state: GameState) => ai.getHint(state, state.currentPlayerId!, { timeLimit: 0 })],
    ['evaluatePosition', (ai: TicTacToeAI, state: GameState) => ai.evaluatePosition(state, 'x', { timeLimit: 0 })],
    ['getEvaluation', (ai: TicTacToeAI, state: GameState) => unwrap(ai.getEvaluation(state, 'x', { timeLimit: 0 }))],
    [
      'getMoveSync 6',
      (ai: TicTacToeAI, state: GameState) => unwrap(ai.getMoveSync(state, 6, state.currentPlayerId!, 0)),
    ],
  ])('%s with a 0 ms limit searches nothing: its table stays empty', (_, call) => {
    for (const state of [fiveByFive, gomoku, big, game(PRESETS['connect-four'], [38, 31, 37])]) {
      const ai = new TicTacToeAI({ seed: 1 });
      call(ai, state);
      expect(ai.solver.size).toBe(0);
    }
  });

  test('a 0 ms hint still sees forced play without searching: every move but the block loses at once', () => {
    // X's four on 15 × 15, open at one end only (O holds the other): O must block at 115.
    const state = game(PRESETS.gomoku, [112, 110, 113, 0, 114, 1, 111]);
    const ai = new TicTacToeAI();
    const hint = ai.getHint(state, 'o', { timeLimit: 0 })!;
    expect([hint.cell, hint.reason]).toEqual([115, 'block']);
    for (const move of hint.moves) if (move.cell !== 115) expect(move.outcome.score).toBe(-0.999);
    expect(ai.solver.size).toBe(0);
  });
});

describe('solveAsync hands the thread back', () => {
  test('its first slice ends by the clock: a slow search stops after some positions, not a fixed 1,024', async () => {
    const clock = steppingClock(1);
    fakeLibraryClock(clock.now);
    // Stopped at the first pause: the solution says what the first slice did.
    let pauses = 0;
    const signal = {
      get aborted() {
        return ++pauses > 1;
      },
    };
    const solution = unwrap(await createSolver().solveAsync(gomoku, { timeLimit: Infinity, signal }));
    expect(solution.proven).toBe(false);
    // A slice of about 12 ms: at most 4 positions between two reads, a few reads to start and stop.
    expect(solution.nodes).toBeGreaterThan(0);
    expect(solution.nodes).toBeLessThanOrEqual(MIN_STRIDE * 16);
  });

  test('between two slices, a pause: another task runs', async () => {
    const clock = steppingClock(1);
    fakeLibraryClock(clock.now);
    let ran = 0;
    const other = setInterval(() => ran++, 0);
    const solution = unwrap(await createSolver().solveAsync(fiveByFive, { timeLimit: 200 }));
    clearInterval(other);
    expect(solution.proven).toBe(false);
    expect(ran).toBeGreaterThan(3);
  });
});
