// Nothing jumps while a page loads: the layout shift of each kind of page, measured in Chromium at
// a phone's width (where shifts cover the most of the screen), stays under Lighthouse's "good"
// threshold for cumulative layout shift.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

/** Lighthouse and Core Web Vitals call a cumulative layout shift up to 0.1 good. */
const GOOD_LAYOUT_SHIFT = 0.1;

/** Adds up every layout shift not caused by input from before the first paint (an upper bound of CLS). */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as Window & {layoutShift?: {total: number; observer: PerformanceObserver}};
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) win.layoutShift!.total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    win.layoutShift = {total: 0, observer};
    observer.observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * The layout shift so far, once the page has settled: fonts and images loaded and the browser idle
 * after a frame, so late shifts (a font swap, an image without a size) are counted.
 */
function totalLayoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold never load here, so only the eager ones are waited for.
    const eager = Array.from(document.images).filter((image) => image.loading !== 'lazy');
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve)));
    const {layoutShift} = window as Window & {layoutShift?: {total: number; observer: PerformanceObserver}};
    // Entries observed but not yet delivered to the callback.
    for (const entry of layoutShift!.observer.takeRecords() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
      if (!entry.hadRecentInput) layoutShift!.total += entry.value;
    }
    return layoutShift!.total;
  });
}

type PageUnderTest = {name: string; path: string; before?: (page: Page) => Promise<void>; ready?: (page: Page) => Promise<void>};

const PAGES: PageUnderTest[] = [
  {name: 'the home page', path: BASE_PATH},
  {name: 'a long doc page', path: `${BASE_PATH}egress/export-api/`},
  {name: 'a recipe', path: `${BASE_PATH}recipes/import-integration/`},
  {name: 'an API operation', path: `${BASE_PATH}api/create-dataset/`},
  // Its "did you mean" line is filled in after hydration, into space kept for it. The help's code
  // comes in a chunk of its own (src/theme/NotFound/Content), which may arrive after the page has
  // updated: the help the server rendered stays on screen until it does.
  {
    name: 'the not-found page with a suggestion',
    path: `${BASE_PATH}items/draft/`,
    ready: async (page) => {
      await expect(page.getByTestId('not-found-suggestion')).toContainText('Did you mean');
    },
  },
  {
    name: 'the search page',
    path: `${BASE_PATH}search/?q=dataset`,
    // On a slow connection the page paints well before its index arrives, as on a phone: the index
    // is held back until the page has hydrated.
    before: async (page) => {
      await page.route(/\/search-index-[0-9a-f]{8}\/meta\.json/, async (route) => {
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await route.continue();
      });
    },
    ready: async (page) => {
      await expect(page.getByRole('status')).toHaveText(/^(\d+ pages? found|20 of \d+ pages)$/);
    },
  },
];

test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

for (const {name, path, before, ready} of PAGES) {
  test(`${name} does not shift while it loads`, async ({page}) => {
    await recordLayoutShift(page);
    await before?.(page);
    await page.goto(path);
    await hydrated(page);
    await ready?.(page);
    expect(await totalLayoutShift(page)).toBeLessThan(GOOD_LAYOUT_SHIFT);
  });
}

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}, isMobile: false, hasTouch: false});

  // The docs sidebar has a logo of its own (under the navbar until it hides on scroll): an image
  // with no size takes no room until it loads, and moves the title beside it.
  test('the logos in the navbar and the docs sidebar reserve their size before they load', async ({page}) => {
    await page.goto(`${BASE_PATH}egress/export-api/`);
    const sizes = await page
      .locator('.navbar img, .theme-doc-sidebar-container img')
      .evaluateAll((images) => images.map((image) => `${image.getAttribute('width')}x${image.getAttribute('height')}`));
    // The navbar's and the sidebar's, and the phone menu's once the page has rendered it.
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(sizes.filter((size) => size !== '32x32')).toEqual([]);
  });
});
