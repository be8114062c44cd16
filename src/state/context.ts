import { err, ok, type EngineError, type SetupErrorCode } from '../errors.js';
import { describe, frozenData, isRecord } from '../internal/describe.js';
import { STANDARD, createLineTable, type Geometry } from '../rules/geometry.js';
import {
  MARKS,
  VARIANTS,
  type GameMetadata,
  type Player,
  type PlayerRef,
  type Result,
  type SeatedPlayer,
  type TicTacToeMove,
  type TicTacToeSettings,
  type Variant,
} from '../types.js';

/**
 * What every state of one game shares by reference: the geometry, the variant, the seated
 * players and the caller's metadata. Built once per game, frozen.
 */
export interface GameContext {
  readonly geometry: Geometry;
  readonly variant: Variant;
  /** The players in the caller's order, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The player refs by mark index: `[X, O]`. */
  readonly refs: readonly [PlayerRef, PlayerRef];
  readonly metadata: GameMetadata;
  /** The first line each mask of marks fills, or -1 (see `createLineTable`). */
  readonly lineTable: Int8Array;
  /**
   * The legal-move lists of this geometry by `emptyMask * 2 + turn`, filled on first use: a memo of
   * constant data (shared frozen arrays of shared frozen moves) that never changes an answer.
   */
  readonly legalMoves: (readonly TicTacToeMove[] | undefined)[];
}

type SetupError = EngineError<SetupErrorCode>;

const EMPTY_METADATA: GameMetadata = Object.freeze({});
const STANDARD_LINES = createLineTable(STANDARD);
const STANDARD_LEGAL: (readonly TicTacToeMove[] | undefined)[] = [];


/** Checks settings and players and returns the context of a new game. Never throws. */
export function createContext(settings: unknown, players: unknown): Result<GameContext, SetupError> {
  const context = readContext(settings, players);
  return 'reason' in context ? err({ code: context.code, message: `Cannot start the game: ${context.reason}.` }) : ok(context);
}

/** Why settings and players make no game: a code, and the reason in a few words (no frame). */
export interface ContextProblem {
  readonly code: SetupErrorCode;
  readonly reason: string;
}

/**
 * Like {@link createContext}, but returns the problem's bare reason, for callers that frame it
 * their own way (a revived state is resumed, not started). Never throws.
 */
export function readContext(settings: unknown, players: unknown): GameContext | ContextProblem {
  try {
    return buildContext(settings, players);
  } catch {
    // A getter or proxy in the caller's objects threw: the input is not plain data.
    return fail('INVALID_SETTINGS', 'the settings or players are not plain data');
  }
}

function buildContext(settings: unknown = {}, players: unknown): GameContext | ContextProblem {
  if (!isRecord(settings)) return fail('INVALID_SETTINGS', `settings must be an object, not ${describe(settings)}`);
  const { variant = 'standard', xPlayerId, metadata } = settings as TicTacToeSettings;
  if (!VARIANTS.includes(variant)) return fail('INVALID_SETTINGS', `unknown variant ${describe(variant)}`);
  // A frozen deep copy: nothing the caller keeps can change a state, and no state can change the caller's object.
  const data = metadata === undefined ? EMPTY_METADATA : frozenData(metadata);
  if (!isRecord(data)) return fail('INVALID_SETTINGS', 'metadata must be a JSON object');
  for (const key of ['gameId', 'createdAt', 'updatedAt']) {
    if (data[key] !== undefined && typeof data[key] !== 'string') return fail('INVALID_SETTINGS', `metadata.${key} must be a string`);
  }
  if (!Array.isArray(players) || players.length !== 2) return fail('INVALID_PLAYERS', 'a game needs two players');
  const seated: Player[] = [];
  for (const [i, player] of players.entries()) {
    const { id, name } = (typeof player === 'object' && player !== null ? player : {}) as Partial<Player>;
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
  const [x, o] = xPlayerId === undefined || xPlayerId === first.id ? [first, second] : [second, first];
  return Object.freeze({
    geometry: STANDARD,
    variant,
    players: Object.freeze(seated.map((player) => Object.freeze({ ...player, symbol: player === x ? 'X' : 'O' }))) as GameContext['players'],
    refs: Object.freeze([x, o].map((player, i) => Object.freeze({ playerId: player.id, symbol: MARKS[i]! }))) as GameContext['refs'],
    metadata: data,
    lineTable: STANDARD_LINES,
    legalMoves: STANDARD_LEGAL,
  });
}

function fail(code: SetupErrorCode, reason: string): ContextProblem {
  return { code, reason };
}
