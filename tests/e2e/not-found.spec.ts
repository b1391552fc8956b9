// The not-found page helps a lost reader on: a link to the page the address most likely meant,
// a search form and the site's main sections. (A wrong letter case needs no suggestion in the
// browser: the client router matches paths case-insensitively; the matcher's unit tests cover it.)
// The tests with JavaScript only read and follow links, so one page per worker goes from address to
// address (tests/support/sharedPage.ts).
import {test, expect} from '../support/test';
import {test as sharedPageTest} from '../support/sharedPage';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

const suggestion = '[data-testid="not-found-suggestion"]';

for (const [wrong, meant] of [
  ['items/draft/', 'items/drafts/'],
  ['errors/lists/', 'errors/list/'],
  ['drafts/', 'items/drafts/'],
  ['recipes/async-exprot/', 'recipes/async-export/'],
  // An API page's routes are in its group's module of the reference's routes (src/plugins/js-chunks).
  ['api/create-datset/', 'api/create-dataset/'],
]) {
  sharedPageTest(`${wrong} offers ${meant}`, async ({page}) => {
    const response = await page.goto(`${BASE_PATH}${wrong}`);
    expect(response?.status()).toBe(404);
    const link = page.locator(suggestion).getByRole('link');
    await expect(link).toHaveAttribute('href', `${BASE_PATH}${meant}`);
    await link.click();
    await expect(page).toHaveURL(`${BASE_PATH}${meant}`);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  });
}

sharedPageTest('an address like no page offers no guess, but search and the main sections', async ({page}) => {
  await page.goto(`${BASE_PATH}no-such-page/`);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await hydrated(page);
  await expect(page.locator(suggestion)).toBeEmpty();
  const main = page.getByRole('main');
  for (const name of ['Introduction and quickstart', 'Recipes', 'API Reference', 'Errors']) {
    await expect(main.getByRole('link', {name: new RegExp(`^${name}`)})).toBeVisible();
  }
  await main.getByRole('searchbox', {name: 'Search the documentation'}).fill('import items');
  await main.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(`${BASE_PATH}search/?q=import+items`);
});

test('the search form works without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${BASE_PATH}no-such-page/`);
  await expect(page.locator(`form[role="search"][action="${BASE_PATH}search/"]`)).toHaveCount(1);
  await context.close();
});

// The help's code comes in a chunk of its own (src/theme/NotFound/Content): the page hydrates only
// once it has arrived, so the server's help stays in place and keeps what a reader typed meanwhile.
test('the page hydrates once the help’s code has arrived, keeping what the reader typed before', async ({page}) => {
  let release!: () => void;
  let requested!: () => void;
  const chunkHeld = new Promise<void>((resolve) => (release = resolve));
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/not-found-help\.[0-9a-f]+\.js$/, async (route) => {
    requested();
    await chunkHeld;
    await route.continue();
  });
  await page.goto(`${BASE_PATH}no-such-page/`, {waitUntil: 'commit'});
  const searchBox = page.getByRole('main').getByRole('searchbox', {name: 'Search the documentation'});
  await searchBox.fill('import items');
  // The page's scripts have run and asked for the help's code; the page waits for it to hydrate.
  await chunkRequested;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await hydrated(page);
  await expect(searchBox).toHaveValue('import items');
  await page.getByRole('main').getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(`${BASE_PATH}search/?q=import+items`);
});
