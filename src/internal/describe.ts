/** Shortens text for an error message. */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** Describes an unknown value for an error message, briefly and without throwing. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the string "${clip(value)}"`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return 'undefined';
    default:
      return `a ${typeof value}`;
  }
}

/** `Array.isArray` that answers `false` instead of throwing (it throws on a revoked proxy). */
export function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
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
