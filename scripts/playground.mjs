// Builds the playground, a static site, into docs/playground/: the page (examples/playground/)
// and a copy of the library's ESM build and of its locales, which the page imports by their package
// names (`tictactoe-engine`, `tictactoe-engine/ultimate`, `tictactoe-engine/locales/es` …) through an
// import map. Usage:
//
//   node scripts/playground.mjs                 build
//   node scripts/playground.mjs --serve         build, then serve it on http://localhost:5178/
//   node scripts/playground.mjs --port 8080     the same, on another port (implies --serve)
//   node scripts/playground.mjs --screenshot    build, then render docs/playground.png in Chromium
//
// (`npm run playground -- --serve` passes the options through npm.) Modules do not load from
// file://, so open the page through a server; any static host will do, in any folder.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = join(root, 'examples/playground');
/** Where the site is written. */
export const OUT = join(root, 'docs/playground');
const SCREENSHOT = join(root, 'docs/playground.png');

/** The library's locales, copied beside its build: the page loads one when it is chosen. */
export const LOCALES = ['es', 'fr'];

/**
 * Builds the site: dist/ first when it is stale, then the page's files, the ESM build and its
 * locales (each with its source map).
 *
 * @param {{ out?: string }} [options]
 * @returns {string} the folder of the site
 */
export function buildPlayground({ out = OUT } = {}) {
  ensureBuild();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(SOURCE, out, { recursive: true, filter: (path) => !path.endsWith('.md') });
  const lib = join(out, 'lib/tictactoe-engine');
  mkdirSync(lib, { recursive: true });
  mkdirSync(join(lib, 'locales'));
  // The entries (k-in-a-row, Ultimate, and the engine alone, which the page does not use but an import
  // map may name) and the chunks they share (so that all see one TicTacToeError class): every ESM file at
  // the top of dist/ but the CLI's.
  const entries = readdirSync(join(root, 'dist')).filter((name) => name.endsWith('.js') && name !== 'cli.js');
  const files = [...entries, ...LOCALES.map((locale) => `locales/${locale}.js`)];
  for (const file of files.flatMap((path) => [path, `${path}.map`])) {
    copyFileSync(join(root, 'dist', file), join(lib, file));
  }
  copyFileSync(join(root, 'LICENSE'), join(lib, 'LICENSE'));
  return out;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a built site over HTTP (localhost is a secure context: Web Crypto works there).
 *
 * @param {{ out?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function servePlayground({ out = OUT, port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(out + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const name = host === '127.0.0.1' ? 'localhost' : host;
  return {
    url: `http://${name}:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The machine's Chromium or Chrome: CHROME_PATH, else the usual install paths. */
function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium or Chrome found: set CHROME_PATH to one.');
  return found;
}

/**
 * Renders docs/playground.png: a desktop-width game in progress with the heat map, the
 * evaluation and the analysis so far shown (3×3, the AI at level 1 with a seed that answers the
 * center with a side). Uses the machine's browser through playwright-core (never downloads one).
 *
 * @returns {Promise<string>} the path of the PNG
 */
export async function screenshot() {
  const { chromium } = await import('playwright-core');
  buildPlayground();
  const site = await servePlayground();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // In English whatever the machine's language (the page follows the browser's).
    const page = await browser.newPage({
      viewport: { width: 1060, height: 900 },
      colorScheme: 'light',
      locale: 'en-US',
    });
    /** @type {Error[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto(`${site.url}?opponent=1&seed=8`);
    await page.waitForSelector('html[data-ready="true"]');
    for (const cell of [4, 7]) {
      await page.click(`#board button[data-cell="${cell}"]`);
      await page.waitForFunction(() => document.getElementById('status')?.textContent?.includes('Your move'));
    }
    await page.click('#hint');
    await page.waitForSelector('#hint-text[data-ready="true"]');
    await page.click('#analyze');
    await page.waitForSelector('#analysis-body svg');
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
    });
    if (errors.length > 0) throw errors[0];
    await page.screenshot({ path: SCREENSHOT });
  } finally {
    await browser.close();
    await site.close();
  }
  return SCREENSHOT;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portAt = args.indexOf('--port');
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 5178;
  if (args.includes('--screenshot')) {
    const path = await screenshot();
    console.log(`Wrote ${path} (${Math.round(statSync(path).size / 1024)} KB).`);
  } else {
    const out = buildPlayground();
    console.log(`Built the playground into ${out}.`);
    if (args.includes('--serve') || portAt >= 0) {
      const site = await servePlayground({ port });
      console.log(`Serving it at ${site.url} (Ctrl+C stops).`);
    } else console.log('Serve that folder with any static server (modules do not load from file://), or run:');
    if (!args.includes('--serve') && portAt < 0) console.log('  npm run playground -- --serve');
  }
}
