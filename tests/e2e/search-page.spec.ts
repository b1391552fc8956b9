// The full results page at /search/?q=…: its messages, its results and a query kept in the URL.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';

const SEARCH_PAGE = `${BASE_PATH}search/`;
const results = (page: import('@playwright/test').Page) => page.getByRole('list', {name: 'Search results'}).getByRole('listitem');

// Checks that start from the same address share one visit, a step each.
test('an empty query asks for one, a query without hits says so, and a typed query is kept in the URL', async ({page}) => {
  await page.goto(SEARCH_PAGE);

  await test.step('an empty query asks for one', async () => {
    await expect(page.getByRole('status')).toHaveText('Please provide a search query to show results.');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  });

  await test.step('a query without hits shows the configured no-documents message', async () => {
    await page.getByLabel('Search the documentation').fill('zzqxjv');
    await expect(page.getByRole('status')).toHaveText('No documents were found');
    await expect(results(page)).toHaveCount(0);
  });

  await test.step('typing a query keeps it in the URL', async () => {
    await page.getByLabel('Search the documentation').fill('drafts');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'drafts');
    await expect(results(page).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search the documentation')).toHaveValue('drafts');
    await expect(results(page).first()).toBeVisible();
  });
});

test('a shared results URL shows the results for its query, and a result opens its page in the same tab with the query highlighted', async ({page}) => {
  await page.goto(`${SEARCH_PAGE}?q=${encodeURIComponent('links dataset')}`);

  await test.step('a shared results URL shows the results for its query', async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "links dataset"');
    await expect(page.getByLabel('Search the documentation')).toHaveValue('links dataset');
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^(\d+ pages? found|20 of \d+ pages)$/);
  });

  // Last: it leaves the page.
  await test.step('a result opens its page in the same tab with the query highlighted', async () => {
    await page.getByLabel('Search the documentation').fill('allocation');
    // The list is the new query's once its links carry it.
    const first = results(page).first().getByRole('link');
    await expect(first).toHaveAttribute('href', /[?&]_highlight=allocation(&|#|$)/);
    await first.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('_highlight') === 'allocation' && url.pathname !== SEARCH_PAGE);
    await expect(page.locator('article mark').first()).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });
});

test('the results page reports its query once to analytics', async ({page}) => {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, {searchEvents: events, gtag: (...args: unknown[]) => events.push(args)});
  });
  await page.goto(`${SEARCH_PAGE}?q=drafts`);
  const events = () => page.evaluate(() => (window as unknown as {searchEvents: unknown[]}).searchEvents);
  await expect.poll(events).toEqual([['event', 'site-search', {search_term: 'drafts'}]]);
  await page.getByLabel('Search the documentation').press('Enter');
  expect(await events()).toHaveLength(1);
});
