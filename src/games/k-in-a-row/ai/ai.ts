/**
 * {@link TicTacToeAI}: six levels of play, from random to perfect, hints that explain, evaluations
 * with a principal variation, and the analysis of a game against perfect play.
 *
 * @packageDocumentation
 */
import { err, ok, TicTacToeError } from '../../../core/errors.js';
import { describe, isArray } from '../../../core/describe.js';
import { readOptions } from '../../../core/input.js';
import { invalidOptions } from '../../../core/invalid-argument.js';
import { isClassic } from '../rules/rules.js';
import type { HintAdvisor, HintAnnotation } from '../state/annotations.js';
import { positionOf, type GameState, type Position, type State } from '../state/game-state.js';
import { movesOf } from '../state/moves.js';
import { replay } from '../state/play.js';
import { resolveGameState, resolveState } from '../state/revive.js';
import { startGame } from '../state/setup.js';
import { VARIANTS, type CellIndex, type Result, type TicTacToeMove, type Variant } from '../../../core/types.js';
import { CallbackError, callback } from '../../../core/callback.js';
import { clock } from '../../../core/clock.js';
import { badOption, fail, timeOf, unknownPlayer, unwrapOrThrow } from '../../../core/ai-checks.js';
import { checkTurn, markOf, positionOrThrow } from './checks.js';
import { ClassicAnswers, type Classic } from './classic-answers.js';
import { modelOf, type Model } from './opponent.js';
import { isBook, type OpeningBook } from './openings.js';
import { seededRandom } from '../../../core/random.js';
import { ShapeAnswers } from './shape-answers.js';
import { startedAt } from '../search/budget.js';
import { PerfectSolver, type Solver } from './solver.js';
import { DEFAULT_TIME_LIMIT, isDifficulty, MAX_TIME_LIMIT, type AIDifficulty, type GameAI } from '../../../core/ai.js';
import type {
  AIError,
  AnalyzeOptions,
  GameAnalysis,
  Hint,
  HintReason,
  OpponentModel,
  PositionEvaluation,
  ThinkOptions,
} from './types.js';

type MoveResult = Result<TicTacToeMove, AIError>;

/** The successful results of `getMoveSync`, shared and frozen: `RESULTS[markIndex][cell]`, built on first use. */
let RESULTS: readonly (readonly MoveResult[])[] | undefined;

const buildResults = (): readonly (readonly MoveResult[])[] =>
  (RESULTS = movesOf(3, 3).map((moves) => Object.freeze(moves.map((move) => Object.freeze(ok(move))))));

/** The options of {@link TicTacToeAI}. */
export interface AIOptions {
  /** Seeds the AI's random generator: the same seed gives the same moves. Any finite number. */
  readonly seed?: number;
  /**
   * A random generator returning numbers in [0, 1), used instead of the seeded one. The AI draws
   * every random choice from it and nothing else.
   */
  readonly random?: () => number;
  /** The transposition table of perfect play, to share between AIs. Default: a new one per AI. */
  readonly solver?: Solver;
  /**
   * The clock for time limits, in milliseconds. Default: the library's, `Date.now()` (never going back) until a search
   * has time to spend, then `performance.now()` from the same reading.
   */
  readonly now?: () => number;
  /**
   * How the opponent plays: level 6 keeps the result with perfect play and, among the perfect
   * moves, plays the one with the best expected score against this opponent; in a position
   * already lost, the move most likely to save it against this opponent, then the slowest loss.
   * Default: `'robust'`. See {@link OpponentModel}.
   */
  readonly opponent?: OpponentModel;
  /**
   * An opening book for level 6: in the positions the book knows, level 6 plays its move (one that keeps the
   * position's game-theoretic value) at once, without searching. The library's book is `connectFourOpenings`, from
   * `tictactoe-engine/connect-four-openings` (an entry of its own, so that only the apps that play Connect Four load
   * it). Other levels, hints and evaluations do not read it. Default: none.
   */
  readonly openings?: OpeningBook;
}

/**
 * The tic-tac-toe AI ({@link GameAI}). Levels, by `difficulty`:
 *
 * 1. a random legal move;
 * 2. blocks the opponent's immediate win (in misère: never completes its own line), else random;
 * 3. takes its own immediate win (in misère: a move that leaves the opponent only line-completing
 *    replies), else as level 2;
 * 4. minimax 2 or 3 moves deep (drawn at random each move), valuing open lines, the center and
 *    the corners;
 * 5. minimax 4 or 5 moves deep, valuing two marks in an open line twice as much;
 * 6. perfect play: never loses, wins as fast as it can; among perfect moves it plays the one
 *    with the best expected score against its opponent model (the `opponent` option,
 *    {@link OpponentModel}; exact on 3 × 3). When lost (from a position it did not play into), it
 *    plays the move most likely to save the game against that model, then the slowest loss (on
 *    3 × 3 exactly; on other boards it proves, one reply ahead, and never missing a block).
 *
 * Levels 4 and 5 never miss a win, nor walk into a loss, within their depth; beyond it they
 * choose at random among the moves their evaluation scores close to their best (see docs/ai.md
 * for the margins, tuned so that each level beats the one below it).
 *
 * Its methods are bound to it: `const { getHint } = ai` works.
 *
 * Every remaining choice between equal moves is random, drawn from the AI's generator only: the
 * same `seed` (or `random`) gives the same moves, at every level and in misère. Perfect play
 * searches with alpha-beta over a transposition table (its {@link Solver}) that fills on first use.
 * Methods that can fail on bad input return a {@link Result} and never throw.
 *
 * @example
 * ```ts
 * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const ai = new TicTacToeAI({ seed: 42 });
 * let state = unwrap(engine.createInitialState({}, [{ id: 'me' }, { id: 'bot' }]));
 * state = unwrap(engine.applyMove(state, { type: 'place', data: { position: { row: 0, col: 0 }, symbol: 'X' } }));
 * const reply = ai.getMoveSync(state, 6, 'bot');
 * if (reply.ok) state = unwrap(engine.applyMove(state, reply.value)); // O takes the center
 * ai.getHint(state, 'me')?.message; // 'Take a corner, c1. Draw with best play.'
 * ```
 */
export class TicTacToeAI implements GameAI<GameState, TicTacToeMove, Hint, AIError>, HintAdvisor {
  readonly #solver: PerfectSolver;
  readonly #now: () => number;
  /** The opponent level 6 plays against (the `opponent` option), and whether it was given. */
  readonly #model: Model;
  readonly #modelGiven: boolean;
  /** The models hints were asked against, by option. */
  readonly #models = new Map<unknown, Model>();
  /** The answers on 3 × 3, from the solver's exact tables. */
  readonly #classic: ClassicAnswers;
  /** The answers on other boards, from the solver's searches. */
  readonly #shapes: ShapeAnswers;

  /**
   * Creates an AI.
   *
   * @param options - `seed` or `random` for its choices, `solver` to share a table, `now` as the clock of time limits,
   *   `opponent` for level 6's choices, `openings` for its opening book.
   * @throws {@link TicTacToeError} `INVALID_OPTIONS` when the options are not an object or cannot
   *   be read (a getter that throws, a revoked Proxy), or an option has the wrong type.
   */
  constructor(options?: AIOptions) {
    const given = readOptions(options, ['seed', 'random', 'solver', 'now', 'opponent', 'openings']);
    if (!given) badOption('options', 'an object that can be read', options ?? null);
    const { seed, random, solver, now, opponent, openings } = given;
    if (seed !== undefined && !Number.isFinite(seed)) badOption('seed', 'a finite number', seed);
    if (random !== undefined && typeof random !== 'function') badOption('random', 'a function', random);
    if (now !== undefined && typeof now !== 'function') badOption('now', 'a function', now);
    if (solver !== undefined && !PerfectSolver.is(solver)) badOption('solver', 'made by createSolver()');
    if (openings !== undefined && !isBook(openings))
      badOption('openings', 'a book made by the library, as connectFourOpenings (of the same build)', openings);
    const model = opponent === undefined ? modelOf('robust') : modelOf(opponent);
    if (!model) badOption('opponent', "'robust', 'random', a level from 1 to 5 or a function", opponent);
    this.#model = model;
    this.#modelGiven = opponent !== undefined;
    const shared = solver === undefined ? new PerfectSolver() : (solver as PerfectSolver);
    this.#solver = shared;
    const draw =
      random === undefined
        ? seededRandom((seed as number | undefined) ?? Math.floor(Math.random() * 2 ** 32))
        : callback('random', random as () => unknown);
    this.#now = now === undefined ? clock : callback('now', now as () => unknown);
    this.#classic = new ClassicAnswers(PerfectSolver.searchers(shared), model, draw);
    this.#shapes = new ShapeAnswers(
      () => PerfectSolver.shapes(shared),
      this.#now,
      draw,
      model,
      openings as OpeningBook | undefined,
    );
    // Bound, so that a method taken off the AI (`const { getHint } = ai`) still works.
    for (const name of Object.getOwnPropertyNames(TicTacToeAI.prototype)) {
      if (
        name === 'constructor' ||
        typeof Object.getOwnPropertyDescriptor(TicTacToeAI.prototype, name)!.value !== 'function'
      )
        continue;
      // `this[name]`: a subclass's override is the one bound.
      const method = (this as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      Object.defineProperty(this, name, { value: method.bind(this), writable: true, configurable: true });
    }
  }

  /** The transposition table of this AI's perfect play (its `size` says how many positions it holds). */
  get solver(): Solver {
    return this.#solver;
  }

  /**
   * Returns the move the AI plays for `playerId`: {@link TicTacToeAI.getMoveSync} in a promise.
   *
   * @example
   * ```ts
   * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
   * const state = unwrap(new TicTacToeEngine().createInitialState({}, [{ id: 'bot' }, { id: 'you' }]));
   * const move = await new TicTacToeAI({ seed: 7 }).getMove(state, 3, 'bot', 100);
   * if (move.ok) move.value.data.position; // where X plays
   * ```
   */
  async getMove(
    state: GameState,
    difficulty: AIDifficulty,
    playerId: string,
    timeLimit?: number,
  ): Promise<Result<TicTacToeMove, AIError>> {
    return this.getMoveSync(state, difficulty, playerId, timeLimit);
  }

  /**
   * Returns the move the AI plays for `playerId` at `difficulty` (1–6), synchronously. With
   * `timeLimit` (milliseconds), a search that runs out of time returns the best move found so far
   * (at level 6 the first search of a table takes about a millisecond; later moves are lookups); the
   * call returns within the limit and a few milliseconds, its setup counted inside it (see docs/ai.md).
   * A limit above {@link MAX_TIME_LIMIT} (a minute), `Infinity` included, is that minute.
   *
   * @returns the move (a shared frozen value), or `INVALID_STATE`, `INVALID_DIFFICULTY`,
   *   `INVALID_TIME_LIMIT`, `UNKNOWN_PLAYER`, `GAME_OVER` or `NOT_YOUR_TURN`, checked in that order;
   *   or `INVALID_OPTIONS` when the AI's own `random` or `now` throws or returns something that is
   *   not a number.
   * @example
   * ```ts
   * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const state = unwrap(engine.fromSetup('XX./OO./...', {}, [{ id: 'x' }, { id: 'o' }]));
   * const ai = new TicTacToeAI({ seed: 1 });
   * const move = ai.getMoveSync(state, 6, 'x');
   * if (move.ok) move.value.data.position; // { row: 0, col: 2 }: the win
   * ai.getMoveSync(state, 7, 'x');          // { ok: false, error: { code: 'INVALID_DIFFICULTY', … } }
   * ```
   */
  getMoveSync(
    state: GameState,
    difficulty: AIDifficulty,
    playerId: string,
    timeLimit?: number,
  ): Result<TicTacToeMove, AIError> {
    const held = positionOf(state);
    const start = this.#start(held);
    const position = held ?? resolveState(state);
    if (!('context' in position)) return err(position);
    if (!isDifficulty(difficulty))
      return fail('INVALID_DIFFICULTY', `No move: the difficulty must be 1 to 6, not ${describe(difficulty)}.`);
    if (timeLimit !== undefined && !(typeof timeLimit === 'number' && timeLimit >= 0)) {
      return fail('INVALID_TIME_LIMIT', `No move: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`);
    }
    const refused = checkTurn(position, playerId);
    if (refused) return err(refused);
    if (!isClassic(position.context.rules)) return this.#shapes.move(position, difficulty, timeLimit, start);
    const { x, o, turn } = position as Classic;
    try {
      const deadline =
        timeLimit === undefined || timeLimit === Infinity
          ? undefined
          : { at: startedAt(start, this.#now) + timeLimit, now: this.#now };
      return (RESULTS ?? buildResults())[turn]![
        this.#classic.choose(difficulty, x, o, turn, position.context.variant === 'misere', deadline)
      ]!;
    } catch (thrown) {
      // The caller's `random` or `now` threw, or returned something that is not a number.
      if (thrown instanceof CallbackError) return fail('INVALID_OPTIONS', `No move: ${thrown.message}`);
      throw thrown;
    }
  }

  /**
   * Returns a hint for `playerId`: the best move, the reason, the outcome, and the legal moves
   * ranked (on boards of more than 49 cells without gravity, those near a mark: see
   * {@link Hint.moves}). On 3 × 3 the move is always perfect and the reason in the Newell–Simon vocabulary; on
   * other boards each value is proven when the search proves it within `options.timeLimit`
   * (default 1 s, at most {@link MAX_TIME_LIMIT}) and estimated otherwise (`outcome.proven` says which).
   *
   * @returns the hint, or `null` when the game is over, `playerId` is not to move or not a player.
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state;
   *   `INVALID_OPTIONS` or `INVALID_TIME_LIMIT` for bad options (checked before the turn), or a
   *   clock (`now`) that throws.
   * @example
   * ```ts
   * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const state = unwrap(engine.fromSetup('XX./O../O..', {}, [{ id: 'x' }, { id: 'o' }]));
   * const hint = new TicTacToeAI().getHint(state, 'x');
   * hint?.reason;  // 'win'
   * hint?.message; // 'Play c1 to complete the Top Row. X wins in 1 move.'
   * ```
   */
  getHint(state: GameState, playerId: string, options?: ThinkOptions): Hint | null {
    const held = positionOf(state);
    const start = this.#start(held);
    const position = held ?? positionOrThrow(state);
    const timeLimit = unwrapOrThrow(timeOf(options, 'hint'));
    const model = this.#hintModel(options);
    if (checkTurn(position, playerId)) return null;
    return isClassic(position.context.rules)
      ? this.#classic.hint(position as Classic, model)
      : this.#shapes.hint(position, timeLimit, start);
  }

  /**
   * Returns how good the position is for `playerId` with perfect play: `100 − m` when they win
   * `m` moves (marks) from now, `−(100 − m)` when they lose, 0 for a draw. A finished game scores
   * ±100 or 0; a win on this move 99. Faster wins score higher, slower losses less low. On boards
   * other than 3 × 3 a position the search does not prove within `options.timeLimit` (default 1 s,
   * at most {@link MAX_TIME_LIMIT}) gets an estimate strictly between −1 and 1.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` for a non-state, `UNKNOWN_PLAYER` for a stranger,
   *   `INVALID_OPTIONS` or `INVALID_TIME_LIMIT` for bad options or a clock (`now`) that throws.
   * @example
   * ```ts
   * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const state = unwrap(engine.replay([0, 1], {}, [{ id: 'x' }, { id: 'o' }]));
   * new TicTacToeAI().evaluatePosition(state, 'x'); // 95: X wins in 5 moves
   * ```
   */
  evaluatePosition(state: GameState, playerId: string, options?: ThinkOptions): number {
    const held = positionOf(state);
    const start = this.#start(held);
    const position = held ?? positionOrThrow(state);
    const timeLimit = unwrapOrThrow(timeOf(options, 'evaluate'));
    const mark = markOf(position, playerId);
    if (mark === undefined) throw new TicTacToeError(unknownPlayer(playerId));
    return isClassic(position.context.rules)
      ? this.#classic.score(position as Classic, mark)
      : this.#shapes.score(position, mark, timeLimit, start);
  }

  /**
   * Returns the evaluation of the position for `playerId` with a principal variation: a line of
   * perfect play to the end of the game (on 3 × 3, among equal moves, the center first, then
   * corners, then sides). On other boards, half of `options.timeLimit` (default 1 s) goes to the
   * score and the rest to the line: a line of proven play as far as the time allows, or a few
   * moves of the search's best play when the score is an estimate (`proven: false`).
   *
   * @returns the evaluation, or `INVALID_STATE`, `INVALID_OPTIONS`, `INVALID_TIME_LIMIT` or `UNKNOWN_PLAYER`.
   * @example
   * ```ts
   * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
   * const state = unwrap(new TicTacToeEngine().replay([0, 1], {}, [{ id: 'x' }, { id: 'o' }]));
   * const evaluation = new TicTacToeAI().getEvaluation(state, 'x');
   * if (evaluation.ok) evaluation.value.depth; // 5: the moves to X's win
   * ```
   */
  getEvaluation(state: GameState, playerId: string, options?: ThinkOptions): Result<PositionEvaluation, AIError> {
    const held = positionOf(state);
    const start = this.#start(held);
    const resolved = held ?? resolveState(state);
    if (!('context' in resolved)) return err(resolved);
    const timeLimit = timeOf(options, 'evaluate');
    if (!timeLimit.ok) return timeLimit;
    const mark = markOf(resolved, playerId);
    if (mark === undefined) return err(unknownPlayer(playerId));
    return isClassic(resolved.context.rules)
      ? ok(this.#classic.evaluation(resolved as Classic, mark))
      : this.#shapes.evaluation(resolved, mark, timeLimit.value, start);
  }

  /**
   * Returns the analysis of a game against perfect play: each move's score before and after, the
   * best moves, a classification (best, inaccuracy, mistake, blunder), and each player's record.
   * Takes a game state (its history is analyzed) or a move list played from the start (cells
   * 0–8 or moves, as `TicTacToeEngine.replay`).
   *
   * @param options - for a move list, the `variant` it was played in; for a state, a `variant`
   *   given must be the state's; `timeLimit`, the time for each move on boards other than 3 × 3
   *   (default 250 ms): with 0, each move is valued by the position after it alone, with no search.
   * @returns the analysis, or `INVALID_STATE`, `INVALID_OPTIONS` (options that are not an object or
   *   cannot be read, an unknown variant, a clock that throws), `INVALID_TIME_LIMIT`, or the first
   *   illegal move's error with its `ply`.
   * @example
   * ```ts
   * import { TicTacToeAI } from 'tictactoe-engine';
   * const analysis = new TicTacToeAI().analyzeGame([4, 1, 0, 8, 2, 6, 3, 5, 7]);
   * if (analysis.ok) analysis.value.moves[1]?.classification; // 'blunder': O's side loses to X's fork
   * ```
   */
  analyzeGame(
    game: GameState | readonly (CellIndex | TicTacToeMove)[],
    options?: AnalyzeOptions,
  ): Result<GameAnalysis, AIError> {
    const start = this.#start(positionOf(game));
    const given = readOptions(options, ['variant', 'timeLimit']);
    if (!given)
      return fail(
        'INVALID_OPTIONS',
        `Cannot analyze the game: the options must be an object that can be read, not ${describe(options)}.`,
      );
    const { variant, timeLimit = ANALYSIS_TIME } = given;
    if (!(typeof timeLimit === 'number' && timeLimit >= 0)) {
      return fail(
        'INVALID_TIME_LIMIT',
        `Cannot analyze the game: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`,
      );
    }
    if (variant !== undefined && !(VARIANTS as readonly unknown[]).includes(variant)) {
      return fail(
        'INVALID_OPTIONS',
        `Cannot analyze the game: the variant must be 'standard' or 'misere', not ${describe(variant)}.`,
      );
    }
    if (!isArray(game)) {
      const state = resolveGameState(game);
      if ('code' in state) return err(state);
      // A state knows its variant: one given as well must be the same.
      if (variant !== undefined && variant !== state.rules.variant) {
        return fail(
          'INVALID_OPTIONS',
          `Cannot analyze the game: it is played in ${state.rules.variant}, not ${variant as Variant}.`,
        );
      }
      if (!isClassic(state.rules)) return this.#shapes.analysis(state, true, timeLimit, start);
      return ok(this.#classic.analysis(state, true));
    }
    // The variant and players are valid: only a move can be refused.
    const first = startGame(variant === undefined ? {} : { variant }, PLAYERS) as { value: State };
    const replayed = replay(first.value, game);
    return replayed.ok ? ok(this.#classic.analysis(replayed.value, false)) : (replayed as Result<never, AIError>);
  }

  /**
   * Returns the hint for the player to move as an annotation (the best move, and the score of
   * every empty cell the hint values: see {@link Hint.moves}), or `null` when the game is over.
   * The engine calls it when asked: `engine.getAnnotations(state, { hint: ai })`.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state; `INVALID_OPTIONS` when the AI's
   * opponent policy fails.
   */
  hintAnnotation(state: GameState): HintAnnotation<HintReason> | null {
    const held = positionOf(state);
    const start = this.#start(held);
    const position = held ?? positionOrThrow(state);
    if (position.status !== 'in-progress') return null;
    const hint = isClassic(position.context.rules)
      ? this.#classic.hint(position as Classic, this.#modelGiven ? this.#model : undefined)
      : this.#shapes.hint(position, DEFAULT_TIME_LIMIT, start);
    const { cell, position: at, message, symbol, playerId, reason, moves } = hint;
    const values: (number | null)[] = Array(position.context.geometry.size).fill(null);
    for (const ranked of moves) values[ranked.cell] = ranked.outcome.score;
    return { type: 'hint', cells: [cell], positions: [at], message, symbol, playerId, reason, values };
  }

  /**
   * The AI's clock as a call begins, for a state that is not one the engine made (`held`, its position, undefined):
   * reading it (a state from JSON replays its game) is then inside the time of a call with a limit. NaN for a state of
   * the engine's, read at once:
   * the call reads its clock when it needs it (a warm 3 × 3 move takes about as long as a read of the clock), as it
   * does when the clock fails here, reporting the failure there (see {@link startedAt}).
   */
  #start(held: Position | undefined): number {
    if (held !== undefined) return Number.NaN;
    try {
      return this.#now();
    } catch (thrown) {
      if (thrown instanceof CallbackError) return Number.NaN;
      throw thrown;
    }
  }

  /**
   * The model a hint ranks against: its `opponent` option, else the AI's when given, else none. Throws
   * `INVALID_OPTIONS` for a bad one.
   */
  #hintModel(options: unknown): Model | undefined {
    const given = readOptions(options, ['opponent']);
    if (!given) invalidOptions(`No hint: the options must be an object that can be read, not ${describe(options)}.`);
    const { opponent } = given;
    if (opponent === undefined) return this.#modelGiven ? this.#model : undefined;
    let model = this.#models.get(opponent);
    if (!model) {
      model = modelOf(opponent);
      if (!model)
        invalidOptions(
          "No hint: the opponent must be 'robust', 'random', a level from 1 to 5 or a function, " +
            `not ${describe(opponent)}.`,
        );
      if (this.#models.size >= 16) this.#models.clear();
      this.#models.set(opponent, model);
    }
    return model;
  }
}

/**
 * The time an analysis spends at most on each move of a board other than 3 × 3, when no `timeLimit` is given, in
 * milliseconds.
 */
const ANALYSIS_TIME = 250;

/** The players of a game analyzed from a bare move list. */
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
