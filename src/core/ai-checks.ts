/**
 * The checks every game's AI makes of its arguments (the player and the turn, the options of a hint
 * or an evaluation), its errors, and the guard that turns a failing function of the caller's into
 * `INVALID_OPTIONS`.
 *
 * @packageDocumentation
 */
import { clip, describe } from './describe.js';
import { err, ok, TicTacToeError, type MoveErrorCode } from './errors.js';
import { readOptions } from './input.js';
import { invalidOptions } from './invalid-argument.js';
import type { ErrorData, GameStatus, Result } from './types.js';
import { CallbackError } from './callback.js';
import { DEFAULT_TIME_LIMIT, type AIErrorCode } from './ai.js';

/** An error of an AI of any game: an {@link AIErrorCode} or a move error. */
type AIError = ErrorData<AIErrorCode | MoveErrorCode>;

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

/**
 * Returns why `playerId` may not move now, or `undefined` when they may: the game's `status`, the
 * player to move (`mover`), and whether `playerId` is a player of the game (`isPlayer`).
 */
export function turnError(
  status: GameStatus,
  mover: { readonly playerId: string; readonly symbol: string },
  isPlayer: boolean,
  playerId: unknown,
): AIError | undefined {
  if (status === 'in-progress' && mover.playerId === playerId) return undefined;
  if (!isPlayer) return unknownPlayer(playerId);
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

/**
 * Throws `INVALID_OPTIONS` for the constructor's option `name`, which must be `expected` (a failing `value` is never
 * `undefined`).
 */
export function badOption(name: string, expected: string, value?: unknown): never {
  const not = value === undefined ? '' : `, not ${describe(value)}`;
  invalidOptions(`Cannot create the AI: ${name} must be ${expected}${not}.`);
}
