// The API reference (`npm run docs`): each guide's page is titled by its first heading, and the
// README's links to guides land on the guides' pages, not on a raw copy of their Markdown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Application, type DocumentReflection, ReflectionKind } from 'typedoc';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { projectDocuments: string[] };

describe('the API reference', () => {
  let documents: DocumentReflection[] = [];

  beforeAll(async () => {
    const app = await Application.bootstrapWithPlugins({ options: join(root, 'typedoc.json'), logLevel: 'Error' });
    const project = await app.convert();
    if (!project) throw new Error('TypeDoc could not convert the project.');
    documents = project.getReflectionsByKind(ReflectionKind.Document) as DocumentReflection[];
  });

  it('titles each guide by its first heading', () => {
    const expected = config.projectDocuments.map(
      (file) => /^# (.+)$/m.exec(readFileSync(join(root, file), 'utf8'))![1],
    );
    expect(documents.map((document) => document.name).sort()).toEqual(expected.sort());
  });

  it('links every guide the README names to its page', () => {
    // TypeDoc turns a link to a guide into a link to its page, and a link to any other Markdown
    // file into a raw copy of it.
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\((docs\/[\w-]+\.md)(?:#[\w-]*)?\)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(5);
    for (const file of linked)
      expect(config.projectDocuments, `${file} is not a page of the reference`).toContain(file);
  });
});
