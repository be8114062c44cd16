// Small pieces of text that every language of the CLI uses.

/** French typography: a no-break space before `:` and inside « », a narrow one before `;`, `!` and `?`. */
export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** A word as a message shows it: at most 40 characters. */
export function clip(word: string): string {
  return word.length > 40 ? `${word.slice(0, 40)}…` : word;
}

/** Selects by the plural rules of `locale`: `one` or `other`. */
export const plural = (locale: string, n: number, one: string, other: string): string =>
  new Intl.PluralRules(locale).select(n) === 'one' ? one : other;

/**
 * A sentence with a small first letter, as Spanish and French write it after a colon: only a
 * capitalized first word is lowered (`Bloquea` → `bloquea`), so that a mark (`X`) or a cell name
 * stays as it is (the library's describeError does the same for the sentences it nests).
 */
export const lowerFirst = (sentence: string): string =>
  sentence.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());

/** Rows of a label and a value, the values aligned two spaces after the longest label (and its colon). */
export function table(rows: readonly (readonly [label: string, value: string])[], colon: string): string[] {
  const width = Math.max(...rows.map(([label]) => `${label}${colon}`.length)) + 2;
  return rows.map(([label, value]) => `${`${label}${colon}`.padEnd(width)}${value}`);
}
