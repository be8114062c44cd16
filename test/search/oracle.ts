// An oracle for k-in-a-row positions, written from the rules' definition: plain minimax with a
// memo of boards. It imports nothing from src/, so that the tests compare two independent answers.

/** The rules, as the oracle reads them. */
export interface Rules {
  readonly rows: number;
  readonly columns: number;
  readonly inARow: number;
  readonly gravity: boolean;
  readonly misere: boolean;
}

/** Every line of `k` cells across, down and on both diagonals, as cell lists. */
export function linesOf({ rows, columns, inARow: k }: Rules): number[][] {
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
export function oracle(rules: Rules) {
  const size = rules.rows * rules.columns;
  const lines = linesOf(rules);
  const memo = new Map<string, number>();
  const board: number[] = Array(size).fill(0);
  const legal = (cell: number): boolean => board[cell] === 0 && (!rules.gravity || cell + rules.columns >= size || board[cell + rules.columns] !== 0);
  const through: number[][][] = Array.from({ length: size }, (_, cell) => lines.filter((line) => line.includes(cell)));
  const completes = (cell: number, mark: number): boolean => through[cell]!.some((line) => line.every((c) => c === cell || board[c] === mark));
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

