// Ultimate tic-tac-toe on the page: a game kept here with undo, redo and a tally, and the words of
// its positions in the page's language. (The library's `createUltimateSession` does the same: the
// page should move onto it, as the k-in-a-row game did onto `createSession`.) `mover` is
// where the AI plugs in (a function from a state to its move, as the session's mover: the page's
// asks the worker); `hasAi` says whether one is plugged.
import { PRESETS } from 'tictactoe-engine';
import { UltimateEngine, ultimateMove } from 'tictactoe-engine/ultimate';
import { locale, say, sayCell, sayError, sayList, sayMark, t } from './strings.js';

/** @typedef {import('tictactoe-engine/ultimate').UltimateState} UltimateState */
/** @typedef {import('tictactoe-engine/ultimate').UltimateMove} UltimateMove */
/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').MoveError} MoveError */
/** @typedef {import('tictactoe-engine').Result<UltimateState, MoveError>} Played */
/** @typedef {{ x: number, o: number, draws: number }} Tally */
/** @typedef {{ code: string, message: string }} MoverError */
/** @typedef {import('tictactoe-engine').Result<number, MoverError>} Moved */

const engine = new UltimateEngine();
/** X is always `x` and O always `o`, as in the page's other games. */
const PLAYERS = [
  { id: 'x', name: 'X' },
  { id: 'o', name: 'O' },
];
const NINE = PRESETS['tic-tac-toe'];

/**
 * A game of Ultimate with undo, redo and a tally of the games finished.
 *
 * @param {{ mover?: ((state: UltimateState) => Promise<Moved>) | null }} [options] the AI: the
 *   move it plays in a position (`board × 9 + cell`), or why not; `null` for none
 */
export function createUltimateGame({ mover = null } = {}) {
  /** @returns {UltimateState} */
  const fresh = () => {
    const made = engine.createInitialState({}, PLAYERS);
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };
  let state = fresh();
  /** Moves undone, the last undone first out: what redo plays again. @type {number[]} */
  let undone = [];
  /** @type {Tally} */
  const tally = { x: 0, o: 0, draws: 0 };
  /** The position the mover was asked about, until it answers. @type {UltimateState | null} */
  let asked = null;

  /** Counts a game that has just ended. @param {UltimateState} ended */
  const count = (ended) => {
    if (ended.status === 'draw') tally.draws++;
    else if (ended.winner) tally[ended.winner.playerId === 'o' ? 'o' : 'x']++;
  };

  /**
   * Plays `move` (`board × 9 + cell`) for the player to move: the new state, or why it is refused
   * (WRONG_BOARD, BOARD_CLOSED, CELL_OCCUPIED, GAME_OVER). A move played clears what redo would play.
   *
   * @param {number} move
   * @returns {Played}
   */
  const play = (move) => {
    const next = engine.applyMove(state, ultimateMove(move, state.currentPlayer ?? 'X'));
    if (!next.ok) return next;
    state = next.value;
    undone = [];
    if (state.status !== 'in-progress') count(state);
    return next;
  };

  return {
    /** The position on the board. */
    get state() {
      return state;
    },
    /** The games finished: X's wins, O's wins, draws. */
    get tally() {
      return /** @type {Readonly<Tally>} */ ({ ...tally });
    },
    /** Whether an AI plays here. */
    hasAi: mover !== null,
    /** Whether the AI thinks about the position on the board (a move taken back stops that). */
    get thinking() {
      return asked !== null && asked === state;
    },
    get canUndo() {
      return state.history.length > 0;
    },
    get canRedo() {
      return undone.length > 0;
    },
    /** Starts a new game (the tally stays). */
    restart() {
      asked = null;
      state = fresh();
      undone = [];
    },
    play,
    /**
     * Lets the AI play for the player to move: the new state, or why not (`MOVER_BUSY` while it
     * thinks, `STALE_MOVE` when the game has left the position meanwhile, or the AI's error).
     *
     * @returns {Promise<import('tictactoe-engine').Result<UltimateState, MoverError>>}
     */
    async playMover() {
      if (!mover) return { ok: false, error: { code: 'NO_MOVER', message: 'No AI plays here.' } };
      if (asked === state) return { ok: false, error: { code: 'MOVER_BUSY', message: 'The AI is thinking.' } };
      const mine = state;
      asked = mine;
      const answer = await mover(mine);
      if (asked === mine) asked = null;
      if (state !== mine) return { ok: false, error: { code: 'STALE_MOVE', message: 'The game has moved on.' } };
      if (!answer.ok) return answer;
      return play(answer.value);
    },
    /**
     * Takes back the last `plies` moves (1 by default).
     *
     * @param {number} [plies]
     */
    undo(plies = 1) {
      let taken = 0;
      for (; taken < plies; taken++) {
        const last = state.lastMove;
        const back = engine.undo(state);
        if (!back.ok || !last) break;
        // A game taken back from its end no longer counts.
        if (state.status === 'draw') tally.draws--;
        else if (state.winner) tally[state.winner.playerId === 'o' ? 'o' : 'x']--;
        state = back.value;
        undone.push(last.move);
      }
      return taken > 0;
    },
    /**
     * Plays again the last `count` moves taken back (1 by default).
     *
     * @param {number} [count]
     */
    redo(count = 1) {
      let played = 0;
      for (; played < count; played++) {
        const move = undone.pop();
        if (move === undefined) break;
        const rest = undone;
        const again = play(move);
        undone = rest;
        if (!again.ok) break;
      }
      return played > 0;
    },
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
 * @param {MoveError} error
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
