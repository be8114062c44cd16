/**
 * The solver's public proofs: {@link Solver.solve} and {@link Solver.solveAsync} on a game state
 * of any shape, within a budget of time and nodes.
 *
 * @packageDocumentation
 */
import { err, ok } from '../../../core/errors.js';
import { describe } from '../../../core/describe.js';
import { readOptions } from '../../../core/input.js';
import type { Position } from '../state/game-state.js';
import { resolveState } from '../state/revive.js';
import { MARKS, type CellIndex, type Mark, type PlayerResult, type Result } from '../../../core/types.js';
import { prove, type Proof } from '../search/prove.js';
import { UNIT, type Budget } from '../search/search.js';
import type { ShapeSearches } from './shapes.js';
import { CALLED_BACK, callingBack } from '../../../core/callback.js';
import { sharpen } from '../../../core/clock.js';
import type { AIError } from './types.js';

/** The budget of a proof. Without one, a proof stops after one second. */
export interface SolveOptions {
  /**
   * The most milliseconds to spend (`Infinity`: no limit, to prove a small board whatever it takes; unlike the AI's
   * time limits, a proof's is not capped at `MAX_TIME_LIMIT`). Default: 1000.
   */
  readonly timeLimit?: number;
  /**
   * The most positions to visit (a positive integer, or `Infinity`): the proof stops before it visits one more, so
   * {@link Solution.nodes} is never above it. Default: no limit.
   */
  readonly maxNodes?: number;
  /**
   * `false`: prove the result (and the distance, unless `distance: false`) only, not which moves keep them (faster).
   * Default: `true`.
   */
  readonly moves?: boolean;
  /**
   * `false`: prove the result only (win, draw or loss), not in how many moves the game ends. With `moves: false` too,
   * this is the fastest question: on Connect Four's empty board, about three fifths of the time of a proof with the
   * distance. {@link Solution.moves} is then `null` unless the proof finds it anyway (a draw; a short end, which
   * `solve` looks for first and `solveAsync` does not); the best moves, when asked for, are every move that keeps the
   * result, which can take longer to prove than the fastest wins. Default: `true`.
   */
  readonly distance?: boolean;
}

/**
 * A signal to stop a proof, as far as {@link Solver.solveAsync} needs to know it: an `AbortSignal`
 * (`new AbortController().signal`, from the DOM or Node types, or from another realm) fits, and so
 * does any object whose `aborted` is a boolean, such as a polyfill's. The proof reads `aborted` at each
 * pause; it never calls `addEventListener`.
 */
export interface AbortSignalLike {
  /** `true` once the proof should stop. */
  readonly aborted: boolean;
}

/** The budget of {@link Solver.solveAsync}: a {@link SolveOptions}, and a signal to stop it early. */
export interface SolveAsyncOptions extends SolveOptions {
  /** Stops the proof at its next pause (within about 16 ms); the solution then says what was proven. */
  readonly signal?: AbortSignalLike;
}

/** What a proof found about a position, for the player to move. */
export interface Solution {
  /**
   * `true` when the result (and, unless `moves: false` was asked, the moves that keep it) is proven within the budget.
   */
  readonly proven: boolean;
  /** The result for the player to move with perfect play, or `null` when the budget ran out first. */
  readonly result: PlayerResult | null;
  /** The mark that wins with perfect play, `null` for a draw or when not proven. */
  readonly winner: Mark | null;
  /**
   * The marks still to be placed before the game ends with perfect play (the winner as fast as it
   * can, the loser as slowly; for a draw, the empty cells), or `null` when not known within the budget (or not asked
   * for: `distance: false`).
   */
  readonly moves: number | null;
  /**
   * The moves that keep the result (and the distance, when known), by cell; empty when not proven or not asked for
   * (`moves: false`).
   */
  readonly bestMoves: readonly CellIndex[];
  /** The positions visited: at most `maxNodes`. */
  readonly nodes: number;
  /** The milliseconds spent. */
  readonly time: number;
}

/**
 * The most positions a proof of {@link Solver.solve} spends looking for a short end first: enough for a win or a loss
 * in 13 plies of the openings of Pons' Begin-Easy set, a few percent of a proof that lasts seconds.
 */
const SOLVER_SHORT_NODES = 200_000;

/** The time a proof takes at most when no budget is given, in milliseconds. */
export const DEFAULT_SOLVE_TIME = 1000;

/**
 * A pause of the asynchronous proof: at most about this many milliseconds of work between two (a slice ends at the
 * search's next look at the clock, and may grow its table when the time left allows: a few more).
 */
const SLICE = 10;

/** The checked request of a proof: the position and its budget. */
interface Request {
  readonly position: Position;
  readonly timeLimit: number;
  readonly maxNodes: number;
  readonly moves: boolean;
  readonly distance: boolean;
  readonly signal: AbortSignalLike | undefined;
  /** Whether the signal had already stopped the proof when the request was read. */
  readonly aborted: boolean;
}

function fail(code: AIError['code'], message: string): Result<never, AIError> {
  return err({ code, message });
}

/** Reads a request, or says why it cannot be one. */
function readRequest(state: unknown, options: unknown, async: boolean): Request | Result<never, AIError> {
  const position = resolveState(state);
  if (!('context' in position)) return err(position);
  const given = readOptions(
    options,
    async ? ['timeLimit', 'maxNodes', 'moves', 'distance', 'signal'] : ['timeLimit', 'maxNodes', 'moves', 'distance'],
  );
  if (!given)
    return fail(
      'INVALID_OPTIONS',
      `Cannot solve: the options must be an object that can be read, not ${describe(options)}.`,
    );
  const { timeLimit = DEFAULT_SOLVE_TIME, maxNodes = Infinity, moves = true, distance = true, signal } = given;
  if (typeof moves !== 'boolean')
    return fail('INVALID_OPTIONS', `Cannot solve: moves must be a boolean, not ${describe(moves)}.`);
  if (typeof distance !== 'boolean')
    return fail('INVALID_OPTIONS', `Cannot solve: distance must be a boolean, not ${describe(distance)}.`);
  if (!(typeof timeLimit === 'number' && timeLimit >= 0))
    return fail('INVALID_TIME_LIMIT', `Cannot solve: the time limit must be a number ≥ 0, not ${describe(timeLimit)}.`);
  if (!(maxNodes === Infinity || (Number.isInteger(maxNodes) && (maxNodes as number) > 0))) {
    return fail('INVALID_OPTIONS', `Cannot solve: maxNodes must be a positive integer, not ${describe(maxNodes)}.`);
  }
  const aborted = signal === undefined ? false : readAborted(signal);
  if (aborted === undefined) return unreadableSignal(signal);
  if (position.status !== 'in-progress') return fail('GAME_OVER', 'Cannot solve: the game is over.');
  const signalLike = signal as AbortSignalLike;
  return { position, timeLimit, maxNodes: maxNodes as number, moves, distance, signal: signalLike, aborted };
}

/**
 * Reads a signal's `aborted` once (the only thing ever read of it): a boolean, or `undefined` when the signal is not an
 * object, its `aborted` is not a boolean, or reading it throws (a getter, a Proxy's trap, a revoked Proxy).
 */
function readAborted(signal: unknown): boolean | undefined {
  if (typeof signal !== 'object' || signal === null) return undefined;
  try {
    const aborted = (signal as AbortSignalLike).aborted;
    return typeof aborted === 'boolean' ? aborted : undefined;
  } catch {
    return undefined;
  }
}

const unreadableSignal = (signal: unknown): Result<never, AIError> =>
  fail(
    'INVALID_OPTIONS',
    `Cannot solve: signal must be an object whose aborted is a boolean (an AbortSignal), not ${describe(signal)}` +
      ' or one whose aborted cannot be read.',
  );

/** What a proof stopped before its first position has proven. */
const NOTHING: Proof = { result: null, value: null, best: [], nodes: 0, complete: false };

/** The solution a proof makes of a position. */
function solutionOf(position: Position, proof: Proof, nodes: number, time: number): Solution {
  const { turn, count, context } = position;
  const size = context.geometry.size;
  const proven = proof.complete;
  const result = proof.result === null ? null : proof.result > 0 ? 'win' : proof.result < 0 ? 'loss' : 'draw';
  const winner = result === 'win' ? MARKS[turn] : result === 'loss' ? MARKS[1 - turn]! : null;
  // A value of (size + 1 − E) × UNIT: the game ends with E marks on the board.
  const moves =
    proof.value === null ? null : proof.value === 0 ? size - count : size + 1 - Math.abs(proof.value) / UNIT - count;
  return {
    proven,
    result,
    winner,
    moves,
    bestMoves: proven ? [...proof.best].sort((a, b) => a - b) : [],
    nodes,
    time: Math.round(time * 100) / 100,
  };
}

/** {@link Solver.solve}. */
export function solveNow(
  shapes: ShapeSearches,
  state: unknown,
  options: unknown,
  now: () => number,
): Result<Solution, AIError> {
  // The time counts from the call: reading the state and the options is inside it.
  const start = now();
  const request = readRequest(state, options, false);
  if ('ok' in request) return request;
  if (callingBack()) return err({ code: 'INVALID_OPTIONS', message: `Cannot solve: ${CALLED_BACK}.` });
  const { position, timeLimit, maxNodes, moves, distance } = request;
  // The solution's time in fractions of a millisecond, with no time limit too (a proof's budget has no deadline then).
  sharpen(now, timeLimit);
  const search = shapes.get(position.context.rules, position).search;
  const before = search.nodes;
  // A proof that has the time looks further for a short end (a win or a loss in up to 15 plies) first.
  const budget = { nodes: before + maxNodes, deadline: start + timeLimit, now };
  const proof = prove(search, budget, distance, moves, SOLVER_SHORT_NODES);
  return ok(solutionOf(position, proof, search.nodes - before, now() - start));
}

/** {@link Solver.solveAsync}: the proof in slices of about 10 ms, each resumed from what the table learnt. */
export async function solveLater(
  shapes: ShapeSearches,
  state: unknown,
  options: unknown,
  now: () => number,
): Promise<Result<Solution, AIError>> {
  const start = now();
  const request = readRequest(state, options, true);
  if ('ok' in request) return request;
  if (callingBack()) return err({ code: 'INVALID_OPTIONS', message: `Cannot solve: ${CALLED_BACK}.` });
  const { position, timeLimit, maxNodes, moves, distance, signal } = request;
  if (request.aborted) return ok(solutionOf(position, NOTHING, 0, 0));
  let nodes = 0;
  // Held for the whole proof, so that what it learns stays even if the solver's cache drops it.
  const shapeSearch = shapes.get(position.context.rules, position);
  const { search } = shapeSearch;
  // The first slice counts from the call: the search's setup (its tables, the position) is inside it.
  let sliceStart = start;
  for (;;) {
    // The position is loaded again each slice: another proof may have used the search meanwhile.
    shapeSearch.load(position);
    const before = search.nodes;
    const slice: Budget = {
      nodes: before + (maxNodes - nodes),
      deadline: Math.min(sliceStart + SLICE, start + timeLimit),
      now,
    };
    // No short end looked for first: each slice would start it again, and the proof finds it anyway (the distance
    // included, unless `distance: false`).
    const proof = prove(search, slice, distance, moves, 0);
    nodes += search.nodes - before;
    const spent = now() - start;
    if (proof.complete || !(spent < timeLimit) || nodes >= maxNodes)
      return ok(solutionOf(position, proof, nodes, spent));
    await new Promise((resolve) => setTimeout(resolve, 0));
    sliceStart = now();
    // The signal is read at each pause, and only then.
    const aborted = signal === undefined ? false : readAborted(signal);
    if (aborted === undefined) return unreadableSignal(signal);
    if (aborted) return ok(solutionOf(position, proof, nodes, now() - start));
  }
}
