/**
 * What the records of every game share: the caller's fields (a game id, timestamps), the two
 * players, and the errors of a record, "Bad game record: …".
 *
 * @packageDocumentation
 */
import { err, ok } from './errors.js';
import { describe, isRecord } from './describe.js';
import { copyFields } from './input.js';
import type { RecordError, RecordErrorCode } from './record-errors.js';
import type { Result, SeatedPlayer } from './types.js';

/** The caller's fields of a record: a game id and timestamps, all optional strings. */
export interface RecordFields {
  /** The caller's id of the game. */
  readonly gameId?: string;
  /** When the game was created, in any format the caller likes (ISO 8601 is stored shortest in codes). */
  readonly createdAt?: string;
  /** When the game was last changed, likewise. */
  readonly updatedAt?: string;
}

/** The caller's fields of every record, in the order they are written. */
export const FIELDS = ['gameId', 'createdAt', 'updatedAt'] as const;
/** Reads the caller's fields (game id, timestamps) of `source`, each one else of `fallback`: strings only. */
export function callerFields(
  source: Fields,
  fallback: Fields = {},
): Result<RecordFields, RecordError<'MALFORMED_RECORD'>> {
  const fields: Record<string, string> = {};
  for (const key of FIELDS) {
    const value: unknown = source[key] !== undefined ? source[key] : fallback[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return expected(key, 'a string', value);
    fields[key] = value;
  }
  return ok(fields);
}

export type Fields = { readonly [key: string]: unknown };

/**
 * Reads the fields `keys` of a record given as an object or as its JSON text, each read once and
 * copied as JSON data (see the input boundary), so that nothing after reads the caller's objects
 * again. Never throws.
 */
export function recordData<K extends string>(
  input: unknown,
  keys: readonly K[],
): Result<Partial<Record<K, unknown>>, RecordError<'MALFORMED_RECORD'>> {
  let source = input;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source) as unknown;
    } catch {
      return malformed('', `${describe(source)} is not JSON`);
    }
  }
  if (!isRecord(source)) return malformed('', `a record is an object, not ${describe(source)}`);
  const record = copyFields(source, keys);
  if (record === undefined) return malformed('', 'it could not be read as plain data');
  if (typeof record === 'string') return malformed(record, `${record} must be JSON data`);
  return ok(record);
}

/** Checks the players of a record; returns the id of the player who plays X. */
export function readPlayers(players: unknown): string | Result<never, RecordError<'MALFORMED_RECORD'>> {
  if (!Array.isArray(players)) return expected('players', 'an array of two players', players);
  if (players.length !== 2) return malformed('players', `a record has two players, not ${players.length}`);
  for (const [i, player] of players.entries()) {
    const path = `players[${i}]`;
    if (!isRecord(player)) return expected(path, 'an object { id, name?, symbol }', player);
    const { id, name, symbol } = player as Partial<Record<keyof SeatedPlayer, unknown>>;
    if (typeof id !== 'string' || !id) return expected(`${path}.id`, 'a non-empty string', id);
    if (name !== undefined && typeof name !== 'string') return expected(`${path}.name`, 'a string', name);
    if (symbol !== 'X' && symbol !== 'O') return expected(`${path}.symbol`, "'X' or 'O'", symbol);
  }
  const [first, second] = players as SeatedPlayer[];
  if (first!.symbol === second!.symbol) return malformed('players[1].symbol', `both players play ${first!.symbol}`);
  if (first!.id === second!.id) return malformed('players[1].id', `both players have the id ${describe(first!.id)}`);
  return first!.symbol === 'X' ? first!.id : second!.id;
}

export function fail<C extends RecordErrorCode>(
  code: C,
  message: string,
  extra: Omit<RecordError, 'code' | 'message'> = {},
): Result<never, RecordError<C>> {
  return err({ code, message: `Bad game record: ${message}.`, ...extra });
}

export function malformed(field: string, message: string): Result<never, RecordError<'MALFORMED_RECORD'>> {
  return fail('MALFORMED_RECORD', message, field ? { field } : {});
}

/** The error of a field whose value is not what it should be. */
export function expected(
  field: string,
  expectation: string,
  value: unknown,
): Result<never, RecordError<'MALFORMED_RECORD'>> {
  return malformed(field, `${field} must be ${expectation}, not ${describe(value)}`);
}
