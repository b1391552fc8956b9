// The changelog of the production build: it leads with the releases declared in openapi/releases
// (newest first, the method last), its Atom feed is linked and valid, and nothing on the site shows
// a commit of this repository, its subject or its id, as a release. The page's checks share one
// visit, a step each.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {apiModelSummary, apiRoute} from '../support/apiModel';
import {atomFeedProblems} from '../support/atom';
import {BUILD_DIR, buildFiles} from '../support/build';

const PAGE = `${BASE_PATH}versions&changes/changelog/`;
const RELEASE_HEADING = /^\d+\.\d+\.\d+$/;

test('the page leads with the releases, newest first, links every operation of 1.0.0 and its valid Atom feed', async ({page, request}) => {
  await page.goto(PAGE);

  await test.step('the page leads with the releases, newest first, and ends with how the list is made', async () => {
    const headings = (await page.locator('article h2').allTextContents()).map((text) => text.replace(/\u200b/g, '').trim());
    const releases = headings.filter((heading) => RELEASE_HEADING.test(heading));
    expect(releases.length).toBeGreaterThan(0);
    expect(headings.slice(0, releases.length)).toEqual(releases);
    expect([...releases].sort((a, b) => b.localeCompare(a, 'en', {numeric: true}))).toEqual(releases);
    expect(headings.slice(releases.length)).toEqual(['How this list is made', 'Next steps']);
    expect(releases.at(-1)).toBe('1.0.0');
    // Every heading is in the table of contents, in the page's order.
    const toc = (await page.locator('.table-of-contents a').allTextContents()).map((text) => text.trim());
    expect(toc).toEqual(headings);
  });

  await test.step('1.0.0 has no date the provider does not publish, and links every operation it holds', async () => {
    const release = page.locator('article h2#release-1-0-0');
    await expect(release.locator('xpath=following-sibling::p[1]')).toHaveText('Release date not published.');
    const count = await release.locator('xpath=following-sibling::p[contains(., "operations of this release")][1]').textContent();
    const operationCount = Number(/The (\d+) operations of this release:/.exec(count ?? '')?.[1]);
    const links = release.locator('xpath=following-sibling::ul[1]//a');
    const routes = new Set(apiModelSummary().operations.map((operation) => apiRoute(operation.permalink)));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBe(operationCount);
    expect(hrefs.filter((href) => !routes.has(href))).toEqual([]);
  });

  await test.step('the Atom feed is linked from the page, is valid Atom and has an entry for each release on it', async () => {
    const feedPath = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(feedPath).toBe(`${BASE_PATH}versions&changes/changelog.atom`);
    await expect(page.locator('article').getByRole('link', {name: 'Atom feed'})).toHaveAttribute('href', feedPath!);
    const response = await request.get(feedPath!);
    expect(response.status()).toBe(200);
    const feed = await response.text();
    expect(atomFeedProblems(feed)).toEqual([]);
    const anchors = await page.locator('article h2[id^="release-"]').evaluateAll((headings) => headings.map((heading) => heading.id));
    const entryIds = [...feed.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map(([, id]) => id!.replace(/^.*#/, ''));
    expect(entryIds).toEqual(anchors);
  });
});

/** Every commit of this repository as its id and subject; empty without git history (a release tarball). */
function commits(): {id: string; subject: string}[] {
  try {
    const log = execFileSync('git', ['log', '--all', '--format=%H%x1f%s'], {cwd: path.resolve(__dirname, '../..'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    return log
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [id = '', subject = ''] = line.split('\u001f');
        return {id, subject};
      });
  } catch {
    return [];
  }
}

test('no commit of this repository, by subject or id, appears anywhere on the site', () => {
  const history = commits();
  // Subjects long enough not to be ordinary phrases ("README: …" and the like are longer than this).
  const subjects = history.map((commit) => commit.subject).filter((subject) => subject.length >= 30);
  // Every abbreviation git might print (7 characters or more) of every commit id.
  const prefixes = new Set(history.flatMap((commit) => Array.from({length: commit.id.length - 6}, (_, index) => commit.id.slice(0, index + 7))));
  const found: string[] = [];
  for (const file of buildFiles().filter((name) => /\.(html|md|txt|atom|xml|json|js)$/.test(name))) {
    const text = readFileSync(path.join(BUILD_DIR, file), 'utf8');
    for (const subject of subjects) if (text.includes(subject)) found.push(`${file}: "${subject}"`);
    for (const [token] of text.matchAll(/\b[0-9a-f]{7,40}\b/g)) {
      // A full 40-hex id is a commit id whether or not this checkout has the history to prove it.
      if (token.length === 40 || prefixes.has(token)) found.push(`${file}: ${token}`);
    }
  }
  expect(found).toEqual([]);
});
