import type { EngineError } from '../errors.js';
import { popcount } from '../internal/bits.js';
import { describe } from '../internal/describe.js';
import { isCellIndex } from '../rules/cells.js';
import { parseBoard } from '../rules/board.js';
import type { GameState } from './game-state.js';
import { play, State, type Position } from './game-state.js';
import { boardMasks, unreachableReason } from './setup.js';
import { createContext } from './context.js';

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
    return invalid('it could not be read as plain data');
  }
}

function revive(value: unknown): State | InvalidState {
  if (typeof value !== 'object' || value === null) return invalid(`expected a game state, got ${describe(value)}`);
  const state = value as Partial<Record<keyof GameState, unknown>>;
  const { players, variant, metadata, history } = state;
  if (!Array.isArray(players) || players.length !== 2) return invalid('it has no pair of players');
  const xPlayer: unknown = players.find((p: unknown) => typeof p === 'object' && p !== null && (p as { symbol?: unknown }).symbol === 'X');
  const oPlayer: unknown = players.find((p: unknown) => typeof p === 'object' && p !== null && (p as { symbol?: unknown }).symbol === 'O');
  if (!xPlayer || !oPlayer) return invalid('its players are not one X and one O');
  const context = createContext(
    { variant, metadata, xPlayerId: (xPlayer as { id?: unknown }).id },
    players.map((p: { id?: unknown; name?: unknown }) => (p.name === undefined ? { id: p.id } : { id: p.id, name: p.name })),
  );
  if (!context.ok) return invalid(context.error.message);
  const board = parseBoard(state.board);
  if (!board.ok) return invalid(board.error.message);
  if (!Array.isArray(history)) return invalid('it has no history array');
  const { x, o } = boardMasks(board.value);
  const cells: number[] = [];
  let seen = 0;
  for (const [i, entry] of history.entries()) {
    const cell: unknown = typeof entry === 'object' && entry !== null ? (entry as { cell?: unknown }).cell : undefined;
    if (!isCellIndex(cell)) return invalid(`history entry ${i} has no cell index`);
    if (!(((x | o) >>> cell) & 1)) return invalid(`history entry ${i} played cell ${cell}, which is empty on the board`);
    if ((seen >>> cell) & 1) return invalid(`history entry ${i} plays cell ${cell} again`);
    seen |= 1 << cell;
    cells.push(cell);
  }
  let baseX = x;
  let baseO = o;
  for (const cell of cells) {
    baseX &= ~(1 << cell);
    baseO &= ~(1 << cell);
  }
  const reason = unreachableReason(context.value.geometry, baseX, baseO);
  if (reason) return invalid(`its position before the history is unreachable: ${reason.message}`);
  let current = new State(context.value, baseX, baseO, 0, 0);
  for (const [i, cell] of cells.entries()) {
    const at = State.positionOf(current)!;
    if (at.status !== 'in-progress') return invalid(`history entry ${i} was played after the game ended`);
    // Fields an entry may carry beside its cell must agree with the replay.
    const { symbol, playerId, turn } = history[i] as { symbol?: unknown; playerId?: unknown; turn?: unknown };
    const mover = at.context.refs[at.turn];
    if (symbol !== undefined && symbol !== mover.symbol) return invalid(`history entry ${i} has the wrong mark`);
    if (playerId !== undefined && playerId !== mover.playerId) return invalid(`history entry ${i} has the wrong player`);
    if (turn !== undefined && turn !== popcount(at.x | at.o) + 1) return invalid(`history entry ${i} has the wrong turn number`);
    current = play(at, cell);
  }
  const rebuilt = State.positionOf(current)!;
  if (rebuilt.x !== x || rebuilt.o !== o) return invalid('its history does not lead to its board');
  for (const key of ['status', 'currentPlayer', 'currentPlayerId', 'moveCount'] as const) {
    if (key in state && state[key] !== current[key]) {
      return invalid(`its ${key} is ${describe(state[key])} but the board says ${describe(current[key])}`);
    }
  }
  const winner = state.winner as { playerId?: unknown } | null | undefined;
  if (winner !== undefined && (winner?.playerId ?? null) !== (current.winner?.playerId ?? null)) {
    return invalid('its winner does not match the board');
  }
  return current;
}

function invalid(reason: string): InvalidState {
  return { code: 'INVALID_STATE', message: `Not a valid game state: ${reason}.` };
}
