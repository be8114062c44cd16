// The search's proofs against an independent oracle: plain minimax over every position reachable
// in play, written here from the rules (nothing shared with src/), on small shapes in both variants
// (on 4 × 4 with three in a row, one position of each symmetric set).
// At every position, the proven result, its exact distance and the set of moves that keep it must
// be the oracle's.
import { describe, expect, test } from 'vitest';
import { Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { prove } from '../../../../src/games/k-in-a-row/search/prove.js';
import { INFINITE, Search, UNIT } from '../../../../src/games/k-in-a-row/search/search.js';
import { PROVEN, Table } from '../../../../src/games/k-in-a-row/search/table.js';
import { oracle, type Rules } from './oracle.js';

/**
 * Calls `visit` at every open position reachable in play from the empty board, once each by `key` (the board's
 * text by default), with the oracle's board and `search`'s board holding it.
 */
function eachPosition(
  truth: ReturnType<typeof oracle>,
  search: Search,
  visit: (marks: number) => void,
  key: () => string | number = () => truth.board.join(''),
): void {
  const seen = new Set<string | number>();
  const walk = (marks: number): void => {
    const at = key();
    if (seen.has(at)) return;
    seen.add(at);
    visit(marks);
    for (let cell = 0; cell < truth.size; cell++) {
      if (!truth.legal(cell)) continue;
      const mark = (marks % 2) + 1;
      const over = truth.completes(cell, mark) || marks + 1 === truth.size;
      truth.board[cell] = mark;
      search.board.play(cell);
      if (!over) walk(marks + 1);
      search.board.undo(cell);
      truth.board[cell] = 0;
    }
  };
  walk(0);
}

/**
 * Walks every position reachable in play (with `symmetric`, one of each set of positions the
 * board's symmetries map onto each other) and checks the proof at each: the result and its exact
 * distance, and with `moves` the set of moves that keep them. `quick`: the nodes the proof may
 * spend on a short end first (0: none, as `solveAsync`'s slices; by default the AI's). With `distance` false (and
 * `quick` 0), the result alone: no value but a draw's, and the moves that keep the result.
 */
function check(rules: Rules, moves: boolean, symmetric = false, quick?: number, distance = true): number {
  const truth = oracle(rules);
  const search = new Search(new Shape(rules), new Table(1 << (symmetric ? 20 : 16)));
  const budget = { nodes: Infinity, deadline: Infinity, now: () => 0 };
  let positions = 0;
  eachPosition(
    truth,
    search,
    (marks) => {
      positions++;
      const exact = truth.value(marks);
      const proof = prove(search, budget, distance, moves, quick);
      // Without the distance, a short end found first still gives it (when short ends are looked for).
      const expected = distance || exact === 0 || (quick !== 0 && proof.value !== null) ? exact : null;
      const best: number[] = [];
      const keeps = (value: number): boolean => (distance ? value === exact : Math.sign(value) === Math.sign(exact));
      if (moves)
        for (let cell = 0; cell < truth.size; cell++)
          if (truth.legal(cell) && ((!distance && exact < 0) || keeps(truth.moveValue(cell, marks)))) best.push(cell);
      const got = {
        result: proof.result,
        value: proof.value === null ? null : proof.value / UNIT,
        best: [...proof.best].sort((a, b) => a - b),
      };
      if (got.result !== Math.sign(exact) || got.value !== expected || got.best.join() !== best.join()) {
        const board = truth.board.join('');
        expect({ board, ...got }).toEqual({ board, result: Math.sign(exact), value: expected, best });
      }
    },
    symmetric ? truth.key : undefined,
  );
  return positions;
}

describe('proofs agree with plain minimax at every position reachable in play', () => {
  // The moves that keep the value are checked where the board is small; the value everywhere.
  test.each([
    { rows: 3, columns: 3, inARow: 3, gravity: false, moves: true },
    { rows: 3, columns: 4, inARow: 3, gravity: false, moves: false },
    { rows: 4, columns: 3, inARow: 3, gravity: false, moves: false },
    { rows: 4, columns: 4, inARow: 3, gravity: true, moves: true },
    { rows: 4, columns: 4, inARow: 4, gravity: true, moves: false },
    { rows: 2, columns: 5, inARow: 3, gravity: false, moves: true },
    { rows: 3, columns: 5, inARow: 3, gravity: true, moves: false },
    { rows: 2, columns: 6, inARow: 3, gravity: true, moves: false },
    // Four in a row with gravity, on bitboards: columns of 7 rows, boards of 8 columns and of 1, 2 and 3.
    { rows: 7, columns: 2, inARow: 4, gravity: true, moves: true },
    { rows: 1, columns: 8, inARow: 4, gravity: true, moves: true },
    { rows: 4, columns: 3, inARow: 4, gravity: true, moves: true },
    { rows: 3, columns: 4, inARow: 4, gravity: true, moves: true },
    { rows: 2, columns: 6, inARow: 4, gravity: true, moves: true },
  ])('$rows×$columns, $inARow in a row, gravity $gravity, both variants (moves too: $moves)', ({ moves, ...shape }) => {
    for (const misere of [false, true]) expect(check({ ...shape, misere }, moves)).toBeGreaterThan(500);
  });

  // With no short end looked for first, every distance comes from the binary search on the end
  // (a short end answers most of these positions otherwise); more shapes, some of one-mark or
  // two-mark lines, where the game can also end on a full board.
  test.each([
    { rows: 3, columns: 3, inARow: 3, gravity: false, moves: true },
    { rows: 4, columns: 4, inARow: 3, gravity: true, moves: true },
    { rows: 2, columns: 2, inARow: 1, gravity: false, moves: true },
    { rows: 3, columns: 3, inARow: 2, gravity: true, moves: true },
    { rows: 1, columns: 7, inARow: 3, gravity: true, moves: true },
    { rows: 5, columns: 3, inARow: 3, gravity: true, moves: false },
    { rows: 7, columns: 1, inARow: 4, gravity: true, moves: true },
  ])(
    '$rows×$columns, $inARow in a row, gravity $gravity, no short end first (moves too: $moves)',
    ({ moves, ...shape }) => {
      for (const misere of [false, true]) expect(check({ ...shape, misere }, moves, false, 0)).toBeGreaterThan(0);
    },
  );

  test.each([
    { rows: 3, columns: 3, inARow: 3, gravity: false },
    { rows: 4, columns: 4, inARow: 3, gravity: true },
    { rows: 3, columns: 5, inARow: 3, gravity: true },
    { rows: 3, columns: 4, inARow: 4, gravity: true },
  ])('$rows×$columns, $inARow in a row, gravity $gravity, the result alone (moves too)', (shape) => {
    // With short ends looked for first (as solve does) and without (as solveAsync's slices): the same moves.
    for (const misere of [false, true])
      for (const quick of [0, undefined])
        expect(check({ ...shape, misere }, true, false, quick, false)).toBeGreaterThan(0);
  });

  // 4 × 4 with three in a row has about 3.5 million open positions: one of each symmetric set
  // (434,205 of them) keeps the check within seconds.
  test('4×4, 3 in a row, both variants, up to symmetry', () => {
    for (const misere of [false, true])
      expect(check({ rows: 4, columns: 4, inARow: 3, gravity: false, misere }, false, true)).toBe(434_205);
  });
});

describe("a proof of one move that keeps the result (moves: 'one')", () => {
  // At every won or drawn position reachable in play: the result, and one legal move that keeps it, on a search
  // whose table holds the proof of the result (as level 6 asks) and on one that holds nothing of the position; none,
  // not a throw, when the budget is spent first. On bitboards (four in a row with gravity) and on the board search.
  test.each([
    { rows: 3, columns: 4, inARow: 4, gravity: true, misere: false },
    { rows: 4, columns: 4, inARow: 3, gravity: true, misere: false },
    { rows: 4, columns: 4, inARow: 3, gravity: true, misere: true },
    { rows: 3, columns: 3, inARow: 3, gravity: false, misere: false },
  ])('$rows×$columns, $inARow in a row, gravity $gravity, misère $misere', (rules) => {
    const truth = oracle(rules);
    const warm = new Search(new Shape(rules), new Table(1 << 16));
    const unlimited = { nodes: Infinity, deadline: Infinity, now: () => 0 };
    let checked = 0;
    let outOfBudget = 0;
    let tableMoves = 0;
    eachPosition(truth, warm, (marks) => {
      const key = truth.board.join('');
      const exact = truth.value(marks);
      if (exact >= 0) {
        checked++;
        const result = exact > 0 ? 1 : 0;
        // A search that has seen nothing: the marks played X and O in turn (the board does not ask in which order).
        const cold = new Search(new Shape(rules), new Table(1 << 10));
        const xs = truth.board.flatMap((mark, cell) => (mark === 1 ? [cell] : []));
        const os = truth.board.flatMap((mark, cell) => (mark === 2 ? [cell] : []));
        xs.forEach((cell, i) => {
          cold.board.play(cell);
          if (i < os.length) cold.board.play(os[i]!);
        });
        expect(prove(warm, unlimited, false, false).result).toBe(result);
        const keeps = (cell: number): boolean =>
          truth.legal(cell) && Math.sign(truth.moveValue(cell, marks)) === result;
        // The move the table holds after the proof of the result (on bitboards, read from an entry that may be the
        // mirror image's) is the one the proof found: it keeps the result.
        const held = warm.tableMove();
        if (held >= 0) {
          tableMoves++;
          if (!keeps(held)) expect({ board: key, held }).toBe('the table holds a move that keeps the result');
        }
        for (const search of [warm, cold]) {
          const proof = prove(search, unlimited, false, 'one');
          if (proof.result !== result || proof.best.length !== 1 || !keeps(proof.best[0]!))
            expect({ board: key, ...proof }).toBe('the result and one move that keeps it');
        }
        // With no positions left after the result: a win on the move still (no search), else none.
        const spent = prove(warm, { ...unlimited, nodes: warm.nodes + 1 }, false, 'one', 0);
        if (spent.best.length === 0) outOfBudget++;
        else if (!keeps(spent.best[0]!)) expect({ board: key, ...spent }).toBe('a move that keeps the result, or none');
      }
    });
    expect(checked).toBeGreaterThan(200);
    expect(outOfBudget).toBeGreaterThan(50);
    expect(tableMoves).toBeGreaterThan(checked / 10);
  });
});

describe('a search within a window returns a bound on the right side of it (fail-soft)', () => {
  // Proofs read only whether a value falls below, inside or above a window, so a bound too low (or too high) that
  // stays on its side of the window changes no result the tests above check. Here, at every position reachable in
  // play, searches with windows around the exact value, a draw's and the smallest win's and loss's: a value at or
  // below the window's floor must be at least the exact value, one at or above its ceiling at most, one inside it
  // exact. Shapes where the board fills, lines of one and two marks, gravity; both variants.
  test.each([
    { rows: 3, columns: 3, inARow: 3, gravity: false },
    { rows: 2, columns: 2, inARow: 1, gravity: false },
    { rows: 3, columns: 3, inARow: 2, gravity: false },
    { rows: 3, columns: 3, inARow: 2, gravity: true },
    { rows: 4, columns: 3, inARow: 3, gravity: true },
    { rows: 2, columns: 5, inARow: 3, gravity: false },
    { rows: 1, columns: 7, inARow: 3, gravity: true },
  ])('$rows×$columns, $inARow in a row, gravity $gravity, both variants', (shape) => {
    for (const misere of [false, true]) {
      const rules = { ...shape, misere };
      const truth = oracle(rules);
      const search = new Search(new Shape(rules), new Table(1 << 12));
      let windows = 0;
      eachPosition(truth, search, (marks) => {
        const exact = truth.value(marks) * UNIT;
        const edges = [exact, 0, UNIT, -UNIT];
        for (const [floor, ceiling] of [
          ...edges.flatMap((edge) => [
            [edge - 1, edge],
            [edge, edge + 1],
          ]),
          [-INFINITE, INFINITE],
        ] as const) {
          windows++;
          const value = search.run(PROVEN, floor, ceiling);
          const sound = value <= floor ? value >= exact : value >= ceiling ? value <= exact : value === exact;
          if (!sound) expect({ board: truth.board.join(''), floor, ceiling, value }).toEqual({ exact });
        }
      });
      expect(windows).toBeGreaterThan(0);
    }
  });
});
