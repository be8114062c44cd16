import { err, ok, type EngineError, type SetupErrorCode } from '../errors.js';
import { describe, isRecord } from '../internal/describe.js';
import { jsonData, readFields, readList, readOptions } from '../internal/input.js';
import { geometryOf, type Geometry } from '../rules/geometry.js';
import { readRules, type Rules } from '../rules/rules.js';
import { movesOf } from './moves.js';
import { type Mark, type GameMetadata, type Player, type PlayerRef, type Result, type SeatedPlayer, type TicTacToeMove, type Variant } from '../types.js';

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

const EMPTY_METADATA: GameMetadata = Object.freeze({});

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

/** Why settings and players make no game: a code, and the reason in a few words (no frame). */
export interface ContextProblem {
  readonly code: SetupErrorCode;
  readonly reason: string;
}

const SETTINGS = ['rows', 'columns', 'inARow', 'gravity', 'variant', 'xPlayerId', 'metadata'] as const;
const PLAYER = ['id', 'name'] as const;

/**
 * Like {@link createContext}, but returns the problem's bare reason, for callers that frame it
 * their own way (a revived state is resumed, not started). Reads its input once, through the
 * input boundary. Never throws.
 */
export function readContext(settings: unknown, players: unknown): GameContext | ContextProblem {
  const given = readOptions(settings, SETTINGS);
  if (!given) {
    return fail('INVALID_SETTINGS', isRecord(settings) ? 'the settings cannot be read' : `settings must be an object, not ${describe(settings)}`);
  }
  const { xPlayerId, metadata } = given;
  const rules = readRules(given.rows, given.columns, given.inARow, given.gravity, given.variant);
  if (typeof rules === 'string') return fail('INVALID_SETTINGS', rules);
  // A frozen deep copy: nothing the caller keeps can change a state, and no state can change the caller's object.
  const data = metadata === undefined ? EMPTY_METADATA : jsonData(metadata);
  if (!isRecord(data)) return fail('INVALID_SETTINGS', 'metadata must be a JSON object (plain data, each object used once)');
  for (const key of ['gameId', 'createdAt', 'updatedAt']) {
    if (data[key] !== undefined && typeof data[key] !== 'string') return fail('INVALID_SETTINGS', `metadata.${key} must be a string`);
  }
  const list = readList(players, 2);
  if (typeof list === 'string' || list.length !== 2) return fail('INVALID_PLAYERS', 'a game needs two players');
  const seated: Player[] = [];
  for (let i = 0; i < 2; i++) {
    const { id, name } = readFields(list[i], PLAYER) ?? {};
    if (typeof id !== 'string' || id === '' || (name !== undefined && typeof name !== 'string')) {
      return fail('INVALID_PLAYERS', `player ${i} has a bad id or name`);
    }
    seated.push(name === undefined ? { id } : { id, name });
  }
  const [first, second] = seated as [Player, Player];
  if (first.id === second.id) return fail('DUPLICATE_PLAYER', `both players have the id ${describe(first.id)}`);
  if (xPlayerId !== undefined && xPlayerId !== first.id && xPlayerId !== second.id) {
    return fail('UNKNOWN_PLAYER', `xPlayerId ${describe(xPlayerId)} is not a player`);
  }
  const xFirst = xPlayerId === undefined || xPlayerId === first.id;
  const [x, o] = xFirst ? [first, second] : [second, first];
  const geometry = geometryOf(rules);
  return Object.freeze({
    rules,
    geometry,
    variant: rules.variant,
    players: Object.freeze([seat(first, xFirst ? 'X' : 'O'), seat(second, xFirst ? 'O' : 'X')]) as GameContext['players'],
    refs: Object.freeze([Object.freeze({ playerId: x.id, symbol: 'X' }), Object.freeze({ playerId: o.id, symbol: 'O' })]) as GameContext['refs'],
    metadata: data as GameMetadata,
    moves: movesOf(rules.rows, rules.columns),
    legalMoves: memoOf(rules, geometry),
  });
}

/** A player with their mark, written out (no spread): this runs for every new game and every replayed record. */
function seat({ id, name }: Player, symbol: Mark): SeatedPlayer {
  return Object.freeze(name === undefined ? { id, symbol } : { id, name, symbol });
}

function fail(code: SetupErrorCode, reason: string): ContextProblem {
  return { code, reason };
}
