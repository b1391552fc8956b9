// "Copy page", "View as Markdown" and "Was this page helpful?" on doc, recipe and API pages, in a
// real browser: the clipboard gets the Markdown, the answer reaches analytics, the form link
// carries the page, all of it by keyboard alone, in both colour modes, without moving the page.
// Checks that need the same page in the same context share one visit, a step each; a visit ends
// with the step that leaves the page, and a page answers its question once, so each answer that is
// checked has a visit of its own. The controls are part of every page, so the page sweep
// (tests/e2e/page-sweep.nginx.spec.ts) checks them with axe on every page, in both colour modes.
// Keyboard journeys start on a short page: a reader tabs through every link of the article before
// reaching the feedback question, whatever the page.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';

const PAGES = [
  {kind: 'doc', path: `${BASE_PATH}items/drafts/`, title: 'Working with drafts'},
  {kind: 'recipe', path: `${BASE_PATH}recipes/async-export/`, title: 'Export a dataset asynchronously'},
  {kind: 'API operation', path: `${BASE_PATH}api/list-datasets/`, title: 'List datasets'},
  {kind: 'API schema', path: `${BASE_PATH}api/models/job-ticket/`, title: 'JobTicket'},
] as const;
const DOC = PAGES[0];
/** A doc page with few links and buttons in its article, for the journeys by keyboard alone. */
const SHORT_DOC = {path: `${BASE_PATH}SCIM/`};
/** The pages whose controls are compared as the server renders them and once hydrated. */
const SERVER_RENDER_CHECKED: string[] = PAGES.slice(0, 3).map(({path}) => path);
const markdownOf = (path: string) => path.replace(/\/$/, '.md');

const copyButton = (page: Page) => page.locator('[data-search-exclude] button').first();
const feedback = (page: Page) => page.getByRole('region', {name: 'Page feedback'});

/** Collects the calls the page makes to gtag, which the site would have with analytics on. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as {analyticsCalls: unknown[][]}).analyticsCalls = calls;
    (window as unknown as {gtag: (...args: unknown[]) => void}).gtag = (...args) => calls.push(args);
  });
  return () => page.evaluate(() => (window as unknown as {analyticsCalls: unknown[][]}).analyticsCalls);
}

/** Stands in for the external feedback form, so following the form link never leaves this machine. */
async function stubFeedbackForm(page: Page) {
  await page.route('https://www.orgvue.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<h1>Form</h1>'}));
}

/**
 * Where the title and the actions are, and how big the feedback box is, with or without
 * JavaScript. (The feedback box's place depends on content above it, such as diagrams that
 * only the browser draws, so only its size is compared.)
 */
async function layout(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not laid out`);
    return {y: Math.round(found.y), height: Math.round(found.height), width: Math.round(found.width)};
  };
  const {height, width} = await box('section[aria-label="Page feedback"]');
  return {title: await box('article h1'), actions: await box('[data-search-exclude]'), feedback: {height, width}};
}

test.describe('on each kind of page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const {kind, path, title} of PAGES) {
    test(`a ${kind} page's controls render in place, copy the page, send an answer and open the Markdown copy`, async ({page, request, browser}) => {
      const analyticsCalls = await recordAnalytics(page);
      const layoutChecked = SERVER_RENDER_CHECKED.includes(path);
      // The layout is compared once nothing more arrives.
      await page.goto(path, {waitUntil: layoutChecked ? 'networkidle' : 'load'});

      if (layoutChecked) {
        await test.step(`the controls of a ${kind} page render on the server at their final place and size`, async () => {
          const serverOnly = await browser.newContext({javaScriptEnabled: false});
          const staticPage = await serverOnly.newPage();
          await staticPage.goto(path);
          const before = await layout(staticPage);
          await serverOnly.close();
          expect(await layout(page)).toEqual(before);
        });
      }

      await test.step(`puts the Markdown of a ${kind} page on the clipboard`, async () => {
        const expected = await (await request.get(markdownOf(path))).text();
        await copyButton(page).click();
        await expect(page.getByRole('status').filter({hasText: 'The page is on your clipboard as Markdown.'})).toHaveCount(1);
        await expect(copyButton(page)).toHaveAccessibleName('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      });

      // Copying reports nothing to analytics, so the answer's event is the only call.
      await test.step(`on a ${kind} page, an answer sends a page-feedback event with the page and the answer`, async () => {
        await feedback(page).getByRole('button', {name: 'No'}).click();
        await expect(feedback(page).getByRole('status')).toHaveText('Thanks for your feedback.');
        expect(await analyticsCalls()).toEqual([['event', 'page-feedback', {page: path, answer: 'no'}]]);
      });

      // Last: it leaves the page.
      await test.step(`"View as Markdown" on a ${kind} page opens its Markdown copy`, async () => {
        const link = page.getByRole('link', {name: 'View as Markdown'});
        await expect(link).toHaveAttribute('href', markdownOf(path));
        const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.url().endsWith('.md')), link.click()]);
        expect(response.headers()['content-type']).toContain('text/markdown');
        await expect(page.locator('body')).toContainText(`# ${title}`);
      });
    });
  }
});

test.describe('on a doc page', () => {
  test.describe('copying', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    // Nothing is logged before the failed copy, and only its 404 after it: the reader is thanked
    // without analytics, with no errors.
    test('Copy page confirms, keeps its size and says why it failed; the reader is thanked without analytics and asked again on the next page', async ({page, browserLog}) => {
      await page.goto(DOC.path);

      await test.step('offers to copy again after confirming', async () => {
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveAccessibleName('Copied');
        await expect(copyButton(page)).toHaveAccessibleName('Copy page', {timeout: 5000});
      });

      // The button offers to copy again (the step before), as on a page just loaded.
      await test.step('keeps the size of the copy button', async () => {
        const before = await copyButton(page).boundingBox();
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveAccessibleName('Copied');
        expect(await copyButton(page).boundingBox()).toEqual(before);
      });

      // The 404 it provokes is allowed from here on, and nothing may be logged before it.
      await test.step('says why when the Markdown copy cannot be loaded', async () => {
        expect(browserLog.errors, 'console errors before the failed copy').toEqual([]);
        browserLog.expectErrors(/status of 404/);
        await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
        await copyButton(page).click();
        await expect(page.getByText('Could not copy the page: the Markdown copy could not be loaded (HTTP 404).', {exact: true})).toBeVisible();
        await expect(copyButton(page)).toHaveAccessibleName('Copy failed');
      });

      await test.step('thanks the reader without analytics, with no errors', async () => {
        await feedback(page).getByRole('button', {name: 'Yes'}).click();
        await expect(feedback(page).getByRole('status')).toHaveText('Thanks for your feedback.');
        await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeHidden();
        expect(browserLog.errors.filter((error) => !/status of 404/.test(error)), 'console errors besides the failed copy').toEqual([]);
      });

      // The page answered in the step before; last: it leaves the page.
      await test.step('asks again on the next page', async () => {
        await page.getByRole('link', {name: 'On-demand expressions'}).last().click();
        await expect(page).toHaveURL(/on-demand\/$/);
        await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeVisible();
      });
    });
  });

  test('answering keeps the height of the feedback box, and the form link carries the page', async ({page}) => {
    await stubFeedbackForm(page);
    const viewport = page.viewportSize()!;
    await page.setViewportSize({width: 420, height: 900});
    await page.goto(DOC.path);

    await test.step('answering keeps the height of the feedback box', async () => {
      const before = await feedback(page).boundingBox();
      await feedback(page).getByRole('button', {name: 'No'}).click();
      await expect(feedback(page).getByRole('status')).toHaveText('Thanks for your feedback.');
      expect((await feedback(page).boundingBox())?.height).toBe(before?.height);
    });

    // At the usual width again; last: it leaves the page.
    await page.setViewportSize(viewport);
    await test.step('links to the feedback form with the page filled in', async () => {
      const link = feedback(page).getByRole('link', {name: 'Tell us more in the feedback form'});
      await expect(link).toHaveAttribute('href', `${BASE_PATH}feedback/redirectToFeedbackForm/?page=${encodeURIComponent(DOC.path)}`);
      await link.click();
      await page.waitForURL(/orgvue\.com\/contact-us\//);
      expect(new URL(page.url()).searchParams.get('page')).toBe(DOC.path);
    });
  });
});

// Each of these ends by leaving the page, so each has its own visit.
test.describe('by keyboard alone', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  /** Presses Tab until `target` has focus, as a keyboard user would. */
  async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 400) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the target');
  }

  test('a reader copies the page, answers and reaches the feedback form', async ({page, request}) => {
    await stubFeedbackForm(page);
    const analyticsCalls = await recordAnalytics(page);
    await page.goto(SHORT_DOC.path);

    await tabTo(page, copyButton(page));
    await page.keyboard.press('Enter');
    await expect(copyButton(page)).toHaveAccessibleName('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get(markdownOf(SHORT_DOC.path))).text());

    await tabTo(page, feedback(page).getByRole('button', {name: 'Yes'}));
    await page.keyboard.press('Space');
    await expect(feedback(page).getByRole('status')).toBeFocused();
    expect(await analyticsCalls()).toEqual([['event', 'page-feedback', {page: SHORT_DOC.path, answer: 'yes'}]]);

    await page.keyboard.press('Tab');
    await expect(feedback(page).getByRole('link', {name: 'Tell us more in the feedback form'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/orgvue\.com\/contact-us\//);
    expect(new URL(page.url()).searchParams.get('page')).toBe(SHORT_DOC.path);
  });

  test('"View as Markdown" opens with Enter', async ({page}) => {
    await page.goto(SHORT_DOC.path);
    await tabTo(page, page.getByRole('link', {name: 'View as Markdown'}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${markdownOf(SHORT_DOC.path).replace(/[.]/g, '\\.')}$`));
  });
});

test('a page without a Markdown copy shows neither the actions nor the question', async ({request}) => {
  const html = await (await request.get(`${BASE_PATH}feedback/redirectToFeedbackForm/`)).text();
  expect(html).not.toContain('View as Markdown');
  expect(html).not.toContain('Was this page helpful?');
});
