// External search sources, configured only in the test build: "Partner guides" is served by the
// test server, "Broken source" answers 500 and is skipped with a warning.
import {test, expect} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {searchDialog, searchFor, searchOptions} from '../support/search';

// The test build's external sources include broken ones (a 500 and a missing index), which every
// search asks for: the browser logs their failed requests.
test.beforeEach(({browserLog}) => browserLog.expectErrors(/^Failed to load resource: the server responded with a status of (404|500)/));

// The dialog's checks share one visit of a page, a search each, the dialog closed between them; the
// first search is where the sources are fetched, the last leaves the dialog by opening a result.
test('in the dialog a failing external source is skipped with a warning, a working one is listed under its heading, and its results open in a new tab', async ({page, context, browserLog}) => {
  await page.goto(`${TEST_BUILD_BASE_PATH}introduction/`);

  await test.step('a failing external source is skipped with a warning naming it', async () => {
    await searchFor(page, 'links');
    await expect(searchOptions(page).first()).toBeVisible();
    await expect.poll(() => browserLog.warnings).toContain('Unable to fetch search index for Broken source from: /__fixtures/search/broken-index.json');
    await expect(searchDialog(page).getByRole('status')).not.toContainText('could not be loaded');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
  });

  await test.step('results of a working external source are listed under its heading and open in a new tab', async () => {
    await searchFor(page, 'warehouse');
    const external = searchOptions(page).filter({hasText: 'Partner guides'});
    await expect(external.first()).toContainText('Warehouse connector setup');
    const link = external.first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/partner-guides\/warehouse-connector\//);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
  });

  await test.step('Enter on an external result opens it in a new tab and keeps this page', async () => {
    await searchFor(page, 'zephyr');
    await expect(searchOptions(page).first()).toContainText('Partner guides');
    const newPage = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    expect(new URL((await newPage).url()).pathname).toBe('/partner-guides/zephyr-bridge/');
    await expect(page).toHaveURL(/\/introduction\/$/);
    await expect(searchDialog(page)).toHaveCount(0);
  });
});

test('the results page lists external results too', async ({page}) => {
  await page.goto(`${TEST_BUILD_BASE_PATH}search/?q=warehouse`);
  const link = page.getByRole('list', {name: 'Search results'}).getByRole('link').filter({hasText: 'Partner guides'});
  await expect(link.first()).toHaveAttribute('rel', 'noopener noreferrer');
});
