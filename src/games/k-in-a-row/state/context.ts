import { err, ok, type EngineError, type SetupErrorCode } from '../../../core/errors.js';
import { describe, isArray, isRecord } from '../../../core/describe.js';
import { checkPlayers, readMetadata, seatPlayers, type ContextProblem } from '../../../core/seating.js';
import { geometryOf, type Geometry } from '../rules/geometry.js';
import { readRules, type Rules } from '../rules/rules.js';
import { movesOf } from './moves.js';
import type { GameMetadata, PlayerRef, Result, SeatedPlayer, TicTacToeMove, Variant } from '../../../core/types.js';

/**
 * What every state of one game shares by reference: the rules and their geometry, the seated
 * players and the caller's metadata. Built once per game, frozen.
 */
export interface GameContext {
  readonly rules: Rules;
  readonly geometry: Geometry;
  /** The variant of the rules (read on every move). */
  readonly variant: Variant;
  /** The players in the caller's order, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The player refs by mark index: `[X, O]`. */
  readonly refs: readonly [PlayerRef, PlayerRef];
  readonly metadata: GameMetadata;
  /** The moves of this board, shared and frozen: `moves[markIndex][cell]`. */
  readonly moves: readonly (readonly TicTacToeMove[])[];
  /**
   * On boards of up to 16 cells, the legal-move lists by `occupied * 2 + turn`, filled on first
   * use: a memo of constant data (shared frozen arrays of shared frozen moves) that never changes
   * an answer. `undefined` on larger boards.
   */
  readonly legalMoves: (readonly TicTacToeMove[] | undefined)[] | undefined;
}

type SetupError = EngineError<SetupErrorCode>;

/** The legal-move memo of each set of rules on boards of up to 16 cells: shared by every game of those rules. */
const memos = new WeakMap<Rules, (readonly TicTacToeMove[] | undefined)[]>();

function memoOf(rules: Rules, geometry: Geometry): GameContext['legalMoves'] {
  if (geometry.size > 16) return undefined;
  let memo = memos.get(rules);
  if (memo === undefined) memos.set(rules, (memo = []));
  return memo;
}

/** Checks settings and players and returns the context of a new game. Never throws. */
export function createContext(settings: unknown, players: unknown): Result<GameContext, SetupError> {
  const context = readContext(settings, players);
  return 'reason' in context
    ? err({
        code: context.code,
        message: `Cannot start the game: ${context.reason}.`,
      })
    : ok(context);
}

/**
 * The context of the last game started without metadata, with what it was made from: a new game
 * with the same rules, players and first player shares it (a context is frozen data), so that a
 * loop of new games pays for reading its input, not for building it again.
 */
let last:
  | {
      rules: Rules;
      first: string;
      firstName: unknown;
      second: string;
      secondName: unknown;
      xFirst: boolean;
      context: GameContext;
    }
  | undefined;

/**
 * Like {@link createContext}, but returns the problem's bare reason, for callers that frame it
 * their own way (a revived state is resumed, not started). Reads each field of its input once,
 * without the input boundary's copies: this runs for every new game. Never throws.
 */
export function readContext(settings: unknown, players: unknown): GameContext | ContextProblem {
  let rows: unknown, columns: unknown, inARow: unknown, gravity: unknown, variant: unknown;
  let xPlayerId: unknown, metadata: unknown;
  if (settings !== undefined) {
    if (!isRecord(settings)) return fail('INVALID_SETTINGS', `settings must be an object, not ${describe(settings)}`);
    try {
      ({ rows, columns, inARow, gravity, variant, xPlayerId, metadata } = settings);
    } catch {
      return fail('INVALID_SETTINGS', 'the settings cannot be read');
    }
  }
  const rules = readRules(rows, columns, inARow, gravity, variant);
  if (typeof rules === 'string') return fail('INVALID_SETTINGS', rules);
  // Read here rather than by readPlayers: no object is made on this path, which every new game takes.
  let first: unknown, second: unknown, firstName: unknown, secondName: unknown;
  try {
    if (!isArray(players) || players.length !== 2) return fail('INVALID_PLAYERS', 'a game needs two players');
    const a: unknown = players[0];
    const b: unknown = players[1];
    if (!isRecord(a) || !isRecord(b)) return fail('INVALID_PLAYERS', 'a game needs two players');
    ({ id: first, name: firstName } = a);
    ({ id: second, name: secondName } = b);
  } catch {
    return fail('INVALID_PLAYERS', 'the players cannot be read');
  }
  const xFirst = checkPlayers(first, firstName, second, secondName, xPlayerId);
  if (typeof xFirst !== 'boolean') return xFirst;
  const memo = last;
  if (
    metadata === undefined &&
    memo !== undefined &&
    memo.rules === rules &&
    memo.first === first &&
    memo.second === second &&
    memo.firstName === firstName &&
    memo.secondName === secondName &&
    memo.xFirst === xFirst
  ) {
    return memo.context;
  }
  const read = readMetadata(metadata);
  if (!('metadata' in read)) return read;
  const { players: seated, refs } = seatPlayers({ first, firstName, second, secondName }, xFirst);
  const geometry = geometryOf(rules);
  const context: GameContext = Object.freeze({
    rules,
    geometry,
    variant: rules.variant,
    players: seated,
    refs,
    metadata: read.metadata,
    moves: movesOf(rules.rows, rules.columns),
    legalMoves: memoOf(rules, geometry),
  });
  if (metadata === undefined) {
    last = { rules, first: first as string, firstName, second: second as string, secondName, xFirst, context };
  }
  return context;
}

function fail(code: SetupErrorCode, reason: string): ContextProblem {
  return { code, reason };
}
