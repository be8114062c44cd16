import type { EngineError } from '../errors.js';
import { describe, isRecord } from '../internal/describe.js';
import { jsonData, readFields, sameData } from '../internal/input.js';
import { isCellIndex } from '../rules/cells.js';
import { parseBoard } from '../rules/board.js';
import { MARKS } from '../types.js';
import { JSON_KEYS, makeState, play, positionOf, type Position, type State } from './game-state.js';
import { boardMasks, unreachableReason } from './setup.js';
import { readContext } from './context.js';

type InvalidState = EngineError<'INVALID_STATE'>;

/**
 * Returns the position of a state. A genuine state (made by this library) is used as it is; any
 * other object (a state that went through JSON, or one of another copy of the library) is rebuilt
 * from its players, board and history and accepted only when every field it has agrees.
 */
export function resolveState(value: unknown): Position | InvalidState {
  const position = positionOf(value);
  if (position) return position;
  const state = revive(value);
  return 'code' in state ? state : positionOf(state)!;
}

/** Like {@link resolveState}, but returns the state object itself. */
export function resolveGameState(value: unknown): State | InvalidState {
  return positionOf(value) ? (value as State) : revive(value);
}

/** The fields of a state that a serialized one may have: what `toJSON` writes, and the two other views. */
const FIELDS = [...JSON_KEYS, 'grid', 'lastMove'] as const;

type Field = (typeof FIELDS)[number];

/**
 * Rebuilds a state from plain data. Its fields are read once and copied as JSON data (see the
 * input boundary), so nothing below reads the caller's objects again; the state is then replayed
 * from `players`, `board` and `history`, and every other field given must be exactly what the
 * rebuilt state has: a derived field that contradicts the board is refused, never repaired.
 */
function revive(value: unknown): State | InvalidState {
  if (typeof value !== 'object' || value === null) return invalid(`got ${describe(value)}`);
  const read = readFields(value, FIELDS);
  if (!read) return invalid('it cannot be read');
  const data: Partial<Record<Field, unknown>> = {};
  for (const key of FIELDS) {
    if (read[key] === undefined) continue;
    const copy = jsonData(read[key], false);
    if (copy === undefined) return invalid(`its ${key} is not JSON data`);
    data[key] = copy;
  }
  const { players, variant, metadata, history } = data;
  // createContext checks that there are two players; here, one must be X and the other O.
  const seats: readonly unknown[] = Array.isArray(players) ? players : [];
  const [xPlayer, oPlayer] = MARKS.map((mark) => seats.find((p) => isRecord(p) && p.symbol === mark) as Record<string, unknown> | undefined);
  if (!xPlayer || !oPlayer) return invalid('its players are not one X and one O');
  // createContext keeps only each player's id and name, and seats them by xPlayerId.
  const context = readContext({ variant, metadata, xPlayerId: xPlayer.id }, players);
  if ('reason' in context) return invalid(context.reason);
  const board = parseBoard(data.board);
  if (!board.ok) return invalid(board.error.message);
  const { size } = context.geometry;
  if (!Array.isArray(history) || history.length > size) return invalid(`its history is not a list of at most ${size} moves`);
  const cells: number[] = [];
  let played = 0;
  for (const [i, entry] of history.entries()) {
    const cell: unknown = isRecord(entry) ? entry.cell : undefined;
    if (!isCellIndex(cell)) return badEntry(i);
    played |= 1 << cell;
    cells.push(cell);
  }
  // Replay the history from the board without its cells: a reachable start, then one legal move
  // per entry, then the board.
  const { x, o } = boardMasks(board.value);
  const reason = unreachableReason(context, x & ~played, o & ~played);
  if (reason) return invalid(`before its history: ${reason.message}`);
  let current = makeState(context, x & ~played, o & ~played, 0, 0);
  for (const [i, cell] of cells.entries()) {
    const at = positionOf(current)!;
    if (at.status !== 'in-progress' || ((at.x | at.o) >>> cell) & 1) return badEntry(i);
    current = play(at, cell);
  }
  const rebuilt = positionOf(current)!;
  if (rebuilt.x !== x || rebuilt.o !== o) return mismatch('history');
  for (const key of FIELDS) {
    if (key in data && !sameData(data[key], current[key])) return mismatch(key);
  }
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
