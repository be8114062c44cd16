/**
 * The players and metadata of a new game, read and checked the same way for every game: two
 * players with distinct non-empty string ids (and optional string names), who plays X, and the
 * caller's metadata as a frozen deep copy of JSON data.
 *
 * @packageDocumentation
 */
import { describe, isArray, isRecord } from './describe.js';
import { jsonData } from './input.js';
import type { SetupErrorCode } from './errors.js';
import type { GameMetadata, Mark, PlayerRef, SeatedPlayer } from './types.js';

/** Why settings and players make no game: a code, and the reason in a few words (no frame). */
export interface ContextProblem {
  readonly code: SetupErrorCode;
  readonly reason: string;
}

/** The two players as given: ids and names, read once, not yet checked. */
export interface GivenPlayers {
  readonly first: unknown;
  readonly firstName: unknown;
  readonly second: unknown;
  readonly secondName: unknown;
}

/** The players of a game, seated: in the caller's order, and by mark (`refs[0]` is X). */
export interface Seating {
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  readonly refs: readonly [PlayerRef, PlayerRef];
}

/** A problem of the setup. */
export function problem(code: SetupErrorCode, reason: string): ContextProblem {
  return { code, reason };
}

/** The empty metadata, shared. */
export const EMPTY_METADATA: GameMetadata = Object.freeze({});

/** Reads the two players' ids and names once each, or says why there are not two players. */
export function readPlayers(players: unknown): GivenPlayers | ContextProblem {
  try {
    if (!isArray(players) || players.length !== 2) return problem('INVALID_PLAYERS', 'a game needs two players');
    const a: unknown = players[0];
    const b: unknown = players[1];
    if (!isRecord(a) || !isRecord(b)) return problem('INVALID_PLAYERS', 'a game needs two players');
    const { id: first, name: firstName } = a;
    const { id: second, name: secondName } = b;
    return { first, firstName, second, secondName };
  } catch {
    return problem('INVALID_PLAYERS', 'the players cannot be read');
  }
}

/**
 * Checks the players read by {@link readPlayers} (their ids and names, positional: this runs for
 * every new game) and who plays X (`xPlayerId`: the first player when absent); returns whether the
 * first player plays X, or the problem.
 */
export function checkPlayers(
  first: unknown,
  firstName: unknown,
  second: unknown,
  secondName: unknown,
  xPlayerId: unknown,
): boolean | ContextProblem {
  const bad = badPlayer(first, firstName) ? 0 : badPlayer(second, secondName) ? 1 : -1;
  if (bad >= 0) return problem('INVALID_PLAYERS', `player ${bad} has a bad id or name`);
  if (first === second) return problem('DUPLICATE_PLAYER', `both players have the id ${describe(first)}`);
  if (xPlayerId !== undefined && xPlayerId !== first && xPlayerId !== second)
    return problem('UNKNOWN_PLAYER', `xPlayerId ${describe(xPlayerId)} is not a player`);
  return xPlayerId === undefined || xPlayerId === first;
}

/** Seats checked players: each with their mark, in the caller's order and by mark. */
export function seatPlayers(given: GivenPlayers, xFirst: boolean): Seating {
  const one = seat(given.first as string, given.firstName as string | undefined, xFirst ? 'X' : 'O');
  const two = seat(given.second as string, given.secondName as string | undefined, xFirst ? 'O' : 'X');
  const [x, o] = xFirst ? [one, two] : [two, one];
  return {
    players: Object.freeze([one, two]) as Seating['players'],
    // Internal, so not frozen: V8 reads a frozen array's items several times slower.
    refs: [
      Object.freeze({ playerId: x.id, symbol: 'X' }),
      Object.freeze({ playerId: o.id, symbol: 'O' }),
    ] as Seating['refs'],
  };
}

/**
 * Reads the caller's metadata: a frozen deep copy of JSON data, with string ids and dates (in a
 * wrapper: the caller's metadata may hold any key, `code` and `reason` included).
 */
export function readMetadata(metadata: unknown): { readonly metadata: GameMetadata } | ContextProblem {
  if (metadata === undefined) return { metadata: EMPTY_METADATA };
  // A frozen deep copy: nothing the caller keeps can change a state, and no state can change the caller's object.
  const data = jsonData(metadata);
  if (!isRecord(data))
    return problem('INVALID_SETTINGS', 'metadata must be a JSON object (plain data, each object used once)');
  for (const key of ['gameId', 'createdAt', 'updatedAt']) {
    if (data[key] !== undefined && typeof data[key] !== 'string')
      return problem('INVALID_SETTINGS', `metadata.${key} must be a string`);
  }
  return { metadata: data as GameMetadata };
}

function badPlayer(id: unknown, name: unknown): boolean {
  return typeof id !== 'string' || id === '' || (name !== undefined && typeof name !== 'string');
}

/** A player with their mark, written out (no spread): this runs for every new game and every replayed record. */
function seat(id: string, name: string | undefined, symbol: Mark): SeatedPlayer {
  return Object.freeze(name === undefined ? { id, symbol } : { id, name, symbol });
}
