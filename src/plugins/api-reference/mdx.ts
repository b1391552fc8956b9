// Writing MDX safely from the API model: the description's Markdown becomes MDX whose braces and
// angle brackets are escaped (so `{tenantId}` in prose stays text), and props become JSX literals.
import {mdxToMarkdown} from 'mdast-util-mdx';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type Processor} from 'unified';

/** Makes remark-stringify escape what MDX would read as JSX or an expression (`{`, `<`). */
function escapeForMdx(this: Processor): void {
  const data = this.data();
  data.toMarkdownExtensions = [...(data.toMarkdownExtensions ?? []), mdxToMarkdown()];
}

const markdownProcessor = unified().use(remarkParse).use(remarkGfm).use(escapeForMdx).use(remarkStringify, {bullet: '-', emphasis: '_', rule: '-'});

/** CommonMark + GFM Markdown from the description, as MDX text that renders the same. */
export function markdownToMdx(markdown: string | undefined): string {
  const text = (markdown ?? '').trim();
  if (!text) return '';
  return String(markdownProcessor.processSync(text)).trim();
}

/** The first paragraph of a Markdown text, as plain one-line text (for meta descriptions). */
export function plainFirstSentence(markdown: string | undefined): string {
  const paragraph = (markdown ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  const plain = paragraph.replace(/\s+/g, ' ').replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence;
}

type PropValue = string | number | boolean | undefined | null | unknown[] | Record<string, unknown>;

/** JSX attributes from props; strings as JS string literals, other values as expressions. */
export function jsxProps(props: Record<string, PropValue>): string {
  return Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}={${JSON.stringify(value)}}`))
    .join(' ');
}

/** A JSX element with MDX content between its tags (blank lines keep the content Markdown). */
export function jsxBlock(name: string, props: Record<string, PropValue>, content: string): string {
  const attributes = jsxProps(props);
  const open = attributes ? `<${name} ${attributes}>` : `<${name}>`;
  const body = content.trim();
  return body ? `${open}\n\n${body}\n\n</${name}>` : `${open}</${name}>`;
}

/** A self-closing JSX element. */
export function jsxElement(name: string, props: Record<string, PropValue>): string {
  const attributes = jsxProps(props);
  return attributes ? `<${name} ${attributes} />` : `<${name} />`;
}

/** YAML front matter with every value JSON-quoted (JSON strings are valid YAML). */
export function frontMatter(fields: Record<string, string | number | boolean | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}
