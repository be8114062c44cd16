import { err, ok, type EngineError } from '../../../core/errors.js';
import { readFields } from '../../../core/input.js';
import { noGames, readTally, tallyWith, type TallyCounts, type TallyRules } from '../../../core/tally.js';
import { readRules, sameRules, type Rules } from '../rules/rules.js';
import type { Result } from '../../../core/types.js';
import { resolveGameState } from './revive.js';

export type { TallyCounts } from '../../../core/tally.js';

/** The counts of the rounds played under one set of rules (see {@link ScoreTally.byRules}). */
export interface RulesTally extends TallyCounts {
  /** The rules of these rounds. */
  readonly rules: Rules;
}

/**
 * A score tally across rounds: games played, draws, and wins per player id and per mark, over all
 * rounds and per set of rules. A plain frozen value: add a finished game with {@link recordGame};
 * reset it on its own by starting again from {@link emptyTally}.
 */
export interface ScoreTally extends TallyCounts {
  /**
   * The same counts for each set of rules played (3 × 3, Connect Four, misère …), in the order
   * each was first played. A tally saved by a version before board shapes has none: its earlier
   * games count in the totals only.
   */
  readonly byRules: readonly RulesTally[];
}

/**
 * Returns a tally with no games: the start, and the reset.
 *
 * @example
 * ```ts
 * import { emptyTally } from 'tictactoe-engine';
 * emptyTally(); // { games: 0, draws: 0, wins: {}, winsByMark: { X: 0, O: 0 }, byRules: [] }
 * ```
 */
export function emptyTally(): ScoreTally {
  return noGames();
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
 * tally.byRules[0]?.rules.rows;                        // 3
 * ```
 */
export function recordGame(tally: ScoreTally | TallyCounts, state: unknown): Result<ScoreTally, EngineError> {
  const game = resolveGameState(state);
  if ('code' in game) return err(game);
  if (game.status === 'in-progress') {
    return err({ code: 'GAME_NOT_OVER', message: 'Cannot record the game: it is not over.' });
  }
  const before = readTally(RULES_KEY, tally);
  if (!before) return err({ code: 'INVALID_TALLY', message: 'Cannot record the game: not a ScoreTally.' });
  return ok(tallyWith(RULES_KEY, before, game));
}

/** How k-in-a-row tallies tell their rules apart: all five of them (shape, line length, gravity, variant). */
export const RULES_KEY: TallyRules<Rules> = {
  same: sameRules,
  read: (value) => {
    const { rows, columns, inARow, gravity, variant } =
      readFields(value, ['rows', 'columns', 'inARow', 'gravity', 'variant']) ?? {};
    const rules =
      rows === undefined || columns === undefined || inARow === undefined || gravity === undefined
        ? undefined
        : readRules(rows, columns, inARow, gravity, variant ?? null);
    return typeof rules === 'object' ? rules : undefined;
  },
};
