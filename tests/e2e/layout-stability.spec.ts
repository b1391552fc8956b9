// Nothing jumps while a page loads: the layout shift of each kind of page, measured in Chromium at
// a phone's width (where shifts cover the most of the screen), stays under Lighthouse's "good"
// threshold for cumulative layout shift.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';

/** Lighthouse and Core Web Vitals call a cumulative layout shift up to 0.1 good. */
const GOOD_LAYOUT_SHIFT = 0.1;

/** Sum of every layout shift since navigation not caused by input (an upper bound of CLS). */
function totalLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 200);
      }),
  );
}

type PageUnderTest = {name: string; path: string; before?: (page: Page) => Promise<void>; ready?: (page: Page) => Promise<void>};

const PAGES: PageUnderTest[] = [
  {name: 'the home page', path: BASE_PATH},
  {name: 'a long doc page', path: `${BASE_PATH}egress/export-api/`},
  {name: 'a recipe', path: `${BASE_PATH}recipes/import-integration/`},
  {name: 'an API operation', path: `${BASE_PATH}api/create-dataset/`},
  // Its "did you mean" line is filled in after hydration, into space kept for it.
  {name: 'the not-found page with a suggestion', path: `${BASE_PATH}items/draft/`},
  {
    name: 'the search page',
    path: `${BASE_PATH}search/?q=dataset`,
    // On a slow connection the page paints well before its index arrives, as on a phone.
    before: async (page) => {
      await page.route(/\/search-index[^/]*\.json/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
    },
    ready: async (page) => {
      await expect(page.getByRole('status')).toHaveText(/\d+ documents? found/);
    },
  },
];

test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

for (const {name, path, before, ready} of PAGES) {
  test(`${name} does not shift while it loads`, async ({page}) => {
    await before?.(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await ready?.(page);
    await page.waitForTimeout(500);
    expect(await totalLayoutShift(page)).toBeLessThan(GOOD_LAYOUT_SHIFT);
  });
}
