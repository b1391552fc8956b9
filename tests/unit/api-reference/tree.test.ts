// Field lists as data: a description's Markdown as elements (src/plugins/api-reference/tree.ts)
// renders to the same HTML as the MDX the pages held before (markdownToMdx compiled by MDX), and a
// tree's component names render with the components given for them.
import {evaluate} from '@mdx-js/mdx';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {renderTree} from '../../../src/components/ApiReference/tree';
import {markdownToMdx} from '../../../src/plugins/api-reference/mdx';
import {element, markdownTree} from '../../../src/plugins/api-reference/tree';

/** HTML without the line breaks MDX keeps between block elements (whitespace a browser does not show). */
const markup = (node: ReactNode) => renderToStaticMarkup(node).replace(/>\n+</g, '><').replace(/<br\/>\n/g, '<br/>');

async function mdxMarkup(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdownToMdx(markdown), {...runtime, remarkPlugins: [remarkGfm]});
  return markup(createElement(Content));
}

const DESCRIPTIONS: Record<string, string> = {
  inline: 'The **tenant** of the _draft_, as `ACME_CORP`; see [Drafts](/api/drafts/) or https://api.example.com/status. ~~Old~~ name.',
  paragraphs: 'First paragraph.\n\nSecond one, with a hard  \nbreak and a soft\nbreak.',
  lists: '- `draft`: not signed\n- `active`\n  1. nested\n  2. ordered\n\n3. starts at three\n4. four',
  table: '| Field | Size | Note |\n|:--|--:|:-:|\n| `id` | 36 | fixed |\n| name | 255 | free text |',
  code: 'Send it as:\n\n```json\n{"name": "First position"}\n```\n\nor as text:\n\n    indented code',
  html: 'The note.<br>Plain text only. <b>Bold</b> and <script>alert(1)</script>gone. <!-- hidden -->',
  braces: 'Path `/api/v1/{tenantId}/jobs` and {tenantId} in prose, a < b > c & d.',
  quote: '> Quoted _text_.\n\n---\n\n![Diagram](/img/diagram.png "The flow")',
  tasks: '- [x] done\n- [ ] open',
  footnote: 'A claim.[^1]\n\n[^1]: Its source.',
  heading: '### Limits\n\nAt most 100.',
};

describe('markdownTree', () => {
  for (const [name, markdown] of Object.entries(DESCRIPTIONS)) {
    it(`renders ${name} as MDX renders it`, async () => {
      expect(markup(renderTree(markdownTree(markdown), {}))).toBe(await mdxMarkup(markdown));
    });
  }

  it('gives nothing for an empty or missing description', () => {
    expect(markdownTree(undefined)).toEqual([]);
    expect(markdownTree('  \n ')).toEqual([]);
  });

  it('leaves out props that are unset and writes none as 0', () => {
    expect(element('ApiField', {name: 'id', required: false, deprecated: undefined, typeHref: null})).toEqual(['ApiField', {name: 'id'}]);
    expect(element('ApiFields', {}, ['text'])).toEqual(['ApiFields', 0, 'text']);
  });
});

describe('renderTree', () => {
  it('renders names with the components given and the rest as tags, children in order', () => {
    const Field = ({name, children}: {name: string; children?: ReactNode}) => createElement('li', {'data-field': name}, children);
    const tree = [element('ul', {className: 'fields'}, [element('ApiField', {name: 'id'}, ['The ', element('code', {}, ['id'])]), element('ApiField', {name: 'name'})])];
    expect(renderToStaticMarkup(renderTree(tree, {ApiField: Field as never}))).toBe('<ul class="fields"><li data-field="id">The <code>id</code></li><li data-field="name"></li></ul>');
  });
});
