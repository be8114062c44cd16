import type { Board, Shape } from 'tictactoe-engine';

/**
 * Draws a board of any shape with the coordinates of its cell names: column letters across the
 * top, row numbers from 1 at the top down the side, `.` for an empty cell (as in board text).
 * The marks of `highlight` (a winning line) are drawn in brackets. Boards of up to 5 × 5 get
 * grid lines; larger ones are drawn three characters a cell without them, so that a 19 × 19
 * board takes 61 columns and 20 lines.
 *
 * ```text
 *     a   b   c
 * 1   . | X | .
 *    ---+---+---
 * 2  [O]|[O]|[O]
 * ```
 */
export function renderBoard(board: Board, shape: Shape, highlight: readonly number[] = []): string {
  const { rows, columns } = shape;
  const grid = rows <= 5 && columns <= 5;
  const margin = ' '.repeat(String(rows).length + 2);
  const cell = (i: number): string => {
    const mark = board[i];
    if (!mark) return ' . ';
    return highlight.includes(i) ? `[${mark}]` : ` ${mark} `;
  };
  const join = (cells: string[]): string => cells.join(grid ? '|' : '');
  const letters = Array.from({ length: columns }, (_, col) => ` ${String.fromCharCode(97 + col)} `);
  const lines = [`${margin}${grid ? letters.join(' ') : letters.join('')}`.trimEnd()];
  const rule = `${margin}${Array.from({ length: columns }, () => '---').join('+')}`;
  for (let row = 0; row < rows; row++) {
    if (grid && row > 0) lines.push(rule);
    const cells = Array.from({ length: columns }, (_, col) => cell(row * columns + col));
    lines.push(`${String(row + 1).padStart(margin.length - 2)}  ${join(cells)}`.trimEnd());
  }
  return lines.join('\n');
}
