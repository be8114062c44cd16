/**
 * The vocabulary of the Ultimate AI: its options, its errors and its evaluations.
 *
 * @packageDocumentation
 */
import type { AIErrorCode, MAX_TIME_LIMIT } from '../../../core/ai.js';
import type { MoveErrorCode } from '../../../core/errors.js';
import type { ErrorData } from '../../../core/types.js';
import type { UltimateRules } from '../rules.js';

/** The options of {@link UltimateAI}. */
export interface UltimateAIOptions {
  /** Seeds the AI's random generator: the same seed gives the same moves (but level 6's, which depend on time). */
  readonly seed?: number;
  /**
   * A random generator returning numbers in [0, 1), used instead of the seeded one: each choice of
   * levels 1–4 draws from it, and each search of levels 5 and 6 draws from it the seed of its own.
   * A draw out of that range is clamped into it (`NaN` is 0).
   */
  readonly random?: () => number;
  /**
   * The clock for time limits, in milliseconds (a reading of `NaN`: the time is up). Default: the library's,
   * `Date.now()` (never going back) until a search has time to spend, then `performance.now()` from the same reading.
   */
  readonly now?: () => number;
}

/** The options of an evaluation: how long to think. */
export interface UltimateThinkOptions {
  /** Milliseconds to think (default 1 s, at most {@link MAX_TIME_LIMIT}). */
  readonly timeLimit?: number;
}

/**
 * The error of a failed {@link UltimateAI} result: `INVALID_DIFFICULTY`, `INVALID_TIME_LIMIT`,
 * `INVALID_OPTIONS`, or `INVALID_STATE`, `UNKNOWN_PLAYER`, `GAME_OVER`, `NOT_YOUR_TURN` for the
 * state, the player and the turn; for a move list given to `analyzeGame`, the first illegal
 * move's error (`WRONG_BOARD`, `CELL_OCCUPIED` …) with its `ply`.
 */
export interface UltimateAIError extends ErrorData<AIErrorCode | MoveErrorCode> {
  /** For an analyzed move list, the 0-based index of the move that cannot be played. */
  readonly ply?: number;
  /** The move concerned (`board × 9 + cell`), when the error names one. */
  readonly cell?: number;
  /** The local board concerned (`WRONG_BOARD`: the one the player is sent to; `BOARD_CLOSED`: the closed one). */
  readonly board?: number;
}

/** How good a position is for a player, as the AI sees it. */
export interface UltimateEvaluation {
  /** The player's expected score with the AI's play on both sides: 1 a win, ½ a draw, 0 a loss. */
  readonly chance: number;
  /** `'win'`, `'loss'` or `'draw'` for the player when the search proved it, else `null` (an estimate). */
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /**
   * The moves to the end of the game with best play (the winner ending it as fast as it can, the
   * loser as late as it can) when the exact endgame solver proved a win or a loss; `null` otherwise
   * (an estimate, a draw, or a result proven by the tree search, which proves no distance).
   */
  readonly plies: number | null;
  /** The moves the AI expects next, best play on both sides, as squares (`'e5'`); empty when the game is over. */
  readonly line: readonly string[];
  /** The same moves as move numbers (`board × 9 + cell`). */
  readonly moves: readonly number[];
  /** The iterations of the search behind it. */
  readonly iterations: number;
}

/** The options of {@link UltimateAI.analyzeGame}. */
export interface UltimateAnalyzeOptions {
  /**
   * For a move list: the rules it was played by, each switch left out standard
   * (`{ tiebreak: 'most-boards' }`). A state knows its rules: any given with it must be the same.
   */
  readonly rules?: Partial<UltimateRules>;
  /** Milliseconds to think about each position of the game (default 250, at most {@link MAX_TIME_LIMIT}). */
  readonly timeLimit?: number;
}
