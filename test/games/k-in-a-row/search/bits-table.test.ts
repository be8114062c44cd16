// The bitboards' transposition table of 8-byte entries: what it keeps, that its keys are exact (a key differing from a
// stored one in any single bit is not found), and that growing keeps its entries. A model of the table written here
// (its two-slot buckets and replacement rule) is checked against the table across its growth, for keys of every width
// the bitboards make: no high half (at most 4 columns), Connect Four's 23 bits, and the widest, 32.
import { describe, expect, it } from 'vitest';
import { BitsTable } from '../../../../src/games/k-in-a-row/search/bits-table.js';
import { EXACT, FIRST_ENTRIES, LOWER, UPPER } from '../../../../src/games/k-in-a-row/search/table.js';
import { UNIT } from '../../../../src/games/k-in-a-row/search/values.js';
import { Buckets, generator } from './buckets.js';

interface Entry {
  lo: number;
  hi: number;
  value: number;
  flag: number;
  move: number;
  work: number;
}

/** The high half of a random key of `span` bits. */
const high = (random: () => number, span: number): number => (span === 0 ? 0 : (random() >>> (32 - span)) | 0);

/** Says whether the table does not hold `entry` as it is. */
function differs(table: BitsTable, entry: Entry): boolean {
  const at = table.find(entry.lo, entry.hi);
  return at < 0 || table.value(at) !== entry.value || table.flag(at) !== entry.flag || table.move(at) !== entry.move;
}

describe('BitsTable', () => {
  it('starts at 1,024 entries, or as large as the widest keys need, and grows fourfold to its largest', () => {
    const sizes = (span: number): number[] => {
      const table = new BitsTable(1 << 20, 1, span);
      const seen = [table.mask + 1];
      while (table.room() !== Infinity) {
        table.grow();
        seen.push(table.mask + 1);
      }
      return seen;
    };
    expect(sizes(0)).toEqual([FIRST_ENTRIES, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20]);
    expect(sizes(23)).toEqual([FIRST_ENTRIES, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20]);
    // 32 − 18 + 32 key bits: the smallest table's buckets hold 18 of them.
    expect(sizes(32)).toEqual([1 << 19, 1 << 20]);
    // A table asked for fewer entries than its keys need has that many.
    expect(new BitsTable(2, 1, 0).mask + 1).toBe(4);
    expect(new BitsTable(1 << 10, 1, 32).mask + 1).toBe(1 << 19);
  });

  it('keeps the value in whole moves, the flag, the move and the empty cells, at their extremes', () => {
    const table = new BitsTable(1 << 10, 1, 23);
    const random = generator(5);
    for (const value of [-63, -57, -1, 0, 1, 42, 63])
      for (const flag of [EXACT, LOWER, UPPER])
        for (const move of [0, 3, 7])
          for (const work of [0, 63]) {
            const lo = random();
            const hi = high(random, 23);
            table.store(lo, hi, value * UNIT, flag, move, work);
            expect(differs(table, { lo, hi, value: value * UNIT, flag, move, work })).toBe(false);
          }
  });

  for (const span of [0, 5, 23, 24, 32]) {
    it(`finds no key but the stored one, in any bit of its ${32 + span} (before and after growing)`, () => {
      const table = new BitsTable(1 << 21, 1, span);
      const random = generator(span + 1);
      const stored: Entry[] = [];
      const used = new Set<number>();
      for (let i = 0; i < 40; i++) {
        // Each in a bucket of its own, in the smallest table and so in every larger one: none is written over.
        let lo = random();
        while (used.has(lo & (table.mask >>> 1))) lo = random();
        used.add(lo & (table.mask >>> 1));
        const entry = { lo, hi: high(random, span), value: ((i % 9) - 4) * UNIT, flag: EXACT, move: i % 8, work: 1 };
        table.store(entry.lo, entry.hi, entry.value, entry.flag, entry.move, entry.work);
        stored.push(entry);
      }
      const problems: string[] = [];
      const check = (): void => {
        for (const entry of stored) {
          if (differs(table, entry)) problems.push(`lost ${entry.lo} ${entry.hi}`);
          for (let bit = 0; bit < 32 + span; bit++) {
            const lo = bit < 32 ? entry.lo ^ (1 << bit) : entry.lo;
            const hi = bit < 32 ? entry.hi : entry.hi ^ (1 << (bit - 32));
            if (table.find(lo, hi) >= 0 && !stored.some((other) => other.lo === lo && other.hi === hi))
              problems.push(`${entry.lo} ${entry.hi} found with bit ${bit} flipped (${table.mask + 1} entries)`);
          }
        }
      };
      check();
      while (table.room() !== Infinity) {
        table.grow();
        check();
      }
      expect(problems.slice(0, 3)).toEqual([]);
    });

    it(`finds every entry its buckets keep, keys of ${32 + span} bits, before and after it grows`, () => {
      const largest = span === 32 ? 1 << 21 : 1 << 18;
      const table = new BitsTable(largest, 1, span);
      const random = generator(3 * span + 7);
      // The model of its buckets (see buckets.ts), under the table's mask as it grows.
      const buckets = new Buckets<Entry>((entry) => entry.lo & (table.mask >>> 1));
      const keys: [number, number][] = [];
      const problems: string[] = [];
      let checks = 0;
      let meetings = 0;
      // Enough writes to grow it to its largest (a growth each time it has had as many writes as entries), and more.
      let writes = 20_000;
      let growths = 0;
      for (let entries = table.mask + 1; entries < largest; entries *= 4, growths++) writes += entries;
      for (let i = 0; i < writes; i++) {
        // Some keys again, so that entries are also written over in place.
        const again = keys.length > 0 && i % 5 === 0;
        const [lo, hi] = again ? keys[(random() >>> 0) % keys.length]! : [random(), high(random, span)];
        if (!again) keys.push([lo, hi]);
        const entry = {
          lo,
          hi,
          value: (((random() >>> 0) % 127) - 63) * UNIT,
          flag: [EXACT, LOWER, UPPER][(random() >>> 0) % 3]!,
          move: (random() >>> 0) % 8,
          work: (random() >>> 0) % 64,
        };
        const held = again ? buckets.find(entry) : undefined;
        // Now and then the opposite bound of the entry held, of the same value.
        if (held && held.flag !== EXACT && i % 3 === 0) {
          Object.assign(entry, { value: held.value, flag: LOWER + UPPER - held.flag });
          meetings++;
        }
        table.store(lo, hi, entry.value, entry.flag, entry.move, entry.work);
        // Bounds that meet make the entry exact, with the lower bound's move.
        if (held && held.flag + entry.flag === LOWER + UPPER && held.value === entry.value)
          Object.assign(entry, { flag: EXACT, move: entry.flag === UPPER ? held.move : entry.move });
        buckets.place(entry);
        // Grown when full enough, as a search's meter does: the model keeps every entry.
        const grown = table.room() <= 0;
        if (grown) {
          table.grow();
          buckets.grow();
        }
        if (grown || i === writes - 1) {
          for (const slot of buckets.entries())
            if (differs(table, slot)) problems.push(`${i}: ${JSON.stringify(slot)}`);
          checks++;
        } else if (differs(table, entry)) problems.push(`${i}: ${JSON.stringify(entry)} just stored`);
      }
      expect(problems.slice(0, 3)).toEqual([]);
      expect(meetings).toBeGreaterThan(100);
      expect(table.mask + 1).toBe(largest);
      expect(checks).toBe(growths + 1);
    });
  }
});
