import { err, ok, type EngineError, type MoveError } from '../../../core/errors.js';
import { describe, isArray } from '../../../core/describe.js';
import { columnLetter } from '../rules/cells.js';
import { emptySet, has } from '../rules/cellset.js';
import type { Result, TicTacToeMove, ValidationResult } from '../../../core/types.js';
import { play, positionOf, type Position, type State } from './game-state.js';
import { checkMove, lowestFree, moveError, playInput, refuse, unknownPlayer, type Refusal } from './move-check.js';
import { resolveState } from './revive.js';
import type { GameContext } from './context.js';

/** Validates `move` for `playerId` in `state`. */
export function validateMove(state: unknown, move: unknown, playerId: unknown): ValidationResult<MoveError> {
  const position = resolveState(state);
  if (!('context' in position)) return { valid: false, error: position };
  const checked = typeof playerId === 'string' ? checkMove(position, move, playerId) : unknownPlayer(playerId);
  return typeof checked === 'number' ? VALID : { valid: false, error: moveError(checked) };
}

const VALID = Object.freeze({ valid: true } as const);

/** Returns the state after `move`, or why it is illegal. */
export function applyMove(state: unknown, move: unknown): Result<State, MoveError> {
  // playInput's path without its cell and player checks: this is the engine's hot path.
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  const checked = checkMove(position, move, undefined);
  return typeof checked === 'number' ? ok(play(position, checked)) : err(moveError(checked));
}

/** Like {@link playInput}, on any value that may be a state, with the engine's errors. */
export function playOn(state: unknown, input: unknown, playerId: unknown): Result<State, MoveError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  const next = playInput(position, input, playerId);
  return 'code' in next ? err(moveError(next)) : ok(next);
}

/** A refused move of a list, at its index `ply`. */
export interface ReplayRefusal extends Refusal {
  readonly ply: number;
}

/**
 * Returns the state after playing `moves` (cell indexes or moves, as {@link playInput} takes them)
 * from `start`, or the first refusal with its `ply`. Each item is read once, when it is played: a
 * list stops at its first illegal move, so no list costs more than the board has cells, whatever
 * length it claims, and an item that cannot be read is `MALFORMED_MOVE` at its ply.
 */
export function replayMoves(start: State, moves: readonly unknown[]): State | ReplayRefusal {
  let state = start;
  for (let ply = 0; ; ply++) {
    let move: unknown;
    try {
      if (ply >= moves.length) return state;
      move = moves[ply];
    } catch {
      return {
        code: 'MALFORMED_MOVE',
        reason: `move ${ply} cannot be read`,
        ply,
      };
    }
    const next = playInput(positionOf(state)!, move, undefined);
    if ('code' in next) return { ...next, ply };
    state = next;
  }
}

/** {@link replayMoves} with the engine's errors, for any value of `moves`. */
export function replay(start: State, moves: unknown): Result<State, EngineError> {
  if (!isArray(moves))
    return err({
      code: 'MALFORMED_MOVE',
      message: `Cannot replay: ${describe(moves)} is not an array.`,
    });
  const end = replayMoves(start, moves);
  return 'code' in end ? err({ ...moveError(end), ply: end.ply }) : ok(end);
}

/**
 * Returns every legal move for `playerId` (shared frozen moves; empty when it is not their turn):
 * one per free cell in cell order, or with gravity one per column that is not full, in column
 * order. Each position computes its list once; on large boards, from the list of the position
 * two moves before (the same player's), less the two cells played since (with gravity, their
 * columns a row higher), or early in a game from the empty board's, shared by every game of the
 * shape.
 */
export function legalMoves(position: Position, playerId: unknown): readonly TicTacToeMove[] {
  const { context, turn, status } = position;
  if (status !== 'in-progress' || context.refs[turn].playerId !== playerId) return NONE;
  // Small boards share one list per set of free cells and mover: no store on the position.
  const known = context.legalMoves?.[((position.x as number) | (position.o as number)) * 2 + turn];
  return known ?? (position.legal ??= computeLegal(position));
}

function computeLegal(position: Position): readonly TicTacToeMove[] {
  const { context, turn, previous, cell, count, plies } = position;
  const moves = context.moves[turn]!;
  const memo = context.legalMoves;
  // A small board: one shared list per set of occupied cells and mover.
  if (memo) return (memo[((position.x as number) | (position.o as number)) * 2 + turn] ??= listOf(position, moves));
  // A large board: the mover's list of two moves before, changed by the two moves since; early in
  // a game, the list of the empty board (shared by every game of the shape), changed by the mark
  // played if there is one.
  const { gravity } = context.rules;
  const { columns } = context.geometry;
  const last = previous && positionOf(previous)!;
  const earlier = last?.previous && positionOf(last.previous)!.legal;
  if (earlier)
    return Object.freeze(
      without(without([...earlier], last!.cell, moves, gravity, columns), cell, moves, gravity, columns),
    );
  if (count === 0) return emptyBoardList(context, moves);
  if (count === 1 && plies === 1)
    return Object.freeze(without([...emptyBoardList(context, moves)], cell, moves, gravity, columns));
  return listOf(position, moves);
}

/** What a list of legal moves is made from: the marks and the board. */
type Marks = Pick<Position, 'x' | 'o' | 'context'>;

/** The legal moves of the empty board, by the moves of the mark (one set per board shape) and gravity. */
const emptyBoardLists = new WeakMap<readonly TicTacToeMove[], (readonly TicTacToeMove[])[]>();

function emptyBoardList(context: GameContext, moves: readonly TicTacToeMove[]): readonly TicTacToeMove[] {
  let lists = emptyBoardLists.get(moves);
  if (lists === undefined) emptyBoardLists.set(moves, (lists = []));
  // Made on the first game of the shape only (`??=` evaluates its right side when the list is missing).
  const { size } = context.geometry;
  return (lists[context.rules.gravity ? 1 : 0] ??= listOf({ x: emptySet(size), o: emptySet(size), context }, moves));
}

/**
 * Changes a list of legal moves (in cell order, or with gravity in column order) for a mark played
 * in `cell`, a legal move of the list: without gravity, its move leaves the list (a spread copies
 * a frozen array as fast as a plain one; a slice or a loop is many times slower); with gravity,
 * the move of its column goes a row higher, or leaves when the column is full.
 */
function without(
  legal: TicTacToeMove[],
  cell: number,
  moves: readonly TicTacToeMove[],
  gravity: boolean,
  columns: number,
): TicTacToeMove[] {
  if (!gravity) {
    legal.splice(legal.indexOf(moves[cell]!), 1);
    return legal;
  }
  const column = cell % columns;
  let at = column < legal.length ? column : legal.length - 1;
  while (legal[at]!.data.position.col > column) at--;
  if (cell >= columns) legal[at] = moves[cell - columns]!;
  else legal.splice(at, 1);
  return legal;
}

/**
 * The legal moves of a position, from its board: one per free cell in cell order, or with gravity
 * one per column that is not full (its lowest free cell), in column order.
 */
function listOf(position: Marks, moves: readonly TicTacToeMove[]): readonly TicTacToeMove[] {
  const { x, o, context } = position;
  const { size, columns } = context.geometry;
  const cells: number[] = [];
  if (context.rules.gravity) {
    for (let col = 0; col < columns; col++) if (!has(x, col) && !has(o, col)) cells.push(lowestFree(position, col));
  } else {
    // Word by word: the free bits of each 32-bit word, lowest first.
    const words = typeof x === 'number' ? 1 : x.length;
    for (let w = 0; w < words; w++) {
      const base = w * 32;
      let bits = ~((typeof x === 'number' ? x : x[w]!) | (typeof o === 'number' ? o : o[w]!));
      if (size - base < 32) bits &= (1 << (size - base)) - 1;
      while (bits !== 0) {
        const low = bits & -bits;
        cells.push(base + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
  }
  return Object.freeze(cells.map((cell) => moves[cell]!));
}

const NONE: readonly TicTacToeMove[] = Object.freeze([]);

/**
 * Returns the move of the player to move that drops a mark into `column`: the lowest free cell
 * of the column (with gravity the only legal cell of a column; without, one of them).
 */
export function dropMove(state: unknown, column: unknown): Result<TicTacToeMove, MoveError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  const { context, x, o, turn, status } = position;
  const { columns } = context.geometry;
  let refusal: Refusal | undefined;
  if (status !== 'in-progress') refusal = refuse('GAME_OVER', 'the game is over');
  else if (!Number.isInteger(column)) refusal = refuse('NOT_INTEGER', `column ${describe(column)} is not an integer`);
  else if ((column as number) < 0 || (column as number) >= columns)
    refusal = refuse('OUT_OF_RANGE', `there is no column ${describe(column)} (columns are 0 to ${columns - 1})`);
  else if (has(x, column as number) || has(o, column as number))
    refusal = refuse('COLUMN_FULL', `column ${columnLetter(column as number)} is full`);
  return refusal ? err(moveError(refusal)) : ok(context.moves[turn]![lowestFree(position, column as number)]!);
}

/** Returns the state before the last move of the history. */
export function undo(state: unknown): Result<State, EngineError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  if (position.previous === null) {
    return err({
      code: 'NOTHING_TO_UNDO',
      message: 'Cannot undo: no move has been played.',
    });
  }
  return ok(position.previous);
}

/** Returns the state after the first `ply` moves of the history (0 is the start). */
export function stateAt(state: unknown, ply: unknown): Result<State, EngineError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  if (!Number.isInteger(ply) || (ply as number) < 0 || (ply as number) > position.plies) {
    return err({
      code: 'PLY_OUT_OF_RANGE',
      message: `Bad ply: ${describe(ply)} is not from 0 to ${position.plies}.`,
    });
  }
  return ok(rewind(position, ply as number));
}

/** Returns the state after the first `ply` moves of the history of `position`. */
function rewind(position: Position, ply: number): State {
  let at = position;
  while (at.plies > ply) at = positionOf(at.previous)!;
  return at.state;
}
