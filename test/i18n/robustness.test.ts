// Catalogues of one's own (partial, broken, right to left) and junk from untyped callers: a message a
// catalogue cannot give is English, a catalogue or argument that is not one is INVALID_ARGUMENT (a
// state that is not one, INVALID_STATE), and nothing is ever changed, thrown otherwise, or slow.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { isNumberParam } from '../../src/i18n/keys.js';
import { es } from '../../src/i18n/locales/es.js';
import { fr } from '../../src/i18n/locales/fr.js';
import * as lib from '../../src/index.js';
import { ERROR_CASES } from '../support/error-cases.js';
import { revokedProxy, throwingGetter, throwingProxy } from '../support/hostile.js';

const {
  MESSAGE_PARAMS,
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  TicTacToeError,
  describeError,
  describeHint,
  describeStatus,
  en,
  cellLabel,
  labelDifficulty,
  lineLabel,
  translate,
  unwrap,
  winningLines,
} = lib;
type Catalogue = lib.Catalogue;
type MessageKey = lib.MessageKey;

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];
const turn = unwrap(engine.replay([4], {}, PLAYERS));
const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, PLAYERS));
const hint = new TicTacToeAI().getHint(unwrap(engine.fromSetup('X.O/.X./..O', {}, PLAYERS)), 'ann')!;

/** A catalogue of one's own with only `messages`. */
const custom = (messages: object, more: object = {}): Catalogue =>
  ({ locale: 'de', name: 'Deutsch', direction: 'ltr', messages, ...more }) as Catalogue;

/** The code of the TicTacToeError `f` throws (it must throw one). */
function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(TicTacToeError);
    return (error as lib.TicTacToeError).code;
  }
  throw new Error('did not throw');
}

describe('a catalogue of your own', () => {
  it('uses its messages, and English for those it lacks', () => {
    const de = custom({ 'status.turn': '{mark} ist am Zug.' });
    expect(describeStatus(turn, de)).toBe('O ist am Zug.');
    expect(describeStatus(won, de)).toBe('X wins with the Top Row.');
  });

  it('writes marks its own way, everywhere a describe function names one', () => {
    const symbols = custom({ 'mark.X': '✕', 'mark.O': '◯' });
    expect(describeStatus(turn, symbols)).toBe('◯ to move.');
    expect(describeHint(hint, symbols)).toBe('Block ◯ at c2. Draw with best play.');
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an array', ['{mark} to go']],
    ['plural forms for a key without a count', { other: '{mark} to go' }],
    ['a placeholder that is not a parameter of the key', '{player} to go'],
    ['a misspelt placeholder', '{Mark} to go'],
  ])('takes English for a message that is %s', (_, message) => {
    expect(describeStatus(turn, custom({ 'status.turn': message }))).toBe('O to move.');
  });

  it.each([
    ['without `other`', { one: '{count} Zug' }],
    ['with a form that is not a string', { one: 5, other: '{count} Züge' }],
    ['with an unknown placeholder in a form', { one: '{count} Zug', other: '{n} Züge' }],
    ['that cannot be read', throwingGetter('other', { one: '{count} Zug' })],
    ['as a revoked Proxy', revokedProxy()],
  ])('takes English for plural forms %s', (_, message) => {
    expect(translate('analysis.moves', { count: 2 }, custom({ 'analysis.moves': message }))).toBe('2 moves');
  });

  it('takes English for a message whose getter throws, or from messages that are a throwing Proxy', () => {
    expect(describeStatus(turn, custom(throwingGetter('status.turn')))).toBe('O to move.');
    expect(describeStatus(turn, custom(throwingProxy()))).toBe('O to move.');
  });

  it('chooses plural forms by its locale: a missing category is `other`', () => {
    const ar = custom(
      {
        'analysis.moves': {
          zero: 'لا نقلات',
          one: 'نقلة واحدة',
          two: 'نقلتان',
          few: '{count} نقلات',
          many: '{count} نقلة',
          other: '{count} نقلة*',
        },
      },
      { locale: 'ar', direction: 'rtl' },
    );
    const forms = [0, 1, 2, 3, 11, 100].map((count) => translate('analysis.moves', { count }, ar));
    // Numbers in the locale's digits (Latin or Arabic-Indic, as the runtime's ICU has it).
    const digits = (n: number): string => new Intl.NumberFormat('ar').format(n);
    expect(forms).toEqual([
      'لا نقلات',
      'نقلة واحدة',
      'نقلتان',
      `\u2068${digits(3)}\u2069 نقلات`,
      `\u2068${digits(11)}\u2069 نقلة`,
      `\u2068${digits(100)}\u2069 نقلة*`,
    ]);
    const pl = custom({ 'analysis.moves': { one: '{count} ruch', other: '{count} ruchu' } }, { locale: 'pl' });
    expect(translate('analysis.moves', { count: 5 }, pl)).toBe('5 ruchu');
    expect(translate('analysis.moves', { count: 1 }, fr)).toBe('1 coup');
    expect(translate('analysis.moves', { count: 0 }, fr)).toBe('0 coup');
    expect(translate('analysis.moves', { count: 1_000_000 }, es)).toBe('1.000.000 jugadas');
  });

  it('right to left: every parameter between isolates, and the sentence in its own order', () => {
    const he = custom(
      { 'status.turn': 'תור {mark}.', 'error.CELL_OCCUPIED.cell': 'המשבצת {cell} תפוסה.' },
      { locale: 'he', direction: 'rtl' },
    );
    expect(describeStatus(turn, he)).toBe('תור \u2068O\u2069.');
    const taken = engine.applyMove(turn, lib.placeMove(4, 'O'));
    expect(!taken.ok && describeError(taken.error, turn.rules, he)).toBe('המשבצת \u2068b2\u2069 תפוסה.');
    // A message it lacks is English, left to right: no isolates.
    expect(describeStatus(won, he)).toBe('X wins with the Top Row.');
  });

  it('is never changed, and neither are the parameters', () => {
    const messages = Object.freeze({ 'status.turn': Object.freeze({ other: 'x' }) });
    const catalogue = Object.freeze(custom(messages));
    const params = Object.freeze({ mark: 'X' });
    expect(translate('status.turn', params, catalogue)).toBe('X to move.');
    expect(translate('status.turn', params, es)).toBe('Turno de X.');
  });

  it('fills a parameter with its text as it is: no replacement patterns, no second pass', () => {
    expect(translate('status.turn', { mark: '$& {mark} $1 $$' }, es)).toBe('Turno de $& {mark} $1 $$.');
    expect(translate('error.at-move', { move: 3, error: '{error}' })).toBe('Move 3: {error}');
  });
});

describe('outcomes', () => {
  const outcome = (fields: object): lib.Outcome =>
    ({ result: 'win', winner: 'X', moves: 3, score: 97, message: '', proven: true, ...fields }) as lib.Outcome;

  it.each([
    ['a draw with a winner', { result: 'draw', winner: 'X' }],
    ['a win without a winner', { result: 'win', winner: null }],
    ['a loss without a winner', { result: 'loss', winner: null }],
    ['an estimated win without a winner', { result: 'win', winner: null, proven: false }],
    ['an estimated draw with a winner', { result: 'draw', winner: 'O', proven: false }],
    ['a winner that is not a mark', { winner: 'Z' }],
    ['moves that are not a whole number', { moves: 1.5 }],
    ['moves below 0', { moves: -1 }],
    ['moves that are NaN', { moves: Number.NaN }],
    ['moves that are a string', { moves: '3' }],
    ['moves past the largest board', { moves: 362 }],
    ['a score that is NaN', { score: Number.NaN }],
    ['a score that is a string', { score: '0.5' }],
  ])('%s: INVALID_ARGUMENT, from describeOutcome and describeHint', (_, fields) => {
    expect(codeOf(() => lib.describeOutcome(outcome(fields), fr))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => describeHint({ ...hint, outcome: outcome(fields) }))).toBe('INVALID_ARGUMENT');
  });

  it('the consistent ones, and -0 moves written 0', () => {
    expect(lib.describeOutcome(outcome({}))).toBe('X wins in 3 moves');
    expect(lib.describeOutcome(outcome({ result: 'loss', winner: 'O' }), es)).toBe('O gana en 3 jugadas');
    expect(lib.describeOutcome(outcome({ result: 'draw', winner: null, moves: 0 }))).toBe('draw');
    expect(lib.describeOutcome(outcome({ result: 'draw', winner: null, proven: false }))).toBe('even (estimated)');
    // An estimate says how much better, from its score; one made without a score, just better.
    const estimate = (score: number | undefined): string =>
      lib.describeOutcome(outcome({ result: 'loss', winner: 'O', proven: false, score }));
    expect([0.05, 0.2, -0.5, 0.95, undefined].map(estimate)).toEqual([
      'O is slightly better (estimated)',
      'O is slightly better (estimated)',
      'O is better (estimated)',
      'O is winning (estimated)',
      'O is better (estimated)',
    ]);
    expect(lib.describeOutcome(outcome({ moves: -0 }))).toBe('X wins in 0 moves');
    expect(lib.describeOutcome(outcome({ moves: -0 }), fr)).toBe('X gagne en 0 coup');
    expect(translate('outcome.win', { mark: 'O', moves: -0 }, es)).toBe('O gana en 0 jugadas');
    expect(translate('analysis.accuracy', { accuracy: -0 })).toBe('accuracy 0%');
  });
});

describe('a runtime without Intl.getCanonicalLocales, or without Intl', () => {
  it('takes the shipped catalogues and tags of BCP 47 form, and refuses the rest', () => {
    vi.stubGlobal('Intl', { PluralRules: Intl.PluralRules, NumberFormat: Intl.NumberFormat });
    expect(translate('status.turn', { mark: 'X' }, es)).toBe('Turno de X.');
    expect(translate('analysis.moves', { count: 2 }, fr)).toBe('2 coups');
    expect(describeStatus(turn, custom({ 'status.turn': '{mark} ist am Zug.' }, { locale: 'de-CH' }))).toBe(
      'O ist am Zug.',
    );
    for (const locale of ['not a tag!', '', 'e', 'es_AR'])
      expect(codeOf(() => translate('status.draw', {}, custom({}, { locale })))).toBe('INVALID_ARGUMENT');
  });

  it('without Intl: English plural rules and plain numbers', () => {
    vi.stubGlobal('Intl', undefined);
    const pt = { ...es, locale: 'pt-BR' };
    expect(translate('status.turn', { mark: 'X' }, pt)).toBe('Turno de X.');
    expect(translate('analysis.moves', { count: 1000 }, pt)).toBe('1000 jugadas');
    expect(translate('analysis.moves', { count: 1 }, pt)).toBe('1 jugada');
  });
});

describe('junk', () => {
  const catalogues: [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['a string', 'es'],
    ['an array', [es]],
    ['an empty object', {}],
    ['no direction', { locale: 'es', name: 'x', messages: {} }],
    ['a direction that is not one', { locale: 'es', name: 'x', direction: 'up', messages: {} }],
    ['a locale that is not a tag', { locale: 'not a tag!', name: 'x', direction: 'ltr', messages: {} }],
    ['an empty locale', { locale: '', name: 'x', direction: 'ltr', messages: {} }],
    ['messages that are not an object', { locale: 'es', name: 'x', direction: 'ltr', messages: 'x' }],
    [
      'lowercaseAfterColon that is not a boolean',
      { locale: 'es', name: 'x', direction: 'ltr', messages: {}, lowercaseAfterColon: 'yes' },
    ],
    ['a revoked Proxy', revokedProxy()],
    ['a throwing Proxy', throwingProxy()],
    ['a getter that throws', throwingGetter('locale', { name: 'x', direction: 'ltr', messages: {} })],
  ];

  it.each(catalogues)('a catalogue that is %s: INVALID_ARGUMENT, from every function', (_, catalogue) => {
    const c = catalogue as Catalogue;
    for (const f of [
      () => translate('status.draw', {}, c),
      () => describeStatus(turn, c),
      () => describeError({ code: 'GAME_OVER', message: '' }, undefined, c),
      () => describeHint(hint, c),
      () => lib.describeOutcome(hint.outcome, c),
      () => cellLabel(4, undefined, c),
      () => lineLabel(winningLines(PRESETS['tic-tac-toe'])[0]!, c),
      () => labelDifficulty(1, c),
      () => lib.describeDifficulty(1, c),
      () => lib.labelRules(PRESETS['tic-tac-toe'], c),
      () => lib.describeRules(PRESETS['tic-tac-toe'], c),
    ])
      expect(codeOf(f)).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['an unknown key', () => translate('nope' as MessageKey, {} as never)],
    ['a key of Object.prototype', () => translate('toString' as MessageKey, {} as never)],
    ['a key that is not a string', () => translate(42 as unknown as MessageKey, {} as never)],
    ['no parameters', () => translate('status.turn', undefined as never)],
    ['parameters that are an array', () => translate('status.turn', ['X'] as never)],
    ['a missing parameter', () => translate('status.won', { mark: 'X' } as never)],
    ['a number for a string', () => translate('status.turn', { mark: 1 } as never)],
    ['a string for a number', () => translate('analysis.moves', { count: '2' } as never)],
    ['NaN', () => translate('analysis.moves', { count: Number.NaN })],
    ['Infinity', () => translate('analysis.moves', { count: Number.POSITIVE_INFINITY })],
    ['parameters that throw', () => translate('status.turn', throwingGetter('mark') as never)],
    ['parameters that are a revoked Proxy', () => translate('status.turn', revokedProxy() as never)],
    ['error data without a code', () => describeError({} as never)],
    ['error data with a number code', () => describeError({ code: 42 } as never)],
    ['error data that is a revoked Proxy', () => describeError(revokedProxy() as never)],
    ['a shape that is not one', () => describeError({ code: 'GAME_OVER', message: '' }, { rows: 0, columns: 3 }, en)],
    ['a hint without a reason', () => describeHint({ ...hint, reason: 'luck' } as never)],
    ['a hint off the board', () => describeHint({ ...hint, position: { row: 19, col: 0 } })],
    ['a hint with a junk outcome', () => describeHint({ ...hint, outcome: { ...hint.outcome, moves: -1 } })],
    ['an outcome that is not one', () => lib.describeOutcome({ ...hint.outcome, proven: 'yes' } as never)],
    ['a cell off the board', () => cellLabel(9)],
    ['a cell that is not an integer', () => cellLabel(1.5, undefined, es)],
    ['a cell on a shape that is not one', () => cellLabel(0, { rows: 20, columns: 3 }, es)],
    ['a catalogue where the shape goes', () => cellLabel(0, es as never)],
    [
      'a catalogue where the shape of an error goes',
      () => describeError({ code: 'GAME_OVER', message: '' }, es as never),
    ],
    ['a copy of a line', () => lineLabel({ ...winningLines(PRESETS['tic-tac-toe'])[0]! }, es)],
    ['a level that is not one', () => labelDifficulty(7 as never)],
    ['a level as a string', () => lib.describeDifficulty('6' as never)],
    ['rules that are not rules', () => lib.labelRules({ rows: 20 } as never)],
    ['rules that are null', () => lib.describeRules(null as never)],
  ])('%s: INVALID_ARGUMENT', (_, f) => {
    expect(codeOf(f)).toBe('INVALID_ARGUMENT');
  });

  /** Fields of error data that are not what their names say, with the code each goes with. */
  const HOSTILE_FIELDS: readonly [string, unknown][] = [
    ['a Symbol', Symbol('cause')],
    ['an object without a prototype', Object.create(null)],
    ['a Proxy whose traps throw', throwingProxy()],
    ['a revoked Proxy', revokedProxy()],
    ['an object whose code getter throws', throwingGetter('code')],
    ['a BigInt', 10n],
    ['a function', () => 'GAME_OVER'],
  ];

  it.each(HOSTILE_FIELDS)('a cause that is %s: the sentence of the code, without its cause', (_, cause) => {
    const says = (code: string): string => describeError({ code, message: '', cause } as never);
    expect(says('GAME_OVER')).toBe('The game is over.');
    expect(says('ILLEGAL_SEQUENCE')).toBe('A move of this game cannot be played.');
    expect(says('MOVER_FAILED')).toBe('No move could be chosen.');
    expect(describeError({ code: 'MY_OWN', message: '', cause } as never, undefined, es)).toBe('Error MY_OWN.');
  });

  it.each(HOSTILE_FIELDS)('a cell, ply or field that is %s: left out', (_, junk) => {
    const with_ = (fields: object): string =>
      describeError({ code: 'CELL_OCCUPIED', message: '', ...fields } as never, PRESETS['tic-tac-toe'], fr);
    expect(with_({ cell: junk })).toBe('Cette case est déjà prise.');
    expect(with_({ ply: junk })).toBe('Cette case est déjà prise.');
    expect(describeError({ code: 'MALFORMED_RECORD', message: '', field: junk } as never)).toBe(
      'This is not a valid game record.',
    );
  });

  it.each([
    ['null', null],
    ['a forged state', { ...JSON.parse(JSON.stringify(won)), status: 'draw' }],
    ['a revoked Proxy', revokedProxy()],
  ])('a state that is %s: INVALID_STATE', (_, state) => {
    expect(codeOf(() => describeStatus(state as never, es))).toBe('INVALID_STATE');
  });
});

/** Deep-freezes a value, so that any write to it throws (strict mode). */
function deepFreeze(value: unknown, seen = new Set<unknown>()): unknown {
  try {
    if (typeof value !== 'object' || value === null || seen.has(value)) return value;
    seen.add(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
    return Object.freeze(value);
  } catch {
    return value;
  }
}

const FUNCTIONS = {
  translate: lib.translate,
  describeError: lib.describeError,
  describeStatus: lib.describeStatus,
  describeHint: lib.describeHint,
  describeOutcome: lib.describeOutcome,
  describeRules: lib.describeRules,
  describeDifficulty: lib.describeDifficulty,
  labelRules: lib.labelRules,
  cellLabel: lib.cellLabel,
  lineLabel: lib.lineLabel,
  labelDifficulty: lib.labelDifficulty,
} as Record<string, (...args: unknown[]) => unknown>;

const KEYS = Object.keys(MESSAGE_PARAMS) as MessageKey[];
const junk = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true, withTypedArray: true, withSparseArray: true }),
  fc.constantFrom(null, undefined, Number.NaN, -1, 1.5, 4, 9, 6, '', 'X', 'es', '{cell}', 'status.turn', 'GAME_OVER'),
  fc.constantFrom(en, es, fr, hint, hint.outcome, turn, won, PRESETS['connect-four'], {
    code: 'CELL_OCCUPIED',
    cell: 4,
  }),
  fc.constantFrom(...KEYS),
);

describe('property: junk in, a string or a TicTacToeError out', () => {
  test.prop([fc.constantFrom(...Object.keys(FUNCTIONS)), fc.array(junk, { maxLength: 4 })], { numRuns: 1500 })(
    'never another throw, never a change to an argument',
    (name, args) => {
      const frozen = args.map((arg) => deepFreeze(arg));
      try {
        expect(typeof FUNCTIONS[name]!(...frozen)).toBe('string');
      } catch (error) {
        expect(error).toBeInstanceOf(TicTacToeError);
        expect(['INVALID_ARGUMENT', 'INVALID_STATE']).toContain((error as lib.TicTacToeError).code);
      }
    },
  );

  test.prop([
    fc.constantFrom(...KEYS),
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(en, es, fr),
  ])('any text and any finite number fill every key: each text appears as given', (key, text, number, catalogue) => {
    const names = [...MESSAGE_PARAMS[key]] as string[];
    const isNumber = (n: string): boolean =>
      ['moves', 'count', 'inARow', 'move', 'row', 'column', 'rows', 'columns', 'accuracy'].includes(n);
    const params = Object.fromEntries(names.map((n) => [n, isNumber(n) ? number : text]));
    const out = translate(key, params as never, catalogue);
    for (const n of names) if (!isNumber(n)) expect(out).toContain(text);
  });

  test.prop([fc.string({ maxLength: 200 }), fc.constantFrom(...KEYS)])(
    'any message of a catalogue of your own gives a string: its own, or English',
    (message, key) => {
      const catalogue = custom({ [key]: message });
      const names = [...MESSAGE_PARAMS[key]] as string[];
      const params = Object.fromEntries(
        names.map((n) => [n, /^(moves|count|inARow|move|rows?|columns?|accuracy)$/.test(n) ? 3 : 'p']),
      );
      const out = translate(key, params as never, catalogue);
      expect([out === translate(key, params as never), !/\{[A-Za-z]+\}/.test(out)]).toContain(true);
    },
  );
});

describe('property: error data with a real code and junk fields', () => {
  const CODES = KEYS.flatMap((key) => /^error\.([A-Z][A-Z0-9_]*)$/.exec(key)?.[1] ?? []);
  /** Values fast-check cannot hold (it probes what it generates), made afresh in the test. */
  const MAKERS: readonly (() => unknown)[] = [
    () => Symbol('x'),
    () => 10n,
    () => Object.create(null),
    () => throwingProxy(),
    () => revokedProxy(),
    () => throwingGetter('code'),
    () => throwingGetter('cell', { code: 'CELL_OCCUPIED' }),
  ];
  /** Junk, or the index of a maker of hostile values. */
  const field = fc.oneof(
    junk.map((value) => ({ value })),
    fc.integer({ min: 0, max: MAKERS.length - 1 }).map((maker) => ({ maker })),
    fc.record({ code: fc.constantFrom(...CODES), cell: junk, field: junk }).map((value) => ({ value })),
    fc.constantFrom(...CODES).map((value) => ({ value })),
  );
  const make = (f: { value?: unknown; maker?: number }): unknown =>
    f.maker === undefined ? f.value : MAKERS[f.maker]!();

  test.prop(
    [
      fc.constantFrom(...CODES),
      fc.record({ cause: field, field, cell: field, ply: field }, { requiredKeys: [] }),
      fc.constantFrom(undefined, PRESETS['tic-tac-toe'], PRESETS['connect-four']),
      fc.constantFrom(en, es, fr),
    ],
    { numRuns: 1500 },
  )('describeError gives a sentence, never a throw', (code, fields, shape, catalogue) => {
    const error = { code, message: '', ...Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, make(f)])) };
    // A field's own text may hold anything; what matters is a sentence, never a throw.
    expect(typeof describeError(error as never, shape, catalogue)).toBe('string');
  });
});

describe('bounded work', () => {
  // A quadratic path would take hours here, and the suite's limit on a test (test/support/patience.ts) would catch it.
  it('a long message, a long parameter and thousands of placeholders take linear time', () => {
    const long = custom({ 'status.turn': `${'{mark}'.repeat(100_000)} ${'x'.repeat(1_000_000)}` });
    const text = translate('status.turn', { mark: 'y'.repeat(10) }, long);
    expect(text.length).toBe(1_000_000 + 1 + 1_000_000);
    expect(translate('status.turn', { mark: 'z'.repeat(5_000_000) })).toHaveLength(5_000_000 + 9);
  });

  it('a catalogue that repeats a placeholder 1,000 times, with a 1 MB parameter: INVALID_ARGUMENT', () => {
    const megabyte = 'y'.repeat(2 ** 20);
    const repeating = custom({ 'status.turn': '{mark} '.repeat(1000), 'mark.O': megabyte });
    expect(codeOf(() => translate('status.turn', { mark: megabyte }, repeating))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => describeStatus(turn, repeating))).toBe('INVALID_ARGUMENT');
    // Up to 2^24 characters, a message is made: sixteen of them.
    const sixteen = custom({ 'status.turn': '{mark}'.repeat(16) });
    expect(translate('status.turn', { mark: megabyte }, sixteen)).toHaveLength(2 ** 24);
    expect(codeOf(() => translate('status.turn', { mark: `${megabyte}y` }, sixteen))).toBe('INVALID_ARGUMENT');
    // Right to left, the isolates count.
    const rtl = custom({ 'status.turn': '{mark}'.repeat(16) }, { locale: 'he', direction: 'rtl' });
    expect(codeOf(() => translate('status.turn', { mark: megabyte }, rtl))).toBe('INVALID_ARGUMENT');
  });

  it('every translation function, with a catalogue of messages repeating their placeholders, names of 1 MB', () => {
    const megabyte = 'w'.repeat(2 ** 20);
    const messages = Object.fromEntries(
      Object.entries(MESSAGE_PARAMS).map(([key, names]) => [
        key,
        names.length === 0
          ? megabyte
          : names
              .map((name) => `{${name}}`)
              .join(' ')
              .repeat(1000),
      ]),
    );
    const bomb = custom(messages);
    const c4 = PRESETS['connect-four'];
    const calls: [string, () => string][] = [
      ['describeStatus', () => describeStatus(turn, bomb)],
      ['describeStatus of a win', () => describeStatus(won, bomb)],
      ['describeHint', () => describeHint(hint, bomb)],
      ['describeOutcome', () => lib.describeOutcome(hint.outcome, bomb)],
      ['describeRules', () => lib.describeRules(c4, bomb)],
      ['labelRules', () => lib.labelRules({ ...c4, variant: 'misere' }, bomb)],
      ['describeDifficulty', () => lib.describeDifficulty(3, bomb)],
      ['labelDifficulty', () => labelDifficulty(3, bomb)],
      ['cellLabel', () => cellLabel(4, undefined, bomb)],
      ['cellLabel on Connect Four', () => cellLabel(4, c4, bomb)],
      ...winningLines(c4)
        .slice(0, 3)
        .map((line): [string, () => string] => ['lineLabel', () => lineLabel(line, bomb)]),
      ...ERROR_CASES.map(({ what, error, shape }): [string, () => string] => [
        `describeError: ${what}`,
        () => describeError(error, shape, bomb),
      ]),
      ...(Object.entries(MESSAGE_PARAMS) as [MessageKey, readonly string[]][]).map(
        ([key, names]): [string, () => string] => [
          `translate ${key}`,
          () =>
            translate(key, Object.fromEntries(names.map((n) => [n, isNumberParam(n) ? 1 : megabyte])) as never, bomb),
        ],
      ),
    ];
    const outcomes = new Set<string>();
    for (const [what, call] of calls) {
      let outcome: string;
      try {
        const text = call();
        expect(text.length, what).toBeLessThanOrEqual(2 ** 24);
        outcome = 'a string';
      } catch (error) {
        expect(error, `${what} threw ${String(error)}`).toBeInstanceOf(TicTacToeError);
        expect((error as lib.TicTacToeError).code).toBe('INVALID_ARGUMENT');
        outcome = 'INVALID_ARGUMENT';
      }
      outcomes.add(outcome);
    }
    expect([...outcomes].sort()).toEqual(['INVALID_ARGUMENT', 'a string']);
  });

  it('reads each field of a catalogue once per call, and only the messages it uses', () => {
    const reads: string[] = [];
    const messages = new Proxy({} as Record<string, unknown>, {
      get(_, key) {
        reads.push(String(key));
        return undefined;
      },
    });
    const catalogue = new Proxy(custom(messages), {
      get(target, key) {
        reads.push(`catalogue.${String(key)}`);
        return Reflect.get(target, key);
      },
    });
    describeStatus(won, catalogue);
    expect(reads.sort()).toEqual(
      [
        'catalogue.direction',
        'catalogue.locale',
        'catalogue.lowercaseAfterColon',
        'catalogue.messages',
        'line.top-row',
        'mark.X',
        'status.won',
      ].sort(),
    );
  });
});
