import {
  cellFromName,
  parseBoard,
  parseMoves,
  TicTacToeEngine,
  type CellIndex,
  type GameState,
  type Variant,
} from 'tictactoe-engine';

const engine = new TicTacToeEngine();
export const PLAYERS = [{ id: 'X' }, { id: 'O' }] as const;

/** What the user typed, read: a value, or a one-line message saying why it cannot be read. */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Reads one cell typed at a prompt: a number 0–8 or a name a1–c3. */
export function readCell(text: string): Read<CellIndex> {
  const word = text.trim();
  const cell = /^[0-8]$/.test(word) ? (Number(word) as CellIndex) : cellFromName(word);
  return cell === undefined ? { ok: false, message: notACell(word) } : { ok: true, value: cell };
}

/** Says why a word is not a cell: a number or a name off the board, or not a cell at all. */
function notACell(word: string): string {
  if (/^[+-]?\d+$/.test(word)) return `${word} is out of range: the cells are numbered 0 to 8`;
  if (/^[a-z]\d+$/i.test(word)) return `${word} is off the board: the columns are a to c, the rows 1 to 3`;
  return `"${word}" is not a cell: type a number 0-8 or a name a1-c3`;
}

/**
 * Reads a position for `hint`: a board ("X.O/.X./..O") or a move list ("b2 a1", "408"). The
 * state has one player per mark, with ids "X" and "O".
 */
export function readPosition(text: string, variant: Variant): Read<GameState> {
  if (!looksLikeBoard(text)) return readMoves(text, variant);
  const board = parseBoard(text.trim());
  if (!board.ok) return { ok: false, message: board.error.message };
  const state = engine.fromSetup(board.value, { variant }, PLAYERS);
  return state.ok ? { ok: true, value: state.value } : { ok: false, message: state.error.message };
}

/** A board has rows separated by slashes, or X, O and empty marks (. - _) only; a move list has cell names or digits. */
function looksLikeBoard(text: string): boolean {
  return text.includes('/') || (/^[xo.\-_ ]+$/i.test(text.trim()) && /[xo.]/i.test(text));
}

/** Reads a move list and replays it. */
export function readMoves(text: string, variant: Variant): Read<GameState> {
  if (looksLikeBoard(text)) return { ok: false, message: `"${text.trim()}" is a board: give the moves of the game instead, such as "b2 a1 c3"` };
  const moves = parseMoves(text);
  if (!moves.ok) {
    // parseMoves stops at the first word that is neither digits 0-8 nor a cell name.
    const word = text.match(/[^\s,;]+/g)?.find((token) => !/^[0-8]+$/.test(token) && cellFromName(token) === undefined) ?? text;
    return { ok: false, message: `bad move list at move ${(moves.error.ply ?? 0) + 1}: ${notACell(word)}` };
  }
  const state = engine.replay(moves.value, { variant }, PLAYERS);
  if (!state.ok) {
    const at = state.error.ply === undefined ? '' : `move ${state.error.ply + 1}: `;
    return { ok: false, message: `${at}${state.error.message.replace(/^Illegal move: /, '')}` };
  }
  return { ok: true, value: state.value };
}
