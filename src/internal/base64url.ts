/**
 * Strict base64url (RFC 4648 §5) without padding, over the platform's `btoa` and `atob`. The
 * decoder accepts exactly the strings the encoder writes: every other string (a bad character, an
 * impossible length, non-zero spare bits in the last character) is refused, so each byte string
 * has exactly one text form.
 */

/** Returns `bytes` as base64url text, without padding. */
export function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Returns the bytes of canonical base64url text, or `undefined` when the text is not exactly that. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  // atob would skip white space, and throws on a length that leaves one character over.
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  // atob ignores the spare bits of the last character: only the text the encoder writes is canonical.
  return toBase64url(bytes) === text ? bytes : undefined;
}
