// The search's proofs against an independent oracle: plain minimax over every position reachable
// in play, written here from the rules (nothing shared with src/), on small shapes in both variants.
// At every position, the proven result, its exact distance and the set of moves that keep it must
// be the oracle's.
import { describe, expect, test } from 'vitest';
import { Shape } from '../../src/search/board.js';
import { prove } from '../../src/search/prove.js';
import { Search, UNIT } from '../../src/search/search.js';
import { Table } from '../../src/search/table.js';

interface Rules {
  readonly rows: number;
  readonly columns: number;
  readonly inARow: number;
  readonly gravity: boolean;
  readonly misere: boolean;
}

/** Every line of `k` cells across, down and on both diagonals, as cell lists. */
function linesOf({ rows, columns, inARow: k }: Rules): number[][] {
  const lines: number[][] = [];
  const seen = new Set<string>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const) {
        const line = Array.from({ length: k }, (_, i) => [r + dr * i, c + dc * i] as const);
        if (line.some(([lr, lc]) => lr < 0 || lr >= rows || lc < 0 || lc >= columns)) continue;
        const cells = line.map(([lr, lc]) => lr * columns + lc);
        const key = [...cells].sort((a, b) => a - b).join();
        if (!seen.has(key)) lines.push(cells), seen.add(key);
      }
    }
  }
  return lines;
}

/**
 * The oracle: the value of a position for the player to move with perfect play, as
 * `size + 1 − E` for a win ending with `E` marks on the board, its negative for a loss, 0 for a draw.
 */
function oracle(rules: Rules) {
  const size = rules.rows * rules.columns;
  const lines = linesOf(rules);
  const memo = new Map<string, number>();
  const board: number[] = Array(size).fill(0);
  const legal = (cell: number): boolean => board[cell] === 0 && (!rules.gravity || cell + rules.columns >= size || board[cell + rules.columns] !== 0);
  const completes = (cell: number, mark: number): boolean => lines.some((line) => line.includes(cell) && line.every((c) => c === cell || board[c] === mark));
  /** The value for the player to move after `marks` marks (the game not over). */
  const value = (marks: number): number => {
    const key = board.join('');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    let any = false;
    for (let cell = 0; cell < size; cell++) {
      if (!legal(cell)) continue;
      any = true;
      best = Math.max(best, moveValue(cell, marks));
    }
    const result = any ? best : 0;
    memo.set(key, result);
    return result;
  };
  /** The value for the mover of playing `cell` after `marks` marks. */
  const moveValue = (cell: number, marks: number): number => {
    const mark = (marks % 2) + 1;
    if (completes(cell, mark)) return rules.misere ? -(size - marks) : size - marks;
    board[cell] = mark;
    const result = marks + 1 === size ? 0 : -value(marks + 1);
    board[cell] = 0;
    return result;
  };
  return { board, legal, completes, value, moveValue, size };
}

/** Walks every position reachable in play and checks the proof at each. */
function check(rules: Rules): number {
  const truth = oracle(rules);
  const search = new Search(new Shape(rules), new Table(1 << 16));
  const budget = { nodes: Infinity, deadline: Infinity, now: () => 0 };
  const seen = new Set<string>();
  let positions = 0;
  const walk = (marks: number): void => {
    const key = truth.board.join('');
    if (seen.has(key)) return;
    seen.add(key);
    positions++;
    const expected = truth.value(marks);
    const proof = prove(search, budget);
    const best: number[] = [];
    for (let cell = 0; cell < truth.size; cell++) if (truth.legal(cell) && truth.moveValue(cell, marks) === expected) best.push(cell);
    const got = { result: proof.result, value: proof.value === null ? null : proof.value / UNIT, best: [...proof.best].sort((a, b) => a - b) };
    if (got.result !== Math.sign(expected) || got.value !== expected || got.best.join() !== best.join()) {
      expect({ board: key, ...got }).toEqual({ board: key, result: Math.sign(expected), value: expected, best });
    }
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
  return positions;
}

describe('proofs agree with plain minimax at every position reachable in play', () => {
  test.each([
    { rows: 3, columns: 3, inARow: 3, gravity: false },
    { rows: 3, columns: 4, inARow: 3, gravity: false },
    { rows: 4, columns: 3, inARow: 3, gravity: false },
    { rows: 4, columns: 4, inARow: 3, gravity: true },
    { rows: 4, columns: 4, inARow: 4, gravity: true },
  ])('$rows×$columns, $inARow in a row, gravity $gravity', (shape) => {
    for (const misere of [false, true]) expect(check({ ...shape, misere })).toBeGreaterThan(1000);
  });
});
