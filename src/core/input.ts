/**
 * The input boundary. What callers pass (untyped JavaScript, parsed JSON, objects of another realm
 * or of another copy of this library) is read here once, inside one guard, into plain data that
 * the rest of the library trusts:
 *
 * - every getter runs once, so a value cannot answer one way when checked and another when used;
 * - a getter or Proxy trap that throws, or a revoked Proxy, makes the read fail: a typed error for
 *   the caller, never a throw and never "not given";
 * - no array is walked beyond its real content: a list of a known size is read up to that size
 *   only, any other array stops at its first hole, and no input is read past 1,000,000 values
 *   (100,000 objects), whatever length it claims.
 *
 * @packageDocumentation
 */
import { describe, isArray, isRecord } from './describe.js';

/**
 * Returns the named fields of an object, each read once, or `undefined` when `value` is not an
 * object (`null`, an array, a primitive) or cannot be read (a getter or trap throws, a revoked Proxy).
 */
export function readFields<K extends string>(
  value: unknown,
  keys: readonly K[],
): Partial<Record<K, unknown>> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Partial<Record<K, unknown>> = {};
  try {
    for (const key of keys) fields[key] = (value as Record<K, unknown>)[key];
  } catch {
    return undefined;
  }
  return fields;
}

/**
 * Reads an options argument: `undefined` means every option at its default (`{}`); anything else
 * must be a readable object (see {@link readFields}), or the result is `undefined`. An option whose
 * value is `undefined` is absent; any other value is the caller's to check.
 */
export function readOptions<K extends string>(
  value: unknown,
  keys: readonly K[],
): Partial<Record<K, unknown>> | undefined {
  return value === undefined ? {} : readFields(value, keys);
}

/**
 * Reads the fields `keys` of `value` once and copies each one given as JSON data (see
 * {@link jsonData}), so that nothing after reads the caller's object again: the copies, or the key
 * of a value that is not JSON data, or `undefined` when the object cannot be read.
 */
export function copyFields<K extends string>(
  value: object,
  keys: readonly K[],
): Partial<Record<K, unknown>> | K | undefined {
  const read = readFields(value, keys);
  if (!read) return undefined;
  const data: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    if (read[key] === undefined) continue;
    const copy = jsonData(read[key], false);
    if (copy === undefined) return key;
    data[key] = copy;
  }
  return data;
}

/**
 * Reads an array of at most `max` items once: its items (a hole reads as `undefined`), or why it
 * cannot be read. Only its length and the first `max` indexes are ever read: a longer array is
 * refused before any item is read, whatever length it claims.
 */
export function readList(value: unknown, max: number): unknown[] | ListProblem {
  if (!isArray(value)) return NOT_AN_ARRAY;
  try {
    const length = value.length;
    if (length > max) return TOO_LONG;
    const items: unknown[] = [];
    for (let i = 0; i < length; i++) items.push(value[i]);
    return items;
  } catch {
    return UNREADABLE;
  }
}

/** Why {@link readList} could not read a list, as words to put after its name. */
export type ListProblem = typeof NOT_AN_ARRAY | typeof TOO_LONG | typeof UNREADABLE;
export const NOT_AN_ARRAY = 'is not an array';
export const TOO_LONG = 'is too long';
export const UNREADABLE = 'cannot be read';

/**
 * The most values (objects, arrays, and the items and fields in them) that the library reads from
 * one input of unbounded size: a list of moves, metadata, a tally. It bounds the work that a Proxy
 * or a getter can ask for, whatever length it claims.
 */
export const MAX_VALUES = 1_000_000;

/** The most objects and arrays in one input: getters or a Proxy can make a fresh one at every read. */
const MAX_OBJECTS = 100_000;

/** The depth of nesting beyond which a value is not taken as data. */
const MAX_DEPTH = 32;

/** Thrown inside {@link jsonData} when a value is not data; caught at its top. */
const NOT_DATA = 0;

/**
 * Returns a deep copy of JSON data (plain objects, arrays, strings, finite numbers, booleans and
 * `null`), frozen all the way down (unless `freeze` is `false`, for a copy that stays inside the
 * library), or `undefined` for anything else: a function, a class instance, a hole or `undefined`
 * in an array, an object met twice (a cycle, or a reference shared within the value), nesting
 * deeper than 32, more than 100,000 objects and arrays or 1,000,000 values in all, or an object
 * whose getters or traps throw. A field set to `undefined` is left out, as `JSON.stringify` leaves
 * it out. Plain objects of another realm count as plain. The work is linear in the value's real
 * content (a sparse array is refused at its first hole) and never more than those bounds.
 */
export function jsonData(value: unknown, freeze = true): unknown {
  const seen = new Set<object>();
  let values = 0;
  const copy = (value: unknown, depth: number): unknown => {
    if (++values > MAX_VALUES) throw NOT_DATA;
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value) || seen.size >= MAX_OBJECTS) throw NOT_DATA;
    seen.add(value);
    let result: unknown[] | Record<string, unknown>;
    if (Array.isArray(value)) {
      // A length beyond the budget is refused before a single item is read.
      const length = value.length;
      if (length > MAX_VALUES - values) throw NOT_DATA;
      result = [];
      for (let i = 0; i < length; i++) {
        const item: unknown = value[i];
        if (item === undefined) throw NOT_DATA; // a hole: a sparse array stops at its first one
        result.push(copy(item, depth + 1));
      }
    } else {
      // A plain object's prototype is the root of its realm's chain (or there is none).
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== null && Object.getPrototypeOf(proto) !== null) throw NOT_DATA;
      result = {};
      for (const key of Object.keys(value)) {
        const item = (value as Record<string, unknown>)[key];
        // A field set to `undefined` is absent, as in JSON text.
        if (item === undefined) continue;
        const data = copy(item, depth + 1);
        // A key `__proto__` must stay an own data property, which only defineProperty makes.
        if (key === '__proto__')
          Object.defineProperty(result, key, { value: data, enumerable: true, writable: true, configurable: true });
        else result[key] = data;
      }
    }
    return freeze ? Object.freeze(result) : result;
  };
  try {
    return copy(value, 0);
  } catch {
    return undefined;
  }
}

/** Says whether two values of JSON data (as {@link jsonData} returns them) are equal, key order aside. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], other[i])) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}

/** Describes something thrown, for an error message: its `message` when it has a string one. Never throws. */
export function describeThrown(thrown: unknown): string {
  const message = readFields(thrown, ['message'])?.message;
  return typeof message === 'string' ? describe(message) : describe(thrown);
}
