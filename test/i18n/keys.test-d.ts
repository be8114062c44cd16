// Compile-time completeness: every error code of every public code union has a message key (so a
// new code without one fails the type check), every hint reason, level and classification too;
// and translate checks its parameters.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AIDifficulty,
  AIErrorCode,
  Catalogue,
  ContinuationErrorCode,
  DecodeRecordErrorCode,
  EncodeRecordErrorCode,
  EngineErrorCode,
  HintReason,
  KeyErrorCode,
  LoadRecordErrorCode,
  Message,
  MessageKey,
  MessageParams,
  Messages,
  MoveClassification,
  OpenCodeErrorCode,
  RecordErrorCode,
  SessionErrorCode,
  VerifyRecordErrorCode,
} from '../../src/index.js';
import { en, translate } from '../../src/index.js';

/** Every code the library reports, from each public union. */
type EveryCode =
  | EngineErrorCode
  | RecordErrorCode
  | LoadRecordErrorCode
  | EncodeRecordErrorCode
  | DecodeRecordErrorCode
  | KeyErrorCode
  | VerifyRecordErrorCode
  | ContinuationErrorCode
  | OpenCodeErrorCode
  | AIErrorCode
  | SessionErrorCode;

/** The codes with a message key `error.<CODE>`. */
type KeyedCode = MessageKey extends infer K
  ? K extends `error.${infer C extends Uppercase<string>}`
    ? C extends `${string}.${string}`
      ? never
      : C
    : never
  : never;

describe('message keys', () => {
  it('cover every error code, and only codes', () => {
    expectTypeOf<EveryCode>().toEqualTypeOf<KeyedCode>();
  });

  it('cover every hint reason, level and classification', () => {
    expectTypeOf<`hint.${HintReason}`>().toExtend<MessageKey>();
    expectTypeOf<`difficulty.${AIDifficulty}.name` | `difficulty.${AIDifficulty}.description`>().toExtend<MessageKey>();
    expectTypeOf<`classification.${MoveClassification}`>().toExtend<MessageKey>();
  });

  it('type their parameters: strings, and numbers for counts', () => {
    expectTypeOf<MessageParams<'status.draw'>>().toEqualTypeOf<Readonly<Record<string, never>>>();
    expectTypeOf<MessageParams<'status.won'>>().toEqualTypeOf<{ readonly mark: string; readonly line: string }>();
    expectTypeOf<MessageParams<'hint.result.win'>>().toEqualTypeOf<{ readonly mark: string; readonly moves: number }>();
    expectTypeOf<MessageParams<'cell.at'>>().toEqualTypeOf<{ readonly row: number; readonly column: number }>();
  });
});

describe('translate', () => {
  it('takes exactly the parameters of its key', () => {
    expectTypeOf(translate('status.turn', { mark: 'X' })).toBeString();
    expectTypeOf(translate('status.draw', {}, en)).toBeString();
    // @ts-expect-error: a parameter is missing
    translate('status.won', { mark: 'X' });
    // @ts-expect-error: a count is a number
    translate('analysis.moves', { count: '2' });
    // @ts-expect-error: not a key
    translate('status.lost', {});
    // A key built from a code, a reason or a classification is a key; it takes the parameters of
    // every key it may be (a hint's reason: a cell, a mark and a number of moves).
    const reason = 'block' as HintReason;
    expectTypeOf(translate(`hint.${reason}`, { cell: 'c2', mark: 'O', moves: 3 })).toBeString();
    // @ts-expect-error: `hint.delaying-a-loss` and `hint.forced-win` take moves
    translate(`hint.${reason}`, { cell: 'c2', mark: 'O' });
    const classification = 'blunder' as MoveClassification;
    expectTypeOf(translate(`classification.${classification}`, {})).toBeString();
    // @ts-expect-error: no classification takes a parameter
    translate(`classification.${classification}`, { count: 1 });
  });

  it('takes an empty object, and nothing else, for a key without parameters', () => {
    expectTypeOf(translate('status.draw', {})).toBeString();
    // @ts-expect-error: a number is not the parameters
    translate('status.draw', 5);
    // @ts-expect-error: a string is not the parameters
    translate('status.draw', 'oops');
    // @ts-expect-error: the key takes no parameter
    translate('status.draw', { extra: 1 });
    // @ts-expect-error: null is not the parameters
    translate('status.draw', null);
  });
});

describe('the locales', () => {
  it('are the subpaths the package exports, es and fr: English is in the main entry', () => {
    expectTypeOf<typeof import('tictactoe-engine/locales/es')>().toHaveProperty('es');
    expectTypeOf<typeof import('tictactoe-engine/locales/fr')>().toHaveProperty('fr');
    // @ts-expect-error: the package has no subpath locales/en
    type English = typeof import('tictactoe-engine/locales/en');
    expectTypeOf<English>().toBeAny();
  });
});

describe('catalogues', () => {
  it('Messages has every key; plural forms only where a key has a count', () => {
    expectTypeOf<keyof Messages>().toEqualTypeOf<MessageKey>();
    expectTypeOf<Messages['analysis.moves']>().toEqualTypeOf<Message>();
    expectTypeOf<Messages['status.draw']>().toEqualTypeOf<string>();
    // @ts-expect-error: 'status.draw' has no count, so no plural forms
    const wrong: Partial<Messages> = { 'status.draw': { other: 'x' } };
    void wrong;
  });

  it('a catalogue of your own may have some messages; its keys and messages are checked', () => {
    type Own = Catalogue['messages'];
    // biome-ignore lint/complexity/noBannedTypes: no message at all is a catalogue's messages
    expectTypeOf<{}>().toExtend<Own>();
    expectTypeOf<{ 'status.draw': string }>().toExtend<Own>();
    expectTypeOf<{ 'analysis.moves': { one: string; other: string } }>().toExtend<Own>();
    expectTypeOf<{ 'status.draw': number }>().not.toExtend<Own>();
    expectTypeOf<{ 'analysis.moves': { one: string } }>().not.toExtend<Own>();
    // @ts-expect-error: not a key
    const typo: Catalogue = { locale: 'de', name: 'Deutsch', direction: 'ltr', messages: { 'status.drew': 'x' } };
    // @ts-expect-error: a direction is 'ltr' or 'rtl'
    const sideways: Catalogue = { locale: 'de', name: 'Deutsch', direction: 'ttb', messages: {} };
    void [typo, sideways];
  });
});
