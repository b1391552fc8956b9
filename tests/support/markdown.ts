// Reads Markdown the way a tool would (remark with GFM), for tests that check what the Markdown
// copies say: their headings, and the table under a given heading as rows of named cells.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import type {Root, RootContent, Table} from 'mdast';

export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

/** Every heading as plain text with its depth, in order. */
export function headingsOf(markdown: string): {depth: number; text: string}[] {
  return parseMarkdown(markdown)
    .children.filter((node): node is Extract<RootContent, {type: 'heading'}> => node.type === 'heading')
    .map((node) => ({depth: node.depth, text: toString(node).replace(/\s+/g, ' ').trim()}));
}

/** The first table after the heading with `title`, as rows keyed by header text; [] without one. */
export function tableUnder(markdown: string, title: string): Record<string, string>[] {
  const nodes = parseMarkdown(markdown).children;
  const start = nodes.findIndex((node) => node.type === 'heading' && toString(node) === title);
  if (start === -1) return [];
  // The table must come before the next heading, or it belongs to another section.
  const next = nodes.slice(start + 1).find((node) => node.type === 'table' || node.type === 'heading');
  if (next?.type !== 'table') return [];
  const [head, ...rows] = (next as Table).children.map((row) => row.children.map((cell) => toString(cell).trim()));
  return rows.map((cells) => Object.fromEntries(head.map((name, index) => [name, cells[index] ?? ''])));
}
