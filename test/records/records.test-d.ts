import { describe, expectTypeOf, it } from 'vitest';
import {
  checkContinuation,
  decodeRecord,
  loadRecord,
  type openCode,
  parseMoves,
  saveRecord,
  verifyRecord,
  type CellIndex,
  type DecodeRecordErrorCode,
  type GameRecord,
  type GameState,
  type LoadRecordErrorCode,
  type OpenCodeErrorCode,
  type RecordErrorCode,
  type VerifyRecordErrorCode,
} from '../../src/index.js';

describe('records types', () => {
  it('narrows each Result to its value or its own error codes', () => {
    const decoded = decodeRecord('');
    if (decoded.ok) expectTypeOf(decoded.value).toEqualTypeOf<GameRecord>();
    else expectTypeOf(decoded.error.code).toEqualTypeOf<DecodeRecordErrorCode>();

    const loaded = loadRecord({});
    if (loaded.ok) expectTypeOf(loaded.value).toEqualTypeOf<GameState>();
    else expectTypeOf(loaded.error.code).toEqualTypeOf<LoadRecordErrorCode>();

    const parsed = parseMoves('');
    if (parsed.ok) expectTypeOf(parsed.value).toEqualTypeOf<readonly CellIndex[]>();
    else expectTypeOf(parsed.error.code).toEqualTypeOf<'BAD_NOTATION'>();

    expectTypeOf(verifyRecord).returns.resolves.toExtend<{ ok: boolean }>();
    expectTypeOf<
      Extract<Awaited<ReturnType<typeof verifyRecord>>, { ok: false }>['error']['code']
    >().toEqualTypeOf<VerifyRecordErrorCode>();
    expectTypeOf<
      Extract<Awaited<ReturnType<typeof openCode>>, { ok: false }>['error']['code']
    >().toEqualTypeOf<OpenCodeErrorCode>();
    expectTypeOf<OpenCodeErrorCode>().toExtend<RecordErrorCode>();
  });

  it('keeps records readonly', () => {
    const record = {} as GameRecord;
    // @ts-expect-error moves are readonly
    record.moves.push(4);
    // @ts-expect-error fields are readonly
    record.gameId = 'x';
    expectTypeOf(saveRecord).parameter(0).toEqualTypeOf<GameState>();
    expectTypeOf(checkContinuation).parameter(2).toEqualTypeOf<string>();
  });
});
