/**
 * Ultimate hints: the reason a move is good, in the game's own terms, and the hint's English. The
 * move is the search's; this only names why, from what the move does at once and what the search
 * proved.
 *
 * @packageDocumentation
 */
import { estimateGrade } from '../../../core/estimate.js';
import { MARKS, type Mark } from '../../../core/types.js';
import type { UltimateMove } from '../moves.js';
import type { SearchBoard } from './board.js';
import type { UltimateHintReason } from './reasons.js';
import { blocksBoard, consequence, winsBoard } from './tactics.js';

export { ULTIMATE_HINT_REASONS, type UltimateHintReason } from './reasons.js';

/** What the search found of one legal move, for the player to move. */
export interface UltimateRankedMove {
  /** The move, ready for `applyMove`. */
  readonly move: UltimateMove;
  /** Its square (`'e5'`). */
  readonly square: string;
  /**
   * The mover's expected score after it (1 a win, ½ a draw, 0 a loss), or `null` when the search
   * did not reach it (a very short time limit).
   */
  readonly chance: number | null;
  /** `'win'`, `'loss'` or `'draw'` for the mover when proven, else `null`. */
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /**
   * The moves to the end with best play, this one included, when the exact solver proved a win or
   * a loss; else `null`.
   */
  readonly plies: number | null;
  /** The search's visits of the move (0 when the exact solver valued it): how much its chance is worth. */
  readonly visits: number;
  /** `true` for the hinted move. */
  readonly best: boolean;
}

/** What a hint says of the position: the value of its move, for the player hinted. */
export interface UltimateHintValue {
  /** The expected score with the hinted move: 1 a win, ½ a draw, 0 a loss. */
  readonly chance: number;
  /** `'win'`, `'loss'` or `'draw'` when proven, else `null` (an estimate). */
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /** The moves to the end with best play when the exact solver proved a win or a loss; else `null`. */
  readonly plies: number | null;
}

/** A hint of {@link UltimateAI.getHint}: the move, why, what it leads to, and every legal move valued. */
export interface UltimateHint extends UltimateHintValue {
  /** The id of the player hinted: the player to move. */
  readonly playerId: string;
  /** The mark of the player hinted. */
  readonly symbol: Mark;
  /** The hinted move, ready for `applyMove`. */
  readonly move: UltimateMove;
  /** Its square (`'e5'`). */
  readonly square: string;
  /** Why, as a code an app can translate (`describeUltimateHint`). */
  readonly reason: UltimateHintReason;
  /**
   * The local board the reason is about, by the squares of its corners (`'d4–f6'`): the board
   * taken or blocked, or the board given up (`sacrifice`); `null` for the other reasons.
   */
  readonly board: string | null;
  /** The hint in English: `'Play e5 to take board d4–f6. Estimated: better for you.'`. */
  readonly message: string;
  /** The moves the search expects from the hinted one, best play on both sides, as squares. */
  readonly line: readonly string[];
  /** Every legal move, the hinted one first, then by chance (proven wins first, proven losses last). */
  readonly moves: readonly UltimateRankedMove[];
}

/** The reason of a hinted move and the board it concerns, on `board` (the position before it; left as it was). */
export function reasonOf(
  board: SearchBoard,
  move: number,
  value: UltimateHintValue,
  scratch: SearchBoard,
): { reason: UltimateHintReason; board: number | null } {
  const b = (move / 9) | 0;
  const { proven, plies } = value;
  if (proven === 'win' && plies === 1) return { reason: 'win', board: null };
  if (proven === 'win' && plies !== null) return { reason: 'forced-win', board: null };
  if (proven === 'loss' && plies !== null) return { reason: 'delaying-a-loss', board: null };
  if (board.legalCount() === 1) return { reason: 'only-move', board: null };
  if (winsBoard(board, move)) return { reason: 'win-board', board: b };
  if (blocksBoard(board, move)) {
    // Would the opponent's mark on this cell have won them the game?
    scratch.copy(board);
    scratch.turn ^= 1;
    scratch.play(move);
    return { reason: scratch.status === 2 - board.turn ? 'block-game' : 'block-board', board: b };
  }
  const { freeMove, boardForThem } = consequence(board, move);
  if (freeMove) return { reason: 'free-move', board: null };
  if (boardForThem) return { reason: 'sacrifice', board: move - b * 9 };
  return { reason: 'positional', board: null };
}

const moves = (n: number): string => `${n} move${n === 1 ? '' : 's'}`;

/** The hint's English: the reason with its square, then the result (the same words as `describeUltimateHint`). */
export function englishHint(
  reason: UltimateHintReason,
  turn: 0 | 1,
  square: string,
  board: string | null,
  { chance, proven, plies }: UltimateHintValue,
): string {
  const mark = MARKS[turn];
  const them = MARKS[turn ^ 1];
  const n = plies ?? 0;
  const why = {
    win: `Play ${square} to win.`,
    'forced-win': `Play ${square}: a forced win in ${moves(n)}.`,
    'delaying-a-loss': `You lose in ${moves(n)} whatever you play: ${square} holds out longest.`,
    'only-move': `Only ${square} can be played.`,
    'win-board': `Play ${square} to take board ${board}.`,
    'block-game': `Play ${square} to stop ${them} taking board ${board}, which would win them the game.`,
    'block-board': `Play ${square} to stop ${them} taking board ${board}.`,
    sacrifice: `Play ${square}: it gives up board ${board} to ${them} for a better game elsewhere.`,
    'free-move': `Play ${square}: it gives ${them} a free move, but every other move is worse.`,
    positional: `Play ${square}.`,
  }[reason];
  if (reason === 'forced-win' || reason === 'delaying-a-loss') return why;
  return `${why} ${englishResult(mark, chance, proven, plies)}`;
}

/** A hint's result in English, for the player of `mark`. */
function englishResult(mark: Mark, chance: number, proven: UltimateHintValue['proven'], plies: number | null): string {
  if (proven === 'draw') return 'Draw with best play.';
  if (proven === 'win') return plies === null ? `${mark} wins with best play.` : `${mark} wins in ${moves(plies)}.`;
  if (proven === 'loss')
    return plies === null ? 'You lose with best play.' : `You lose in ${moves(plies)} whatever you play.`;
  const score = 2 * chance - 1;
  const grade = estimateGrade(score);
  const ahead = score >= 0;
  return {
    even: 'Estimated: about even.',
    'slightly-better': ahead ? 'Estimated: slightly better for you.' : 'Estimated: slightly worse for you.',
    better: ahead ? 'Estimated: better for you.' : 'Estimated: worse for you.',
    winning: ahead ? 'Estimated: you are winning.' : 'Estimated: you are losing.',
  }[grade];
}
