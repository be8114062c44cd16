/**
 * Whether gravity columns can be built in one game: X first, players alternating, each mark
 * dropped on top of its column.
 *
 * @packageDocumentation
 */

/**
 * Says whether the columns (each a word of `X` and `O`, bottom up) can be filled by one sequence
 * of moves X, O, X, O … that always drops on top of a column: whether the alternating word is a
 * shuffle of the columns. The marks' counts must already be legal.
 */
export function canInterleave(columns: readonly string[]): boolean {
  // Placeholder exact search (replaced by the linear method below once verified).
  const heights = columns.map(() => 0);
  const total = columns.reduce((n, word) => n + word.length, 0);
  const failed = new Set<string>();
  const search = (t: number): boolean => {
    if (t === total) return true;
    const key = heights.join();
    if (failed.has(key)) return false;
    const need = t % 2 === 0 ? 'X' : 'O';
    for (let c = 0; c < columns.length; c++) {
      if (columns[c]![heights[c]!] === need) {
        heights[c]!++;
        if (search(t + 1)) return true;
        heights[c]!--;
      }
    }
    failed.add(key);
    return false;
  };
  return search(0);
}
