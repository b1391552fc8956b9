// Only the English locale exists (spec 2 "Only the English locale exists"): read over HTTP, as
// served, without a browser.
import {test, expect} from '@playwright/test';
import {BASE_PATH} from '../support/routes';

test('English is the only locale: pages declare lang="en" and no locale path exists', async ({baseURL}) => {
  // Imported when the test runs: tests/support's HTML helpers are ES modules that import one another.
  const {startTags} = await import('../support/html.mjs');
  const home = await fetch(new URL(BASE_PATH, baseURL));
  expect(home.status).toBe(200);
  expect(startTags(await home.text()).find((tag) => tag.name === 'html')?.attributes.lang).toBe('en');
  for (const locale of ['fr', 'de', 'en']) {
    expect((await fetch(new URL(`${BASE_PATH}${locale}/`, baseURL))).status, `${BASE_PATH}${locale}/`).toBe(404);
  }
});
