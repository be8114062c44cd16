/**
 * The AI's answers on 3 × 3 ({@link ClassicAnswers}): the move of each level, and the hint, score,
 * principal variation and analysis read from the solver's exact tables, with the planners of level 6
 * against each opponent model.
 *
 * @packageDocumentation
 */
import { cellName } from '../rules/cells.js';
import { popcount } from '../../../core/bits.js';
import type { GameContext } from '../state/context.js';
import { positionOf, type GameState, type Position } from '../state/game-state.js';
import type { CellIndex, GridCoordinate } from '../../../core/types.js';
import { analyzed, gameAnalysis, hintRecord } from './analysis-records.js';
import { orThrow } from '../../../core/ai-checks.js';
import { first, hintMessage, label, outcomeOf, publicScore } from './explain.js';
import { levelChoices } from './levels.js';
import { Planner, type Model } from './opponent.js';
import type { Deadline, Searcher } from './searcher.js';
import { cellsOf, FULL, newellSimon, nthCell, sides, threatTable } from './tactics.js';
import type { AIDifficulty } from '../../../core/ai.js';
import type { Chances, GameAnalysis, Hint, MoveAnalysis, PositionEvaluation, RankedMove } from './types.js';

/** The position of a 3 × 3 game without gravity: the games this AI plays. Its cell sets are masks. */
export interface Classic extends Position {
  readonly x: number;
  readonly o: number;
}

/**
 * The answers of one AI on 3 × 3, over its solver's tables (a {@link Searcher} per variant): they hold the
 * planners of level 6 against the AI's opponent model, and against the models its hints were asked against.
 */
export class ClassicAnswers {
  /** The searcher of each variant of the solver's table. */
  readonly #searchers: (misere: boolean) => Searcher;
  /** The opponent level 6 plays against (the AI's `opponent` option). */
  readonly #model: Model;
  /** The AI's random generator: every choice between equal moves is drawn from it. */
  readonly #random: () => number;
  /** The planners of {@link ClassicAnswers.#model}: `[misère][mark]`, made on first use (the warm move's path). */
  readonly #plans: (Planner | undefined)[] = [];
  /** The planners of the models hints were asked against, by model. */
  readonly #planners = new Map<Model, (Planner | undefined)[]>();

  /**
   * @param searchers - the searcher of each variant of the AI's solver.
   * @param model - the opponent level 6 plays against.
   * @param random - the AI's random generator.
   */
  constructor(searchers: (misere: boolean) => Searcher, model: Model, random: () => number) {
    this.#searchers = searchers;
    this.#model = model;
    this.#random = random;
  }

  /** Returns the cell the AI plays at `level` in the position with marks `x` and `o`. */
  choose(
    level: AIDifficulty,
    x: number,
    o: number,
    turn: 0 | 1,
    misere: boolean,
    deadline: Deadline | undefined,
  ): number {
    if (level === 6) {
      const planner = this.#plans[misere ? 2 + turn : turn] ?? this.#planner(this.#model, misere, turn);
      // Cut by the clock: the perfect moves found in time, or (none) the rules below.
      const best = planner.choose(x, o, deadline);
      if (best !== 0) return this.#pick(best);
    }
    const [me, opp, n] = sides(x, o);
    // Level 6 cut before a single move was searched: the rules are the best quick guess. In misère
    // they are the hints' rules (a win, the mirror, then the positional ones) among the level-3
    // moves (a win, else those that do not lose at once).
    if (level === 6)
      return misere
        ? label(me, opp, levelChoices(3, me, opp, n, true, 0), 0, true)[1]
        : this.#pick(newellSimon(me, opp)[1]);
    // Levels 4 and 5 draw their depth first, then their move.
    const deeper = level >= 4 && this.#random() >= 0.5 ? 1 : 0;
    return this.#pick(levelChoices(level, me, opp, n, misere, deeper, deadline));
  }

  /** Returns a random cell of a non-empty mask. */
  #pick(mask: number): number {
    const count = popcount(mask);
    const index = count === 1 ? 0 : Math.floor(this.#random() * count);
    return nthCell(mask, index >= 0 && index < count ? index : 0);
  }

  /** Returns the score of a position for the player of mark index `mark`. */
  score(position: Classic, mark: 0 | 1): number {
    const { x, o, turn, status, context } = position;
    // `turn` is the mark that would move next: the completer's opponent, who wins only in misère.
    if (status === 'won') return mark === (context.variant === 'misere' ? turn : 1 - turn) ? 100 : -100;
    if (status === 'draw') return 0;
    const n = popcount(x | o);
    const value = publicScore(this.#searcher(context).value(turn ? o : x, turn ? x : o, n), n);
    // 0 − x: a draw is 0 for both players, not −0 for the one not to move.
    return mark === turn ? value : 0 - value;
  }

  /**
   * The hint on 3 × 3; with a `model`, the perfect move of best expectation against it, and every move's chances.
   *
   * @throws {@link TicTacToeError} `INVALID_OPTIONS` when the model's policy fails.
   */
  hint(position: Classic, model: Model | undefined): Hint {
    const { x, o, turn, context } = position;
    const misere = context.variant === 'misere';
    const searcher = this.#searcher(context);
    const n = popcount(x | o);
    const me = turn ? o : x;
    const opp = turn ? x : o;
    const empty = ~(x | o) & FULL;
    const values: number[] = [];
    const cells: CellIndex[] = [];
    let best = -64;
    for (let cell = 0; cell < 9; cell++) {
      if (!((empty >>> cell) & 1)) continue;
      const v = searcher.moveValue(me, opp, n, cell);
      values[cell] = v;
      cells.push(cell as CellIndex);
      if (v > best) best = v;
    }
    let optimal = 0;
    for (const cell of cells) if (values[cell] === best) optimal |= 1 << cell;
    const planner = model && this.#planner(model, misere, turn);
    const chances: Chances[] = [];
    if (planner) {
      orThrow(() => {
        optimal = planner.choose(x, o);
        for (const cell of cells) {
          const [win, draw] = planner.odds(x, o, cell);
          // Sums of products: a loss that cannot happen may come out as rounding noise.
          const loss = 1 - win - draw;
          chances[cell] = { win, draw, loss: loss < 1e-12 ? 0 : loss };
        }
      });
    }
    let [reason, cell] = label(me, opp, optimal, best, misere);
    // Lost against perfect play, the move of best expectation may lose faster than another: it is the best chance.
    if (best < 0 && values[cell] !== best) reason = 'best-chance';
    const expected = (c: number): number => (chances[c] ? chances[c].win + chances[c].draw / 2 : 0);
    // Best first, then (with a model) by expectation, the hinted move first among equals, then by cell. In a lost
    // position every move loses, and with a model the moves go by expectation first, then by how long they hold out.
    const byValue = (a: number, b: number): number => values[b]! - values[a]!;
    // Expectations are sums of products: closer than 1e-9, they are equal (as the planner counts them).
    const byExpectation = (a: number, b: number): number =>
      Math.abs(expected(b) - expected(a)) < 1e-9 ? 0 : expected(b) - expected(a);
    const [first, second] = planner && best < 0 ? [byExpectation, byValue] : [byValue, byExpectation];
    cells.sort((a, b) => first(a, b) || second(a, b) || Number(b === cell) - Number(a === cell) || a - b);
    const moves: RankedMove[] = cells.map((c) => {
      const ranked: RankedMove = {
        cell: c,
        move: context.moves[turn]![c]!,
        outcome: outcomeOf(turn, publicScore(values[c]!, n), 9 - n),
        best: values[c] === best,
      };
      return planner ? { ...ranked, chances: chances[c]! } : ranked;
    });
    const outcome = outcomeOf(turn, publicScore(best, n), 9 - n);
    let message = hintMessage(reason, cell, me, opp, turn, outcome);
    if (planner) message += practically(moves, cell, model!);
    return hintRecord(context, turn, cell, reason, outcome, message, moves);
  }

  /**
   * The evaluation of the position for the player of mark index `mark`, with a principal variation: a line of perfect
   * play to the end of the game (among equal moves, the center first, then corners, then sides).
   */
  evaluation(position: Classic, mark: 0 | 1): PositionEvaluation {
    const score = this.score(position, mark);
    const line: GridCoordinate[] = [];
    if (position.status === 'in-progress') {
      const searcher = this.#searcher(position.context);
      const { coordinates } = position.context.geometry;
      const threats = threatTable();
      let { x, o } = position;
      for (let n = popcount(x | o); n < 9; n++) {
        const me = n & 1 ? o : x;
        const cell = first(searcher.bestMoves(x, o));
        line.push(coordinates[cell]!);
        if (n & 1) o |= 1 << cell;
        else x |= 1 << cell;
        if (threats[me]! & (1 << cell)) break;
      }
    }
    const evaluation: PositionEvaluation = { score, depth: line.length, principalVariation: line, proven: true };
    return line.length > 0 ? { ...evaluation, bestMove: line[0]! } : evaluation;
  }

  /**
   * The analysis of a 3 × 3 game against perfect play (see {@link TicTacToeAI.analyzeGame}), with the players' ids
   * when `ids`.
   */
  analysis(state: GameState, ids: boolean): GameAnalysis {
    const position = positionOf(state)! as Classic;
    const { context } = position;
    const searcher = this.#searcher(context);
    // The cells played, first to last, and the marks on the board before the first of them.
    const cells = state.history.map((entry) => entry.cell);
    let { x, o } = position;
    for (const cell of cells) {
      x &= ~(1 << cell);
      o &= ~(1 << cell);
    }
    // Per mark: how many of its moves were best, inaccuracies, mistakes and blunders.
    const counts = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const moves = cells.map((cell, ply): MoveAnalysis => {
      const [me, opp, n] = sides(x, o);
      const turn = (n & 1) as 0 | 1;
      const optimal = searcher.bestMoves(x, o);
      const before = publicScore(searcher.moveValue(me, opp, n, first(optimal)), n);
      const after = publicScore(searcher.moveValue(me, opp, n, cell), n);
      const kind = after === before ? 0 : Math.sign(after) === Math.sign(before) ? 1 : after === 0 ? 2 : 3;
      counts[turn]![kind]!++;
      if (turn) o |= 1 << cell;
      else x |= 1 << cell;
      return analyzed(ply, turn as 0 | 1, ids, context, cell, before, after, cellsOf(optimal), kind, true);
    });
    return gameAnalysis(state, context, moves, counts, ids);
  }

  /** The planner of level 6 against `model` in a variant, for the mark `ai` (made on first use). */
  #planner(model: Model, misere: boolean, ai: 0 | 1): Planner {
    let plans = model === this.#model ? this.#plans : this.#planners.get(model);
    if (!plans) {
      if (this.#planners.size >= 16) this.#planners.clear();
      this.#planners.set(model, (plans = []));
    }
    return (plans[2 * +misere + ai] ??= new Planner(this.#searchers(misere), model, ai));
  }

  /** The searcher of the position's variant. */
  #searcher(context: GameContext): Searcher {
    return this.#searchers(context.variant === 'misere');
  }
}

/**
 * The sentence a hint against an opponent model adds when the best moves differ against it:
 * " Both keep the draw; c1 wins 75% of games against random play."
 */
function practically(moves: readonly RankedMove[], cell: CellIndex, model: Model): string {
  const score = (move: RankedMove): number => move.chances!.win + move.chances!.draw / 2;
  const hinted = moves.find((move) => move.cell === cell)!;
  const { win, draw } = hinted.chances!;
  const odds = win > 0 ? `wins ${percent(win)}` : `draws ${percent(draw)}`;
  // A move that loses sooner with best play, but more likely not at all against this opponent.
  if (!hinted.best) return ` ${cellName(cell)} ${odds} of games against ${model.name}.`;
  const best = moves.filter((move) => move.best);
  if (!best.some((move) => score(move) < score(hinted) - 1e-9)) return '';
  const all = best.length === 2 ? 'Both' : `All ${best.length}`;
  // Every perfect move of a won game wins: the best moves differ only in a draw or a loss.
  const keep = hinted.outcome.result === 'draw' ? 'keep the draw' : 'hold out as long';
  return ` ${all} ${keep}; ${cellName(cell)} ${odds} of games against ${model.name}.`;
}

/** A chance as a percentage, to one decimal at most: "75%", "74.3%". */
function percent(p: number): string {
  return `${Math.round(p * 1000) / 10}%`;
}
