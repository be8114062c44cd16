// The Keeper: made at the first take, the same thing lent again once given back, a new one (not kept)
// to whoever asks while it is lent.
import { describe, expect, it } from 'vitest';
import { Keeper } from '../../src/core/keeper.js';

describe('Keeper', () => {
  it('makes nothing before the first take, then lends the same thing each time it is given back', () => {
    let made = 0;
    const keeper = new Keeper(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = keeper.take();
    expect(first.value).toEqual({ n: 1 });
    first.release();
    const again = keeper.take();
    expect(again.value).toBe(first.value);
    expect(made).toBe(1);
  });

  it('gives a new one to a caller who asks while it is lent, and keeps only its own', () => {
    let made = 0;
    const keeper = new Keeper(() => ({ n: ++made }));
    const held = keeper.take();
    const other = keeper.take();
    expect(other.value).not.toBe(held.value);
    // Giving back the new one frees nothing: the kept one is still lent.
    other.release();
    expect(keeper.take().value).toEqual({ n: 3 });
    held.release();
    expect(keeper.take().value).toBe(held.value);
    expect(made).toBe(3);
  });
});
