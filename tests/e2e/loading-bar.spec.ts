// The thin loading bar (Docusaurus's nprogress client module): it starts only when a route change to
// a different path is still loading 200 ms after it began, and ends when the new page is in place.
import {test, expect, type Page, type Route} from '../support/test';
import {BASE_PATH} from '../support/routes';

const LOADING_BAR_DELAY_MS = 200;
const FROM = `${BASE_PATH}guide/`;
const TARGET_LINK = 'Your first export call';

/**
 * Holds back every script chunk requested from now on until `release` is called, so a route
 * change stays pending for as long as the test needs.
 */
async function holdNewChunks(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/js/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Notes whether the loading bar was ever added to the page from now on. */
async function watchForLoadingBar(page: Page) {
  await page.evaluate(() => {
    const seen = {bar: false};
    (window as unknown as {loadingBar: typeof seen}).loadingBar = seen;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.bar = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
}

const loadingBarWasShown = (page: Page) =>
  page.evaluate(() => (window as unknown as {loadingBar: {bar: boolean}}).loadingBar.bar);

async function openStartPage(page: Page) {
  await page.clock.install();
  await page.goto(FROM);
  await expect(page.locator('h1').first()).toHaveText('Setting up your API connection');
  await page.clock.pauseAt(Date.now() + 10_000);
}

test('the loading bar starts once a route change has been pending for 200 ms', async ({page}) => {
  await openStartPage(page);
  const chunks = await holdNewChunks(page);
  await page.locator('article').getByRole('link', {name: TARGET_LINK}).first().click();
  await page.clock.runFor(LOADING_BAR_DELAY_MS - 1);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await chunks.release();
});

test('the loading bar ends when the route update completes', async ({page}) => {
  await openStartPage(page);
  const chunks = await holdNewChunks(page);
  await page.locator('article').getByRole('link', {name: TARGET_LINK}).first().click();
  await page.clock.runFor(LOADING_BAR_DELAY_MS);
  await expect(page.locator('#nprogress')).toBeAttached();
  await chunks.release();
  await expect(page.locator('h1').first()).toHaveText('Your first export call');
  // nprogress fades the finished bar out on timers of its own.
  await page.clock.runFor(2_000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route change that completes within 200 ms shows no loading bar', async ({page}) => {
  await openStartPage(page);
  await watchForLoadingBar(page);
  await page.clock.resume();
  await page.locator('article').getByRole('link', {name: TARGET_LINK}).first().click();
  await expect(page.locator('h1').first()).toHaveText('Your first export call');
  expect(await loadingBarWasShown(page)).toBe(false);
});

test('a change of hash on the same page shows no loading bar, however long it takes', async ({page}) => {
  await openStartPage(page);
  await watchForLoadingBar(page);
  const chunks = await holdNewChunks(page);
  await page.locator('article').getByRole('link', {name: 'Step 1', exact: true}).click();
  await expect(page).toHaveURL(/#step-1-get-your-tenant-enabled$/);
  await page.clock.runFor(2_000);
  expect(await loadingBarWasShown(page)).toBe(false);
  await chunks.release();
});
