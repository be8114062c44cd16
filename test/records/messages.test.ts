// Messages and option handling that a review of the size work found worse or changed; each case
// pins the code and the wording a user sees.
import { describe, expect, it } from 'vitest';
import {
  TicTacToeEngine,
  decodeRecord,
  encodeRecord,
  loadRecord,
  nextCode,
  openCode,
  placeMove,
  saveRecord,
  signRecord,
  unwrap,
} from '../../src/index.js';

const engine = new TicTacToeEngine();
const start = unwrap(engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]));

describe('messages and options', () => {
  it('a record with one player says how many it has', () => {
    const record = JSON.parse(JSON.stringify(unwrap(saveRecord(start))));
    record.players = [record.players[0]];
    expect(loadRecord(record)).toMatchObject({
      ok: false,
      error: {
        code: 'MALFORMED_RECORD',
        message: 'Bad game record: a record has two players, not 1.',
        field: 'players',
      },
    });
  });

  it("a record's illegal move gives the engine's reason inside the record's frame", () => {
    const record = { ...JSON.parse(JSON.stringify(unwrap(saveRecord(start)))), moves: [4, 4] };
    expect(loadRecord(record)).toMatchObject({
      ok: false,
      error: {
        code: 'ILLEGAL_SEQUENCE',
        message: 'Bad game record: move 2 (b2) cannot be played: b2 is taken by X.',
        ply: 1,
        cell: 4,
        cause: 'CELL_OCCUPIED',
      },
    });
  });

  it('a resumed state with three players says so, not how to start a game', () => {
    const forged = { ...JSON.parse(JSON.stringify(start)), players: [...start.players, { id: 'eve', symbol: 'O' }] };
    expect(engine.applyMove(forged, placeMove(4, 'X'))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE', message: 'Bad game state: a game needs two players.' },
    });
  });

  it('a CryptoKey of the wrong kind is named as one', async () => {
    const sha384 = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-384' }, false, ['sign', 'verify']);
    expect(await signRecord(unwrap(saveRecord(start)), sha384)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_KEY', message: 'Bad key: the CryptoKey is not an HMAC-SHA256 key that may sign.' },
    });
    expect(await signRecord(unwrap(saveRecord(start)), { type: 'secret' } as never)).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_KEY',
        message: 'Bad key: expected raw bytes or an HMAC-SHA256 CryptoKey, not an object.',
      },
    });
  });

  it('options that are not an object are refused (INVALID_OPTIONS), never taken as none', async () => {
    const code = unwrap(encodeRecord(unwrap(saveRecord(start))));
    const sneaky = Object.assign(() => undefined, { key: new Uint8Array(32) });
    for (const options of [sneaky, null, 5, 'key', [new Uint8Array(32)]]) {
      expect(await openCode(code, 'ann', options as never)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_OPTIONS' },
      });
      expect(await nextCode(start, 4, 'ann', options as never)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_OPTIONS' },
      });
      expect(decodeRecord(code, options as never)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS' } });
    }
    expect(await openCode(code, 'ann', undefined)).toMatchObject({ ok: true });
  });
});
