// Runs every bench/*.bench.mjs against the built package (npm run bench builds first).
// Usage: npm run bench [-- name-filter]
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && f.includes(filter))
  .sort();
for (const file of files) {
  console.log(`\n# ${file}`);
  await import(pathToFileURL(join(here, file)).href);
}
