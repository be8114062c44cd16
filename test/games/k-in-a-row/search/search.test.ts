// The search's own mechanisms that no proof's value shows: a proof is right with them or without,
// so these check that they act.
import { expect, test } from 'vitest';
import { Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { INFINITE, Search } from '../../../../src/games/k-in-a-row/search/search.js';
import { PROVEN, Table } from '../../../../src/games/k-in-a-row/search/table.js';

test('a move whose position the table refutes cuts the node at once (an enhanced transposition cutoff)', () => {
  const search = new Search(
    new Shape({ rows: 4, columns: 4, inARow: 3, gravity: true, misere: false }),
    new Table(1 << 16),
  );
  const { board } = search;
  // Two marks on the bottom row; every move's position is then proven exactly, and stored.
  for (const cell of [13, 14]) board.play(cell);
  let best = -INFINITE;
  for (let col = 0; col < 4; col++) {
    const cell = board.top(col);
    if (cell >= 0)
      best = Math.max(
        best,
        search.moveValue(cell, () => search.run(PROVEN, -INFINITE, INFINITE)),
      );
  }
  // The position itself is not in the table: one node, its cutoff found among its moves' entries.
  const before = search.nodes;
  expect(search.run(PROVEN, best - 1, best)).toBeGreaterThanOrEqual(best);
  expect(search.nodes - before).toBe(1);
});
