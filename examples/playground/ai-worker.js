// The AI in a module worker, so that a search on Connect Four or 15×15 never freezes the page.
// Workers do not see the page's import map, so the page passes the library's URL, resolved through
// that map, as the `lib` parameter of this script's URL.
//
// Each request names a position by its rules and moves (replayed here: plain data crosses the
// boundary), and each answer is a Result: `{ id, ok: true, value }` or `{ id, ok: false, error }`.

/** @typedef {typeof import('tictactoe-engine')} Library */
/** @typedef {import('tictactoe-engine').TicTacToeAI} TicTacToeAI */
/** @typedef {import('./ai-client.js').AiRequest} AiRequest */

/**
 * The worker's global scope (the project's type check knows the DOM, not the worker's globals).
 * @type {{
 *   location: { href: string },
 *   postMessage(message: unknown): void,
 *   addEventListener(type: 'message', listener: (event: MessageEvent) => void): void,
 * }}
 */
const scope = /** @type {any} */ (self);
const libraryUrl = new URL(scope.location.href).searchParams.get('lib');
/** @type {Promise<Library>} */
const library = libraryUrl ? import(libraryUrl) : Promise.reject(new Error('no library URL'));
/** X is always `x`, O always `o`: the page uses the same ids. */
const PLAYERS = [
  { id: 'x', name: 'X' },
  { id: 'o', name: 'O' },
];

/** The AI that moves: a new one per game when a seed is given, so that a seeded game replays. */
let mover = /** @type {{ key: string, ai: TicTacToeAI } | undefined} */ (undefined);
/** The AI that advises (hints, evaluations, analyses), kept warm across games. */
let advisor = /** @type {TicTacToeAI | undefined} */ (undefined);

scope.addEventListener('message', async (event) => {
  const request = /** @type {AiRequest} */ (event.data);
  let answer;
  try {
    answer = think(await library, request);
  } catch (thrown) {
    const error = /** @type {{ code?: unknown, message?: unknown }} */ (thrown ?? {});
    answer = {
      ok: false,
      error: { code: typeof error.code === 'string' ? error.code : 'WORKER_ERROR', message: String(error.message) },
    };
  }
  scope.postMessage({ id: request.id, ...answer });
});

/**
 * Answers one request.
 *
 * @param {Library} lib
 * @param {AiRequest} request
 * @returns {{ ok: true, value: unknown } | { ok: false, error: { code: string, message: string } }}
 */
function think(lib, request) {
  const engine = new lib.TicTacToeEngine();
  const replayed = engine.replay(request.moves, request.rules, PLAYERS);
  if (!replayed.ok) return replayed;
  const state = replayed.value;
  advisor ??= new lib.TicTacToeAI();
  switch (request.type) {
    case 'move': {
      const key = `${request.seed}/${request.game}`;
      if (mover?.key !== key) {
        mover = { key, ai: new lib.TicTacToeAI(request.seed === undefined ? {} : { seed: request.seed }) };
      }
      return mover.ai.getMoveSync(state, request.level, request.player, request.timeLimit);
    }
    case 'hint': {
      const hint = advisor.getHint(state, request.player, { timeLimit: request.timeLimit });
      return hint ? { ok: true, value: hint } : { ok: false, error: { code: 'NO_HINT', message: 'No hint.' } };
    }
    case 'evaluate':
      return advisor.getEvaluation(state, request.player, { timeLimit: request.timeLimit });
    case 'analyze':
      return advisor.analyzeGame(state, { timeLimit: request.timeLimit });
  }
}
