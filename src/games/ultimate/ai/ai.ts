/**
 * The Ultimate tic-tac-toe AI: six levels, from a random move to a tree search that keeps its tree
 * between moves, and an evaluation with the line it expects.
 *
 * @packageDocumentation
 */
import { DEFAULT_TIME_LIMIT, isDifficulty, MAX_TIME_LIMIT, type AIDifficulty } from '../../../core/ai.js';
import {
  badOption,
  fail,
  guard,
  orThrow,
  timeOf,
  turnError,
  unknownPlayer,
  unwrapOrThrow,
} from '../../../core/ai-checks.js';
import { callback } from '../../../core/callback.js';
import { clock } from '../../../core/clock.js';
import { describe, isArray } from '../../../core/describe.js';
import { err, ok, TicTacToeError } from '../../../core/errors.js';
import { readOptions } from '../../../core/input.js';
import { Keeper } from '../../../core/keeper.js';
import { pacedStop } from '../../../core/pace.js';
import { seededRandom } from '../../../core/random.js';
import type { Result } from '../../../core/types.js';
import { ONGOING } from '../core.js';
import type { UltimateMove } from '../moves.js';
import { moveError, replayMoves, startGame } from '../play.js';
import { resolveUltimate } from '../revive.js';
import { readUltimateRules } from '../rules.js';
import type { UltimatePosition, UltimateState, UState } from '../state.js';
import type { UltimateGameAnalysis } from './analysis.js';
import { analysisOf, evaluation, forPlayer, hintOf, markOf, moveOf, readRandom, unsearchedHint } from './answers.js';
import { SearchBoard } from './board.js';
import { EndgameSolver } from './endgame.js';
import type { UltimateHint } from './hint.js';
import { level2, level3, level4, randomMove } from './levels.js';
import { DEFAULT_CAPACITY } from './mcts.js';
import { Thinker, type Ranked, type Verdict } from './think.js';
import type {
  UltimateAIError,
  UltimateAIOptions,
  UltimateAnalyzeOptions,
  UltimateEvaluation,
  UltimateThinkOptions,
} from './types.js';

/** The iterations of level 5's search. */
export const LEVEL5_ITERATIONS = 4000;
/**
 * Level 5's searches, each a tree of 65,536 nodes (1.2 MB) emptied at each move: shared by every AI of the process (a
 * new AI, one per game, would otherwise allocate its own), each lent to one search at a time, up to four kept for
 * searches at the same time (asynchronous ones, in several games).
 */
const level5 = /* @__PURE__ */ new Keeper(() => new Thinker(65_536), 4);

/** The milliseconds an analysis thinks about each position, by default. */
const ANALYSIS_TIME = 250;

/** The players of a bare move list's game. */
const PLAYERS = [{ id: 'X' }, { id: 'O' }];

/** The longest the asynchronous calls think without letting the page run, in milliseconds. */
const SLICE = 8;

/**
 * The Ultimate tic-tac-toe AI. Levels, by `difficulty`:
 *
 * 1. a random legal move;
 * 2. takes a local board when it can, else blocks the opponent's local win, else random;
 * 3. as level 2, among the moves that risk least: it never sends the opponent to a board where
 *    they take a local board or win the game at once, nor gives them a free move (a closed board),
 *    when another move avoids it;
 * 4. a search three moves deep, valuing each local board by the global lines it can still serve
 *    (so it gives up a board for a better one);
 * 5. Monte Carlo tree search, {@link LEVEL5_ITERATIONS} iterations (the same move for the same seed);
 * 6. the strongest within its time (default 1 s): tree search that keeps its tree from move to
 *    move and proves wins and losses near the end; it always takes a win in one and never lets
 *    the opponent win at once when a move prevents it.
 *
 * @example
 * ```ts
 * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
 * const engine = new UltimateEngine();
 * const ai = new UltimateAI({ seed: 7 });
 * let state = unwrap(engine.createInitialState({}, [{ id: 'me' }, { id: 'bot' }]));
 * state = unwrap(engine.applyMove(state, engine.getLegalMoves(state, 'me')[40]!)); // e5
 * const reply = await ai.getMove(state, 6, 'bot', 100);
 * if (reply.ok) state = unwrap(engine.applyMove(state, reply.value)); // a move in the centre board
 * ```
 */
export class UltimateAI {
  readonly #draw: () => number;
  readonly #now: () => number;
  /** Level 6's and the evaluations' search and exact endgame solver: the tree and table kept between moves. */
  readonly #deep = new Keeper(() => ({ thinker: new Thinker(), solver: new EndgameSolver() }));
  /** Whether this AI has made a hint: its first compiles the hint's code before searching (warm, some 80 µs). */
  #hinted = false;

  /**
   * Creates an AI.
   *
   * @param options - `seed` or `random` for its choices, `now` as the clock of time limits.
   * @throws {@link TicTacToeError} `INVALID_OPTIONS` when the options are not an object that can
   *   be read, or an option has the wrong type.
   */
  constructor(options?: UltimateAIOptions) {
    const given = readOptions(options, ['seed', 'random', 'now']);
    if (!given) badOption('options', 'an object that can be read', options ?? null);
    const { seed, random, now } = given;
    if (seed !== undefined && !Number.isFinite(seed)) badOption('seed', 'a finite number', seed);
    if (random !== undefined && typeof random !== 'function') badOption('random', 'a function', random);
    if (now !== undefined && typeof now !== 'function') badOption('now', 'a function', now);
    this.#draw =
      random === undefined
        ? seededRandom((seed as number | undefined) ?? Math.floor(Math.random() * 2 ** 32))
        : readRandom(callback('random', random as () => unknown));
    this.#now = now === undefined ? clock : callback('now', now as () => unknown);
    for (const name of [
      'getMove',
      'getMoveSync',
      'getHint',
      'evaluatePosition',
      'getEvaluation',
      'analyzeGame',
    ] as const) {
      Object.defineProperty(this, name, { value: this[name].bind(this), writable: true, configurable: true });
    }
  }

  /**
   * Returns the move the AI plays for `playerId` at `difficulty` (1–6), thinking in slices of
   * about 8 ms so that a page stays responsive. Level 6 thinks for `timeLimit` milliseconds
   * (default 1 s); every level stops its search at `timeLimit` when it is given, and answers
   * within a few milliseconds of it (`npm run bench -- time-limits --boards Ultimate` measures it;
   * a cold first call of a process can be later: see the guide). A limit above
   * {@link MAX_TIME_LIMIT}, `Infinity` included, is that minute.
   *
   * @returns the move, or `INVALID_STATE`, `INVALID_DIFFICULTY`, `INVALID_TIME_LIMIT`,
   *   `UNKNOWN_PLAYER`, `GAME_OVER` or `NOT_YOUR_TURN`, checked in that order; or
   *   `INVALID_OPTIONS` when the AI's own `random` or `now` fails.
   * @example
   * ```ts
   * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
   * const state = unwrap(new UltimateEngine().createInitialState({}, [{ id: 'bot' }, { id: 'you' }]));
   * const move = await new UltimateAI({ seed: 1 }).getMove(state, 5, 'bot');
   * if (move.ok) move.value.data.symbol; // 'X'
   * ```
   */
  async getMove(
    state: UltimateState,
    difficulty: AIDifficulty,
    playerId: string,
    timeLimit?: number,
  ): Promise<Result<UltimateMove, UltimateAIError>> {
    const request = this.#request(state, difficulty, playerId, timeLimit);
    if (!request.ok) return request;
    const { position, limit } = request.value;
    if (difficulty <= 4) return guard(() => this.#quick(position, difficulty, limit));
    const started = guard(() => ok(this.#begin(position, difficulty, limit)));
    if (!started.ok) return started;
    const { thinker, deadline, release } = started.value;
    try {
      const searched = await this.#slices((stop, paced) => thinker.step(stop, paced), deadline);
      if (!searched.ok) return searched;
      const verdict = thinker.verdict();
      if (difficulty !== 6 || !thinker.beginTrap(verdict)) return ok(moveOf(position, verdict.move));
      // Level 6 in a proven draw: the move a fallible opponent likeliest gets wrong, in slices of its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const trapped = await this.#slices((stop) => thinker.trapStep(stop), deadline);
      return trapped.ok ? ok(moveOf(position, thinker.trapMove)) : trapped;
    } finally {
      release();
    }
  }

  /**
   * Runs `step` in slices of about {@link SLICE} ms, letting the page run between them, until it
   * says it is done or the deadline passes; the caller's clock failing is `INVALID_OPTIONS`.
   */
  async #slices(
    step: (stop: () => boolean, paced: () => boolean) => boolean,
    deadline: number,
  ): Promise<Result<true, UltimateAIError>> {
    for (;;) {
      const stepped = guard(() => {
        const sliceEnd = Math.min(deadline, this.#now() + SLICE);
        const done = step(() => !(this.#now() < sliceEnd), pacedStop(this.#now, sliceEnd));
        return ok(done || !(this.#now() < deadline));
      });
      if (!stepped.ok) return stepped;
      if (stepped.value) return ok(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  /**
   * Returns the move the AI plays for `playerId` at `difficulty` (1–6), synchronously: as
   * {@link UltimateAI.getMove}, in one piece.
   *
   * @example
   * ```ts
   * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
   * const engine = new UltimateEngine();
   * // X may play in any open board (45 moves); one of them, h4, completes X's right column of boards.
   * const position = '5ox2/o8/2o3xxx/5o3/x1o6/xo3xx1x/2o2ox1o/oo4x2/2o1xox2 X 26 f3';
   * const state = unwrap(engine.fromSetup(position, {}, [{ id: 'x' }, { id: 'o' }]));
   * const move = new UltimateAI().getMoveSync(state, 6, 'x', 100);
   * if (move.ok) move.value.data; // { board: 5, cell: 7, symbol: 'X' }: h4, the win
   * ```
   */
  getMoveSync(
    state: UltimateState,
    difficulty: AIDifficulty,
    playerId: string,
    timeLimit?: number,
  ): Result<UltimateMove, UltimateAIError> {
    const request = this.#request(state, difficulty, playerId, timeLimit);
    if (!request.ok) return request;
    const { position, limit } = request.value;
    if (difficulty <= 4) return guard(() => this.#quick(position, difficulty, limit));
    return guard(() => {
      const { thinker, deadline, release } = this.#begin(position, difficulty, limit);
      try {
        thinker.step(() => !(this.#now() < deadline), pacedStop(this.#now, deadline));
        return ok(moveOf(position, this.#choose(thinker, difficulty, deadline)));
      } finally {
        release();
      }
    });
  }

  /**
   * Returns how good the position is for `playerId`, from −100 (lost) to 100 (won): 100 or −100
   * when the search proves it, 0 for a proven draw, else the expected score scaled (`200 × chance − 100`).
   *
   * @throws {@link TicTacToeError} `INVALID_STATE`, `UNKNOWN_PLAYER`, `INVALID_OPTIONS` or `INVALID_TIME_LIMIT`.
   * @example
   * ```ts
   * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
   * const state = unwrap(new UltimateEngine().replay(['e5'], {}, [{ id: 'x' }, { id: 'o' }]));
   * new UltimateAI({ seed: 1 }).evaluatePosition(state, 'x', { timeLimit: 50 }); // a little above 0: X has the centre
   * ```
   */
  evaluatePosition(state: UltimateState, playerId: string, options?: UltimateThinkOptions): number {
    const { chance, proven } = unwrapOrThrow(this.getEvaluation(state, playerId, options));
    if (proven !== null) return proven === 'win' ? 100 : proven === 'loss' ? -100 : 0;
    return Math.round((200 * chance - 100) * 10) / 10;
  }

  /**
   * Returns the evaluation of the position for `playerId`: the expected score, whether it is
   * proven, and the line of play the search expects, after thinking `options.timeLimit`
   * milliseconds (default 1 s). The tree it grows is kept for level 6's next move.
   *
   * @returns the evaluation, or `INVALID_STATE`, `INVALID_OPTIONS`, `INVALID_TIME_LIMIT` or `UNKNOWN_PLAYER`.
   * @example
   * ```ts
   * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
   * const state = unwrap(new UltimateEngine().replay(['e5', 'e6'], {}, [{ id: 'x' }, { id: 'o' }]));
   * const evaluation = new UltimateAI({ seed: 1 }).getEvaluation(state, 'o', { timeLimit: 50 });
   * if (evaluation.ok) evaluation.value.line; // the moves expected next, X's first: ['e8', …] or another
   * ```
   */
  getEvaluation(
    state: UltimateState,
    playerId: string,
    options?: UltimateThinkOptions,
  ): Result<UltimateEvaluation, UltimateAIError> {
    const position = resolveUltimate(state);
    if ('code' in position) return err(position);
    const timeLimit = timeOf(options, 'evaluation');
    if (!timeLimit.ok) return timeLimit;
    const mark = markOf(position, playerId);
    if (mark === undefined) return err(unknownPlayer(playerId));
    const { core } = position;
    if (core.status !== ONGOING) {
      const won = core.status === 1 + mark;
      const drawn = core.status === 3;
      const chance = won ? 1 : drawn ? 0.5 : 0;
      return ok(evaluation(chance, won ? 'win' : drawn ? 'draw' : 'loss', drawn ? null : 0, [], 0));
    }
    return guard(() => ok(forPlayer(this.#think(position, timeLimit.value).verdict, mark === core.turn)));
  }

  /**
   * Returns a hint for `playerId`: the best move level 6's search finds in `options.timeLimit`
   * milliseconds (default 1 s; near the end, the quickest win, a drawing move or the slowest
   * loss), why in the game's own terms ({@link UltimateHint.reason}: it takes a local board,
   * blocks one, gives a board up for a better game …), its winning chance, proven near the end
   * (then with the moves to the end), the line the search expects, and every legal move with its
   * own chance, for a heat map. `describeUltimateHint` says it in other languages.
   *
   * @returns the hint, or `null` when the game is over or `playerId` is not the player to move.
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a state; `INVALID_OPTIONS` or
   *   `INVALID_TIME_LIMIT` for bad options, or the AI's own `random` or `now` failing.
   * @example
   * ```ts
   * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
   * const engine = new UltimateEngine();
   * // X may play in any open board; h4 completes X's right column of boards.
   * const position = '5ox2/o8/2o3xxx/5o3/x1o6/xo3xx1x/2o2ox1o/oo4x2/2o1xox2 X 26 f3';
   * const state = unwrap(engine.fromSetup(position, {}, [{ id: 'x' }, { id: 'o' }]));
   * const hint = new UltimateAI({ seed: 1 }).getHint(state, 'x', { timeLimit: 50 });
   * hint?.reason;  // 'win'
   * hint?.message; // 'Play h4 to win. X wins in 1 move.'
   * ```
   */
  getHint(state: UltimateState, playerId: string, options?: UltimateThinkOptions): UltimateHint | null {
    const position = resolveUltimate(state);
    if ('code' in position) throw new TicTacToeError(position);
    const timeLimit = unwrapOrThrow(timeOf(options, 'hint'));
    const { core, context } = position;
    if (core.status !== ONGOING || context.refs[core.turn].playerId !== playerId) return null;
    return orThrow(() => {
      // The AI's first hint makes a throwaway one of no search inside the time: the searched one then runs warm.
      const first = this.#hinted
        ? undefined
        : (moves: Ranked[]) => {
            this.#hinted = true;
            unsearchedHint(position, playerId, moves);
          };
      const { verdict, ranking } = this.#think(position, timeLimit, true, first);
      return hintOf(position, playerId, verdict, ranking!);
    });
  }

  /**
   * Returns the analysis of a game: each move's winning chance for its mover before it (with the
   * best move) and after it, the move the search found best, a classification (best, inaccuracy,
   * mistake, blunder: see {@link UltimateGameAnalysis}), and each player's accuracy. Each position
   * is searched for `options.timeLimit` milliseconds (default 250), the tree kept from one to the
   * next, so the whole analysis takes up to (moves + 1) × `timeLimit` (about 15 s for a game of 60
   * moves by default), in one piece: call it from a worker in a page. Near the end the exact
   * solver proves the values.
   *
   * @param game - a state (its history is analyzed, from its setup when it has one), or a move list
   *   played from the start (move numbers, squares or moves, as `UltimateEngine.replay`).
   * @returns the analysis, or `INVALID_STATE`, `INVALID_OPTIONS` (options that are not an object,
   *   rules that are not rules or not the state's, the AI's own `random` or `now` failing),
   *   `INVALID_TIME_LIMIT`, or the first illegal move's error with its `ply`.
   * @example
   * ```ts
   * import { UltimateAI } from 'tictactoe-engine/ultimate';
   * const analysis = new UltimateAI({ seed: 1 }).analyzeGame(['e5', 'e4', 'd2'], { timeLimit: 20 });
   * if (analysis.ok) analysis.value.moves.length; // 3
   * ```
   */
  analyzeGame(
    game: UltimateState | readonly (number | string | UltimateMove)[],
    options?: UltimateAnalyzeOptions,
  ): Result<UltimateGameAnalysis, UltimateAIError> {
    const given = readOptions(options, ['rules', 'timeLimit']);
    if (!given)
      return fail(
        'INVALID_OPTIONS',
        `No analysis: the options must be an object that can be read, not ${describe(options)}.`,
      );
    const { rules, timeLimit = ANALYSIS_TIME } = given;
    if (!(typeof timeLimit === 'number' && timeLimit >= 0))
      return fail(
        'INVALID_TIME_LIMIT',
        `No analysis: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`,
      );
    const read = readUltimateRules(rules);
    if (typeof read === 'string') return fail('INVALID_OPTIONS', `No analysis: ${read}.`);
    let last: UltimatePosition;
    const bare = isArray(game);
    if (isArray(game)) {
      const start = startGame(read, PLAYERS);
      const played = replayMoves((start as { value: UState }).value, game);
      if ('code' in played) return err({ ...moveError(played), ply: played.ply });
      last = resolveUltimate(played) as UltimatePosition;
    } else {
      const position = resolveUltimate(game as unknown);
      if ('code' in position) return err(position);
      if (rules !== undefined && read !== position.context.rules)
        return fail('INVALID_OPTIONS', 'No analysis: the rules given are not the rules the game was played by.');
      last = position;
    }
    const limit = Math.min(timeLimit, MAX_TIME_LIMIT);
    return guard(() => ok(analysisOf(last, bare, (position) => this.#think(position, limit).verdict)));
  }

  /** The move of a finished search: level 6 plays to win where best play only draws or loses. */
  #choose(thinker: Thinker, difficulty: number, deadline: number): number {
    const verdict = thinker.verdict();
    if (difficulty !== 6 || !thinker.beginTrap(verdict)) return verdict.move;
    thinker.trapStep(() => !(this.#now() < deadline));
    return thinker.trapMove;
  }

  /**
   * Level 6's search of `position` for `limit` milliseconds: its verdict, and its ranking of every move when asked;
   * `first`, when given, is called inside the time before the search, with the ranking as it stands then (each legal
   * move in order, with what a kept tree knows of it).
   */
  #think(
    position: UltimatePosition,
    limit: number,
    rank = false,
    first?: (moves: Ranked[]) => void,
  ): { verdict: Verdict; ranking: Ranked[] | undefined } {
    const { thinker, deadline, release } = this.#begin(position, 6, Math.min(limit, MAX_TIME_LIMIT));
    try {
      first?.(thinker.ranking(() => true));
      const stop = (): boolean => !(this.#now() < deadline);
      thinker.step(stop, pacedStop(this.#now, deadline));
      const verdict = thinker.verdict();
      return { verdict, ranking: rank ? thinker.ranking(stop) : undefined };
    } finally {
      release();
    }
  }

  /** Checks a move request: the state, the level, the time limit, the player and the turn, in that order. */
  #request(
    state: unknown,
    difficulty: unknown,
    playerId: unknown,
    timeLimit: unknown,
  ): Result<{ position: UltimatePosition; limit: number | undefined }, UltimateAIError> {
    const position = resolveUltimate(state);
    if ('code' in position) return err(position);
    if (!isDifficulty(difficulty))
      return fail('INVALID_DIFFICULTY', `No move: the difficulty must be 1 to 6, not ${describe(difficulty)}.`);
    if (timeLimit !== undefined && !(typeof timeLimit === 'number' && timeLimit >= 0))
      return fail('INVALID_TIME_LIMIT', `No move: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`);
    const { core, context } = position;
    const refused = turnError(
      core.status === ONGOING ? 'in-progress' : core.status === 3 ? 'draw' : 'won',
      context.refs[core.turn],
      markOf(position, playerId) !== undefined,
      playerId,
    );
    if (refused) return err(refused);
    return ok({ position, limit: timeLimit === undefined ? undefined : Math.min(timeLimit as number, MAX_TIME_LIMIT) });
  }

  /** Levels 1–4: quick enough to answer in one piece. */
  #quick(
    position: UltimatePosition,
    difficulty: number,
    limit: number | undefined,
  ): Result<UltimateMove, UltimateAIError> {
    const board = new SearchBoard().load(position.core);
    const deadline = limit === undefined ? Infinity : this.#now() + limit;
    const random = this.#draw;
    const move =
      difficulty === 1
        ? randomMove(board, random)
        : difficulty === 2
          ? level2(board, random)
          : difficulty === 3
            ? level3(board, random)
            : level4(board, random, () => !(this.#now() < deadline));
    return ok(moveOf(position, move));
  }

  /**
   * Starts a search of levels 5 and 6: level 5 a tree of the process's, emptied, and a fixed number of iterations,
   * level 6 this AI's kept tree (a fresh one when another search holds it) until the deadline. The caller releases it.
   */
  #begin(
    position: UltimatePosition,
    difficulty: number,
    limit: number | undefined,
  ): { thinker: Thinker; deadline: number; release: () => void } {
    const start = this.#now();
    const seed = Math.floor(this.#draw() * 2 ** 32);
    const random = seededRandom(seed);
    if (difficulty === 5) {
      const { value: thinker, release } = level5.take((tree) =>
        tree.start(position.core, LEVEL5_ITERATIONS, random, false),
      );
      return { thinker, deadline: limit === undefined ? Infinity : start + limit, release };
    }
    const time = limit ?? DEFAULT_TIME_LIMIT;
    // The tree holds about a thousand nodes a millisecond (it grows about 900), so that its
    // allocation, or the copy of a kept tree, takes a small share of a short limit.
    const capacity = Math.min(DEFAULT_CAPACITY, Math.max(4096, 2 ** Math.ceil(Math.log2(Math.max(1, time * 1000)))));
    // The kept tree and endgame table, unless another search holds them: then its own.
    const { value, release } = this.#deep.take(({ thinker, solver }) => {
      // The exact solver first, near the end: within about a quarter of the time (it visits some
      // four million positions a second here), and never past the deadline (it reads the clock).
      const endgame = { solver, nodes: Math.max(20_000, time * 1000) };
      // Time ends the search; the iterations bound it too, so that a clock that stands still cannot
      // hold it forever (at a million iterations a millisecond's worth, about five times faster than
      // it searches).
      thinker.start(position.core, Math.max(1000, time * 1000), random, true, {}, endgame, capacity);
    });
    return { thinker: value.thinker, deadline: start + time, release };
  }
}
