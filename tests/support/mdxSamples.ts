// Reads the code samples of the site's MDX pages with remark (the parser Docusaurus uses), so
// that fences inside JSX (tabs, admonitions) and fences nested in longer fences come out exactly
// as a reader sees them, with the line each one starts on.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type {Code, InlineCode, Root} from 'mdast';

export const SAMPLE_DIRS = ['docs', 'recipes'] as const;

export type CodeSample = {
  /** Path of the page relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /** The value of the TabItem the fence sits in (`curl`, `python`, …), if any. */
  tab?: string;
};

export type InlineSample = {
  file: string;
  line: number;
  value: string;
  /** Up to 60 characters of the paragraph text just before the span (what it names). */
  before: string;
};

export type PageSamples = {file: string; code: CodeSample[]; inline: InlineSample[]};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);

type AnyNode = {type: string; name?: string | null; attributes?: unknown[]; children?: AnyNode[]; position?: {start: {line: number}}};

function tabValue(node: AnyNode): string | undefined {
  if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'TabItem') return undefined;
  const value = (node.attributes as {type: string; name?: string; value?: unknown}[] | undefined)?.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'value',
  );
  return typeof value?.value === 'string' ? value.value : undefined;
}

/** Every fenced code block and inline code span of one MDX source, in document order. */
export function parseSamples(file: string, source: string): PageSamples {
  const tree = parser.parse(source) as Root;
  const code: CodeSample[] = [];
  const inline: InlineSample[] = [];
  const walk = (node: AnyNode, tab: string | undefined, before: string) => {
    const here = tabValue(node) ?? tab;
    if (node.type === 'code') {
      const block = node as unknown as Code;
      code.push({file, line: block.position!.start.line, lang: block.lang ?? '', meta: block.meta ?? '', code: block.value, tab: here});
      return;
    }
    if (node.type === 'inlineCode') {
      const span = node as unknown as InlineCode;
      inline.push({file, line: span.position!.start.line, value: span.value, before: before.slice(-60)});
      return;
    }
    let text = '';
    for (const child of node.children ?? []) {
      walk(child, here, text);
      const value = (child as {value?: unknown}).value;
      text += typeof value === 'string' ? value : ' ';
    }
  };
  walk(tree as unknown as AnyNode, undefined, '');
  return {file, code, inline};
}

/** The MDX pages under docs/ and recipes/, relative to `root`, sorted. */
export function listSamplePages(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  for (const dir of SAMPLE_DIRS) walk(path.join(root, dir));
  return found.sort();
}

export function loadSamplePages(root: string): PageSamples[] {
  return listSamplePages(root).map((file) => parseSamples(file, readFileSync(path.join(root, file), 'utf8')));
}

/** A `key="value"` or bare `key=value` attribute of a fence's meta string. */
export function metaAttribute(meta: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|(\\S+))`).exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}
