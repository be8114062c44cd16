// examples/http-hints: the server started on 127.0.0.1, port 0, queried over HTTP, and closed.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error: a JavaScript example (type-checked on its own by examples/tsconfig.json)
import { createHintServer } from '../../examples/http-hints/server.js';
import {
  TicTacToeAI,
  TicTacToeEngine,
  cellName,
  parseMoves,
  unwrap,
  type GameState,
  type Variant,
} from '../../src/index.js';

const engine = new TicTacToeEngine();
const ai = new TicTacToeAI();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = (createHintServer as () => Server)();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

// biome-ignore lint/suspicious/noExplicitAny: a JSON answer, compared whole with toEqual
async function get(path: string, init?: RequestInit): Promise<{ status: number; type: string | null; body: any }> {
  const response = await fetch(`${origin}${path}`, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

/** The answer the endpoint should give for a state, built from the library. */
function expected(state: GameState) {
  const hint = ai.getHint(state, state.currentPlayerId!)!;
  return {
    board: [0, 3, 6]
      .map((row) =>
        state.board
          .slice(row, row + 3)
          .map((mark) => mark ?? '.')
          .join(''),
      )
      .join('/'),
    toMove: state.currentPlayer,
    move: cellName(hint.cell),
    cell: hint.cell,
    reason: hint.reason,
    message: hint.message,
    outcome: hint.outcome.result,
    moves: hint.moves.map((ranked) => ({
      move: cellName(ranked.cell),
      outcome: ranked.outcome.message,
      best: ranked.best,
    })),
  };
}

const fromMoves = (text: string, variant: Variant = 'standard') =>
  unwrap(engine.replay(unwrap(parseMoves(text)), { variant }, PLAYERS));

describe('GET /hint', () => {
  test.each(['b2a1', 'b2+a1', 'b2%20a1', 'B2,A1', '40', '4,0'])(
    '?moves=%s is the library hint after b2 a1',
    async (moves) => {
      const answer = await get(`/hint?moves=${moves}`);
      expect(answer).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: expected(fromMoves('b2 a1')),
      });
    },
  );

  test('?board= a position: X must block at c2', async () => {
    const { status, body } = await get('/hint?board=X.O/.X./..O');
    expect(status).toBe(200);
    expect(body).toEqual(expected(unwrap(engine.fromSetup('X.O.X...O', {}, PLAYERS))));
    expect(body).toMatchObject({ toMove: 'X', move: 'c2', reason: 'block', outcome: 'draw' });
  });

  test('&variant=misere uses the misère rules', async () => {
    const { body } = await get('/hint?moves=b2a1c3&variant=misere');
    expect(body).toEqual(expected(fromMoves('b2 a1 c3', 'misere')));
  });

  test('the empty game: any move draws with best play', async () => {
    const { body } = await get('/hint?moves=');
    expect(body).toMatchObject({ board: '.../.../...', toMove: 'X', outcome: 'draw' });
    expect(body.moves).toHaveLength(9);
  });

  test.each([
    ['/hint', 400, 'BAD_REQUEST'],
    ['/hint?moves=4&board=X........', 400, 'BAD_REQUEST'],
    ['/hint?moves=4&variant=giveaway', 400, 'BAD_REQUEST'],
    ['/hint?moves=b2zz', 400, 'BAD_NOTATION'],
    ['/hint?moves=b2b2', 400, 'CELL_OCCUPIED'],
    ['/hint?moves=a1a2b1b2c1c2', 400, 'GAME_OVER'],
    ['/hint?board=X.O/.X', 400, 'BAD_POSITION'],
    ['/hint?board=XXX/XXX/OOO', 400, expect.any(String)],
    ['/hint?board=XXX/OO./...', 422, 'GAME_OVER'],
    ['/hint?moves=b2a1c1a3a2c2c3b1b3', 422, 'GAME_OVER'],
    ['/', 404, 'NOT_FOUND'],
    ['/hints?moves=4', 404, 'NOT_FOUND'],
  ])('%s: %i %s, as JSON with a message', async (path, status, code) => {
    const answer = await get(path);
    expect(answer).toEqual({
      status,
      type: 'application/json; charset=utf-8',
      body: { error: { code, message: expect.any(String) } },
    });
  });

  test('only GET', async () => {
    expect((await get('/hint?moves=4', { method: 'POST' })).status).toBe(405);
  });
});
