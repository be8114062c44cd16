import type { EngineError } from '../../../core/errors.js';
import { describe, isRecord } from '../../../core/describe.js';
import { copyFields, sameData } from '../../../core/input.js';
import { parseBoard } from '../rules/board.js';
import { countOf, sameSet, withoutCell } from '../rules/cellset.js';
import { MARKS } from '../../../core/types.js';
import { JSON_KEYS, makeState, positionOf, type Position, type State } from './game-state.js';
import { playInput } from './move-check.js';
import { boardSets, unreachableReason } from './setup.js';
import { readContext } from './context.js';

type InvalidState = EngineError<'INVALID_STATE'>;

/**
 * Returns the position of a state. A genuine state (made by this library) is used as it is; any
 * other object (a state that went through JSON, or one of another copy of the library) is rebuilt
 * from its rules, players, board and history and accepted only when every field it has agrees.
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

/**
 * The fields of a state that a serialized one may have: what `toJSON` writes, the two other
 * views, and `variant`, which states of versions before the rules wrote instead of `rules`.
 */
const FIELDS = [...JSON_KEYS, 'grid', 'lastMove', 'variant'] as const;

type Field = (typeof FIELDS)[number];

const RULE_FIELDS = ['rows', 'columns', 'inARow', 'gravity', 'variant'] as const;

/**
 * Rebuilds a state from plain data. Its fields are read once and copied as JSON data (see the
 * input boundary), so nothing below reads the caller's objects again; the state is then replayed
 * from `rules`, `players`, `board` and `history`, and every other field given must be exactly what
 * the rebuilt state has: a derived field that contradicts the board is refused, never repaired.
 *
 * A state without `rules` is one of the versions before board shapes: a 3 × 3 game of its
 * `variant`, whose history entries have `turn` for `moveNumber` and whose anti-diagonal line has
 * the type `'diagonal'`.
 */
function revive(value: unknown): State | InvalidState {
  if (typeof value !== 'object' || value === null) return invalid(`got ${describe(value)}`);
  const data = copyFields(value, FIELDS);
  if (data === undefined) return invalid('it cannot be read');
  if (typeof data === 'string') return invalid(`its ${data} is not JSON data`);
  const { players, metadata, history } = data;
  const legacy = data.rules === undefined;
  if (!legacy && !isRecord(data.rules)) return invalid('its rules are not an object');
  const rules = legacy ? { variant: data.variant ?? 'standard' } : (data.rules as Record<string, unknown>);
  if (
    !legacy &&
    (Object.keys(rules).some((key) => !(RULE_FIELDS as readonly string[]).includes(key)) ||
      RULE_FIELDS.some((key) => !(key in rules)))
  ) {
    return invalid('its rules are not { rows, columns, inARow, gravity, variant }');
  }
  if (!legacy && 'variant' in data && data.variant !== rules.variant) return mismatch('variant');
  // createContext checks that there are two players; here, one must be X and the other O.
  const seats: readonly unknown[] = Array.isArray(players) ? players : [];
  const [xPlayer, oPlayer] = MARKS.map(
    (mark) => seats.find((p) => isRecord(p) && p.symbol === mark) as Record<string, unknown> | undefined,
  );
  if (!xPlayer || !oPlayer) return invalid('its players are not one X and one O');
  // createContext keeps only each player's id and name, and seats them by xPlayerId.
  const context = readContext({ ...rules, metadata, xPlayerId: xPlayer.id }, players);
  if ('reason' in context) return invalid(context.reason);
  const board = parseBoard(data.board, context.rules);
  if (!board.ok) return invalid(board.error.message);
  const { size } = context.geometry;
  if (!Array.isArray(history) || history.length > size)
    return invalid(`its history is not a list of at most ${size} moves`);
  const cells: number[] = [];
  for (const [i, entry] of history.entries()) {
    const cell: unknown = isRecord(entry) ? entry.cell : undefined;
    if (!Number.isInteger(cell) || (cell as number) < 0 || (cell as number) >= size) return badEntry(i);
    cells.push(cell as number);
  }
  // Replay the history from the board without its cells: a reachable start, then one legal move
  // per entry, then the board.
  let { x, o } = boardSets(board.value, size);
  for (const cell of cells) {
    x = withoutCell(x, cell);
    o = withoutCell(o, cell);
  }
  const reason = unreachableReason(context, x, o);
  if (reason) return invalid(`before its history: ${reason.message}`);
  let current = makeState(context, x, o, countOf(x) + countOf(o));
  for (const [i, cell] of cells.entries()) {
    const next = playInput(positionOf(current)!, cell, undefined);
    if ('code' in next) return badEntry(i);
    current = next;
  }
  const rebuilt = positionOf(current)!;
  const given = boardSets(board.value, size);
  if (!sameSet(rebuilt.x, given.x) || !sameSet(rebuilt.o, given.o)) return mismatch('history');
  for (const key of FIELDS) {
    if (key === 'variant' || !(key in data)) continue;
    const expected = legacy ? legacyView(current, key) : current[key];
    if (!sameData(data[key], expected)) return mismatch(key);
  }
  return current;
}

/** A field of a 3 × 3 state as versions before board shapes wrote it. */
function legacyView(state: State, key: Exclude<Field, 'variant'>): unknown {
  const entry = ({ moveNumber, ...rest }: State['history'][number]): unknown => ({ turn: moveNumber, ...rest });
  if (key === 'history') return state.history.map(entry);
  if (key === 'lastMove') return state.lastMove && entry(state.lastMove);
  if (key === 'winningLine' && state.winningLine?.type === 'anti-diagonal')
    return { ...state.winningLine, type: 'diagonal' };
  return state[key];
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
