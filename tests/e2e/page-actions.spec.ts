// "Copy page", "View as Markdown" and "Was this page helpful?" on doc, recipe and API pages, in a
// real browser: the clipboard gets the Markdown, the answer reaches analytics, the form link
// carries the page, all of it by keyboard alone, in both colour modes, without moving the page.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {accessibilityViolations} from '../support/page-checks';

const PAGES = [
  {kind: 'doc', path: `${BASE_PATH}items/drafts/`, title: 'Working with drafts'},
  {kind: 'recipe', path: `${BASE_PATH}recipes/async-export/`, title: 'Export a dataset asynchronously'},
  {kind: 'API operation', path: `${BASE_PATH}api/list-datasets/`, title: 'List datasets'},
  {kind: 'API schema', path: `${BASE_PATH}api/models/job-ticket/`, title: 'JobTicket'},
] as const;
const DOC = PAGES[0];
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

test.describe('copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const {kind, path} of PAGES) {
    test(`puts the Markdown of a ${kind} page on the clipboard`, async ({page, request}) => {
      const expected = await (await request.get(markdownOf(path))).text();
      await page.goto(path);
      await copyButton(page).click();
      await expect(page.getByRole('status').filter({hasText: 'The page is on your clipboard as Markdown.'})).toHaveCount(1);
      await expect(copyButton(page)).toHaveAccessibleName('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    });
  }

  test('offers to copy again after confirming', async ({page}) => {
    await page.goto(DOC.path);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveAccessibleName('Copied');
    await expect(copyButton(page)).toHaveAccessibleName('Copy page', {timeout: 5000});
  });

  test('says why when the Markdown copy cannot be loaded', async ({page, browserLog}) => {
    browserLog.expectErrors(/status of 404/);
    await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto(DOC.path);
    await copyButton(page).click();
    await expect(page.getByText('Could not copy the page: the Markdown copy could not be loaded (HTTP 404).', {exact: true})).toBeVisible();
    await expect(copyButton(page)).toHaveAccessibleName('Copy failed');
  });
});

for (const {kind, path, title} of PAGES) {
  test(`"View as Markdown" on a ${kind} page opens its Markdown copy`, async ({page}) => {
    await page.goto(path);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', markdownOf(path));
    const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.url().endsWith('.md')), link.click()]);
    expect(response.headers()['content-type']).toContain('text/markdown');
    await expect(page.locator('body')).toContainText(`# ${title}`);
  });
}

test.describe('was this page helpful', () => {
  for (const {kind, path} of PAGES) {
    test(`on a ${kind} page, an answer sends a page-feedback event with the page and the answer`, async ({page}) => {
      const analyticsCalls = await recordAnalytics(page);
      await page.goto(path);
      await feedback(page).getByRole('button', {name: 'No'}).click();
      await expect(feedback(page).getByRole('status')).toHaveText('Thanks for your feedback.');
      expect(await analyticsCalls()).toEqual([['event', 'page-feedback', {page: path, answer: 'no'}]]);
    });
  }

  // No errors: the shared test fails on any.
  test('thanks the reader without analytics, with no errors', async ({page}) => {
    await page.goto(DOC.path);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect(feedback(page).getByRole('status')).toHaveText('Thanks for your feedback.');
    await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeHidden();
  });

  test('asks again on the next page', async ({page}) => {
    await page.goto(DOC.path);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await page.getByRole('link', {name: 'On-demand expressions'}).last().click();
    await expect(page).toHaveURL(/on-demand\/$/);
    await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeVisible();
  });

  test('links to the feedback form with the page filled in', async ({page}) => {
    await page.route('https://www.orgvue.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<h1>Form</h1>'}));
    await page.goto(DOC.path);
    const link = feedback(page).getByRole('link', {name: 'Tell us more in the feedback form'});
    await expect(link).toHaveAttribute('href', `${BASE_PATH}feedback/redirectToFeedbackForm/?page=${encodeURIComponent(DOC.path)}`);
    await link.click();
    await page.waitForURL(/orgvue\.com\/contact-us\//);
    expect(new URL(page.url()).searchParams.get('page')).toBe(DOC.path);
  });
});

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
    await page.route('https://www.orgvue.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<h1>Form</h1>'}));
    const analyticsCalls = await recordAnalytics(page);
    await page.goto(DOC.path);

    await tabTo(page, copyButton(page));
    await page.keyboard.press('Enter');
    await expect(copyButton(page)).toHaveAccessibleName('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get(markdownOf(DOC.path))).text());

    await tabTo(page, feedback(page).getByRole('button', {name: 'Yes'}));
    await page.keyboard.press('Space');
    await expect(feedback(page).getByRole('status')).toBeFocused();
    expect(await analyticsCalls()).toEqual([['event', 'page-feedback', {page: DOC.path, answer: 'yes'}]]);

    await page.keyboard.press('Tab');
    await expect(feedback(page).getByRole('link', {name: 'Tell us more in the feedback form'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/orgvue\.com\/contact-us\//);
    expect(new URL(page.url()).searchParams.get('page')).toBe(DOC.path);
  });

  test('"View as Markdown" opens with Enter', async ({page}) => {
    await page.goto(DOC.path);
    await tabTo(page, page.getByRole('link', {name: 'View as Markdown'}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${markdownOf(DOC.path).replace(/[.]/g, '\\.')}$`));
  });
});

test.describe('no layout shift', () => {
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

  for (const {kind, path} of PAGES.slice(0, 3)) {
    test(`the controls of a ${kind} page render on the server at their final place and size`, async ({browser}) => {
      const serverOnly = await browser.newContext({javaScriptEnabled: false});
      const staticPage = await serverOnly.newPage();
      await staticPage.goto(path);
      const before = await layout(staticPage);
      await serverOnly.close();

      const hydrated = await browser.newContext();
      const page = await hydrated.newPage();
      await page.goto(path, {waitUntil: 'networkidle'});
      expect(await layout(page)).toEqual(before);
      await hydrated.close();
    });
  }

  test('answering keeps the height of the feedback box', async ({page}) => {
    await page.setViewportSize({width: 420, height: 900});
    await page.goto(DOC.path);
    const before = await feedback(page).boundingBox();
    await feedback(page).getByRole('button', {name: 'No'}).click();
    await expect(feedback(page).getByRole('status')).toHaveText('Thanks for your feedback.');
    expect((await feedback(page).boundingBox())?.height).toBe(before?.height);
  });

  test.describe('copying', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('keeps the size of the copy button', async ({page}) => {
      await page.goto(DOC.path);
      const before = await copyButton(page).boundingBox();
      await copyButton(page).click();
      await expect(copyButton(page)).toHaveAccessibleName('Copied');
      expect(await copyButton(page).boundingBox()).toEqual(before);
    });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the controls meet WCAG AA in ${theme} mode`, async ({page}) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(DOC.path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await accessibilityViolations(page, {include: '[data-search-exclude]', tags: ['wcag2a', 'wcag2aa', 'wcag21aa']})).toEqual([]);
  });
}

test('a page without a Markdown copy shows neither the actions nor the question', async ({request}) => {
  const html = await (await request.get(`${BASE_PATH}feedback/redirectToFeedbackForm/`)).text();
  expect(html).not.toContain('View as Markdown');
  expect(html).not.toContain('Was this page helpful?');
});
