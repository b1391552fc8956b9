// Prefetching of linked pages: only on intent (the pointer enters a link, a finger touches it, or it
// gets keyboard focus), never merely because a link is visible, and never on 2g connections or
// when the reader has turned data saving on.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

type Connection = {effectiveType: string; saveData: boolean};

const FAST: Connection = {effectiveType: '4g', saveData: false};
/**
 * The connections Docusaurus fetches nothing on (it reads `navigator.connection` at each intent),
 * each with a link of its own: a link acts on the first intent only, fetched or not.
 */
const CONSTRAINED: {connection: Connection; linkName: string}[] = [
  {connection: {effectiveType: '2g', saveData: false}, linkName: 'Handling errors'},
  {connection: {effectiveType: 'slow-2g', saveData: false}, linkName: 'Regions and hosts'},
  {connection: {effectiveType: '4g', saveData: true}, linkName: 'Compression of responses'},
];

const link = (page: Page, name: string) => page.locator('article').getByRole('link', {name}).first();

/** The reader's connection, as the page's scripts see it from now on. */
async function setConnection(page: Page, connection: Connection) {
  await page.evaluate((value) => Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value}), connection);
}

// One visit of a page with many visible links, settled, then each intent in turn, on a link of its
// own: on constrained connections first (nothing may be fetched), then on a fast one, hovering one
// link and focusing another.
test('links are prefetched on intent only, and never on 2g connections or with data saving on', async ({page}) => {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, FAST);
  await page.goto(`${BASE_PATH}guide/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });

  await test.step('visible links are not prefetched', async () => {
    expect(await page.locator('article a[href]').count()).toBeGreaterThan(5);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  for (const {connection, linkName} of CONSTRAINED) {
    await test.step(`nothing is fetched on intent with ${connection.saveData ? 'data saving on' : `a ${connection.effectiveType} connection`}`, async () => {
      await setConnection(page, connection);
      await link(page, linkName).hover();
      await link(page, linkName).focus();
      // A fetch started by the intent would keep the network busy until it finished.
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }

  await test.step('hovering a link fetches its page on a fast connection', async () => {
    await setConnection(page, FAST);
    await link(page, 'Your first export call').hover();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  await test.step('focusing a link from the keyboard fetches its page', async () => {
    await page.waitForLoadState('networkidle');
    const before = requested.length;
    await link(page, 'Use these docs from your coding assistant').focus();
    await expect.poll(() => requested.length).toBeGreaterThan(before);
  });
});
