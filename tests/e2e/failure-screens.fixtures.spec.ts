// Failure screens (spec 2 "A failed page load shows an error box…", spec 8 "Display"): the error
// box with Retry for a chunk that fails to load, the loading spinner's 200 ms delay, the crash
// screen with its error chain, and the context error of a hook used outside its provider.
import {test, expect, type Page, type Route} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

const LOADING_SPINNER_DELAY_MS = 200;
const FAILURES = `${TEST_BUILD_BASE_PATH}__fixtures/failure-screens/`;
const LAZY = `${TEST_BUILD_BASE_PATH}__fixtures/lazy-section/`;

const crashHeading = (page: Page) => page.getByRole('heading', {name: 'This page crashed.'});
const lazyContent = (page: Page) => page.locator('[data-fixture="lazy-section-content"]');
const spinner = (page: Page) => page.locator('svg#loader');

/** Lets the page load normally, then applies `handle` to every script chunk requested after that. */
async function interceptLaterChunks(page: Page, handle: (route: Route) => Promise<void> | void) {
  let active = false;
  await page.route('**/assets/js/*.js', (route) => (active ? handle(route) : route.continue()));
  return {start: () => (active = true), stop: () => (active = false)};
}

/** React and the error boundary log the crash a test provokes on purpose. */
const CRASH_LOG = /fixture data could not be read|This page crashed|The above error occurred|ErrorBoundary|Error: /;
/** Chromium logs the chunk a test makes fail on purpose. */
const FAILED_CHUNK_LOG = /Failed to load resource|Loading chunk .* failed|ChunkLoadError/;

// The crash screens share one visit of the fixture page: "Try again" renders it again, ready for the
// second crash.
test('a crashed page shows "This page crashed." with the error message chain and renders again on "Try again"; a hook used outside its provider raises a context error naming the provider', async ({page, browserLog}) => {
  await page.goto(FAILURES);

  await test.step('shows "This page crashed." with the error message chain', async () => {
    const stopExpecting = browserLog.expectErrors(CRASH_LOG);
    await page.getByRole('button', {name: 'Crash with an error chain'}).click();
    await expect(crashHeading(page)).toBeVisible();
    await expect(page.locator('main')).toContainText(
      'The fixture page failed to render.\n\nCause:\nThe fixture data could not be read.',
      {useInnerText: true},
    );
    // The navbar and footer stay, so the reader can leave.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    stopExpecting();
  });

  // The crash the step before provoked.
  await test.step('renders the page again on "Try again"', async () => {
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'Failure screens fixture'})).toBeVisible();
    await expect(crashHeading(page)).toHaveCount(0);
  });

  await test.step('a hook used outside its provider raises a context error naming the provider', async () => {
    const logged = browserLog.errors.length;
    browserLog.expectErrors(/ReactContextError|outside the <DocProvider>|The above error occurred/);
    await page.getByRole('button', {name: 'Use a hook outside its provider'}).click();
    await expect(crashHeading(page)).toBeVisible();
    // The production bundle shortens function names, so the hook's own name is minified here.
    await expect(page.locator('main')).toContainText(/Hook \w+ is called outside the <DocProvider>\./);
    expect(browserLog.errors.slice(logged).join('\n')).toContain('ReactContextError');
  });
});

test('a chunk that fails to load shows an error box whose Retry loads it', async ({page, browserLog}) => {
  browserLog.expectErrors(FAILED_CHUNK_LOG);
  let failures = 0;
  const chunks = await interceptLaterChunks(page, (route) => {
    failures += 1;
    return route.abort('failed');
  });
  await page.goto(LAZY);
  await expect(page.getByRole('heading', {name: 'Lazy section fixture'})).toBeVisible();
  chunks.start();
  await page.getByRole('button', {name: 'Load the section'}).click();
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(retry.locator('xpath=../..')).toContainText(/Loading chunk .* failed/);
  expect(failures).toBeGreaterThan(0);

  chunks.stop();
  await retry.click();
  await expect(lazyContent(page)).toContainText('This section arrived in its own chunk.');
  await expect(retry).toHaveCount(0);
});

test('the loading spinner appears once a chunk has been loading for 200 ms', async ({page}) => {
  const held: Route[] = [];
  const chunks = await interceptLaterChunks(page, (route) => void held.push(route));
  await page.clock.install();
  await page.goto(LAZY);
  await expect(page.getByRole('heading', {name: 'Lazy section fixture'})).toBeVisible();
  await page.clock.pauseAt(Date.now() + 10_000);
  chunks.start();
  await page.getByRole('button', {name: 'Load the section'}).click();
  await page.clock.runFor(LOADING_SPINNER_DELAY_MS - 1);
  await expect(spinner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(spinner(page)).toBeVisible();

  chunks.stop();
  await Promise.all(held.map((route) => route.continue()));
  await expect(lazyContent(page)).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
});

test('a chunk that loads within 200 ms shows no spinner', async ({page}) => {
  await page.goto(LAZY);
  // The button works once the page has hydrated, which can come after the load event.
  await hydrated(page);
  // The page's clock stands still while the chunk loads, so it loads "within 200 ms" however busy
  // the machine is; the delay then runs out after the section has shown.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.evaluate(() => {
    const seen = {spinner: false};
    (window as unknown as {loading: typeof seen}).loading = seen;
    new MutationObserver(() => {
      if (document.getElementById('loader')) seen.spinner = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.getByRole('button', {name: 'Load the section'}).click();
  await expect(lazyContent(page)).toBeVisible();
  await page.clock.runFor(LOADING_SPINNER_DELAY_MS);
  await expect(lazyContent(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {loading: {spinner: boolean}}).loading.spinner)).toBe(false);
});

test('a page whose chunk fails during navigation is loaded afresh and shows', async ({page, browserLog}) => {
  browserLog.expectErrors(FAILED_CHUNK_LOG);
  let failed = false;
  const chunks = await interceptLaterChunks(page, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('failed');
  });
  const pageLoads: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && pageLoads.push(new URL(request.url()).pathname));
  await page.goto(`${TEST_BUILD_BASE_PATH}__fixtures/`);
  await expect(page.getByRole('heading', {name: 'Test fixtures'})).toBeVisible();
  // Let prefetching finish first, so the failing request is the navigation's own.
  await page.waitForLoadState('networkidle');
  chunks.start();
  await page.locator('main').getByRole('link', {name: 'Lazy section'}).click();
  await expect(page).toHaveURL(new RegExp(`${LAZY.replace(/[.]/g, '\\.')}$`));
  await expect(page.getByRole('heading', {name: 'Lazy section fixture'})).toBeVisible();
  expect(failed).toBe(true);
  expect(pageLoads).toEqual([`${TEST_BUILD_BASE_PATH}__fixtures/`, LAZY]);
});
