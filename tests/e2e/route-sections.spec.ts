// The route table by section (src/plugins/js-chunks, handbook/architecture.md): a page loads the
// routes of its own section only, so its JavaScript does not grow with the rest of the site, and
// moving between sections in the browser (a click, back and forward, a hash link) still happens
// without a full page load.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

const DOC_PAGE = `${BASE_PATH}egress/export-api/`;
const API_PAGE = `${BASE_PATH}api/export-dataset-async/`;

/** URL paths of the scripts the page fetches from now on. */
function scriptPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') paths.push(new URL(response.url()).pathname);
  });
  return paths;
}

const scriptText = (urlPath: string) => readFileSync(path.join(BUILD_DIR, urlPath.slice(BASE_PATH.length)), 'utf8');

/** Marks the document, so that a full page load (which would drop the mark) shows. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, {sameDocument: true}));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

test('a page loads the routes of its own section and names no page of another', async ({page}) => {
  const scripts = scriptPaths(page);
  await page.goto(DOC_PAGE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => /\/routes-egress\.[0-9a-f]+\.js$/.test(script)), 'the egress section’s routes').toBe(true);
  expect(scripts.filter((script) => /\/routes-/.test(script)), 'no other section’s routes').toHaveLength(1);
  for (const script of scripts) expect(scriptText(script), script).not.toContain(API_PAGE);
});

test('a click into another section, back and forward, and a hash link stay in the same document', async ({page}) => {
  await page.goto(DOC_PAGE);
  await hydrated(page);
  const heading = await page.locator('article h1').textContent();
  await markDocument(page);

  await page.locator(`article a[href="${API_PAGE}"]`).first().click();
  await expect(page).toHaveURL(API_PAGE);
  await expect(page.locator('h1').first()).toContainText(/export/i);
  await expect(page.locator('h1').first()).not.toHaveText(heading ?? '');

  await page.goBack();
  await expect(page).toHaveURL(DOC_PAGE);
  await expect(page.locator('article h1')).toHaveText(heading ?? '');
  await page.goForward();
  await expect(page).toHaveURL(API_PAGE);

  await page.goBack();
  await expect(page).toHaveURL(DOC_PAGE);
  const tocLink = page.locator('.table-of-contents a[href^="#"]').first();
  const hash = await tocLink.getAttribute('href');
  await tocLink.click();
  await expect(page).toHaveURL(`${DOC_PAGE}${hash}`);
  expect(await stillSameDocument(page), 'no full page load on the way').toBe(true);
});
