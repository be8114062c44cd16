/** Shortens text for an error message (a player id, a name): at most `max` characters, however long the text. */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** Describes an unknown value for an error message, briefly and without throwing. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return `"${clip(value)}"`;
  if (isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  // A BigInt is not printed: its text can take seconds to make and megabytes to hold.
  return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint'
    ? `a ${typeof value}`
    : String(value);
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
