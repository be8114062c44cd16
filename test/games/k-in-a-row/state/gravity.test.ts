// The move-order search of gravity positions, against a plain search written here from the
// definition (an alternating X, O, X … word that is a shuffle of the columns), on every set of
// columns of small boards, and on positions found hard by a wider search.
import { describe, expect, it } from 'vitest';
import { canInterleave } from '../../../../src/games/k-in-a-row/state/gravity.js';

/** Whether X, O, X … is a shuffle of the columns: a memoized search over how far each column is used. */
function oracle(columns: string[]): boolean {
  const total = columns.reduce((n, w) => n + w.length, 0);
  const dead = new Set<string>();
  const go = (used: number[], time: number): boolean => {
    if (time === total) return true;
    const key = used.join();
    if (dead.has(key)) return false;
    const need = time % 2 ? 'O' : 'X';
    for (let c = 0; c < columns.length; c++) {
      if (columns[c]![used[c]!] !== need) continue;
      const next = used.slice();
      next[c]!++;
      if (go(next, time + 1)) return true;
    }
    dead.add(key);
    return false;
  };
  return go(
    columns.map(() => 0),
    0,
  );
}

/** Every word of X and O of length 0 to `max`. */
function words(max: number): string[] {
  const all = [''];
  for (let i = 0; i < all.length; i++) if (all[i]!.length < max) all.push(`${all[i]}X`, `${all[i]}O`);
  return all;
}

describe('canInterleave', () => {
  it('agrees with the plain search on every set of columns of 3 × 4 and 4 × 3 boards with legal counts', () => {
    let checked = 0;
    for (const [count, height] of [
      [3, 4],
      [4, 3],
    ] as const) {
      const all = words(height);
      const choose = (prefix: string[]): void => {
        if (prefix.length === count) {
          const marks = prefix.join('');
          const x = [...marks].filter((m) => m === 'X').length;
          if (x !== marks.length - x && x !== marks.length - x + 1) return;
          checked++;
          if (canInterleave(prefix) !== oracle(prefix)) throw new Error(`disagree on ${JSON.stringify(prefix)}`);
          return;
        }
        for (const word of all) choose([...prefix, word]);
      };
      choose([]);
    }
    expect(checked).toBe(20_391);
  });

  it('decides positions that a wider search found hard', () => {
    // A full Connect Four board's columns that no game can build, and an 8 × 8 one that one can.
    expect(canInterleave(['XOXOXO', 'XXOOXO', 'XXXXOO', 'OOXOXO', 'XXXXOO', 'XOXOXO', 'XOOOXO'])).toBe(false);
    expect(oracle(['XOXOXO', 'XXOOXO', 'XXXXOO', 'OOXOXO', 'XXXXOO', 'XOXOXO', 'XOOOXO'])).toBe(false);
    expect(
      canInterleave(['XXXOXOOO', 'XOXXXOO', 'XOXOXOXX', 'OOOXOXOX', 'XOXOXOXO', 'XXXXOOOO', 'XXXOOOXO', 'XOXOXOXO']),
    ).toBe(true);
    expect(canInterleave(['XXOO'])).toBe(false);
    expect(canInterleave(['XX', 'O'])).toBe(true);
    expect(canInterleave([])).toBe(true);
  });
});
