// Pages outside the docs plugins carry a meta description too (Lighthouse SEO): every API reference
// page found in the build, and the search page.
import {test, expect} from '@playwright/test';
import {BASE_PATH} from '../support/routes';
import {builtPagePaths} from '../support/build';

/** The server-rendered meta description; the build minifies HTML, so quotes are optional. */
function metaDescriptionOf(html: string): string {
  const match = /<meta[^>]*\bname="?description"?[^>]*\bcontent=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  return match?.[1] ?? match?.[2] ?? '';
}

test('every API reference page has a meta description', async ({request}) => {
  const missing: string[] = [];
  for (const path of builtPagePaths('api')) {
    const html = await (await request.get(path)).text();
    if (metaDescriptionOf(html).length < 20) missing.push(path);
  }
  expect(missing).toEqual([]);
});

test('an operation page describes the operation', async ({request}) => {
  const html = await (await request.get(`${BASE_PATH}api/create-dataset/`)).text();
  expect(metaDescriptionOf(html)).toMatch(/^Creates an empty dataset/);
});

test('the search page has a meta description once rendered', async ({page}) => {
  await page.goto(`${BASE_PATH}search/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Search the API documentation/);
});
