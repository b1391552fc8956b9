// Prefetching of linked pages: only on intent (the pointer enters a link, a finger touches it, or it
// gets keyboard focus), never merely because a link is visible, and never on 2g connections or
// when the reader has turned data saving on.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

type Connection = {effectiveType: string; saveData: boolean};

const LINK_NAME = 'Your first export call';

/** Opens a page with many visible links and collects the chunk requests made after it settled. */
async function settledPage(page: Page, connection: Connection) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
  await page.goto(`${BASE_PATH}guide/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

const link = (page: Page) => page.locator('article').getByRole('link', {name: LINK_NAME}).first();

test('visible links are not prefetched', async ({page}) => {
  await settledPage(page, {effectiveType: '4g', saveData: false});
  expect(await page.locator('article a[href]').count()).toBeGreaterThan(5);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});

test('hovering a link fetches its page on a fast connection', async ({page}) => {
  const requested = await settledPage(page, {effectiveType: '4g', saveData: false});
  await link(page).hover();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('focusing a link from the keyboard fetches its page', async ({page}) => {
  const requested = await settledPage(page, {effectiveType: '4g', saveData: false});
  await link(page).focus();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: 'slow-2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`nothing is fetched on intent with ${connection.saveData ? 'data saving on' : `a ${connection.effectiveType} connection`}`, async ({page}) => {
    const requested = await settledPage(page, connection);
    await link(page).hover();
    await link(page).focus();
    // A fetch started by the intent would keep the network busy until it finished.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
}
