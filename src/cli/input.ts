import {
  cellFromName,
  dropMove,
  parseBoard,
  parseMoves,
  placeMove,
  TicTacToeEngine,
  type ErrorData,
  type GameState,
  type Rules,
  type TicTacToeMove,
} from 'tictactoe-engine';
import { type CellJson, errorCell } from './json.js';
import { PLAYERS } from './rules.js';
import type { Words } from './words.js';

const engine = new TicTacToeEngine();

/** What the user typed, read: a value, or a library error code and a one-line message saying why it cannot be read. */
export type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly cell?: CellJson };

const fail = (code: string, message: string): Read<never> => ({ ok: false, code, message });

/** A library error, read: its code, its message in the language of `words`, and the cell it names. */
function failWith(error: ErrorData, rules: Rules, words: Words): Read<never> {
  const cell = errorCell(error, rules);
  const message = words.error(error, rules);
  return cell === undefined ? fail(error.code, message) : { ok: false, code: error.code, message, cell };
}

/**
 * Reads the move typed at the `play` prompt: a cell name (`b2`), or with gravity a column letter
 * (`d`: the lowest empty cell of column d). A move that cannot be played is refused with the
 * engine's code and its reason, in the language of `words`.
 */
export function readMove(text: string, state: GameState, words: Words): Read<TicTacToeMove> {
  const word = text.trim().toLowerCase();
  const { rules } = state;
  let move: TicTacToeMove;
  if (rules.gravity && /^[a-z]$/.test(word)) {
    const column = word.charCodeAt(0) - 97;
    if (column >= rules.columns) return fail('BAD_NOTATION', words.offBoard(word, rules));
    const drop = dropMove(state, column);
    if (!drop.ok) return failWith(drop.error, rules, words);
    move = drop.value;
  } else {
    const cell = cellFromName(word, rules);
    if (cell === undefined) {
      return /^[a-z]\d+$/.test(word)
        ? fail('BAD_NOTATION', words.offBoard(word, rules))
        : fail('BAD_NOTATION', words.notACell(text.trim(), rules));
    }
    move = placeMove(cell, state.currentPlayer!, rules);
  }
  const check = engine.validateMove(state, move, state.currentPlayerId!);
  return check.valid ? { ok: true, value: move } : failWith(check.error, rules, words);
}

/**
 * Reads a position for `hint`: a board of the rules' shape ("X.O/.X./..O") or a move list
 * ("b2 a1", "408"). The state has one player per mark, with ids "X" and "O".
 */
export function readPosition(text: string, rules: Rules, words: Words): Read<GameState> {
  if (!looksLikeBoard(text)) return readMoves(text, rules, words);
  const board = parseBoard(text.trim(), rules);
  if (!board.ok) return failWith(board.error, rules, words);
  const state = engine.fromSetup(board.value, rules, PLAYERS);
  return state.ok ? { ok: true, value: state.value } : failWith(state.error, rules, words);
}

/**
 * A board has rows separated by slashes, or X, O and empty marks (. - _) only; a move list has cell names or digits.
 */
function looksLikeBoard(text: string): boolean {
  return text.includes('/') || (/^[xo.\-_ ]+$/i.test(text.trim()) && /[xo.]/i.test(text));
}

/** Reads a move list of the rules' board and replays it. */
export function readMoves(text: string, rules: Rules, words: Words): Read<GameState> {
  if (looksLikeBoard(text)) return fail('BAD_NOTATION', words.isABoard(text.trim()));
  const moves = parseMoves(text, rules);
  if (!moves.ok) return failWith(moves.error, rules, words);
  const state = engine.replay(moves.value, rules, PLAYERS);
  return state.ok ? { ok: true, value: state.value } : failWith(state.error, rules, words);
}
