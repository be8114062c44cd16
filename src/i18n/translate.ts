/**
 * Renders messages: a catalogue read once at the boundary, a message chosen (its plural form by
 * the locale's rules, English when the catalogue lacks it or cannot use it) and its placeholders filled.
 *
 * @packageDocumentation
 */
import { describe, isRecord } from '../core/describe.js';
import { readFields } from '../core/input.js';
import { invalidArgument } from '../core/invalid-argument.js';
import { COUNTS, isNumberParam, MESSAGE_PARAMS, type MessageKey, type MessageParams } from './keys.js';
import { en } from './locales/en.js';
import type { Mark } from '../core/types.js';
import type { Catalogue } from './types.js';

/** A catalogue as read once at the boundary: what rendering needs. */
export interface Reader {
  readonly locale: string;
  /** Right to left: parameters are inserted between Unicode isolates. */
  readonly rtl: boolean;
  /** A sentence quoted after a colon starts with a small letter (see `Catalogue.lowercaseAfterColon`). */
  readonly lower?: boolean | undefined;
  /** The messages object, read one key at a time (it may be an untyped caller's: every read is guarded). */
  readonly messages: object;
}

/** The parameter values of a message, already checked. */
export type Values = Readonly<Record<string, string | number>>;

/** Returns the reader of the English catalogue. */
const englishReader = (): Reader => ({ locale: 'en', rtl: false, messages: en.messages });

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The longest message the translation functions make, in UTF-16 code units (2^24): a catalogue that
 * repeats a long parameter would otherwise ask for more than a runtime holds (a `RangeError`), after
 * as long as it takes to build. A longer one is `INVALID_ARGUMENT`.
 */
export const MAX_MESSAGE_LENGTH = 16_777_216; // 2^24

/** A placeholder: a parameter's name in braces. Any other brace is text. */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Returns the parameter names of a key. */
export function paramsOf(key: MessageKey): readonly string[] {
  return MESSAGE_PARAMS[key];
}

/** Says whether `key` is a message key. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(MESSAGE_PARAMS, key);
}

/**
 * Reads the catalogue argument of `fn`: `undefined` for English, else an object with a BCP 47
 * `locale`, a `direction` of `'ltr'` or `'rtl'`, an object of `messages` and, if any, a boolean
 * `lowercaseAfterColon`, each read once. Anything else throws `INVALID_ARGUMENT`.
 */
export function readCatalogue(fn: string, catalogue: unknown): Reader {
  if (catalogue === undefined) return englishReader();
  const fields = readFields(catalogue, ['locale', 'direction', 'messages', 'lowercaseAfterColon']) ?? {};
  const { locale, direction, messages, lowercaseAfterColon } = fields;
  const wrong =
    typeof locale !== 'string' || !isLocale(locale)
      ? 'locale'
      : direction !== 'ltr' && direction !== 'rtl'
        ? 'direction'
        : !isRecord(messages)
          ? 'messages'
          : typeof (lowercaseAfterColon ?? false) !== 'boolean'
            ? 'lowercaseAfterColon'
            : undefined;
  if (wrong) invalidArgument(`${fn}: not a catalogue: its ${wrong} is ${describe(fields[wrong])}.`);
  return {
    locale: locale as string,
    rtl: direction === 'rtl',
    lower: lowercaseAfterColon as boolean | undefined,
    messages: messages as object,
  };
}

/**
 * Says whether `locale` is a language tag that `Intl` accepts; where there is no
 * `Intl.getCanonicalLocales` (or no `Intl`), whether it has the form of one.
 */
function isLocale(locale: string): boolean {
  if (typeof Intl === 'undefined' || typeof Intl.getCanonicalLocales !== 'function')
    return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(locale);
  try {
    return Intl.getCanonicalLocales(locale).length > 0; // it throws a RangeError for anything else
  } catch {
    return false;
  }
}

/** The plural rules and number format of a locale: a bounded memo (apps use one or two locales). */
const formats = new Map<string, { readonly plural: Intl.PluralRules; readonly number: Intl.NumberFormat } | null>();

function formatsOf(locale: string): { readonly plural: Intl.PluralRules; readonly number: Intl.NumberFormat } | null {
  let found = formats.get(locale);
  if (found === undefined) {
    try {
      found = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
    } catch {
      found = null; // no Intl (or none for this locale): English rules, plain numbers
    }
    if (formats.size >= 16) formats.delete(formats.keys().next().value!);
    formats.set(locale, found);
  }
  return found;
}

/**
 * Returns the text of `key` in `reader` for the count `count` (the plural form of the locale's
 * category), or `undefined` when the catalogue has no message it can use: absent, unreadable, not
 * a string or plural forms (or plural forms for a key without a count), or with a placeholder that
 * is not one of the key's parameters.
 */
function template(reader: Reader, key: MessageKey, count: number | undefined): string | undefined {
  let message: unknown;
  try {
    message = (reader.messages as Record<string, unknown>)[key];
  } catch {
    return undefined; // a getter or a Proxy that throws
  }
  let text: unknown = message;
  if (typeof message !== 'string') {
    if (count === undefined) return undefined;
    const forms = readFields(message, PLURAL_FORMS);
    if (!forms || typeof forms.other !== 'string') return undefined;
    for (const form of PLURAL_FORMS) {
      const value = forms[form];
      if (value !== undefined && (typeof value !== 'string' || !placeholdersOf(value, key))) return undefined;
    }
    const category = formatsOf(reader.locale)?.plural.select(count) ?? (count === 1 ? 'one' : 'other');
    text = forms[category as (typeof PLURAL_FORMS)[number]] ?? forms.other;
  }
  return placeholdersOf(text as string, key) ? (text as string) : undefined;
}

/** Says whether every placeholder of `text` is a parameter of `key`. */
function placeholdersOf(text: string, key: MessageKey): boolean {
  const params = paramsOf(key);
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!params.includes(name!)) return false;
  return true;
}

/**
 * Returns the message `key` of `reader` with `values` (checked, a superset of the key's
 * parameters) filled in; English when the catalogue has no message it can use.
 */
export function message(reader: Reader, key: MessageKey, values: Values): string {
  const countName = paramsOf(key).find((name) => COUNTS.includes(name));
  const count = countName === undefined ? undefined : (values[countName] as number);
  let source = reader;
  let text = template(reader, key, count);
  if (text === undefined) {
    source = englishReader();
    text = template(source, key, count)!;
  }
  const number = formatsOf(source.locale)?.number;
  // The length is counted before the message is made: a catalogue that repeats a long parameter
  // costs no more than its own text.
  let length = text.length;
  const filled = text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name]!;
    // -0 is written 0 (plural rules already count it as 0).
    const shown = typeof value === 'number' ? (number?.format(value + 0) ?? String(value)) : value;
    const piece = source.rtl ? `\u2068${shown}\u2069` : shown;
    // Past the limit, the rest is not filled: the message is refused below.
    return (length += piece.length - placeholder.length) > MAX_MESSAGE_LENGTH ? '' : piece;
  });
  if (length > MAX_MESSAGE_LENGTH) invalidArgument(`${key}: the message would be over 2^24 characters long.`);
  return filled;
}

/**
 * Returns the message of `key` in `catalogue` with its parameters filled in. A message the
 * catalogue lacks (or cannot use: see {@link Catalogue}) is the English one. Numbers are written
 * in the catalogue's locale, and the count of a key with plural forms (`moves`, `count`,
 * `inARow`) chooses the form by the locale's plural rules.
 *
 * @param key - a message key of {@link MESSAGE_PARAMS}.
 * @param params - the key's parameters: `{}` for a key without any.
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` for a key that is not a message key, a missing parameter
 *   or one of the wrong type (a string for a number, `NaN`, an infinite number), a catalogue that
 *   is not one, or a message that would be longer than 2^24 characters (a catalogue's text that repeats
 *   a long parameter; the length is counted before the message is made).
 * @example
 * ```ts
 * import { translate } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * translate('status.you-win', {});                         // 'You win!'
 * translate('status.you-win', {}, es);                     // '¡Ganaste!'
 * translate('outcome.win', { mark: 'O', moves: 1 }, es);   // 'O gana en 1 jugada'
 * translate('outcome.win', { mark: 'O', moves: 3 }, es);   // 'O gana en 3 jugadas'
 * ```
 */
export function translate<K extends MessageKey>(key: K, params: MessageParams<K>, catalogue?: Catalogue): string {
  if (!isMessageKey(key)) invalidArgument(`translate: ${describe(key)} is not a message key.`);
  const reader = readCatalogue('translate', catalogue);
  const names = paramsOf(key);
  if (names.length === 0) return message(reader, key, {});
  const given = readFields(params, names);
  if (given === undefined) invalidArgument(`translate: the parameters of ${key} cannot be read.`);
  const values: Record<string, string | number> = {};
  for (const name of names) {
    const value = given[name];
    const ok = isNumberParam(name) ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string';
    if (!ok)
      invalidArgument(
        `translate: the parameter ${name} of ${key} must be ${isNumberParam(name) ? 'a finite number' : 'a string'},` +
          ` not ${describe(value)}.`,
      );
    values[name] = value as string | number;
  }
  return message(reader, key, values);
}

/** A mark as the catalogue writes it. */
export const markName = (reader: Reader, mark: Mark): string => message(reader, `mark.${mark}`, {});

/**
 * The keys of a hint's estimated result, by grade (`estimateGrade`): for the player hinted when the
 * estimate favours them, then when it favours the opponent. Both games' hints say it so.
 */
export const ESTIMATED_RESULT = {
  even: ['hint.result.even', 'hint.result.even'],
  'slightly-better': ['hint.result.slightly-better', 'hint.result.slightly-worse'],
  better: ['hint.result.better-for-you', 'hint.result.worse-for-you'],
  winning: ['hint.result.winning', 'hint.result.losing'],
} as const;
