import { en, type Catalogue } from 'tictactoe-engine';
import { es } from 'tictactoe-engine/locales/es';
import { fr } from 'tictactoe-engine/locales/fr';
import { type Args, quote, UsageError } from './args.js';

/** The languages of the CLI: the library's catalogues. */
export const CATALOGUES = { en, es, fr } as const satisfies Readonly<Record<string, Catalogue>>;

/** A language of the CLI. */
export type Language = keyof typeof CATALOGUES;

const NAMES = Object.keys(CATALOGUES) as Language[];

/**
 * The language of a locale name, by its language subtag: `es`, `es-AR`, `es_AR.UTF-8`, `fr_CA@euro`
 * → es, fr; `undefined` for one without a catalogue (`C`, `POSIX`, `de_DE.UTF-8`).
 */
export function languageOf(name: string): Language | undefined {
  const language = /^([a-z]{2,3})(?:[-_.@]|$)/i.exec(name.trim())?.[1]?.toLowerCase();
  return NAMES.find((known) => known === language);
}

/**
 * The language of a command line: `--lang <code>` (a usage error when it has no catalogue), else
 * the environment as POSIX programs read it: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
 * is set and not empty; English when that one is `C`, `POSIX` or a language without a catalogue.
 */
export function readLanguage(args: Args, env: Readonly<Record<string, string | undefined>>): Language {
  const flag = args.flags.lang;
  if (flag !== undefined) {
    const language = languageOf(String(flag));
    if (language === undefined)
      throw new UsageError(`--lang takes ${NAMES.join(', ')} (or a locale such as es_AR), not ${quote(String(flag))}`);
    return language;
  }
  for (const variable of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[variable];
    if (value) return languageOf(value) ?? 'en';
  }
  return 'en';
}
