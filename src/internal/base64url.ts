/**
 * Strict base64url (RFC 4648 §5) without padding. The decoder accepts exactly the strings the
 * encoder writes: every other string (a bad character, an impossible length, non-zero spare bits
 * in the last character) is refused, so each byte string has exactly one text form.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The 64 characters of base64url, in order of value. */
export const BASE64URL_ALPHABET: string = ALPHABET;

const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** Returns `bytes` as base64url text, without padding. */
export function toBase64url(bytes: Uint8Array): string {
  let text = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    text += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]! + ALPHABET[(n >>> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]!;
    text += ALPHABET[n >>> 2]! + ALPHABET[(n & 3) << 4]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 8) | bytes[i + 1]!;
    text += ALPHABET[n >>> 10]! + ALPHABET[(n >>> 4) & 63]! + ALPHABET[(n & 15) << 2]!;
  }
  return text;
}

/** Returns the bytes of canonical base64url text, or `undefined` when the text is not exactly that. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  const tail = text.length % 4;
  if (tail === 1) return undefined;
  const bytes = new Uint8Array(((text.length - tail) / 4) * 3 + (tail === 0 ? 0 : tail - 1));
  let n = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUES[code]! : -1;
    if (value < 0) return undefined;
    n = (n << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (n >>> bits) & 255;
      n &= (1 << bits) - 1;
    }
  }
  // The spare bits of the last character must be zero, or two texts would decode to the same bytes.
  return n === 0 ? bytes : undefined;
}
