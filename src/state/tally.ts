import { err, ok, type EngineError } from '../errors.js';
import { isRecord } from '../internal/describe.js';
import { jsonData, readFields } from '../internal/input.js';
import type { Mark, Result } from '../types.js';
import type { GameState } from './game-state.js';
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
  return ok(withGame(before, game));
}

/** Returns `tally`, a tally of this library (frozen, checked), with the finished game `state` added. */
export function withGame(tally: ScoreTally, state: GameState): ScoreTally {
  const { winner } = state;
  const { games, draws, wins, winsByMark } = tally;
  const winsOf = (id: string): number => (Object.hasOwn(wins, id) ? wins[id]! : 0);
  return Object.freeze({
    games: games + 1,
    draws: draws + (winner ? 0 : 1),
    wins: winner ? Object.freeze({ ...wins, [winner.playerId]: winsOf(winner.playerId) + 1 }) : wins,
    winsByMark: winner ? Object.freeze({ ...winsByMark, [winner.symbol]: winsByMark[winner.symbol] + 1 }) : winsByMark,
  });
}

/**
 * Returns `tally` without the finished game `state`, or `undefined` when the tally cannot hold
 * it (a count would drop below 0). A player's win count that drops to 0 is removed, as a tally
 * that never counted the game would not have it.
 */
export function withoutGame(tally: ScoreTally, state: GameState): ScoreTally | undefined {
  const { winner } = state;
  const { games, draws, wins, winsByMark } = tally;
  if (games < 1) return undefined;
  if (!winner) return draws < 1 ? undefined : Object.freeze({ games: games - 1, draws: draws - 1, wins, winsByMark });
  const { playerId, symbol } = winner;
  const count = Object.hasOwn(wins, playerId) ? wins[playerId]! : 0;
  if (count < 1 || winsByMark[symbol] < 1) return undefined;
  // A computed key defines an own property, `__proto__` included.
  const rest: Record<string, number> = { ...wins, [playerId]: count - 1 };
  if (count === 1) delete rest[playerId];
  return Object.freeze({ games: games - 1, draws, wins: Object.freeze(rest), winsByMark: Object.freeze({ ...winsByMark, [symbol]: winsByMark[symbol] - 1 }) });
}

/**
 * Returns a frozen copy of a tally from outside, or `undefined` when it is not one: its four
 * fields read once (through the input boundary; other fields are not read), `wins` and
 * `winsByMark` plain data, and every count (games, draws, each mark's and each player's wins) a
 * whole number ≥ 0.
 */
export function copyTally(value: unknown): ScoreTally | undefined {
  const { games, draws, wins: givenWins, winsByMark: givenMarks } = readFields(value, ['games', 'draws', 'wins', 'winsByMark']) ?? {};
  const wins = jsonData(givenWins);
  const marks = readFields(givenMarks, ['X', 'O']);
  if (!isRecord(wins) || !marks) return undefined;
  const winsByMark = Object.freeze({ X: marks.X, O: marks.O });
  const counts = [games, draws, winsByMark.X, winsByMark.O, ...Object.values(wins)];
  if (!counts.every((n) => Number.isInteger(n) && (n as number) >= 0)) return undefined;
  return Object.freeze({ games: games as number, draws: draws as number, wins: wins as ScoreTally['wins'], winsByMark: winsByMark as ScoreTally['winsByMark'] });
}
