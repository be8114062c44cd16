// Types of bench/ultimate/uct.mjs, for the tests that import it.
export interface UctPosition {
  readonly board: readonly ('X' | 'O' | null)[];
  readonly forcedBoard: number | null;
  readonly currentPlayer: 'X' | 'O' | null;
  readonly boards?: readonly ('X' | 'O' | 'draw' | null)[];
}
export interface UctRules {
  readonly wonBoards?: 'closed' | 'open';
  readonly drawnBoards?: 'nobody' | 'both';
  readonly tiebreak?: 'none' | 'most-boards';
}
export interface UctPlayer {
  move(position: UctPosition): number;
  readonly stats: { readonly iterations: number };
}
export function createUctPlayer(options: {
  timeMs?: number;
  iterations?: number;
  seed?: number;
  rules?: UctRules;
}): UctPlayer;
export function randomPlayout(options: { seed: number; rules?: UctRules }): {
  moves: number[];
  result: 'X' | 'O' | 'draw';
};
