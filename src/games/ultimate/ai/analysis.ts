/**
 * The analysis of an Ultimate game: each move graded by the drop of the mover's winning chance
 * (proven where the exact solver reaches), and each player's accuracy.
 *
 * @packageDocumentation
 */
import { CLASSIFICATIONS, playerRecord, type MoveClassification, type PlayerAnalysis } from '../../../core/analysis.js';
import { MARKS, type GameStatus, type Mark } from '../../../core/types.js';
import type { UltimateMove } from '../moves.js';
import type { UltimateRules } from '../rules.js';

/** What a search found of a position, for the player to move: the evaluation an analysis compares. */
export interface Judged {
  /** The expected score of the player to move (1 a win, ½ a draw, 0 a loss). */
  readonly chance: number;
  /** `'win'`, `'loss'` or `'draw'` for the player to move when proven, else `null`. */
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /** The moves to the end when the exact solver proved a win or a loss, else `null`. */
  readonly plies: number | null;
  /** The search's best move (`board × 9 + cell`), or −1 when the game is over. */
  readonly best: number;
}

/** One analyzed move. Chances are the mover's: before the move (with the best move) and after it. */
export interface UltimateMoveAnalysis {
  /** The move's index in the game's history, from 0. */
  readonly ply: number;
  /** The mover's mark. */
  readonly symbol: Mark;
  /** The mover's id, or `null` when a bare move list was analyzed. */
  readonly playerId: string | null;
  /** The move played. */
  readonly move: UltimateMove;
  /** Its square (`'e5'`). */
  readonly square: string;
  /** The mover's expected score before the move, with the best move the search found (1 a win, ½ a draw, 0 a loss). */
  readonly before: number;
  /** The mover's expected score after the move played. */
  readonly after: number;
  /** The move the search found best, as a square. */
  readonly bestMove: string;
  /** How good the move was (see {@link UltimateGameAnalysis}). */
  readonly classification: MoveClassification;
  /** `true` when both values are proven (near the end, where the exact solver reaches). */
  readonly proven: boolean;
}

/**
 * The analysis of an Ultimate game. A move is graded by the drop of the mover's expected score
 * from `before` to `after`: `best` when it is the search's best move or drops less than 0.02 (the
 * noise of an estimate), `inaccuracy` below 0.05, `mistake` below 0.2, `blunder` from 0.2 (the
 * thresholds of the k-in-a-row analysis, on a chance's scale). When both values are proven, the
 * result decides: a win or a draw kept is `best` (a slower win or a faster loss, when the solver
 * measured both, an `inaccuracy`), a win thrown into a draw a `mistake`, a loss from a draw or a win a `blunder`.
 */
export interface UltimateGameAnalysis {
  /** The rules the game was played by. */
  readonly rules: UltimateRules;
  /** The status after the last move. */
  readonly status: GameStatus;
  /** The winning mark, or `null` (a draw, or a game in progress). */
  readonly winner: Mark | null;
  /** Every move of the game, in order. */
  readonly moves: readonly UltimateMoveAnalysis[];
  /** X's record, then O's. */
  readonly players: readonly [PlayerAnalysis, PlayerAnalysis];
}

const RANK = { loss: 0, draw: 1, win: 2 } as const;
const FLIP = { win: 'loss', loss: 'win', draw: 'draw' } as const;

/**
 * Grades a move (`played`) from the judgement of the position before it (`before`, for the mover)
 * and after it (`after`, for the opponent, who is then to move): the index of its classification
 * in {@link CLASSIFICATIONS}, with both chances for the mover and whether both are proven.
 */
export function grade(
  played: number,
  before: Judged,
  after: Judged,
): { kind: number; before: number; after: number; proven: boolean } {
  const after4mover = after.proven === null ? null : FLIP[after.proven];
  const chanceBefore = before.chance;
  const chanceAfter = 1 - after.chance;
  if (before.proven !== null && after4mover !== null) {
    const drop = RANK[before.proven] - RANK[after4mover];
    let kind = drop <= 0 ? 0 : before.proven === 'win' && after4mover === 'draw' ? 2 : 3;
    // The same result, at a worse distance: a slower win or a faster loss.
    const plies = after.plies === null ? null : after.plies + 1;
    if (kind === 0 && before.plies !== null && plies !== null && before.proven === after4mover)
      if (before.proven === 'win' ? plies > before.plies : before.proven === 'loss' && plies < before.plies) kind = 1;
    return { kind, before: chanceBefore, after: chanceAfter, proven: true };
  }
  const drop = played === before.best ? 0 : chanceBefore - chanceAfter;
  const kind = drop < 0.02 ? 0 : drop < 0.05 ? 1 : drop < 0.2 ? 2 : 3;
  return { kind, before: chanceBefore, after: chanceAfter, proven: false };
}

/** The analysis from its analyzed moves, with each player's record. */
export function gameAnalysis(
  rules: UltimateRules,
  status: GameStatus,
  winner: Mark | null,
  moves: readonly UltimateMoveAnalysis[],
  ids: readonly [string, string] | null,
): UltimateGameAnalysis {
  const counts = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  for (const { symbol, classification } of moves)
    counts[MARKS.indexOf(symbol)]![CLASSIFICATIONS.indexOf(classification)]!++;
  const players = [0, 1].map((turn) => playerRecord(MARKS[turn]!, ids ? ids[turn]! : null, counts[turn]!));
  return Object.freeze({
    rules,
    status,
    winner,
    moves: Object.freeze(moves),
    players: Object.freeze(players) as unknown as readonly [PlayerAnalysis, PlayerAnalysis],
  });
}
