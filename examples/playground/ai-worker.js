// The AI in a module worker, so that a search on Connect Four, 15×15 or Ultimate never freezes the
// page. Workers do not see the page's import map, so the page passes the libraries' URLs, resolved
// through that map, as the `lib` (tictactoe-engine), `ultimate` (tictactoe-engine/ultimate) and
// `openings` (tictactoe-engine/connect-four-openings) parameters of this script's URL; Ultimate's is
// loaded with its first request, and Connect Four's opening book, for level 6, with k-in-a-row's.
//
// Each request names a position by its game, rules and moves (replayed here: plain data crosses the
// boundary), and each answer is a Result: `{ id, ok: true, value }` or `{ id, ok: false, error }`.

/** @typedef {import('./ai-client.js').AiRequest} AiRequest */
/** @typedef {{ ok: true, value: unknown } | { ok: false, error: { code: string, message: string } }} Answer */

/**
 * What the worker asks of either game's AI: the same verbs, on a position of that game.
 *
 * @typedef {object} Advisor
 * @property {(state: any, level: any, player: string, timeLimit: number) => Answer} getMoveSync
 * @property {(state: any, player: string, options: { timeLimit: number }) => unknown} getHint
 * @property {(state: any, player: string, options: { timeLimit: number }) => Answer} getEvaluation
 * @property {(state: any, options: { timeLimit: number }) => Answer} analyzeGame
 */

/**
 * A game as the worker plays it: how its positions are replayed, and its AI.
 *
 * @typedef {object} Game
 * @property {(request: AiRequest) => Answer} replay
 * @property {(options: { seed?: number }) => Advisor} newAi
 */

/**
 * The worker's global scope (the project's type check knows the DOM, not the worker's globals).
 * @type {{
 *   location: { href: string },
 *   postMessage(message: unknown): void,
 *   addEventListener(type: 'message', listener: (event: MessageEvent) => void): void,
 * }}
 */
const scope = /** @type {any} */ (self);
const parameters = new URL(scope.location.href).searchParams;
/** X is always `x`, O always `o`: the page uses the same ids. */
const PLAYERS = [
  { id: 'x', name: 'X' },
  { id: 'o', name: 'O' },
];

/**
 * Imports a library from the URL the page gave, once.
 *
 * @param {string} name the URL's parameter
 */
function importer(name) {
  /** @type {Promise<any> | undefined} */
  let loading;
  return () => {
    const url = parameters.get(name);
    loading ??= url ? import(url) : Promise.reject(new Error(`no ${name} URL`));
    return loading;
  };
}
const loadMain = importer('lib');
const loadUltimate = importer('ultimate');
const loadOpenings = importer('openings');

/**
 * A game from its library: the names of its engine and AI classes, both built with no settings of the page's.
 *
 * @param {() => Promise<any>} load the library's import
 * @param {string} engineName
 * @param {string} aiName
 * @param {() => Promise<object>} [more] options every AI of the game gets (none if they fail to load)
 * @returns {() => Promise<Game>}
 */
function gameOf(load, engineName, aiName, more = async () => ({})) {
  return async () => {
    const lib = await load();
    const engine = new lib[engineName]();
    const extra = await more().catch(() => ({}));
    return {
      replay: (request) => engine.replay(request.moves, request.rules, PLAYERS),
      newAi: (options) => new lib[aiName]({ ...options, ...extra }),
    };
  };
}

/** The games, by the name their requests give. @type {Record<string, () => Promise<Game>>} */
const GAMES = {
  'k-in-a-row': gameOf(loadMain, 'TicTacToeEngine', 'TicTacToeAI', async () => ({
    openings: (await loadOpenings()).connectFourOpenings,
  })),
  ultimate: gameOf(loadUltimate, 'UltimateEngine', 'UltimateAI'),
};

/** Each game's AI that moves: a new one per game when a seed is given, so that a seeded game replays. */
const movers = /** @type {Map<string, { key: string, ai: Advisor }>} */ (new Map());
/** Each game's AI that advises (hints, evaluations, analyses), kept warm across games. */
const advisors = /** @type {Map<string, Advisor>} */ (new Map());
/** Each game, once loaded. @type {Map<string, Game>} */
const loaded = new Map();

scope.addEventListener('message', async (event) => {
  const request = /** @type {AiRequest} */ (event.data);
  let answer;
  try {
    answer = await think(request);
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
 * @param {AiRequest} request
 * @returns {Promise<Answer>}
 */
async function think(request) {
  const name = request.game;
  const load = GAMES[name];
  if (!load) return { ok: false, error: { code: 'WORKER_ERROR', message: `no game ${String(name)}` } };
  let game = loaded.get(name);
  if (!game) {
    game = await load();
    loaded.set(name, game);
  }
  const replayed = game.replay(request);
  if (!replayed.ok) return replayed;
  const state = replayed.value;
  let advisor = advisors.get(name);
  if (!advisor) {
    advisor = game.newAi({});
    advisors.set(name, advisor);
  }
  switch (request.type) {
    case 'move': {
      const key = `${request.seed}/${request.round}`;
      let mover = movers.get(name);
      if (mover?.key !== key) {
        mover = { key, ai: game.newAi(request.seed === undefined ? {} : { seed: request.seed }) };
        movers.set(name, mover);
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
