import {
  cellFromName,
  dropMove,
  parseBoard,
  parseMoves,
  placeMove,
  TicTacToeEngine,
  type GameState,
  type Rules,
  type Shape,
  type TicTacToeMove,
} from 'tictactoe-engine';
import { quote } from './args.js';

const engine = new TicTacToeEngine();
export const PLAYERS = [{ id: 'X' }, { id: 'O' }] as const;

/** What the user typed, read: a value, or a library error code and a one-line message saying why it cannot be read. */
export type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly message: string };

const fail = (code: string, message: string): Read<never> => ({ ok: false, code, message });

/** The last column letter and the rows of a shape, for messages: "the columns are a to g, the rows 1 to 6". */
function extent({ rows, columns }: Shape): string {
  return `the columns are a to ${String.fromCharCode(96 + columns)}, the rows 1 to ${rows}`;
}

/** An example of what to type on a board: "a cell name such as b2" (and "a column letter (a-g) or …" with gravity). */
function whatToType(rules: Rules): string {
  const middle = `${String.fromCharCode(96 + Math.ceil(rules.columns / 2))}${Math.ceil(rules.rows / 2)}`;
  const name = `a cell name such as ${middle}`;
  return rules.gravity ? `a column letter (a-${String.fromCharCode(96 + rules.columns)}) or ${name}` : name;
}

/**
 * Reads the move typed at the `play` prompt: a cell name (`b2`), or with gravity a column letter
 * (`d`: the lowest empty cell of column d). A move that cannot be played is refused with the
 * engine's code and reason.
 */
export function readMove(text: string, state: GameState): Read<TicTacToeMove> {
  const word = text.trim().toLowerCase();
  const { rules } = state;
  let move: TicTacToeMove;
  if (rules.gravity && /^[a-z]$/.test(word)) {
    const column = word.charCodeAt(0) - 97;
    if (column >= rules.columns) return fail('BAD_NOTATION', `${word} is off the board: ${extent(rules)}`);
    const drop = dropMove(state, column);
    if (!drop.ok) return fail(drop.error.code, drop.error.message.replace(/^Illegal move: /, ''));
    move = drop.value;
  } else {
    const cell = cellFromName(word, rules);
    if (cell === undefined) {
      return /^[a-z]\d+$/.test(word)
        ? fail('BAD_NOTATION', `${word} is off the board: ${extent(rules)}`)
        : fail('BAD_NOTATION', `${quote(text.trim())} is not a cell: type ${whatToType(rules)}`);
    }
    move = placeMove(cell, state.currentPlayer!, rules);
  }
  const check = engine.validateMove(state, move, state.currentPlayerId!);
  return check.valid
    ? { ok: true, value: move }
    : fail(check.error.code, check.error.message.replace(/^Illegal move: /, ''));
}

/**
 * Reads a position for `hint`: a board of the rules' shape ("X.O/.X./..O") or a move list
 * ("b2 a1", "408"). The state has one player per mark, with ids "X" and "O".
 */
export function readPosition(text: string, rules: Rules): Read<GameState> {
  if (!looksLikeBoard(text)) return readMoves(text, rules);
  const board = parseBoard(text.trim(), rules);
  if (!board.ok) return fail(board.error.code, board.error.message);
  const state = engine.fromSetup(board.value, rules, PLAYERS);
  return state.ok ? { ok: true, value: state.value } : fail(state.error.code, state.error.message);
}

/**
 * A board has rows separated by slashes, or X, O and empty marks (. - _) only; a move list has cell names or digits.
 */
function looksLikeBoard(text: string): boolean {
  return text.includes('/') || (/^[xo.\-_ ]+$/i.test(text.trim()) && /[xo.]/i.test(text));
}

/** Reads a move list of the rules' board and replays it. */
export function readMoves(text: string, rules: Rules): Read<GameState> {
  if (looksLikeBoard(text))
    return fail(
      'BAD_NOTATION',
      `${quote(text.trim())} is a board: give the moves of the game instead, such as "b2 a1 c3"`,
    );
  const moves = parseMoves(text, rules);
  if (!moves.ok) return fail(moves.error.code, moves.error.message);
  const state = engine.replay(moves.value, rules, PLAYERS);
  if (!state.ok) {
    const at = state.error.ply === undefined ? '' : `move ${state.error.ply + 1}: `;
    return fail(state.error.code, `${at}${state.error.message.replace(/^Illegal move: /, '')}`);
  }
  return { ok: true, value: state.value };
}
