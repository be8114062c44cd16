// The definitions of the Ultimate AI's tactical levels, written over the rules oracle (no code
// from src/): what a move takes or blocks, its risk, level 2's and level 3's choices, and the
// "robust" opponent model (half a random move, half level 3's). The tests of the levels, the hints
// and level 6's play to win check the library against them.
import { LINES, type OracleGame, type OracleMark } from './ultimate-oracle.js';

export const other = (mark: OracleMark): OracleMark => (mark === 'X' ? 'O' : 'X');

/** Whether `mark` would hold a line on board `b` with a mark at `move` too. */
export function lineWith(game: OracleGame, mark: OracleMark, move: number): boolean {
  const b = Math.floor(move / 9);
  const has = (c: number): boolean => b * 9 + c === move || game.cells[b * 9 + c] === mark;
  return LINES.some((line) => line.every(has));
}

/** The move takes a local board without a result yet for the player to move. */
export const takes = (game: OracleGame, move: number): boolean =>
  game.locals[Math.floor(move / 9)] === null && lineWith(game, game.toMove, move);
/** The move is on the cell where the opponent would take a local board without a result yet. */
export const blocks = (game: OracleGame, move: number): boolean =>
  game.locals[Math.floor(move / 9)] === null && lineWith(game, other(game.toMove), move);
export const played = (game: OracleGame, move: number): OracleGame => {
  const next = game.clone();
  next.play(move);
  return next;
};
/** The player to move can win the game with one move. */
export const canWin = (game: OracleGame): boolean => game.legal().some((m) => played(game, m).result === game.toMove);

/**
 * Level 3's risk of a move, from its definition; `leaveOut` drops a part of it (for the readings
 * that a test must tell apart from the definition).
 */
export function risk(game: OracleGame, move: number, leaveOut: 'free' | 'board' | 'game' | null = null): number {
  const next = played(game, move);
  if (next.result !== null) return 0;
  if (leaveOut !== 'game' && canWin(next)) return 2;
  const free = leaveOut !== 'free' && next.forced === null;
  const board = leaveOut !== 'board' && next.legal().some((m) => takes(next, m));
  return free || board ? 1 : 0;
}

/** Level 2's choices among `moves`. */
export function level2Choices(game: OracleGame, moves: number[]): number[] {
  const wins = moves.filter((m) => takes(game, m));
  if (wins.length > 0) return wins;
  const blocking = moves.filter((m) => blocks(game, m));
  return blocking.length > 0 ? blocking : moves;
}

export function level3Choices(game: OracleGame, risky = risk): number[] {
  const legal = game.legal();
  const risks = legal.map((m) => risky(game, m));
  const least = Math.min(...risks);
  return level2Choices(
    game,
    legal.filter((_, i) => risks[i] === least),
  );
}

/**
 * The chance of each legal move of the player to move under the robust model: half of it spread
 * evenly over the legal moves, half over level 3's choices.
 */
export function robustChances(game: OracleGame): Map<number, number> {
  const legal = game.legal();
  const choices = level3Choices(game);
  return new Map(legal.map((m) => [m, 0.5 / legal.length + (choices.includes(m) ? 0.5 / choices.length : 0)]));
}
