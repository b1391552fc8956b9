// Prefetching of linked pages (Docusaurus's Link): on by default, skipped on 2g connections and
// when the reader has turned data saving on.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {browserIdle} from '../support/page-checks';

type Connection = {effectiveType: string; saveData: boolean};

/** Counts chunk requests made after the page settled: prefetches and hover preloads. */
async function chunkRequestsOnHover(page: Page, connection: Connection) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
  await page.goto(`${BASE_PATH}guide/`);
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await page.locator('article').getByRole('link', {name: 'Your first export call'}).first().hover();
  // Link preloads in its mouseenter handler: by the browser's next idle moment it has asked for
  // everything it is going to.
  await browserIdle(page);
  return {requested, prefetchLinks: () => page.locator('link[rel="prefetch"]').count()};
}

test('linked pages are prefetched on a fast connection', async ({page}) => {
  const {requested, prefetchLinks} = await chunkRequestsOnHover(page, {effectiveType: '4g', saveData: false});
  await expect.poll(prefetchLinks).toBeGreaterThan(0);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('nothing is prefetched on a 2g connection', async ({page}) => {
  const {requested, prefetchLinks} = await chunkRequestsOnHover(page, {effectiveType: '2g', saveData: false});
  expect(requested).toEqual([]);
  expect(await prefetchLinks()).toBe(0);
});

test('nothing is prefetched on a slow-2g connection', async ({page}) => {
  const {requested, prefetchLinks} = await chunkRequestsOnHover(page, {effectiveType: 'slow-2g', saveData: false});
  expect(requested).toEqual([]);
  expect(await prefetchLinks()).toBe(0);
});

test('nothing is prefetched when data saving is on', async ({page}) => {
  const {requested, prefetchLinks} = await chunkRequestsOnHover(page, {effectiveType: '4g', saveData: true});
  expect(requested).toEqual([]);
  expect(await prefetchLinks()).toBe(0);
});
