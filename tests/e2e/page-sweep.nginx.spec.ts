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
//   and sidebar). Every rule but the colour rules checks every element of every page. The colour
//   rules (color-contrast, link-in-text-block) check text and links by look: one element of each
//   distinct look (colours, font, the backgrounds behind it, and for a link the text around it;
//   `colourRulesByLook` in tests/support/page-checks.ts), and a worker remembers the looks they
//   passed, so a page's colour run covers only looks no page before it in that worker showed. axe
//   checks the real elements, with their backgrounds and whatever overlaps them; a look whose sample
//   axe cannot judge for the element's own sake (hidden, overlapped) has every other element of it
//   checked. A failing look is reported on every page it is on. The self-test at the end shows the
//   check finds faults among many readable elements and on a later page;
// - no table or code block hides content without a scroll affordance, at 1280 px and on a phone;
// - at a phone's width the page is no wider than the phone;
// - an operation page reads at a glance at 1366 px and on a phone (tests/support/operationPage.ts)
//   and asks for nothing outside the site, and its "Try it" console opens and its example request
//   gets the operation's documented success answer (the reference's and the console's features
//   are tests/e2e/api-reference.spec.ts's and tests/e2e/api-console.nginx.spec.ts's).
// Pages: every route of tests/support/routes.ts, every API reference page in the build, the search
// page and the not-found page (answered 404, with its suggestion).
// Feature specs test features on a page or two; they do not visit every page again.
import {test as sharedPageTest, expect} from '../support/sharedPage';
import type {Page} from '../support/test';
import {BASE_PATH, SITE_ROUTES, type SiteRoute} from '../support/routes';
import {builtPagePaths} from '../support/build';
import {drawAllDiagrams} from '../support/diagrams';
import {
  PHONE_WIDTH,
  COLOUR_RULES,
  accessibilityViolations,
  type ColourLooks,
  browserIdle,
  countRemovedBlocks,
  narrowToPhone,
  pageWidth,
  switchColourMode,
  titleOf,
} from '../support/page-checks';
import {findHiddenOverflow} from '../support/overflow';
import {apiModelSummary, apiRoute} from '../support/apiModel';
import {expectReadableAtLaptopWidth, expectReadableOnPhone, referenceSidebar, type Operation} from '../support/operationPage';

type SweptPage = {path: string; route?: SiteRoute; kind: 'content' | 'api' | 'search' | 'not-found'; operation?: Operation};

/** The API reference's operation pages, by path, and its reading order (previous and next follow it). */
const OPERATION_PAGES = new Map(apiModelSummary().operations.map((operation) => [apiRoute(operation.permalink), operation]));
const API_SIDEBAR = referenceSidebar();

const SEARCH_PAGE = `${BASE_PATH}search/?q=dataset`;
const PAGES: SweptPage[] = [
  ...SITE_ROUTES.map((route) => ({path: route.path, route, kind: 'content' as const})),
  ...builtPagePaths('api').map((path) => ({path, kind: 'api' as const, operation: OPERATION_PAGES.get(path)})),
  {path: SEARCH_PAGE, kind: 'search'},
  // The not-found page, at an address it offers a "did you mean" link for.
  {path: `${BASE_PATH}items/draft/`, kind: 'not-found'},
];

/** One page of each kind is checked by axe at a phone's width too. */
const PHONE_AXE_PAGES = new Set([BASE_PATH, `${BASE_PATH}egress/export-api/`, `${BASE_PATH}recipes/import-integration/`, `${BASE_PATH}api/create-dataset/`, SEARCH_PAGE]);

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

/**
 * One page per worker visits every page it is given, one after another, as a reader following links
 * would (tests/support/sharedPage.ts): every visit starts in light mode at 1280 px, and the worker
 * counts code blocks hydration removes and remembers the looks the colour rules passed.
 */
const test = sharedPageTest.extend<{removedBlocks: () => Promise<number>; colourLooks: ColourLooks}, {sweep: {removedBlocks: () => Promise<number>; colourLooks: ColourLooks}}>({
  sweep: [
    async ({sharedPage: {page}}, runWorker) => {
      await page.context().addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await runWorker({removedBlocks: await countRemovedBlocks(page), colourLooks: new Set()});
    },
    {scope: 'worker'},
  ],
  removedBlocks: async ({sweep}, runTest) => runTest(sweep.removedBlocks),
  colourLooks: async ({sweep}, runTest) => runTest(sweep.colourLooks),
});

// axe checks the contrast of every text node: the longest recipes take well over the default 30 s.
test.describe.configure({timeout: 120_000});

for (const swept of PAGES) {
  test(swept.path, async ({page, removedBlocks, colourLooks}) => {
    const {operation} = swept;
    // An operation page fetches nothing from elsewhere: its samples and console only name other hosts.
    const outsideRequests: string[] = [];
    if (operation) {
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') outsideRequests.push(request.url());
      });
    }

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
      expect(await accessibilityViolations(page, {colourLooks})).toEqual([]);
    });

    await test.step('hides no table or code content without a scroll affordance at 1280 px', async () => {
      // Tables become tab stops once React has measured them: poll until it has.
      await expect.poll(() => findHiddenOverflow(page)).toEqual([]);
    });

    // The DOM is the same in either colour mode, so dark mode needs only the rules that depend on
    // colour, on the same visit: the page switches the way a change in another tab reaches it.
    await test.step('has no colour violations at 1280 px in dark mode', async () => {
      await switchColourMode(page, 'dark');
      expect(await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks})).toEqual([]);
      expect(await removedBlocks(), 'server-rendered code blocks removed by the switch').toBe(0);
    });

    if (operation) {
      await test.step('reads at a glance at 1366 px', () => expectReadableAtLaptopWidth(page, operation, API_SIDEBAR));
    }

    await test.step(`is no wider than a phone at ${PHONE_WIDTH} px`, async () => {
      await narrowToPhone(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
      await expect.poll(() => findHiddenOverflow(page), {message: 'content cut off without a scroll affordance'}).toEqual([]);
      // Narrow screens rearrange the navbar and sidebar: one page of each kind is checked there too,
      // every rule in dark mode and the colour rules again in light mode.
      if (PHONE_AXE_PAGES.has(swept.path)) {
        expect(await accessibilityViolations(page, {colourLooks}), 'accessibility on a phone, dark mode').toEqual([]);
        await switchColourMode(page, 'light');
        expect(await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks}), 'accessibility on a phone, light mode').toEqual([]);
      }
    });

    if (operation) {
      await test.step(`reads at a glance at ${PHONE_WIDTH} px, and asks for nothing outside the site`, async () => {
        await expectReadableOnPhone(page);
        expect(outsideRequests, 'requests that leave the site').toEqual([]);
      });
    }

    // Last, as it opens the console: its example server answers in the page, from the description.
    if (operation) {
      await test.step('its "Try it" console sends the example request and gets the documented success answer', async () => {
        await page.getByRole('button', {name: 'Try it'}).click();
        const panel = page.locator('section[id^="api-console-"]');
        await expect(panel.locator('[data-console-note="example"]')).toContainText('not your data');
        await panel.getByRole('button', {name: 'Send request'}).click();
        await expect(panel.locator('[data-console-answer]'), operation.operationId).toHaveAttribute('data-console-answer', operation.isAsync ? '202' : /^20[01]$/);
      });
    }
  });
}

// The sweep's accessibility check must be able to fail: shown a page with known faults, it names
// them, in every way it is called. Checked by look, it finds what checking every element finds:
// each fault has a look of its own after many readable elements of another (prose, a link, code),
// and the pale text's first element is one axe finds hidden, so the check must go on to the next.
// A second page then shows what a worker's memory of passed looks skips, and what it does not.
test('the accessibility check reports what it is shown', async ({page}) => {
  const readableTokens = '<span style="color:#24292f">ok</span> '.repeat(50);
  const readableProse = '<p style="color:#1c1e21">Readable text, <a href="#next" style="color:#1c1e21">a link underlined</a> in it.</p>'.repeat(20);
  const document = (main: string) =>
    `<html lang="en"><head><title>Faults</title></head><body style="background:#fff"><main>${readableProse}${main}</main></body></html>`;
  await page.setContent(
    document(
      '<div style="height:0;overflow:hidden"><p style="color:#bbb">Pale text out of sight</p></div><p style="color:#bbb">Pale text</p>' +
        '<p style="color:#1c1e21">Text with <a class="unmarked" href="#next" style="color:#3a3c40;text-decoration:none">a link only its colour sets apart</a> from the words around it.</p>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">' +
        `<pre style="background:#fff"><code>${readableTokens}<span class="pale" style="color:#c8c8c8">pale</span></code></pre>`,
    ),
  );
  const all = await accessibilityViolations(page);
  for (const fault of ['color-contrast [serious] p', 'color-contrast [serious] .pale', 'link-in-text-block [serious] .unmarked', 'image-alt [critical] img']) {
    expect(all.some((line) => line.startsWith(fault)), `${fault}\n${all.join('\n')}`).toBe(true);
  }
  expect(await accessibilityViolations(page, COLOUR_RULES)).toEqual([
    expect.stringMatching(/^color-contrast .* p:/),
    expect.stringMatching(/^color-contrast .*\.pale:/),
    expect.stringMatching(/^link-in-text-block .*\.unmarked:/),
  ]);
  expect(await accessibilityViolations(page, {include: 'main', tags: ['wcag2a']})).toEqual([expect.stringMatching(/^image-alt /), expect.stringMatching(/^link-in-text-block /)]);

  // By look, with a fresh memory: the same findings, and the readable looks remembered, not the faulty ones.
  const colourLooks: ColourLooks = new Set();
  expect((await accessibilityViolations(page, {colourLooks})).sort()).toEqual([...all].sort());
  const remembered = colourLooks.size;
  expect(remembered).toBeGreaterThan(0);
  expect((await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks})).sort()).toEqual((await accessibilityViolations(page, COLOUR_RULES)).sort());
  expect(colourLooks.size).toBe(remembered);

  // The next page: looks passed before are not checked again; a new look is, and a faulty one is
  // checked again on every page it is on.
  await page.setContent(document('<p style="color:#000">Darker text</p><p style="color:#999">Paler text</p><p style="color:#bbb">Pale text again</p>'));
  const next = await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks});
  expect(next, next.join('\n')).toHaveLength(2);
  expect(next.every((line) => line.startsWith('color-contrast [serious] p'))).toBe(true);
  expect(colourLooks.size).toBe(remembered + 1);
});
