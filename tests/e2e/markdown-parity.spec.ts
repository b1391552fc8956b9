// Markdown that equals the page: for every built page with a Markdown copy, the copy carries at least
// 98% of the words the page's article shows, whatever component renders them (tables, tabs, API
// fields, diagrams). Reads the build folder, not a browser: the article of each HTML file against its
// .md file, word by word (tests/support/articleWords.mjs), read once for this check and the
// whole-pages one (tests/support/copyWords.ts). A failure lists every page below, with its share and
// the words it lacks most.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {apiModelSummary} from '../support/apiModel';
import {copiesWithPages, copyWords} from '../support/copyWords';

/** The share of a page's words its copy must carry: what a reader of the copy may miss is 2%. */
const MIN_WORD_SHARE = 0.98;
const SHOWN_MISSING_WORDS = 12;

test('every Markdown copy carries at least 98% of the words of its page', async () => {
  // About 140 pages, each parsed as HTML and as Markdown: a while on a busy machine.
  test.setTimeout(180_000);
  // An ES module: Playwright loads specs as CommonJS, so it comes in with import().
  const {wordCoverage} = await import('../support/articleWords.mjs');
  const copies = copiesWithPages();
  expect(copies.length, 'the build has Markdown copies').toBeGreaterThan(100);
  const below: string[] = [];
  for (const {copy, html} of copies) {
    const {page: pageWords, copy: copyWordList} = await copyWords({copy, html});
    expect(pageWords?.length, `${html} has an article with words`).toBeGreaterThan(0);
    const {share, missing} = wordCoverage(pageWords ?? [], copyWordList);
    if (share >= MIN_WORD_SHARE) continue;
    const lacking = missing.slice(0, SHOWN_MISSING_WORDS).map((entry: {word: string; missing: number}) => `${entry.word}×${entry.missing}`);
    below.push(`${BASE_PATH}${copy}: ${(share * 100).toFixed(1)}% of ${pageWords?.length} words; lacks ${lacking.join(' ')}`);
  }
  expect(below, `copies below ${MIN_WORD_SHARE * 100}% of their page's words`).toEqual([]);
});

test('the error list’s copy has a row for every code of the catalogue, with its name and status', () => {
  const markdown = readFileSync(path.join(BUILD_DIR, 'errors/list.md'), 'utf8');
  const {errorCodes} = apiModelSummary();
  expect(errorCodes.length).toBeGreaterThanOrEqual(27);
  for (const {code, name, status} of errorCodes) expect(markdown, code).toContain(`| \`${code}\` ${name} | ${status} |`);
});
