// The built ESM (dist/index.js) in a real browser: Chromium, driven by playwright-core, loads
// examples/browser/ from a local node:http server; the page plays a game through the engine and one
// against the AI on load and reports them; then the test plays the AI by clicking, and has the page
// verify share codes signed here in Node. `npm test` builds dist/ first. The browser is the
// machine's own (see test/support/browser.ts): none is ever downloaded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PRESETS,
  TicTacToeEngine,
  encodeRecord,
  parseMoves,
  signRecord,
  unwrap,
  type ScoreTally,
} from '../../src/index.js';
import { CHROMIUM, describeInBrowser, launch, root, serve, type StaticServer } from '../support/browser.js';

let server: StaticServer | undefined;
let origin: string;
let browser: { context: BrowserContext; close(): Promise<void> } | undefined;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  if (!CHROMIUM) return;
  if (!existsSync(join(root, 'dist/index.js')))
    throw new Error('dist/index.js is missing: run `node scripts/ensure-build.mjs`.');
  server = await serve(['examples/browser/', 'dist/'], 'examples/browser/index.html');
  origin = server.origin;
  browser = await launch();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) problems.push(`request outside the test server: ${request.url()}`);
  });
  await page.goto(`${origin}/examples/browser/`);
  await page.waitForSelector('html[data-ready="true"]');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The page's status line, tally and move count. */
async function screen(): Promise<{ status: string | null; tally: string | null; moves: number }> {
  return {
    status: await page.locator('#status').textContent(),
    tally: await page.locator('#tally').textContent(),
    moves: await page.locator('#moves li').count(),
  };
}

describeInBrowser('the ESM build in Chromium', () => {
  it('plays a full game through the engine and reports it', async () => {
    const result = await page.evaluate(
      () => (window as unknown as { __result: { engineGame: unknown; cryptoSubtle: boolean } }).__result,
    );
    expect(result.engineGame).toEqual({
      status: 'draw',
      winner: null,
      moves: ['b2', 'a1', 'c3', 'c1', 'b1', 'b3', 'a3', 'a2', 'c2'],
      board: 'OXOOXXXOX',
      rejected: 'GAME_OVER',
      frozen: true,
      json: expect.any(Number),
    });
    expect(result.cryptoSubtle).toBe(true);
    expect(problems).toEqual([]);
  });

  it('plays a full game of a weak player against the perfect AI through the session store', async () => {
    const { aiGame } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __result: { aiGame: { moves: string; status: string; winner: string | null; tally: ScoreTally } };
          }
        ).__result,
    );
    // The same game replayed in Node: legal, finished, and never lost by the AI.
    const state = unwrap(
      new TicTacToeEngine().replay(unwrap(parseMoves(aiGame.moves)), {}, [{ id: 'you' }, { id: 'ai' }]),
    );
    expect(aiGame.status).toBe(state.status);
    expect(state.status).not.toBe('in-progress');
    expect(aiGame.winner).toBe(state.winner?.playerId ?? null);
    expect(aiGame.winner).not.toBe('you');
    expect(aiGame.tally).toMatchObject({ games: 1, draws: state.status === 'draw' ? 1 : 0 });
    // The page shows that game.
    const shown = await screen();
    expect(shown.moves).toBe(state.history.length);
    expect(shown.status).toBe(state.status === 'draw' ? 'Draw.' : `The AI wins with the ${state.winningLine!.name}.`);
    expect(problems).toEqual([]);
  });

  it('lets a person play the AI by clicking, and undo a move with its answer', async () => {
    await page.click('#restart');
    expect(await page.locator('#board button:not(:empty)').count()).toBe(0);
    await page.click('#board button[data-cell="4"]');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
    expect(await screen()).toMatchObject({ status: 'Your move (X).', moves: 2 });
    expect(await page.getAttribute('#board button[data-cell="4"]', 'aria-label')).toBe('Center: X');
    await page.click('#board button[data-cell="4"]'); // taken: rejected, nothing changes
    expect((await screen()).moves).toBe(2);
    await page.click('#undo');
    expect((await screen()).moves).toBe(0);
    // Play on, always the first empty cell, until the game ends: the perfect AI cannot lose.
    const tally = (await screen()).tally;
    for (let turn = 0; (await screen()).status!.startsWith('Your move'); turn++) {
      expect(turn).toBeLessThan(5);
      const before = (await screen()).moves;
      await page.click('#board button:empty >> nth=0');
      // The AI has answered (or the game is over) when the status no longer waits for it.
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('#moves li').length > n &&
          !document.getElementById('status')!.textContent!.includes('thinking'),
        before,
      );
    }
    const end = await screen();
    expect(end.status).toMatch(/^(Draw\.|The AI wins with the .+\.)$/);
    expect(end.tally).not.toBe(tally);
    expect(await page.locator('#board button.win').count()).toBe(end.status === 'Draw.' ? 0 : 3);
    expect(problems).toEqual([]);
  });

  it('plays Connect Four through the engine on load, as Node does', async () => {
    const { connectFour } = await page.evaluate(
      () => (window as unknown as { __result: { connectFour: unknown } }).__result,
    );
    const state = unwrap(
      new TicTacToeEngine().replay(
        unwrap(parseMoves('d6 e6 d5 e5 d4 e4 d3', PRESETS['connect-four'])),
        PRESETS['connect-four'],
        [{ id: 'ann' }, { id: 'bob' }],
      ),
    );
    expect(connectFour).toEqual({
      status: 'won',
      winner: 'ann',
      moves: 'd6 e6 d5 e5 d4 e4 d3',
      line: state.winningLine!.name,
    });
  });

  it('lets two people play Connect Four by clicking in a column, and goes back to the AI game untouched', async () => {
    const before = await screen();
    await page.selectOption('#rules', 'connect-four');
    expect(await page.locator('#board button').count()).toBe(42);
    expect(await screen()).toMatchObject({ status: 'X to move: click a column.', moves: 0 });
    // A click on the top cell of column d drops the mark to the bottom row.
    await page.click('#board button[data-cell="3"]');
    expect(await page.getAttribute('#board button[data-cell="38"]', 'aria-label')).toBe('Row 6, column 4: X');
    expect(await page.getAttribute('#board button[data-cell="3"]', 'aria-label')).toBe('Row 1, column 4: empty');
    await page.click('#undo');
    expect((await screen()).moves).toBe(0);
    for (const column of [3, 4, 3, 4, 3, 4, 3]) await page.click(`#board button[data-cell="${column}"]`);
    const state = unwrap(
      new TicTacToeEngine().replay([38, 39, 31, 32, 24, 25, 17], PRESETS['connect-four'], [{ id: 'x' }, { id: 'o' }]),
    );
    expect(await screen()).toEqual({
      status: `X wins with the ${state.winningLine!.name}.`,
      tally: 'Games 1: X 1, O 0, draws 0',
      moves: 7,
    });
    expect(await page.locator('#moves li').allTextContents()).toEqual([
      'X d6',
      'O e6',
      'X d5',
      'O e5',
      'X d4',
      'O e4',
      'X d3',
    ]);
    expect(await page.locator('#board button.win').count()).toBe(4);
    await page.click('#board button[data-cell="0"]'); // the game is over: nothing happens
    expect((await screen()).moves).toBe(7);
    await page.click('#restart');
    for (let i = 0; i < 7; i++) await page.click('#board button[data-cell="0"]'); // the seventh finds column a full
    expect((await screen()).moves).toBe(6);
    await page.selectOption('#rules', 'tic-tac-toe');
    expect(await page.locator('#board button').count()).toBe(9);
    expect(await screen()).toEqual(before);
    expect(problems).toEqual([]);
  });

  it('verifies a signed Connect Four code', async () => {
    const secret = 'a secret the two players share';
    const game = unwrap(
      new TicTacToeEngine().replay([38, 39, 31], { ...PRESETS['connect-four'], metadata: { gameId: 'c4' } }, [
        { id: 'ann' },
        { id: 'bob' },
      ]),
    );
    await page.fill('#code', unwrap(await signRecord(game, new TextEncoder().encode(secret))));
    await page.fill('#secret', secret);
    await page.evaluate(() => delete document.getElementById('verdict')!.dataset.code);
    await page.click('#verify button[type="submit"]');
    await page.waitForSelector('#verdict[data-code]');
    expect(await page.locator('#verdict').textContent()).toBe('✓ Signed: ann (X) vs bob (O), moves d6 e6 d5.');
    expect(problems).toEqual([]);
  });

  it('verifies a share code signed in Node with Web Crypto, and refuses a tampered one', async () => {
    const secret = 'a secret the two players share';
    const key = new TextEncoder().encode(secret);
    const game = unwrap(
      new TicTacToeEngine().replay([4, 0, 8], { metadata: { gameId: 'g1' } }, [{ id: 'ann' }, { id: 'bob' }]),
    );
    const code = unwrap(await signRecord(game, key));
    const verify = async (text: string, password: string): Promise<{ code: string | null; text: string | null }> => {
      await page.fill('#code', text);
      await page.fill('#secret', password);
      await page.evaluate(() => delete document.getElementById('verdict')!.dataset.code);
      await page.click('#verify button[type="submit"]');
      await page.waitForSelector('#verdict[data-code]');
      return {
        code: await page.getAttribute('#verdict', 'data-code'),
        text: await page.locator('#verdict').textContent(),
      };
    };
    expect(await verify(code, secret)).toEqual({ code: 'OK', text: '✓ Signed: ann (X) vs bob (O), moves b2 a1 c3.' });
    // One character changed, anywhere: the signature no longer matches.
    for (const at of [3, Math.floor(code.length / 2), code.length - 1]) {
      const tampered = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      expect((await verify(tampered, secret)).code).toMatch(/^(BAD_SIGNATURE|MALFORMED_CODE)$/);
    }
    expect((await verify(code, 'another secret of enough bytes')).code).toBe('BAD_SIGNATURE');
    expect((await verify(unwrap(encodeRecord(game)), secret)).code).toBe('MISSING_SIGNATURE');
    expect(problems).toEqual([]);
  });
});
