import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {Root} from 'mdast';
import {DEFERRABLE_COMPONENT, unitPrefix, wrapRuns} from '../../../src/plugins/deferred-content/remark';

function parse(mdx: string): Root {
  return unified().use(remarkParse).use(remarkMdx).parse(mdx) as Root;
}

/** The top level of a page as short labels: `h2`, `esm`, or `run <unit>: <block types>`. */
function outline(tree: Root): string[] {
  return tree.children.map((node) => {
    if (node.type === 'heading') return `h${node.depth}`;
    if (node.type === 'mdxjsEsm') return 'esm';
    const element = node as unknown as {name: string; attributes: {value: string}[]; children: {type: string; name?: string}[]};
    if (element.name === DEFERRABLE_COMPONENT) {
      return `run ${element.attributes[0].value}: ${element.children.map((child) => child.name ?? child.type).join(' ')}`;
    }
    return element.name ?? node.type;
  });
}

describe('wrapping the runs of blocks between headings', () => {
  it('puts each run between two headings in its own element, numbered in page order', () => {
    const tree = parse(['Intro text.', '', '## Step 1', '', 'Do this.', '', '```bash', 'curl x', '```', '', '### Detail', '', '- a', '- b', '', '## Step 2', '', '<Tabs>', '', 'x', '', '</Tabs>'].join('\n'));
    wrapRuns(tree, 'p');
    expect(outline(tree)).toEqual(['run p-0: paragraph', 'h2', 'run p-1: paragraph code', 'h3', 'run p-2: list', 'h2', 'run p-3: Tabs']);
  });

  it('leaves headings written as JSX and the imports and exports at the top level', () => {
    const tree = parse(["import X from './x';", '', 'Text.', '', '<h2 id="a">', 'A', '</h2>', '', 'More.', '', 'export const toc = [];'].join('\n'));
    wrapRuns(tree, 'p');
    expect(outline(tree)).toEqual(['esm', 'run p-0: paragraph', 'h2', 'run p-1: paragraph', 'esm']);
  });

  it('makes no run where there is no block: back-to-back headings, a page of headings only', () => {
    const tree = parse(['## A', '', '## B', '', 'Text.'].join('\n'));
    wrapRuns(tree, 'p');
    expect(outline(tree)).toEqual(['h2', 'h2', 'run p-0: paragraph']);
  });

  it('names runs after their file, so an imported MDX file never shares names with the page', () => {
    expect(unitPrefix('/site/docs/a.mdx')).toMatch(/^[0-9a-f]{6}$/);
    expect(unitPrefix('/site/docs/a.mdx')).toBe(unitPrefix('/site/docs/a.mdx'));
    expect(unitPrefix('/site/docs/a.mdx')).not.toBe(unitPrefix('/site/docs/_partial.mdx'));
  });
});
