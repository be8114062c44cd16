// The transposition table: what it keeps, and that growing keeps it. A model of the table written
// here (the table's two-slot buckets and its replacement rule) is checked against the table after
// every store, across its growth from 1,024 entries to its largest.
import { describe, expect, it } from 'vitest';
import { EXACT, FIRST_ENTRIES, LOWER, Table, UPPER } from '../../../../src/games/k-in-a-row/search/table.js';
import { Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { resultBound } from '../../../../src/games/k-in-a-row/search/prove.js';
import { Search } from '../../../../src/games/k-in-a-row/search/search.js';
import { Buckets, generator } from './buckets.js';

interface Entry {
  lo: number;
  hi: number;
  value: number;
  depth: number;
  flag: number;
  move: number;
  work: number;
}

/** Says whether the table does not hold `entry` as it is. */
function differs(table: Table, entry: Entry): boolean {
  const at = table.find(entry.lo, entry.hi);
  return (
    at < 0 ||
    table.value(at) !== entry.value ||
    table.depth(at) !== entry.depth ||
    table.flag(at) !== entry.flag ||
    table.move(at) !== entry.move
  );
}

describe('Table', () => {
  it('starts small, is full enough to grow after as many writes as it has entries, and grows fourfold', () => {
    const table = new Table(1 << 16);
    expect([table.mask + 1, table.room()]).toEqual([FIRST_ENTRIES, FIRST_ENTRIES]);
    const random = generator(7);
    for (let i = 0; i < 1000; i++) table.store(random(), random(), i, 3, EXACT, i % 40, i % 50);
    expect(table.room()).toBe(FIRST_ENTRIES - 1000);
    const sizes = [table.mask + 1];
    while (table.room() !== Infinity) {
      table.grow();
      sizes.push(table.mask + 1);
    }
    expect(sizes).toEqual([1024, 4096, 16_384, 65_536]);
    expect(table.writes).toBe(1000);
    // A table no larger than its first size never has to grow.
    expect(new Table(1024).room()).toBe(Infinity);
  });

  it('with patience, is full enough to grow after that many writes per entry', () => {
    const table = new Table(1 << 16, 8);
    expect(table.room()).toBe(8 * FIRST_ENTRIES);
    const random = generator(3);
    for (let i = 0; i < 1000; i++) table.store(random(), random(), i, 3, EXACT, i % 40, i % 50);
    table.grow();
    expect([table.mask + 1, table.room()]).toEqual([4 * FIRST_ENTRIES, 32 * FIRST_ENTRIES]);
  });

  it('finds every entry its buckets keep, before and after it grows', () => {
    const table = new Table(1 << 18);
    const random = generator(11);
    // The model of its buckets (see buckets.ts), under the table's mask as it grows.
    const buckets = new Buckets<Entry>((entry) => entry.lo & table.mask & ~1);
    const keys: [number, number][] = [];
    const problems: string[] = [];
    let checks = 0;
    let meetings = 0;
    for (let i = 0; i < 100_000; i++) {
      // Some keys again, so that entries are also written over in place.
      const again = keys.length > 0 && i % 5 === 0;
      const [lo, hi] = again ? keys[(random() >>> 0) % keys.length]! : [random(), random()];
      if (!again) keys.push([lo, hi]);
      const entry = {
        lo,
        hi,
        value: random() % 1_000_000,
        depth: (random() >>> 0) % 256,
        flag: [EXACT, LOWER, UPPER][(random() >>> 0) % 3]!,
        move: ((random() >>> 0) % 400) - 1,
        work: (random() >>> 0) % 512,
      };
      const held = again ? buckets.find(entry) : undefined;
      // Now and then the opposite bound of the entry held: the same value at the same depth.
      if (held && held.flag !== EXACT && i % 3 === 0) {
        Object.assign(entry, { value: held.value, depth: held.depth, flag: LOWER + UPPER - held.flag });
        meetings++;
      }
      table.store(lo, hi, entry.value, entry.depth, entry.flag, entry.move, entry.work);
      // Bounds that meet make the entry exact, with the lower bound's move.
      if (held && held.flag + entry.flag === LOWER + UPPER && held.value === entry.value && held.depth === entry.depth)
        Object.assign(entry, { flag: EXACT, move: entry.flag === UPPER ? held.move : entry.move });
      buckets.place(entry);
      // Grown when full enough, as a search's meter does: the model keeps every entry.
      const grown = table.room() <= 0;
      if (grown) {
        table.grow();
        buckets.grow();
      }
      if (grown || i === 99_999) {
        for (const slot of buckets.entries()) if (differs(table, slot)) problems.push(`${i}: ${JSON.stringify(slot)}`);
        checks++;
      } else if (differs(table, entry)) problems.push(`${i}: ${JSON.stringify(entry)} just stored`);
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect(meetings).toBeGreaterThan(1000);
    expect(checks).toBe(5); // grown four times, 1,024 → 4,096 → 16,384 → 65,536 → 262,144 (its largest), and the end
    expect(table.mask + 1).toBe(1 << 18);
  });
});

describe('bounds that meet', () => {
  // A draw's result takes two null windows: not a win (at most 0), then not a loss (at least 0). On the board search's
  // table and on the bitboards' (four in a row with gravity), the two bounds make the entry exact.
  it.each([
    { rules: { rows: 5, columns: 5, inARow: 4, gravity: false, misere: false }, moves: [12, 6, 8, 16, 18] },
    { rules: { rows: 4, columns: 5, inARow: 4, gravity: true, misere: false }, moves: [17, 18] },
  ])(
    "make a move's result exact: proving it again takes one look per window ($rules.rows×$rules.columns)",
    ({ rules, moves }) => {
      const search = new Search(new Shape(rules), new Table(1 << 20));
      for (const cell of moves) search.board.play(cell);
      const budget = { nodes: Infinity, deadline: Infinity, now: () => 0 };
      const size = rules.rows * rules.columns;
      const legal = [...Array(size).keys()].filter((cell) => search.board.playable(cell));
      const results = (): number[] =>
        legal.map((cell) => {
          search.board.play(cell);
          const result = resultBound(search, budget);
          search.board.undo(cell);
          return Math.sign(result);
        });
      const first = results();
      expect(first.filter((result) => result === 0).length).toBeGreaterThan(0);
      const before = search.nodes;
      expect(results()).toEqual(first);
      // One look per window: a win's lower bound answers the first; a loss's upper bound, and a draw's exact entry,
      // both (without it, the draw's second window leaves a lower bound that the first cannot use).
      expect(search.nodes - before).toBeLessThanOrEqual(legal.length + first.filter((r) => r <= 0).length);
    },
  );
});
