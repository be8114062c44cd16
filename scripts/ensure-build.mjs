// Builds dist/ with tsup unless it is newer than every input: `npm test` builds once, and the
// browser test and the package checks share that build. Usage: node scripts/ensure-build.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = [
  'dist/index.js',
  'dist/index.cjs',
  'dist/index.d.ts',
  'dist/index.d.cts',
  'dist/cli.js',
  ...['es', 'fr'].flatMap((locale) => [`dist/locales/${locale}.js`, `dist/locales/${locale}.cjs`]),
];
const INPUTS = ['src', 'tsup.config.ts', 'tsconfig.json', 'package.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Returns why dist/ must be built, or `undefined` when it is up to date. */
export function staleReason() {
  const missing = OUTPUTS.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((file) => statSync(join(root, file)).mtimeMs));
  const changed = INPUTS.find((input) => newest(join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Builds dist/ when it is stale; returns whether it built. */
export function ensureBuild() {
  const reason = staleReason();
  if (!reason) return false;
  console.log(`Building dist/ (${reason}) …`);
  // The package's own build script, so that this stays what `npm run build` means.
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
