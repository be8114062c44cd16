// A small HTTP endpoint that answers hints as JSON, on node:http alone:
//   GET /hint?moves=b2a1            the game so far, as cell names (b2a1, b2+a1) or digits (40)
//   GET /hint?board=X.O/.X./..O     a position, with X, O and . for empty
//   &variant=misere                 optional: whoever completes a line loses
// Run it with `node examples/http-hints/server.js` (PORT=8080 to choose the port).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { TicTacToeAI, TicTacToeEngine, cellName, formatBoard, parseBoard, parseMoves } from 'tictactoe-engine';

/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').Result<GameState>} StateResult */

const engine = new TicTacToeEngine();
const ai = new TicTacToeAI(); // one AI for every request: its table of solved positions is shared
const PLAYERS = [{ id: 'X' }, { id: 'O' }];

/** Creates the server (not listening yet). */
export function createHintServer() {
  return createServer((request, response) => {
    const { status, body } = answer(request.method ?? 'GET', new URL(request.url ?? '/', 'http://localhost'));
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(`${JSON.stringify(body)}\n`);
  });
}

/**
 * Answers one request.
 *
 * @param {string} method
 * @param {URL} url
 * @returns {{ status: number, body: unknown }}
 */
export function answer(method, url) {
  if (url.pathname !== '/hint')
    return failure(404, 'NOT_FOUND', 'Ask GET /hint?moves=b2a1 or GET /hint?board=X.O/.X./..O.');
  if (method !== 'GET') return failure(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
  const moves = url.searchParams.get('moves');
  const board = url.searchParams.get('board');
  const variant = url.searchParams.get('variant') ?? 'standard';
  if (variant !== 'standard' && variant !== 'misere')
    return failure(400, 'BAD_REQUEST', 'variant is "standard" or "misere".');
  if ((moves === null) === (board === null)) return failure(400, 'BAD_REQUEST', 'Give either moves or board.');

  const state = moves !== null ? replay(moves, variant) : setUp(board ?? '', variant);
  if (!state.ok) return failure(400, state.error.code, state.error.message);
  const hint = ai.getHint(state.value, state.value.currentPlayerId ?? '');
  if (!hint) return failure(422, 'GAME_OVER', 'The game is over: there is no move to hint.');
  return {
    status: 200,
    body: {
      board: formatBoard(state.value.board, { separators: true }),
      toMove: hint.symbol,
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
    },
  };
}

/**
 * The game after `text`: digits ("40") or cell names, with or without separators ("b2a1", "b2 a1").
 *
 * @param {string} text
 * @param {'standard' | 'misere'} variant
 * @returns {StateResult}
 */
function replay(text, variant) {
  const cells = parseMoves(text.replace(/[a-c][1-3]/gi, ' $& '));
  return cells.ok ? engine.replay(cells.value, { variant }, PLAYERS) : cells;
}

/**
 * @param {string} text
 * @param {'standard' | 'misere'} variant
 * @returns {StateResult}
 */
function setUp(text, variant) {
  const board = parseBoard(text);
  return board.ok ? engine.fromSetup(board.value, { variant }, PLAYERS) : board;
}

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function failure(status, code, message) {
  return { status, body: { error: { code, message } } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = createHintServer();
  server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Hints on http://127.0.0.1:${address.port}/hint?moves=b2a1`);
  });
}
