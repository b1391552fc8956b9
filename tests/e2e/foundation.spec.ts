// The site's chrome and routing: pages render, navbar and footer lead somewhere real, colour mode
// persists, unknown paths are not found and .html forms reach the canonical page.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';

const FOUNDATION_PAGES = [
  {path: BASE_PATH, title: 'Introduction'},
  {path: `${BASE_PATH}introduction/`, title: 'Introduction to the platform'},
  {path: `${BASE_PATH}introduction/orgvue-data-intro/`, title: 'How the platform models data'},
  {path: `${BASE_PATH}guide/`, title: 'Setting up your API connection'},
  {path: `${BASE_PATH}guide/your_first_call/`, title: 'Your first export call'},
  {path: `${BASE_PATH}recipes/`, title: 'Recipes'},
];

async function expectRealPage(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
}

for (const {path, title} of FOUNDATION_PAGES) {
  test(`${path} renders "${title}" with the docs sidebar`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toHaveText(title);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| API Documentation`));
  });
}

test('the feedback page has no sidebar', async ({page}) => {
  await page.goto(`${BASE_PATH}feedback/`);
  await expect(page.locator('h1').first()).toHaveText('Feedback');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

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

test('the glossary page renders outside the sidebars', async ({page}) => {
  await page.goto(`${BASE_PATH}markdown-page/`);
  await expect(page.locator('h1').first()).toHaveText('Glossary');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('every page has a meta description', async ({request}) => {
  for (const route of SITE_ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    // The build minifies HTML, so attribute quotes are optional.
    const match = /<meta[^>]*\bname="?description"?[^>]*\bcontent=(?:"([^"]*)"|([^\s>]+))/.exec(html);
    expect((match?.[1] ?? match?.[2] ?? '').length, `${route.path} meta description`).toBeGreaterThan(20);
  }
});

test('navbar items lead to real pages', async ({page}) => {
  await page.goto(BASE_PATH);
  const navbar = page.locator('nav.navbar');
  for (const [label, expectedPath] of [
    ['Recipes', `${BASE_PATH}recipes/`],
    ['API Reference', `${BASE_PATH}api/`],
    ['Feedback', `${BASE_PATH}feedback/`],
    ['Documentation', BASE_PATH],
  ] as const) {
    await navbar.getByRole('link', {name: label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${expectedPath.replace(/[.]/g, '\\.')}$`));
    await expectRealPage(page);
  }
});

test('footer links point at the configured provider sites and the year is 2025', async ({page}) => {
  await page.goto(BASE_PATH);
  // The site footer, not the doc footer that holds the last-updated date.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', {name: 'Company site'})).toHaveAttribute('href', 'https://www.orgvue.com/');
  await expect(footer.getByRole('link', {name: 'User guides'})).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.getByRole('link', {name: 'Knowledge base'})).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.getByRole('link', {name: 'Resources hub'})).toHaveAttribute('href', /^https:\/\//);
  await expect(footer).toContainText('Copyright © 2025');
});

test('colour mode starts light, switches to dark and persists across reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(BASE_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto(`${BASE_PATH}no-such-page/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
});

for (const suffix of ['guide.html', 'guide/index.html', 'index.html']) {
  test(`${suffix} shows the same page as its canonical path, without errors`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto(BASE_PATH + suffix);
    expect(response?.status()).toBe(200);
    const canonical = suffix === 'index.html' ? BASE_PATH : `${BASE_PATH}guide/`;
    await expect(page).toHaveURL(new RegExp(`${canonical.replace(/[.]/g, '\\.')}$`));
    await expectRealPage(page);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });
}

test('robots.txt and the sitemap are published', async ({request}) => {
  const robots = await request.get(`${BASE_PATH}robots.txt`);
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await (await request.get(`${BASE_PATH}sitemap.xml`)).text();
  expect(sitemap).toContain('<changefreq>daily</changefreq>');
  expect(sitemap).toContain('<priority>0.5</priority>');
});

test('a percent-encoded & in the path shows the same page as the canonical path, without errors', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto(`${BASE_PATH}versions%26changes/changelog/`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH.replace(/[.]/g, '\\.')}versions&changes/changelog/$`));
  await expect(page.locator('h1').first()).toHaveText('Changelog');
  await expectRealPage(page);
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
});
