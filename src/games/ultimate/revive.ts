/**
 * Ultimate states that come back from JSON (or from another copy of the library): rebuilt from
 * their rules, players, setup and history, and accepted only when every field agrees.
 *
 * @packageDocumentation
 */
import { describe, isRecord } from '../../core/describe.js';
import type { EngineError } from '../../core/errors.js';
import { copyFields, sameData } from '../../core/input.js';
import { readPosition, writePosition } from './notation.js';
import { readContext } from './play.js';
import { playInput } from './play.js';
import { startCore } from './core.js';
import { positionOf, startState, ULTIMATE_JSON_KEYS, type UltimatePosition, type UState } from './state.js';

type InvalidState = EngineError<'INVALID_STATE'>;

/** The fields a serialized state may have: what `toJSON` writes, and `lastMove`. */
const FIELDS = [...ULTIMATE_JSON_KEYS, 'lastMove'] as const;

/**
 * Returns the position of a state: a genuine one as it is; any other object is rebuilt from its
 * `rules`, `players`, `metadata`, `setup` and `history`, and accepted only when every other field it
 * has is exactly what the rebuilt state has.
 */
export function resolveUltimate(value: unknown): UltimatePosition | InvalidState {
  const position = positionOf(value);
  if (position) return position;
  const state = revive(value);
  return 'code' in state ? state : positionOf(state)!;
}

function revive(value: unknown): UState | InvalidState {
  if (typeof value !== 'object' || value === null) return invalid(`got ${describe(value)}`);
  const data = copyFields(value, FIELDS);
  if (data === undefined) return invalid('it cannot be read');
  if (typeof data === 'string') return invalid(`its ${data} is not JSON data`);
  const { rules, players, metadata, history, setup } = data;
  if (!isRecord(rules)) return invalid('its rules are not an object');
  const seats: readonly unknown[] = Array.isArray(players) ? players : [];
  const xPlayer = seats.find((p) => isRecord(p) && p.symbol === 'X') as Record<string, unknown> | undefined;
  const oPlayer = seats.find((p) => isRecord(p) && p.symbol === 'O');
  if (!xPlayer || !oPlayer) return invalid('its players are not one X and one O');
  const context = readContext({ ...rules, metadata, xPlayerId: xPlayer.id }, players);
  if ('reason' in context) return invalid(context.reason);
  let start: UState;
  if (setup === undefined || setup === null) start = startState(context, startCore(context.rules), null);
  else {
    if (typeof setup !== 'string') return invalid('its setup is not a position string');
    const position = readPosition(setup, context.rules);
    if ('reason' in position) return invalid(`its setup: ${position.reason}`);
    if (writePosition(position.core, position.lastMove) !== setup)
      return invalid('its setup is not in its written form');
    start = startState(context, position.core, { text: setup, lastMove: position.lastMove });
  }
  if (!Array.isArray(history) || history.length > 81) return invalid('its history is not a list of at most 81 moves');
  let current = start;
  for (const [i, entry] of history.entries()) {
    const move: unknown = isRecord(entry) ? entry.move : undefined;
    if (!Number.isInteger(move)) return invalid(`history entry ${i} is not a move`);
    const next = playInput(positionOf(current)!, move, undefined, true);
    if ('code' in next) return invalid(`history entry ${i} is not a legal move`);
    current = next;
  }
  for (const key of FIELDS) {
    if (!(key in data) || key === 'setup') continue;
    if (!sameData(data[key], current[key])) return invalid(`its ${key} does not match its moves`);
  }
  return current;
}

function invalid(reason: string): InvalidState {
  return { code: 'INVALID_STATE', message: `Bad Ultimate state: ${reason}.` };
}
