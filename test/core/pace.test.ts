// When a search reads its clock (src/core/pace.ts): after 1, 2, 4 … units of work, then as the time
// per unit allows, never more than 64 units apart, never fewer than 4 once started, and never
// so many that the next read would come long after the deadline; and a stop asked after each unit
// (pacedStop) that reads the clock on that pace.
import { expect, test } from 'vitest';
import { MAX_STRIDE, MIN_STRIDE, Pace, pacedStop } from '../../src/core/pace.js';

/** The strides a pace gives over `reads` reads, the work between two reads taking `msPerUnit` a unit. */
function strides(msPerUnit: number, reads: number, deadline = Infinity): number[] {
  const pace = new Pace();
  const out: number[] = [];
  let now = 0;
  for (let i = 0; i < reads && now < deadline; i++) {
    const stride = pace.next(now, deadline - now);
    out.push(stride);
    now += stride * msPerUnit;
  }
  return out;
}

test('fast work: 1, 2, 4 … up to 64 units between reads, and no more', () => {
  const fast = strides(1e-6, 20);
  expect(fast.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 64, 64]);
  expect(Math.max(...fast)).toBe(MAX_STRIDE);
  expect(MAX_STRIDE).toBe(64);
  // A clock that stands still (or goes back) measures nothing: as fast as can be.
  expect(Math.max(...strides(0, 20))).toBe(64);
});

test('slow work: a read at least every 4 units, fewer units the slower they are, never fewer than 4', () => {
  // A millisecond a unit: after the first reads, 4 units between two.
  const slow = strides(1, 30);
  expect(slow.slice(0, 3)).toEqual([1, 2, 4]);
  expect(slow.slice(3).every((stride) => stride === MIN_STRIDE)).toBe(true);
  expect(MIN_STRIDE).toBe(4);
  // Work that turns slow (a fresh table's pages, a cold process): the stride halves down to 4.
  const pace = new Pace();
  let now = 0;
  for (let i = 0; i < 20; i++) now += pace.next(now, Infinity) * 1e-6;
  expect(pace.stride).toBe(64);
  const after: number[] = [];
  for (let i = 0; i < 6; i++) {
    const last = pace.stride;
    now += last * 0.1;
    after.push(pace.next(now, Infinity));
  }
  expect(after).toEqual([32, 16, 8, 4, 4, 4]);
});

test('near the deadline: no more units than fit in the time left, at least one', () => {
  // A quarter of a millisecond a unit: the 4 units before the fifth read took 1 ms; with 0.5 ms left, 2 fit.
  const p = new Pace();
  let now = 0;
  for (const stride of [1, 2, 4, 4]) {
    expect(p.next(now, 100)).toBe(stride);
    now += stride * 0.25;
  }
  expect(p.next(now, 0.5)).toBe(2);
  expect(p.next(now + 0.5, 0.0001)).toBe(1);
  // After a reset, the first reads again.
  p.reset();
  expect([p.next(10, 100), p.next(10, 100), p.next(10, 100)]).toEqual([1, 2, 4]);
});

/**
 * Runs units of `msPerUnit` each under `pacedStop` until it says stop (at most `most` units): the units done before
 * each read of the clock, and the units done in all.
 */
function paced(msPerUnit: number, deadline: number, most = 10_000) {
  let time = 0;
  let units = 0;
  const reads: number[] = [];
  const stop = pacedStop(() => {
    reads.push(units);
    return time;
  }, deadline);
  while (units < most && !stop()) {
    units++;
    time += msPerUnit;
  }
  return { reads, units };
}

test('a paced stop reads the clock after 1, 2, 4 … units, as a pace says, and says stop at the deadline', () => {
  // Asked before the first unit too: a deadline already past does no unit.
  expect(paced(1, 0)).toEqual({ reads: [0], units: 0 });
  // A millisecond a unit: reads after 0, 1, 3, 7 units, then every 4, never past the deadline by a unit.
  const slow = paced(1, 50);
  expect(slow.reads.slice(0, 5)).toEqual([0, 1, 3, 7, 11]);
  expect(slow.units).toBe(50);
  for (let i = 4; i < slow.reads.length; i++)
    expect(slow.reads[i]! - slow.reads[i - 1]!).toBeLessThanOrEqual(MIN_STRIDE);
  // Fast units: never more than 64 apart; the deadline at most a stride late.
  const fast = paced(0.001, 20, 100_000);
  for (let i = 1; i < fast.reads.length; i++)
    expect(fast.reads[i]! - fast.reads[i - 1]!).toBeLessThanOrEqual(MAX_STRIDE);
  expect(fast.units).toBeGreaterThanOrEqual(20_000 - 1 - MAX_STRIDE);
  expect(fast.units).toBeLessThanOrEqual(20_000 + MAX_STRIDE);
});

test('a paced stop: a clock that gives NaN stops at once, one that stands still is read every 64 units', () => {
  expect(pacedStop(() => Number.NaN, 100)()).toBe(true);
  let reads = 0;
  const deadline = 10;
  const still = pacedStop(() => {
    reads++;
    return 0;
  }, deadline);
  for (let i = 0; i < 6400; i++) expect(still()).toBe(false);
  expect(reads).toBeGreaterThanOrEqual(100);
  expect(reads).toBeLessThan(110);
  // Once the deadline has come, it says so at every call, reading the clock each time.
  let time = 0;
  let after = 0;
  const end = 5;
  const done = pacedStop(() => {
    if (time >= end) after++;
    return time;
  }, end);
  while (!done()) time += 1;
  expect([done(), done()]).toEqual([true, true]);
  expect(after).toBe(3);
});
