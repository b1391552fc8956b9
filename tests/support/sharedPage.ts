// One browser page per test worker, for specs that visit page after page (the page sweep, the API
// reference's operation pages): each test takes the page where the test before left it and goes to
// its own address. A fresh browser context per test compiles the site's scripts again on every
// visit, most of a short test's time; one page per worker compiles them once. Each test still fails
// on its own console errors, uncaught exceptions and CSP violations (the log is emptied between
// tests), starts at its window size, and leaves no listener on the page. What else a test changes
// (localStorage, permissions, routes) stays for the next one. A failed test ends its worker, so the
// next test gets a new page.
import {test as base, expectCleanLog, reportCspViolations, watchContext, type Page} from './test';

export {expect} from './test';

export type SharedPage = {page: Page; watch: ReturnType<typeof watchContext>};

/** The page as the event emitter it is at run time (its type shows `on` and `off` only). */
type Listeners = {eventNames(): (string | symbol)[]; listeners(event: string | symbol): unknown[]; off(event: string | symbol, listener: unknown): void};

/** Playwright's window size when a project sets none. */
const DEFAULT_WINDOW = {width: 1280, height: 720};

export const test = base.extend<object, {sharedPage: SharedPage}>({
  sharedPage: [
    async ({browser}, runWorker, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const watch = watchContext(context);
      await reportCspViolations(context);
      const page = await context.newPage();
      await runWorker({page, watch});
      await context.close();
    },
    {scope: 'worker'},
  ],
  // Stays an automatic fixture: an override without options keeps the ones of tests/support/test.ts.
  browserLog: async ({sharedPage: {watch}}, runTest, testInfo) => {
    watch.clear();
    await runTest(watch.log);
    expectCleanLog(watch.log, watch.unexpected, testInfo);
  },
  context: async ({sharedPage}, runTest) => runTest(sharedPage.page.context()),
  page: async ({sharedPage: {page}, viewport}, runTest) => {
    await page.setViewportSize(viewport ?? DEFAULT_WINDOW);
    const emitter = page as unknown as Listeners;
    const before = new Map(emitter.eventNames().map((event) => [event, emitter.listeners(event)]));
    await runTest(page);
    // Playwright listens to the page itself too ('close', 'crash'): only the test's listeners go.
    for (const event of emitter.eventNames()) {
      for (const listener of emitter.listeners(event)) if (!before.get(event)?.includes(listener)) emitter.off(event, listener);
    }
  },
});
