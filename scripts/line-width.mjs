// Fails when a line of code runs past 120 columns: Biome's formatter wraps code at 120, but not
// comments or long strings, so this catches those; and the code blocks of the Markdown guides,
// which the tests run but no formatter reads. Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 120;
const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'test', 'bench', 'scripts', 'examples', '.ci'];
const SKIP = new Set(['node_modules', 'dist', 'fixtures']);
const CODE = /\.(ts|mts|cts|js|mjs|cjs|html|css|sh)$|^run$/;

/** The code files under `path` (a folder, recursively, or a file). */
function* files(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) if (!SKIP.has(name)) yield* files(join(path, name));
  } else if (CODE.test(path.split('/').pop())) yield path;
}

const topLevel = readdirSync(root).filter((name) => /\.(ts|mjs|js|cjs)$/.test(name));
const guides = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(root, 'examples'), { recursive: true })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `examples/${name}`),
];
const long = [];

/** Notes each line of `file` over the width; with `fenced`, only the lines of its code blocks. */
function check(file, fenced = false) {
  let inCode = !fenced;
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (fenced && line.trimStart().startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    // Columns as a reader counts them: one per code point.
    const width = [...line].length;
    if (inCode && width > WIDTH) long.push(`${relative(root, file)}:${index + 1}: ${width} columns`);
  }
}

for (const path of [...FOLDERS, ...topLevel]) for (const file of files(join(root, path))) check(file);
for (const guide of guides) check(join(root, guide), true);
if (long.length > 0) {
  console.error(`Lines over ${WIDTH} columns (wrap the comment or split the string):\n${long.join('\n')}`);
  process.exit(1);
}
