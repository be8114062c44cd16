/**
 * The checks of the AI's arguments (the state, the player and the turn, the options of a hint or an evaluation), its
 * errors, and the guard that turns a failing function of the caller's into `INVALID_OPTIONS`.
 *
 * @packageDocumentation
 */
import { err, ok, TicTacToeError } from '../../../core/errors.js';
import { clip, describe } from '../../../core/describe.js';
import { readOptions } from '../../../core/input.js';
import type { Position } from '../state/game-state.js';
import { resolveState } from '../state/revive.js';
import type { Result } from '../../../core/types.js';
import { CallbackError } from '../../../core/callback.js';
import { DEFAULT_TIME_LIMIT } from '../../../core/ai.js';
import type { AIError } from './types.js';

/**
 * Reads the options of a hint or an evaluation: the `timeLimit` in milliseconds (default
 * {@link DEFAULT_TIME_LIMIT}), or why not (`INVALID_OPTIONS`, `INVALID_TIME_LIMIT`).
 */
export function timeOf(options: unknown, what: string): Result<number, AIError> {
  const given = readOptions(options, ['timeLimit']);
  if (!given)
    return fail(
      'INVALID_OPTIONS',
      `No ${what}: the options must be an object that can be read, not ${describe(options)}.`,
    );
  const { timeLimit = DEFAULT_TIME_LIMIT } = given;
  if (!(typeof timeLimit === 'number' && timeLimit >= 0))
    return fail('INVALID_TIME_LIMIT', `No ${what}: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`);
  return ok(timeLimit);
}

/** Returns the value of a result, or throws its error (as a {@link TicTacToeError}). */
export function unwrapOrThrow<T>(result: Result<T, AIError>): T {
  if (!result.ok) throw new TicTacToeError(result.error);
  return result.value;
}

/** Returns the position of a state, or throws `INVALID_STATE` (for methods without an error channel). */
export function positionOrThrow(state: unknown): Position {
  const position = resolveState(state);
  if (!('context' in position)) throw new TicTacToeError(position);
  return position;
}

/** Returns the mark index of `playerId` in the game, or `undefined`. */
export function markOf(position: Position, playerId: unknown): 0 | 1 | undefined {
  const { refs } = position.context;
  return refs[0].playerId === playerId ? 0 : refs[1].playerId === playerId ? 1 : undefined;
}

/** Returns why `playerId` may not move now, or `undefined` when they may. */
export function checkTurn(position: Position, playerId: unknown): AIError | undefined {
  const { status, turn, context } = position;
  const mover = context.refs[turn];
  if (status === 'in-progress' && mover.playerId === playerId) return undefined;
  if (markOf(position, playerId) === undefined) return unknownPlayer(playerId);
  if (status !== 'in-progress')
    return { code: 'GAME_OVER', message: `No move: the game is over (${status === 'won' ? 'won' : 'drawn'}).` };
  return {
    code: 'NOT_YOUR_TURN',
    message: `No move: it is ${clip(mover.playerId)}'s turn (${mover.symbol}), not ${clip(String(playerId))}'s.`,
  };
}

/** Returns the `UNKNOWN_PLAYER` error of `playerId`, who is not a player of the game. */
export function unknownPlayer(playerId: unknown): AIError {
  return { code: 'UNKNOWN_PLAYER', message: `Unknown player: ${describe(playerId)} is not a player of this game.` };
}

/** Returns a failed result with the error `code` and `message`. */
export function fail(code: AIError['code'], message: string): { readonly ok: false; readonly error: AIError } {
  return err({ code, message });
}

/** Runs `f`; the caller's `now` that throws (or returns no number) becomes an `INVALID_OPTIONS` result. */
export function guard<T>(f: () => Result<T, AIError>): Result<T, AIError> {
  try {
    return f();
  } catch (thrown) {
    if (thrown instanceof CallbackError) return fail('INVALID_OPTIONS', `No answer: ${thrown.message}`);
    throw thrown;
  }
}

/** {@link guard} for methods without an error channel: the error is thrown. */
export function orThrow<T>(f: () => T): T {
  return unwrapOrThrow(guard(() => ok(f())));
}
