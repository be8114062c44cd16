// Fails when a line of code runs past 120 columns: Biome's formatter wraps code at 120, but not
// comments or long strings, so this catches those. Run by `npm run lint`.
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
const long = [];
for (const path of [...FOLDERS, ...topLevel]) {
  for (const file of files(join(root, path))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [index, line] of lines.entries()) {
      // Columns as a reader counts them: one per code point.
      const width = [...line].length;
      if (width > WIDTH) long.push(`${relative(root, file)}:${index + 1}: ${width} columns`);
    }
  }
}
if (long.length > 0) {
  console.error(`Lines over ${WIDTH} columns (wrap the comment or split the string):\n${long.join('\n')}`);
  process.exit(1);
}
