import type { EngineError } from '../errors.js';
import { describe, field, isArray } from '../internal/describe.js';
import { isCellIndex } from '../rules/cells.js';
import { parseBoard } from '../rules/board.js';
import { MARKS } from '../types.js';
import type { GameState } from './game-state.js';
import { play, State, type Position } from './game-state.js';
import { boardMasks, unreachableReason } from './setup.js';
import { readContext } from './context.js';

type InvalidState = EngineError<'INVALID_STATE'>;

/**
 * Returns the position of a state. A genuine state (made by this library) is used as it is; any
 * other object (a state that went through JSON, `structuredClone` or another copy of the library)
 * is rebuilt from its players, board and history and accepted only when every field agrees.
 */
export function resolveState(value: unknown): Position | InvalidState {
  const position = State.positionOf(value);
  if (position) return position;
  const state = resolveGameState(value);
  return state instanceof State ? State.positionOf(state)! : state;
}

/** Like {@link resolveState}, but returns the state object itself. */
export function resolveGameState(value: unknown): State | InvalidState {
  if (State.positionOf(value)) return value as State;
  try {
    return revive(value);
  } catch {
    return invalid('it is not plain data');
  }
}

function revive(value: unknown): State | InvalidState {
  if (typeof value !== 'object' || value === null) return invalid(`got ${describe(value)}`);
  const state = value as Partial<Record<keyof GameState, unknown>>;
  const { players, variant, metadata, history } = state;
  // createContext checks that there are two players; here, one must be X and the other O.
  const seats: unknown[] = isArray(players) ? players : [];
  const [xPlayer, oPlayer] = MARKS.map((mark) => seats.find((p) => field(p, 'symbol') === mark));
  if (!xPlayer || !oPlayer) return invalid('its players are not one X and one O');
  // createContext keeps only each player's id and name, and seats them by xPlayerId.
  const context = readContext({ variant, metadata, xPlayerId: field(xPlayer, 'id') }, players);
  if ('reason' in context) return invalid(context.reason);
  const board = parseBoard(state.board);
  if (!board.ok) return invalid(board.error.message);
  if (!Array.isArray(history)) return invalid('it has no history array');
  // Each cell is read once: a getter cannot answer differently on the replay.
  const cells: number[] = [];
  let played = 0;
  for (const [i, entry] of history.entries()) {
    const cell = field(entry, 'cell');
    if (!isCellIndex(cell)) return badEntry(i);
    played |= 1 << cell;
    cells.push(cell);
  }
  // Replay the history from the board without its cells: a reachable start, then one legal move
  // per entry (an entry's mark, player and turn number, when given, must agree), then the board.
  const { x, o } = boardMasks(board.value);
  const reason = unreachableReason(context, x & ~played, o & ~played);
  if (reason) return invalid(`before its history: ${reason.message}`);
  let current = new State(context, x & ~played, o & ~played, 0, 0);
  for (const [i, cell] of cells.entries()) {
    const at = State.positionOf(current)!;
    const { symbol, playerId, turn } = history[i] as { symbol?: unknown; playerId?: unknown; turn?: unknown };
    const mover = at.context.refs[at.turn];
    if (
      at.status !== 'in-progress' ||
      ((at.x | at.o) >>> cell) & 1 ||
      (symbol !== undefined && symbol !== mover.symbol) ||
      (playerId !== undefined && playerId !== mover.playerId) ||
      (turn !== undefined && turn !== current.moveCount + 1)
    ) {
      return badEntry(i);
    }
    current = play(at, cell);
  }
  const rebuilt = State.positionOf(current)!;
  if (rebuilt.x !== x || rebuilt.o !== o) return mismatch('history');
  for (const key of ['status', 'currentPlayer', 'currentPlayerId', 'moveCount'] as const) {
    if (key in state && state[key] !== current[key]) return mismatch(key);
  }
  const winner = state.winner as { playerId?: unknown } | null | undefined;
  if (winner !== undefined && (winner?.playerId ?? null) !== (current.winner?.playerId ?? null)) return mismatch('winner');
  return current;
}

function badEntry(index: number): InvalidState {
  return invalid(`history entry ${index} is not a legal move`);
}

function mismatch(key: string): InvalidState {
  return invalid(`its ${key} does not match its board`);
}

function invalid(reason: string): InvalidState {
  return { code: 'INVALID_STATE', message: `Bad game state: ${reason}.` };
}
