// Byte budgets (budgets.json, README "Performance budgets"): for one page of each type, the gzip
// bytes of the JavaScript it loads and of its HTML, and the brotli bytes of the stylesheets it
// blocks its first paint on; for search, what it downloads before its first results. Bytes, never
// times: sizes of built files do not depend on the machine's load.
import {test, expect, type Page} from '../support/test';
import {BUILD_DIR} from '../support/build';
import {hydrated} from '../support/page-checks';

// Imported when the tests run, as every spec imports tests/support's ES modules that use import.meta
// or one another: Playwright's require() hook would load them as CommonJS.
const budgetsModule = () => import('../support/budgets.mjs');

/** A phone, as Lighthouse's mobile run measures: which diagrams and images load first depends on it. */
test.use({viewport: {width: 412, height: 823}});

/** URL paths of the site's own responses of the given resource types, from now on. */
function collectPaths(page: Page, origin: string, types: string[]): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && types.includes(response.request().resourceType())) paths.push(url.pathname);
  });
  return paths;
}

test('every page type and the search payload stay within their byte budgets', async ({page, baseURL}) => {
  const origin = new URL(String(baseURL)).origin;
  const {blockingCssBrotliBytes, checkBudgets, loadBudgets, totalGzipBytes} = await budgetsModule();
  const budgets = loadBudgets();
  const measured: {pages: Record<string, {jsGzipBytes: number; htmlGzipBytes: number; blockingCssBrotliBytes: number}>; searchFirstResultsGzipBytes?: number} = {pages: {}};

  for (const [type, {path}] of Object.entries(budgets.pages as Record<string, {path: string}>)) {
    const scripts = collectPaths(page, origin, ['script']);
    // Search shows its first results from the light index; the body text it requests once the light
    // index has arrived adds snippets later. So the first results cost what was requested until then.
    const beforeFirstResults: string[] = [];
    let lightIndexArrived = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!lightIndexArrived && url.origin === origin && ['fetch', 'xhr'].includes(request.resourceType())) beforeFirstResults.push(url.pathname);
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.endsWith('.light.json')) lightIndexArrived = true;
    });
    await page.goto(path);
    await hydrated(page);
    const isSearch = new URL(path, 'http://site').pathname.endsWith('/search/');
    if (isSearch) {
      await expect(page.getByRole('status')).toHaveText(/\d+ documents? found/);
      expect(lightIndexArrived, 'search loaded its light index').toBe(true);
      measured.searchFirstResultsGzipBytes = await totalGzipBytes(BUILD_DIR, beforeFirstResults.filter((fetchedPath) => fetchedPath.endsWith('.json')));
    }
    // Chunks the page asks for after hydration without any reader action count too.
    await page.waitForLoadState('networkidle');
    expect(scripts.length, `${path} loads JavaScript`).toBeGreaterThan(0);
    measured.pages[type] = {
      jsGzipBytes: await totalGzipBytes(BUILD_DIR, scripts),
      htmlGzipBytes: await totalGzipBytes(BUILD_DIR, [new URL(path, 'http://site').pathname]),
      // From the built page's <link rel="stylesheet"> tags: what the browser must have before it
      // paints, whatever it fetches later (the console's CSS, on a click).
      blockingCssBrotliBytes: await blockingCssBrotliBytes(BUILD_DIR, path),
    };
    page.removeAllListeners('response');
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
  }

  console.log(`Measured (gzip bytes): ${JSON.stringify(measured)}`);
  expect(checkBudgets(budgets, measured)).toEqual([]);
});
