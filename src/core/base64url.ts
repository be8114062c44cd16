/**
 * Strict base64url (RFC 4648 §5) without padding. The decoder accepts exactly the strings the
 * encoder writes: every other string (a bad character, an impossible length, non-zero spare bits
 * in the last character) is refused, so each byte string has exactly one text form.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Returns `bytes` as base64url text, without padding. */
export function toBase64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    // A group of 1, 2 or 3 bytes takes 2, 3 or 4 characters.
    for (let k = 0; k <= Math.min(3, bytes.length - i); k++) text += ALPHABET[(n >>> (18 - 6 * k)) & 63];
  }
  return text;
}

/** Returns the bytes of canonical base64url text, or `undefined` when the text is not exactly that. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  const decoded = decodeBase64url(text);
  return decoded?.canonical ? decoded.bytes : undefined;
}

/**
 * Returns the bytes of base64url text and whether the text is canonical (the spare bits of its
 * last character are zero: the one text the encoder writes for those bytes), or `undefined` for
 * a character outside the alphabet or an impossible length.
 */
export function decodeBase64url(text: string): { bytes: Uint8Array<ArrayBuffer>; canonical: boolean } | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array((text.length * 3) >> 2);
  let n = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ALPHABET.indexOf(text[i]!);
    if (value < 0) return undefined;
    n = (n << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = n >>> bits;
      n &= (1 << bits) - 1;
    }
  }
  return { bytes, canonical: n === 0 };
}
