/**
 * How a game of Ultimate ended: the winner and loser, the line of boards or the tiebreak.
 *
 * @packageDocumentation
 */
import type { GameStatus, PlayerRef } from '../../core/types.js';
import type { UltimatePosition } from './state.js';

/** How a game of Ultimate ended. */
export interface UltimateGameOver {
  /** `'won'` or `'draw'`. */
  readonly status: Exclude<GameStatus, 'in-progress'>;
  /** The winner, or `null` for a draw. */
  readonly winner: PlayerRef | null;
  /** The loser, or `null` for a draw. */
  readonly loser: PlayerRef | null;
  /** The three local boards of the winning line, or `null` (a draw, or a win by the tiebreak). */
  readonly line: readonly [number, number, number] | null;
  /** How it was decided: a line of boards, the tiebreak (more boards won), or a draw. */
  readonly by: 'line' | 'tiebreak' | 'draw';
  /** The number of marks on the board when the game ended. */
  readonly moveCount: number;
}

/** Returns how the game of `position` ended, or `null` while it goes on. */
export function gameOverOf({ state, context }: UltimatePosition): UltimateGameOver | null {
  if (state.status === 'in-progress') return null;
  const winner = state.winner;
  return Object.freeze({
    status: state.status as 'won' | 'draw',
    winner,
    loser: winner && context.refs.find((ref) => ref !== winner)!,
    line: state.winningLine,
    by: winner === null ? 'draw' : state.winningLine ? 'line' : 'tiebreak',
    moveCount: state.moveCount,
  });
}
