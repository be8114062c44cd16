// When a search reads its clock (src/core/pace.ts): after 1, 2, 4 … units of work, then as the time
// per unit allows, never more than 64 units apart, never fewer than 4 once started, and never
// so many that the next read would come long after the deadline.
import { expect, test } from 'vitest';
import { MAX_STRIDE, MIN_STRIDE, Pace } from '../../src/core/pace.js';

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
