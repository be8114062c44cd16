/** Shortens text for an error message. */
function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** Describes an unknown value for an error message, briefly and without throwing. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return `"${clip(value)}"`;
  if (isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return typeof value === 'function' || typeof value === 'symbol' ? `a ${typeof value}` : String(value);
}

/** `Array.isArray` that answers `false` instead of throwing (it throws on a revoked proxy). */
export function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** Says whether `value` is an object that is not an array (nor `null`). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !isArray(value);
}

/**
 * Returns a deep copy of JSON-like data (plain objects, arrays, strings, finite numbers, booleans,
 * null), frozen all the way down, or `undefined` for anything else (functions, class instances,
 * cycles, getters that throw, nesting deeper than 32).
 */
export function frozenData(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object' || depth > 32) return undefined;
  try {
    if (Array.isArray(value)) {
      const items = value.map((item) => frozenData(item, depth + 1));
      return items.includes(undefined) ? undefined : Object.freeze(items);
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = frozenData((value as Record<string, unknown>)[key], depth + 1);
      if (item === undefined) return undefined;
      Object.defineProperty(copy, key, { value: item, enumerable: true });
    }
    return Object.freeze(copy);
  } catch {
    return undefined;
  }
}

/** Reads `object[key]`, or `undefined` for a non-object or a getter that throws: options from untyped callers. */
export function field(object: unknown, key: string): unknown {
  try {
    return typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}
