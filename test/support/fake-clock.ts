// The library's own clock (src/core/clock.ts), which a solver always uses, replaced by a fake for the rest of a test:
// it reads the wall clock until a search with time to spare switches it to `performance`, so both are replaced, and
// whichever it reads gives the fake's time. The clock never goes back, so the fake's first reading may be moved up to
// the clock's last one: only the time between two readings counts, which is all a time limit measures.
import { vi } from 'vitest';

/** Makes the library's clock read `now`; `vi.restoreAllMocks()` gives the real one back. */
export function fakeLibraryClock(now: () => number): void {
  vi.spyOn(Date, 'now').mockImplementation(now);
  vi.spyOn(performance, 'now').mockImplementation(now);
}
