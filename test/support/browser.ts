// What the browser tests share: finding a Chromium on this machine (never downloading one), a
// static server over a few folders of the repository, and a headless browser on a fresh profile.
//
// The browser tests run when a Chromium is found: `CHROME_PATH`, else the usual install paths of
// Linux, macOS and Windows. Without one they are skipped with a notice, unless
// `BROWSER_TESTS=required` (what `.ci/run` sets), which turns a missing browser into a failure.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { describe } from 'vitest';
import { BROWSER_STEP_LIMIT } from './patience.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where Chromium or Chrome is usually installed, in the order they are tried. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  `${process.env.LOCALAPPDATA ?? ''}\\Google\\Chrome\\Application\\chrome.exe`,
];

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The browser to drive, or why there is none. */
function findChromium(): { path: string } | { missing: string } {
  const given = process.env.CHROME_PATH;
  if (given) return isFile(given) ? { path: given } : { missing: `CHROME_PATH=${given} is not a file` };
  const found = CANDIDATES.find(isFile);
  return found ? { path: found } : { missing: 'no Chromium or Chrome found (set CHROME_PATH to one)' };
}

const FOUND = findChromium();
const REQUIRED = process.env.BROWSER_TESTS === 'required';

/** The path of the browser found, for tests that run only when there is one. */
export const CHROMIUM = 'path' in FOUND ? FOUND.path : undefined;

/**
 * `describe` for tests that need a browser: they run when one is found; otherwise they are skipped
 * with a one-line notice, or fail at once when `BROWSER_TESTS=required`.
 */
export function describeInBrowser(name: string, tests: () => void): void {
  if ('path' in FOUND) {
    describe(name, tests);
    return;
  }
  if (REQUIRED) {
    describe(name, () => {
      throw new Error(`BROWSER_TESTS=required, but ${FOUND.missing}.`);
    });
    return;
  }
  console.warn(`\n⚠ SKIPPED: "${name}" needs a browser: ${FOUND.missing}.\n`);
  describe.skip(name, tests);
}

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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A local server of some folders of the repository, and its origin. */
export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves `folders` (paths relative to the repository's root, ending in `/`) over HTTP on
 * localhost; `/` is `index`, and a path ending in `/` is its `index.html`. Anything else is a 404.
 */
export async function serve(folders: readonly string[], index: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    const file = path === '' ? index : path.endsWith('/') ? `${path}index.html` : path;
    if (!folders.some((folder) => file.startsWith(folder)) || !existsSync(join(root, file))) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(readFileSync(join(root, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A headless browser on a fresh profile, closed (and its profile removed) by `close`. Its language
 * is American English whatever the machine's, so that pages that follow the browser's language
 * (the playground) start in English.
 */
export async function launch(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!CHROMIUM) throw new Error(`No browser: ${'missing' in FOUND ? FOUND.missing : ''}.`);
  const userDataDir = mkdtempSync(join(tmpdir(), 'tictactoe-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    locale: 'en-US',
    timeout: BROWSER_STEP_LIMIT,
  });
  // Every wait of every page (a selector, a function, a load): a limit that catches a hang, not a
  // slow machine (./patience.ts).
  context.setDefaultTimeout(BROWSER_STEP_LIMIT);
  context.setDefaultNavigationTimeout(BROWSER_STEP_LIMIT);
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
