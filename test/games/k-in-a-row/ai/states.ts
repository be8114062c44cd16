// The library's side of the AI tests: game states of the oracle's boards, played by 'xavier' (X)
// and 'olga' (O). Kept apart from ./oracle.ts, which imports nothing from src/.
import { TicTacToeEngine, unwrap, type GameState } from '../../../../src/index.js';
import type { Variant } from './oracle.js';

export const PLAYERS = [{ id: 'xavier' }, { id: 'olga' }] as const;
export const engine = new TicTacToeEngine();

/** Returns the state of a board text, with X played by 'xavier'. */
export function stateOf(text: string, variant: Variant): GameState {
  return unwrap(engine.fromSetup(text, { variant }, PLAYERS));
}

/** The id of the player of a mark. */
export function playerOf(mark: 'X' | 'O'): string {
  return mark === 'X' ? 'xavier' : 'olga';
}
