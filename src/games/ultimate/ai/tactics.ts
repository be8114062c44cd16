/**
 * What a move does at once, in the game's own terms: it wins a local board, blocks the opponent's
 * local win, wins the game, gives the opponent a free move (sends them to a closed board), or sends
 * them where they win a local board or the game with their next move. Levels 2 and 3 choose by
 * these, level 6 and the hints check them.
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';
import { ONGOING } from '../core.js';
import { hasLine, THREATS, type SearchBoard } from './board.js';

/** Says whether local board `b` has no result yet (no line, not full without one). */
const undecided = (board: SearchBoard, b: number): boolean =>
  (((board.wonX | board.wonO | board.drawn) >>> b) & 1) === 0;

/** Says whether `move` takes local board `b` (without a result yet) for the player to move. */
export function winsBoard(board: SearchBoard, move: number): boolean {
  const b = (move / 9) | 0;
  return undecided(board, b) && hasLine(board.marks[board.turn * 9 + b]! | (1 << (move - b * 9)));
}

/** Says whether `move` takes the cell where the opponent would take local board `b` (without a result yet). */
export function blocksBoard(board: SearchBoard, move: number): boolean {
  const b = (move / 9) | 0;
  return undecided(board, b) && hasLine(board.marks[(board.turn ^ 1) * 9 + b]! | (1 << (move - b * 9)));
}

/** Says whether `move` ends the game with a win for the player to move. */
export function winsGame(board: SearchBoard, move: number): boolean {
  const mover = board.turn;
  board.play(move);
  const won = board.status === 1 + mover;
  board.undo();
  return won;
}

/**
 * The moves of the player to move that may change a local board's result (complete a line on a
 * board without a result, or fill a board's last cell), as a mask per board in `out`; only those
 * can end the game. Returns whether there is any.
 */
function decisive(board: SearchBoard, out: Int32Array): boolean {
  let any = false;
  const p = board.turn;
  for (let boards = board.playable(), b = 0; b < 9; b++, boards >>>= 1) {
    out[b] = 0;
    if (!(boards & 1)) continue;
    const empty = board.empty(b);
    let cells = undecided(board, b) ? THREATS[board.marks[p * 9 + b]!]! & empty : 0;
    if (popcount(empty) === 1) cells |= empty;
    out[b] = cells;
    if (cells) any = true;
  }
  return any;
}

const scratch = /* @__PURE__ */ new Int32Array(9);

/** Says whether the player to move can win the game with one move. */
export function canWinGame(board: SearchBoard): boolean {
  if (board.status !== ONGOING || !decisive(board, scratch)) return false;
  const mover = board.turn;
  for (let b = 0; b < 9; b++) {
    for (let cells = scratch[b]!, c = 0; cells !== 0; c++, cells >>>= 1) {
      if (!(cells & 1)) continue;
      board.play(b * 9 + c);
      const won = board.status === 1 + mover;
      board.undo();
      if (won) return true;
    }
  }
  return false;
}

/** Says whether the player to move can take a local board (without a result yet) with one move. */
export function canWinBoard(board: SearchBoard): boolean {
  const p = board.turn;
  for (let boards = board.playable(), b = 0; boards !== 0; b++, boards >>>= 1)
    if (boards & 1 && undecided(board, b) && THREATS[board.marks[p * 9 + b]!]! & board.empty(b)) return true;
  return false;
}

/** What a move leaves the opponent: the facts level 3 and the hints weigh. */
export interface Consequence {
  /** The move ends the game. */
  readonly ends: boolean;
  /** The opponent may then play in any open board. */
  readonly freeMove: boolean;
  /** The opponent can then take a local board with their next move. */
  readonly boardForThem: boolean;
  /** The opponent can then win the game with their next move. */
  readonly gameForThem: boolean;
}

/** What `move` leaves the opponent (see {@link Consequence}). */
export function consequence(board: SearchBoard, move: number): Consequence {
  board.play(move);
  const ends = board.status !== ONGOING;
  const result: Consequence = {
    ends,
    freeMove: !ends && board.forced < 0,
    boardForThem: !ends && canWinBoard(board),
    gameForThem: !ends && canWinGame(board),
  };
  board.undo();
  return result;
}

/**
 * How much a move risks, for level 3: 0 when it ends the game or leaves the opponent neither a free
 * move nor a local board to take at once; 1 when it leaves one of those but not the game; 2 when
 * the opponent can then win the game at once.
 */
export function risk(board: SearchBoard, move: number): 0 | 1 | 2 {
  const { ends, freeMove, boardForThem, gameForThem } = consequence(board, move);
  if (ends) return 0;
  if (gameForThem) return 2;
  return freeMove || boardForThem ? 1 : 0;
}
