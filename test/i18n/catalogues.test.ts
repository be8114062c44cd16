// The shipped catalogues, as data: every key has a message in every language, every message uses
// exactly its key's parameters, plural forms are the locale's, everything is frozen, and each
// language follows its own typography.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { en } from '../../src/i18n/locales/en.js';
import { es } from '../../src/i18n/locales/es.js';
import { fr } from '../../src/i18n/locales/fr.js';
import { AI_DIFFICULTIES, HINT_REASONS, MESSAGE_PARAMS, type Catalogue, type MessageKey } from '../../src/index.js';
import { ULTIMATE_HINT_REASONS } from '../../src/ultimate.js';

const SHIPPED = [en, es, fr] as const;
const KEYS = Object.keys(MESSAGE_PARAMS) as MessageKey[];
const COUNTS = ['moves', 'count', 'inARow'];

/** The texts of a message: itself, or each of its plural forms. */
function texts(message: unknown): [form: string, text: unknown][] {
  return typeof message === 'object' && message !== null ? Object.entries(message) : [['', message]];
}

const params = (key: MessageKey): string[] => [...MESSAGE_PARAMS[key]];
const placeholders = (text: string): string[] => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

/** Every (catalogue, key, form, text) of the shipped catalogues. */
const ALL = SHIPPED.flatMap((catalogue) =>
  KEYS.flatMap((key) =>
    texts(catalogue.messages[key]).map(([form, text]) => [catalogue.locale, key, form, text as string] as const),
  ),
);

describe('the keys', () => {
  test('are many, and each key names its parameters once, from the known names', () => {
    expect(KEYS.length).toBeGreaterThan(150);
    const known = [
      ...['mark', 'loser', 'cell', 'cells', 'label', 'line', 'letter', 'from', 'to', 'field', 'code', 'game'],
      ...['error', 'reason', 'result', 'moves', 'count', 'inARow', 'move', 'row', 'column', 'rows', 'columns'],
      ...['accuracy', 'board'],
    ];
    for (const key of KEYS) {
      const names = params(key);
      expect(new Set(names).size, key).toBe(names.length);
      expect(
        names.filter((name) => !known.includes(name)),
        key,
      ).toEqual([]);
      expect(names.filter((name) => COUNTS.includes(name)).length, key).toBeLessThanOrEqual(1);
    }
  });

  test('cover every error code declared in src/ (as docs/errors.md does), every hint reason and level', () => {
    // The codes of `…ErrorCode` unions and `…_ERROR_CODES` lists, as test/docs/errors-table.test.ts reads them.
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const declared = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.startsWith('cli'))
      .map((file) => readFileSync(join(src, file), 'utf8'))
      .flatMap((source) =>
        [
          ...source.matchAll(/export type \w*ErrorCode\s*=([^;]*);/g),
          ...source.matchAll(/export const \w*_ERROR_CODES\s*=\s*\[([^\]]*)\]/g),
        ].flatMap((m) => [...m[1]!.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((c) => c[1]!)),
      );
    expect(declared.length).toBeGreaterThan(50);
    const keyed = KEYS.flatMap((key) => /^error\.([A-Z][A-Z0-9_]*)$/.exec(key)?.[1] ?? []);
    expect([...new Set(declared)].sort()).toEqual(keyed.sort());
    for (const reason of [...HINT_REASONS, ...ULTIMATE_HINT_REASONS]) expect(KEYS).toContain(`hint.${reason}`);
    for (const level of AI_DIFFICULTIES) expect(KEYS).toContain(`difficulty.${level}.description`);
    // A code is in capitals, and a variant of its message, or any other error key, has small letters:
    // describeError tells a code from a sub-key (`at-move`, `CELL_OCCUPIED.cell`) by its case.
    for (const key of KEYS.filter((k) => k.startsWith('error.'))) {
      const rest = key.slice('error.'.length);
      expect(/^[A-Z][A-Z0-9_]*$/.test(rest), key).toBe(rest === rest.toUpperCase());
    }
    // The variants of a code's message are of a keyed code.
    for (const key of KEYS.filter((k) => /^error\.[A-Z_]+\./.test(k)))
      expect(KEYS).toContain(key.replace(/\.[a-z]+$/, ''));
  });

  test('are frozen, with their parameter lists', () => {
    expect(Object.isFrozen(MESSAGE_PARAMS)).toBe(true);
    for (const key of KEYS) expect(Object.isFrozen(MESSAGE_PARAMS[key]), key).toBe(true);
  });
});

describe.each(SHIPPED.map((catalogue) => [catalogue.locale, catalogue] as const))('%s', (locale, catalogue) => {
  test('has a message for every key, and no other', () => {
    expect(Object.keys(catalogue.messages).sort()).toEqual([...KEYS].sort());
  });

  test('says who it is', () => {
    expect(catalogue.locale).toBe(locale);
    expect(Intl.getCanonicalLocales(catalogue.locale)).toEqual([locale]);
    expect(catalogue.direction).toBe('ltr');
    expect(catalogue.name).toBe({ en: 'English', es: 'Español', fr: 'Français' }[locale]);
  });

  test('is frozen all the way down', () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
    expect(Object.isFrozen(catalogue.messages)).toBe(true);
    for (const message of Object.values(catalogue.messages))
      if (typeof message === 'object') expect(Object.isFrozen(message)).toBe(true);
    expect(() => {
      (catalogue.messages as Record<string, unknown>)['status.draw'] = 'changed';
    }).toThrow(TypeError);
  });

  test('gives plural forms only to keys with a count, in categories of its locale, with `other`', () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    for (const key of KEYS) {
      const message = catalogue.messages[key];
      if (typeof message === 'string') continue;
      expect(
        params(key).some((name) => COUNTS.includes(name)),
        key,
      ).toBe(true);
      expect(message).toHaveProperty('other');
      expect(
        Object.keys(message!).filter((form) => !categories.includes(form)),
        key,
      ).toEqual([]);
    }
  });
});

describe('every message', () => {
  test.each(ALL)('%s %s %s uses exactly its parameters', (_, key, _form, text) => {
    expect(typeof text).toBe('string');
    // The count of the best moves only chooses the plural form: `best: a1, c1`.
    const used = key === 'analysis.best-moves' ? ['count', ...placeholders(text)] : placeholders(text);
    expect(used.sort()).toEqual(params(key).sort());
  });

  test.each(ALL)('%s %s %s is tidy text', (_, _key, _form, text) => {
    expect(text.trim()).toBe(text);
    expect(text).not.toMatch(/ {2}|\s[,.]|\.\.|[\n\t]/);
  });

  test.each(KEYS)('%s ends as the English one does (a sentence, an exclamation, a placeholder or a label)', (key) => {
    const end = (text: string): string => (/[.!]$|\}$/.exec(text)?.[0] ?? 'label').replace('}', 'placeholder');
    for (const catalogue of [es, fr]) {
      for (const [, text] of texts(catalogue.messages[key]))
        expect(end(text as string), `${catalogue.locale} ${key}`).toBe(end(texts(en.messages[key])[0]![1] as string));
    }
  });

  test('keeps X and O as X and O', () => {
    for (const catalogue of SHIPPED) {
      expect(catalogue.messages['mark.X']).toBe('X');
      expect(catalogue.messages['mark.O']).toBe('O');
    }
  });
});

describe('typography', () => {
  const of = (catalogue: Catalogue): string[] => ALL.filter(([locale]) => locale === catalogue.locale).map((m) => m[3]);

  test('English: plain ASCII punctuation, no curly quotes', () => {
    for (const text of of(en)) expect(text).not.toMatch(/[’“”«»¡¿\u00a0\u202f]/);
  });

  test('Spanish: opening ¡ and ¿ for every ! and ?, « » quotes, no space before punctuation but %', () => {
    for (const text of of(es)) {
      expect(text.split('!').length, text).toBe(text.split('¡').length);
      expect(text.split('?').length, text).toBe(text.split('¿').length);
      expect(text).not.toMatch(/[“”"’\u202f]|\u00a0(?!%)|\s[:;!?]|[^\u00a0]%/);
    }
    expect(of(es).join(' ')).toMatch(/«\{field\}»/);
  });

  test('French: a no-break space before : and %, a narrow one before ; ! ?, « » with no-break spaces, ’', () => {
    for (const text of of(fr)) {
      expect(text, text).not.toMatch(/[^\u00a0][:%]|[^\u202f][;!?]|«[^\u00a0]|[^\u00a0]»|'|"/);
      expect(text, text).not.toMatch(/^[:;!?%]/);
    }
    expect(of(fr).join(' ')).toMatch(/«\u00a0\{field\}\u00a0»/);
  });

  test('the game is Ta-Te-Ti in Spanish and le morpion in French', () => {
    expect(es.messages['game.tic-tac-toe']).toBe('Ta-Te-Ti');
    expect(fr.messages['game.tic-tac-toe']).toBe('Morpion');
  });
});
