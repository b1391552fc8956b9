// The site's chrome and routing: navbar and footer lead somewhere real, colour mode persists,
// unknown paths are not found and .html forms reach the canonical page. (Each page's title, sidebar
// and meta description are checked by the page sweep, tests/e2e/page-sweep.nginx.spec.ts.)
// Tests that only read a page use the worker's page (tests/support/sharedPage.ts); those that
// intercept requests or change the colour mode have a page of their own.
import {test, expect, type Page} from '../support/test';
import {test as sharedPageTest} from '../support/sharedPage';
import {BASE_PATH} from '../support/routes';
import {hydrated, switchColourMode} from '../support/page-checks';

async function expectRealPage(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
}

test('the feedback redirect sends the reader to the configured form with the page prefilled', async ({page}) => {
  await page.route('https://www.orgvue.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<h1>Form</h1>'}));
  await page.goto(`${BASE_PATH}feedback/redirectToFeedbackForm/?page=${encodeURIComponent(`${BASE_PATH}items/drafts/`)}`);
  await page.waitForURL(/orgvue\.com\/contact-us\//);
  expect(new URL(page.url()).searchParams.get('page')).toBe(`${BASE_PATH}items/drafts/`);
});

test('the feedback redirect drops a page from another origin', async ({page}) => {
  await page.route('https://www.orgvue.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<h1>Form</h1>'}));
  await page.goto(`${BASE_PATH}feedback/redirectToFeedbackForm/?page=${encodeURIComponent('https://evil.example/x')}`);
  await page.waitForURL(/orgvue\.com\/contact-us\//);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
});

// The home page's checks share one visit, made by its index.html form. The colour mode check needs
// the system to prefer dark from the first paint, so the page loads that way; the checks after it
// start from the light mode again.
test('index.html shows the home page, whose colour mode persists and whose footer and navbar lead to real pages', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});

  // Without errors: the shared test fails on any, once the page has hydrated at its canonical address.
  await test.step('index.html shows the same page as its canonical path, without errors', async () => {
    const response = await page.goto(`${BASE_PATH}index.html`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH.replace(/[.]/g, '\\.')}$`));
    await expectRealPage(page);
    await hydrated(page);
  });

  await test.step('colour mode starts light, switches to dark and persists across reload', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  await page.emulateMedia({colorScheme: 'light'});
  await switchColourMode(page, 'light');

  await test.step('footer links point at the configured provider sites and the year is 2025', async () => {
    // The site footer, not the doc footer that holds the last-updated date.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Company site'})).toHaveAttribute('href', 'https://www.orgvue.com/');
    await expect(footer.getByRole('link', {name: 'User guides'})).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', {name: 'Knowledge base'})).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', {name: 'Resources hub'})).toHaveAttribute('href', /^https:\/\//);
    await expect(footer).toContainText('Copyright © 2025');
  });

  // Last: it leaves the home page (and comes back to it through "Documentation").
  await test.step('navbar items lead to real pages', async () => {
    const navbar = page.locator('nav.navbar');
    for (const [label, expectedPath] of [
      ['Recipes', `${BASE_PATH}recipes/`],
      ['API Reference', `${BASE_PATH}api/`],
      ['Feedback', `${BASE_PATH}feedback/`],
      ['Documentation', BASE_PATH],
    ] as const) {
      const heading = await page.locator('h1').first().textContent();
      await navbar.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${expectedPath.replace(/[.]/g, '\\.')}$`));
      // The address changes at the click; the page shows once its chunks are in. Until then the
      // navbar can still move under the next click.
      await expect(page.locator('h1').first()).not.toHaveText(heading ?? '');
      await expectRealPage(page);
    }
  });
});

sharedPageTest('an unknown path shows the not-found page with status 404', async ({page, browserLog}) => {
  // Chromium reports the 404 of the page itself as a failed resource.
  browserLog.expectErrors(/status of 404/);
  const response = await page.goto(`${BASE_PATH}no-such-page/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
});

// index.html is checked on the home page's visit, above.
for (const suffix of ['guide.html', 'guide/index.html']) {
  // Without errors: the shared test fails on any, once the page has hydrated at its canonical address.
  sharedPageTest(`${suffix} shows the same page as its canonical path, without errors`, async ({page}) => {
    const response = await page.goto(BASE_PATH + suffix);
    expect(response?.status()).toBe(200);
    const canonical = `${BASE_PATH}guide/`;
    await expect(page).toHaveURL(new RegExp(`${canonical.replace(/[.]/g, '\\.')}$`));
    await expectRealPage(page);
    await hydrated(page);
  });
}

test('robots.txt and the sitemap are published', async ({request}) => {
  const robots = await request.get(`${BASE_PATH}robots.txt`);
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await (await request.get(`${BASE_PATH}sitemap.xml`)).text();
  expect(sitemap).toContain('<changefreq>daily</changefreq>');
  expect(sitemap).toContain('<priority>0.5</priority>');
});

sharedPageTest('a percent-encoded & in the path shows the same page as the canonical path, without errors', async ({page}) => {
  const response = await page.goto(`${BASE_PATH}versions%26changes/changelog/`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH.replace(/[.]/g, '\\.')}versions&changes/changelog/$`));
  await expect(page.locator('h1').first()).toHaveText('Changelog');
  await expectRealPage(page);
  await hydrated(page);
});
