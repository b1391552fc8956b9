// Long pages arrive in the first round trip (src/plugins/deferred-content): every page's HTML as
// nginx sends it fits TCP's first window, and a page that left the content of its last runs of
// blocks out of its HTML shows all of it once loaded, under the production CSP: its text, the
// section a link names, the words a search result highlights, and a note for readers without
// JavaScript.
import {test, expect} from '../support/test';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';
import {builtPagePaths} from '../support/build';
import {deferredContentShown, leftOutRuns} from '../support/deferredContent';
import {FIRST_ROUND_TRIP_BYTES} from '../../src/plugins/deferred-content/strip';

const RECIPE = `${BASE_PATH}recipes/async-export/`;
/** Text of the recipe's Troubleshooting table, in a run the recipe leaves out of its HTML. */
const LEFT_OUT_TEXT = 'The downloaded file is binary';
/** A word that is on the recipe only in that table. */
const LEFT_OUT_WORD = 'magic';

test('every page arrives, headers and all, in the first round trip of its connection', async ({request}) => {
  const paths = [...SITE_ROUTES.map((route) => route.path), ...builtPagePaths('api'), `${BASE_PATH}search/`];
  const over: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('br');
    const statusLine = `HTTP/1.1 ${response.status()} ${response.statusText()}\r\n`.length;
    const headers = response.headersArray().reduce((sum, {name, value}) => sum + `${name}: ${value}\r\n`.length, 2);
    const bytes = statusLine + headers + Number(response.headers()['content-length']);
    if (bytes > FIRST_ROUND_TRIP_BYTES) over.push(`${path}: ${bytes} bytes`);
  }
  expect(over).toEqual([]);
});

test('a long recipe leaves its last runs out of its HTML and shows them once loaded', async ({page, request}) => {
  const served = await (await request.get(RECIPE)).text();
  expect(served).not.toContain(LEFT_OUT_TEXT);
  expect((await leftOutRuns(request, RECIPE)).length).toBeGreaterThan(1);
  // The headings of the runs left out stay in the HTML, so links and the table of contents find them.
  expect(served).toMatch(/<h2 [^>]*id="?troubleshooting[" >]/);

  await page.goto(RECIPE);
  await deferredContentShown(page);
  await expect(page.getByRole('cell', {name: LEFT_OUT_TEXT})).toBeAttached();
  await expect(page.locator('article noscript')).toHaveCount(0);

  // Code blocks rendered after load fetch the highlighter only when the reader gets near them.
  const lastBlock = page.locator('article pre').last();
  await expect(lastBlock.locator('.token')).toHaveCount(0);
  await lastBlock.scrollIntoViewIfNeeded();
  await expect(lastBlock.locator('.token').first()).toBeVisible();
});

test('a link to a section the HTML left out takes the reader to it once it has rendered', async ({page}) => {
  await page.goto(`${RECIPE}#troubleshooting`);
  await deferredContentShown(page);
  await expect(page.getByRole('cell', {name: LEFT_OUT_TEXT})).toBeVisible();
  await expect
    .poll(() => page.locator('#troubleshooting').evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
    .toBeLessThan(100);
  expect(await page.locator('#troubleshooting').evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
});

test('search-result words in a run the HTML left out are highlighted when it renders', async ({page}) => {
  await page.goto(`${RECIPE}?_highlight=${LEFT_OUT_WORD}`);
  await deferredContentShown(page);
  await expect(page.locator('article mark').filter({hasText: new RegExp(`^${LEFT_OUT_WORD}$`, 'i')}).first()).toBeAttached();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a note says where the page stops and links its whole text in Markdown', async ({page, request}) => {
    await page.goto(RECIPE);
    const notice = page.locator('.deferred-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('JavaScript');
    const href = await notice.getByRole('link', {name: 'Markdown copy'}).getAttribute('href');
    expect(href).toBe(`${BASE_PATH}recipes/async-export.md`);
    const markdown = await request.get(String(href));
    expect(markdown.status()).toBe(200);
    expect(await markdown.text()).toContain(LEFT_OUT_TEXT);
  });
});
