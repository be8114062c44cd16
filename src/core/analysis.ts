/**
 * What the analyses of every game share: a move's classification and a player's record, with
 * its accuracy.
 *
 * @packageDocumentation
 */
import type { Mark } from './types.js';

/**
 * How good a move was: `best` (as good as any), `inaccuracy` (a little worse: with perfect play, a
 * slower win or a faster loss), `mistake` (worse: a win thrown away into a draw), `blunder` (much
 * worse: a draw or a win turned into a loss). An estimated analysis grades by the drop of the
 * estimate (see each game's `analyzeGame`).
 */
export type MoveClassification = 'best' | 'inaccuracy' | 'mistake' | 'blunder';

/** The classifications of a move, from the best to the worst. */
export const CLASSIFICATIONS: readonly MoveClassification[] = /* @__PURE__ */ Object.freeze([
  'best',
  'inaccuracy',
  'mistake',
  'blunder',
]);

/**
 * One player's record in an analysis. `accuracy` is `100 × (best + inaccuracies / 2) / moves`,
 * rounded to one decimal (100 for a player without moves): a perfect player scores 100.
 */
export interface PlayerAnalysis {
  /** The player's mark. */
  readonly symbol: Mark;
  /** The player's id, or `null` when a bare move list was analyzed. */
  readonly playerId: string | null;
  /** The number of moves the player made. */
  readonly moves: number;
  /** How many of them were `best`. */
  readonly best: number;
  /** How many were inaccuracies. */
  readonly inaccuracies: number;
  /** How many were mistakes. */
  readonly mistakes: number;
  /** How many were blunders. */
  readonly blunders: number;
  /** `100 × (best + inaccuracies / 2) / moves`, rounded to one decimal; 100 without moves. */
  readonly accuracy: number;
}

/** A player's record from the counts of their moves by classification (best, inaccuracies, mistakes, blunders). */
export function playerRecord(symbol: Mark, playerId: string | null, counts: readonly number[]): PlayerAnalysis {
  const [best, inaccuracies, mistakes, blunders] = counts as [number, number, number, number];
  const total = best + inaccuracies + mistakes + blunders;
  return {
    symbol,
    playerId,
    moves: total,
    best,
    inaccuracies,
    mistakes,
    blunders,
    accuracy: total === 0 ? 100 : Math.round((1000 * (best + inaccuracies / 2)) / total) / 10,
  };
}
