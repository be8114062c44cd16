import { err, ok, type EngineError, type MoveError, type MoveErrorCode } from '../errors.js';
import { describe, isArray } from '../internal/describe.js';
import { cellName, isCellIndex } from '../rules/cells.js';
import { type CellIndex, type Result, type TicTacToeMove, type ValidationResult } from '../types.js';
import { makeState, play, type Position, type State } from './game-state.js';
import { MOVES } from './moves.js';
import { resolveState } from './revive.js';

/**
 * Checks a move against a position. `playerId` is the mover for `validateMove`; `applyMove`
 * passes `undefined` and the move's symbol names the mover. Returns the cell, or an error.
 */
function checkMove(position: Position, move: unknown, playerId: string | undefined): CellIndex | MoveError {
  let row: unknown;
  let col: unknown;
  let symbol: unknown;
  try {
    if (typeof move === 'object' && move !== null && (move as TicTacToeMove).type === 'place') {
      const data: unknown = (move as TicTacToeMove).data;
      const where: unknown = typeof data === 'object' && data !== null ? (data as TicTacToeMove['data']).position : undefined;
      if (typeof where === 'object' && where !== null) {
        symbol = (data as TicTacToeMove['data']).symbol;
        row = (where as { row: unknown }).row;
        col = (where as { col: unknown }).col;
      }
    }
  } catch {
    symbol = undefined; // a getter threw: the move is not plain data
  }
  if (symbol !== 'X' && symbol !== 'O') return moveError('MALFORMED_MOVE', "expected { type: 'place', data: { position, symbol } }");
  const { context, turn, x, o, status } = position;
  const refs = context.refs;
  if (playerId !== undefined && refs[0].playerId !== playerId && refs[1].playerId !== playerId) return unknownPlayer(playerId);
  if (status !== 'in-progress') return moveError('GAME_OVER', 'the game is over');
  const mover = refs[turn];
  if (playerId !== undefined && playerId !== mover.playerId) return moveError('NOT_YOUR_TURN', `it is ${mover.playerId}'s turn`);
  if (symbol !== mover.symbol) {
    return playerId === undefined ? moveError('NOT_YOUR_TURN', `it is ${mover.symbol}'s turn`) : moveError('WRONG_SYMBOL', `${playerId} plays ${mover.symbol}`);
  }
  const { rows, cols } = context.geometry;
  const integers = Number.isInteger(row) && Number.isInteger(col);
  const r = row as number;
  const c = col as number;
  if (!integers || r < 0 || r >= rows || c < 0 || c >= cols) {
    return moveError(integers ? 'OUT_OF_RANGE' : 'NOT_INTEGER', `no cell at row ${describe(row)}, col ${describe(col)}`);
  }
  const cell = (r * cols + c) as CellIndex;
  if (((x | o) >>> cell) & 1) {
    return moveError('CELL_OCCUPIED', `${cellName(cell)} is taken by ${(x >>> cell) & 1 ? 'X' : 'O'}`, cell);
  }
  return cell;
}

const ILLEGAL_MOVE = 'Illegal move: ';

function moveError(code: MoveErrorCode, reason: string, cell?: CellIndex): MoveError {
  const message = `${ILLEGAL_MOVE}${reason}.`;
  // Built whole (not spread), and with `cell` only when there is one: a spread costs ten times more.
  return cell === undefined ? { code, message } : { code, message, cell };
}

/** The reason of a refused move, without the "Illegal move: … ." frame, for callers that frame it their own way. */
export function moveReason(error: MoveError): string {
  return error.message.startsWith(ILLEGAL_MOVE) ? error.message.slice(ILLEGAL_MOVE.length, -1) : error.message;
}

function unknownPlayer(playerId: unknown): MoveError {
  return moveError('UNKNOWN_PLAYER', `${describe(playerId)} is not a player`);
}

/** Validates `move` for `playerId` in `state`. */
export function validateMove(state: unknown, move: unknown, playerId: unknown): ValidationResult<MoveError> {
  const position = resolveState(state);
  const checked =
    'context' in position ? (typeof playerId === 'string' ? checkMove(position, move, playerId) : unknownPlayer(playerId)) : position;
  return typeof checked === 'number' ? VALID : { valid: false, error: checked };
}

const VALID = Object.freeze({ valid: true } as const);

/** Returns the state after `move`, or why it is illegal. */
export function applyMove(state: unknown, move: unknown): Result<State, MoveError> {
  // playInput's path without its cell and player checks: this is the engine's hot path.
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  const checked = checkMove(position, move, undefined);
  return typeof checked === 'number' ? ok(play(position, checked)) : err(checked);
}

/**
 * Plays a cell index (for the mark to move) or a move, checked once: for `playerId` when it is
 * given (a non-string id is an unknown player), else for the move's mark. This is the one path of
 * `replay`, the session store and `nextCode`, so that a number that is not a cell gets the same
 * code everywhere: `GAME_OVER` once the game is over, else `NOT_INTEGER` or `OUT_OF_RANGE`.
 * Anything that is not a number is judged as a move (`MALFORMED_MOVE` when it is none).
 */
export function playInput(state: unknown, input: unknown, playerId: unknown): Result<State, MoveError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  const checked =
    typeof input === 'number' && !isCellIndex(input)
      ? notACell(position, input)
      : playerId !== undefined && typeof playerId !== 'string'
        ? unknownPlayer(playerId)
        : checkMove(position, typeof input === 'number' ? MOVES[position.turn]![input] : input, playerId);
  return typeof checked === 'number' ? ok(play(position, checked)) : err(checked);
}

/**
 * Returns the state after playing `moves` (cell indexes or moves, as {@link playInput} takes them)
 * from `start`, or the first error with `ply` set. Each item is read once, when it is played: a
 * list stops at its first illegal move, so no list costs more than the board has cells, whatever
 * length it claims, and an item that cannot be read is `MALFORMED_MOVE` at its ply.
 */
export function replay(start: State, moves: unknown): Result<State, EngineError> {
  if (!isArray(moves)) return err({ code: 'MALFORMED_MOVE', message: `Cannot replay: ${describe(moves)} is not an array.` });
  let state = start;
  for (let ply = 0; ; ply++) {
    let move: unknown;
    try {
      if (ply >= moves.length) return ok(state);
      move = moves[ply];
    } catch {
      return err({ code: 'MALFORMED_MOVE', message: `Illegal move: move ${ply} cannot be read.`, ply });
    }
    const next = playInput(state, move, undefined);
    if (!next.ok) return err({ ...next.error, ply });
    state = next.value;
  }
}

function notACell(position: Position, input: number): MoveError {
  if (position.status !== 'in-progress') return moveError('GAME_OVER', 'the game is over');
  return moveError(Number.isInteger(input) ? 'OUT_OF_RANGE' : 'NOT_INTEGER', `${input} is not a cell`);
}

/** Returns every legal move for `playerId` (shared frozen moves; empty when it is not their turn). */
export function legalMoves(position: Position, playerId: unknown): readonly TicTacToeMove[] {
  const { context, x, o, turn, status } = position;
  if (status !== 'in-progress' || context.refs[turn].playerId !== playerId) return NONE;
  const empty = ~(x | o) & context.geometry.fullMask;
  return (context.legalMoves[empty * 2 + turn] ??= Object.freeze(MOVES[turn]!.filter((_, cell) => (empty >>> cell) & 1)));
}

const NONE: readonly TicTacToeMove[] = Object.freeze([]);

/** Returns the state before the last move of the history. */
export function undo(state: unknown): Result<State, EngineError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  if (position.plies === 0) {
    return err({ code: 'NOTHING_TO_UNDO', message: 'Cannot undo: no move has been played.' });
  }
  return ok(rewind(position, position.plies - 1));
}

/** Returns the state after the first `ply` moves of the history (0 is the start). */
export function stateAt(state: unknown, ply: unknown): Result<State, EngineError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  if (!Number.isInteger(ply) || (ply as number) < 0 || (ply as number) > position.plies) {
    return err({ code: 'PLY_OUT_OF_RANGE', message: `Bad ply: ${describe(ply)} is not from 0 to ${position.plies}.` });
  }
  return ok(rewind(position, ply as number));
}

function rewind(position: Position, ply: number): State {
  const { context, plies } = position;
  const { size } = context.geometry;
  let { x, o, moves } = position;
  for (let i = plies; i > ply; i--) {
    const clear = ~(1 << moves % size);
    x &= clear;
    o &= clear;
    moves = Math.floor(moves / size);
  }
  return makeState(context, x, o, moves, ply);
}
