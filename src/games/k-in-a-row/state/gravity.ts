/**
 * Whether gravity columns can be built in one game: X first, players alternating, each mark
 * dropped on top of its column.
 *
 * @packageDocumentation
 */

/**
 * The most search steps {@link canInterleave} takes. Positions of real games are decided in a few
 * steps (a game's own order is found at once); only contrived columns come near it.
 */
export const ORDER_SEARCH_STEPS = 20_000;

/**
 * Says whether the columns (each a word of `X` and `O`, bottom up) can be filled by one sequence
 * of moves X, O, X, O … that always drops on top of a column: whether the alternating word is a
 * shuffle of the columns.
 *
 * A depth-first search over how far each column is built, which
 * - tries only the columns whose next mark is the one to play, one column of each remaining word
 *   (two columns with the same marks left are interchangeable), and not a column whose remaining
 *   word begins another one's (the longer one can always go first);
 * - tries first the column whose next mark has the least room: each mark has a latest time (its
 *   column's marks above it still need their own times before the end, each of its color's
 *   parity) and an earliest one (the marks below it first);
 * - ends a branch where a remaining mark cannot fit between its earliest and latest time;
 * - remembers the sets of remaining words it has seen fail.
 *
 * The question is NP-complete in general (3-partition reduces to it: one long column of X^4B O^4B
 * cycles, one column O^4a X^4a per item), so no fast rule decides every case. After
 * {@link ORDER_SEARCH_STEPS} steps without an answer the search answers `true`: the check never
 * takes unbounded time, and a position it cannot decide is taken as it is given (an import that it
 * accepts plays by the rules from there on). The marks' counts must already be legal.
 */
export function canInterleave(columns: readonly string[]): boolean {
  const total = columns.reduce((n, word) => n + word.length, 0);
  // latest[c][i]: the latest time the i-th mark of column c can take (its parity is its color:
  // X at even times, O at odd ones), counting back from the last time, total − 1.
  const latest = columns.map((word) => {
    const times: number[] = [];
    for (let i = word.length - 1, t = total; i >= 0; i--) {
      t -= 1;
      if ((t & 1) !== (word[i] === 'X' ? 0 : 1)) t -= 1;
      times[i] = t;
    }
    return times;
  });
  const heights = columns.map(() => 0);
  const failed = new Set<string>();
  let steps = 0;
  /**
   * Says whether every remaining mark still fits between its earliest time (the marks below it first) and its latest.
   */
  const fits = (time: number): boolean =>
    columns.every((word, c) => {
      for (let i = heights[c]!, t = time - 1; i < word.length; i++) {
        t += 1;
        if ((t & 1) !== (word[i] === 'X' ? 0 : 1)) t += 1;
        if (t > latest[c]![i]!) return false;
      }
      return true;
    });
  const search = (time: number): boolean => {
    if (time === total) return true;
    if (++steps > ORDER_SEARCH_STEPS) return true;
    const key = columns
      .map((word, c) => word.slice(heights[c]))
      .sort()
      .join('/');
    if (failed.has(key) || !fits(time)) {
      failed.add(key);
      return false;
    }
    const need = time % 2 === 0 ? 'X' : 'O';
    const rests = new Map<string, number>();
    columns.forEach((word, c) => {
      const rest = word.slice(heights[c]);
      if (rest[0] === need && !rests.has(rest)) rests.set(rest, c);
    });
    // A column whose remaining word begins another's is never needed first: swapping the two
    // columns' times from here on turns any order that takes it first into one that takes the
    // other (the marks they share have the same colors).
    const candidates = [...rests]
      .filter(([rest]) => ![...rests.keys()].some((other) => other.length > rest.length && other.startsWith(rest)))
      .map(([, c]) => c);
    candidates.sort((a, b) => latest[a]![heights[a]!]! - latest[b]![heights[b]!]!);
    for (const c of candidates) {
      heights[c]! += 1;
      const found = search(time + 1);
      heights[c]! -= 1;
      if (found) return true;
    }
    failed.add(key);
    return false;
  };
  return search(0);
}
