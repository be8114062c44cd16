// The playground (examples/playground/, built by scripts/playground.mjs into docs/playground/) in
// headless Chromium, driven as a person would: clicks, keys, links opened in a second tab. Every
// value the page shows is checked against the library in Node. The browser is the machine's own
// (see test/support/browser.ts); the page and the test use no network.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import {
  TicTacToeAI,
  cellLabel,
  cellName,
  describeDifficulty,
  describeError,
  describeHint,
  describeStatus,
  en,
  encodeRecord,
  labelDifficulty,
  labelRules,
  openCode,
  translate,
  unwrap,
  type CellIndex,
  type Hint,
} from '../../src/index.js';
import { es } from '../../src/i18n/locales/es.js';
import { fr } from '../../src/i18n/locales/fr.js';
import { describeInBrowser, root } from '../support/browser.js';

import {
  onDesktopAndPhone,
  PAGE,
  type PageMessage,
  engine,
  RULES,
  CATALOGUES,
  pageText,
  browser,
  page,
  watch,
  answered,
  usePage,
  open,
  idle,
  gameOf,
  askHint,
  DECISIVE,
  expectedEvaluation,
  overText,
  cellNames,
  painted,
  expectHeatMap,
  scan,
} from '../support/playground-page.js';

usePage();

it('has every string of the page in Spanish and French, with the placeholders of the English', () => {
  /** Each key's placeholders, form by form: one set per key when its forms agree. */
  const placeholders = (messages: Record<string, PageMessage>) =>
    Object.fromEntries(
      Object.entries(messages).map(([key, message]) => {
        const forms = typeof message === 'string' ? [message] : Object.values(message);
        const sets = forms.map((text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))].sort());
        return [key, [...new Set(sets.map((set) => set.join(' ')))]];
      }),
    );
  expect(placeholders(PAGE.es)).toEqual(placeholders(PAGE.en));
  expect(placeholders(PAGE.fr)).toEqual(placeholders(PAGE.en));
  // Plural forms are categories of Intl.PluralRules, `other` among them.
  for (const message of Object.values(PAGE).flatMap((messages) => Object.values(messages))) {
    if (typeof message === 'string') continue;
    expect(Object.keys(message).filter((form) => !['zero', 'one', 'two', 'few', 'many'].includes(form))).toEqual([
      'other',
    ]);
  }
  // French typography, as the library's catalogue: a no-break space before : ; ! ? and %, never a plain one.
  const plain = Object.entries(PAGE.fr).filter(([, message]) =>
    (typeof message === 'string' ? [message] : Object.values(message)).some((text) => / [:;!?%]/.test(text)),
  );
  expect(plain.map(([key]) => key)).toEqual([]);
});

describeInBrowser('the playground', () => {
  it('plays a full game to the end on each preset, by playing the hinted move against the AI', async () => {
    await open(page, '?opponent=1&think=100&seed=1');
    // The rules menu offers exactly these: each k-in-a-row preset below, then Ultimate.
    const offered = await page.$$eval('#rules option', (options) =>
      (options as HTMLOptionElement[]).map((option) => option.value),
    );
    expect(offered).toEqual([...Object.keys(RULES), 'ultimate']);
    for (const [key, rules] of Object.entries(RULES)) {
      await page.selectOption('#rules', key);
      expect(await page.locator('#board button.cell').count()).toBe(rules.rows * rules.columns);
      expect(await page.textContent('#status')).toBe('Your move (X).');
      for (let turn = 0; (await page.getAttribute('#status', 'data-over')) !== 'true'; turn++) {
        expect(turn).toBeLessThan(rules.rows * rules.columns);
        await askHint();
        expect(await page.locator('#board button.hinted').count()).toBe(1);
        await page.click('#board button.hinted');
        await idle();
      }
      const state = await gameOf(page, rules);
      expect(state.status).not.toBe('in-progress');
      expect(await page.textContent('#status')).toMatch(new RegExp(`${overText(state).replace(/[.!()]/g, '\\$&')}$`));
      // The winning line is lit, and the analysis of the game is drawn: one bar per move.
      expect(await page.locator('#board button.win').count()).toBe(state.winningLine?.cells.length ?? 0);
      await page.waitForSelector('#analysis-body svg');
      expect(await page.locator('#analysis-body .bar').count()).toBe(state.history.length);
      if (rules.rows * rules.columns === 9) {
        // Proven on 3×3: every verdict and both accuracies are analyzeGame's.
        const analysis = unwrap(new TicTacToeAI().analyzeGame(state));
        expect(await page.locator('#analysis-body tbody td:nth-child(4)').allTextContents()).toEqual(
          analysis.moves.map((move) => move.classification),
        );
        expect(await page.locator('#analysis-body .accuracy-value').allTextContents()).toEqual(
          analysis.players.map((player) => `${player.accuracy}%`),
        );
      }
    }
  });

  it('shows a heat map that matches getHint cell by cell, with the evaluation and its best line', async () => {
    await open(page, '?opponent=1&seed=5');
    // 3×3: one move each, then the hint for X.
    await page.click('#board button[data-cell="0"]');
    await idle();
    await askHint();
    // On 3×3 the page's hint is proven, so it is the one computed here.
    const proven = (hint: Hint) =>
      hint.moves.map(({ cell, outcome }) => ({ cell, outcome })).sort((a, b) => a.cell - b.cell);
    const first = await expectHeatMap(RULES['tic-tac-toe']!);
    const here = new TicTacToeAI().getHint(await gameOf(page, RULES['tic-tac-toe']!), 'x')!;
    expect(proven(first)).toEqual(proven(here));
    expect(await page.locator('.legend li').count()).toBe(7);
    // The evaluation in words and the best line as cell names, as getEvaluation says.
    const state = await gameOf(page, RULES['tic-tac-toe']!);
    const evaluation = unwrap(new TicTacToeAI().getEvaluation(state, 'x'));
    expect(await page.textContent('#eval-text')).toBe(
      evaluation.score === 0
        ? 'A draw with best play (proven).'
        : `X wins in ${100 - evaluation.score} moves with best play (proven).`,
    );
    expect(await page.locator('#line li').allTextContents()).toEqual(
      evaluation.principalVariation.map(({ row, col }, ply) => `${ply % 2 === 0 ? 'X' : 'O'}${'abc'[col]}${row + 1}`),
    );
    // The heat map belongs to its position: a move clears it.
    await page.click('#board button.hinted');
    await idle();
    expect(await page.locator('#board button[data-result]').count()).toBe(0);

    // Misère: the center draws, every other opening loses.
    await page.selectOption('#rules', 'misere');
    await askHint();
    expect(proven(await expectHeatMap(RULES.misere!))).toEqual(
      proven(new TicTacToeAI().getHint(await gameOf(page, RULES.misere!), 'x')!),
    );
    expect(await page.textContent('#board button[data-cell="0"] .heat')).toBe('L9');
    expect(await page.textContent('#board button[data-cell="4"] .heat')).toBe('D');

    // 4×4 after a few moves: proven in both places.
    await page.selectOption('#rules', '4x4');
    await page.click('#board button[data-cell="5"]');
    await idle();
    await page.click('#board button[data-cell="10"]');
    await idle();
    await askHint();
    await expectHeatMap(RULES['4x4']!);

    // Connect Four: only the cell each column drops to is painted.
    await page.selectOption('#rules', 'connect-four');
    for (const column of [3, 3, 2]) {
      await page.click(`#board button[data-cell="${column}"]`);
      await idle();
    }
    await askHint();
    await expectHeatMap(RULES['connect-four']!);
  });

  it('shows estimates as graded values, leaves cells not evaluated blank, marks the suggested move', async () => {
    await open(page, '?opponent=local&think=100');
    // 3×3 from the start: every move draws, and the suggested one still stands out.
    await askHint();
    expect(new Set((await expectHeatMap(RULES['tic-tac-toe']!)).moves.map((move) => move.outcome.result))).toEqual(
      new Set(['draw']),
    );

    // Connect Four and gomoku after a few moves: mostly estimates, in numbers, and the evaluation in graded words.
    for (const [key, moves] of [
      ['connect-four', [3, 3, 2, 4]],
      ['gomoku', [112, 113, 97, 98]],
    ] as const) {
      const rules = RULES[key]!;
      await page.selectOption('#rules', key);
      for (const cell of moves) await page.click(`#board button[data-cell="${cell}"]`);
      await askHint();
      const hint = await expectHeatMap(rules);
      expect(
        hint.moves.some((move) => !move.outcome.proven && Math.abs(move.outcome.score) < DECISIVE),
        key,
      ).toBe(true);
      const mover = (await gameOf(page, rules)).currentPlayer!;
      expect(await page.textContent('#eval-text')).toBe(expectedEvaluation(await answered('evaluate'), mover));

      // A search that looked at a few cells only: the others stay blank.
      await page.evaluate(() => {
        (window as unknown as { __keepHintMove: (move: { cell: number }) => boolean }).__keepHintMove = (move) =>
          move.cell % 3 === 0;
      });
      await page.click(`#board button[data-cell="${hint.cell}"]`);
      await askHint();
      const few = await expectHeatMap(rules);
      const after = await gameOf(page, rules);
      const legal = engine.getLegalMoves(after, after.currentPlayerId!).length;
      expect(few.moves.length).toBeLessThan(legal);
      expect(await page.locator('#board button[data-result]').count()).toBe(few.moves.length);
      await page.evaluate(() => delete (window as unknown as { __keepHintMove?: unknown }).__keepHintMove);
    }
  });

  it('drops the AI answer to a position the game has left (undo while it thinks)', async () => {
    // Level 6 on 15×15 searches for the whole 3 seconds it is given (the longest choice): the undo comes while it
    // thinks, however busy the machine.
    await open(page, '?rules=gomoku&opponent=6&think=3000');
    await page.click('#board button[data-cell="112"]');
    await page.waitForSelector('.board-frame[data-thinking="true"]');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('h8');
    await page.click('#undo');
    expect(await page.getAttribute('.board-frame', 'data-thinking')).toBe('false');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.getAttribute('body', 'data-busy')).toBe('true');
    await idle();
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.textContent('#status')).toBe('Your move (X).');
  });

  it('plays a game by keyboard alone: one tab stop, arrows, Home/End, Enter and Space, spoken labels', async () => {
    await open(page, '?opponent=1&seed=3');
    // Tab reaches the board once: a single cell is in the tab order.
    expect(await page.locator('#board button[tabindex="0"]').count()).toBe(1);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);
    for (let presses = 0; (await focused()) === null; presses++) {
      expect(presses).toBeLessThan(12);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('4');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    for (const [key, cell] of [
      ['ArrowUp', '1'],
      ['ArrowUp', '1'],
      ['ArrowLeft', '0'],
      ['End', '2'],
      ['Home', '0'],
      ['Control+End', '8'],
      ['PageUp', '2'],
      ['PageDown', '8'],
      ['Control+Home', '0'],
      ['ArrowDown', '3'],
      ['ArrowRight', '4'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focused()).toBe(cell);
    }
    expect(await page.locator('#board button[tabindex="0"]').count()).toBe(1);
    // Play to the end: walk to the first empty cell with the arrows, then Enter or Space.
    const rules = RULES['tic-tac-toe']!;
    for (let turn = 0; (await page.getAttribute('#status', 'data-over')) !== 'true'; turn++) {
      expect(turn).toBeLessThan(5);
      const state = await gameOf(page, rules);
      const target = state.board.indexOf(null);
      let at = Number(await focused());
      while (at !== target) {
        const [row, col] = [Math.floor(at / 3), at % 3];
        const [toRow, toCol] = [Math.floor(target / 3), target % 3];
        await page.keyboard.press(
          row < toRow ? 'ArrowDown' : row > toRow ? 'ArrowUp' : col < toCol ? 'ArrowRight' : 'ArrowLeft',
        );
        at = Number(await focused());
      }
      await page.keyboard.press(turn % 2 === 0 ? 'Enter' : ' ');
      await idle();
      expect(await page.getAttribute(`#board button[data-cell="${target}"]`, 'aria-label')).toBe(
        `${cellLabel(target as CellIndex)}: X`,
      );
    }
    // Every cell is named by the library's label and its mark.
    const state = await gameOf(page, rules);
    expect((await painted()).map((cell) => cell.name)).toEqual(
      state.board.map((mark, cell) => `${cellLabel(cell as CellIndex)}: ${mark ?? 'empty'}`),
    );
    expect(await page.textContent('#status')).toMatch(new RegExp(`${overText(state).replace(/[.!()]/g, '\\$&')}$`));
    expect(await page.getAttribute('#status', 'role')).toBe('status');

    // With gravity, a cell plays its column: Space on the top of column d drops to d6.
    await page.selectOption('#rules', 'connect-four');
    await page.locator('#board button[tabindex="0"]').focus();
    expect(await page.getAttribute('#board button[data-cell="3"]', 'aria-label')).toBe(
      'Row 1, column 4: empty, drops to row 6',
    );
    await page.keyboard.press('PageUp');
    await page.keyboard.press(' ');
    await idle();
    expect(await page.getAttribute('#board button[data-cell="38"]', 'aria-label')).toBe('Row 6, column 4: X');
  });

  it("gives level 6 Connect Four's opening book: the worker loads it, and O answers 1.a from it", async () => {
    const loaded: string[] = [];
    const listen = (request: { url(): string }) => loaded.push(request.url());
    page.on('request', listen);
    try {
      await open(page);
      await page.selectOption('#opponent', '6');
      await page.selectOption('#rules', 'connect-four');
      await page.click('#board button[data-cell="35"]');
      await idle();
      // The book's answer to the first move in column a is the centre column (scripts/connect-four-book.mjs).
      expect(await page.getAttribute('#board button[data-cell="38"]', 'aria-label')).toBe('Row 6, column 4: O');
    } finally {
      page.off('request', listen);
    }
    expect(loaded.filter((url) => url.endsWith('/connect-four-openings.js'))).toHaveLength(1);
  });

  it('plays by link between two tabs: signed links, played on and sent back, tampered ones refused', async () => {
    const passphrase = 'correct horse battery staple';
    const key = createHash('sha256').update(`tictactoe-engine playground\n${passphrase}`).digest();
    await open(page);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await open(page);
    await page.fill('#passphrase', passphrase);
    await page.selectOption('#opponent', 'link');
    expect(await page.textContent('#tally')).toBe('In this tab you play X.');
    await page.click('#board button[data-cell="4"]');
    await page.waitForFunction(() => (document.getElementById('link-output') as HTMLInputElement).value !== '');
    const first = await page.inputValue('#link-output');
    expect(await page.textContent('#status')).toBe(
      'You played b2 (Center). Waiting for your opponent (O). Send them the link below.',
    );
    expect(new URL(first).hash).toBe(new URL(page.url()).hash);
    // The link verifies in Node with the same passphrase.
    const sent = unwrap(await openCode(new URL(first).hash.slice(1), null, { key }));
    expect(sent).toMatchObject({ verified: true, phase: 'your-turn', me: { id: 'o' } });
    expect(sent.record.moves).toEqual([4]);

    // A second tab opens it, is seated as O, plays and shares back.
    const other = watch(await browser!.context.newPage());
    await other.goto(first);
    await other.waitForSelector('#verdict[data-code="OK"]');
    expect(await other.textContent('#verdict')).toBe('✓ Verified: signed with your passphrase.');
    expect(await other.textContent('#tally')).toBe('In this tab you play O.');
    expect(await other.textContent('#status')).toBe(
      'X played b2 (Center). Your move (O). Then send the link to your opponent.',
    );
    await other.click('#board button[data-cell="0"]');
    await other.waitForFunction(() => (document.getElementById('link-output') as HTMLInputElement).value !== '');
    const second = await other.inputValue('#link-output');
    // Reopening its own link, the second tab waits.
    await other.reload();
    await other.waitForSelector('#verdict[data-code="OK"]');
    expect(await other.textContent('#status')).toBe('Waiting for your opponent (X).');
    await other.close();

    // The first tab opens the answer (only the fragment changes) and plays on.
    await page.goto(second);
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.includes('Your move (X)'));
    expect(await page.textContent('#verdict')).toBe('✓ Verified: signed with your passphrase.');
    expect(await page.getAttribute('#board button[data-cell="0"]', 'aria-label')).toBe('Top Left: O');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('b2 a1');

    // Refused: an old link (it takes back a move this tab has seen), a changed character, an unsigned link.
    const refuse = async (link: string): Promise<string | null> => {
      await page.evaluate(() => delete document.getElementById('verdict')!.dataset.code);
      await page.fill('#open-input', link);
      await page.click('#open-form button[type="submit"]');
      await page.waitForSelector('#verdict[data-code]');
      return page.getAttribute('#verdict', 'data-code');
    };
    // The reasons are the library's sentences (describeError) for the same codes opened in Node.
    const code = new URL(second).hash.slice(1);
    const seen = unwrap(await openCode(code, 'x', { key })).record;
    const rewritten = await openCode(new URL(first).hash.slice(1), 'x', { key, seen });
    expect(await refuse(first)).toBe('HISTORY_REWRITTEN');
    expect(await page.textContent('#verdict')).toBe(`✗ Refused. ${!rewritten.ok && describeError(rewritten.error)}`);
    const at = Math.floor(code.length / 2);
    const tampered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
    expect(await refuse(tampered)).toBe('BAD_SIGNATURE');
    const badSignature = describeError({ code: 'BAD_SIGNATURE', message: '' });
    expect(await page.textContent('#verdict')).toBe(`✗ Refused. ${badSignature}`);
    const received = unwrap(await openCode(code, 'x', { key }));
    expect(await refuse(unwrap(encodeRecord(received.record)))).toBe('MISSING_SIGNATURE');
    // The game on the board is untouched by the refused links.
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('b2 a1');
    expect(await page.locator('#board button.cell:not([aria-disabled])').count()).toBe(7);

    // Where the browser cannot sign (no Web Crypto off HTTPS), a passphrase stops the move
    // rather than let it go out unsigned.
    const plain = watch(await browser!.context.newPage());
    await plain.addInitScript(() => Object.defineProperty(crypto, 'subtle', { value: undefined }));
    await open(plain, '?opponent=link');
    await plain.click('#board button[data-cell="4"]');
    await plain.waitForSelector('#verdict[data-code="CRYPTO_UNAVAILABLE"]');
    expect(await plain.getAttribute('#moves', 'data-moves')).toBe('');
    await plain.close();
  });

  it('passes axe-core with the heat map and the chart shown, on a desktop and a 360 px phone in Spanish', async () => {
    await onDesktopAndPhone('?opponent=1&seed=2', async (language) => {
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await page.click('#board button[data-cell="4"]');
      await idle();
      await askHint();
      await page.click('#analyze');
      await page.waitForSelector('#analysis-body svg');
      await page.click('#analysis-body summary');
      expect(await page.locator('#board button[data-result]').count()).toBe(7);
      expect(await scan()).toEqual([]);
    });

    // At 360 px the page never scrolls sideways, and every cell of every board is at least 24 × 24 px
    // (WCAG 2.2's target size): a board too wide for the screen scrolls in its frame.
    for (const key of Object.keys(RULES)) {
      await page.selectOption('#rules', key);
      const { scroll, width, height, fits } = await page.evaluate(() => {
        const sizes = Array.from(document.querySelectorAll('#board button.cell')).map((cell) =>
          cell.getBoundingClientRect(),
        );
        const frame = document.getElementById('board-frame')!.parentElement!;
        return {
          scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          width: Math.min(...sizes.map((size) => size.width)),
          height: Math.min(...sizes.map((size) => size.height)),
          fits: frame.scrollWidth <= frame.clientWidth,
        };
      });
      expect(scroll, key).toBe(0);
      expect(Math.min(width, height), key).toBeGreaterThanOrEqual(24);
      if (key === 'gomoku') expect(fits, key).toBe(false);
    }
    // On gomoku the far corner is in reach: played by a tap, and by the keyboard, which scrolls to it.
    await page.click('#board button[data-cell="224"]');
    await idle();
    expect(await page.getAttribute('#moves', 'data-moves')).toMatch(/^o15 /);
    await page.locator('#board button[tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    const inView = await page.evaluate(() => {
      const cell = document.activeElement!.getBoundingClientRect();
      const frame = document.getElementById('board-frame')!.parentElement!.getBoundingClientRect();
      return cell.left >= frame.left - 1 && cell.right <= frame.right + 1;
    });
    expect(inView).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('passes axe-core on the heat maps of Connect Four, gomoku (and at 360 px) and 3×3 after b2 a1 b1 b3', async () => {
    for (const [key, moves, width, language] of [
      ['tic-tac-toe', [4, 0, 1, 7], 1280, 'en'],
      ['connect-four', [3, 3, 2, 4, 4], 1280, 'en'],
      ['gomoku', [112, 113, 97, 98], 1280, 'en'],
      ['gomoku', [112, 113, 97, 98], 360, 'es'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, `?opponent=local&think=100&rules=${key}&lang=${language}`);
      for (const cell of moves) await page.click(`#board button[data-cell="${cell}"]`);
      await askHint();
      expect(await page.locator('#board button[data-result]').count(), key).toBeGreaterThan(0);
      expect(await scan(), `${key} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('routes every word of the page through strings.js', async () => {
    // The markup's words are the English fallback of data-t keys, the same as the catalogue's,
    // which the page puts in their place; no word stands outside a key.
    const markup = readFileSync(join(root, 'examples/playground/index.html'), 'utf8');
    await open(page);
    await page.addScriptTag({ type: 'module', content: "import { t } from './strings.js'; window.t = t;" });
    await page.waitForFunction(() => 't' in window);
    const mismatches = await page.evaluate((text) => {
      const t = (window as unknown as { t: (key: string) => string }).t;
      const document = new DOMParser().parseFromString(text, 'text/html');
      const words = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
      const found: string[] = [];
      if (words(document.title) !== t('page.title')) found.push(`title: ${document.title}`);
      for (const element of Array.from(document.body.querySelectorAll('[data-t]'))) {
        const key = element.getAttribute('data-t')!;
        if (words(element.textContent) !== t(key)) found.push(`${key}: ${words(element.textContent)}`);
      }
      for (const element of Array.from(document.body.querySelectorAll('[data-t-aria-label]'))) {
        const key = element.getAttribute('data-t-aria-label')!;
        if (element.getAttribute('aria-label') !== t(key)) found.push(`${key}: ${element.getAttribute('aria-label')}`);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (words(node.textContent) && !node.parentElement?.closest('[data-t], noscript, script, [translate="no"]'))
          found.push(node.textContent!);
      }
      return found;
    }, markup);
    expect(mismatches).toEqual([]);
    const empty = await page.$$eval('[data-t]', (elements) =>
      elements.filter((element) => !element.textContent?.trim()).map((element) => element.outerHTML),
    );
    expect(empty).toEqual([]);
  });

  it('speaks Spanish and French when chosen, in place, without losing the game', async () => {
    const ACTIONS = ['actions.hint', 'actions.undo', 'actions.redo', 'actions.new', 'actions.analyze'];
    const buttons = () => page.locator('#hint, #undo, #redo, #restart, #analyze').allTextContents();
    await open(page);
    await page.evaluate(() => localStorage.clear());
    await open(page, '?opponent=local');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await buttons()).toEqual(['Hint', 'Undo', 'Redo', 'New game', 'Analyze']);
    // The menu names each language by its catalogue's name, in that language.
    expect(
      await page.$$eval('#lang option', (options) =>
        (options as HTMLOptionElement[]).map((option) => [option.value, option.lang, option.text]),
      ),
    ).toEqual([en, es, fr].map((catalogue) => [catalogue.locale, catalogue.locale, catalogue.name]));

    // A game on this device: X b2, O a1, and the heat map of a hint for X.
    const rules = RULES['tic-tac-toe']!;
    for (const cell of [4, 0]) await page.click(`#board button[data-cell="${cell}"]`);
    await askHint();
    const state = await gameOf(page, rules);
    const hint = new TicTacToeAI().getHint(state, 'x')!;
    for (const language of ['es', 'fr'] as const) {
      const catalogue = CATALOGUES[language];
      await page.selectOption('#lang', language);
      await page.waitForSelector(`html[lang="${catalogue.locale}"][dir="${catalogue.direction}"]`);
      expect(await page.title()).toBe(pageText(language, 'page.title'));
      expect(await buttons()).toEqual(ACTIONS.map((key) => pageText(language, key)));
      // The same game, its heat map still shown, in the library's words of that language.
      expect(await page.getAttribute('#moves', 'data-moves')).toBe('b2 a1');
      const a1 = cellLabel(0, state.rules, catalogue);
      expect(await page.textContent('#status')).toBe(
        `${pageText(language, 'status.played', { mark: 'O', cell: 'a1', label: a1 })} ` +
          describeStatus(state, catalogue),
      );
      expect((await painted()).map((cell) => cell.name)).toEqual(cellNames(state, hint, language));
      expect(await page.textContent('#hint-text')).toBe(describeHint(hint, catalogue));
      expect(await page.locator('#rules option:checked').textContent()).toBe(labelRules(rules, catalogue));
      expect(await page.locator('#opponent option[value="6"]').textContent()).toBe(
        pageText(language, 'opponent.level', { level: 6, name: labelDifficulty(6, catalogue) }),
      );
    }

    // In French, X wins with the center column; a link that is no link is refused. Then in Spanish:
    // the result, the analysis (verdicts, counts, accuracies) and the refusal are said again.
    for (const cell of [1, 3, 7]) await page.click(`#board button[data-cell="${cell}"]`);
    await page.fill('#open-input', 'not-a-link');
    await page.click('#open-form button[type="submit"]');
    await page.waitForSelector('#verdict[data-code]');
    await page.waitForSelector('#analysis-body svg');
    const over = await gameOf(page, rules);
    expect(over.winningLine?.cells).toEqual([1, 4, 7]);
    const analysis = unwrap(new TicTacToeAI().analyzeGame(over));
    const refused = await openCode('not-a-link', null);
    for (const language of ['fr', 'es'] as const) {
      const catalogue = CATALOGUES[language];
      if (language === 'es') {
        await page.selectOption('#lang', language);
        await page.waitForSelector(`html[lang="${catalogue.locale}"]`);
      }
      const b3 = cellLabel(7, state.rules, catalogue);
      expect(await page.textContent('#status')).toBe(
        `${pageText(language, 'status.played', { mark: 'X', cell: 'b3', label: b3 })} ` +
          describeStatus(over, catalogue),
      );
      expect(await page.locator('#analysis-body tbody td:nth-child(4)').allTextContents()).toEqual(
        analysis.moves.map((move) => translate(`classification.${move.classification}`, {}, catalogue)),
      );
      expect(await page.locator('#analysis-body .accuracy-value').allTextContents()).toEqual(
        analysis.players.map(({ accuracy }) => pageText(language, 'analysis.accuracyValue', { accuracy })),
      );
      const o = analysis.players[1];
      expect(await page.locator('#analysis-body .accuracy-o li').allTextContents()).toEqual([
        translate('analysis.best', { count: o.best }, catalogue),
        translate('analysis.inaccuracies', { count: o.inaccuracies }, catalogue),
        translate('analysis.mistakes', { count: o.mistakes }, catalogue),
        translate('analysis.blunders', { count: o.blunders }, catalogue),
      ]);
      expect(await page.textContent('#verdict')).toBe(
        pageText(language, 'link.refused', {
          reason: !refused.ok ? describeError(refused.error, undefined, catalogue) : '',
        }),
      );
    }

    // The choice is remembered: the page opens in Spanish next time.
    await open(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.evaluate(() => localStorage.clear());
  });

  it('opens in the language of ?lang=, else the first of the browser that it has, else English', async () => {
    const visitor = watch(await browser!.context.newPage());
    const prefer = (languages: string[]) =>
      visitor.addInitScript((tags) => {
        Object.defineProperty(navigator, 'languages', { get: () => tags, configurable: true });
      }, languages);
    await prefer(['de-DE', 'pt-BR']);
    // ?lang=fr: French, the AI's move in the library's French, and how its level plays.
    await open(visitor, '?lang=fr&opponent=1&seed=8');
    expect(await visitor.getAttribute('html', 'lang')).toBe('fr');
    expect(await visitor.textContent('#hint')).toBe(pageText('fr', 'actions.hint'));
    expect(await visitor.textContent('#opponent-note')).toBe(describeDifficulty(1, fr));
    await visitor.click('#board button[data-cell="4"]');
    await idle(visitor);
    const { cell } = (await gameOf(visitor, RULES['tic-tac-toe']!)).lastMove!;
    expect(await visitor.textContent('#status')).toBe(
      `${translate('status.ai-move', { mark: 'O', cell: cellName(cell), label: cellLabel(cell, undefined, fr) }, fr)}` +
        ' ' +
        pageText('fr', 'status.yourMove', { mark: 'X' }),
    );
    // A language the page does not have is passed over: neither German nor Portuguese, so English,
    // for which no other language is downloaded (the AI's worker included).
    const requested: string[] = [];
    visitor.on('request', (request) => requested.push(request.url()));
    await open(visitor, '?lang=de');
    await idle(visitor);
    expect(await visitor.getAttribute('html', 'lang')).toBe('en');
    expect(await visitor.textContent('#hint')).toBe('Hint');
    expect(requested.filter((address) => /locales\/|lang\/(?!en)/.test(address))).toEqual([]);
    expect(requested.some((address) => address.endsWith('/lang/en.js'))).toBe(true);
    await open(visitor, '?lang=es-AR');
    expect(await visitor.getAttribute('html', 'lang')).toBe('es');
    await prefer(['pt-BR', 'fr-CA', 'en-US']);
    await open(visitor);
    expect(await visitor.getAttribute('html', 'lang')).toBe('fr');
    await visitor.close();
  });

  it('says how to serve it when opened from a file, where no module loads', async () => {
    // The browser reports the modules it refused in the console: this page is not watched.
    const file = await browser!.context.newPage();
    await file.goto(pathToFileURL(join(root, 'docs/playground/index.html')).href);
    expect(await file.isVisible('#file-note')).toBe(true);
    expect(await file.isVisible('main')).toBe(false);
    expect(await file.textContent('#file-note pre')).toBe('npm run playground -- --serve');
    await file.close();
  });
});
