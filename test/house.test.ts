// The house of several games: imports flow one way. src/core imports nothing outside it; a game
// (src/games/<name>) imports only core and itself, never another game; the layers over the games
// (codec, session, i18n) never import the CLI; nothing imports the CLI or an entry file but the CLI
// and the entries themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const src = join(root, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

/** The source files a file imports (static, dynamic and type imports, and re-exports), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
    normalize(join(dirname(file), match[1]!.replace(/\.js$/, '.ts'))),
  );
}

/** The part of the house a source file belongs to. */
function partOf(file: string): string {
  if (!file.startsWith('src/')) return 'outside';
  const [, first, second] = file.split('/');
  if (first === 'games') return `games/${second}`;
  if (first!.endsWith('.ts')) return 'entry';
  return first!;
}

/** What each part may import, besides itself. */
const ALLOWED: Record<string, (part: string) => boolean> = {
  core: () => false,
  games: (part) => part === 'core',
  codec: (part) => part === 'core' || part.startsWith('games/'),
  session: (part) => part === 'core' || part.startsWith('games/') || part === 'codec',
  i18n: (part) => part === 'core' || part.startsWith('games/'),
  // The CLI reads its version from package.json.
  cli: (part) => part !== 'entry',
  entry: (part) => part !== 'cli' && part !== 'entry',
};

describe('the house', () => {
  const files = sources(src);

  it('finds the sources and their parts', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(new Set(files.map(partOf))).toEqual(
      new Set(['core', 'games/k-in-a-row', 'games/ultimate', 'codec', 'session', 'i18n', 'cli', 'entry']),
    );
    expect(partOf('src/games/ultimate/core.ts')).toBe('games/ultimate');
  });

  it.each(files.map((file) => [file]))('%s imports only what its part may', (file) => {
    const part = partOf(file);
    const rule = ALLOWED[part.startsWith('games/') ? 'games' : part]!;
    const wrong = importsOf(file).filter((target) => partOf(target) !== part && !rule(partOf(target)));
    expect(wrong).toEqual([]);
  });
});
