// The page's side of the AI worker: one request, one promise of a Result, matched to its answer by
// id; the page drops an answer about a position it has left (see main.js).

/** @typedef {import('tictactoe-engine').Rules} Rules */
/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').AIDifficulty} AIDifficulty */
/** @typedef {import('tictactoe-engine/ultimate').UltimateRules} UltimateRules */

/**
 * A position, as it crosses to the worker: its game, its rules and its moves (cells of a k-in-a-row
 * board; squares of Ultimate, `'e5'`), replayed there.
 *
 * @typedef {{ game: 'k-in-a-row', rules: Rules, moves: CellIndex[] }
 *   | { game: 'ultimate', rules: UltimateRules, moves: string[] }} AiPosition
 */

/**
 * A request to the worker: a position and what to think about it. `round` counts the games
 * started, so that a seeded AI starts afresh with each.
 *
 * @typedef {{ id?: number } & AiPosition & (
 *   | { type: 'move', level: AIDifficulty, player: string, timeLimit: number, seed: number | undefined, round: number }
 *   | { type: 'hint' | 'evaluate', player: string, timeLimit: number }
 *   | { type: 'analyze', timeLimit: number }
 * )} AiRequest
 */

/**
 * An answer of the worker.
 *
 * @typedef {{ ok: true, value: any } | { ok: false, error: { code: string, message: string } }} AiAnswer
 */

/**
 * Starts the worker. `libraries` are where the page found `tictactoe-engine`,
 * `tictactoe-engine/ultimate` and `tictactoe-engine/connect-four-openings` (through its import map);
 * `onBusy` hears whether the worker has requests in hand.
 *
 * @param {{ main: string, ultimate: string, openings: string }} libraries
 * @param {(busy: boolean) => void} onBusy
 */
export function createAiClient(libraries, onBusy) {
  const url = new URL('./ai-worker.js', import.meta.url);
  url.searchParams.set('lib', libraries.main);
  url.searchParams.set('ultimate', libraries.ultimate);
  url.searchParams.set('openings', libraries.openings);
  const worker = new Worker(url, { type: 'module' });
  /** @type {Map<number, (answer: AiAnswer) => void>} */
  const pending = new Map();
  let next = 0;

  worker.addEventListener('message', (event) => {
    const answer = /** @type {AiAnswer & { id: number }} */ (event.data);
    const resolve = pending.get(answer.id);
    pending.delete(answer.id);
    onBusy(pending.size > 0);
    resolve?.(answer);
  });
  // The worker could not start (or died): every request in hand fails, and so will the next ones.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    for (const resolve of pending.values()) {
      resolve({ ok: false, error: { code: 'WORKER_ERROR', message: event.message || 'the AI could not start' } });
    }
    pending.clear();
    onBusy(false);
  });

  return {
    /**
     * Sends a request; the promise never rejects.
     *
     * @param {AiRequest} request
     * @returns {Promise<AiAnswer>}
     */
    ask(request) {
      const id = ++next;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        onBusy(true);
        worker.postMessage({ ...request, id });
      });
    },
  };
}
