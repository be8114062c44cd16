// Ultimate tic-tac-toe on the page: a game kept by the library's session store
// (`createUltimateSession`, as the k-in-a-row game is by `createSession`), seen through the few
// words the page uses, and the words of its positions in the page's language. `mover` is where the
// AI plugs in (the session's mover: a function from a state to its move; the page's asks the
// worker); `hasAi` says whether one is plugged.
import { PRESETS } from 'tictactoe-engine';
import { createUltimateSession } from 'tictactoe-engine/ultimate';
import { locale, say, sayCell, sayError, sayList, sayMark, t } from './strings.js';

/** @typedef {import('tictactoe-engine/ultimate').UltimateState} UltimateState */
/** @typedef {import('tictactoe-engine/ultimate').UltimateMove} UltimateMove */
/** @typedef {import('tictactoe-engine/ultimate').UltimateSessionMover} UltimateSessionMover */
/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').SessionError} SessionError */
/** @typedef {import('tictactoe-engine').Result<UltimateState, SessionError>} Played */
/** @typedef {{ x: number, o: number, draws: number }} Tally */

/** X is always `x` and O always `o`, as in the page's other games. */
const PLAYERS = [
  { id: 'x', name: 'X' },
  { id: 'o', name: 'O' },
];
const NINE = PRESETS['tic-tac-toe'];

/**
 * A game of Ultimate with undo, redo and a tally of the games finished: a session of the library's
 * store.
 *
 * @param {{ mover?: UltimateSessionMover | null }} [options] the AI: the move it plays in a
 *   position, or why not; `null` for none
 */
export function createUltimateGame({ mover = null } = {}) {
  const made = createUltimateSession({ players: PLAYERS, ...(mover && { mover }) });
  if (!made.ok) throw new Error(made.error.message);
  const session = made.value;
  const now = () => session.getSnapshot();
  /** Runs `step` up to `count` times, while it succeeds; says whether it did once. */
  const repeat = (/** @type {() => { ok: boolean }} */ step, count = 1) => {
    let done = 0;
    while (done < count && step().ok) done++;
    return done > 0;
  };
  return {
    /** The position on the board. */
    get state() {
      return now().state;
    },
    /** The games finished: X's wins, O's wins, draws (a game taken back from its end no longer counts). */
    get tally() {
      const { wins, draws } = now().tally;
      return /** @type {Readonly<Tally>} */ ({ x: wins.x ?? 0, o: wins.o ?? 0, draws });
    },
    /** Whether an AI plays here. */
    hasAi: mover !== null,
    /** Whether the AI thinks about the position on the board (a move taken back stops that). */
    get thinking() {
      return now().thinking;
    },
    get canUndo() {
      return now().canUndo;
    },
    get canRedo() {
      return now().canRedo;
    },
    /** Starts a new game (the tally stays). */
    restart() {
      session.restart();
    },
    /**
     * Plays `move` (`board × 9 + cell`) for the player to move: the new state, or why it is refused
     * (WRONG_BOARD, BOARD_CLOSED, CELL_OCCUPIED, GAME_OVER). A move played clears what redo would play.
     *
     * @param {number} move
     * @returns {Played}
     */
    play: (move) => session.play(move),
    /**
     * Lets the AI play for the player to move: the new state, or why not (`MOVER_BUSY` while it
     * thinks, `STALE_MOVE` when the game has left the position meanwhile, `MOVER_FAILED`).
     *
     * @returns {Promise<Played>}
     */
    playMover: () => session.playMover(),
    /**
     * Takes back the last `plies` moves (1 by default), as many as there are.
     *
     * @param {number} [plies]
     */
    undo: (plies = 1) => repeat(() => session.undo(), plies),
    /**
     * Plays again the last `count` moves taken back (1 by default), as many as there are.
     *
     * @param {number} [count]
     */
    redo: (count = 1) => repeat(() => session.redo(), count),
  };
}

/** Capitalizes the first letter of a sentence. @param {string} text */
const capitalize = (text) => text.charAt(0).toLocaleUpperCase(locale()) + text.slice(1);

/**
 * The label of position `index` (0–8) of a 3 × 3 grid, as it reads inside a sentence: the
 * library's cell label in lower case ("top left", "centro", "en haut à gauche").
 *
 * @param {number} index
 */
export const sayPlace = (index) => sayCell(/** @type {CellIndex} */ (index), NINE).toLocaleLowerCase(locale());

/**
 * Where a move is, spoken: "top left board, center cell" (the board, then its cell).
 *
 * @param {number} move `board × 9 + cell`
 */
export const sayWhere = (move) =>
  t('ultimate.where', { board: sayPlace(Math.floor(move / 9)), cell: sayPlace(move % 9) });

/**
 * Where a cell is, as a label that starts a sentence: "Top left board, center cell".
 *
 * @param {number} move `board × 9 + cell`
 */
export const sayUltimateLabel = (move) => capitalize(sayWhere(move));

/**
 * A cell's accessible name: its visible mark first, then where it is ("X, top left board, center
 * cell"); an empty cell, where it is ("Top left board, center cell, empty").
 *
 * @param {import('tictactoe-engine').Mark | null} mark
 * @param {number} move
 */
export const sayUltimateCell = (mark, move) =>
  mark
    ? t('ultimate.cellMark', { mark: sayMark(mark), where: sayWhere(move) })
    : capitalize(t('ultimate.cellEmpty', { where: sayWhere(move) }));

/**
 * Where the game stands: whose turn and in which board, or how it ended.
 *
 * @param {UltimateState} state
 */
export function sayUltimateStatus(state) {
  if (state.status === 'draw') return say('status.draw', {});
  const winner = state.winner;
  if (winner) {
    const mark = sayMark(winner.symbol);
    if (state.winningLine) return t('ultimate.wonLine', { mark, boards: sayList(state.winningLine.map(sayPlace)) });
    const won = (/** @type {string} */ symbol) => state.boards.filter((result) => result === symbol).length;
    const loser = winner.symbol === 'X' ? 'O' : 'X';
    return t('ultimate.wonBoards', { mark, won: won(winner.symbol), lost: won(loser) });
  }
  const mark = sayMark(state.currentPlayer ?? 'X');
  return state.forcedBoard === null
    ? t('ultimate.toMoveAny', { mark })
    : t('ultimate.toMoveIn', { mark, board: sayPlace(state.forcedBoard) });
}

/**
 * Why a move was refused, to announce: the board the player is sent to, for a move elsewhere.
 *
 * @param {SessionError} error
 * @param {UltimateState} state
 */
export function sayRefusal(error, state) {
  if (error.code === 'WRONG_BOARD' && state.forcedBoard !== null)
    return t('ultimate.refusedBoard', {
      mark: sayMark(state.currentPlayer ?? 'X'),
      board: sayPlace(state.forcedBoard),
    });
  return t('ultimate.refused', { reason: sayError(error) });
}
