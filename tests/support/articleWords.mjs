// The words a reader gets from a page, counted the same way on both sides so tests can compare them:
// the article of a built HTML page (htmlparser2) and its Markdown copy (remark with GFM). Two checks
// use them: every word of the copy in the HTML (whole pages, tests/e2e/whole-pages.spec.ts) and
// every word of the HTML in the copy (Markdown parity, tests/e2e/markdown-parity.spec.ts).
//
// A word is a run of letters and digits, lower-cased, so `Note` in a quote and `note` in an
// admonition's title are the same word. Every element's edge is a word boundary, as every node's
// edge is in Markdown: `<strong>draft</strong>s` is "draft s" in the page and `**draft**s` the same
// in the copy, and a field's name and type set side by side in the page are two words, as in the
// copy's table.
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
  return text.toLowerCase().match(WORD) ?? [];
}

/** Elements that hold no article text: scripts, styles, icons, controls (copy, wrap, "Try it"), navigation. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button', 'select', 'textarea', 'nav', 'footer']);

/** Theme chrome inside the article: the mobile table of contents and the heading anchors' marks. */
const CHROME_CLASSES = ['theme-doc-toc-mobile', 'hash-link'];

/**
 * A diagram is drawn twice, once per colour mode, and CSS shows one (src/css/content.css): the page
 * is read in its default, light, mode, so the dark drawing's alt text (the same) is not counted twice.
 */
const DARK_MODE_IMAGE = /#diagram-dark$/;

/** The class Docusaurus gives the element that holds a page's rendered Markdown or MDX. */
const ARTICLE_CONTENT_CLASS = 'theme-doc-markdown';

/** @param {import('domhandler').Element} element */
const classesOf = (element) => (element.attribs.class ?? '').split(/\s+/);

/** @param {import('domhandler').ChildNode} node */
function isArticleContent(node) {
  return node.type === 'tag' && classesOf(node).includes(ARTICLE_CONTENT_CLASS);
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
 * The text of an element as a reader of the HTML gets it, with a space at the edges of every element,
 * images' alt text in their place (a diagram's light drawing only), and no text of scripts, styles,
 * icons, controls or navigation. Hidden elements (a tab panel not selected) count: their text is in
 * the HTML.
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
    if (NOT_TEXT.has(node.name) || CHROME_CLASSES.some((name) => classesOf(node).includes(name))) return;
    text += ' ';
    if (node.name === 'img' && node.attribs.alt && !DARK_MODE_IMAGE.test(node.attribs.src ?? '')) text += ` ${node.attribs.alt} `;
    for (const child of node.children) walk(child);
    text += ' ';
  };
  walk(element);
  return text;
}

/**
 * The words of a built page's article: the rendered Markdown or MDX content inside its `<article>`
 * (on doc pages the element with the class `theme-doc-markdown`, without the breadcrumbs, page
 * actions, feedback, footer and pagination around it; on a Markdown page of `src/pages`, the article
 * itself): text, tables, tabs with their labels, code blocks, callouts and images' alt text.
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

/** A code block's title in its meta, as Docusaurus reads it (```json title="HTTP 400 Bad Request"). */
const CODE_TITLE = /\btitle=(["'])(.*?)\1/;

/** Markdown as the copies are written: CommonMark with GitHub's tables. */
const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * The words of a Markdown copy, as a reader of the Markdown gets them: text, table cells, link text,
 * inline code, code blocks with their titles, and images' alt text. Link and image URLs are
 * addresses, not words of the page.
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownWords(markdown) {
  return markdownWordLists(markdown).words;
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
  return markdownWordLists(markdown).added;
}

/**
 * `markdownWords` and `markdownAddedWords` of one copy from one parse: parsing is most of their
 * time (a long copy takes a second on a busy machine).
 * @param {string} markdown
 * @returns {{words: string[], added: string[]}}
 */
export function markdownWordLists(markdown) {
  const tree = markdownParser.parse(markdown);
  const words = [];
  const added = [];
  const firstWordOf = (node) => {
    const first = node?.children?.[0];
    return first?.type === 'text' ? /^([\p{L}]+)(?::|$)/u.exec(first.value)?.[1] : undefined;
  };
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') words.push(...wordsOf(node.value));
    else if (node.type === 'code') words.push(...wordsOf(node.value), ...wordsOf(CODE_TITLE.exec(node.meta ?? '')?.[2] ?? ''));
    else if (node.type === 'image' || node.type === 'imageReference') words.push(...wordsOf(node.alt ?? ''));
    if (node.type === 'blockquote') {
      const strong = node.children[0]?.type === 'paragraph' ? node.children[0].children[0] : undefined;
      const kind = strong?.type === 'strong' ? firstWordOf(strong) : undefined;
      if (kind) added.push(...wordsOf(kind));
    } else if (node.type === 'emphasis' && firstWordOf(node) === 'Figure') added.push('figure');
    else if (node.type === 'code' && node.lang === 'mermaid') added.push(...wordsOf(node.value));
  });
  return {words, added};
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

/**
 * How much of `expected` `actual` carries, counting each occurrence (a word `expected` has three
 * times must be there three times), with the words it lacks as `missingWords` lists them.
 * Nothing expected is all carried.
 * @param {string[]} expected
 * @param {string[]} actual
 * @returns {{share: number, missing: {word: string, missing: number}[]}}
 */
export function wordCoverage(expected, actual) {
  const missing = missingWords(expected, actual);
  const lacking = missing.reduce((sum, entry) => sum + entry.missing, 0);
  return {share: expected.length === 0 ? 1 : 1 - lacking / expected.length, missing};
}
