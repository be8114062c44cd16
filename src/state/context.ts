import { err, ok, type EngineError, type SetupErrorCode } from '../errors.js';
import { describe, frozenData } from '../internal/describe.js';
import { STANDARD, createLineTable, type Geometry } from '../rules/geometry.js';
import {
  VARIANTS,
  type GameMetadata,
  type Mark,
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

/** Returns the mark index (0 for X, 1 for O) of `symbol`. */
export function markIndex(symbol: Mark): 0 | 1 {
  return symbol === 'X' ? 0 : 1;
}

/** Checks settings and players and returns the context of a new game. Never throws. */
export function createContext(settings: unknown, players: unknown): Result<GameContext, SetupError> {
  try {
    return buildContext(settings, players);
  } catch {
    // A getter or proxy in the caller's objects threw: the input is not plain data.
    return fail('INVALID_SETTINGS', 'the settings or players could not be read as plain data');
  }
}

function buildContext(settings: unknown, players: unknown): Result<GameContext, SetupError> {
  if (settings === undefined) settings = {};
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return fail('INVALID_SETTINGS', `settings must be an object (pass {} for the defaults), not ${describe(settings)}`);
  }
  const { variant = 'standard', xPlayerId, metadata } = settings as TicTacToeSettings;
  if (!(VARIANTS as readonly unknown[]).includes(variant)) {
    return fail('INVALID_SETTINGS', `variant must be ${VARIANTS.map((v) => `'${v}'`).join(' or ')}, not ${describe(variant)}`);
  }
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))) {
    return fail('INVALID_SETTINGS', `metadata must be an object, not ${describe(metadata)}`);
  }
  // A frozen deep copy: nothing the caller keeps can change a state, and no state can change the caller's object.
  const data = metadata === undefined ? EMPTY_METADATA : (frozenData(metadata) as GameMetadata | undefined);
  if (data === undefined) {
    return fail('INVALID_SETTINGS', 'metadata must hold plain JSON data (objects, arrays, strings, finite numbers, booleans, null)');
  }
  for (const key of ['gameId', 'createdAt', 'updatedAt'] as const) {
    if (data[key] !== undefined && typeof data[key] !== 'string') {
      return fail('INVALID_SETTINGS', `metadata.${key} must be a string, not ${describe(data[key])}`);
    }
  }
  if (!Array.isArray(players) || players.length !== 2) {
    return fail('INVALID_PLAYERS', `a game needs exactly two players, not ${Array.isArray(players) ? players.length : describe(players)}`);
  }
  const seated: Player[] = [];
  for (const [i, player] of players.entries()) {
    if (typeof player !== 'object' || player === null) {
      return fail('INVALID_PLAYERS', `player ${i} must be an object with an id, not ${describe(player)}`);
    }
    const { id, name } = player as Player;
    if (typeof id !== 'string' || id.length === 0) {
      return fail('INVALID_PLAYERS', `player ${i} needs a non-empty string id, not ${describe(id)}`);
    }
    if (name !== undefined && typeof name !== 'string') {
      return fail('INVALID_PLAYERS', `player ${i}'s name must be a string, not ${describe(name)}`);
    }
    seated.push(name === undefined ? { id } : { id, name });
  }
  const [first, second] = seated as [Player, Player];
  if (first.id === second.id) return fail('DUPLICATE_PLAYER', `both players have the id "${first.id}"`);
  if (xPlayerId !== undefined && xPlayerId !== first.id && xPlayerId !== second.id) {
    return fail('UNKNOWN_PLAYER', `xPlayerId ${describe(xPlayerId)} is neither player's id`);
  }
  const firstIsX = xPlayerId === undefined || xPlayerId === first.id;
  const a = Object.freeze({ ...first, symbol: firstIsX ? 'X' : 'O' } as SeatedPlayer);
  const b = Object.freeze({ ...second, symbol: firstIsX ? 'O' : 'X' } as SeatedPlayer);
  const [x, o] = firstIsX ? [a, b] : [b, a];
  return ok(
    Object.freeze({
      geometry: STANDARD,
      variant: variant as Variant,
      players: Object.freeze([a, b] as const),
      refs: Object.freeze([
        Object.freeze({ playerId: x.id, symbol: 'X' as const }),
        Object.freeze({ playerId: o.id, symbol: 'O' as const }),
      ] as const),
      metadata: data,
      lineTable: STANDARD_LINES,
      legalMoves: STANDARD_LEGAL,
    }),
  );
}

function fail(code: SetupErrorCode, message: string): Result<never, SetupError> {
  return err({ code, message: `Cannot start the game: ${message}.` });
}
