/**
 * The clock of time limits, in milliseconds: the runtime's wall clock (`Date.now()`, kept from going back) until a
 * search has time to spend, then its monotonic clock (`performance.now()`), continuing from the same reading.
 *
 * Node 20 makes its `performance` object on the first access, which costs a fresh process 1.5 to 2.5 ms: a third of
 * what a call with no time left may take (its limit plus 5 ms). A call that has no time to search never pays it, and a
 * process that never searches (one that plays 3 × 3 only) never does. A search with any time left switches the clock
 * ({@link sharpen}) at its first read and pays it inside its time: it searches only on `performance.now()`, whose
 * fractions of a millisecond the pace of its reads needs (see `pace.ts`), and a wall clock that stands still (a test's
 * mock of `Date`) cannot hold it.
 *
 * @packageDocumentation
 */

/** Whether the clock reads `performance.now()`. */
let sharp = false;
/** Added to the source's readings: keeps the clock continuous across the switch and from ever going back. */
let offset = 0;
/** The last reading (`Date.now()` is always more). */
let last = 0;

/**
 * Reads the clock, in milliseconds: `Date.now()`, to the millisecond, until a search switches it ({@link sharpen}),
 * then `performance.now()`. It never goes back: a wall clock set back moves the readings forward by the difference.
 */
export function clock(): number {
  let now = (sharp ? performance.now() : Date.now()) + offset;
  if (now < last) {
    offset += last - now;
    now = last;
  }
  last = now;
  return now;
}

/**
 * Reads `now` for work due by `deadline`: when it is {@link clock}, still on `Date.now()`, and time is left, after the
 * switch to `performance.now()` ({@link sharpen}), which the reading then counts.
 */
export function readBefore(now: () => number, deadline: number): number {
  const time = now();
  return sharpen(now, deadline - time) ? now() : time;
}

/**
 * Readies `now` for work with `left` ms before its deadline: when it is {@link clock}, still on `Date.now()`, and there
 * is time left (more than 0: none of it is spent when there is none), switches it to `performance.now()` and says so:
 * the time has moved on, to be read again. The switch is paid before the clock's next reading, which counts it.
 */
export function sharpen(now: () => number, left: number): boolean {
  if (sharp || now !== clock || !(left > 0)) return false;
  const fine = performance.now();
  // Read after `performance` was made: the wall clock counts what making it took.
  const reading = clock();
  sharp = true;
  offset = reading - fine;
  return true;
}
