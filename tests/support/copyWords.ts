// The production build's Markdown copies with the pages they copy, and the words of each, read once
// per test worker: the whole-pages check (copy in page) and the Markdown parity check (page in copy)
// compare the same two word lists, so the second to run in a worker finds them read.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, buildFiles} from './build';
import {MCP_BUILD_DIR} from '../../src/mcp/buildOutput';

export type CopyOfPage = {
  /** The copy, relative to the build (`items/drafts.md`, `index.md`). */
  copy: string;
  /** The page it copies (`items/drafts/index.html`, `index.html`). */
  html: string;
};

/** Every Markdown copy of the build with the HTML page it copies; the MCP server's files are not copies. */
export function copiesWithPages(): CopyOfPage[] {
  const files = new Set(buildFiles());
  return [...files]
    .filter((file) => file.endsWith('.md') && !file.startsWith(`${MCP_BUILD_DIR}/`))
    .map((copy) => ({copy, html: copy === 'index.md' ? 'index.html' : `${copy.slice(0, -'.md'.length)}/index.html`}))
    .filter(({html}) => files.has(html));
}

export type CopyWords = {
  /** The words of the page's article; null for a page without an article. */
  page: string[] | null;
  /** The words of the copy. */
  copy: string[];
  /** The words the copy adds by design (markdownAddedWords). */
  added: string[];
};

const read = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');
const cache = new Map<string, CopyWords>();

/** The words of a copy and of its page, as tests/support/articleWords.mjs counts them. */
export async function copyWords({copy, html}: CopyOfPage): Promise<CopyWords> {
  const known = cache.get(copy);
  if (known) return known;
  // Imported when a test runs: Playwright's loader cannot require() these ES modules.
  const {htmlArticleWords, markdownWordLists} = await import('./articleWords.mjs');
  const {words: copyWordList, added} = markdownWordLists(read(copy));
  const words: CopyWords = {page: htmlArticleWords(read(html)), copy: copyWordList, added};
  cache.set(copy, words);
  return words;
}
