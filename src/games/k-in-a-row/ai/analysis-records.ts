/**
 * The records of a game's analysis, on 3 × 3 and on other boards alike: each analyzed move with its
 * classification, each player's record, and the analysis they make up.
 *
 * @packageDocumentation
 */
import type { GameContext } from '../state/context.js';
import type { GameState } from '../state/game-state.js';
import { MARKS, type CellIndex } from '../../../core/types.js';
import type { GameAnalysis, MoveAnalysis, MoveClassification, PlayerAnalysis } from './types.js';

/** The classifications of a move, from the best to the worst. */
const CLASSIFICATIONS: readonly MoveClassification[] = ['best', 'inaccuracy', 'mistake', 'blunder'];

/**
 * An analyzed move of mark index `turn` at `ply`, from what the analysis found: `kind` indexes
 * {@link CLASSIFICATIONS}. (Positional arguments: an options object here cost 10–20% of a warm
 * 3 × 3 analysis.)
 */
export function analyzed(
  ply: number,
  turn: 0 | 1,
  ids: boolean,
  context: GameContext,
  cell: number,
  before: number,
  after: number,
  bestMoves: readonly CellIndex[],
  kind: number,
  proven: boolean,
): MoveAnalysis {
  return {
    ply,
    symbol: MARKS[turn],
    playerId: ids ? context.refs[turn].playerId : null,
    cell: cell as CellIndex,
    move: context.moves[turn]![cell]!,
    before,
    after,
    bestMoves,
    classification: CLASSIFICATIONS[kind]!,
    proven,
  };
}

/**
 * The analysis of the game that ended in `state`, from its analyzed `moves` and the counts of each player's moves by
 * classification (`counts[turn]`: best, inaccuracies, mistakes, blunders); with the players' ids when `ids`.
 */
export function gameAnalysis(
  state: GameState,
  context: GameContext,
  moves: readonly MoveAnalysis[],
  counts: readonly (readonly number[])[],
  ids: boolean,
): GameAnalysis {
  return {
    variant: context.variant,
    status: state.status,
    winner: state.winner?.symbol ?? null,
    moves,
    players: [summary(counts, 0, ids, context), summary(counts, 1, ids, context)],
  };
}

/**
 * One player's record from the counts of their moves by classification (`counts[turn]`: best, inaccuracies, mistakes,
 * blunders).
 */
function summary(
  counts: readonly (readonly number[])[],
  turn: 0 | 1,
  ids: boolean,
  context: GameContext,
): PlayerAnalysis {
  const [best, inaccuracies, mistakes, blunders] = counts[turn] as [number, number, number, number];
  const total = best + inaccuracies + mistakes + blunders;
  return {
    symbol: MARKS[turn],
    playerId: ids ? context.refs[turn].playerId : null,
    moves: total,
    best,
    inaccuracies,
    mistakes,
    blunders,
    accuracy: total === 0 ? 100 : Math.round((1000 * (best + inaccuracies / 2)) / total) / 10,
  };
}
