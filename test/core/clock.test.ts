// The clock of time limits (src/core/clock.ts): the runtime's `performance` clock, read once when an AI or a solver is
// made, so that a fresh process's first timed call does not pay the runtime's setup of the clock (Node 20 makes its
// `performance` object on first access: 1.5 to 2.5 ms) before its first reading, outside its time.
import { afterEach, expect, test, vi } from 'vitest';
import { TicTacToeAI, createSolver } from '../../src/index.js';
import { UltimateAI } from '../../src/ultimate.js';
import { clock } from '../../src/core/clock.js';

afterEach(() => {
  vi.restoreAllMocks();
});

test("the clock is the runtime's performance clock", () => {
  const now = vi.spyOn(performance, 'now').mockReturnValue(1234.5);
  expect(clock()).toBe(1234.5);
  expect(now).toHaveBeenCalledTimes(1);
});

test.each([
  ['createSolver()', () => createSolver()],
  ['new TicTacToeAI()', () => new TicTacToeAI()],
  ['new TicTacToeAI() with its own clock (its solver reads the real one)', () => new TicTacToeAI({ now: () => 0 })],
  ['new UltimateAI()', () => new UltimateAI()],
])('%s reads the clock when made', (_, make) => {
  const now = vi.spyOn(performance, 'now');
  make();
  expect(now).toHaveBeenCalled();
});

test('an Ultimate AI with its own clock never reads the real one', () => {
  const now = vi.spyOn(performance, 'now');
  const ai = new UltimateAI({ seed: 1, now: () => 0 });
  expect(ai).toBeInstanceOf(UltimateAI);
  expect(now).not.toHaveBeenCalled();
});
