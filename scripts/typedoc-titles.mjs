// A TypeDoc plugin: a guide's page is titled by its first heading ("Getting started"), not by its
// file name ("getting-started"), unless its front matter gives a `title`. The guides stay plain
// Markdown that GitHub and npm show as they are, with no front matter.
import { Converter } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DOCUMENT, (_context, document) => {
    if (document.frontmatter.title !== undefined) return;
    const text = document.content.map((part) => part.text).join('');
    const heading = /^#[ \t]+(.+?)[ \t]*$/m.exec(text);
    if (heading) document.name = heading[1];
  });
}
