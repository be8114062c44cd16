/**
 * The solver ({@link Solver}, made by {@link createSolver}): the tables of perfect play that any number of AIs
 * share (a 3 × 3 {@link Searcher} per variant, the searches of other boards), and its proofs.
 *
 * @packageDocumentation
 */
import { clock } from '../../../core/clock.js';
import { seal } from '../../../core/seal.js';
import type { GameState } from '../state/game-state.js';
import type { Result } from '../../../core/types.js';
import { Searcher } from './searcher.js';
import { ShapeSearches } from './shapes.js';
import { solveLater, solveNow, type Solution, type SolveAsyncOptions, type SolveOptions } from './solve.js';
import type { AIError } from './types.js';

/**
 * The solver: proofs of the value of positions of any shape, and the tables they fill, shared by
 * any number of {@link TicTacToeAI} instances (pass it as `new TicTacToeAI({ solver })`). On 3 × 3
 * it holds one small table per variant; on other boards, the table of a search (for the two sets of
 * rules used last: 16 KB at first, growing fourfold as it fills, when the time left allows, to at most
 * 2^20 entries, 16 MB), and on the boards whose proofs run on bitboards (Connect Four among them) a
 * second table of those proofs, grown the same way to at most 2^21 entries of 8 bytes (16 MB). Tables
 * fill on first use; the caller owns the solver, and it holds no reference to any game.
 */
export interface Solver {
  /**
   * How full the tables are: on 3 × 3 the positions held; on other boards the entries written,
   * counted up to each table's size (an entry written over counts again).
   */
  readonly size: number;
  /** Empties the tables. */
  clear(): void;
  /**
   * Proves the value of the position for the player to move within a budget (default: 1 s):
   * win, draw or loss, how many marks until the end with perfect play, and the moves that keep it.
   * What a proof learns stays in the table, so the next proof nearby is faster.
   *
   * @returns the solution (`proven: false` when the budget ran out first), or `INVALID_STATE`,
   *   `INVALID_OPTIONS`, `INVALID_TIME_LIMIT` or `GAME_OVER`.
   * @example
   * ```ts
   * import { PRESETS, TicTacToeEngine, createSolver, unwrap } from 'tictactoe-engine';
   * const state = unwrap(new TicTacToeEngine().createInitialState(PRESETS['4x4'], [{ id: 'a' }, { id: 'b' }]));
   * const solution = unwrap(createSolver().solve(state, { timeLimit: 2000 }));
   * solution.result; // 'draw': four in a row on 4 × 4 is a draw
   * ```
   */
  solve(state: GameState, options?: SolveOptions): Result<Solution, AIError>;
  /**
   * {@link Solver.solve} in slices of about 10 ms (the first one too, reading the state and the search's setup inside
   * it), with a pause between them, so that a long proof never blocks the event loop (a browser's main thread stays
   * responsive). Unlike `solve`, it looks for no short end first (each slice would start it again): the proof finds
   * the same result anyway, but with `distance: false` not the distance of a short end.
   * `signal` stops it early: its `aborted` is read when the proof starts and at each pause, and nothing else of it.
   *
   * @returns a promise of the solution, or of the errors of {@link Solver.solve}; `INVALID_OPTIONS` also for a
   *   `signal` that is not an object whose `aborted` is a boolean, or whose `aborted` cannot be read, at the start or
   *   at a pause. The promise never rejects.
   */
  solveAsync(state: GameState, options?: SolveAsyncOptions): Promise<Result<Solution, AIError>>;
}

/**
 * Returns a new, empty {@link Solver}.
 *
 * @example
 * ```ts
 * import { TicTacToeAI, createSolver } from 'tictactoe-engine';
 * const solver = createSolver();
 * const bots = [new TicTacToeAI({ solver, seed: 1 }), new TicTacToeAI({ solver, seed: 2 })];
 * solver.size; // 0: it fills as they hint, evaluate, analyze, or play level 6 off its book
 * ```
 */
export function createSolver(): Solver {
  return new PerfectSolver();
}

/** Whether the first solver has sealed the class. */
let sealed = false;

/**
 * The implementation of {@link Solver}: one {@link Searcher} per variant (standard, misère), made
 * on first use. Instances are frozen and the class is sealed (see `seal`): a solver shared between
 * AIs cannot be patched or subclassed to lie to them, and its searchers are reachable only through
 * the static {@link PerfectSolver.searchers}, on a class no caller can reach.
 */
export class PerfectSolver implements Solver {
  #standard: Searcher | undefined;
  #misere: Searcher | undefined;
  /** The searches of other boards than 3 × 3, made on first use. */
  #shapes: ShapeSearches | undefined;

  constructor() {
    Object.freeze(this);
    if (!sealed) {
      sealed = true;
      seal(PerfectSolver, 'INVALID_OPTIONS', 'Solvers are made by createSolver().');
    }
  }

  /**
   * Says whether `value` is a solver made by {@link createSolver}: a brand check, which no Proxy or object made from
   * the prototype passes. Never throws.
   */
  static is(value: unknown): value is PerfectSolver {
    return typeof value === 'object' && value !== null && #standard in value;
  }

  /** Returns the function that gives the searcher of each variant of `solver` (made on first use). */
  static searchers(solver: PerfectSolver): (misere: boolean) => Searcher {
    return (misere) => (misere ? (solver.#misere ??= new Searcher(true)) : (solver.#standard ??= new Searcher(false)));
  }

  /** Returns the searches of `solver` on other boards than 3 × 3 (made on first use). */
  static shapes(solver: PerfectSolver): ShapeSearches {
    return (solver.#shapes ??= new ShapeSearches());
  }

  get size(): number {
    return (this.#standard?.size ?? 0) + (this.#misere?.size ?? 0) + (this.#shapes?.size ?? 0);
  }

  clear(): void {
    this.#standard = this.#misere = this.#shapes = undefined;
  }

  solve(state: GameState, options?: SolveOptions): Result<Solution, AIError> {
    return solveNow(PerfectSolver.shapes(this), state, options, clock);
  }

  solveAsync(state: GameState, options?: SolveAsyncOptions): Promise<Result<Solution, AIError>> {
    return solveLater(PerfectSolver.shapes(this), state, options, clock);
  }
}
