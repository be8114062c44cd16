// Level 6's book on 3 × 3 (src/games/k-in-a-row/ai/classic-book.ts) is the planner's own choices, and this test
// makes it: the book holds, up to symmetry, every position where level 6 is to move in a game it plays from the empty
// board against any replies, in both variants and as either mark. Level 6 must choose exactly as a planner without
// the book at every position in progress reachable in play (from the book where it holds the position, by planning
// elsewhere), and the book's text must be the one written from the planner's choices. When they change,
// `npx vitest run test/games/k-in-a-row/ai/plan-book.test.ts -u` writes it again (the flag last: it takes a value), and
// a second run checks it (the first still held the old book).
import { describe, expect, it } from 'vitest';
import { toBase64url } from '../../../../src/core/base64url.js';
import { modelOf, Planner } from '../../../../src/games/k-in-a-row/ai/opponent.js';
import { bookChoice } from '../../../../src/games/k-in-a-row/ai/plan-book.js';
import { Searcher } from '../../../../src/games/k-in-a-row/ai/searcher.js';
import { canonicalForm, canonicalKey, transformMask } from '../../../../src/games/k-in-a-row/analysis/symmetry.js';

const LINES = [0b111, 0b111000, 0b111000000, 0b1001001, 0b10010010, 0b100100100, 0b100010001, 0b1010100];
const hasLine = (marks: number): boolean => LINES.some((line) => (marks & line) === line);
const count = (marks: number): number => [...marks.toString(2)].filter((bit) => bit === '1').length;

/** Every position in progress reachable in play from the empty board, as `[x, o]`, once each. */
function positions(): [number, number][] {
  const seen = new Set<number>();
  const found: [number, number][] = [];
  const walk = (x: number, o: number): void => {
    if (seen.has(x * 512 + o) || hasLine(x) || hasLine(o) || count(x | o) === 9) return;
    seen.add(x * 512 + o);
    found.push([x, o]);
    const xToMove = count(x) === count(o);
    for (let cell = 0; cell < 9; cell++)
      if (!(((x | o) >>> cell) & 1)) xToMove ? walk(x | (1 << cell), o) : walk(x, o | (1 << cell));
  };
  walk(0, 0);
  return found;
}

/** Planners of both marks against the default model in a variant, with or without the book. */
function planners(misere: boolean, book: boolean): Planner[] {
  const searcher = new Searcher(misere);
  return [0, 1].map((ai) => new Planner(searcher, modelOf('robust')!, ai as 0 | 1, book));
}

/** Every position where level 6 is to move in its games from the empty board, as either mark: `[x, o, choice]`. */
function ownGames(misere: boolean): [number, number, number][] {
  const plan = planners(misere, false);
  const found: [number, number, number][] = [];
  for (const side of [0, 1]) {
    const seen = new Set<number>();
    const walk = (x: number, o: number): void => {
      const n = count(x | o);
      if (seen.has(x * 512 + o) || hasLine(x) || hasLine(o) || n === 9) return;
      seen.add(x * 512 + o);
      const moves = (n & 1) === side ? plan[side]!.choose(x, o) : ~(x | o) & 511;
      if ((n & 1) === side) found.push([x, o, moves]);
      for (let cell = 0; cell < 9; cell++)
        if ((moves >>> cell) & 1) n & 1 ? walk(x, o | (1 << cell)) : walk(x | (1 << cell), o);
    };
    walk(0, 0);
  }
  return found;
}

/** A variant's book as its reader expects it (see `readBook` in plan-book.ts). */
function encode(misere: boolean): string {
  const byKey = new Map<number, number>();
  for (const [x, o, mask] of ownGames(misere)) {
    const form = canonicalForm(x, o);
    const key = form >>> 3;
    const stored = transformMask(mask, form & 7);
    // Positions that are images of each other get images of each other's choice.
    expect(byKey.get(key) ?? stored).toBe(stored);
    byKey.set(key, stored);
  }
  const bytes: number[] = [];
  let previous = -1;
  for (const [key, mask] of [...byKey].sort(([a], [b]) => a - b)) {
    let entry = (key - previous - 1) * 512 + mask;
    previous = key;
    for (; entry >= 128; entry >>>= 7) bytes.push((entry & 127) | 128);
    bytes.push(entry);
  }
  return toBase64url(Uint8Array.from(bytes));
}

/** A string as Biome writes it in the book's file: lines of 100 characters joined by `+`. */
const literal = (text: string): string =>
  (text.match(/.{1,100}/g) ?? ['']).map((line, i) => `${i ? '    ' : '  '}'${line}'`).join(' +\n');

describe("level 6's 3 × 3 book", () => {
  it('chooses as the planner at every position in progress, in both variants, from the book where it holds it', () => {
    for (const misere of [false, true]) {
      const [live, booked] = [planners(misere, false), planners(misere, true)];
      const all = positions();
      expect(all.length).toBe(4520);
      const wrong = all.filter(([x, o]) => {
        const mover = count(x | o) & 1;
        return booked[mover]!.choose(x, o) !== live[mover]!.choose(x, o);
      });
      expect(wrong).toEqual([]);
      // The book holds what level 6 meets in its own games, and nothing else, and answers there as the planner.
      const own = new Set(ownGames(misere).map(([x, o]) => canonicalKey(x, o)));
      const misread = all.filter(([x, o]) => {
        const booked = bookChoice(misere, x, o);
        return booked !== 0 && booked !== live[count(x | o) & 1]!.choose(x, o);
      });
      expect(misread).toEqual([]);
      expect(all.filter(([x, o]) => (bookChoice(misere, x, o) !== 0) !== own.has(canonicalKey(x, o)))).toEqual([]);
      expect(own.size).toBeGreaterThan(200);
    }
  });

  it('is the text written from the planner', async () => {
    const file = [
      '/**',
      " * Level 6's choices on 3 × 3 against its default opponent model, made from the planner's own by",
      ' * test/games/k-in-a-row/ai/plan-book.test.ts (do not edit: `npx vitest run <that test> -u` writes it again).',
      ' * See plan-book.ts for how it is read.',
      ' *',
      ' * @packageDocumentation',
      ' */',
      '',
      '/** The book of the standard game, then of misère: base64url bytes, read by `readBook` in plan-book.ts. */',
      'export const CLASSIC_BOOK = [',
      `${literal(encode(false))},`,
      `${literal(encode(true))},`,
      '] as const;',
      '',
    ].join('\n');
    await expect(file).toMatchFileSnapshot('../../../../src/games/k-in-a-row/ai/classic-book.ts');
  });
});
