import { err, ok, type EngineError } from '../errors.js';
import { isRecord } from '../internal/describe.js';
import type { Mark, Result } from '../types.js';
import { resolveGameState } from './revive.js';

/**
 * A score tally across rounds: games played, draws, and wins per player id and per mark. A plain
 * frozen value: add a finished game with {@link recordGame}; reset it on its own by starting
 * again from {@link emptyTally}.
 */
export interface ScoreTally {
  /** Games recorded. */
  readonly games: number;
  /** Games drawn. */
  readonly draws: number;
  /** Wins by player id. */
  readonly wins: Readonly<Record<string, number>>;
  /** Wins by the mark the winner played. */
  readonly winsByMark: Readonly<Record<Mark, number>>;
}

const EMPTY: ScoreTally = /* @__PURE__ */ Object.freeze({
  games: 0,
  draws: 0,
  wins: /* @__PURE__ */ Object.freeze({}),
  winsByMark: /* @__PURE__ */ Object.freeze({ X: 0, O: 0 }),
});

/**
 * Returns a tally with no games: the start, and the reset.
 *
 * @example
 * ```ts
 * import { emptyTally } from 'tictactoe-engine';
 * emptyTally(); // { games: 0, draws: 0, wins: {}, winsByMark: { X: 0, O: 0 } }
 * ```
 */
export function emptyTally(): ScoreTally {
  return EMPTY;
}

/**
 * Returns `tally` with the finished game `state` added. The tally given is not changed.
 *
 * @returns the new tally, or `GAME_NOT_OVER` for a game in progress, `INVALID_TALLY` or `INVALID_STATE`.
 * @example
 * ```ts
 * import { TicTacToeEngine, emptyTally, recordGame, unwrap } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const players = [{ id: 'ann' }, { id: 'bob' }];
 * const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
 * const tally = unwrap(recordGame(emptyTally(), won)); // ann has 1 win
 * ```
 */
export function recordGame(tally: ScoreTally, state: unknown): Result<ScoreTally, EngineError> {
  const game = resolveGameState(state);
  if ('code' in game) return err(game);
  if (game.status === 'in-progress') {
    return err({ code: 'GAME_NOT_OVER', message: 'Cannot record the game: it is not over.' });
  }
  const before = copyTally(tally);
  if (!before) return err({ code: 'INVALID_TALLY', message: 'Cannot record the game: not a ScoreTally.' });
  const { winner } = game;
  const { games, draws, wins, winsByMark } = before;
  const winsOf = (id: string): number => (Object.hasOwn(wins, id) ? wins[id]! : 0);
  return ok(
    Object.freeze({
      games: games + 1,
      draws: draws + (winner ? 0 : 1),
      wins: winner ? Object.freeze({ ...wins, [winner.playerId]: winsOf(winner.playerId) + 1 }) : wins,
      winsByMark: winner ? Object.freeze({ ...winsByMark, [winner.symbol]: winsByMark[winner.symbol] + 1 }) : winsByMark,
    }),
  );
}

/**
 * Returns a frozen copy of a tally from outside, or `undefined` when it is not one: every count
 * (games, draws, each mark's and each player's wins) a whole number ≥ 0, all of it plain data.
 */
export function copyTally(value: unknown): ScoreTally | undefined {
  try {
    const { games, draws, wins, winsByMark } = (isRecord(value) ? value : {}) as Partial<ScoreTally>;
    const counts = [games, draws, winsByMark?.X, winsByMark?.O, ...(isRecord(wins) ? Object.values(wins) : [-1])];
    if (!counts.every((n) => Number.isInteger(n) && (n as number) >= 0)) return undefined;
    return Object.freeze({
      games: games!,
      draws: draws!,
      wins: Object.freeze({ ...wins }),
      winsByMark: Object.freeze({ X: winsByMark!.X, O: winsByMark!.O }),
    });
  } catch {
    return undefined; // null, or an object whose getters throw
  }
}
