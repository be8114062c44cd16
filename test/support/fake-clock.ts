// The library's own clock (src/core/clock.ts), which a solver always uses, replaced by a fake for the rest of a test.
// It reads the wall clock until a search with time left switches it to `performance`; the switch is made first here,
// so that every reading is the fake's, one read each, whatever ran before in the worker (modules are shared between
// test files), and the wall clock is replaced too, should it be read. The clock never goes back, so the fake's first
// reading may be moved up to the clock's last one: only the time between two readings counts, which is all a time
// limit measures.
import { vi } from 'vitest';
import { clock, sharpen } from '../../src/core/clock.js';

/** Makes the library's clock read `now`; `vi.restoreAllMocks()` gives the real one back. */
export function fakeLibraryClock(now: () => number): void {
  sharpen(clock, 1);
  vi.spyOn(Date, 'now').mockImplementation(now);
  vi.spyOn(performance, 'now').mockImplementation(now);
}
