/**
 * How strongly an estimated score favors a side, shared by the AI's English and the translations,
 * so that an estimate reads the same everywhere: a score near 0 is about even, never "better".
 *
 * @packageDocumentation
 */

/**
 * The grades of an estimate by the size of its score (in −1 … 1, for the side it favors): about even (below 0.1),
 * slightly better (below 0.35), better (below 0.9), and winning (0.9 and more: the search saw a win it could not yet
 * prove, or a lead it rates as decisive).
 */
export const ESTIMATE_GRADES = ['even', 'slightly-better', 'better', 'winning'] as const;

/** A grade of {@link ESTIMATE_GRADES}. */
export type EstimateGrade = (typeof ESTIMATE_GRADES)[number];

/** Returns the grade of an estimated score; a score that is not a number (an outcome made by hand) is `better`. */
export function estimateGrade(score: unknown): EstimateGrade {
  if (typeof score !== 'number' || Number.isNaN(score)) return 'better';
  const size = Math.abs(score);
  return size < 0.1 ? 'even' : size < 0.35 ? 'slightly-better' : size < 0.9 ? 'better' : 'winning';
}
