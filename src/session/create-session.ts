/**
 * {@link createSession}: the session store of the k-in-a-row games, a small stateful wrapper over
 * the pure engine for UIs (the store itself is `store.ts`, over any game).
 *
 * @packageDocumentation
 */
import type { GameState, State } from '../games/k-in-a-row/state/game-state.js';
import { gameOver } from '../games/k-in-a-row/state/outcome.js';
import { playOn, stateAt } from '../games/k-in-a-row/state/play.js';
import { resolveGameState } from '../games/k-in-a-row/state/revive.js';
import { startGame } from '../games/k-in-a-row/state/setup.js';
import { RULES_KEY } from '../games/k-in-a-row/state/tally.js';
import type { Result } from '../core/types.js';
import { openSession, type SessionGame } from './store.js';
import type { SessionError, SessionOptions, TicTacToeSession, TicTacToeSessionTypes } from './types.js';

/** The k-in-a-row games' side of the session store. */
const K_IN_A_ROW: SessionGame<TicTacToeSessionTypes> = {
  ruleKeys: ['rows', 'columns', 'inARow', 'gravity', 'variant'],
  start: startGame,
  resume: (state) => {
    const resumed = resolveGameState(state);
    if ('code' in resumed) return resumed;
    const timeline = resumed.history.map((_, ply) => (stateAt(resumed, ply) as { value: GameState }).value);
    timeline.push(resumed);
    return timeline;
  },
  play: playOn,
  over: (state) => gameOver(state as State),
  tally: RULES_KEY as SessionGame<TicTacToeSessionTypes>['tally'],
};

/**
 * Returns a session: a game with undo, redo, restarts and a score tally, that a UI subscribes to.
 * It plugs into React's `useSyncExternalStore(session.subscribe, session.getSnapshot)`, and into
 * Svelte stores or Vue refs in one line (see the session store guide). The engine stays pure:
 * the session only holds the current snapshot and swaps it.
 *
 * @param options - the players and settings of the first game (or a `state` to resume), a saved
 *   `tally`, a `mover` for {@link TicTacToeSession.playMover}, and `onListenerError`.
 * @returns the session, or `INVALID_SETTINGS` (options that are not an object, a mover that is not
 *   a function), `INVALID_TALLY`, `INVALID_STATE`, or the engine's setup codes.
 * @example
 * ```ts
 * import { createSession, unwrap } from 'tictactoe-engine';
 * const session = unwrap(createSession({ players: [{ id: 'ann' }, { id: 'bob' }] }));
 * const stop = session.subscribe((snapshot) => console.log(snapshot.state.board));
 * session.play(4);          // ann (X) takes the center
 * session.play(0, 'ann');   // { ok: false, error: { code: 'NOT_YOUR_TURN', … } }
 * session.undo();
 * session.getSnapshot().canRedo; // true
 * stop();
 * ```
 */
export function createSession(options?: SessionOptions): Result<TicTacToeSession, SessionError> {
  return openSession(K_IN_A_ROW, options) as Result<TicTacToeSession, SessionError>;
}
