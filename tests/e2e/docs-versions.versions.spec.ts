// Two docs versions deployed side by side behind deploy/nginx/: the production build as 1.0.0 and
// the test build as 1.1.0 (built from tests/fixtures/versions/, with one operation added and one
// changed), under the test manifest that makes 1.1.0 current and 1.0.0 deprecated.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH, TEST_BUILD_BASE_PATH} from '../support/routes';
import {REMEMBERED_VERSION_KEY} from '../../src/versions/remembered';

const OLD = BASE_PATH;
const CURRENT = TEST_BUILD_BASE_PATH;

test.use({viewport: {width: 1366, height: 900}});

/** The navbar's version dropdown, opened with a click; returns its list. */
async function openVersions(page: Page) {
  const button = page.locator('nav.navbar [data-docs-version-dropdown]');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

const remembered = (page: Page) => page.evaluate((key) => localStorage.getItem(key), REMEMBERED_VERSION_KEY);

test('on a doc page of a deprecated version: the banner, then the same page in the version chosen', async ({page}) => {
  await page.goto(`${OLD}items/drafts/`);
  await test.step('the banner names the status and links the same page in the current version', async () => {
    const banner = page.locator('[data-version-banner]');
    await expect(banner).toHaveAttribute('data-version-banner', 'deprecated');
    await expect(banner).toContainText('API version 1.0.0, which is deprecated');
    await expect(banner.getByRole('link')).toHaveAttribute('href', `${CURRENT}items/drafts/`);
  });
  await test.step('the dropdown says the other version has this page, and opens it there', async () => {
    const menu = await openVersions(page);
    const item = menu.locator('a[data-version="1.1.0"]');
    await expect(item.locator('[data-version-note]')).toHaveText('this page');
    await item.click();
    await expect(page).toHaveURL(`${CURRENT}items/drafts/`);
    await expect(page.locator('h1').first()).toBeVisible();
  });
  await test.step('the page it opened says so, shows no banner, and the choice is remembered', async () => {
    await expect(page.locator('[data-version-switch-notice]')).toHaveAttribute('data-version-switch-notice', 'same-page');
    await expect(page.locator('[data-version-switch-notice]')).toContainText('the same page in 1.1.0');
    await expect(page.locator('[data-version-banner]')).toHaveCount(0);
    expect(await remembered(page)).toBe('1.1.0');
  });
});

test('on API pages: the versions that have each operation, and a page missing in the other version', async ({page}) => {
  await test.step('an operation in both versions lists both, the other one linked', async () => {
    await page.goto(`${CURRENT}api/get-draft/`);
    const versions = page.locator('[data-operation-versions]');
    await expect(versions.getByRole('link', {name: '1.0.0'})).toHaveAttribute('href', `${OLD}api/get-draft/`);
    await expect(versions.locator('strong[data-version="1.1.0"]')).toBeVisible();
  });
  await test.step('the operation added in 1.1.0 lists 1.1.0 alone', async () => {
    await page.goto(`${CURRENT}api/list-draft-tags/`);
    const versions = page.locator('[data-operation-versions]');
    await expect(versions).toHaveAttribute('data-operation-versions', 'checked');
    await expect(versions).toHaveText('In version 1.1.0');
    await expect(versions.getByRole('link')).toHaveCount(0);
  });
  await test.step('switching to 1.0.0, which has no such page, opens its home and says why', async () => {
    const menu = await openVersions(page);
    const item = menu.locator('a[data-version="1.0.0"]');
    await expect(item.locator('[data-version-note]')).toHaveText('its home page');
    await item.click();
    await expect(page).toHaveURL(OLD);
    await expect(page.locator('[data-version-switch-notice]')).toHaveAttribute('data-version-switch-notice', 'home');
    await expect(page.locator('[data-version-banner]')).toHaveAttribute('data-version-banner', 'deprecated');
  });
});

test('the chosen version persists after a reload and in other tabs, and /app/docs/ opens it', async ({page, context}) => {
  await test.step('with nothing remembered, /app/docs/ opens the current version', async () => {
    await page.goto('/app/docs/');
    await expect(page).toHaveURL(CURRENT);
  });
  const other = await context.newPage();
  await other.goto(`${CURRENT}guide/`);
  await page.goto(`${CURRENT}items/drafts/`);
  await test.step('choosing 1.0.0 in one tab', async () => {
    const menu = await openVersions(page);
    await menu.locator('a[data-version="1.0.0"]').click();
    await expect(page).toHaveURL(`${OLD}items/drafts/`);
  });
  await test.step('reaches the tab already open: its dropdown marks 1.0.0 as the reader’s version', async () => {
    const menu = await openVersions(other);
    await expect(menu.locator('a[data-version="1.0.0"] [data-version-remembered]')).toBeAttached();
    await expect(menu.locator('a[data-version="1.1.0"] [data-version-remembered]')).toHaveCount(0);
  });
  await test.step('survives a reload', async () => {
    await page.reload();
    expect(await remembered(page)).toBe('1.0.0');
  });
  await test.step('and /app/docs/ in a new tab opens it', async () => {
    const third = await context.newPage();
    await third.goto('/app/docs/');
    await expect(third).toHaveURL(OLD);
  });
});

test('with no manifest reachable, the dropdown shows this build’s version only and logs one warning', async ({page, browserLog}) => {
  browserLog.expectErrors(/Failed to load resource/);
  await page.route('**/app/docs/versions.json', (route) => route.fulfill({status: 404, body: 'gone'}));
  await page.goto(`${CURRENT}guide/`);
  const menu = await openVersions(page);
  await expect(menu.locator('a[data-version]')).toHaveCount(1);
  await expect(menu.locator('a[data-version="1.1.0"]')).toBeVisible();
  await expect.poll(() => browserLog.warnings.filter((text) => text.includes('versions manifest')).length).toBe(1);
  // Closing and opening again asks nothing more and warns no more.
  await page.keyboard.press('Escape');
  await openVersions(page);
  expect(browserLog.warnings.filter((text) => text.includes('versions manifest')).length).toBe(1);
});
