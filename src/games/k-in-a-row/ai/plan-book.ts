/**
 * Level 6's choices on 3 × 3 against its default opponent model, read from {@link CLASSIC_BOOK}: what the planner's
 * expectimax (opponent.ts) finds in every position level 6 meets in its own games from the empty board, without a
 * fresh process paying for the expectimax on its first move. Elsewhere the planner plans.
 *
 * @packageDocumentation
 */
import { fromBase64url } from '../../../core/base64url.js';
import { canonicalForm, KEY_SPACE, SYMMETRIES } from '../analysis/symmetry.js';
import { CLASSIC_BOOK } from './classic-book.js';

/** Per variant (standard, misère), decoded on first use: by canonical key, the choice in the canonical position. */
const BOOKS: (Uint16Array | undefined)[] = [];

/**
 * Decodes a variant's book: entries in increasing key order, each `(key step − 1) · 512 + mask` in 7-bit groups,
 * lowest first, every group but the last with its top bit set.
 */
function readBook(text: string): Uint16Array {
  const bytes = fromBase64url(text)!;
  const book = new Uint16Array(KEY_SPACE);
  let key = -1;
  for (let i = 0; i < bytes.length; ) {
    let entry = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[i++]!;
      entry |= (byte & 127) << shift;
      if (byte < 128) break;
    }
    key += (entry >>> 9) + 1;
    book[key] = entry & 511;
  }
  return book;
}

/**
 * Returns the mask of level 6's moves of best expectation against the default model in the position with marks `x`
 * and `o`, the game in progress and level 6 to move (either mark): the planner's choice, from the book; 0 where the
 * book does not hold the position.
 */
export function bookChoice(misere: boolean, x: number, o: number): number {
  const book = (BOOKS[+misere] ??= readBook(CLASSIC_BOOK[+misere]!));
  const form = canonicalForm(x, o);
  const stored = book[form >>> 3]!;
  if (stored === 0) return 0;
  // The book holds the canonical image's cells: a cell is chosen when its image is.
  const image = SYMMETRIES[form & 7]!;
  let mask = 0;
  for (let cell = 0; cell < 9; cell++) if ((stored >>> image[cell]!) & 1) mask |= 1 << cell;
  return mask;
}
