/**
 * How strongly an estimated score favors a side, shared by the AI's English, the translations and
 * apps that show estimates, so that an estimate reads the same everywhere: a score near 0 is about
 * even, never "better".
 *
 * @packageDocumentation
 */
import { describe } from './describe.js';
import { invalidArgument } from './invalid-argument.js';

/**
 * The grades of an estimate, by the size of its score (in −1 … 1, for the side it favors): about
 * even (below 0.1), slightly better (below 0.35), better (below 0.9), and winning (0.9 and more: the
 * search saw a win it could not yet prove, or a lead it rates as decisive).
 */
export const ESTIMATE_GRADES = ['even', 'slightly-better', 'better', 'winning'] as const;

/** A grade of {@link ESTIMATE_GRADES}. */
export type EstimateGrade = (typeof ESTIMATE_GRADES)[number];

/**
 * Returns the grade of an estimated score (an `outcome.score` with `proven: false`, or an
 * evaluation's): how much better the side it favors stands, whichever side that is. The library's
 * words for estimates (`describeOutcome`, `describeHint`, an outcome's `message`) follow these grades;
 * an app that colors or words estimates itself can follow them too.
 *
 * @param score - an estimated score, from −1 to 1 (a larger one is `winning` too).
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `score` is not a finite number.
 * @example
 * ```ts
 * import { estimateGrade } from 'tictactoe-engine';
 * estimateGrade(-0.11); // 'slightly-better': the opponent stands slightly better
 * estimateGrade(0.05);  // 'even'
 * estimateGrade(0.95);  // 'winning'
 * ```
 */
export function estimateGrade(score: number): EstimateGrade {
  if (typeof score !== 'number' || !Number.isFinite(score))
    invalidArgument(`estimateGrade: the score must be a finite number, not ${describe(score)}.`);
  const size = Math.abs(score);
  return size < 0.1 ? 'even' : size < 0.35 ? 'slightly-better' : size < 0.9 ? 'better' : 'winning';
}
