/**
 * The records of a game's analysis, on 3 × 3 and on other boards alike: each analyzed move with its
 * classification, each player's record, and the analysis they make up; and a hint's.
 *
 * @packageDocumentation
 */
import type { GameContext } from '../state/context.js';
import type { GameState } from '../state/game-state.js';
import { MARKS, type CellIndex } from '../../../core/types.js';
import { CLASSIFICATIONS, playerRecord, type PlayerAnalysis } from '../../../core/analysis.js';
import type { GameAnalysis, Hint, HintReason, MoveAnalysis, Outcome, RankedMove } from './types.js';

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
    players: [0, 1].map((turn) =>
      playerRecord(MARKS[turn]!, ids ? context.refs[turn]!.playerId : null, counts[turn]!),
    ) as [PlayerAnalysis, PlayerAnalysis],
  };
}

/** The hint for mark index `turn` in a game of `context`: its move `cell`, why, its outcome and every move ranked. */
export function hintRecord(
  context: GameContext,
  turn: 0 | 1,
  cell: CellIndex,
  reason: HintReason,
  outcome: Outcome,
  message: string,
  moves: RankedMove[],
): Hint {
  return {
    playerId: context.refs[turn].playerId,
    symbol: context.refs[turn].symbol,
    cell,
    move: context.moves[turn]![cell]!,
    position: context.geometry.coordinates[cell]!,
    reason,
    outcome,
    message,
    moves,
  };
}
