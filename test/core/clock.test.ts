// The clock of time limits (src/core/clock.ts): the runtime's `performance` clock. Node 20 makes its `performance`
// object on first access (1.5 to 2.5 ms of a fresh process): the first reading is moved back by that time, so that a
// first call with a time limit counts it, and nothing reads the clock before a call needs it (a process that plays
// 3 × 3 only never pays for it).
import { afterEach, expect, test, vi } from 'vitest';
import { TicTacToeAI, TicTacToeEngine, createSolver, unwrap } from '../../src/index.js';
import { UltimateAI } from '../../src/ultimate.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh copy of the module, as in a fresh process: its clock not read yet. */
async function freshClock(): Promise<() => number> {
  vi.resetModules();
  return (await import('../../src/core/clock.js')).clock;
}

test('the first reading is moved back by what it took (by the wall clock); later ones are the clock', async () => {
  const clock = await freshClock();
  const now = vi.spyOn(performance, 'now').mockReturnValue(50);
  // The wall clock before and after the first access: 3 ms apart.
  vi.spyOn(Date, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1003);
  expect(clock()).toBe(47);
  now.mockReturnValue(51.5);
  expect(clock()).toBe(51.5);
  expect(clock()).toBe(51.5);
  expect(now).toHaveBeenCalledTimes(3);
});

test('making an AI or a solver reads no clock, nor does a 3 × 3 move', () => {
  const now = vi.spyOn(performance, 'now');
  const wall = vi.spyOn(Date, 'now');
  createSolver();
  new UltimateAI();
  const ai = new TicTacToeAI({ seed: 1 });
  const state = unwrap(new TicTacToeEngine().createInitialState({}, [{ id: 'x' }, { id: 'o' }]));
  unwrap(ai.getMoveSync(state, 6, 'x'));
  ai.getHint(state, 'x');
  expect(now).not.toHaveBeenCalled();
  expect(wall).not.toHaveBeenCalled();
});

test('a timed call on a larger board reads it', () => {
  const now = vi.spyOn(performance, 'now');
  const state = unwrap(
    new TicTacToeEngine().replay([12], { rows: 5, columns: 5, inARow: 4 }, [{ id: 'x' }, { id: 'o' }]),
  );
  new TicTacToeAI({ seed: 1 }).getMoveSync(state, 6, 'o', 5);
  expect(now).toHaveBeenCalled();
});
