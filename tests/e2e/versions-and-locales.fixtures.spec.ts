// The docs version dropdown and the locale dropdown on the test build (docs version 1.1.0, the
// production build served beside it as 1.0.0, and a manifest with both): the dropdown lists the
// manifest's versions, and English is the only locale. Switching versions is tested behind nginx,
// in docs-versions.versions.spec.ts.
import {test, expect, type Page} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {TEST_BUILD_VERSION} from '../fixtures/versions/testVersion.mjs';

const versionButton = (page: Page) => page.locator('nav.navbar [data-docs-version-dropdown]');

test.use({viewport: {width: 1920, height: 900}});

// The navbar's dropdowns share one visit, a step each.
test('the version dropdown lists the deployed versions once opened, this one marked, and closes on an outside click; the locale dropdown offers English only', async ({page}) => {
  await page.goto(`${TEST_BUILD_BASE_PATH}guide/`);

  await test.step('the version dropdown lists the deployed versions once opened, this one marked, and closes on an outside click', async () => {
    const button = versionButton(page);
    await expect(button).toContainText(TEST_BUILD_VERSION);
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(menu.locator('a[data-version]')).toHaveCount(2);
    await expect(menu.locator(`a[data-version="${TEST_BUILD_VERSION}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(menu.locator('a[data-version="1.0.0"] [data-version-status]')).toHaveText('deprecated');
    await page.locator('main h1').first().click();
    await expect(menu).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the locale dropdown offers English only', async () => {
    const localeDropdown = page.locator('nav.navbar .dropdown').filter({hasText: 'English'});
    await expect(localeDropdown.locator('.dropdown__menu li')).toHaveCount(1);
    await expect(localeDropdown.locator('.dropdown__menu').getByRole('link', {name: 'English', includeHidden: true})).toHaveAttribute('lang', 'en');
  });
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
