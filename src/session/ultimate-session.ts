/**
 * {@link createUltimateSession}: the session store of Ultimate tic-tac-toe, the same store as the
 * k-in-a-row games' over Ultimate's engine.
 *
 * @packageDocumentation
 */
import { err, ok } from '../core/errors.js';
import type { Result } from '../core/types.js';
import type { UltimateSettings } from '../games/ultimate/engine.js';
import type { UltimateMove } from '../games/ultimate/moves.js';
import { gameOverOf, type UltimateGameOver } from '../games/ultimate/outcome.js';
import { moveError, playInput, startGame } from '../games/ultimate/play.js';
import { RULE_KEYS } from '../games/ultimate/rules.js';
import { resolveUltimate } from '../games/ultimate/revive.js';
import {
  positionOf,
  type UltimateHistoryEntry,
  type UltimatePosition,
  type UltimateState,
} from '../games/ultimate/state.js';
import { ULTIMATE_RULES_KEY, type UltimateTally } from '../games/ultimate/tally.js';
import { openSession, type SessionGame } from './store.js';
import type {
  GameSession,
  SessionError,
  SessionEvent,
  SessionMover,
  SessionOptions,
  SessionSnapshot,
  SessionTypes,
} from './types.js';

/** The types of a session of Ultimate tic-tac-toe. */
export interface UltimateSessionTypes extends SessionTypes {
  /** An Ultimate state. */
  readonly state: UltimateState;
  /** A move number (`board × 9 + cell`, 0–80), a square's name (`'e5'`) or a move. */
  readonly input: number | string | UltimateMove;
  /** An Ultimate move. */
  readonly move: UltimateMove;
  /** The Ultimate settings: the rules' switches, who plays X, metadata. */
  readonly settings: UltimateSettings;
  /** How a game of Ultimate ended. */
  readonly over: UltimateGameOver;
  /** An Ultimate history entry. */
  readonly entry: UltimateHistoryEntry;
  /** The Ultimate tally, by combination of switches. */
  readonly tally: UltimateTally;
}

/** A session of Ultimate tic-tac-toe: see {@link GameSession} and {@link createUltimateSession}. */
export interface UltimateSession extends GameSession<UltimateSessionTypes> {}

/** The options of {@link createUltimateSession}: as `createSession`'s, with Ultimate's settings, states and tally. */
export interface UltimateSessionOptions extends SessionOptions<UltimateSessionTypes> {}

/**
 * What an Ultimate session holds now: {@link SessionSnapshot} of Ultimate's types (the session
 * types imported from `tictactoe-engine/ultimate` without a type argument are the k-in-a-row games').
 */
export type UltimateSessionSnapshot = SessionSnapshot<UltimateSessionTypes>;

/** An event of an Ultimate session: {@link SessionEvent} of Ultimate's types. */
export type UltimateSessionEvent = SessionEvent<UltimateSessionTypes>;

/** The mover of an Ultimate session: {@link SessionMover} of Ultimate's types. */
export type UltimateSessionMover = SessionMover<UltimateSessionTypes>;

/** Ultimate's side of the session store. */
const ULTIMATE: SessionGame<UltimateSessionTypes> = {
  ruleKeys: RULE_KEYS,
  start: startGame,
  resume: (state) => {
    const resumed = resolveUltimate(state);
    if ('code' in resumed) return resumed;
    const timeline: UltimateState[] = [];
    for (let at: UltimatePosition | undefined = resumed; at; at = positionOf(at.previous)) timeline.unshift(at.state);
    return timeline;
  },
  play: (state, input, playerId) => {
    const next = playInput(positionOf(state)!, input, playerId, true);
    return 'code' in next ? err(moveError(next)) : ok(next);
  },
  over: (state) => gameOverOf(positionOf(state)!),
  tally: ULTIMATE_RULES_KEY as SessionGame<UltimateSessionTypes>['tally'],
};

/**
 * Returns a session of Ultimate tic-tac-toe: a game with undo, redo, restarts and a score tally,
 * that a UI subscribes to; the same store as `createSession`'s, with the same snapshot, events,
 * mover, listener rules and session codes. `play` takes a move number (`board × 9 + cell`), a
 * square's name (`'e5'`) or an {@link UltimateMove}, and refuses a move with the engine's codes
 * (`WRONG_BOARD`, `BOARD_CLOSED`, `CELL_OCCUPIED` …). The tally counts each combination of the
 * rules' switches apart, in its `byRules`.
 *
 * @param options - the players and settings of the first game (or a `state` to resume), a saved
 *   `tally`, a `mover` for {@link GameSession.playMover}, and `onListenerError`.
 * @returns the session, or `INVALID_SETTINGS` (options that are not an object, a mover that is not
 *   a function, a bad switch), `INVALID_TALLY`, `INVALID_STATE`, or the engine's setup codes.
 * @example
 * ```ts
 * import { createUltimateSession, unwrap } from 'tictactoe-engine/ultimate';
 * const session = unwrap(createUltimateSession({ players: [{ id: 'ann' }, { id: 'bob' }] }));
 * session.play('e5');                  // ann (X) takes the center of the center board
 * session.getSnapshot().state.forcedBoard; // 4: bob is sent to the center board
 * session.play('a9');                  // { ok: false, error: { code: 'WRONG_BOARD', board: 4, … } }
 * session.play(37, 'bob');             // e6: the top middle cell of the center board
 * session.undo(2);
 * session.getSnapshot().canRedo;       // true
 * ```
 */
export function createUltimateSession(options?: UltimateSessionOptions): Result<UltimateSession, SessionError> {
  return openSession(ULTIMATE, options) as Result<UltimateSession, SessionError>;
}
