// The search's own mechanisms that no proof's value shows: a proof is right with them or without,
// so these check that they act.
import { expect, test } from 'vitest';
import { Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { INFINITE, OUT_OF_BUDGET, Search } from '../../../../src/games/k-in-a-row/search/search.js';
import { PROVEN, Table } from '../../../../src/games/k-in-a-row/search/table.js';

test.each([
  ['on bitboards', true],
  ['on its own board', false],
])(
  'a move whose position the table refutes cuts the node at once (an enhanced transposition cutoff), %s',
  (_, bits) => {
    const search = new Search(
      new Shape({ rows: 4, columns: 4, inARow: 4, gravity: true, misere: false }),
      new Table(1 << 16),
      bits,
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
  },
);

test.each([
  ['on bitboards', true],
  ['on its own board', false],
])('claim even proves a draw at once where it holds, %s', (_, bits) => {
  // Four rows, three columns, four in a row: lines run up the columns only. Answering each move on top of it, the
  // second player takes the 2nd and 4th cell of every column, so the first completes none: a draw at best for the
  // player to move, in one node.
  const search = new Search(
    new Shape({ rows: 4, columns: 3, inARow: 4, gravity: true, misere: false }),
    new Table(1 << 16),
    bits,
  );
  expect(search.run(PROVEN, 0, 1)).toBeLessThanOrEqual(0);
  expect(search.nodes).toBe(1);
});

test.each([
  ['with no time limit', Infinity, 1 << 16],
  ['within a time limit', 1e12, 1 << 16],
  // The board's table at its largest from the start: only the bitboards' can grow (to twice its entries).
  ['with no time limit, the board table at its largest', Infinity, 1024],
  ['within a time limit, the board table at its largest', 1e12, 1024],
])('a proof on bitboards grows their table as it fills it, %s', (_, deadline, entries) => {
  // Connect Four after 444444 (3 million positions to prove): the proof runs on bitboards, whose table starts at 1,024
  // entries and must grow, a table of 8 writes an entry waiting for them. The board's table is not written.
  const search = new Search(
    new Shape({ rows: 6, columns: 7, inARow: 4, gravity: true, misere: false }),
    new Table(entries, 8),
  );
  for (const cell of [38, 31, 24, 17, 10, 3]) search.board.play(cell);
  const budget = { nodes: 200_000, deadline, now: () => 0 };
  let thrown: unknown;
  try {
    search.run(PROVEN, -INFINITE, INFINITE, budget);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBe(OUT_OF_BUDGET);
  expect(search.table.writes).toBe(0);
  expect(search.held()).toBe(Math.min(2 * entries, 1 << 14));
});
