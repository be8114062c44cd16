/**
 * The clock of time limits: the runtime's monotonic clock, in milliseconds.
 *
 * @packageDocumentation
 */

/**
 * Reads the runtime's monotonic clock (`performance.now()`), in milliseconds.
 *
 * The AIs and the solver read it once when they are made ({@link readyClock}): Node 20 makes its
 * `performance` object on the first access, which takes 1.5 to 2.5 ms of a fresh process, and a first
 * call with a time limit would otherwise spend them before its first reading, outside its time.
 */
export const clock = (): number => performance.now();

/** Reads {@link clock} once, so that its setup in a fresh process is not paid by a timed call. */
export function readyClock(): void {
  clock();
}
