// Docs versions and locales on the test build, whose navbar has a docs version dropdown and a
// locale dropdown: the chosen version persists in localStorage, and English is the only locale.
import {test, expect, type Page} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';

const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

const versionDropdown = (page: Page) => page.locator('nav.navbar .dropdown').filter({hasText: '1.0.0'});

test.use({viewport: {width: 1920, height: 900}});

test('the docs version chosen in the dropdown persists in localStorage across reloads', async ({page}) => {
  await page.goto(`${TEST_BUILD_BASE_PATH}guide/`);
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
  await versionDropdown(page).hover();
  await versionDropdown(page).locator('.dropdown__menu').getByRole('link', {name: '1.0.0'}).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('current');
  await page.reload();
  await expect(versionDropdown(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('current');
});

test('a stored docs version that does not exist is dropped', async ({page}) => {
  await page.addInitScript((key) => localStorage.setItem(key, '0.9.0'), PREFERRED_VERSION_KEY);
  await page.goto(`${TEST_BUILD_BASE_PATH}guide/`);
  await expect(page.locator('h1').first()).toHaveText('Setting up your API connection');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
});

test('the locale dropdown offers English only', async ({page}) => {
  await page.goto(`${TEST_BUILD_BASE_PATH}guide/`);
  const localeDropdown = page.locator('nav.navbar .dropdown').filter({hasText: 'English'});
  await expect(localeDropdown.locator('.dropdown__menu li')).toHaveCount(1);
  await expect(localeDropdown.locator('.dropdown__menu').getByRole('link', {name: 'English', includeHidden: true})).toHaveAttribute('lang', 'en');
});

test.describe('in the mobile layout', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the locale and version dropdowns are labelled "Languages" and "Versions"', async ({page}) => {
    await page.goto(`${TEST_BUILD_BASE_PATH}__fixtures/`);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('button', {name: 'Languages'})).toBeVisible();
    await expect(menu.getByRole('button', {name: 'Versions'})).toBeVisible();
  });
});
