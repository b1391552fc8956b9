// Code that only some readers need is fetched when they need it, not with every page: Prism when
// the browser renders a code block itself (the server highlights the rest), the search dialog when
// a reader points at the search button or opens search, the search
// engine (MiniSearch over the light index) when search is first used, the search-term highlighter (mark.js) when the URL has
// `_highlight` terms, the image zoom when a reader points at an image, and the sign-in check only
// on dev/QA hosts (tests/e2e/sign-in-gate.spec.ts covers those). The CSS a page's chunks bring is
// requested below the priority of the stylesheet its first paint waits for (src/plugins/css-chunks).
// The 404 help, which the docs layout shows for a doc path without a page, comes only then.
// What a doc page loads, and what comes when the reader uses search or follows a highlight link,
// is watched on one visit of a doc page without images, a step each, in the order a reader meets it.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {searchButton, searchFor} from '../support/search';
import {hydrated} from '../support/page-checks';

/** Strings that only appear in each library's code (an error message, a class name it sets). */
const SEARCH_ENGINE_MARKER = 'the index has no shard table';
const SEARCH_DIALOG_MARKER = 'search-backdrop';
const PRISM_MARKER = 'languages.DFS(';
const MEDIUM_ZOOM_MARKER = 'medium-zoom-overlay';
const SESSION_CHECK_MARKER = '/api/admin/whoami';
const MARK_JS_MARKER = 'data-markjs';
const NOT_FOUND_HELP_MARKER = 'not-found-suggestion';

/** The text of every script the page has fetched so far, collected as responses arrive. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.push(await response.text());
    } catch {
      // A response the page navigated away from has no body to read.
    }
  });
  return bodies;
}

const fetched = (bodies: string[], marker: string) => bodies.some((body) => body.includes(marker));

test('a doc page loads none of the code some readers need, and each comes when the reader needs it', async ({page}) => {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // When (the browser's clock, in seconds) each file was requested and finished loading, by name without its hash.
  const requested = new Map<string, number>();
  const finished = new Map<string, number>();
  const fileOfRequest = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({requestId, request, timestamp}) => {
    const file = new URL(request.url).pathname.split('/').pop()!.replace(/\.[0-9a-f]+(?=\.(css|js)$)/, '');
    fileOfRequest.set(requestId, file);
    requested.set(file, timestamp);
    if (file.endsWith('.css')) priorities.set(file.replace(/\.css$/, ''), request.initialPriority);
  });
  cdp.on('Network.loadingFinished', ({requestId, timestamp}) => {
    const file = fileOfRequest.get(requestId);
    if (file) finished.set(file, timestamp);
  });
  const scripts = collectScripts(page);
  // The image zoom attaches 1000 ms after a route update: the page's clock is moved past it below.
  await page.clock.install();
  const response = await page.goto(`${BASE_PATH}egress/export-api/`);
  const served = await response!.text();
  const headOfPage = served.slice(0, served.indexOf('</head>'));
  await hydrated(page);

  await test.step('a doc page requests the stylesheet its first paint waits for, and none of the 404 help', async () => {
    // The docs layout shows the 404 help for a doc path that does not exist: its code and stylesheet
    // come only then.
    expect(Object.fromEntries(priorities)).toEqual({styles: 'VeryHigh'});
    expect(fetched(scripts, NOT_FOUND_HELP_MARKER)).toBe(false);
  });

  await test.step('the page\u2019s scripts are requested once the stylesheet its first paint waits for has loaded', async () => {
    // On a slow connection they would otherwise share its bandwidth (src/config/ssrTemplate.ts).
    const stylesheetLoaded = finished.get('styles.css')!;
    expect(stylesheetLoaded).toBeGreaterThan(0);
    for (const script of ['runtime~main.js', 'main.js']) expect(requested.get(script), script).toBeGreaterThanOrEqual(stylesheetLoaded);
    expect(headOfPage, 'the served head lists no script file').not.toMatch(/<script[^>]*\ssrc=/);
  });

  await test.step('a chunk\u2019s stylesheet comes one priority below the stylesheet the first paint waits for', async () => {
    await page.locator('nav.navbar [data-docs-version-dropdown]').click();
    await expect(page.locator('head link[rel="stylesheet"][href*="/docs-version-menu."]')).toHaveAttribute('fetchpriority', 'low');
    expect(Object.fromEntries(priorities)).toEqual({styles: 'VeryHigh', 'docs-version-menu': 'High'});
    await page.keyboard.press('Escape');
  });

  await test.step('a page without images loads no image zoom code', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-image-zoom', 'closed');
    // Past the zoom's attach delay after a route update (1000 ms), on the page's clock.
    await page.clock.fastForward(1_500);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.markdown img').count()).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(fetched(scripts, MEDIUM_ZOOM_MARKER)).toBe(false);
  });

  await test.step('a public host loads no sign-in check code', async () => {
    expect(fetched(scripts, SESSION_CHECK_MARKER)).toBe(false);
  });

  await test.step('a page loads without the search dialog, which comes when the reader points at the search button', async () => {
    expect(fetched(scripts, SEARCH_DIALOG_MARKER)).toBe(false);
    await searchButton(page).hover();
    await expect.poll(() => fetched(scripts, SEARCH_DIALOG_MARKER)).toBe(true);
    expect(fetched(scripts, SEARCH_ENGINE_MARKER)).toBe(false);
  });

  await test.step('a page loads without the search engine, which comes when search is first used', async () => {
    await searchFor(page, 'export');
    await expect.poll(() => fetched(scripts, SEARCH_ENGINE_MARKER)).toBe(true);
  });

  // Last: it loads the page again.
  await test.step('mark.js is fetched only for a URL with _highlight terms', async () => {
    expect(fetched(scripts, MARK_JS_MARKER)).toBe(false);
    await page.goto(`${BASE_PATH}egress/export-api/?_highlight=export`);
    await expect(page.locator('article mark').first()).toBeVisible();
    await expect.poll(() => fetched(scripts, MARK_JS_MARKER)).toBe(true);
  });
});

test('code blocks keep the highlighting the server sent, and Prism comes only for a block the browser renders', async ({page}) => {
  const scripts = collectScripts(page);
  await page.goto(`${BASE_PATH}guide/your_first_call/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
  await expect(panel.locator('pre .token.string').first()).toBeVisible();
  expect(fetched(scripts, PRISM_MARKER)).toBe(false);

  // Another language's panel is in the HTML but not hydrated: the browser renders it when it is
  // chosen, with Prism fetched for it.
  await page.getByRole('tab', {name: 'Python'}).first().click();
  await expect.poll(() => fetched(scripts, PRISM_MARKER)).toBe(true);
  await expect(page.locator('[role="tabpanel"]:not([hidden])').first().locator('pre .token.keyword').first()).toBeVisible();
});

test('a page with an image loads the image zoom code only when a reader points at an image', async ({page}) => {
  const scripts = collectScripts(page);
  await page.clock.install();
  await page.goto(`${BASE_PATH}recipes/async-export/`);
  await expect(page.locator('html')).toHaveAttribute('data-image-zoom', 'closed');
  await page.clock.fastForward(1_500);
  await page.waitForLoadState('networkidle');
  expect(fetched(scripts, MEDIUM_ZOOM_MARKER)).toBe(false);

  const image = page.locator('.markdown img:not(a img)').first();
  await image.hover();
  await expect(image).toHaveClass(/medium-zoom-image/);
  // Script bodies are read as their responses arrive, which may finish after the class is set.
  await expect.poll(() => fetched(scripts, MEDIUM_ZOOM_MARKER)).toBe(true);
});
