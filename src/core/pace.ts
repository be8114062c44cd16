/**
 * How often a search reads its clock ({@link Pace}): often while its work runs slow (the first
 * positions of a fresh process run cold, a position of a large board costs tens of microseconds,
 * a fresh table's first writes each touch a new page of memory), rarely once it runs fast, and
 * never so rarely that the next read would come long after the deadline.
 *
 * @packageDocumentation
 */
import { readBefore } from './clock.js';

/**
 * The time a search aims to spend between two reads of its clock, in milliseconds: for work of more than about 4 µs a
 * unit; faster work reads it every {@link MAX_STRIDE} units, more often than this.
 */
export const PACE_MS = 0.25;

/**
 * The fewest units of work between two reads once the first reads are done: a search that reads its clock after
 * every unit would spend its time reading it (and, resumed in slices, might never finish one).
 */
export const MIN_STRIDE = 4;

/**
 * The most units of work (positions, iterations) between two reads of the clock. The pace measured predicts the
 * next stride only while the work keeps its speed; when it slows at once (code the engine had optimized runs
 * unoptimized again, a collection of garbage, a grown table's fresh memory), a whole stride runs at the slow
 * speed, so this bounds how far past its deadline a search can go. At 64, the fastest positions (a few tenths of a
 * microsecond on bitboards) still read the clock only every 10 µs or so, well under 1% of the time.
 */
export const MAX_STRIDE = 64;

/**
 * The stride of a search's clock reads: after 1, 2, 4, 8 … units of work up to {@link MIN_STRIDE}, then doubling
 * while the work between two reads takes less than {@link PACE_MS} (at most {@link MAX_STRIDE}), halving while it
 * takes more than twice that (at least {@link MIN_STRIDE}); and, near the deadline, no more units than the time left
 * allows at the pace measured. A search that reads its clock when its stride says stops within about
 * {@link PACE_MS} of its deadline when its units are fast, and within {@link MIN_STRIDE} units when they are slow.
 */
export class Pace {
  /** The units of work before the next read. */
  stride = 1;
  /** The time of the last read (`NaN`: none since {@link Pace.reset}). */
  #last = Number.NaN;

  /** Starts over: the next reads come after 1, 2, 4 … units. */
  reset(): void {
    this.stride = 1;
    this.#last = Number.NaN;
  }

  /**
   * Records a read of the clock, `now`, with `left` milliseconds to the deadline (more than 0), and
   * returns the units of work before the next read (at least 1).
   */
  next(now: number, left: number): number {
    const elapsed = now - this.#last;
    const last = this.stride;
    this.#last = now;
    // The first read measures nothing.
    if (Number.isNaN(elapsed)) return last;
    let stride = last;
    if (stride < MIN_STRIDE) stride *= 2;
    // A clock that stood still or went back: as fast as can be measured.
    else if (!(elapsed >= PACE_MS)) stride = Math.min(stride * 2, MAX_STRIDE);
    else if (elapsed > 2 * PACE_MS) stride = Math.max(MIN_STRIDE, stride >> 1);
    // At the pace of the last stride, no more units than fit in the time left.
    if (elapsed > 0) {
      const fit = Math.floor((left * last) / elapsed);
      if (fit < stride) stride = Math.max(1, fit);
    }
    this.stride = stride;
    return stride;
  }
}

/**
 * A stop for work done in units (a tree search's iterations): call it after each unit, and it says whether
 * `deadline` (on the clock `now`) has come. It reads the clock when a {@link Pace} says: after 1, 2, 4 … units, then
 * every {@link MIN_STRIDE} to {@link MAX_STRIDE} units as the time per unit allows, and never more units than the
 * time left allows at that pace; once the deadline has come (or the clock gives NaN), at every call.
 */
export function pacedStop(now: () => number, deadline: number): () => boolean {
  const pace = new Pace();
  let units = 0;
  return () => {
    if (--units > 0) return false;
    const time = readBefore(now, deadline);
    const left = deadline - time;
    if (!(left > 0)) return true;
    units = pace.next(time, left);
    return false;
  };
}
