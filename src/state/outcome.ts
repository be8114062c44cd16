import { TicTacToeError } from '../errors.js';
import type { WinningLine } from '../rules/geometry.js';
import type { GameOver, PlayerRef, Scoreboard } from '../types.js';
import { State } from './game-state.js';
import { resolveGameState } from './revive.js';

/** How a tic-tac-toe game ended. */
export interface TicTacToeGameOver extends GameOver {
  /** `'won'` or `'draw'`. */
  readonly status: 'won' | 'draw';
  /** The winner, or `null` for a draw. In misère, the opponent of the player who completed the line. */
  readonly winner: PlayerRef | null;
  /** The loser, or `null` for a draw. */
  readonly loser: PlayerRef | null;
  /** The completed line (the first, when the last move completed two), or `null` for a draw. */
  readonly line: WinningLine | null;
  /** Every line the last move completed: one, or two on a fork that fills both. */
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

/** Returns how the game ended, or `null` while it goes on. */
export function gameOver(state: State): TicTacToeGameOver | null {
  if (state.status === 'in-progress') return null;
  const line = state.winningLine;
  const winner = state.winner;
  const loser = winner && (state.players.find((p) => p.id !== winner.playerId) ?? null);
  const board = state.board;
  const symbol = line && board[line.cells[0]!];
  const lines = line ? linesOf(state, symbol!) : [];
  return Object.freeze({
    status: state.status,
    winner,
    loser: loser && Object.freeze({ playerId: loser.id, symbol: loser.symbol }),
    line,
    lines: Object.freeze(lines),
    moveCount: state.moveCount,
  });
}

function linesOf(state: State, symbol: string): WinningLine[] {
  const board = state.board;
  const { lines } = State.positionOf(state)!.context.geometry;
  return lines.filter((line) => line.cells.every((cell) => board[cell] === symbol));
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
