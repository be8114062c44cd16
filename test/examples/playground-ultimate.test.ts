import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeUltimateHint,
  PRESETS,
  cellLabel,
  describeDifficulty,
  describeStatus,
  labelDifficulty,
  translate,
  unwrap,
  type CellIndex,
} from '../../src/index.js';
import {
  UltimateAI,
  UltimateEngine,
  ultimateMove,
  type UltimateEvaluation,
  type UltimateGameAnalysis,
  type UltimateHint,
  type UltimateState,
} from '../../src/ultimate.js';
import { describeInBrowser } from '../support/browser.js';

import {
  onDesktopAndPhone,
  engine,
  PLAYERS,
  RULES,
  type Language,
  CATALOGUES,
  pageText,
  page,
  answered,
  usePage,
  open,
  idle,
  askHint,
  DECISIVE,
  shareOf,
  gradeKey,
  scan,
} from '../support/playground-page.js';

usePage();

// ---------------------------------------------------------------------------------------------
// Ultimate tic-tac-toe, on a 9 × 9 board of nine local boards: two players on this device, then
// against the AI with its hints, evaluation and analysis. Every position the page shows is checked
// against UltimateEngine in Node, each view of the AI against UltimateAI's answers, and the words
// against the catalogues, worked out here.

const ultimate = new UltimateEngine();
/** A game X wins with a line of boards (a1 is the bottom left, as the UGI engines write squares). */
const ULTIMATE_WIN = 'c6 g8 a6 a9 b9 d8 b6 d9 c9 g9 c8 g6 c7 g1 a3 d7 b3 g7 c3'.split(' ');
/** Positions of a 3 × 3 grid, row by row from the top left. */
const NINE = PRESETS['tic-tac-toe'];

/** The row and column of a move (`board × 9 + cell`) on the 9 × 9 grid. */
const rowColumn = (move: number): [number, number] => {
  const board = Math.floor(move / 9);
  const cell = move % 9;
  return [Math.floor(board / 3) * 3 + Math.floor(cell / 3), (board % 3) * 3 + (cell % 3)];
};
/** The move of a square's name: files a–i from the left, ranks 1–9 from the bottom. */
const moveOf = (square: string): number => {
  const column = square.charCodeAt(0) - 97;
  const row = 9 - Number(square[1]);
  return (Math.floor(row / 3) * 3 + Math.floor(column / 3)) * 9 + (row % 3) * 3 + (column % 3);
};

/** A position of a 3 × 3 grid as it reads in a sentence of `language`: "top left", "centro". */
const place = (index: number, language: Language) =>
  cellLabel(index as CellIndex, NINE, CATALOGUES[language]).toLocaleLowerCase(CATALOGUES[language].locale);

/** A cell's expected accessible name: its mark first (what is seen), then its board and cell. */
function ultimateName(mark: 'X' | 'O' | null, move: number, language: Language = 'en'): string {
  const where = pageText(language, 'ultimate.where', {
    board: place(Math.floor(move / 9), language),
    cell: place(move % 9, language),
  });
  if (mark) return pageText(language, 'ultimate.cellMark', { mark, where });
  const name = pageText(language, 'ultimate.cellEmpty', { where });
  return name.charAt(0).toLocaleUpperCase(CATALOGUES[language].locale) + name.slice(1);
}

/** The game on the page, replayed in Node from the squares of its move list. */
async function ultimateGameOf(target: Page = page): Promise<UltimateState> {
  const moves = (await target.getAttribute('#moves', 'data-moves')) ?? '';
  return unwrap(ultimate.replay(moves ? moves.split(' ') : [], {}, PLAYERS));
}

/** What the page shows of each cell and each local board. */
async function ultimateBoard(target: Page = page) {
  return target.evaluate(() => ({
    cells: Array.from(document.querySelectorAll<HTMLButtonElement>('#ultimate-board button.cell')).map((cell) => ({
      move: Number(cell.dataset.move),
      mark: cell.dataset.mark ?? null,
      name: cell.getAttribute('aria-label'),
      disabled: cell.getAttribute('aria-disabled') === 'true',
    })),
    boards: Array.from(document.querySelectorAll<HTMLElement>('#ultimate-frame .local')).map((local) => ({
      result: local.dataset.result ?? null,
      forced: local.classList.contains('forced'),
      playable: local.classList.contains('playable'),
      win: local.classList.contains('win'),
      outline: getComputedStyle(local).outlineStyle,
      outlineWidth: Number.parseFloat(getComputedStyle(local).outlineWidth),
    })),
  }));
}

/**
 * Checks that the board shows `state`: the marks and names of the 81 cells, the cells that may be
 * played (the others aria-disabled), the board the player is sent to in a thick solid frame (a
 * dashed one around each open board on a free move), the closed boards with their results, the
 * winning line of boards.
 */
async function expectUltimateBoard(state: UltimateState, language: Language = 'en'): Promise<void> {
  const shown = await ultimateBoard();
  const cells = [...shown.cells].sort((a, b) => a.move - b.move);
  expect(cells.map((cell) => cell.mark)).toEqual(state.board);
  expect(cells.map((cell) => cell.name)).toEqual(state.board.map((mark, move) => ultimateName(mark, move, language)));
  const legal = new Set(
    ultimate.getLegalMoves(state, state.currentPlayerId ?? '').map((m) => m.data.board * 9 + m.data.cell),
  );
  expect(cells.filter((cell) => !cell.disabled).map((cell) => cell.move)).toEqual([...legal].sort((a, b) => a - b));
  const open = new Set([...legal].map((move) => Math.floor(move / 9)));
  expect(shown.boards.map((board) => board.playable)).toEqual(state.boards.map((_, board) => open.has(board)));
  expect(shown.boards.map((board) => board.forced)).toEqual(
    state.boards.map((_, board) => board === state.forcedBoard),
  );
  for (const [board, local] of shown.boards.entries()) {
    if (local.forced) expect([local.outline, local.outlineWidth >= 3]).toEqual(['solid', true]);
    else if (local.playable) expect(local.outline).toBe('dashed');
    else if (!local.win) expect(local.outline, `board ${board}`).toBe('none');
  }
  expect(shown.boards.map((board) => board.result)).toEqual(state.boards);
  const line = new Set(state.winningLine ?? []);
  expect(shown.boards.map((board) => board.win)).toEqual(state.boards.map((_, board) => line.has(board)));
}

/** A text as a regular expression that matches it. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the game stands, in the words of `language`. */
function ultimateStatus(state: UltimateState, language: Language = 'en'): string {
  if (state.status === 'draw') return translate('status.draw', {}, CATALOGUES[language]);
  if (state.winner) {
    const boards = new Intl.ListFormat(CATALOGUES[language].locale, { type: 'conjunction' }).format(
      state.winningLine!.map((board) => place(board, language)),
    );
    return pageText(language, 'ultimate.wonLine', { mark: state.winner.symbol, boards });
  }
  const mark = state.currentPlayer!;
  return state.forcedBoard === null
    ? pageText(language, 'ultimate.toMoveAny', { mark })
    : pageText(language, 'ultimate.toMoveIn', { mark, board: place(state.forcedBoard, language) });
}

/** The sentence of a move just played, then where the game stands. */
function ultimatePlayed(before: UltimateState, after: UltimateState, square: string, language: Language = 'en') {
  const move = moveOf(square);
  const where = pageText(language, 'ultimate.where', {
    board: place(Math.floor(move / 9), language),
    cell: place(move % 9, language),
  });
  const played = pageText(language, 'status.played', { mark: before.currentPlayer!, cell: square, label: where });
  return `${played} ${ultimateStatus(after, language)}`;
}

describeInBrowser('the playground on Ultimate tic-tac-toe', () => {
  it('plays a game to a win by clicks: the boards to play in follow the rules, closed boards, the line', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?opponent=local&rules=ultimate');
    expect(await page.inputValue('#rules')).toBe('ultimate');
    expect(await page.isVisible('#board-frame')).toBe(false);
    expect(await page.locator('#ultimate-board button.cell').count()).toBe(81);
    expect(await page.getAttribute('#ultimate-board', 'role')).toBe('grid');
    expect(await page.locator('#ultimate-board [role="row"]').count()).toBe(9);
    // Two players on this device; the AI's controls are on (hints for the player to move), play by
    // link is not offered yet, and the link panel says so.
    for (const control of ['#opponent', '#side', '#think', '#coach', '#hint'])
      expect(await page.isDisabled(control), control).toBe(false);
    for (const control of ['#analyze', '#link-start', '#opponent option[value="link"]'])
      expect(await page.isDisabled(control), control).toBe(true);
    expect(await page.textContent('#opponent-note')).toBe(pageText('en', 'opponent.localNote'));
    expect(await page.textContent('#verdict')).toBe(pageText('en', 'ultimate.noLink'));

    let state = unwrap(ultimate.createInitialState({}, PLAYERS));
    expect(await page.textContent('#status')).toBe(ultimateStatus(state));
    await expectUltimateBoard(state);
    let freeMoves = 0;
    for (const square of ULTIMATE_WIN) {
      await page.click(`#ultimate-board button[data-square="${square}"]`);
      const next = unwrap(ultimate.applyMove(state, ultimateMove(square, state.currentPlayer!)));
      expect(await page.textContent('#status')).toBe(ultimatePlayed(state, next, square));
      state = next;
      await expectUltimateBoard(state);
      if (state.status === 'in-progress' && state.forcedBoard === null) freeMoves++;
    }
    // The game had free moves (sent to a closed board), closed boards, and ends on a line of boards.
    expect(freeMoves).toBeGreaterThan(0);
    expect(state.boards.filter((result) => result !== null).length).toBeGreaterThan(3);
    expect(state.winner?.symbol).toBe('X');
    expect(await page.getAttribute('#status', 'data-over')).toBe('true');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe(ULTIMATE_WIN.join(' '));
    expect(await page.isVisible('#ultimate-frame .global-line')).toBe(true);
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 1, o: 0, draws: 0 }));
    // Over: no cell plays, a click changes nothing.
    expect(await page.locator('#ultimate-board button.cell:not([aria-disabled])').count()).toBe(0);
    await page.click('#ultimate-board button[data-square="e5"]', { force: true });
    expect(await page.getAttribute('#moves', 'data-moves')).toBe(ULTIMATE_WIN.join(' '));

    // Undo takes the last move back (and the win off the tally), redo plays it again.
    await page.click('#undo');
    state = unwrap(ultimate.undo(state));
    await expectUltimateBoard(state);
    expect(await page.textContent('#status')).toBe(ultimateStatus(state));
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 0, o: 0, draws: 0 }));
    await page.click('#redo');
    expect(await ultimateGameOf()).toMatchObject({ status: 'won', moveCount: ULTIMATE_WIN.length });
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 1, o: 0, draws: 0 }));
    expect(await page.isDisabled('#redo')).toBe(true);
    // A new game: an empty board, X to move anywhere; the tally stays.
    await page.click('#restart');
    state = unwrap(ultimate.createInitialState({}, PLAYERS));
    await expectUltimateBoard(state);
    expect(await page.textContent('#status')).toBe(ultimateStatus(state));
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 1, o: 0, draws: 0 }));
    expect(await page.isDisabled('#undo')).toBe(true);

    // Back to tic-tac-toe: the 3 × 3 board, and play by link offered again.
    await page.selectOption('#rules', 'tic-tac-toe');
    expect(await page.isVisible('#ultimate-frame')).toBe(false);
    expect(await page.locator('#board button.cell').count()).toBe(9);
    for (const control of ['#opponent', '#side', '#think', '#coach', '#hint', '#link-start'])
      expect(await page.isDisabled(control), control).toBe(false);
    expect(await page.isDisabled('#opponent option[value="link"]')).toBe(false);
    expect(await page.inputValue('#opponent')).toBe('local');
    const fresh = unwrap(engine.createInitialState(RULES['tic-tac-toe']!, PLAYERS));
    expect(await page.textContent('#status')).toBe(describeStatus(fresh));
  });

  it('plays by keyboard alone: one tab stop, arrows across the 81 cells, a move elsewhere refused aloud', async () => {
    await open(page, '?rules=ultimate&opponent=local');
    expect(await page.locator('#ultimate-board button[tabindex="0"]').count()).toBe(1);
    const focused = () =>
      page
        .evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.move ?? null)
        .then((move) => (move === null ? Number.NaN : Number(move)));
    for (let presses = 0; Number.isNaN(await focused()); presses++) {
      expect(presses).toBeLessThan(12);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe(40); // e5, the center of the center board
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).toBe('solid');
    // The arrows cross from one local board to the next; Home/End, Page Up/Down reach the edges.
    for (const [key, square] of [
      ['ArrowRight', 'f5'],
      ['ArrowRight', 'g5'],
      ['ArrowUp', 'g6'],
      ['ArrowUp', 'g7'],
      ['End', 'i7'],
      ['ArrowRight', 'i7'],
      ['Home', 'a7'],
      ['PageUp', 'a9'],
      ['ArrowUp', 'a9'],
      ['PageDown', 'a1'],
      ['Control+End', 'i1'],
      ['Control+Home', 'a9'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focused(), `${key} to ${square}`).toBe(moveOf(square));
    }
    expect(await page.locator('#ultimate-board button[tabindex="0"]').count()).toBe(1);

    /** Walks the focus to a square with the arrows. */
    const walkTo = async (square: string) => {
      const [toRow, toColumn] = rowColumn(moveOf(square));
      for (let steps = 0; ; steps++) {
        expect(steps).toBeLessThan(17);
        const [row, column] = rowColumn(await focused());
        if (row === toRow && column === toColumn) return;
        await page.keyboard.press(
          row < toRow ? 'ArrowDown' : row > toRow ? 'ArrowUp' : column < toColumn ? 'ArrowRight' : 'ArrowLeft',
        );
      }
    };
    let state = unwrap(ultimate.createInitialState({}, PLAYERS));
    for (const [ply, square] of ULTIMATE_WIN.entries()) {
      if (ply === 2) {
        // X is sent to the middle-left board (g8 is the middle-left cell of its board): a cell of
        // another board is marked aria-disabled, and Enter on it is refused aloud.
        expect(state.forcedBoard).toBe(3);
        const wrong = 'e5';
        await walkTo(wrong);
        expect(await page.getAttribute(`#ultimate-board button[data-square="${wrong}"]`, 'aria-disabled')).toBe('true');
        await page.keyboard.press('Enter');
        const refused = pageText('en', 'ultimate.refusedBoard', { mark: 'X', board: place(3, 'en') });
        expect(await page.textContent('#status')).toBe(`${refused} ${ultimateStatus(state)}`);
        expect(await ultimateGameOf()).toMatchObject({ moveCount: 2 });
        // A taken cell is refused in the library's words.
        await walkTo(ULTIMATE_WIN[0]!);
        await page.keyboard.press(' ');
        expect(await page.textContent('#status')).toMatch(/^Refused: /);
        expect(await ultimateGameOf()).toMatchObject({ moveCount: 2 });
      }
      await walkTo(square);
      await page.keyboard.press(ply % 2 === 0 ? 'Enter' : ' ');
      const next = unwrap(ultimate.applyMove(state, ultimateMove(square, state.currentPlayer!)));
      expect(await page.textContent('#status')).toBe(ultimatePlayed(state, next, square));
      state = next;
      expect(await page.getAttribute(`#ultimate-board button[data-square="${square}"]`, 'aria-label')).toBe(
        ultimateName(state.board[moveOf(square)]!, moveOf(square)),
      );
    }
    await expectUltimateBoard(state);
    expect(await page.getAttribute('#status', 'role')).toBe('status');
    expect(state.status).toBe('won');
  });

  it('switches language in place: the same game, its names, status and rules menu in Spanish and French', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?rules=ultimate&opponent=local&lang=en');
    const played = ULTIMATE_WIN.slice(0, 3);
    for (const square of played) await page.click(`#ultimate-board button[data-square="${square}"]`);
    const before = unwrap(ultimate.replay(played.slice(0, 2), {}, PLAYERS));
    const state = unwrap(ultimate.replay(played, {}, PLAYERS));
    for (const language of ['es', 'fr', 'en'] as const) {
      await page.selectOption('#lang', language);
      await page.waitForSelector(`html[lang="${CATALOGUES[language].locale}"]`);
      expect(await page.getAttribute('#moves', 'data-moves')).toBe(played.join(' '));
      expect(await page.inputValue('#rules')).toBe('ultimate');
      expect(await page.textContent('#rules option[value="ultimate"]')).toBe(pageText(language, 'rules.ultimate'));
      expect(await page.getAttribute('#ultimate-board', 'aria-label')).toBe(pageText(language, 'ultimate.board'));
      expect(await page.textContent('#status')).toBe(ultimatePlayed(before, state, played[2]!, language));
      expect(await page.textContent('#opponent-note')).toBe(pageText(language, 'opponent.localNote'));
      expect(await page.textContent('#verdict')).toBe(pageText(language, 'ultimate.noLink'));
      await expectUltimateBoard(state, language);
    }
  });

  it('passes axe-core mid-game and won, on a desktop and on a 360 px phone in Spanish and French', async () => {
    for (const [width, scheme, language] of [
      [1280, 'light', 'en'],
      [360, 'dark', 'es'],
      [360, 'light', 'fr'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `?rules=ultimate&opponent=local&lang=${language}`);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      let state = unwrap(ultimate.createInitialState({}, PLAYERS));
      for (const [ply, square] of ULTIMATE_WIN.entries()) {
        await page.click(`#ultimate-board button[data-square="${square}"]`);
        state = unwrap(ultimate.applyMove(state, ultimateMove(square, state.currentPlayer!)));
        // Mid-game (closed boards and a free move), and at the end.
        if (ply === 12 || ply === ULTIMATE_WIN.length - 1) {
          expect(await page.textContent('#status')).toMatch(
            new RegExp(`${literally(ultimateStatus(state, language))}$`),
          );
          await expectUltimateBoard(state, language);
          expect(await scan(), `${language} at ${width} px, move ${ply + 1}`).toEqual([]);
        }
      }
      // The page never scrolls sideways; every cell is at least 24 × 24 px (WCAG 2.2's target
      // size), the board fitting the screen or scrolling in its own frame.
      const { scroll, smallest } = await page.evaluate(() => {
        const sizes = Array.from(document.querySelectorAll('#ultimate-board button.cell')).map((cell) =>
          cell.getBoundingClientRect(),
        );
        return {
          scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          smallest: Math.min(...sizes.flatMap((size) => [size.width, size.height])),
        };
      });
      expect(scroll, `${language} at ${width} px`).toBe(0);
      expect(smallest, `${language} at ${width} px`).toBeGreaterThanOrEqual(24);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});

// ---------------------------------------------------------------------------------------------
// Ultimate against the AI: its moves, the heat map of a hint, the hint in words, the evaluation and
// its line, the analysis. The page's views are checked against the answers its worker gave (an
// estimate depends on the time a search had), and those answers against UltimateEngine and
// UltimateAI in Node.

/** A square of a move of Ultimate. */
const squareOf = (move: { data: { board: number; cell: number } }) => {
  const [row, column] = rowColumn(move.data.board * 9 + move.data.cell);
  return `${'abcdefghi'[column]}${9 - row}`;
};

/** The legal moves of a position, as squares, in order. */
const legalSquares = (state: UltimateState) =>
  ultimate
    .getLegalMoves(state, state.currentPlayerId ?? '')
    .map(squareOf)
    .sort();

/**
 * The short text of a heat-map cell for a ranked move, worked out here: a proven value by its
 * letter (and its distance when measured), an estimate as the mover's expected score in %, or
 * `~W`/`~L` when decisive.
 */
function ultimateLabel(
  { chance, proven, plies }: { chance: number; proven: 'win' | 'loss' | 'draw' | null; plies: number | null },
  language: Language = 'en',
): string {
  if (proven === 'draw') return pageText(language, 'heat.draw');
  if (proven) {
    if (plies === null) return pageText(language, proven === 'win' ? 'heat.winProven' : 'heat.lossProven');
    return pageText(language, proven === 'win' ? 'heat.win' : 'heat.loss', { moves: plies });
  }
  const score = 2 * chance - 1;
  if (Math.abs(score) >= DECISIVE) return pageText(language, score > 0 ? 'heat.winEstimated' : 'heat.lossEstimated');
  return new Intl.NumberFormat(CATALOGUES[language].locale).format(shareOf(score));
}

/** The evaluation's sentence and X's share of the bar, worked out here from the page's evaluation. */
function ultimateEvaluation(evaluation: UltimateEvaluation, mover: 'X' | 'O', language: Language = 'en') {
  const other = mover === 'X' ? 'O' : 'X';
  if (evaluation.proven) {
    const note = pageText(language, 'eval.proven');
    if (evaluation.proven === 'draw') {
      return { text: pageText(language, 'eval.sentence', { text: pageText(language, 'eval.draw'), note }), x: 50 };
    }
    const winner = evaluation.proven === 'win' ? mover : other;
    const text =
      evaluation.plies === null
        ? pageText(language, 'value.wins', { mark: winner })
        : pageText(language, 'eval.wins', { mark: winner, moves: evaluation.plies });
    return { text: pageText(language, 'eval.sentence', { text, note }), x: winner === 'X' ? 100 : 0 };
  }
  const score = 2 * evaluation.chance - 1;
  const key = gradeKey(score);
  const text = key === 'grade.even' ? pageText(language, 'eval.even') : pageText(language, key, { mark: mover });
  const note = pageText(language, 'eval.estimated', { mark: mover, share: shareOf(score) });
  return { text: pageText(language, 'eval.sentence', { text, note }), x: shareOf(mover === 'X' ? score : -score) };
}

/**
 * Checks the heat map, the hint's words, the evaluation and its line against the answers the page
 * was given, and those against the position in Node: the hint ranks every legal move; each move
 * the search reached is painted with its value, the others are blank; the hinted one is ringed.
 */
async function expectUltimateCoach(language: Language = 'en'): Promise<UltimateHint> {
  const state = await ultimateGameOf();
  const mover = state.currentPlayer!;
  const hint = await answered<UltimateHint>('hint');
  expect(hint.symbol).toBe(mover);
  expect(hint.moves.map((move) => move.square).sort()).toEqual(legalSquares(state));
  const shown = await page.$$eval('#ultimate-board button.cell[data-proven]', (cells) =>
    cells.map((cell) => ({
      square: (cell as HTMLElement).dataset.square!,
      label: cell.querySelector('.heat')?.textContent ?? null,
      proven: (cell as HTMLElement).dataset.proven,
      hinted: cell.classList.contains('hinted'),
      name: cell.getAttribute('aria-label') ?? '',
    })),
  );
  const reached = hint.moves.filter((move) => move.chance !== null);
  expect(shown.map((cell) => cell.square).sort()).toEqual(reached.map((move) => move.square).sort());
  const bySquare = new Map(shown.map((cell) => [cell.square, cell]));
  for (const move of reached) {
    const cell = bySquare.get(move.square)!;
    expect({ square: move.square, label: cell.label, proven: cell.proven, hinted: cell.hinted }).toEqual({
      square: move.square,
      label: ultimateLabel({ chance: move.chance!, proven: move.proven, plies: move.plies }, language),
      proven: String(move.proven !== null),
      hinted: move.square === hint.square,
    });
    // What the cell shows is part of its name, after where it is.
    expect(cell.name).toContain(`, ${cell.label}`);
  }
  expect(await page.locator('#ultimate-board button.hinted').count()).toBe(1);
  expect(await page.getAttribute('#ultimate-board button.hinted', 'data-square')).toBe(hint.square);
  expect(await page.textContent('#hint-text')).toBe(describeUltimateHint(hint, CATALOGUES[language]));
  const evaluation = await answered<UltimateEvaluation>('evaluate');
  const expected = ultimateEvaluation(evaluation, mover, language);
  expect(await page.textContent('#eval-text')).toBe(expected.text);
  expect(await page.getAttribute('#eval-bar', 'title')).toBe(
    pageText(language, 'eval.bar', { x: expected.x, o: 100 - expected.x }),
  );
  expect(await page.getAttribute('#eval-bar', 'data-proven')).toBe(String(evaluation.proven !== null));
  expect(await page.locator('#line li').allTextContents()).toEqual(
    evaluation.line.map((square, ply) => `${(ply % 2 === 0) === (mover === 'X') ? 'X' : 'O'}${square}`),
  );
  // The line is a line of play from this position.
  expect(
    unwrap(ultimate.replay([...state.history.map((entry) => entry.square), ...evaluation.line], {}, PLAYERS)),
  ).toBeTruthy();
  return hint;
}

/**
 * Checks the analysis chart against the analysis the page was given: one point per ply at X's
 * winning chance after it, one bar per ply, each move's verdict in the table, both accuracies.
 */
async function expectUltimateAnalysis(state: UltimateState): Promise<void> {
  await page.waitForSelector('#analysis-body svg.chance-chart');
  const analysis = await answered<UltimateGameAnalysis>('analyze');
  expect(analysis.moves.map((move) => move.square)).toEqual(state.history.map((entry) => entry.square));
  expect(await page.locator('#analysis-body .point').count()).toBe(state.history.length);
  expect(await page.locator('#analysis-body .bar').count()).toBe(state.history.length);
  const points = await page.$$eval('#analysis-body .point', (circles) =>
    circles.map((circle) => ({ cls: circle.getAttribute('class') ?? '', title: circle.textContent ?? '' })),
  );
  for (const [ply, move] of analysis.moves.entries()) {
    const forX = move.symbol === 'X' ? move.after : 1 - move.after;
    const share = shareOf(2 * forX - 1);
    expect(points[ply]!.cls).toContain(`bar-${move.classification}`);
    expect(points[ply]!.title).toBe(
      pageText('en', 'analysis.pointTitle', {
        ply: ply + 1,
        mark: move.symbol,
        cell: move.square,
        classification: move.classification,
        share,
      }),
    );
  }
  expect(await page.locator('#analysis-body tbody td:nth-child(3)').allTextContents()).toEqual(
    analysis.moves.map((move) => move.square),
  );
  expect(await page.locator('#analysis-body tbody td:nth-child(4)').allTextContents()).toEqual(
    analysis.moves.map((move) => move.classification),
  );
  expect(await page.locator('#analysis-body .accuracy-value').allTextContents()).toEqual(
    analysis.players.map((player) => `${player.accuracy}%`),
  );
  // The same game analyzed in Node: one record per ply, the same moves and players.
  const here = unwrap(new UltimateAI({ seed: 1 }).analyzeGame(state, { timeLimit: 1 }));
  expect(here.moves.map((move) => [move.ply, move.symbol, move.square])).toEqual(
    analysis.moves.map((move) => [move.ply, move.symbol, move.square]),
  );
}

describeInBrowser('the playground on Ultimate tic-tac-toe against the AI', () => {
  it('plays a game against the AI to the end: its moves legal, the board the engine’s, undo, the chart', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?rules=ultimate&opponent=2&think=100&seed=4&lang=en');
    expect(await page.textContent('#opponent-note')).toBe(describeDifficulty(2, undefined, 'ultimate'));
    // The levels are Ultimate's: its level 6 is the strongest, not perfect.
    expect(await page.textContent('#opponent option[value="6"]')).toContain(labelDifficulty(6, undefined, 'ultimate'));
    expect(await page.textContent('#status')).toBe(pageText('en', 'ultimate.yourMoveAny', { mark: 'X' }));
    let state = unwrap(ultimate.createInitialState({}, PLAYERS));
    for (let ply = 0; state.status === 'in-progress'; ply += 2) {
      expect(ply).toBeLessThan(81);
      // The person plays the first legal move of each position (in the order of the engine's moves).
      const mine = squareOf(ultimate.getLegalMoves(state, 'x')[0]!);
      await page.click(`#ultimate-board button[data-square="${mine}"]`);
      await idle();
      // The AI's reply is a legal move (the replay of the move list would fail otherwise).
      const shown = await ultimateGameOf();
      const after = unwrap(ultimate.applyMove(state, ultimateMove(mine, 'X')));
      expect(shown.history.slice(0, after.history.length).map((entry) => entry.square)).toEqual(
        after.history.map((entry) => entry.square),
      );
      expect(shown.history.length).toBe(
        after.status === 'in-progress' ? after.history.length + 1 : after.history.length,
      );
      state = shown;
      await expectUltimateBoard(state);
      if (state.status === 'in-progress' && state.history.length === after.history.length + 1) {
        const last = state.lastMove!;
        const aiMove = translate('status.ai-move', {
          mark: 'O',
          cell: last.square,
          label: pageText('en', 'ultimate.where', {
            board: place(last.board, 'en'),
            cell: place(last.cell, 'en'),
          }),
        });
        expect(await page.textContent('#status')).toMatch(new RegExp(`^${literally(aiMove)} `));
      }
      if (ply === 6) {
        // Undo takes back the AI's reply and the person's move together; redo plays both again.
        await page.click('#undo');
        const back = unwrap(ultimate.undo(unwrap(ultimate.undo(state))));
        await expectUltimateBoard(back);
        await page.click('#redo');
        await idle();
        expect(await ultimateGameOf()).toEqual(state);
      }
    }
    // Over: the verdict for this screen, then how; the analysis drawn at once.
    const verdict =
      state.winner === null ? '' : translate(state.winner.playerId === 'x' ? 'status.you-win' : 'status.ai-wins', {});
    expect(await page.textContent('#status')).toMatch(
      new RegExp(`${literally(`${verdict} ${ultimateStatus(state)}`.trim())}$`),
    );
    await idle();
    await expectUltimateAnalysis(state);

    // Playing O: the AI opens as X, with a legal move.
    await page.selectOption('#side', 'o');
    await idle();
    const opened = await ultimateGameOf();
    expect(opened.history.length).toBe(1);
    await expectUltimateBoard(opened);
    expect(await page.textContent('#tally')).toMatch(/^You \d+ · Draws \d+ · AI \d+$/);
    // A new game: the AI opens again.
    await page.click('#restart');
    await idle();
    expect((await ultimateGameOf()).history.length).toBe(1);
  });

  it('drops the AI answer to a position the game has left (undo while it thinks)', async () => {
    // Level 6 searches for the whole 3 seconds it is given (the longest choice): the undo comes while it thinks,
    // however busy the machine (with 1 s, a CI run's page steps once took longer than the search).
    await open(page, '?rules=ultimate&opponent=6&think=3000&lang=en');
    await page.click('#ultimate-board button[data-square="e5"]');
    await page.waitForSelector('#ultimate-frame[data-thinking="true"]');
    const center = pageText('en', 'ultimate.where', { board: place(4, 'en'), cell: place(4, 'en') });
    const played = pageText('en', 'status.youPlayed', { cell: 'e5', label: center });
    expect(await page.textContent('#status')).toBe(`${played} ${pageText('en', 'status.thinking', { mark: 'O' })}`);
    await page.click('#undo');
    expect(await page.getAttribute('#ultimate-frame', 'data-thinking')).toBe('false');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.getAttribute('body', 'data-busy')).toBe('true');
    await idle();
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.textContent('#status')).toBe(pageText('en', 'ultimate.yourMoveAny', { mark: 'X' }));
  });

  it('shows a hint as a heat map over the legal moves, in words in each language, the evaluation', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?rules=ultimate&opponent=local&think=100&lang=en');
    // From the start: 81 legal moves, every one ranked.
    await askHint();
    await expectUltimateCoach();
    // A few moves in: a board to play in, its nine cells or fewer.
    for (const square of ULTIMATE_WIN.slice(0, 5)) await page.click(`#ultimate-board button[data-square="${square}"]`);
    expect(await page.locator('#ultimate-board button[data-proven]').count()).toBe(0);
    await askHint();
    const hint = await expectUltimateCoach();
    // The hint in the page's language, as describeUltimateHint says it with that catalogue.
    for (const language of ['es', 'fr', 'en'] as const) {
      await page.selectOption('#lang', language);
      await page.waitForSelector(`html[lang="${CATALOGUES[language].locale}"]`);
      expect(await page.textContent('#hint-text')).toBe(describeUltimateHint(hint, CATALOGUES[language]));
      await expectUltimateCoach(language);
    }
    // The analysis on demand, mid-game: one point per ply.
    await page.click('#analyze');
    await expectUltimateAnalysis(await ultimateGameOf());

    // One move from the end (X wins with c3): proven, and marked so on the cell and the bar.
    for (const square of ULTIMATE_WIN.slice(5, -1)) await page.click(`#ultimate-board button[data-square="${square}"]`);
    await askHint();
    const won = await expectUltimateCoach();
    expect([won.square, won.reason, won.proven]).toEqual(['c3', 'win', 'win']);
    expect(await page.getAttribute('#ultimate-board button[data-square="c3"]', 'data-proven')).toBe('true');
    expect(await page.getAttribute('#eval-bar', 'data-proven')).toBe('true');
  });

  it('passes axe-core with the heat map and the chart shown, on a desktop and a 360 px phone in Spanish', async () => {
    await onDesktopAndPhone('?rules=ultimate&opponent=3&think=100&seed=2', async (language) => {
      for (const square of ['e5', 'e4', 'e6']) {
        const state = await ultimateGameOf();
        const legal = legalSquares(state);
        await page.click(`#ultimate-board button[data-square="${legal.includes(square) ? square : legal[0]}"]`);
        await idle();
      }
      await askHint();
      await page.click('#analyze');
      await page.waitForSelector('#analysis-body svg.chance-chart');
      await page.click('#analysis-body summary');
      expect(await page.locator('#ultimate-board button[data-proven]').count()).toBeGreaterThan(0);
      expect(await scan(), language).toEqual([]);
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 8)
          .map(
            (element) =>
              `${element.tagName}#${element.id}.${element.className} ${element.getBoundingClientRect().right}`,
          ),
      );
      expect(wide).toEqual([]);
      expect(scroll, language).toBe(0);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
