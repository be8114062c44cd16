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

/** Reads `object[key]`, or `undefined` for a non-object or a getter that throws: options from untyped callers. */
export function field(object: unknown, key: string): unknown {
  try {
    return typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}
