// The core must run unchanged in browsers, Deno, Bun and workers: no Node built-ins outside src/cli/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('portability', () => {
  const files = sources(join(__dirname, '..', 'src'));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  // An import of a Node built-in, static or dynamic: 'node:fs', 'fs', 'fs/promises' …
  const MODULE = String.raw`node:[\w/]+|(?:fs|path|crypto|os|util|buffer|events|child_process)(?:\/[\w/]*)?`;
  const BUILT_IN = new RegExp(String.raw`(?:from\s*|import\s*\(\s*)['"](?:${MODULE})['"]`);

  it('recognizes an import of a built-in', () => {
    for (const line of [
      `import { readFileSync } from 'node:fs';`,
      `import * as path from "path";`,
      `await import('fs/promises')`,
      `export { x } from 'node:crypto';`,
    ]) {
      expect(line).toMatch(BUILT_IN);
    }
    expect(`import { describe } from '../internal/describe.js';`).not.toMatch(BUILT_IN);
  });

  it.each(files.map((f) => [f.slice(f.indexOf('src'))]))('%s uses no Node built-ins', (file) => {
    const text = readFileSync(join(__dirname, '..', file), 'utf8');
    expect(text).not.toMatch(BUILT_IN);
    expect(text).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b|__dirname/);
  });
});
