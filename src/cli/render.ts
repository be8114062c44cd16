import { STANDARD, type Board } from '../index.js';

const FILES = 'abc';

/**
 * Draws a board with its coordinates: columns a–c across the top, rows 1–3 down the side, and the
 * cell numbers 0–8 in empty cells so that either way of naming a cell can be read off the board.
 */
export function renderBoard(board: Board, highlight: readonly number[] = []): string {
  const { rows, cols } = STANDARD;
  const lines = [`    ${[...FILES.slice(0, cols)].join('   ')}`];
  for (let r = 0; r < rows; r++) {
    const cells = [];
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const mark = board[i];
      cells.push(mark ? (highlight.includes(i) ? `[${mark}]`.slice(0, 3) : ` ${mark} `) : ` ${i} `);
    }
    lines.push(`${r + 1}  ${cells.join('|')}`);
    if (r < rows - 1) lines.push(`   ${Array(cols).fill('---').join('+')}`);
  }
  return lines.join('\n');
}
