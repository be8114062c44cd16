import { TicTacToeError } from '../../../core/errors.js';
import { filledLines, type WinningLine } from '../rules/geometry.js';
import type { GameStatus, PlayerRef, Scoreboard } from '../../../core/types.js';
import { positionOf, type State } from './game-state.js';
import { resolveGameState } from './revive.js';

/** How a game ended: what {@link TicTacToeEngine.isTerminal} returns. */
export interface GameOver {
  /** `'won'` or `'draw'`. */
  readonly status: Exclude<GameStatus, 'in-progress'>;
  /** The winner, or `null` for a draw. In misère, the opponent of the player who completed the line. */
  readonly winner: PlayerRef | null;
  /** The loser, or `null` for a draw. */
  readonly loser: PlayerRef | null;
  /** The completed line (the first, when the last move completed two), or `null` for a draw. */
  readonly line: WinningLine | null;
  /**
   * Every line of the player who completed one: the lines the last move completed (two or more
   * on a fork, or on a row longer than the line length), in index order.
   */
  readonly lines: readonly WinningLine[];
  /** The number of marks on the board when the game ended. */
  readonly moveCount: number;
}

/** Returns the state, or throws for a value that is not one (functions without an error channel). */
export function requireState(value: unknown): State {
  const state = resolveGameState(value);
  if ('code' in state) throw new TicTacToeError(state);
  return state;
}

/** The lines of a drawn game. */
const NO_LINES: readonly WinningLine[] = /* @__PURE__ */ Object.freeze([]);

/** Returns how the game ended, or `null` while it goes on. */
export function gameOver(state: State): GameOver | null {
  if (state.status === 'in-progress') return null;
  const { context, x, o } = positionOf(state)!;
  const line = state.winningLine;
  const winner = state.winner;
  const loser = winner && context.refs.find((ref) => ref !== winner)!;
  // The marks of the player who completed the line: only one player can have one.
  const marks = context.geometry.firstLine(x) >= 0 ? x : o;
  return Object.freeze({
    status: state.status,
    winner,
    loser,
    line,
    lines: line ? Object.freeze(filledLines(context.geometry, marks)) : NO_LINES,
    moveCount: state.moveCount,
  });
}

/** Returns the scoreboard: 1 for a win, 0 for a loss, ½ each for a draw, 0 each while in progress. */
export function scoreboard(state: State): Scoreboard {
  const { status, winner } = state;
  return Object.freeze({
    status,
    scores: Object.freeze(
      state.players.map((player) =>
        Object.freeze({
          playerId: player.id,
          score: status === 'draw' ? 0.5 : status === 'won' && winner?.playerId === player.id ? 1 : 0,
        }),
      ),
    ),
  });
}
