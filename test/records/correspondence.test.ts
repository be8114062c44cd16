// Correspondence play by link (seed 004), through the public API. Web Crypto only: no Node built-ins.
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MOVE_ERROR_CODES,
  RECORD_ERROR_CODES,
  TicTacToeEngine,
  checkContinuation,
  decodeRecord,
  encodeRecord,
  nextCode,
  openCode,
  saveRecord,
  signRecord,
  unwrap,
  verifyRecord,
  type CellIndex,
  type GameRecord,
  type GameState,
} from '../../src/index.js';
import { completeGame, gameRecord, viaJson } from './helpers.js';

const engine = new TicTacToeEngine();
const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
];
const KEY = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 255);
const gameId = 'abc123';
const codes: readonly string[] = RECORD_ERROR_CODES;

let key: CryptoKey;
beforeAll(async () => {
  key = await crypto.subtle.importKey('raw', KEY, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
});

/** A record of the players above after `moves`. */
function recordAfter(moves: readonly number[], variant: 'standard' | 'misere' = 'standard'): GameRecord {
  return unwrap(saveRecord(unwrap(engine.replay(moves as CellIndex[], { variant, metadata: { gameId } }, players))));
}

describe('a game played by link, as in seed 004', () => {
  it('runs from the first move to the win, with each side seeing what the seed asks for', async () => {
    // Ann starts a game and plays the center.
    const start = unwrap(
      engine.createInitialState({ metadata: { gameId, createdAt: '2025-10-05T12:00:00.000Z' } }, players),
    );
    const first = unwrap(await nextCode(start, 4, 'ann', { key }));
    expect(first.move).toMatchObject({ name: 'b2', label: 'Center', symbol: 'X', playerId: 'ann' });
    let annSeen = first.record;

    // Ann reopens her own link: waiting for the opponent.
    const own = unwrap(await openCode(first.code, 'ann', { key, gameId, seen: annSeen }));
    expect(own).toMatchObject({
      phase: 'waiting',
      ownLink: true,
      result: null,
      verified: true,
      message: 'Waiting for your opponent (O)',
    });
    expect(own.me.id).toBe('ann');

    // Bob opens it for the first time: he takes the free seat, O, and it is his turn.
    const bobFirst = unwrap(await openCode(first.code, null, { key, gameId }));
    expect(bobFirst).toMatchObject({ phase: 'your-turn', ownLink: false, message: 'Your turn (O)' });
    expect(bobFirst.me).toEqual({ id: 'bob', name: 'Bob', symbol: 'O' });
    expect(bobFirst.opponent.id).toBe('ann');
    expect(bobFirst.lastMove).toMatchObject({ moveNumber: 1, cell: 4, label: 'Center' });
    const reply = unwrap(await nextCode(bobFirst.state, 'a1', 'bob', { key }));
    let bobSeen = reply.record;

    // They alternate: X c1, O c3, X a3 wins with the Top-right to Bottom-left diagonal.
    let code = reply.code;
    const script: [string, CellIndex][] = [
      ['ann', 2],
      ['bob', 8],
      ['ann', 6],
    ];
    for (const [who, cell] of script) {
      const seen = who === 'ann' ? annSeen : bobSeen;
      const view = unwrap(await openCode(code, who, { key, gameId, seen }));
      expect(view.phase).toBe('your-turn');
      const sent = unwrap(
        await nextCode(view.state, cell, who, { key, updatedAt: `move ${view.state.moveCount + 1}` }),
      );
      expect(sent.record.updatedAt).toBe(`move ${view.state.moveCount + 1}`);
      if (who === 'ann') annSeen = sent.record;
      else bobSeen = sent.record;
      code = sent.code;
    }

    const winner = unwrap(await openCode(code, 'ann', { key, gameId, seen: annSeen }));
    expect(winner).toMatchObject({
      phase: 'over',
      result: 'win',
      ownLink: true,
      message: 'You win with the Top-right to Bottom-left diagonal!',
    });
    expect(winner.line).toMatchObject({ name: 'Top-right to Bottom-left', cells: [2, 4, 6] });
    const loser = unwrap(await openCode(code, 'bob', { key, gameId, seen: bobSeen }));
    expect(loser).toMatchObject({
      phase: 'over',
      result: 'loss',
      ownLink: false,
      message: 'Your opponent wins with the Top-right to Bottom-left diagonal.',
    });
    expect(loser.lastMove).toMatchObject({ name: 'a3', label: 'Bottom Left' });

    // No more moves; the record keeps the caller's timestamps and nothing else.
    expect(await nextCode(loser.state, 1, 'bob', { key })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(loser.record).toMatchObject({
      gameId,
      createdAt: '2025-10-05T12:00:00.000Z',
      updatedAt: 'move 5',
      moves: [4, 0, 2, 8, 6],
    });
  });

  it('reports a draw to both sides', async () => {
    const code = unwrap(encodeRecord(recordAfter([4, 0, 2, 6, 3, 5, 1, 7, 8])));
    for (const who of ['ann', 'bob']) {
      expect(unwrap(await openCode(code, who))).toMatchObject({
        phase: 'over',
        result: 'draw',
        line: null,
        message: "It's a draw.",
        verified: false,
      });
    }
  });

  it('words a misère ending from each side: completing a line loses', async () => {
    const code = unwrap(encodeRecord(recordAfter([0, 3, 1, 4, 2], 'misere')));
    expect(unwrap(await openCode(code, 'ann'))).toMatchObject({
      result: 'loss',
      message: 'You lose: you completed the Top Row.',
    });
    expect(unwrap(await openCode(code, 'bob'))).toMatchObject({
      result: 'win',
      message: 'You win: your opponent completed the Top Row.',
    });
  });

  it('seats a newcomer as the player who did not move last', async () => {
    const seat = async (moves: number[]) =>
      unwrap(await openCode(unwrap(encodeRecord(recordAfter(moves))), null)).me.id;
    expect(await seat([])).toBe('ann');
    expect(await seat([4])).toBe('bob');
    expect(await seat([4, 0])).toBe('ann');
    expect(await seat([0, 3, 1, 4, 2])).toBe('bob');
  });
});

describe('what openCode refuses', () => {
  let code: string;
  let annSeen: GameRecord;
  beforeAll(async () => {
    const sent = unwrap(
      await nextCode(unwrap(engine.replay([], { metadata: { gameId } }, players)), 4, 'ann', { key }),
    );
    code = sent.code;
    annSeen = sent.record;
  });

  it('refuses a tampered link, an unsigned one given a key, and junk, each with its code', async () => {
    const tampered = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    expect(await openCode(tampered, 'bob', { key })).toMatchObject({ ok: false, error: { code: 'BAD_SIGNATURE' } });
    expect(await openCode(unwrap(encodeRecord(annSeen)), 'bob', { key })).toMatchObject({
      ok: false,
      error: { code: 'MISSING_SIGNATURE' },
    });
    expect(await openCode('', 'bob', { key })).toMatchObject({ ok: false, error: { code: 'MALFORMED_CODE' } });
  });

  it('fails closed on a gameId that is present but not a string: INVALID_OPTIONS, never "not checked"', async () => {
    // What localStorage.getItem('gameId') gives when nothing is stored, and other values that are not a game id.
    for (const gameId of [null, 123, {}, true, ['game-B'], new String('game-B'), Symbol('g'), Number.NaN]) {
      for (const options of [{ key, gameId }, { gameId }]) {
        expect(await openCode(code, 'bob', options as never)).toMatchObject({
          ok: false,
          error: { code: 'INVALID_OPTIONS' },
        });
      }
      expect(await verifyRecord(code, key, { gameId } as never)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_OPTIONS' },
      });
      expect(decodeRecord(code, { gameId } as never)).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS' } });
    }
    // Absent, or set to undefined: not checked.
    expect(await openCode(code, 'bob', { key, gameId: undefined } as never)).toMatchObject({ ok: true });
    expect(await openCode(code, 'bob', { key })).toMatchObject({ ok: true });
  });

  it('fails closed on options that cannot be read: a throwing getter, a Proxy, a revoked Proxy, an array', async () => {
    const boom = (): never => {
      throw new Error('boom');
    };
    const { proxy: revoked, revoke } = Proxy.revocable({ key }, {});
    revoke();
    const unsigned = unwrap(encodeRecord(annSeen));
    const forged = unwrap(await signRecord(recordAfter([2, 0]), key));
    const hostile: unknown[] = [
      {
        key,
        get seen(): never {
          return boom();
        },
      },
      {
        get key(): never {
          return boom();
        },
        seen: annSeen,
      },
      {
        key,
        get gameId(): never {
          return boom();
        },
      },
      new Proxy({ key }, { get: boom }),
      new Proxy({ key }, { has: boom, get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom }),
      revoked,
      [key],
      Object.assign([], { key, seen: annSeen }),
    ];
    for (const options of hostile) {
      // A code that rewrites history, an unsigned code: neither may open when the options cannot be read.
      for (const received of [forged, unsigned]) {
        const opened = await openCode(received, 'ann', options as never);
        expect(opened).toMatchObject({ ok: false, error: { code: 'INVALID_OPTIONS' } });
      }
      // nextCode reads key, gameId, createdAt and updatedAt (not seen): each one unreadable is refused.
      if (options !== hostile[0]) {
        expect(
          await nextCode(unwrap(engine.replay([4], { metadata: { gameId } }, players)), 0, 'bob', options as never),
        ).toMatchObject({
          ok: false,
          error: { code: 'INVALID_OPTIONS' },
        });
      }
    }
  });

  it('a link of another game (WRONG_GAME), a stranger (UNKNOWN_PLAYER)', async () => {
    expect(await openCode(code, 'bob', { key, gameId: 'other' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
    expect(await openCode(code, 'eve', { key })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
  });

  it('an opponent who rewrites a move already seen, even signed with the shared key (HISTORY_REWRITTEN)', async () => {
    const forged = unwrap(await signRecord(recordAfter([2, 0]), key));
    expect(await openCode(forged, 'ann', { key, seen: annSeen })).toMatchObject({
      ok: false,
      error: { code: 'HISTORY_REWRITTEN', ply: 0 },
    });
  });

  it('an opponent who moves for both sides (NOT_OPPONENT_MOVE)', async () => {
    const forged = unwrap(await signRecord(recordAfter([4, 0, 8]), key));
    expect(await openCode(forged, 'ann', { key, seen: annSeen })).toMatchObject({
      ok: false,
      error: { code: 'NOT_OPPONENT_MOVE', ply: 2 },
    });
  });

  it('takes the record seen as JSON text, as it comes back from storage', async () => {
    const reply = unwrap(await signRecord(recordAfter([4, 0]), key));
    expect((await openCode(reply, 'ann', { key, seen: JSON.stringify(annSeen) })).ok).toBe(true);
  });

  test.prop([fc.string({ maxLength: 80 }), fc.option(fc.string(), { nil: null }), fc.anything()])(
    'never rejects, whatever it is given',
    async (text, me, options) => {
      for (const result of [
        await openCode(text, me),
        await openCode(code, me, options as never),
        await openCode(text, me, { key, seen: options as never }),
      ]) {
        if (!result.ok) expect(codes).toContain(result.error.code);
      }
    },
  );
});

describe('nextCode', () => {
  const start = unwrap(engine.replay([4], { metadata: { gameId } }, players));

  it.each([
    ['ann', 0, 'NOT_YOUR_TURN'],
    ['bob', 4, 'CELL_OCCUPIED'],
    ['eve', 0, 'UNKNOWN_PLAYER'],
    ['bob', 9, 'OUT_OF_RANGE'],
    ['bob', 'z9', 'OUT_OF_RANGE'],
    ['bob', 1.5, 'NOT_INTEGER'],
  ])('refuses %s playing %j with %s', async (who, cell, code) => {
    expect(await nextCode(start, cell as CellIndex, who)).toMatchObject({ ok: false, error: { code } });
  });

  it('plays only for `me`: any `me` that is not a player id (undefined included) is UNKNOWN_PLAYER', async () => {
    for (const me of [undefined, null, '', 'eve', 0, {}, ['bob'], new String('bob')]) {
      expect(await nextCode(start, 0, me as never)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
    }
    expect(await nextCode(start, 0, 'bob')).toMatchObject({ ok: true });
  });

  it('never sends an unsigned code when a key was given but cannot be used', async () => {
    const boom = (): never => {
      throw new Error('boom');
    };
    for (const options of [
      { key: null },
      { key: 'secret' },
      { key: {} },
      { key: new Uint8Array(3) },
      {
        get key(): never {
          return boom();
        },
      },
    ]) {
      const sent = await nextCode(start, 0, 'bob', options as never);
      expect(sent.ok).toBe(false);
    }
  });

  it('refuses a value that is not a state with INVALID_STATE, and a bad key with INVALID_KEY', async () => {
    expect(await nextCode({} as GameState, 0, 'bob')).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
    expect(await nextCode(start, 0, 'bob', { key: new Uint8Array(3) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_KEY' },
    });
  });

  it('takes a state that went through JSON, and never writes a timestamp it was not given', async () => {
    const sent = unwrap(await nextCode(viaJson(start) as GameState, 'a1', 'bob'));
    expect(sent.record.moves).toEqual([4, 0]);
    expect(Object.keys(sent.record)).toEqual(['version', 'rules', 'gameId', 'players', 'moves', 'board', 'status']);
    expect(sent.state.board[0]).toBe('O');
    expect(start.board[0]).toBeNull();
  });

  test.prop([fc.anything(), fc.anything(), fc.anything()])(
    'never rejects on odd cells, players or options',
    async (cell, me, options) => {
      const result = await nextCode(start, cell as never, me as never, options as never);
      if (!result.ok) expect([...codes, ...MOVE_ERROR_CODES]).toContain(result.error.code);
    },
  );
});

describe('checkContinuation', () => {
  test.prop([completeGame], { numRuns: 60 })(
    'accepts exactly the records that add nothing, or the opponent’s one move, to the one seen',
    (moves) => {
      const records = Array.from({ length: moves.length + 1 }, (_, k) => recordAfter(moves.slice(0, k)));
      for (const me of ['ann', 'bob']) {
        for (let seen = 0; seen <= moves.length; seen++) {
          for (let now = 0; now <= moves.length; now++) {
            const result = checkContinuation(records[seen]!, records[now]!, me);
            const moverOf = (ply: number) => (ply % 2 === 0 ? 'ann' : 'bob');
            if (now < seen) {
              expect(result).toMatchObject({ ok: false, error: { code: 'HISTORY_REWRITTEN', ply: now } });
            } else if (now === seen) {
              expect(result).toEqual({ ok: true, value: [] });
            } else if (moverOf(seen) === me) {
              expect(result).toMatchObject({ ok: false, error: { code: 'NOT_OPPONENT_MOVE', ply: seen } });
            } else if (now - seen >= 2) {
              expect(result).toMatchObject({ ok: false, error: { code: 'NOT_OPPONENT_MOVE', ply: seen + 1 } });
            } else {
              expect(result).toMatchObject({ ok: true, value: [{ cell: moves[seen], playerId: moverOf(seen) }] });
            }
          }
        }
      }
    },
  );

  test.prop([completeGame, fc.nat(), fc.integer({ min: 0, max: 8 })])(
    'refuses any change to a move already seen with HISTORY_REWRITTEN at that move',
    (moves, at, cell) => {
      const ply = at % moves.length;
      fc.pre(cell !== moves[ply]);
      const changed = [...moves];
      changed[ply] = cell as CellIndex;
      const seen = recordAfter(moves);
      const received = { ...seen, moves: changed, board: undefined, status: undefined };
      const result = checkContinuation(seen, received as never, 'ann');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(['HISTORY_REWRITTEN', 'ILLEGAL_SEQUENCE']).toContain(result.error.code);
      if (!result.ok && result.error.code === 'HISTORY_REWRITTEN') expect(result.error.ply).toBe(ply);
    },
  );

  it.each([
    ['another game id', { gameId: 'xyz' }],
    ['no game id', { gameId: undefined }],
    ['another variant', { rules: { variant: 'misere' } }],
    ['another board', { rules: { rows: 4, columns: 4 }, board: undefined }],
    ['another line length', { rules: { inARow: 2 } }],
    [
      'other players',
      {
        players: [
          { id: 'ann', symbol: 'X' },
          { id: 'eve', symbol: 'O' },
        ],
      },
    ],
    [
      'swapped marks',
      {
        players: [
          { id: 'ann', symbol: 'O' },
          { id: 'bob', symbol: 'X' },
        ],
        board: undefined,
      },
    ],
  ])('refuses %s with WRONG_GAME', (_, change) => {
    const seen = recordAfter([4]);
    expect(checkContinuation(seen, { ...seen, ...change } as never, 'ann')).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
  });

  it('compares players field by field (ids with separators in them cannot collide)', () => {
    const odd = [
      { id: 'a:X,b', symbol: 'X' },
      { id: 'c', symbol: 'O' },
    ] as const;
    const seen = { version: 1, variant: 'standard', players: odd, moves: [] } as const;
    const other = [
      { id: 'a', symbol: 'X' },
      { id: 'b:X,c', symbol: 'O' },
    ] as const; // 'a:X,b:X,c:O' both, if joined
    expect(checkContinuation(seen, { ...seen, players: other }, 'c')).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
  });

  it('refuses a player of neither side, and bad records with their own codes', () => {
    const seen = recordAfter([4]);
    expect(checkContinuation(seen, seen, 'eve')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
    expect(checkContinuation('junk', seen, 'ann')).toMatchObject({ ok: false, error: { code: 'MALFORMED_RECORD' } });
    expect(checkContinuation(seen, { ...seen, moves: [4, 4] }, 'ann')).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_SEQUENCE' },
    });
  });

  test.prop([fc.oneof(gameRecord, fc.jsonValue()), fc.oneof(gameRecord, fc.jsonValue()), fc.anything()])(
    'never throws',
    (a, b, me) => {
      const result = checkContinuation(a as never, b as never, me as never);
      if (!result.ok) expect(codes).toContain(result.error.code);
    },
  );
});
