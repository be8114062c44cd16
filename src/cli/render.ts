import type { Board } from 'tictactoe-engine';

/**
 * Draws a board with its coordinates: columns a–c across the top, rows 1–3 down the side, and the
 * cell numbers 0–8 in empty cells so that either way of naming a cell can be read off the board.
 * The marks of `highlight` (a winning line) are drawn in brackets.
 *
 * ```text
 *     a   b   c
 * 1   0 | X | 2
 *    ---+---+---
 * 2  [O]|[O]|[O]
 * ```
 */
export function renderBoard(board: Board, highlight: readonly number[] = []): string {
  const cell = (i: number): string => {
    const mark = board[i];
    if (!mark) return ` ${i} `;
    return highlight.includes(i) ? `[${mark}]` : ` ${mark} `;
  };
  const lines = ['    a   b   c'];
  for (let row = 0; row < 3; row++) {
    if (row > 0) lines.push('   ---+---+---');
    lines.push(`${row + 1}  ${[0, 1, 2].map((col) => cell(row * 3 + col)).join('|')}`.trimEnd());
  }
  return lines.join('\n');
}
