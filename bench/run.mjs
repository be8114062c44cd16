// Runs every bench/*.bench.mjs against the built package (npm run bench builds first).
// Usage: npm run bench [-- name-filter [the bench's own arguments]]: the filter word is taken off the command line
// before a bench runs, so that each bench reads its own arguments as when it runs alone (node bench/<name>.bench.mjs).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
process.argv.splice(2, 1);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && f.includes(filter))
  .sort();
for (const file of files) {
  console.log(`\n# ${file}`);
  await import(pathToFileURL(join(here, file)).href);
}
