// Writing MDX safely from the API model: the description's Markdown becomes MDX whose braces and
// angle brackets are escaped (so `{tenantId}` in prose stays text), raw HTML becomes text (a `<br>`
// a line break; a script, a style or a comment nothing) so MDX can never fail on it, and props
// become JSX attributes that MDX reads without a failed parse. Each distinct text is converted once per process.
import type {Parent, Root, RootContent} from 'mdast';
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

/** Elements whose content is never shown as text. */
const HIDDEN_ELEMENTS = /^<(script|style|template|iframe|object)\b/i;
const CLOSING_HIDDEN = /<\/(script|style|template|iframe|object)\s*>\s*$/i;
const LINE_BREAK = /^<br\s*\/?>$/i;

/** The text an HTML fragment shows: tags, comments and hidden elements gone, entities as written. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|iframe|object)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[A-Za-z][^>]*>?/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+\n/g, '\n');
}

/**
 * Replaces raw HTML with what it shows: `<br>` with a line break, a hidden element (opened in one
 * inline node and closed in a later one) with nothing, anything else with its text. The Markdown
 * copies (src/plugins/agent-docs) read descriptions through it too, so they say what the page shows.
 */
export function htmlToText() {
  const rewrite = (parent: Parent) => {
    const children: RootContent[] = [];
    let hiding = false;
    for (const child of parent.children as RootContent[]) {
      if (child.type === 'html') {
        const value = child.value.trim();
        if (hiding) {
          if (CLOSING_HIDDEN.test(value)) hiding = false;
          continue;
        }
        if (LINE_BREAK.test(value)) {
          children.push({type: 'break'});
          continue;
        }
        if (HIDDEN_ELEMENTS.test(value) && !CLOSING_HIDDEN.test(value)) {
          hiding = true;
          continue;
        }
        const text = htmlText(child.value).trim();
        if (!text) continue;
        // Block HTML stands where a paragraph would; inline HTML inside one.
        children.push(parent.type === 'root' || parent.type === 'listItem' || parent.type === 'blockquote' ? {type: 'paragraph', children: [{type: 'text', value: text}]} : ({type: 'text', value: text} as RootContent));
        continue;
      }
      if (hiding) continue;
      if ('children' in child) rewrite(child as Parent);
      children.push(child);
    }
    parent.children = children as Parent['children'];
  };
  return (tree: Root) => rewrite(tree);
}

const markdownProcessor = unified().use(remarkParse).use(remarkGfm).use(htmlToText).use(escapeForMdx).use(remarkStringify, {bullet: '-', emphasis: '_', rule: '-'});

const converted = new Map<string, string>();

/** CommonMark + GFM Markdown from the description, as MDX text that renders the same. */
export function markdownToMdx(markdown: string | undefined): string {
  const text = (markdown ?? '').trim();
  if (!text) return '';
  let mdx = converted.get(text);
  if (mdx === undefined) {
    mdx = String(markdownProcessor.processSync(text)).trim();
    converted.set(text, mdx);
  }
  return mdx;
}

/** Plain text of Markdown's inline syntax and any HTML in it: code spans, links, emphasis, tags. */
export function plainText(markdown: string): string {
  return htmlText(markdown)
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph of a Markdown text, as plain one-line text (for meta descriptions). */
export function plainFirstSentence(markdown: string | undefined): string {
  const paragraph = (markdown ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  const plain = plainText(paragraph);
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence;
}

type PropValue = string | number | boolean | undefined | null | unknown[] | Record<string, unknown>;

/** A string as a quoted JSX attribute value: MDX decodes character references there and nothing else. */
function attributeString(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\r?\n/g, '&#10;')}"`;
}

/**
 * A value as a JS expression with no `}` in it. MDX's parser tries the expression with acorn at
 * each `}` it meets, so every `}` before the one that closes it (a `}` in a JSON sample, the end of
 * each object in a list of fields) cost one failed parse of everything before it: thousands on one
 * operation page. Arrays and objects are one JSON text in a string, read with `JSON.parse`, whose
 * every `}` is written `\u007d`: the same character in JS, not a `}` to MDX.
 */
function expressionLiteral(value: unknown): string {
  if (typeof value === 'string') return jsString(value);
  if (value && typeof value === 'object') return `JSON.parse(${jsString(JSON.stringify(value))})`;
  return JSON.stringify(value) ?? 'null';
}

/** A string as a JS string literal with every `}` escaped. */
function jsString(value: string): string {
  return JSON.stringify(value).replace(/\}/g, '\\u007d');
}

/** JSX attributes from props: strings as quoted attribute values, other values as expressions. */
export function jsxProps(props: Record<string, PropValue>): string {
  return Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? name : typeof value === 'string' ? `${name}=${attributeString(value)}` : `${name}={${expressionLiteral(value)}}`))
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

