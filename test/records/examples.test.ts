// The @example blocks of the records API, run as written, with their comments turned into assertions.
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  TicTacToeEngine,
  checkContinuation,
  decodeRecord,
  encodeRecord,
  formatMoves,
  loadRecord,
  nextCode,
  openCode,
  parseMoves,
  saveRecord,
  signRecord,
  unwrap,
  verifyRecord,
} from '../../src/index.js';

describe('TSDoc examples', () => {
  it('formatMoves', () => {
    expect(formatMoves([4, 0, 8])).toBe('b2 a1 c3');
    expect(formatMoves([4, 0, 8], { notation: 'digits' })).toBe('408');
    expect(formatMoves([38, 31], { shape: PRESETS['connect-four'] })).toBe('d6 d5');
  });

  it('parseMoves', () => {
    expect(parseMoves('b2 a1 c3')).toEqual({ ok: true, value: [4, 0, 8] });
    expect(parseMoves('408')).toEqual({ ok: true, value: [4, 0, 8] });
    expect(parseMoves('d6 d5', PRESETS['connect-four'])).toEqual({ ok: true, value: [38, 31] });
    expect(parseMoves('b2 d4')).toEqual({
      ok: false,
      error: {
        code: 'BAD_NOTATION',
        ply: 1,
        message: 'Bad move list: move 2, "d4" at character 4, is not a cell of a 3×3 board.',
      },
    });
  });

  it('saveRecord', () => {
    const engine = new TicTacToeEngine();
    const state = unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
    const record = unwrap(saveRecord(state, { updatedAt: '2025-10-05T12:00:00.000Z' }));
    expect(record.moves).toEqual([4, 0, 8]);
    expect(JSON.stringify(record)).toMatch(/^\{"version":2,"rules":\{"rows":3,.*\},"gameId":"abc123",/);
  });

  it('GameRecord (the JSON shown loads)', () => {
    const json = `{
      "version": 2,
      "rules": { "rows": 3, "columns": 3, "inARow": 3, "gravity": false, "variant": "standard" },
      "gameId": "abc123",
      "players": [{ "id": "ann", "symbol": "X" }, { "id": "bob", "symbol": "O" }],
      "moves": [4, 0, 8],
      "board": "O../.X./..X",
      "status": "in-progress"
    }`;
    expect(loadRecord(json).ok).toBe(true);
  });

  it('loadRecord', () => {
    const players = [
      { id: 'ann', symbol: 'X' },
      { id: 'bob', symbol: 'O' },
    ];
    const game = loadRecord({ version: 2, rules: {}, players, moves: [4, 0, 8] });
    expect(game.ok && game.value.currentPlayerId).toBe('bob');
    const connectFour = loadRecord({
      version: 2,
      rules: { rows: 6, columns: 7, inARow: 4, gravity: true },
      players,
      moves: [38, 31],
    });
    expect(connectFour.ok && connectFour.value.board[31]).toBe('O');
    expect(loadRecord({ version: 2, rules: {}, players, moves: [4, 4] })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_SEQUENCE', ply: 1, cell: 4, cause: 'CELL_OCCUPIED' },
    });
  });

  it('encodeRecord and decodeRecord', () => {
    const engine = new TicTacToeEngine();
    const state = unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
    const code = unwrap(encodeRecord(state));
    expect(code).toBe('AQIAATgGYWJjMTIzA2FubgNib2I');
    expect(code).toHaveLength(27);
    expect(unwrap(decodeRecord(code)).moves).toEqual([4, 0, 8]);
    const record = decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I');
    expect(record.ok && record.value.board).toBe('O../.X./..X');
    expect(decodeRecord('AQIAATgGYWJjMTIzA2FubgNib2I', { gameId: 'other' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
    expect(decodeRecord('not a code!')).toMatchObject({ ok: false, error: { code: 'MALFORMED_CODE' } });
  });

  it('signRecord and verifyRecord', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32));
    const engine = new TicTacToeEngine();
    const state = unwrap(engine.replay([4, 0], { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
    const code = unwrap(await signRecord(state, key));
    const record = await verifyRecord(code, key, { gameId: 'abc123' });
    expect(record.ok && record.value.moves).toEqual([4, 0]);

    const secret = new TextEncoder().encode('a secret of at least 16 bytes');
    const result = await verifyRecord('AQIAATgGYWJjMTIzA2FubgNib2I', secret);
    expect(result).toMatchObject({ ok: false, error: { code: 'MISSING_SIGNATURE' } });
  });

  it('openCode', async () => {
    const view = await openCode('AQIAATgGYWJjMTIzA2FubgNib2I', 'bob', { gameId: 'abc123' });
    expect(view).toMatchObject({
      ok: true,
      value: { phase: 'your-turn', message: 'Your turn (O)', lastMove: { label: 'Bottom Right' } },
    });
  });

  it('nextCode', async () => {
    const engine = new TicTacToeEngine();
    const start = unwrap(engine.createInitialState({ metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
    const sent = await nextCode(start, 'b2', 'ann');
    expect(sent.ok && `Ann played ${sent.value.move.label}: https://example.com/play#${sent.value.code}`).toBe(
      'Ann played Center: https://example.com/play#AQIAAAUGYWJjMTIzA2FubgNib2I',
    );
  });

  it('checkContinuation', () => {
    const players = [
      { id: 'ann', symbol: 'X' },
      { id: 'bob', symbol: 'O' },
    ] as const;
    const seen = { version: 2, rules: PRESETS['tic-tac-toe'], players, moves: [4] } as const;
    expect(checkContinuation(seen, { ...seen, moves: [4, 0] }, 'ann').ok).toBe(true);
    expect(checkContinuation(seen, { ...seen, moves: [2, 0] }, 'ann')).toMatchObject({
      ok: false,
      error: { code: 'HISTORY_REWRITTEN', ply: 0 },
    });
    expect(checkContinuation(seen, { ...seen, moves: [4, 0, 8] }, 'ann')).toMatchObject({
      ok: false,
      error: { code: 'NOT_OPPONENT_MOVE', ply: 2 },
    });
  });
});
