// Every page is whole in its HTML: readers without JavaScript, crawlers that do not run scripts,
// reader modes and saved pages get all of it. Read from the production build's files (no browser):
// what each page's Markdown copy says must all be in the page's HTML article, word for word and as
// often (tests/support/articleWords.mjs), and no page may tell its readers that content needs
// JavaScript.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {BUILD_DIR, buildFiles} from '../support/build';
import {copiesWithPages, copyWords} from '../support/copyWords';

/**
 * Pages whose HTML and Markdown copy are two renderings of the API model (src/openapi), not one
 * source: the copy adds by design what the page shows another way (the tables' column words and
 * "no" for optional fields, servers, authentication, the error catalogue's meanings the page links
 * to the error list). They are checked against the model itself (agent-docs.spec.ts and
 * api-reference.spec.ts), so a word comparison here would only list those designed differences.
 */
const TWO_RENDERINGS = /^api(\.md$|\/)/;

/**
 * Words a copy adds by design on one page, beyond those every copy may add (markdownAddedWords):
 * the changelog's copy writes "Breaking" before each breaking change, where the page marks the
 * release once and lists its changes beneath.
 */
const PAGE_ADDITIONS: Record<string, RegExp> = {
  'versions&changes/changelog.md': /^breaking$/,
};

/** How many missing words a failure names per page. */
const SHOWN_WORDS = 12;

const read = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');

test.describe('whole pages in the production build', () => {
  // About 140 pages, each parsed as HTML and as Markdown: a while on a busy machine.
  test.describe.configure({timeout: 180_000});

  test('every page has all the words of its Markdown copy in its HTML', async () => {
    // Imported when the test runs: Playwright's loader cannot require() these ES modules.
    const {missingWords, withoutWords} = await import('../support/articleWords.mjs');
    const copies = copiesWithPages().filter(({copy}) => !TWO_RENDERINGS.test(copy));
    expect(copies.length, 'doc, recipe, feedback and glossary pages with copies').toBeGreaterThan(50);
    const incomplete: string[] = [];
    for (const {copy, html} of copies) {
      const words = await copyWords({copy, html});
      const articleWords = words.page;
      if (articleWords === null) {
        incomplete.push(`${html}: no <article>`);
        continue;
      }
      const pageAddition = PAGE_ADDITIONS[copy];
      const expected = withoutWords(words.copy, words.added).filter((word: string) => !pageAddition?.test(word));
      const missing = missingWords(expected, articleWords);
      if (missing.length) {
        const count = missing.reduce((sum: number, entry: {missing: number}) => sum + entry.missing, 0);
        const named = missing.slice(0, SHOWN_WORDS).map((entry: {word: string; missing: number}) => (entry.missing > 1 ? `${entry.word} ×${entry.missing}` : entry.word));
        incomplete.push(`${html}: ${count} of the copy's ${expected.length} words missing (${named.join(', ')}${missing.length > SHOWN_WORDS ? ', …' : ''})`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  test('no page has a <noscript> that says content needs JavaScript', async () => {
    const {noscriptTexts} = await import('../support/articleWords.mjs');
    const pages = buildFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const notes = pages.flatMap((file) => noscriptTexts(read(file)).filter((text: string) => /javascript/i.test(text)).map((text: string) => `${file}: "${text}"`));
    expect(notes).toEqual([]);
  });
});
