// Games of Ultimate for the CLI's tests, found by seeded random play of the oracle (no code from
// src/): a win by a line of boards, a draw, a win by the tiebreak, a free move next to a closed board.
import { OracleGame, oracleSquare, STANDARD, type OracleRules } from '../support/ultimate-oracle.js';
import { seeded as random } from '../support/seeded.js';

/** A random game played to its end under `rules` from `seed`: its moves, in order. */
export function randomGame(seed: number, rules: OracleRules = STANDARD): number[] {
  const next = random(seed);
  const game = new OracleGame(rules);
  const moves: number[] = [];
  while (game.result === null) {
    const legal = game.legal();
    const move = legal[Math.floor(next() * legal.length)]!;
    game.play(move);
    moves.push(move);
  }
  return moves;
}

/** The oracle's game after `moves`. */
export function replayOracle(moves: readonly number[], rules: OracleRules = STANDARD): OracleGame {
  const game = new OracleGame(rules);
  for (const move of moves) game.play(move);
  return game;
}

/** The first random game (seeds 1, 2 …) whose end `wanted` accepts. */
export function findGame(wanted: (game: OracleGame) => boolean, rules: OracleRules = STANDARD): number[] {
  return findMoves((moves) => wanted(replayOracle(moves, rules)), rules);
}

/** The first random game (seeds 1, 2 …) whose moves `wanted` accepts. */
export function findMoves(wanted: (moves: readonly number[]) => boolean, rules: OracleRules = STANDARD): number[] {
  for (let seed = 1; seed < 10_000; seed++) {
    const moves = randomGame(seed, rules);
    if (wanted(moves)) return moves;
  }
  throw new Error('no such game in 10,000 seeds');
}

/** The moves as the CLI's `moves` field writes them: squares, a space between. */
export const squares = (moves: readonly number[]): string => moves.map(oracleSquare).join(' ');

/**
 * A position string as the UGI engines write it, from the oracle: the ranks from the top (`x`, `o`,
 * digits for runs of empty cells), the player to move, the marks, the last move or `0000`.
 */
export function positionString(game: OracleGame, last: number | undefined): string {
  const ranks: string[] = [];
  for (let row = 0; row < 9; row++) {
    let rank = '';
    let empty = 0;
    for (let col = 0; col < 9; col++) {
      const move = (Math.floor(row / 3) * 3 + Math.floor(col / 3)) * 9 + (row % 3) * 3 + (col % 3);
      const mark = game.cells[move] ?? null;
      if (mark === null) empty++;
      else {
        rank += (empty > 0 ? String(empty) : '') + mark.toLowerCase();
        empty = 0;
      }
    }
    ranks.push(rank + (empty > 0 ? String(empty) : ''));
  }
  const marks = game.cells.filter((mark) => mark !== null).length;
  return `${ranks.join('/')} ${game.toMove} ${marks} ${last === undefined ? '0000' : oracleSquare(last)}`;
}

/**
 * The moves of a game up to a free move (the player to move may play in any open board) while a
 * board is closed by a win with an empty cell: `closed` is that cell, a move the CLI must refuse.
 */
export function freeMoveBesideClosedBoard(): { readonly moves: number[]; readonly closed: number } {
  for (let seed = 1; seed < 10_000; seed++) {
    const all = randomGame(seed);
    const game = new OracleGame();
    for (const move of all) {
      game.play(move);
      if (game.result !== null || game.forced !== null) continue;
      const closed = game.cells.findIndex(
        (mark, cell) =>
          mark === null && game.closed(Math.floor(cell / 9)) && game.locals[Math.floor(cell / 9)] !== 'draw',
      );
      if (closed >= 0) return { moves: all.slice(0, game.moves), closed };
    }
  }
  throw new Error('no such position in 10,000 seeds');
}
