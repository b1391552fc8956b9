// Every internal link of the production build reaches something: pages, files and #anchors in all
// HTML, and the links of llms.txt and the Markdown copies when the build has them. Reads the build
// directly (tests/support/link-checker.mjs), with the same URL rules as the hosting.
import {test, expect} from '@playwright/test';
import {BUILD_DIR} from '../support/build';

type BrokenLink = {source: string; url: string; problem: string};

test.describe('links in the production build', () => {
  // Reading 14,000 links of 280 files takes a while on a busy machine.
  test.describe.configure({mode: 'serial', timeout: 180_000});
  let result: Awaited<ReturnType<typeof import('../support/link-checker.mjs').checkBuiltSite>>;

  test.beforeAll(async () => {
    // Imported when the tests run: Playwright's loader cannot require() an ES module with top-level await.
    const {checkBuiltSite} = await import('../support/link-checker.mjs');
    result = await checkBuiltSite(BUILD_DIR);
  });

  const listed = (broken: BrokenLink[]) => broken.map(({source, url, problem}) => `${source}: ${url} (${problem})`);

  test('every internal href and src reaches a page or file', () => {
    expect(result.counts.htmlFiles).toBeGreaterThan(100);
    expect(result.counts.links).toBeGreaterThan(1000);
    expect(listed(result.broken.filter((link: BrokenLink) => !link.problem.startsWith('no element with id')))).toEqual([]);
  });

  test('every #anchor names an element on its target page', () => {
    expect(result.counts.anchors).toBeGreaterThan(100);
    expect(listed(result.broken.filter((link: BrokenLink) => link.problem.startsWith('no element with id')))).toEqual([]);
  });
});
