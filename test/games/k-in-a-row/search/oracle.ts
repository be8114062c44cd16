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
        if (!seen.has(key)) {
          lines.push(cells);
          seen.add(key);
        }
      }
    }
  }
  return lines;
}

/**
 * The maps of cells that carry lines onto lines (and, with gravity, the bottom onto the bottom):
 * `maps[s][cell]` is where symmetry `s` sends `cell`; the first is the identity.
 */
export function symmetriesOf({ rows, columns, gravity }: Rules): number[][] {
  const at = (r: number, c: number): number => r * columns + c;
  const turns: ((r: number, c: number) => number)[] = [(r, c) => at(r, c), (r, c) => at(r, columns - 1 - c)];
  if (!gravity)
    turns.push(
      (r, c) => at(rows - 1 - r, c),
      (r, c) => at(rows - 1 - r, columns - 1 - c),
    );
  if (!gravity && rows === columns)
    turns.push(
      (r, c) => at(c, r),
      (r, c) => at(c, rows - 1 - r),
      (r, c) => at(columns - 1 - c, r),
      (r, c) => at(columns - 1 - c, rows - 1 - r),
    );
  return turns.map((turn) =>
    Array.from({ length: rows * columns }, (_, cell) => turn(Math.floor(cell / columns), cell % columns)),
  );
}

/**
 * The oracle: the value of a position for the player to move with perfect play, as
 * `size + 1 − E` for a win ending with `E` marks on the board, its negative for a loss, 0 for a draw.
 * Positions that a symmetry of the board maps onto each other share a value, so the memo keeps
 * one of them: `key()` gives the least base-3 number of the board under the symmetries.
 */
export function oracle(rules: Rules) {
  const size = rules.rows * rules.columns;
  const lines = linesOf(rules);
  const maps = symmetriesOf(rules);
  const memo = new Map<number, number>();
  const board: number[] = Array(size).fill(0);
  const legal = (cell: number): boolean =>
    board[cell] === 0 && (!rules.gravity || cell + rules.columns >= size || board[cell + rules.columns] !== 0);
  const through: number[][][] = Array.from({ length: size }, (_, cell) => lines.filter((line) => line.includes(cell)));
  const completes = (cell: number, mark: number): boolean =>
    through[cell]!.some((line) => line.every((c) => c === cell || board[c] === mark));
  /** The board's least base-3 number under the symmetries. */
  const canonical = (): number => {
    let least = Infinity;
    for (const map of maps) {
      let n = 0;
      for (let cell = size - 1; cell >= 0; cell--) n = n * 3 + board[map[cell]!]!;
      if (n < least) least = n;
    }
    return least;
  };
  /** The value for the player to move after `marks` marks (the game not over). */
  const value = (marks: number): number => {
    const key = canonical();
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
  return { board, legal, completes, value, moveValue, size, key: canonical };
}
