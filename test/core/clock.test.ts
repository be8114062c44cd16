// The clock of time limits (src/core/clock.ts): the wall clock (`Date.now`), kept from going back, until a search
// with more than SHARPEN_MS left switches it to `performance.now` (which Node 20 makes on first access: 1.5 to 2.5 ms
// of a fresh process), continuing from the same reading. A call with no time to search never touches `performance`,
// and nothing reads the clock before a call needs it (a process that plays 3 × 3 only never does).
import { afterEach, expect, test, vi } from 'vitest';
import { TicTacToeAI, TicTacToeEngine, createSolver, unwrap } from '../../src/index.js';
import { UltimateAI } from '../../src/ultimate.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh copy of the modules, as in a fresh process: the clock on the wall clock (`Date.now`), never read. */
async function fresh() {
  vi.resetModules();
  const clock = await import('../../src/core/clock.js');
  const pace = await import('../../src/core/pace.js');
  const library = await import('../../src/index.js');
  return { ...clock, ...pace, ...library };
}

test('it reads the wall clock until it is switched, and never goes back', async () => {
  const { clock } = await fresh();
  const fine = vi.spyOn(performance, 'now');
  const wall = vi.spyOn(Date, 'now');
  wall.mockReturnValue(1000);
  expect(clock()).toBe(1000);
  // The wall clock set back 10 ms: the readings go on from the last one.
  wall.mockReturnValue(990);
  expect(clock()).toBe(1000);
  wall.mockReturnValue(995);
  expect(clock()).toBe(1005);
  wall.mockReturnValue(1001);
  expect(clock()).toBe(1011);
  expect(fine).not.toHaveBeenCalled();
});

test('a search with more than SHARPEN_MS left switches it to performance.now, from the same reading', async () => {
  const { clock, sharpen, SHARPEN_MS } = await fresh();
  const fine = vi.spyOn(performance, 'now').mockReturnValue(50);
  vi.spyOn(Date, 'now').mockReturnValue(2000);
  expect(clock()).toBe(2000);
  // Not enough time left, or another clock: no switch, and `performance` untouched.
  expect(sharpen(clock, SHARPEN_MS)).toBe(false);
  expect(sharpen(() => 0, 100)).toBe(false);
  expect(sharpen(clock, Number.NaN)).toBe(false);
  expect(fine).not.toHaveBeenCalled();
  expect(sharpen(clock, SHARPEN_MS + 0.5)).toBe(true);
  expect(fine).toHaveBeenCalledTimes(1);
  // Where the wall clock was at the switch, then as performance.now moves.
  expect(clock()).toBe(2000);
  fine.mockReturnValue(51.25);
  expect(clock()).toBe(2001.25);
  // Once switched, it stays so: the wall clock no longer counts.
  expect(sharpen(clock, 100)).toBe(false);
  vi.spyOn(Date, 'now').mockReturnValue(0);
  expect(clock()).toBe(2001.25);
});

test('the switch counts what it took: the wall clock is read after performance.now', async () => {
  const { clock, sharpen } = await fresh();
  vi.spyOn(performance, 'now').mockReturnValue(7);
  const wall = vi.spyOn(Date, 'now').mockReturnValue(500);
  expect(clock()).toBe(500);
  // Making `performance` took 2 ms by the wall clock.
  wall.mockReturnValue(502);
  expect(sharpen(clock, 10)).toBe(true);
  expect(clock()).toBe(502);
});

test('a paced stop switches it when it has time to spare, and reads it again', async () => {
  const { clock, pacedStop } = await fresh();
  const fine = vi.spyOn(performance, 'now').mockReturnValue(0);
  const wall = vi.spyOn(Date, 'now').mockReturnValue(100);
  const deadline = clock() + 2;
  const stop = pacedStop(clock, deadline);
  expect(stop()).toBe(false);
  expect(fine).not.toHaveBeenCalled();
  // Past the deadline by the wall clock: the time is up whatever performance.now says.
  wall.mockReturnValue(103);
  while (!stop());
  expect(fine).not.toHaveBeenCalled();
  const later = pacedStop(clock, clock() + 10);
  expect(later()).toBe(false);
  expect(fine).toHaveBeenCalled();
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

test('a call with no time to search never touches performance; one with time to spare switches the clock', async () => {
  const library = await fresh();
  const fine = vi.spyOn(performance, 'now');
  const wall = vi.spyOn(Date, 'now');
  const players = [{ id: 'x' }, { id: 'o' }];
  const engine = new library.TicTacToeEngine();
  const state = library.unwrap(engine.replay([180, 181], { rows: 19, columns: 19, inARow: 5 }, players));
  const ai = new library.TicTacToeAI({ seed: 1 });
  library.unwrap(ai.getMoveSync(state, 6, 'x', 0));
  expect(ai.getHint(state, 'x', { timeLimit: 0 })).not.toBeNull();
  expect(typeof ai.evaluatePosition(state, 'x', { timeLimit: 0 })).toBe('number');
  expect(wall).toHaveBeenCalled();
  expect(fine).not.toHaveBeenCalled();
  const small = library.unwrap(engine.replay([12], { rows: 5, columns: 5, inARow: 4 }, players));
  library.unwrap(ai.getMoveSync(small, 6, 'o', 50));
  expect(fine).toHaveBeenCalled();
});
