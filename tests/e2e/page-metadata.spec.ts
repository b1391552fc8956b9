// Meta descriptions beyond the per-page check of the page sweep (every page's served HTML has one,
// tests/e2e/page-sweep.nginx.spec.ts): an operation page's describes its operation, and the search
// page, rendered in the browser, has its own.
import {test as nodeTest} from '@playwright/test';
import {test, expect} from '../support/sharedPage';
import {BASE_PATH} from '../support/routes';

// The HTML as served, over HTTP without a browser.
nodeTest('an operation page describes the operation', async ({baseURL}) => {
  // Imported when the test runs: tests/support's HTML helpers are ES modules that import one another.
  const {metaDescriptionOf} = await import('../support/html.mjs');
  const html = await (await fetch(new URL(`${BASE_PATH}api/create-dataset/`, baseURL))).text();
  expect(metaDescriptionOf(html)).toMatch(/^Creates an empty dataset/);
});

// Rendered in the browser, on the worker's page (tests/support/sharedPage.ts).
test('the search page has a meta description once rendered', async ({page}) => {
  await page.goto(`${BASE_PATH}search/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Search the API documentation/);
});
