// Choices at the root within a time: depth 1 values moves by static scores, with no search that would look at the
// clock, so it looks between moves itself; a call with no time left values the first move of the order only.
import { expect, test } from 'vitest';
import { Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { deepen, scoreMoves } from '../../../../src/games/k-in-a-row/search/root.js';
import { Search } from '../../../../src/games/k-in-a-row/search/search.js';
import { Table } from '../../../../src/games/k-in-a-row/search/table.js';

const search = new Search(
  new Shape({ rows: 15, columns: 15, inARow: 5, gravity: false, misere: false }),
  new Table(1 << 16),
);
for (const cell of [112, 113, 97, 128]) search.board.play(cell);
const order = new Int16Array(search.shape.size);
const count = search.orderedMoves(order, -1, true);
const spent = { nodes: Infinity, deadline: 0, now: () => 1 };
const unlimited = { nodes: Infinity, deadline: Infinity, now: () => 0 };

test('depth 1 with no time left values the first move of the order only; with time, every move', () => {
  expect(count).toBeGreaterThan(20);
  expect(scoreMoves(search, 1, spent, true).map(({ cell }) => cell)).toEqual([order[0]]);
  expect(scoreMoves(search, 1, unlimited, true)).toHaveLength(count);
});

test('deepening with no time left answers the first move of the order, no depth searched', () => {
  expect(deepen(search, spent, 4, true)).toMatchObject({ cell: order[0], depth: 0 });
  expect(deepen(search, { ...unlimited, nodes: search.nodes + 5000 }, 2, true).depth).toBeGreaterThan(0);
});
