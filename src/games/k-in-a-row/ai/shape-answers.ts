/**
 * The AI's answers on every board but 3 × 3 ({@link ShapeAnswers}): the move of each level, the hint,
 * the score, the evaluation with a line of best play and the analysis, from the solver's search of
 * the position's rules, within a time budget on the AI's clock.
 *
 * @packageDocumentation
 */
import { ok } from '../../../core/errors.js';
import { positionOf, type GameState, type Position } from '../state/game-state.js';
import { prove } from '../search/prove.js';
import { deepen } from '../search/root.js';
import { shareOf, timeUp, type Budget } from '../search/search.js';
import { startedAt } from '../search/budget.js';
import type { CellIndex, GridCoordinate, Result, TicTacToeMove } from '../../../core/types.js';
import { analyzed, gameAnalysis, hintRecord } from './analysis-records.js';
import { CallbackError } from '../../../core/callback.js';
import { fail, guard, orThrow } from '../../../core/ai-checks.js';
import type { Model } from './opponent.js';
import type { OpeningBook } from './openings.js';
import { explain, outcomeFor, provenBest, scoreOf, valueMoves, valuePosition, type Valued } from './shape-hints.js';
import { DEFAULT_TIME_LIMIT, MAX_TIME_LIMIT, type AIDifficulty } from '../../../core/ai.js';
import { chooseCell, type ShapeSearch, type ShapeSearches } from './shapes.js';
import type { AIError, GameAnalysis, Hint, MoveAnalysis, PositionEvaluation, RankedMove } from './types.js';

/**
 * The answers of one AI on boards other than 3 × 3, over its solver's searches (one per set of rules). Errors of the
 * caller's functions (`random`, `now`, an opponent policy) come out as `INVALID_OPTIONS`: in the result where the
 * answer has an error channel, thrown as a {@link TicTacToeError} where it has none.
 */
export class ShapeAnswers {
  /** The searches of the AI's solver (made on first use, and again after the solver is cleared). */
  readonly #searches: () => ShapeSearches;
  /** The AI's clock, in milliseconds. */
  readonly #now: () => number;
  /** The AI's random generator: every choice between equal moves is drawn from it. */
  readonly #random: () => number;
  /** The opponent level 6 plays against (the AI's `opponent` option). */
  readonly #model: Model;
  /** Level 6's opening book (the AI's `openings` option). */
  readonly #openings: OpeningBook | undefined;
  /** Whether a hint was made: the first makes one of the quick values before its search (see hint). */
  #hinted = false;

  /**
   * @param searches - returns the searches of the AI's solver.
   * @param now - the AI's clock.
   * @param random - the AI's random generator.
   * @param model - the opponent level 6 plays against.
   * @param openings - level 6's opening book, if any.
   */
  constructor(
    searches: () => ShapeSearches,
    now: () => number,
    random: () => number,
    model: Model,
    openings: OpeningBook | undefined,
  ) {
    this.#searches = searches;
    this.#now = now;
    this.#random = random;
    this.#model = model;
    this.#openings = openings;
  }

  /**
   * Returns the move the AI plays at `level` on a board other than 3 × 3 (see {@link chooseCell}), its time counted
   * from `start` (each method's `start`: the AI's clock as the call began, NaN when that read failed).
   */
  move(
    position: Position,
    level: AIDifficulty,
    timeLimit: number | undefined,
    start: number,
  ): Result<TicTacToeMove, AIError> {
    try {
      const budget = this.#budget(timeLimit ?? (level >= 4 ? DEFAULT_TIME_LIMIT : Infinity), start);
      return ok(
        position.context.moves[position.turn]![
          chooseCell(this.#search(position), level, this.#random, budget, this.#model, this.#openings)
        ]!,
      );
    } catch (thrown) {
      // The caller's `random`, `now` or opponent policy failed.
      if (thrown instanceof CallbackError) return fail('INVALID_OPTIONS', `No move: ${thrown.message}`);
      throw thrown;
    }
  }

  /** The hint on a board other than 3 × 3: every move valued (proven or estimated), the best explained. */
  hint(position: Position, timeLimit: number, start: number): Hint {
    return orThrow(() => {
      // The time started with the call: a fresh search's set-up is part of it.
      const budget = this.#budget(timeLimit, start);
      const shapeSearch = this.#search(position);
      // The first hint makes one of the quick values first, thrown away: that of the search's values is then made
      // warm, in a fraction of the time its code takes cold (in a fresh process, a millisecond or more on the large
      // boards). Warm, that costs some 15 µs on 15 × 15, which later hints do not pay.
      // When the time allows no search, every move keeps its quick value, and that hint is the answer.
      let early: { valued: readonly Valued[]; hint: Hint } | undefined;
      const first = this.#hinted
        ? undefined
        : (valued: readonly Valued[]): void => {
            this.#hinted = true;
            early = { valued, hint: this.#hint(position, shapeSearch, valued) };
          };
      const valued = valueMoves(shapeSearch, budget, -1, first);
      if (early && valued.every((move, i) => move === early!.valued[i])) return early.hint;
      return this.#hint(position, shapeSearch, valued);
    });
  }

  /** The hint of `position` whose moves are `valued` (best first). */
  #hint(position: Position, shapeSearch: ShapeSearch, valued: readonly Valued[]): Hint {
    const { turn, count, context } = position;
    const size = context.geometry.size;
    const top = valued[0]!;
    const best = valued.filter((move) => move.value === top.value);
    // The position's outcome is proven only when every move's is: an estimated move may be better.
    const outcome = outcomeFor(turn, top.value, provenBest(valued, count, size), count, size);
    const { cell, reason, message } = explain(shapeSearch, best, outcome);
    const moves: RankedMove[] = valued
      .map((move) => ({
        cell: move.cell as CellIndex,
        move: context.moves[turn]![move.cell]!,
        outcome: outcomeFor(turn, move.value, move.proven, count, size),
        best: move.value === top.value,
      }))
      .sort(
        (a, b) =>
          b.outcome.score - a.outcome.score || Number(b.cell === cell) - Number(a.cell === cell) || a.cell - b.cell,
      );
    return hintRecord(context, turn, cell as CellIndex, reason, outcome, message, moves);
  }

  /**
   * The score of a position for mark index `mark` within `timeLimit` milliseconds (see
   * {@link TicTacToeAI.evaluatePosition}).
   *
   * @throws {@link TicTacToeError} `INVALID_OPTIONS` when the caller's `now` fails.
   */
  score(position: Position, mark: 0 | 1, timeLimit: number, start: number): number {
    return orThrow(() => this.#scored(position, mark, this.#budget(timeLimit, start)).score);
  }

  /**
   * The score of a position of a board other than 3 × 3 for mark index `mark` within `budget`, and whether it is
   * proven.
   */
  #scored(position: Position, mark: 0 | 1, budget: Budget): { readonly score: number; readonly proven: boolean } {
    const { status, turn, count, context } = position;
    // `turn` is the mark that would move next: the completer's opponent, who wins only in misère.
    if (status === 'won')
      return { score: mark === (context.variant === 'misere' ? turn : 1 - turn) ? 100 : -100, proven: true };
    if (status === 'draw') return { score: 0, proven: true };
    const { value, proven } = valuePosition(this.#search(position), budget);
    const score = scoreOf(value, proven, count, context.geometry.size);
    // 0 − x: a draw is 0 for both players, not −0 for the one not to move.
    return { score: mark === turn ? score : 0 - score, proven };
  }

  /**
   * The evaluation on a board other than 3 × 3, with a line of best play (to the end when proven,
   * a few moves when estimated): the score has half the time, the line the rest (no move once the time is up).
   */
  evaluation(position: Position, mark: 0 | 1, timeLimit: number, start: number): Result<PositionEvaluation, AIError> {
    return guard(() => ok(this.#evaluation(position, mark, timeLimit, start)));
  }

  /** {@link ShapeAnswers.evaluation}, whose caller's `now` may throw a {@link CallbackError}. */
  #evaluation(position: Position, mark: 0 | 1, timeLimit: number, start: number): PositionEvaluation {
    const budget = this.#budget(timeLimit, start);
    const { score, proven } = this.#scored(position, mark, shareOf(budget, 0.5));
    const line: GridCoordinate[] = [];
    if (position.status === 'in-progress') {
      const { search } = this.#search(position);
      const { board, shape } = search;
      const played: number[] = [];
      try {
        // Each move of the line within the time: none once it is up.
        while (board.ply < shape.size && line.length < (proven ? shape.size : 8) && !timeUp(budget)) {
          let cell: number;
          if (proven) {
            const proof = prove(search, budget);
            if (proof.best.length === 0) break;
            cell = proof.best[0]!;
          } else {
            cell = deepen(search, { ...budget, nodes: search.nodes + 20_000 }, 4, shape.local).cell;
            if (cell < 0) break;
          }
          line.push(position.context.geometry.coordinates[cell]!);
          played.push(cell);
          if (board.play(cell)) break;
        }
      } finally {
        while (played.length > 0) board.undo(played.pop()!);
      }
    }
    const evaluation: PositionEvaluation = { score, depth: line.length, principalVariation: line, proven };
    return line.length > 0 ? { ...evaluation, bestMove: line[0]! } : evaluation;
  }

  /**
   * The analysis of a game on a board other than 3 × 3: each move against a proof where one is found within `timeLimit`
   * per move, else against the search; the first move's time counted from `start`.
   */
  analysis(state: GameState, ids: boolean, timeLimit: number, start: number): Result<GameAnalysis, AIError> {
    return guard(() => ok(this.#analysis(state, ids, timeLimit, start)));
  }

  /** {@link ShapeAnswers.analysis}, whose caller's `now` may throw a {@link CallbackError}. */
  #analysis(state: GameState, ids: boolean, timeLimit: number, start: number): GameAnalysis {
    const final = positionOf(state)!;
    const { context } = final;
    const size = context.geometry.size;
    // The positions before each move of the history, first to last.
    const positions: Position[] = [];
    for (let at: Position = final; at.previous !== null; ) {
      at = positionOf(at.previous)!;
      positions.unshift(at);
    }
    const counts = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const moves = positions.map((position, ply): MoveAnalysis => {
      const cell = state.history[ply]!.cell;
      const { turn, count } = position;
      const budget = this.#budget(timeLimit, ply === 0 ? start : Number.NaN);
      const valued = valueMoves(this.#search(position), budget, cell);
      const best = valued[0]!;
      const played = valued.find((move) => move.cell === cell)!;
      // Proven only when every move's value is: an estimated move may be better than the best proven one.
      const proven = provenBest(valued, count, size) && played.proven;
      const before = scoreOf(best.value, proven, count, size);
      const after = scoreOf(played.value, proven, count, size);
      let kind: number;
      if (played.value === best.value) kind = 0;
      else if (proven) kind = Math.sign(after) === Math.sign(before) ? 1 : after === 0 ? 2 : 3;
      else kind = before - after < 0.1 ? 1 : before - after < 0.4 ? 2 : 3;
      counts[turn]![kind]!++;
      const bestMoves = valued.filter((move) => move.value === best.value).map((move) => move.cell as CellIndex);
      return analyzed(ply, turn, ids, context, cell, before, after, bestMoves, kind, proven);
    });
    return gameAnalysis(state, context, moves, counts, ids);
  }

  /** The search of the position's rules in this AI's solver, loaded with the position. */
  #search(position: Position): ShapeSearch {
    return this.#searches().get(position.context.rules, position);
  }

  /**
   * A budget of `timeLimit` milliseconds on the AI's clock ({@link MAX_TIME_LIMIT} at most) from `start`, or from now
   * when `start` is NaN.
   */
  #budget(timeLimit: number, start: number): Budget {
    const now = this.#now;
    return { nodes: Infinity, deadline: startedAt(start, now) + Math.min(timeLimit, MAX_TIME_LIMIT), now };
  }
}
