// The built ESM (dist/index.js) in a real browser: Debian's Chromium, driven by playwright-core,
// loads examples/browser/ from a local node:http server, plays a full game on load and reports it;
// then the test plays through the page's session store by clicking. `npm test` builds dist/ first;
// Chromium comes from scripts/ensure-chromium.sh (.ci/run calls it): no browser is ever downloaded.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json' };
/** The only folders the server serves. */
const SERVED = ['examples/browser/', 'dist/'];

let server: Server;
let origin: string;
let context: BrowserContext;
let page: Page;
let userDataDir: string;
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run \`bash scripts/ensure-chromium.sh\` (as root; .ci/run does it).`);
  }
  if (!existsSync(join(root, 'dist/index.js'))) throw new Error('dist/index.js is missing: run `node scripts/ensure-build.mjs`.');
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    const file = path === '' ? 'examples/browser/index.html' : path.endsWith('/') ? `${path}index.html` : path;
    if (!SERVED.some((folder) => file.startsWith(folder)) || !existsSync(join(root, file))) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(readFileSync(join(root, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  userDataDir = mkdtempSync(join(tmpdir(), 'tictactoe-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    timeout: 60_000,
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) problems.push(`request outside the test server: ${request.url()}`);
  });
  await page.goto(`${origin}/examples/browser/`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
}, 90_000);

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

describe('the ESM build in Chromium', () => {
  it('plays a full game through the engine and reports it', async () => {
    const result = await page.evaluate(() => (window as unknown as { __result: unknown }).__result);
    expect(result).toEqual({
      status: 'draw',
      winner: null,
      moves: ['b2', 'a1', 'c3', 'c1', 'b1', 'b3', 'a3', 'a2', 'c2'],
      board: 'OXOOXXXOX',
      rejected: 'GAME_OVER',
      frozen: true,
      json: expect.any(Number),
      cryptoSubtle: true,
    });
    expect(await page.locator('#status').textContent()).toBe('Draw.');
    expect(await page.locator('#moves li').count()).toBe(9);
    expect(problems).toEqual([]);
  });

  it('lets a person play on through the session store', async () => {
    await page.click('#restart');
    expect(await page.locator('#board button:not(:empty)').count()).toBe(0);
    for (const cell of [0, 3, 1, 4, 2]) await page.click(`#board button[data-cell="${cell}"]`);
    expect(await page.locator('#status').textContent()).toBe('ann wins with the Top Row.');
    expect(await page.locator('#board button.win').count()).toBe(3);
    expect(await page.locator('#tally').textContent()).toBe('Games 1, draws 0');
    expect(await page.getAttribute('#board button[data-cell="4"]', 'aria-label')).toBe('Center: O');
    await page.click('#undo');
    expect(await page.locator('#tally').textContent()).toBe('Games 0, draws 0');
    await page.click('#board button[data-cell="4"]'); // taken: rejected, nothing changes
    expect(await page.locator('#moves li').count()).toBe(4);
    expect(problems).toEqual([]);
  });
});
