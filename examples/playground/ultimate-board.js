// The board of Ultimate tic-tac-toe: an ARIA grid of 9 × 9 buttons with one tab stop (a roving
// tabindex), as the other boards. Arrow keys move across the 81 cells, from one local board to the
// next; Home/End go to the ends of the row (with Ctrl, of the board), Page Up/Down to the ends of
// the column; Enter or Space plays. A cell outside the boards the player may play in is marked
// aria-disabled, and playing it is refused aloud by the page. Each cell is named by its mark (what
// is seen) and where it is: "X, top left board, center cell".
//
// Over the cells lies a layer the pointer and screen readers pass through: the board the player is
// sent to in a thick frame (a shape, not a color only), closed boards shaded with their winner's
// mark drawn large (a cross over a full board nobody won), and the winning line of boards.
import { UltimateEngine, squareName } from 'tictactoe-engine/ultimate';
import { markSvg } from './board.js';
import { heatName, paintHeat } from './heat.js';
import { sayUltimateCell, sayUltimateLabel } from './ultimate.js';
import { t } from './strings.js';
import { chanceValue } from './value.js';

/** @typedef {import('tictactoe-engine/ultimate').UltimateState} UltimateState */
/** @typedef {import('tictactoe-engine/ultimate').UltimateHint} UltimateHint */
/** @typedef {import('tictactoe-engine/ultimate').UltimateRankedMove} UltimateRankedMove */

/**
 * What the board shows.
 *
 * @typedef {object} UltimateView
 * @property {UltimateState} state
 * @property {boolean} interactive whether a person at this screen is to move
 * @property {UltimateHint | null} [hint] the heat map to paint (every legal move the search
 *   reached, by its chance), or `null`
 */

const SVG = 'http://www.w3.org/2000/svg';

/** The move (`board × 9 + cell`) of row `row` and column `column` of the 9 × 9 grid. */
export const moveAt = (/** @type {number} */ row, /** @type {number} */ column) =>
  (Math.floor(row / 3) * 3 + Math.floor(column / 3)) * 9 + (row % 3) * 3 + (column % 3);

/** The row and column of a move on the 9 × 9 grid. @param {number} move @returns {[number, number]} */
export function gridOf(move) {
  const board = Math.floor(move / 9);
  const cell = move % 9;
  return [Math.floor(board / 3) * 3 + Math.floor(cell / 3), (board % 3) * 3 + (cell % 3)];
}

/**
 * The grid track of row or column `index` (0–8) of the cells: a narrow track separates the local
 * boards, after every third.
 *
 * @param {number} index
 */
const track = (index) => String(index + 1 + Math.floor(index / 3));

const engine = new UltimateEngine();

/**
 * The boards the player to move may play in: the one they are sent to, else every open board.
 * Asked of the engine's legal moves, not worked out from the boards' results: under `wonBoards:
 * 'open'` a won board stays open.
 *
 * @param {UltimateState} state
 */
export function playableBoards(state) {
  const moves = state.currentPlayerId === null ? [] : engine.getLegalMoves(state, state.currentPlayerId);
  return [...new Set(moves.map((move) => move.data.board))];
}

/**
 * Creates the board inside `frame` and returns what the page drives it with.
 *
 * @param {HTMLElement} frame
 * @param {{ onPlay: (move: number) => void }} handlers `onPlay` gets every cell clicked or pressed
 *   while the game is on, legal or not: the page plays it or says why not
 */
export function createUltimateBoard(frame, { onPlay }) {
  const grid = document.createElement('div');
  grid.id = 'ultimate-board';
  grid.className = 'board ultimate';
  grid.setAttribute('role', 'grid');
  const columnsRuler = document.createElement('div');
  columnsRuler.className = 'coords coords-columns';
  columnsRuler.setAttribute('aria-hidden', 'true');
  const rowsRuler = document.createElement('div');
  rowsRuler.className = 'coords coords-rows';
  rowsRuler.setAttribute('aria-hidden', 'true');
  // The squares' names, as the move list writes them: files a–i, ranks 9 to 1 from the top.
  for (let index = 0; index < 9; index++) {
    const file = document.createElement('span');
    file.textContent = squareName(moveAt(8, index)).charAt(0);
    file.style.gridColumn = track(index);
    columnsRuler.append(file);
    const rank = document.createElement('span');
    rank.textContent = String(9 - index);
    rank.style.gridRow = track(index);
    rowsRuler.append(rank);
  }
  const layer = document.createElement('div');
  layer.className = 'local-boards';
  layer.setAttribute('aria-hidden', 'true');
  /** @type {HTMLDivElement[]} */
  const locals = Array.from({ length: 9 }, (_, board) => {
    const local = document.createElement('div');
    local.className = 'local';
    local.dataset.board = String(board);
    layer.append(local);
    return local;
  });
  const line = document.createElementNS(SVG, 'svg');
  line.setAttribute('class', 'global-line');
  line.setAttribute('viewBox', '0 0 300 300');
  line.setAttribute('preserveAspectRatio', 'none');
  line.setAttribute('aria-hidden', 'true');
  line.setAttribute('focusable', 'false');
  const stroke = document.createElementNS(SVG, 'line');
  line.append(stroke);
  const stack = document.createElement('div');
  stack.className = 'ultimate-stack';
  stack.append(grid, layer, line);
  frame.replaceChildren(columnsRuler, rowsRuler, stack);

  /** The 81 buttons, by move number. @type {HTMLButtonElement[]} */
  const cells = [];
  for (let row = 0; row < 9; row++) {
    const rowElement = document.createElement('div');
    rowElement.className = 'row';
    rowElement.setAttribute('role', 'row');
    rowElement.style.gridRow = track(row);
    for (let column = 0; column < 9; column++) {
      const move = moveAt(row, column);
      const gridcell = document.createElement('div');
      gridcell.className = 'gridcell';
      gridcell.setAttribute('role', 'gridcell');
      gridcell.style.gridColumn = track(column);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'cell';
      button.dataset.move = String(move);
      button.dataset.square = squareName(move);
      button.tabIndex = move === 40 ? 0 : -1;
      gridcell.append(button);
      rowElement.append(gridcell);
      cells[move] = button;
    }
    grid.append(rowElement);
  }
  /** The move of the tab stop: the center of the center board to start. */
  let focused = 40;
  /** @type {UltimateView | undefined} */
  let view;

  /**
   * Paints a position, and the heat map of its hint.
   *
   * @param {UltimateView} next
   */
  function update(next) {
    view = next;
    const { state, interactive, hint = null } = next;
    const name = t('ultimate.board');
    if (grid.getAttribute('aria-label') !== name) grid.setAttribute('aria-label', name);
    frame.classList.toggle('interactive', interactive);
    const open = new Set(interactive ? playableBoards(state) : []);
    const last = state.lastMove?.move;
    /** @type {Map<number, UltimateRankedMove>} */
    const heat = new Map(
      (hint?.moves ?? []).map((ranked) => [ranked.move.data.board * 9 + ranked.move.data.cell, ranked]),
    );
    const hinted = hint ? hint.move.data.board * 9 + hint.move.data.cell : -1;
    frame.classList.toggle('with-heat', hint !== null);
    for (const [move, button] of cells.entries()) {
      const mark = state.board[move] ?? null;
      if ((button.dataset.mark ?? '') !== (mark ?? '')) {
        button.replaceChildren(...(mark ? [markSvg(mark, false)] : []));
        if (mark) button.dataset.mark = mark;
        else delete button.dataset.mark;
      }
      button.classList.toggle('last', last === move);
      const ranked = mark === null ? heat.get(move) : undefined;
      // A move the search did not reach (a very short time) stays blank, as on the other boards.
      const value =
        ranked && hint && ranked.chance !== null
          ? chanceValue(ranked.chance, ranked.proven, hint.symbol, ranked.plies)
          : undefined;
      let label = value && hint ? heatName(sayUltimateLabel(move), value, hint.symbol) : sayUltimateCell(mark, move);
      if (value && move === hinted) label = t('cell.hinted', { text: label });
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      paintHeat(button, value, value !== undefined && move === hinted);
      const playable = mark === null && open.has(Math.floor(move / 9));
      if (playable) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
    }
    // The layer: the boards to play in, the closed boards and their winners, the winning line.
    const winning = new Set(state.winningLine ?? []);
    for (const [board, local] of locals.entries()) {
      const result = state.boards[board] ?? null;
      local.classList.toggle('playable', open.has(board));
      local.classList.toggle('forced', open.has(board) && state.forcedBoard === board);
      local.classList.toggle('win', winning.has(board));
      if ((local.dataset.result ?? '') !== (result ?? '')) {
        if (result === null) {
          delete local.dataset.result;
          local.replaceChildren();
        } else {
          local.dataset.result = result;
          local.replaceChildren(...(result === 'draw' ? [] : [markSvg(result, false)]));
        }
      }
    }
    const through = state.winningLine;
    line.classList.toggle('shown', through !== null);
    if (through) {
      const [from, to] = [through[0], through[2]].map((board) => [
        (board % 3) * 100 + 50,
        Math.floor(board / 3) * 100 + 50,
      ]);
      stroke.setAttribute('x1', String(from?.[0]));
      stroke.setAttribute('y1', String(from?.[1]));
      stroke.setAttribute('x2', String(to?.[0]));
      stroke.setAttribute('y2', String(to?.[1]));
      line.dataset.mark = state.winner?.symbol ?? '';
    }
    grid.dataset.forced = state.forcedBoard === null ? '' : String(state.forcedBoard);
  }

  /** Moves the tab stop (and the focus, when `focus`) to `move`. @param {number} move @param {boolean} focus */
  function moveFocus(move, focus) {
    const target = cells[move];
    if (!target) return;
    cells[focused]?.setAttribute('tabindex', '-1');
    focused = move;
    target.tabIndex = 0;
    if (focus) target.focus();
  }

  grid.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button.cell') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const move = Number(button.dataset.move);
    moveFocus(move, false);
    if (view?.interactive) onPlay(move);
  });

  grid.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLButtonElement && event.target.dataset.move !== undefined) {
      moveFocus(Number(event.target.dataset.move), false);
    }
  });

  grid.addEventListener('keydown', (event) => {
    const [row, column] = gridOf(focused);
    /** @type {[number, number] | undefined} */
    let to;
    switch (event.key) {
      case 'ArrowUp':
        to = [Math.max(0, row - 1), column];
        break;
      case 'ArrowDown':
        to = [Math.min(8, row + 1), column];
        break;
      case 'ArrowLeft':
        to = [row, Math.max(0, column - 1)];
        break;
      case 'ArrowRight':
        to = [row, Math.min(8, column + 1)];
        break;
      case 'Home':
        to = event.ctrlKey ? [0, 0] : [row, 0];
        break;
      case 'End':
        to = event.ctrlKey ? [8, 8] : [row, 8];
        break;
      case 'PageUp':
        to = [0, column];
        break;
      case 'PageDown':
        to = [8, column];
        break;
      default:
        return;
    }
    event.preventDefault();
    moveFocus(moveAt(to[0], to[1]), true);
  });

  return {
    update,
    /** Focuses the board's tab stop. */
    focus() {
      cells[focused]?.focus();
    },
  };
}
