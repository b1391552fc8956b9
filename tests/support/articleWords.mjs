// The words of a page's content, read from its built HTML (the article's Markdown content) and from
// its Markdown copy, so tests can compare the two: every word of the copy in the HTML (whole pages),
// every word of the HTML in the copy (complete copies). HTML is read with htmlparser2 and Markdown
// with remark, the way the other content checks read them; a word is a run of letters and digits,
// lower-cased, so `Note` in a quote and `note` in an admonition's title are the same word.
import {parseDocument} from 'htmlparser2';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text, lower-cased, in order.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  return (text.toLowerCase().match(WORD) ?? []);
}

/**
 * Elements whose text runs on with the text around them (`get<code>Item</code>s` is one word).
 * Every other element ends a word at its edges: cells, list items, code lines, paragraphs.
 */
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** Elements that hold no article text: scripts, styles, icons, and controls (copy, wrap, "Try it"). */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button']);

/** The class Docusaurus gives the element that holds a page's rendered Markdown or MDX. */
const ARTICLE_CONTENT_CLASS = 'theme-doc-markdown';

/** @param {import('domhandler').ChildNode} node */
function isArticleContent(node) {
  return node.type === 'tag' && (node.attribs.class ?? '').split(/\s+/).includes(ARTICLE_CONTENT_CLASS);
}

/**
 * The first element of a tree that `matches`, depth first.
 * @param {import('domhandler').ParentNode} parent
 * @param {(node: import('domhandler').ChildNode) => boolean} matches
 * @returns {import('domhandler').Element | undefined}
 */
function findElement(parent, matches) {
  for (const child of parent.children) {
    if (child.type !== 'tag') continue;
    if (matches(child)) return child;
    const found = findElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

/**
 * The text of an element as a reader of the HTML gets it, with a space at the edges of every element
 * that is not inline, images' alt text in their place, and no text of scripts, styles, icons or buttons.
 * Hidden elements (a tab panel not selected) count: their text is in the HTML.
 * @param {import('domhandler').Element} element
 */
function readableText(element) {
  let text = '';
  /** @param {import('domhandler').ChildNode} node */
  const walk = (node) => {
    if (node.type === 'text') {
      text += node.data;
      return;
    }
    if (node.type !== 'tag') return;
    if (NOT_TEXT.has(node.name)) return;
    const inline = INLINE.has(node.name);
    if (!inline) text += ' ';
    if (node.name === 'img' && node.attribs.alt) text += ` ${node.attribs.alt} `;
    for (const child of node.children) walk(child);
    if (!inline) text += ' ';
  };
  walk(element);
  return text;
}

/**
 * The words of a built page's article: the rendered Markdown or MDX content inside its `<article>`
 * (on doc pages the element with the class `theme-doc-markdown`, without the breadcrumbs, page
 * actions, footer and pagination around it; on a Markdown page of `src/pages`, the article itself).
 * Null for a page without an article.
 * @param {string} html
 * @returns {string[] | null}
 */
export function htmlArticleWords(html) {
  const document = parseDocument(html, {decodeEntities: true});
  const article = findElement(document, (node) => node.type === 'tag' && node.name === 'article');
  if (!article) return null;
  return wordsOf(readableText(findElement(article, isArticleContent) ?? article));
}

/**
 * The text of every `<noscript>` element of a built page, in order: what a reader without scripts
 * gets from it.
 * @param {string} html
 * @returns {string[]}
 */
export function noscriptTexts(html) {
  const texts = [];
  /** @param {import('domhandler').ParentNode} parent */
  const collect = (parent) => {
    for (const child of parent.children) {
      if (child.type !== 'tag') continue;
      if (child.name !== 'noscript') collect(child);
      else texts.push(child.children.map((node) => (node.type === 'text' ? node.data : node.type === 'tag' ? readableText(node) : '')).join('').replace(/\s+/g, ' ').trim());
    }
  };
  collect(parseDocument(html, {decodeEntities: true}));
  return texts;
}

/**
 * The words of a Markdown copy, as a reader of the Markdown gets them: text, inline code and code
 * blocks, and images' alt text. Link and image URLs are addresses, not words of the page.
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownWords(markdown) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const words = [];
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') words.push(...wordsOf(node.value));
    else if (node.type === 'image' || node.type === 'imageReference') words.push(...wordsOf(node.alt ?? ''));
  });
  return words;
}

/**
 * The words a Markdown copy adds by design where the HTML page shows the same thing another way
 * (src/plugins/agent-docs/mdxToMarkdown.ts), counting repeats, so a comparison with the HTML can
 * leave them out:
 * - the kind of an admonition at the start of its quote (`**Tip: Retries**`): the HTML shows an
 *   admonition given a title of its own with that title only;
 * - `Figure` before a figure's description (`_Figure: …_`): the HTML has the image and the
 *   description as its alt text;
 * - a diagram's source (a `mermaid` code block): the HTML has the drawing, described in its alt text.
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownAddedWords(markdown) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const added = [];
  const firstWordOf = (node) => {
    const first = node?.children?.[0];
    return first?.type === 'text' ? /^([\p{L}]+)(?::|$)/u.exec(first.value)?.[1] : undefined;
  };
  visit(tree, (node) => {
    if (node.type === 'blockquote') {
      const strong = node.children[0]?.type === 'paragraph' ? node.children[0].children[0] : undefined;
      const kind = strong?.type === 'strong' ? firstWordOf(strong) : undefined;
      if (kind) added.push(...wordsOf(kind));
    } else if (node.type === 'emphasis' && firstWordOf(node) === 'Figure') added.push('figure');
    else if (node.type === 'code' && node.lang === 'mermaid') added.push(...wordsOf(node.value));
  });
  return added;
}

/**
 * `words` without one occurrence of each word of `removed` (a multiset difference).
 * @param {string[]} words
 * @param {string[]} removed
 * @returns {string[]}
 */
export function withoutWords(words, removed) {
  const toRemove = countWords(removed);
  return words.filter((word) => {
    const left = toRemove.get(word) ?? 0;
    if (left === 0) return true;
    toRemove.set(word, left - 1);
    return false;
  });
}

/**
 * How many times each word occurs.
 * @param {string[]} words
 * @returns {Map<string, number>}
 */
export function countWords(words) {
  const counts = new Map();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The words of `expected` that `actual` lacks, counting repeats: a word three times in `expected`
 * and once in `actual` is missing twice. Sorted by how often each is missing, then alphabetically.
 * @param {string[]} expected
 * @param {string[]} actual
 * @returns {{word: string, missing: number}[]}
 */
export function missingWords(expected, actual) {
  const have = countWords(actual);
  const missing = [];
  for (const [word, count] of countWords(expected)) {
    const lacking = count - (have.get(word) ?? 0);
    if (lacking > 0) missing.push({word, missing: lacking});
  }
  return missing.sort((a, b) => b.missing - a.missing || a.word.localeCompare(b.word));
}
