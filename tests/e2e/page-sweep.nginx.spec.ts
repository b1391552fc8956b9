// The page sweep: every page of the site, visited once behind the production nginx configuration,
// with every check that applies to every page run on that one visit:
// - it is served (200) and renders its own title, with the sidebar of its area, and its served HTML
//   has a meta description;
// - no console error, no uncaught exception and no Content-Security-Policy violation
//   (tests/support/test.ts fails the test on any);
// - hydration keeps the server-rendered code blocks and tab lists;
// - every diagram draws (recipes have at least one);
// - axe-core finds no accessibility violation of any impact: every rule in light mode, then, with
//   the page switched to dark mode, the rules that depend on colour (the DOM is otherwise the same),
//   and both again at a phone's width on one page of each kind (narrow screens rearrange the navbar
//   and sidebar); the colour rules see code blocks' text once per distinct look;
// - no table or code block hides content without a scroll affordance, at 1280 px and on a phone;
// - at a phone's width the page is no wider than the phone.
// Pages: every route of tests/support/routes.ts, every API reference page in the build, the search
// page and the not-found page (answered 404, with its suggestion).
// Feature specs test features on a page or two; they do not visit every page again.
import {test as base, expect, expectCleanLog, reportCspViolations, watchContext, type Page} from '../support/test';
import {BASE_PATH, SITE_ROUTES, type SiteRoute} from '../support/routes';
import {builtPagePaths} from '../support/build';
import {drawAllDiagrams} from '../support/diagrams';
import {
  PHONE_WIDTH,
  COLOUR_RULES,
  accessibilityViolations,
  type AxeScope,
  browserIdle,
  countRemovedBlocks,
  narrowToPhone,
  pageWidth,
  switchColourMode,
  titleOf,
} from '../support/page-checks';
import {findHiddenOverflow} from '../support/overflow';

type SweptPage = {path: string; route?: SiteRoute; kind: 'content' | 'api' | 'search' | 'not-found'};

const SEARCH_PAGE = `${BASE_PATH}search/?q=dataset`;
const PAGES: SweptPage[] = [
  ...SITE_ROUTES.map((route) => ({path: route.path, route, kind: 'content' as const})),
  ...builtPagePaths('api').map((path) => ({path, kind: 'api' as const})),
  {path: SEARCH_PAGE, kind: 'search'},
  // The not-found page, at an address it offers a "did you mean" link for.
  {path: `${BASE_PATH}items/draft/`, kind: 'not-found'},
];

/** One page of each kind is checked by axe at a phone's width too. */
const PHONE_AXE_PAGES = new Set([BASE_PATH, `${BASE_PATH}egress/export-api/`, `${BASE_PATH}recipes/import-integration/`, `${BASE_PATH}api/create-dataset/`, SEARCH_PAGE]);

/**
 * axe's scopes on every page: every rule, or the colour rules only, with code blocks' text checked
 * once per distinct look (colour, font, background) rather than token by token, which took most of
 * the sweep's axe time and finds the same (the self-test below shows it still catches a pale token).
 */
const EVERY_RULE: AxeScope = {codeText: 'one per look'};
const COLOUR_ONLY: AxeScope = {rules: COLOUR_RULES, codeText: 'one per look'};

const isRecipe = (route?: SiteRoute) => route?.area === 'recipes' && !route.path.endsWith('/recipes/');

/** What the page must show once it has rendered, by kind. */
async function expectOwnContent(page: Page, {route, kind}: SweptPage): Promise<void> {
  if (route) {
    const title = titleOf(route);
    await expect(page.locator('h1').first()).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | API Documentation`);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(route.sidebar ? 1 : 0);
  } else if (kind === 'api') {
    await expect(page.locator('h1').first()).toBeVisible();
  } else if (kind === 'not-found') {
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('[data-testid="not-found-suggestion"]').getByRole('link')).toBeVisible();
  } else {
    await expect(page.getByRole('status')).toHaveText(/^(\d+ pages? found|\d+ of \d+ pages)$/);
  }
}

type SweepPage = {page: Page; removedBlocks: () => Promise<number>; watch: ReturnType<typeof watchContext>};

/**
 * One page per worker visits every page it is given, one after another, as a reader following links
 * would: a fresh browser context per page would compile the site's scripts again on every visit,
 * which made up most of a visit's time. Each test still fails on its own console errors and CSP
 * violations (the log is emptied between tests), and every visit starts in light mode at 1280 px.
 * A failed test ends its worker, so the next test gets a new page.
 */
const test = base.extend<{removedBlocks: () => Promise<number>}, {sweepPage: SweepPage}>({
  sweepPage: [
    async ({browser}, runWorker, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const watch = watchContext(context);
      await reportCspViolations(context);
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      const page = await context.newPage();
      const removedBlocks = await countRemovedBlocks(page);
      await runWorker({page, removedBlocks, watch});
      await context.close();
    },
    {scope: 'worker'},
  ],
  // Stays an automatic fixture: an override without options keeps the ones of tests/support/test.ts.
  browserLog: async ({sweepPage: {watch}}, runTest, testInfo) => {
    watch.clear();
    await runTest(watch.log);
    expectCleanLog(watch.log, watch.unexpected, testInfo);
  },
  page: async ({sweepPage}, runTest) => {
    await sweepPage.page.setViewportSize(DESKTOP);
    await runTest(sweepPage.page);
  },
  removedBlocks: async ({sweepPage}, runTest) => runTest(sweepPage.removedBlocks),
});

/** Playwright's default window, which every visit starts at. */
const DESKTOP = {width: 1280, height: 720};

// axe checks the contrast of every text node: the longest recipes take well over the default 30 s.
test.describe.configure({timeout: 120_000});

for (const swept of PAGES) {
  test(swept.path, async ({page, removedBlocks}) => {

    await test.step('loads, hydrates and shows its own content', async () => {
      const response = await page.goto(swept.path);
      expect(response?.status()).toBe(swept.kind === 'not-found' ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Generous: a long page on a busy 2-core machine can take longer than the usual 5 s.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
      await expectOwnContent(page, swept);
      if (swept.kind !== 'not-found') {
        // The HTML as served, before any script: what search engines and link previews read.
        const {metaDescriptionOf} = await import('../support/html.mjs');
        expect(metaDescriptionOf(await response!.text()).length, 'meta description').toBeGreaterThanOrEqual(20);
      }
    });

    await test.step('draws its diagrams and keeps its server-rendered code', async () => {
      const diagrams = await drawAllDiagrams(page);
      if (isRecipe(swept.route)) expect(diagrams, 'a recipe draws its flow diagram').toBeGreaterThan(0);
      await browserIdle(page);
      expect(await removedBlocks(), 'server-rendered code blocks removed by hydration').toBe(0);
    });

    await test.step('has no accessibility violations at 1280 px in light mode', async () => {
      expect(await accessibilityViolations(page, EVERY_RULE)).toEqual([]);
    });

    await test.step('hides no table or code content without a scroll affordance at 1280 px', async () => {
      // Tables become tab stops once React has measured them: poll until it has.
      await expect.poll(() => findHiddenOverflow(page)).toEqual([]);
    });

    // The DOM is the same in either colour mode, so dark mode needs only the rules that depend on
    // colour, on the same visit: the page switches the way a change in another tab reaches it.
    await test.step('has no colour violations at 1280 px in dark mode', async () => {
      await switchColourMode(page, 'dark');
      expect(await accessibilityViolations(page, COLOUR_ONLY)).toEqual([]);
      expect(await removedBlocks(), 'server-rendered code blocks removed by the switch').toBe(0);
    });

    await test.step(`is no wider than a phone at ${PHONE_WIDTH} px`, async () => {
      await narrowToPhone(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
      await expect.poll(() => findHiddenOverflow(page), {message: 'content cut off without a scroll affordance'}).toEqual([]);
      // Narrow screens rearrange the navbar and sidebar: one page of each kind is checked there too,
      // every rule in dark mode and the colour rules again in light mode.
      if (PHONE_AXE_PAGES.has(swept.path)) {
        expect(await accessibilityViolations(page, EVERY_RULE), 'accessibility on a phone, dark mode').toEqual([]);
        await switchColourMode(page, 'light');
        expect(await accessibilityViolations(page, COLOUR_ONLY), 'accessibility on a phone, light mode').toEqual([]);
      }
    });
  });
}

// The sweep's accessibility check must be able to fail: shown a page with known faults, it names
// them, in every way it is called. The pale code token sits after many readable ones of another
// look, in a block of its own and in a block with them, so sampling by look must still reach it.
test('the accessibility check reports what it is shown', async ({page}) => {
  const readableTokens = '<span style="color:#24292f">ok</span> '.repeat(50);
  await page.setContent(
    '<html lang="en"><head><title>Faults</title></head><body><main><p style="color:#bbb;background:#fff">Pale text</p>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">' +
      `<pre style="background:#fff"><code>${readableTokens}<span class="pale" style="color:#c8c8c8">pale</span></code></pre></main></body></html>`,
  );
  const all = await accessibilityViolations(page);
  expect(all.some((line) => line.startsWith('color-contrast [serious] p')), all.join('\n')).toBe(true);
  expect(all.some((line) => line.startsWith('color-contrast [serious] .pale')), all.join('\n')).toBe(true);
  expect(all.some((line) => line.startsWith('image-alt [critical] img')), all.join('\n')).toBe(true);
  expect(await accessibilityViolations(page, COLOUR_RULES)).toEqual([expect.stringMatching(/^color-contrast .* p:/), expect.stringMatching(/^color-contrast .*\.pale:/)]);
  expect(await accessibilityViolations(page, {include: 'main', tags: ['wcag2a']})).toEqual([expect.stringMatching(/^image-alt /)]);
  // Sampled by look: the same findings.
  expect((await accessibilityViolations(page, EVERY_RULE)).sort()).toEqual([...all].sort());
  expect(await accessibilityViolations(page, COLOUR_ONLY)).toEqual(await accessibilityViolations(page, COLOUR_RULES));
});
