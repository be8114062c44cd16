// The board: an ARIA grid of buttons with one tab stop (a roving tabindex). Arrow keys move,
// Home/End go to the ends of the row (with Ctrl, of the board), Page Up/Down to the ends of the
// column, Enter or Space plays. Each cell is named by the library's spoken label, its mark, and its
// value when the heat map is shown, in the page's language.
import { cellName } from 'tictactoe-engine';
import { heatName, paintHeat } from './heat.js';
import { sayCell, sayMark, t } from './strings.js';

/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').Hint} Hint */
/** @typedef {import('tictactoe-engine').Mark} Mark */
/** @typedef {import('tictactoe-engine').RankedMove} RankedMove */
/** @typedef {import('tictactoe-engine').Rules} Rules */

/**
 * What the board shows.
 *
 * @typedef {object} BoardView
 * @property {GameState} state
 * @property {boolean} interactive whether a click or Enter plays
 * @property {Hint | null} hint the heat map to paint, or `null`
 */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws a mark as an inline SVG (a cross, a ring; on a gravity board, a disc with the mark on it).
 *
 * @param {Mark} mark
 * @param {boolean} gravity
 */
export function markSvg(mark, gravity) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', `mark mark-${mark.toLowerCase()}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = (/** @type {string} */ name, /** @type {Record<string, string>} */ attributes) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    svg.append(element);
  };
  if (gravity) shape('circle', { class: 'disc', cx: '50', cy: '50', r: '42' });
  const inset = gravity ? 34 : 24;
  if (mark === 'X')
    shape('path', {
      class: 'glyph',
      d: `M${inset} ${inset}L${100 - inset} ${100 - inset}M${100 - inset} ${inset}L${inset} ${100 - inset}`,
    });
  else shape('circle', { class: 'glyph', cx: '50', cy: '50', r: gravity ? '17' : '27' });
  return svg;
}

/**
 * Creates the board inside `frame` and returns what the page drives it with.
 *
 * @param {HTMLElement} frame
 * @param {{ onPlay: (cell: CellIndex) => void }} handlers
 */
export function createBoard(frame, { onPlay }) {
  const grid = document.createElement('div');
  grid.id = 'board';
  grid.className = 'board';
  grid.setAttribute('role', 'grid');
  const columnsRuler = document.createElement('div');
  columnsRuler.className = 'coords coords-columns';
  columnsRuler.setAttribute('aria-hidden', 'true');
  const rowsRuler = document.createElement('div');
  rowsRuler.className = 'coords coords-rows';
  rowsRuler.setAttribute('aria-hidden', 'true');
  frame.replaceChildren(columnsRuler, rowsRuler, grid);

  /** @type {HTMLButtonElement[]} */
  let cells = [];
  /** @type {Rules | undefined} */
  let shape;
  let focused = 0;
  /** @type {BoardView | undefined} */
  let view;

  /** Builds the cells of a new shape. @param {Rules} rules */
  function build(rules) {
    shape = rules;
    const { rows, columns } = rules;
    frame.style.setProperty('--rows', String(rows));
    frame.style.setProperty('--columns', String(columns));
    frame.dataset.size = columns <= 3 ? 'small' : columns <= 5 ? 'medium' : columns <= 7 ? 'large' : 'huge';
    frame.classList.toggle('gravity', rules.gravity);
    columnsRuler.replaceChildren(
      ...Array.from({ length: columns }, (_, column) => {
        const span = document.createElement('span');
        span.textContent = cellName(/** @type {CellIndex} */ (column), rules).replace(/\d+$/, '');
        return span;
      }),
    );
    rowsRuler.replaceChildren(
      ...Array.from({ length: rows }, (_, row) => {
        const span = document.createElement('span');
        span.textContent = String(row + 1);
        return span;
      }),
    );
    cells = [];
    const rowElements = [];
    for (let row = 0; row < rows; row++) {
      const rowElement = document.createElement('div');
      rowElement.className = 'row';
      rowElement.setAttribute('role', 'row');
      for (let column = 0; column < columns; column++) {
        const index = row * columns + column;
        const gridcell = document.createElement('div');
        gridcell.className = 'gridcell';
        gridcell.setAttribute('role', 'gridcell');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'cell';
        button.dataset.cell = String(index);
        button.tabIndex = -1;
        gridcell.append(button);
        rowElement.append(gridcell);
        cells.push(button);
      }
      rowElements.push(rowElement);
    }
    grid.replaceChildren(...rowElements);
    // The tab stop starts in the middle (with gravity, at the bottom of the middle column).
    if (rules.gravity) focused = (rows - 1) * columns + Math.floor(columns / 2);
    else focused = Math.floor(cells.length / 2);
    const start = cells[focused];
    if (start) start.tabIndex = 0;
    // A board wider than the screen scrolls in its frame's parent: it opens on its middle, where
    // games start.
    const scroller = frame.parentElement;
    if (scroller && scroller.scrollWidth > scroller.clientWidth) {
      scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    }
  }

  /**
   * The cell where a mark played on `cell` lands: the lowest free cell of its column with gravity,
   * else the cell itself; `undefined` when the column is full.
   *
   * @param {GameState} state
   * @param {number} cell
   * @returns {CellIndex | undefined}
   */
  function landing(state, cell) {
    const { rows, columns, gravity } = state.rules;
    if (!gravity) return state.board[cell] === null ? /** @type {CellIndex} */ (cell) : undefined;
    const column = cell % columns;
    for (let row = rows - 1; row >= 0; row--) {
      const index = row * columns + column;
      if (state.board[index] === null) return /** @type {CellIndex} */ (index);
    }
    return undefined;
  }

  /** Paints a view. @param {BoardView} next */
  function update(next) {
    const { state, interactive, hint } = next;
    if (!shape || shape.rows !== state.rules.rows || shape.columns !== state.rules.columns) build(state.rules);
    else if (shape.gravity !== state.rules.gravity) build(state.rules);
    view = next;
    const rules = state.rules;
    const boardName = t('board.label', { rows: rules.rows, columns: rules.columns });
    if (grid.getAttribute('aria-label') !== boardName) grid.setAttribute('aria-label', boardName);
    /** @type {Map<number, RankedMove>} */
    const heat = new Map((hint?.moves ?? []).map((move) => [move.cell, move]));
    const winning = new Set(state.winningLine?.cells ?? []);
    const last = state.lastMove?.cell;
    grid.setAttribute('aria-busy', String(!interactive && state.status === 'in-progress'));
    frame.classList.toggle('interactive', interactive);
    frame.classList.toggle('with-heat', hint !== null);
    for (const [index, button] of cells.entries()) {
      const cell = /** @type {CellIndex} */ (index);
      const mark = state.board[cell] ?? null;
      if ((button.dataset.mark ?? '') !== (mark ?? '')) {
        button.replaceChildren(...(mark ? [markSvg(mark, rules.gravity)] : []));
        if (mark) button.dataset.mark = mark;
        else delete button.dataset.mark;
      }
      button.classList.toggle('win', winning.has(cell));
      button.classList.toggle('last', last === cell);
      const label = sayCell(cell, rules);
      const ranked = heat.get(cell);
      const target = mark === null ? landing(state, cell) : undefined;
      let name;
      if (mark) name = t('cell.name', { label, content: sayMark(mark) });
      else if (ranked && hint) name = heatName(label, ranked.outcome, hint.symbol);
      else if (target !== undefined && target !== cell) {
        name = t('cell.drops', { label, row: Math.floor(target / rules.columns) + 1 });
      } else name = t('cell.name', { label, content: t('board.empty') });
      const hinted = ranked !== undefined && hint?.cell === cell;
      button.setAttribute('aria-label', hinted ? t('cell.hinted', { text: name }) : name);
      const playable = interactive && target !== undefined;
      if (playable) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
      paintHeat(button, ranked?.outcome, hinted);
    }
  }

  /** Moves the tab stop (and the focus, when `focus`) to `index`. @param {number} index @param {boolean} focus */
  function moveFocus(index, focus) {
    const target = cells[index];
    if (!target) return;
    cells[focused]?.setAttribute('tabindex', '-1');
    focused = index;
    target.tabIndex = 0;
    if (focus) target.focus();
  }

  /** Plays a cell (its column's landing cell with gravity). @param {number} index */
  function play(index) {
    if (!view?.interactive) return;
    const target = landing(view.state, index);
    if (target !== undefined) onPlay(target);
  }

  grid.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button.cell') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const index = Number(button.dataset.cell);
    moveFocus(index, false);
    play(index);
  });

  grid.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLButtonElement && event.target.dataset.cell !== undefined) {
      moveFocus(Number(event.target.dataset.cell), false);
    }
  });

  grid.addEventListener('keydown', (event) => {
    if (!shape) return;
    const { rows, columns } = shape;
    const row = Math.floor(focused / columns);
    const column = focused % columns;
    /** @type {[number, number] | undefined} */
    let to;
    switch (event.key) {
      case 'ArrowUp':
        to = [Math.max(0, row - 1), column];
        break;
      case 'ArrowDown':
        to = [Math.min(rows - 1, row + 1), column];
        break;
      case 'ArrowLeft':
        to = [row, Math.max(0, column - 1)];
        break;
      case 'ArrowRight':
        to = [row, Math.min(columns - 1, column + 1)];
        break;
      case 'Home':
        to = event.ctrlKey ? [0, 0] : [row, 0];
        break;
      case 'End':
        to = event.ctrlKey ? [rows - 1, columns - 1] : [row, columns - 1];
        break;
      case 'PageUp':
        to = [0, column];
        break;
      case 'PageDown':
        to = [rows - 1, column];
        break;
      default:
        return;
    }
    event.preventDefault();
    moveFocus(to[0] * columns + to[1], true);
  });

  return {
    update,
    /** Focuses the board's tab stop. */
    focus() {
      cells[focused]?.focus();
    },
  };
}
