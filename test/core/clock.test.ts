// The clock of time limits (src/core/clock.ts): the wall clock (`Date.now`), kept from going back, until a search
// with time left switches it to `performance.now` (which Node 20 makes on first access: 1.5 to 2.5 ms of a fresh
// process), continuing from the same reading. A call with no time to search never touches `performance`,
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

test('work with time left switches it to performance.now, from the same reading', async () => {
  const { clock, sharpen } = await fresh();
  const fine = vi.spyOn(performance, 'now').mockReturnValue(50);
  vi.spyOn(Date, 'now').mockReturnValue(2000);
  expect(clock()).toBe(2000);
  // No time left, or another clock: no switch, and `performance` untouched.
  for (const left of [0, -1, Number.NaN]) expect(sharpen(clock, left)).toBe(false);
  expect(sharpen(() => 0, 100)).toBe(false);
  expect(fine).not.toHaveBeenCalled();
  expect(sharpen(clock, 0.5)).toBe(true);
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

test('a paced stop switches it when it has time left, not when it has none', async () => {
  const { clock, pacedStop } = await fresh();
  const fine = vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.spyOn(Date, 'now').mockReturnValue(100);
  // No time left: the stop says so without touching `performance`.
  expect(pacedStop(clock, clock())()).toBe(true);
  expect(fine).not.toHaveBeenCalled();
  // Time left: it switches at its first read, and the time runs on performance.now from there.
  const stop = pacedStop(clock, clock() + 2);
  expect(stop()).toBe(false);
  expect(fine).toHaveBeenCalled();
  fine.mockReturnValue(3);
  while (!stop());
  expect(clock()).toBe(103);
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

test('a call with no time to search never touches performance; one with time left switches the clock', async () => {
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

test('a wall clock that stands still (a mock of Date alone) holds no search: time runs on performance', async () => {
  const library = await fresh();
  vi.spyOn(Date, 'now').mockReturnValue(1000);
  const players = [{ id: 'x' }, { id: 'o' }];
  // A proof of 2 ms from the empty Connect Four board stops by the time, long before its positions run out (on a
  // wall clock alone, it would visit them all).
  const c4 = library.unwrap(new library.TicTacToeEngine().createInitialState(library.PRESETS['connect-four'], players));
  const cut = library.unwrap(library.createSolver().solve(c4, { timeLimit: 2, maxNodes: 5_000_000 }));
  expect(cut.proven).toBe(false);
  expect(cut.nodes).toBeLessThan(5_000_000);
  const ultimate = await import('../../src/ultimate.js');
  const start = library.unwrap(new ultimate.UltimateEngine().createInitialState({}, players));
  library.unwrap(new ultimate.UltimateAI({ seed: 1 }).getMoveSync(start, 6, 'x', 2));
});

test("a solution's time is in fractions of a millisecond, with no time limit too", async () => {
  const library = await fresh();
  const fine = vi.spyOn(performance, 'now');
  const players = [{ id: 'x' }, { id: 'o' }];
  const state = library.unwrap(new library.TicTacToeEngine().replay([12], library.PRESETS['5x5'], players));
  library.unwrap(library.createSolver().solve(state, { timeLimit: Infinity, maxNodes: 100 }));
  expect(fine).toHaveBeenCalled();
});
