// Markdown that equals the page: for every built page with a Markdown copy, the copy carries at least
// 98% of the words the page's article shows, whatever component renders them (tables, tabs, API
// fields, diagrams). Reads the build folder, not a browser: the article of each HTML file against its
// .md file, word by word (tests/support/articleWords.mjs). A failure lists every page below, with its
// share and the words it lacks most.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {BUILD_DIR, buildFiles} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {apiModelSummary} from '../support/apiModel';
import {MCP_BUILD_DIR} from '../../src/mcp/buildOutput';

/** The share of a page's words its copy must carry: what a reader of the copy may miss is 2%. */
const MIN_WORD_SHARE = 0.98;
const SHOWN_MISSING_WORDS = 12;

/** Every Markdown copy in the build with the page it copies (`x.md` → `x/index.html`, `index.md` → `index.html`). */
const copies = buildFiles()
  .filter((file) => file.endsWith('.md') && !file.startsWith(`${MCP_BUILD_DIR}/`))
  .map((markdown) => ({markdown, html: markdown === 'index.md' ? 'index.html' : markdown.replace(/\.md$/, '/index.html')}));

test('every Markdown copy carries at least 98% of the words of its page', async () => {
  // An ES module: Playwright loads specs as CommonJS, so it comes in with import().
  const {htmlArticleWords, markdownWords, wordCoverage} = await import('../support/articleWords.mjs');
  expect(copies.length, 'the build has Markdown copies').toBeGreaterThan(100);
  const below: string[] = [];
  for (const {markdown, html} of copies) {
    const pageWords = htmlArticleWords(readFileSync(path.join(BUILD_DIR, html), 'utf8'));
    expect(pageWords?.length, `${html} has an article with words`).toBeGreaterThan(0);
    const {share, missing} = wordCoverage(pageWords ?? [], markdownWords(readFileSync(path.join(BUILD_DIR, markdown), 'utf8')));
    if (share >= MIN_WORD_SHARE) continue;
    const lacking = missing.slice(0, SHOWN_MISSING_WORDS).map((entry: {word: string; missing: number}) => `${entry.word}×${entry.missing}`);
    below.push(`${BASE_PATH}${markdown}: ${(share * 100).toFixed(1)}% of ${pageWords?.length} words; lacks ${lacking.join(' ')}`);
  }
  expect(below, `copies below ${MIN_WORD_SHARE * 100}% of their page's words`).toEqual([]);
});

test('the error list’s copy has a row for every code of the catalogue, with its name and status', () => {
  const markdown = readFileSync(path.join(BUILD_DIR, 'errors/list.md'), 'utf8');
  const {errorCodes} = apiModelSummary();
  expect(errorCodes.length).toBeGreaterThanOrEqual(27);
  for (const {code, name, status} of errorCodes) expect(markdown, code).toContain(`| \`${code}\` ${name} | ${status} |`);
});
