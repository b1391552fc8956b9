// Byte budgets (budgets.json, README "Performance budgets"): for one page of each type, the gzip
// bytes of the JavaScript it loads and of its HTML, and the brotli bytes of the stylesheets it
// blocks its first paint on; for search, the most any question of the question set downloads from
// opening search on a cold page, to its first results and to its complete results with snippets.
// Bytes, never times: sizes of built files do not depend on the machine's load.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';
import {searchButton, searchDialog, searchInput} from '../support/search';
import {builtIndexFolder, openBuiltIndex} from '../../src/search/index/readBuiltIndex';
import {VERSIONS_MANIFEST_PATH} from '../../src/versions/paths';

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

type Measured = {
  pages: Record<string, {jsGzipBytes: number; htmlGzipBytes: number; blockingCssBrotliBytes: number}>;
  searchFirstResultsGzipBytes?: number;
  searchSettledGzipBytes?: number;
  searchWorst?: Record<string, string>;
};

/** The files of the index folder a cold search for `query` reads: the dialog's first results, then the rest. */
async function indexFilesOfSearch(query: string): Promise<{first: string[]; settled: string[]}> {
  const reads: string[] = [];
  const index = await openBuiltIndex(BUILD_DIR, (file) => reads.push(file));
  const options = {limit: 20, fuzzyDistance: 1};
  await index.search(query, {...options, text: false});
  const first = [...new Set(reads)];
  await index.search(query, {...options, text: true});
  return {first, settled: [...new Set(reads)]};
}

/**
 * In the browser, on a cold doc page: what opening search and searching for `query` fetches, as
 * URL paths, before its first results and until they are complete with snippets.
 */
async function fetchedBySearch(page: Page, origin: string, docPath: string, query: string): Promise<{first: string[]; settled: string[]}> {
  await page.goto(docPath);
  await hydrated(page);
  await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /K/);
  // The page notes when the dialog first shows results for the query; resource timing says when
  // each request started, so "before the first results" is exact however fast the rest follows.
  const opened = await page.evaluate((typed) => {
    performance.setResourceTimingBufferSize(2000);
    const marks = window as unknown as {firstResultsAt?: number};
    new MutationObserver((_, observer) => {
      const status = document.querySelector<HTMLElement>('[role="dialog"] [role="status"]');
      if (status?.dataset.query === typed && status.dataset.searchStatus === 'ready') {
        marks.firstResultsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, {subtree: true, childList: true, attributes: true});
    return performance.now();
  }, query);
  await searchButton(page).click();
  await searchInput(page).fill(query);
  // Complete for this query: the empty query before it is complete too.
  await expect(searchDialog(page).getByRole('status')).toHaveAttribute('data-query', query);
  await page.waitForFunction((typed) => {
    const status = document.querySelector<HTMLElement>('[role="dialog"] [role="status"]');
    return status?.dataset.query === typed && status.dataset.searchSettled === 'true';
  }, query);
  await page.waitForLoadState('networkidle');
  const {firstResultsAt, resources} = await page.evaluate(() => ({
    firstResultsAt: (window as unknown as {firstResultsAt?: number}).firstResultsAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({url: entry.name, start: entry.startTime})),
  }));
  expect(firstResultsAt, 'the first results showed').toBeDefined();
  // The version banner reads the versions manifest when the browser is first idle, which on a busy
  // machine can fall during the search: that request is the banner's, not search's.
  const since = resources.filter((entry) => entry.start >= opened && new URL(entry.url).origin === origin && new URL(entry.url).pathname !== VERSIONS_MANIFEST_PATH);
  const paths = (entries: typeof since) => [...new Set(entries.map((entry) => new URL(entry.url).pathname))];
  return {first: paths(since.filter((entry) => entry.start < firstResultsAt!)), settled: paths(since)};
}

test('every page type stays within its byte budgets', async ({page, baseURL}) => {
  const origin = new URL(String(baseURL)).origin;
  const {blockingCssBrotliBytes, checkBudgets, loadBudgets, totalGzipBytes} = await budgetsModule();
  const budgets = loadBudgets();
  const measured: Measured = {pages: {}};

  for (const [type, {path}] of Object.entries(budgets.pages as Record<string, {path: string}>)) {
    const scripts = collectPaths(page, origin, ['script']);
    await page.goto(path);
    await hydrated(page);
    if (new URL(path, 'http://site').pathname.endsWith('/search/')) await expect(page.getByRole('status')).toHaveText(/pages? found|of \d+ pages/);
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
  }

  console.log(`Measured (gzip bytes): ${JSON.stringify(measured)}`);
  expect(checkBudgets(budgets, measured, {search: false})).toEqual([]);
});

test('every question of the question set fetches within the search budgets, from opening search on a cold page', async ({page, baseURL}) => {
  const origin = new URL(String(baseURL)).origin;
  const {checkBudgets, loadBudgets, totalGzipBytes} = await budgetsModule();
  const budgets = loadBudgets();
  const folder = `${BASE_PATH}${path.basename(await builtIndexFolder(BUILD_DIR))}/`;
  const {questions} = JSON.parse(readFileSync('tests/fixtures/search-questions.json', 'utf8')) as {questions: {q: string}[]};

  // The browser fetches the search code and exactly the index files the same search reads in Node
  // (a typo among them), so the index files of every question can be read in Node alone.
  const code = {first: 0, settled: 0};
  for (const query of ['datset import', questions[0].q]) {
    const browser = await fetchedBySearch(page, origin, budgets.pages.doc.path, query);
    const node = await indexFilesOfSearch(query);
    const indexFiles = (paths: string[]) => paths.filter((fetched) => fetched.startsWith(folder)).map((fetched) => fetched.slice(folder.length)).sort();
    expect(indexFiles(browser.first), `${query}: index files before the first results`).toEqual([...node.first].sort());
    expect(indexFiles(browser.settled), `${query}: index files until complete`).toEqual([...node.settled].sort());
    const others = (paths: string[]) => paths.filter((fetched) => !fetched.startsWith(folder));
    expect(others(browser.settled).filter((fetched) => !/\.(js|css)$/.test(fetched)), `${query}: nothing but code besides the index`).toEqual([]);
    code.first = Math.max(code.first, await totalGzipBytes(BUILD_DIR, others(browser.first)));
    code.settled = Math.max(code.settled, await totalGzipBytes(BUILD_DIR, others(browser.settled)));
  }

  const measured: Measured = {pages: {}, searchFirstResultsGzipBytes: 0, searchSettledGzipBytes: 0, searchWorst: {}};
  for (const {q} of questions) {
    const files = await indexFilesOfSearch(q);
    const first = code.first + (await totalGzipBytes(BUILD_DIR, files.first.map((file) => folder + file)));
    const settled = code.settled + (await totalGzipBytes(BUILD_DIR, files.settled.map((file) => folder + file)));
    if (first > measured.searchFirstResultsGzipBytes!) [measured.searchFirstResultsGzipBytes, measured.searchWorst!.searchFirstResultsGzipBytes] = [first, q];
    if (settled > measured.searchSettledGzipBytes!) [measured.searchSettledGzipBytes, measured.searchWorst!.searchSettledGzipBytes] = [settled, q];
  }
  console.log(`Search, gzip bytes per query (largest of ${questions.length}; the search code is ${code.first} of them before the first results, ${code.settled} in all): ${JSON.stringify(measured)}`);
  const problems = checkBudgets({...budgets, pages: {}}, measured);
  expect(problems).toEqual([]);
});
