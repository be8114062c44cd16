// Typed arrays carved from shared buffers (src/games/k-in-a-row/search/slab.ts): each of the kind and length asked,
// zeroed, aligned, and none overlapping another, whatever the order and the sizes asked.
import { fc, test as prop } from '@fast-check/vitest';
import { expect, test } from 'vitest';
import { SLAB_BYTES, Slab } from '../../../../src/games/k-in-a-row/search/slab.js';

const KINDS = ['int8', 'uint8', 'int16', 'int32'] as const;
const TYPES = { int8: Int8Array, uint8: Uint8Array, int16: Int16Array, int32: Int32Array };

prop.prop([
  fc.array(fc.tuple(fc.constantFrom(...KINDS), fc.oneof(fc.nat(40), fc.nat(SLAB_BYTES / 2))), { maxLength: 60 }),
])('arrays of the kind and length asked, zeroed, aligned, none overlapping another', (asks) => {
  const slab = new Slab();
  const arrays = asks.map(([kind, length]) => slab[kind](length));
  arrays.forEach((array, i) => {
    const [kind, length] = asks[i]!;
    expect(array).toBeInstanceOf(TYPES[kind]);
    expect(array.length).toBe(length);
    expect(array.byteOffset % 8).toBe(0);
    expect(array.every((value) => value === 0)).toBe(true);
    // Each array filled with its own number: a later one that overlapped it would change it.
    array.fill(i + 1);
  });
  arrays.forEach((array, i) => {
    expect(array.every((value) => value === i + 1)).toBe(true);
  });
});

test('small arrays share a buffer; a large one gets its own', () => {
  const slab = new Slab();
  const a = slab.int32(10);
  const b = slab.int8(3);
  expect(b.buffer).toBe(a.buffer);
  expect(b.byteOffset).toBe(40);
  const large = slab.int16(SLAB_BYTES);
  expect(large.buffer).not.toBe(a.buffer);
  expect(large.buffer.byteLength).toBe(SLAB_BYTES * 2);
  // A buffer that has no room left for the next array: a new one.
  const fill = slab.uint8(SLAB_BYTES / 4);
  expect(fill.buffer).toBe(a.buffer);
  let next = slab.int32(SLAB_BYTES / 16);
  while (next.buffer === a.buffer) next = slab.int32(SLAB_BYTES / 16);
  expect(next.byteOffset).toBe(0);
});
