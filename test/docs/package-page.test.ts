// The README as npm shows it on the package page and in node_modules: npm resolves its relative
// links and images against the repository of package.json, so it needs one, and every relative
// link must name a file of the repository.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('the package page', () => {
  it('names the repository, the home page and where to report bugs', () => {
    expect(pkg.repository).toEqual({
      type: 'git',
      url: expect.stringMatching(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/),
    });
    const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(pkg.homepage).toBe(`${repository}#readme`);
    expect(pkg.bugs).toEqual({ url: `${repository}/issues` });
  });

  it('links only to files the repository has (npm rewrites them to it)', () => {
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    const relative = targets.filter((target) => !/^(https?:|mailto:|#)/.test(target));
    expect(relative.length).toBeGreaterThan(5);
    for (const target of relative) expect(existsSync(join(root, target.split('#')[0]!)), target).toBe(true);
  });
});
