// src/core/errors.ts: unwrap and TicTacToeError never let a raw error out, whatever they are given.
import { describe, expect, it } from 'vitest';
import { TicTacToeError, err, ok, unwrap } from '../src/index.js';
import { boom, revokedProxy, throwingGetter, throwingProxy } from './support/hostile.js';

describe('unwrap', () => {
  it('returns the value of a success, and throws the error of a failure with its code and data', () => {
    expect(unwrap(ok(4))).toBe(4);
    const error = { code: 'CELL_OCCUPIED', message: 'Illegal move: b2 is taken by X.', cell: 4 } as const;
    expect(() => unwrap(err(error))).toThrow(
      expect.objectContaining({ name: 'TicTacToeError', code: 'CELL_OCCUPIED', data: error, message: error.message }),
    );
  });

  it.each<[string, unknown]>([
    ['a Symbol message', err({ code: 'X_CODE', message: Symbol('m') as never })],
    ['a message whose toString throws', err({ code: 'X_CODE', message: { toString: boom } as never })],
    ['a BigInt message', err({ code: 'X_CODE', message: 10n as never })],
    ['a message getter that throws', { ok: false, error: throwingGetter('message', { code: 'X_CODE' }) }],
  ])('throws a TicTacToeError with the code for an error with %s', (_, result) => {
    expect(() => unwrap(result as never)).toThrow(expect.objectContaining({ name: 'TicTacToeError', code: 'X_CODE' }));
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 5],
    ['an object without ok', {}],
    ['a failure without an error', { ok: false }],
    ['an error without a string code', { ok: false, error: { code: 5, message: 'm' } }],
    ['a code getter that throws', { ok: false, error: throwingGetter('code') }],
    ['an ok getter that throws', throwingGetter('ok')],
    ['a throwing Proxy', throwingProxy()],
    ['a revoked Proxy', revokedProxy()],
    ['an error that is a revoked Proxy', { ok: false, error: revokedProxy() }],
  ])('throws INVALID_ARGUMENT for %s', (_, value) => {
    expect(() => unwrap(value as never)).toThrow(
      expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_ARGUMENT' }),
    );
  });
});

describe('unwrap reads the error once', () => {
  it('a code getter that answers once with a code, then with junk, gives that code', () => {
    let reads = 0;
    const error = {
      message: 'm',
      get code() {
        return reads++ === 0 ? 'X_CODE' : Symbol('junk');
      },
    };
    expect(() => unwrap({ ok: false, error } as never)).toThrow(expect.objectContaining({ code: 'X_CODE' }));
    expect(reads).toBe(1);
  });
});

describe('TicTacToeError', () => {
  it('is made from any data without throwing', () => {
    for (const data of [
      null,
      5,
      {},
      { code: Symbol('c'), message: Symbol('m') },
      throwingProxy(),
      revokedProxy(),
      throwingGetter('code'),
    ]) {
      const error = new TicTacToeError(data as never);
      expect(error).toBeInstanceOf(Error);
      expect(typeof error.code).toBe('string');
      expect(typeof error.message).toBe('string');
    }
  });
});
