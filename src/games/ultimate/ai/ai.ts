/**
 * The Ultimate tic-tac-toe AI: six levels, from a random move to a tree search that keeps its tree
 * between moves, and an evaluation with the line it expects.
 *
 * @packageDocumentation
 */
import {
  DEFAULT_TIME_LIMIT,
  isDifficulty,
  MAX_TIME_LIMIT,
  type AIDifficulty,
  type AIErrorCode,
} from '../../../core/ai.js';
import { badOption, fail, guard, turnError, unknownPlayer, unwrapOrThrow } from '../../../core/ai-checks.js';
import { callback } from '../../../core/callback.js';
import { describe } from '../../../core/describe.js';
import { err, ok, type MoveErrorCode } from '../../../core/errors.js';
import { readOptions } from '../../../core/input.js';
import { seededRandom } from '../../../core/random.js';
import type { ErrorData, Result } from '../../../core/types.js';
import { ONGOING } from '../core.js';
import { movesOf, type UltimateMove } from '../moves.js';
import { squareName } from '../notation.js';
import { resolveUltimate } from '../revive.js';
import type { UltimatePosition, UltimateState } from '../state.js';
import { SearchBoard } from './board.js';
import { EndgameSolver } from './endgame.js';
import { level2, level3, level4, randomMove } from './levels.js';
import { DEFAULT_CAPACITY } from './mcts.js';
import { Thinker, type Verdict } from './think.js';

/** The iterations of level 5's search. */
export const LEVEL5_ITERATIONS = 4000;

/** The longest the asynchronous calls think without letting the page run, in milliseconds. */
const SLICE = 8;

/** The options of {@link UltimateAI}. */
export interface UltimateAIOptions {
  /** Seeds the AI's random generator: the same seed gives the same moves (but level 6's, which depend on time). */
  readonly seed?: number;
  /**
   * A random generator returning numbers in [0, 1), used instead of the seeded one: each choice of
   * levels 1–4 draws from it, and each search of levels 5 and 6 draws from it the seed of its own.
   * A draw out of that range is clamped into it (`NaN` is 0).
   */
  readonly random?: () => number;
  /** The clock for time limits, in milliseconds (a reading of `NaN`: the time is up). Default: `performance.now()`. */
  readonly now?: () => number;
}

/** The options of an evaluation: how long to think. */
export interface UltimateThinkOptions {
  /** Milliseconds to think (default 1 s, at most {@link MAX_TIME_LIMIT}). */
  readonly timeLimit?: number;
}

/**
 * The error of a failed {@link UltimateAI} result: `INVALID_DIFFICULTY`, `INVALID_TIME_LIMIT`,
 * `INVALID_OPTIONS`, or `INVALID_STATE`, `UNKNOWN_PLAYER`, `GAME_OVER`, `NOT_YOUR_TURN` for the
 * state, the player and the turn.
 */
export type UltimateAIError = ErrorData<AIErrorCode | MoveErrorCode>;

/** How good a position is for a player, as the AI sees it. */
export interface UltimateEvaluation {
  /** The player's expected score with the AI's play on both sides: 1 a win, ½ a draw, 0 a loss. */
  readonly chance: number;
  /** `'win'`, `'loss'` or `'draw'` for the player when the search proved it, else `null` (an estimate). */
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /**
   * The moves to the end of the game with best play (the winner ending it as fast as it can, the
   * loser as late as it can) when the exact endgame solver proved a win or a loss; `null` otherwise
   * (an estimate, a draw, or a result proven by the tree search, which proves no distance).
   */
  readonly plies: number | null;
  /** The moves the AI expects next, best play on both sides, as squares (`'e5'`); empty when the game is over. */
  readonly line: readonly string[];
  /** The same moves as move numbers (`board × 9 + cell`). */
  readonly moves: readonly number[];
  /** The iterations of the search behind it. */
  readonly iterations: number;
}

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
  /** Level 6's search, its tree kept between moves. */
  readonly #deep = new Thinker();
  /** The exact endgame solver of level 6 and the evaluations, its table kept between moves. */
  #endgame: EndgameSolver | undefined;
  #deepBusy = false;

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
    this.#now = now === undefined ? () => performance.now() : callback('now', now as () => unknown);
    for (const name of ['getMove', 'getMoveSync', 'evaluatePosition', 'getEvaluation'] as const) {
      Object.defineProperty(this, name, { value: this[name].bind(this), writable: true, configurable: true });
    }
  }

  /**
   * Returns the move the AI plays for `playerId` at `difficulty` (1–6), thinking in slices of
   * about 8 ms so that a page stays responsive. Level 6 thinks for `timeLimit` milliseconds
   * (default 1 s); every level returns within `timeLimit` when it is given. A limit above
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
      for (;;) {
        const sliceEnd = Math.min(deadline, this.#now() + SLICE);
        const stepped = guard(() => ok(thinker.step(() => !(this.#now() < sliceEnd))));
        if (!stepped.ok) return stepped;
        if (stepped.value || !(this.#now() < deadline)) break;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return ok(moveOf(position, thinker.verdict().move));
    } finally {
      release();
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
        thinker.step(() => !(this.#now() < deadline));
        return ok(moveOf(position, thinker.verdict().move));
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
   * if (evaluation.ok) evaluation.value.line; // the moves expected next, from X's: ['e8', …]
   * ```
   */
  getEvaluation(
    state: UltimateState,
    playerId: string,
    options?: UltimateThinkOptions,
  ): Result<UltimateEvaluation, UltimateAIError> {
    const position = resolveUltimate(state);
    if ('code' in position) return err(position);
    const given = readOptions(options, ['timeLimit']);
    if (!given)
      return fail(
        'INVALID_OPTIONS',
        `No evaluation: the options must be an object that can be read, not ${describe(options)}.`,
      );
    const { timeLimit = DEFAULT_TIME_LIMIT } = given;
    if (!(typeof timeLimit === 'number' && timeLimit >= 0))
      return fail(
        'INVALID_TIME_LIMIT',
        `No evaluation: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`,
      );
    const mark = markOf(position, playerId);
    if (mark === undefined) return err(unknownPlayer(playerId));
    const { core } = position;
    if (core.status !== ONGOING) {
      const won = core.status === 1 + mark;
      const drawn = core.status === 3;
      const chance = won ? 1 : drawn ? 0.5 : 0;
      return ok(evaluation(chance, won ? 'win' : drawn ? 'draw' : 'loss', drawn ? null : 0, [], 0));
    }
    return guard(() => {
      const { thinker, deadline, release } = this.#begin(position, 6, Math.min(timeLimit, MAX_TIME_LIMIT));
      try {
        thinker.step(() => !(this.#now() < deadline));
        const verdict = thinker.verdict();
        return ok(forPlayer(verdict, mark === core.turn));
      } finally {
        release();
      }
    });
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
   * Starts a search of levels 5 and 6: level 5 a fresh tree and a fixed number of iterations,
   * level 6 the kept tree (a fresh one when another search holds it) until the deadline.
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
      const thinker = new Thinker(1 << 16);
      thinker.start(position.core, LEVEL5_ITERATIONS, random, false);
      return { thinker, deadline: limit === undefined ? Infinity : start + limit, release: () => {} };
    }
    // The kept tree and endgame table, unless another search holds them (an asynchronous one, or
    // a search that the caller's clock or generator started from inside this one): then its own.
    const shared = !this.#deepBusy;
    const thinker = shared ? this.#deep : new Thinker();
    const solver = shared ? (this.#endgame ??= new EndgameSolver()) : new EndgameSolver();
    if (shared) this.#deepBusy = true;
    const time = limit ?? DEFAULT_TIME_LIMIT;
    // The exact solver first, near the end: within about a quarter of the time (it visits some
    // four million positions a second here), and never past the deadline (it reads the clock).
    const endgame = { solver, nodes: Math.max(20_000, time * 1000) };
    // Time ends the search; the iterations bound it too, so that a clock that stands still cannot
    // hold it forever (at a million iterations a millisecond's worth, about five times faster than
    // it searches). The tree holds about a thousand nodes a millisecond (it grows about 900), so
    // that its allocation, or the copy of a kept tree, takes a small share of a short limit.
    const capacity = Math.min(DEFAULT_CAPACITY, Math.max(4096, 2 ** Math.ceil(Math.log2(Math.max(1, time * 1000)))));
    thinker.start(position.core, Math.max(1000, time * 1000), random, true, {}, endgame, capacity);
    return {
      thinker,
      deadline: start + time,
      release: () => {
        if (shared) this.#deepBusy = false;
      },
    };
  }
}

/** The caller's random generator, its draws clamped to [0, 1) (`NaN` is 0): an index drawn from it is always one. */
function readRandom(random: () => number): () => number {
  return () => {
    const draw = random();
    return draw >= 0 ? Math.min(draw, 1 - 2 ** -53) : 0;
  };
}

/** The frozen move of number `move` for the player to move in `position`. */
const moveOf = (position: UltimatePosition, move: number): UltimateMove => movesOf(position.core.turn)[move]!;

/** The mark (0 X, 1 O) of `playerId` in the game, or `undefined`. */
function markOf(position: UltimatePosition, playerId: unknown): 0 | 1 | undefined {
  const { refs } = position.context;
  return refs[0].playerId === playerId ? 0 : refs[1].playerId === playerId ? 1 : undefined;
}

/** The evaluation of a verdict for a player: the player to move (`toMove`) or the other. */
function forPlayer(verdict: Verdict, toMove: boolean): UltimateEvaluation {
  const flip = { win: 'loss', loss: 'win', draw: 'draw' } as const;
  const proven = verdict.proven === null || toMove ? verdict.proven : flip[verdict.proven];
  const chance = toMove ? verdict.chance : 1 - verdict.chance;
  return evaluation(chance, proven, verdict.plies, verdict.line, verdict.iterations);
}

function evaluation(
  chance: number,
  proven: UltimateEvaluation['proven'],
  plies: number | null,
  moves: readonly number[],
  iterations: number,
): UltimateEvaluation {
  return Object.freeze({
    chance,
    proven,
    plies,
    line: Object.freeze(moves.map(squareName)),
    moves: Object.freeze([...moves]),
    iterations,
  });
}
