// Bit counting (src/core/bits.ts) against a count of the bits one by one, over 32-bit words of both signs.
import { fc, test as prop } from '@fast-check/vitest';
import { expect, test } from 'vitest';
import { popcount } from '../../src/core/bits.js';

const slowCount = (word: number): number => {
  let n = 0;
  for (let bit = 0; bit < 32; bit++) n += (word >>> bit) & 1;
  return n;
};

prop.prop([fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })], { numRuns: 2000 })(
  'popcount counts the set bits of any 32-bit word',
  (word) => {
    expect(popcount(word)).toBe(slowCount(word));
  },
);

test('popcount at the edges: no bit, every bit, each bit alone', () => {
  expect([popcount(0), popcount(-1), popcount(0x7fffffff), popcount(0x80000000 | 0)]).toEqual([0, 32, 31, 1]);
  for (let bit = 0; bit < 32; bit++) expect(popcount(1 << bit)).toBe(1);
});
