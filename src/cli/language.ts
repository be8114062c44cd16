import { type Args, UsageError } from './args.js';
import { CATALOGUES, type Language, type Words } from './words.js';
import { english } from './words-en.js';
import { spanish } from './words-es.js';
import { french } from './words-fr.js';

/** What the CLI says in each language. */
export const WORDS: Readonly<Record<Language, Words>> = { en: english, es: spanish, fr: french };

const NAMES = Object.keys(CATALOGUES) as Language[];

/** The environment the language is read from. */
type Env = Readonly<Record<string, string | undefined>>;

/**
 * The language of a locale name, by its language subtag: `es`, `es-AR`, `es_AR.UTF-8`, `fr_CA@euro`
 * → es, fr; `undefined` for one without a catalogue (`C`, `POSIX`, `de_DE.UTF-8`).
 */
export function languageOf(name: string): Language | undefined {
  const language = /^([a-z]{2,3})(?:[-_.@]|$)/i.exec(name.trim())?.[1]?.toLowerCase();
  return NAMES.find((known) => known === language);
}

/**
 * The language of the environment as POSIX programs read it: the first of `LC_ALL`, `LC_MESSAGES`
 * and `LANG` that is set and not empty; English when that one is `C`, `POSIX` or a language without a catalogue.
 */
function languageOfEnv(env: Env): Language {
  for (const variable of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[variable];
    if (value) return languageOf(value) ?? 'en';
  }
  return 'en';
}

/**
 * The language of a command line: `--lang <code>` (a usage error when it has no catalogue), else
 * the environment's.
 */
export function readLanguage(args: Args, env: Env): Language {
  const flag = args.flags.lang;
  if (flag === undefined) return languageOfEnv(env);
  const language = languageOf(String(flag));
  if (language === undefined) throw new UsageError({ kind: 'bad-value', flag: 'lang', given: String(flag) });
  return language;
}

/**
 * The language to say an error of a command line in, even one that cannot be read: its `--lang`
 * when it has a catalogue (before any `--`), else the environment's.
 */
export function languageOfLine(argv: readonly string[], env: Env): Language {
  const end = argv.indexOf('--');
  const words = end < 0 ? argv : argv.slice(0, end);
  const at = words.findIndex((word) => word === '--lang' || word.startsWith('--lang='));
  const given = at < 0 ? undefined : words[at] === '--lang' ? words[at + 1] : words[at]!.slice('--lang='.length);
  return (given === undefined ? undefined : languageOf(given)) ?? languageOfEnv(env);
}
