// The Keeper: made at the first take, the same thing lent again once given back, a new one to whoever asks while
// every kept one is lent (kept only while fewer than `most` were made), each loan given back once.
import { describe, expect, it } from 'vitest';
import { Keeper } from '../../src/core/keeper.js';

/** A keeper of numbered objects, and how many it has made. */
function counting(most?: number): { keeper: Keeper<{ n: number }>; made: () => number } {
  let made = 0;
  return { keeper: new Keeper(() => ({ n: ++made }), most), made: () => made };
}

describe('Keeper', () => {
  it('makes nothing before the first take, then lends the same thing each time it is given back', () => {
    const { keeper, made } = counting();
    expect(made()).toBe(0);
    const first = keeper.take();
    expect(first.value).toEqual({ n: 1 });
    first.release();
    const again = keeper.take();
    expect(again.value).toBe(first.value);
    expect(made()).toBe(1);
  });

  it('gives a new one to a caller who asks while it is lent, and keeps only its own', () => {
    const { keeper, made } = counting();
    const held = keeper.take();
    const other = keeper.take();
    expect(other.value).not.toBe(held.value);
    // Giving back the new one frees nothing: the kept one is still lent.
    other.release();
    expect(keeper.take().value).toEqual({ n: 3 });
    held.release();
    expect(keeper.take().value).toBe(held.value);
    expect(made()).toBe(3);
  });

  it('keeps up to `most`, each lent to one caller at a time', () => {
    const { keeper, made } = counting(2);
    const [a, b, c] = [keeper.take(), keeper.take(), keeper.take()];
    expect(new Set([a.value, b.value, c.value]).size).toBe(3);
    for (const loan of [a, b, c]) loan.release();
    // Two were kept (the third was not), and each is lent to one caller.
    const [d, e, f] = [keeper.take(), keeper.take(), keeper.take()];
    expect(new Set([d.value, e.value])).toEqual(new Set([a.value, b.value]));
    expect(f.value).toEqual({ n: 4 });
    expect(made()).toBe(4);
  });

  it('takes a loan back once: a second release does not free what another caller holds', () => {
    const { keeper } = counting();
    const first = keeper.take();
    first.release();
    const second = keeper.take();
    expect(second.value).toBe(first.value);
    first.release();
    // Still lent to the second caller: a third gets a new one.
    expect(keeper.take().value).not.toBe(first.value);
  });

  it('runs `prepare` on the thing lent, and takes it back when `prepare` throws', () => {
    const { keeper } = counting();
    const seen: number[] = [];
    const loan = keeper.take((value) => seen.push(value.n));
    expect(seen).toEqual([1]);
    loan.release();
    expect(() =>
      keeper.take(() => {
        throw new Error('no room');
      }),
    ).toThrow('no room');
    // Given back: the next caller gets the kept one.
    expect(keeper.take().value).toBe(loan.value);
  });
});
