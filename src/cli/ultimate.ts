// Ultimate tic-tac-toe in the CLI: its board drawn for a plain terminal, the squares typed at the
// prompt, and its cells and boards as the CLI's JSON writes them.
import { describeError, type Mark } from 'tictactoe-engine';
import {
  UltimateEngine,
  boardName,
  moveFromSquare,
  squareName,
  ultimateMove,
  type UltimateMove,
  type UltimateState,
} from 'tictactoe-engine/ultimate';
import type { Read } from './input.js';
import type { CellJson } from './json.js';
import type { Words } from './words.js';

const engine = new UltimateEngine();

/** A move of Ultimate as JSON: its number (`board × 9 + cell`) and its square, as every cell of the CLI's JSON. */
export const squareJson = (move: number): CellJson => ({ cell: move, name: squareName(move) });

/** The three lines of a local board closed by a win: its winner's mark drawn large. */
const LARGE: Readonly<Record<Mark, readonly string[]>> = {
  X: [' \\   / ', '   X   ', ' /   \\ '],
  O: [' /---\\ ', ' | O | ', ' \\---/ '],
};

/** Says whether a local board takes no more marks: full, or won when won boards close. */
export function isClosed(state: UltimateState, board: number): boolean {
  const result = state.boards[board];
  if (result === null || result === undefined) return false;
  const full = state.board.slice(board * 9, board * 9 + 9).every((mark) => mark !== null);
  return full || state.rules.wonBoards === 'closed';
}

/**
 * Draws the 9 × 9 board for a plain terminal: files `a`–`i` across the top, ranks `9`–`1` down the
 * side (`a1` at the bottom left, as the squares are named), `.` for an empty cell, lines between
 * the local boards, the board the player to move is sent to framed with `#` and `=`, and each
 * board closed by a win drawn as its winner's mark, large.
 *
 * ```text
 *       a b c   d e f   g h i
 *     +-------+-------+-------+
 *   9 | \   / | . . . | . . . |
 *   8 |   X   | . O . | . . . |
 *   7 | /   \ | . . . | . . . |
 *     +-------#=======#-------+
 *   6 | . . . # . . . # . . . |
 * ```
 */
export function renderUltimate(state: UltimateState): string {
  const forced = state.status === 'in-progress' ? state.forcedBoard : null;
  /** The local board at block row `row` and block column `col`, or −1 beyond the grid. */
  const at = (row: number, col: number): number => (row >= 0 && row < 3 && col >= 0 && col < 3 ? row * 3 + col : -1);
  const marked = (...boards: number[]): boolean => forced !== null && boards.includes(forced);
  const lines = ['      a b c   d e f   g h i'];
  const border = (row: number): string => {
    let line = '    ';
    for (let col = 0; col <= 3; col++) {
      line += marked(at(row - 1, col - 1), at(row - 1, col), at(row, col - 1), at(row, col)) ? '#' : '+';
      if (col < 3) line += marked(at(row - 1, col), at(row, col)) ? '=======' : '-------';
    }
    return line;
  };
  for (let row = 0; row < 3; row++) {
    lines.push(border(row));
    for (let line = 0; line < 3; line++) {
      let text = `  ${9 - row * 3 - line} `;
      for (let col = 0; col <= 3; col++) {
        text += marked(at(row, col - 1), at(row, col)) ? '#' : '|';
        if (col === 3) break;
        const board = at(row, col);
        const winner = state.boards[board];
        if ((winner === 'X' || winner === 'O') && isClosed(state, board)) text += LARGE[winner][line];
        else {
          const cells = state.board.slice(board * 9 + line * 3, board * 9 + line * 3 + 3);
          text += ` ${cells.map((mark) => mark ?? '.').join(' ')} `;
        }
      }
      lines.push(text);
    }
  }
  lines.push(border(3));
  return lines.join('\n');
}

/** A cell an error of Ultimate names, as JSON: the move typed, and the local board concerned. */
interface ErrorCellJson extends CellJson {
  readonly board?: number;
}

/**
 * Reads the square typed at the `play` prompt (`e5`, any case) as the move of the player to move,
 * or says why it cannot be played, in the language of `words`: a word that is not a square, a
 * square off the board, a move outside the board the player is sent to (`WRONG_BOARD`, naming
 * it), into a closed board (`BOARD_CLOSED`), or onto a taken cell (`CELL_OCCUPIED`).
 */
export function readSquare(text: string, state: UltimateState, words: Words): Read<UltimateMove> {
  const word = text.trim().toLowerCase();
  const { ultimate } = words;
  const index = moveFromSquare(word);
  if (index === undefined) {
    const message = /^[a-z]\d+$/.test(word) ? ultimate.offBoard(word) : ultimate.notASquare(text.trim());
    return { ok: false, code: 'BAD_NOTATION', message };
  }
  const mover = state.currentPlayer!;
  const move = ultimateMove(index, mover);
  const check = engine.validateMove(state, move, state.currentPlayerId!);
  if (check.valid) return { ok: true, value: move };
  const { error } = check;
  const { board } = error;
  // The board an error names: the one the player is sent to (WRONG_BOARD), or the closed one.
  const cell: ErrorCellJson = board === undefined ? squareJson(index) : { ...squareJson(index), board };
  const message =
    error.code === 'WRONG_BOARD'
      ? ultimate.wrongBoard(mover, boardName(board!))
      : error.code === 'BOARD_CLOSED'
        ? ultimate.boardClosed(boardName(board!))
        : error.code === 'CELL_OCCUPIED'
          ? ultimate.occupied(squareName(index), state.board[index]!)
          : describeError(error, undefined, words.catalogue);
  return { ok: false, code: error.code, message, cell };
}

/** The marks of each player's won local boards: what the tiebreak counts. */
export function boardsWon(state: UltimateState): Readonly<Record<Mark, number>> {
  return {
    X: state.boards.filter((result) => result === 'X').length,
    O: state.boards.filter((result) => result === 'O').length,
  };
}
