/**
 * What every game's AI shares: the {@link GameAI} contract, the difficulty levels, the codes of
 * its refusals, and its time limits.
 *
 * @packageDocumentation
 */
import type { ErrorData, Move, Result } from './types.js';

/**
 * The contract of a game AI, generic over the game's state, move, hint and error types: a move
 * at a difficulty, a hint for a player, and a number for how good a position is for a player.
 * {@link TicTacToeAI} implements it for the k-in-a-row games, `UltimateAI` for Ultimate.
 */
export interface GameAI<TState, TMove extends Move = Move, THint = unknown, TError extends ErrorData = ErrorData> {
  /**
   * Returns the move the AI plays for `playerId` at `difficulty`, within `timeLimit` milliseconds when given
   * ({@link TicTacToeAI}: at most `MAX_TIME_LIMIT`, a minute).
   */
  getMove(
    state: TState,
    difficulty: AIDifficulty,
    playerId: string,
    timeLimit?: number,
  ): Promise<Result<TMove, TError>>;
  /** Returns a hint for `playerId`, or `null` when there is no move to hint. */
  getHint(state: TState, playerId: string): THint | null;
  /** Returns how good the position is for `playerId`: positive is winning, negative losing. */
  evaluatePosition(state: TState, playerId: string): number;
}

/** The difficulty levels, weakest first. */
export const AI_DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const;

/**
 * A difficulty level: 1 random, 2 blocks, 3 wins or blocks, 4 and 5 search 2–3 and 4–5 moves
 * ahead, 6 perfect. See {@link TicTacToeAI}.
 */
export type AIDifficulty = (typeof AI_DIFFICULTIES)[number];

/** Says whether `value` is a difficulty level (an integer from 1 to 6). */
export const isDifficulty = (value: unknown): value is AIDifficulty =>
  value === 1 || value === 2 || value === 3 || value === 4 || value === 5 || value === 6;

/**
 * Why the AI refused a request:
 * - `INVALID_DIFFICULTY`: the level is not an integer from 1 to 6.
 * - `INVALID_TIME_LIMIT`: the time limit is not a number of milliseconds ≥ 0.
 * - `INVALID_OPTIONS`: the options of `new TicTacToeAI()` or of an analysis are not valid (thrown by the constructor).
 */
export type AIErrorCode = 'INVALID_DIFFICULTY' | 'INVALID_TIME_LIMIT' | 'INVALID_OPTIONS';

/** The time level 6 takes on boards other than 3 × 3 when no time limit is given, in milliseconds. */
export const DEFAULT_TIME_LIMIT = 1000;

/**
 * The most milliseconds the AI ({@link TicTacToeAI}) thinks about one move, hint, evaluation or
 * analyzed move: a minute. A longer `timeLimit`, `Infinity` included, is this one (a search on a
 * large board never ends by itself, and these calls block the thread they run on). 3 × 3 answers
 * never come near it. A solver's `solve` and `solveAsync` take any limit: bound them with
 * `maxNodes` or, for `solveAsync`, a `signal`.
 */
export const MAX_TIME_LIMIT = 60_000;
