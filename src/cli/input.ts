import {
  cellFromName,
  isCellIndex,
  parseBoard,
  parseMoves,
  TicTacToeEngine,
  type CellIndex,
  type GameState,
  type Variant,
} from '../index.js';

const engine = new TicTacToeEngine();
export const PLAYERS = [{ id: 'X' }, { id: 'O' }] as const;

/** Reads one cell typed at a prompt: a number 0–8 or a name a1–c3. */
export function readCell(text: string): CellIndex | undefined {
  const word = text.trim();
  if (/^\d$/.test(word)) {
    const n = Number(word);
    return isCellIndex(n) ? n : undefined;
  }
  return cellFromName(word);
}

/**
 * Reads a position for `hint`: a board ("X.O/.X./..O") or a move list ("b2 a1", "408"). The
 * state has one player per mark, with ids "X" and "O".
 */
export function readPosition(text: string, variant: Variant): { ok: true; state: GameState } | { ok: false; message: string } {
  const board = parseBoard(text.trim());
  if (board.ok) {
    const state = engine.fromSetup(board.value, { variant }, PLAYERS);
    return state.ok ? { ok: true, state: state.value } : { ok: false, message: state.error.message };
  }
  return readMoves(text, variant);
}

/** Reads a move list and replays it. */
export function readMoves(text: string, variant: Variant): { ok: true; state: GameState } | { ok: false; message: string } {
  const moves = parseMoves(text);
  if (!moves.ok) return { ok: false, message: moves.error.message };
  const state = engine.replay(moves.value, { variant }, PLAYERS);
  if (!state.ok) {
    const at = state.error.ply === undefined ? '' : ` (move ${state.error.ply + 1})`;
    return { ok: false, message: `${state.error.message}${at}` };
  }
  return { ok: true, state: state.value };
}
