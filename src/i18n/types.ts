/**
 * The vocabulary of translations: a {@link Catalogue} of messages for one language.
 *
 * @packageDocumentation
 */
import type { MESSAGE_PARAMS, MessageKey } from './keys.js';

/**
 * A message with plural forms, chosen by the number of its count parameter (`moves`, `count` or
 * `inARow`) with the catalogue locale's plural rules (`Intl.PluralRules`): English and Spanish
 * use `one` for 1 and `other` for the rest; French uses `one` for 0 and 1. A form the locale does
 * not use is ignored; a category without a form uses `other`.
 */
export interface PluralMessage {
  /** For the category `zero` (Arabic, Welsh, Latvian …). */
  readonly zero?: string;
  /** For the category `one` (1 in English and Spanish; 0 and 1 in French). */
  readonly one?: string;
  /** For the category `two` (Arabic, Hebrew, Welsh …). */
  readonly two?: string;
  /** For the category `few` (Polish, Czech, Arabic, Russian …). */
  readonly few?: string;
  /** For the category `many` (Polish, Russian, Arabic; a million in French and Spanish …). */
  readonly many?: string;
  /** For every other number: required. */
  readonly other: string;
}

/** A message: text with `{name}` placeholders, or plural forms of it for keys with a count. */
export type Message = string | PluralMessage;

/**
 * One message per key: a plain string, or {@link PluralMessage} forms for the keys with a count
 * parameter. `satisfies Messages` checks that a catalogue of yours has every key.
 */
export type Messages = {
  readonly [K in MessageKey]: Extract<(typeof MESSAGE_PARAMS)[K][number], 'moves' | 'count' | 'inARow'> extends never
    ? string
    : Message;
};

/**
 * The messages of one language, for the translation functions ({@link translate},
 * {@link describeStatus}, {@link describeError} …): English ({@link en}) is built in, Spanish and
 * French are imported from `tictactoe-engine/locales/es` and `tictactoe-engine/locales/fr`.
 * Shipped catalogues are frozen. Write your own as a plain object (see the translations guide): a
 * message it lacks, or cannot use (not a string or plural forms, or a placeholder that is not one
 * of its key's parameters), is taken from English. A message may repeat a placeholder, but a message
 * made longer than 2^24 characters (16,777,216) is refused with `INVALID_ARGUMENT`.
 */
export interface Catalogue {
  /** The language, as a BCP 47 tag (`'en'`, `'es'`, `'pt-BR'`): it chooses plural forms and number formats. */
  readonly locale: string;
  /** The language's name in that language (`'English'`, `'Español'`), for a language menu. */
  readonly name: string;
  /**
   * The direction of its text, for an app's `dir` attribute: `'ltr'` (left to right) or `'rtl'`
   * (Arabic, Hebrew, Persian …). In a right-to-left catalogue, every parameter is inserted between
   * Unicode isolates (U+2068 … U+2069), so that cell names and numbers keep their order.
   */
  readonly direction: 'ltr' | 'rtl';
  /**
   * `true` when a sentence quoted inside another after a colon starts with a small letter, as in
   * Spanish and French (`Coup 6 : la partie est terminée.`, the `{error}` of `error.at-move` and
   * `error.MOVER_FAILED.cause`). Only a capitalized first word is lowered (`La` → `la`): a mark
   * (`X doit …`), an acronym (`IA`) or a cell name stays as it is. Absent or `false`: the sentence
   * keeps its capital, as in English and German.
   */
  readonly lowercaseAfterColon?: boolean;
  /** The messages, by key: every key for a complete catalogue (`satisfies Messages`), or some of them. */
  readonly messages: Partial<Messages>;
}
