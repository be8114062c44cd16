/**
 * The checks of the k-in-a-row AI's arguments: the state, the player and the turn (the checks every
 * game's AI shares are in `core/ai-checks.ts`).
 *
 * @packageDocumentation
 */
import { TicTacToeError } from '../../../core/errors.js';
import type { Position } from '../state/game-state.js';
import { resolveState } from '../state/revive.js';
import { turnError } from '../../../core/ai-checks.js';
import type { AIError } from './types.js';

/** Returns the position of a state, or throws `INVALID_STATE` (for methods without an error channel). */
export function positionOrThrow(state: unknown): Position {
  const position = resolveState(state);
  if (!('context' in position)) throw new TicTacToeError(position);
  return position;
}

/** Returns the mark index of `playerId` in the game, or `undefined`. */
export function markOf(position: Position, playerId: unknown): 0 | 1 | undefined {
  const { refs } = position.context;
  return refs[0].playerId === playerId ? 0 : refs[1].playerId === playerId ? 1 : undefined;
}

/** Returns why `playerId` may not move now, or `undefined` when they may. */
export function checkTurn(position: Position, playerId: unknown): AIError | undefined {
  const { status, turn, context } = position;
  const mover = context.refs[turn];
  // The common case first, without looking the player up: the hot path of every move.
  if (status === 'in-progress' && mover.playerId === playerId) return undefined;
  return turnError(status, mover, markOf(position, playerId) !== undefined, playerId);
}
