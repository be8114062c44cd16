// Every word the playground shows goes through this module, in the language chosen: `t(key, params)`
// for the page's own strings (lang/en.js, es.js, fr.js), and the `say*` functions for what the
// library words itself, through its catalogue of that language (statuses, cells and lines, hints and
// outcomes, errors, levels, rules, marks, an analysis's verdicts and counts). English is built in;
// another language (the page's strings and the library's catalogue) is loaded when it is chosen.
import {
  MESSAGE_PARAMS,
  describeError,
  describeHint,
  describeOutcome,
  describeStatus,
  describeDifficulty,
  describeUltimateHint,
  en,
  cellLabel,
  labelDifficulty,
  labelRules,
  lineLabel,
  translate,
} from 'tictactoe-engine';
import { messages as english } from './lang/en.js';

/** @typedef {import('tictactoe-engine').AIDifficulty} AIDifficulty */
/** @typedef {import('tictactoe-engine').Catalogue} Catalogue */
/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').ErrorData} ErrorData */
/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').Hint} Hint */
/** @typedef {import('tictactoe-engine').MessageKey} MessageKey */
/** @typedef {import('tictactoe-engine').Outcome} Outcome */
/** @typedef {import('tictactoe-engine').Rules} Rules */
/** @typedef {import('tictactoe-engine').Shape} Shape */
/** @typedef {import('tictactoe-engine').WinningLine} WinningLine */
/** @typedef {import('./lang/en.js').StringKey} StringKey */
/** @typedef {import('./lang/en.js').PageMessages} PageMessages */

/**
 * The languages of the page, each by its catalogue's `name` (the menu names them without loading
 * them; the test checks that the names are the catalogues').
 */
export const LANGUAGES = /** @type {const} */ ({ en: 'English', es: 'Español', fr: 'Français' });
/** @typedef {keyof typeof LANGUAGES} Language */

/** @typedef {{ language: Language, catalogue: Catalogue, messages: PageMessages }} Loaded */

/** How each language other than English is loaded: the library's catalogue and the page's strings. */
const LOADERS = {
  es: async () => {
    const [library, page] = await Promise.all([import('tictactoe-engine/locales/es'), import('./lang/es.js')]);
    return { catalogue: library.es, messages: page.messages };
  },
  fr: async () => {
    const [library, page] = await Promise.all([import('tictactoe-engine/locales/fr'), import('./lang/fr.js')]);
    return { catalogue: library.fr, messages: page.messages };
  },
};

/** @type {Loaded} */
let current = { language: 'en', catalogue: en, messages: english };
/** @type {Map<Language, Promise<Loaded>>} */
const loading = new Map([['en', Promise.resolve(current)]]);
/** The language asked for last: an earlier one that loads later is not applied. */
let wanted = /** @type {Language} */ ('en');

/**
 * Whether `code` is a language of the page.
 *
 * @param {unknown} code
 * @returns {code is Language}
 */
export const isLanguage = (code) => typeof code === 'string' && Object.hasOwn(LANGUAGES, code);

/**
 * The page's language for a language tag (`fr`, `fr-CA`, `es_AR`, `ES`), or `undefined`.
 *
 * @param {string} tag
 * @returns {Language | undefined}
 */
export function languageOf(tag) {
  const code = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) ? code : undefined;
}

const STORAGE_KEY = 'tictactoe-playground:lang';

/**
 * The language to start in: `?lang=` in the address (a language the page does not have is ignored),
 * else the last one chosen in this browser, else the first of the browser's languages that the page
 * has, else English.
 *
 * @param {URLSearchParams} query
 * @returns {Language}
 */
export function preferredLanguage(query) {
  const asked = languageOf(query.get('lang') ?? '');
  if (asked) return asked;
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private modes): the browser's languages decide.
  }
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = languageOf(tag);
    if (found) return found;
  }
  return 'en';
}

/** Remembers the language chosen in this browser. @param {Language} language */
export function rememberLanguage(language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Only the memory is lost.
  }
}

/**
 * Switches to `language`, loading it the first time. Resolves to whether it is now the page's
 * language: `false` when another language was asked for meanwhile. A language that fails to load
 * leaves the page as it was (and is tried again next time).
 *
 * @param {Language} language
 * @returns {Promise<boolean>}
 */
export async function useLanguage(language) {
  wanted = language;
  let pending = loading.get(language);
  if (!pending) {
    const load = LOADERS[/** @type {Exclude<Language, 'en'>} */ (language)];
    pending = load().then((parts) => ({ language, ...parts }));
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  const loaded = await pending;
  if (wanted !== language) return false;
  current = loaded;
  return true;
}

/** The page's language. */
export const language = () => current.language;
/** The language's tag, for `<html lang>`. */
export const locale = () => current.catalogue.locale;
/** The direction of its text, for `<html dir>`. */
export const direction = () => current.catalogue.direction;

/** Number formats of the language, made once each. @type {Map<string, Intl.NumberFormat>} */
const numberFormats = new Map();

/**
 * A number written in the page's language (`66.7`, `66,7`).
 *
 * @param {number} value
 * @param {Intl.NumberFormatOptions} [options]
 */
export function formatNumber(value, options = {}) {
  const key = `${locale()} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale(), options)));
  return format.format(value);
}

/** The plural rules of the language, made once each. @type {Map<string, Intl.PluralRules>} */
const pluralRulesByLocale = new Map();

function pluralRules() {
  let rules = pluralRulesByLocale.get(locale());
  if (!rules) pluralRulesByLocale.set(locale(), (rules = new Intl.PluralRules(locale())));
  return rules;
}

/**
 * Returns the page's string of `key` with its `{name}` placeholders replaced by `params` (numbers
 * written in the language; a message with plural forms chosen by `count`, else `moves`). A key the
 * language lacks is the English one.
 *
 * @param {StringKey} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const message = current.messages[key] ?? english[key];
  let text;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(params.count ?? params.moves);
    const category = /** @type {keyof typeof message} */ (pluralRules().select(count));
    text = message[category] ?? message.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = params[name];
    return value === undefined ? whole : typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * Whether `key` is a key of the page's strings (for keys read from the page's markup).
 *
 * @param {string} key
 * @returns {key is StringKey}
 */
export function isStringKey(key) {
  return Object.hasOwn(english, key);
}

/**
 * A message of the library's catalogue: `translate(key, params, catalogue)` ("You win!", "best",
 * "3 mistakes", "X").
 *
 * @template {MessageKey} K
 * @param {K} key
 * @param {import('tictactoe-engine').MessageParams<K>} params
 */
export const say = (key, params) => translate(key, params, current.catalogue);

/**
 * Items as a list of the language: "a, b, and c", "a, b y c", "a, b et c".
 *
 * @param {string[]} items
 */
export const sayList = (items) => new Intl.ListFormat(locale(), { type: 'conjunction' }).format(items);

/**
 * How a mark is written: the catalogue's `mark.X` and `mark.O` (X and O in every shipped language).
 *
 * @param {import('tictactoe-engine').Mark} mark
 */
export const sayMark = (mark) => say(mark === 'O' ? 'mark.O' : 'mark.X', {});

/**
 * The spoken label of a cell: `cellLabel` ("Center", "Fila 3, columna 5").
 *
 * @param {CellIndex} cell
 * @param {Shape} shape
 */
export const sayCell = (cell, shape) => cellLabel(cell, shape, current.catalogue);

/**
 * The name of a line, as it reads in a sentence: `lineLabel` ("Top Row", "ligne du haut").
 *
 * @param {WinningLine} line
 */
export const sayLine = (line) => lineLabel(line, current.catalogue);

/**
 * Whose turn it is, or how the game ended: `describeStatus` ("X to move.", "Gana X con la fila de arriba.").
 *
 * @param {GameState} state
 */
export const sayStatus = (state) => describeStatus(state, current.catalogue);

/**
 * The hint's sentence: `describeHint` ("Take the center, b2. Draw with best play.").
 *
 * @param {Hint} hint
 */
export const sayHint = (hint) => describeHint(hint, current.catalogue);

/**
 * An Ultimate hint in words: `describeUltimateHint` in the page's language ("Play e5 to take board
 * d4–f6. Estimated: better for you.").
 *
 * @param {import('tictactoe-engine/ultimate').UltimateHint} hint
 */
export const sayUltimateHint = (hint) => describeUltimateHint(hint, current.catalogue);

/**
 * An outcome in words: `describeOutcome` ("X wins in 3 moves", "nulle", "O está mejor (estimación)").
 *
 * @param {Outcome} outcome
 */
export const sayOutcome = (outcome) => describeOutcome(outcome, current.catalogue);

/**
 * The name of an AI level of a game, for the menu: `labelDifficulty` ("Expert", "Principiante";
 * Ultimate's level 6 "Strongest").
 *
 * @param {AIDifficulty} level
 * @param {'k-in-a-row' | 'ultimate'} [game]
 */
export const sayLevel = (level, game) => labelDifficulty(level, current.catalogue, game);

/**
 * How an AI level of a game plays: `describeDifficulty` ("Looks four or five moves ahead.").
 *
 * @param {AIDifficulty} level
 * @param {'k-in-a-row' | 'ultimate'} [game]
 */
export const sayLevelPlay = (level, game) => describeDifficulty(level, current.catalogue, game);

/**
 * The name of a game: `labelRules` ("Tic-tac-toe", "Cuatro en línea", "Morpion, qui perd gagne").
 *
 * @param {Rules} rules
 */
export const sayRules = (rules) => labelRules(rules, current.catalogue);

/**
 * Whether the library has a sentence for an error's code (else it is one of the page's own, such as
 * the worker's `WORKER_ERROR`).
 *
 * @param {string} code
 */
const isLibraryCode = (code) => Object.hasOwn(MESSAGE_PARAMS, `error.${code}`);

/**
 * An error in words: `describeError` for the library's codes (its cell named on `shape`), the
 * page's own string for the page's codes (the worker's), also as the cause of a failed AI move.
 *
 * @param {ErrorData & { readonly cause?: unknown }} error
 * @param {Shape} [shape]
 */
export function sayError(error, shape) {
  const own = (/** @type {string} */ code) => {
    const key = `error.${code}`;
    return isStringKey(key) ? t(key) : undefined;
  };
  if (!isLibraryCode(error.code)) return own(error.code) ?? describeError(error, shape, current.catalogue);
  const cause = /** @type {{ code?: unknown }} */ (error.cause ?? {});
  const ownCause = typeof cause.code === 'string' && !isLibraryCode(cause.code) ? own(cause.code) : undefined;
  if (error.code === 'MOVER_FAILED' && ownCause) return say('error.MOVER_FAILED.cause', { error: ownCause });
  return describeError(error, shape, current.catalogue);
}

/**
 * Fills every element of `root` marked `data-t="key"` with its string, and every
 * `data-t-ATTRIBUTE="key"` attribute (`data-t-aria-label`, `data-t-placeholder` …).
 *
 * @param {ParentNode} root
 */
export function translatePage(root) {
  for (const element of root.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue;
    for (const [name, key] of Object.entries(element.dataset)) {
      if (key === undefined || !isStringKey(key)) continue;
      if (name === 't') element.textContent = t(key);
      else if (name.startsWith('t') && name.length > 1) {
        const attribute = name.slice(1).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        element.setAttribute(attribute.replace(/^-/, ''), t(key));
      }
    }
  }
}
