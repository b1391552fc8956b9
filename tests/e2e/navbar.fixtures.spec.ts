// The navbar's item types, positions, style, dropdowns and errors, on the test build, whose navbar
// has one item of every type (tests/fixtures/testBuild.ts).
import {test, expect, type Page} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {TEST_BUILD_VERSION} from '../fixtures/versions/testVersion.mjs';

const FIXTURES = `${TEST_BUILD_BASE_PATH}__fixtures/`;

const navbar = (page: Page) => page.locator('nav.navbar');
const leftItems = (page: Page) => navbar(page).locator('.navbar__items:not(.navbar__items--right)');
const rightItems = (page: Page) => navbar(page).locator('.navbar__items--right');

test.use({viewport: {width: 1920, height: 900}});

// Everything but the two crashes reads the same page, so it shares one visit, a step per behaviour:
// what only looks at the navbar first, then the dropdown checks, each opening the dropdown afresh
// (the one that leaves it open comes last).
test('the fixtures page’s navbar: every item type, positions, style and dropdown closing', async ({page}) => {
  await page.goto(FIXTURES);

  await test.step('every navbar item type renders when configured', async () => {
    await test.step('a plain link (the default type)', async () => {
      await expect(navbar(page).getByRole('link', {name: 'Lazy', exact: true})).toHaveAttribute('href', `${FIXTURES}lazy-section/`);
    });

    await test.step('a dropdown with its items', async () => {
      const dropdown = navbar(page).locator('.dropdown').filter({hasText: 'Fixtures'});
      await expect(dropdown.getByRole('button', {name: 'Fixtures'})).toBeVisible();
      await expect(dropdown.getByRole('link', {name: 'Image zoom', includeHidden: true})).toHaveAttribute('href', `${FIXTURES}image-zoom/`);
    });

    await test.step('a locale dropdown', async () => {
      await expect(navbar(page).locator('.dropdown').filter({hasText: 'English'})).toBeVisible();
    });

    await test.step('a search button (the search item renders the site search, a button that opens a dialog)', async () => {
      await expect(navbar(page).getByRole('button', {name: 'Search', exact: true})).toHaveAttribute('aria-haspopup', 'dialog');
    });

    await test.step('raw html', async () => {
      await expect(navbar(page).locator('[data-fixture="html-navbar-item"]')).toHaveText('HTML');
    });

    await test.step('a doc link', async () => {
      await expect(navbar(page).getByRole('link', {name: 'Guide', exact: true})).toHaveAttribute('href', `${TEST_BUILD_BASE_PATH}guide/`);
    });

    await test.step('a doc sidebar link, pointing at the sidebar’s first page', async () => {
      await expect(navbar(page).getByRole('link', {name: 'Sidebar', exact: true})).toHaveAttribute('href', TEST_BUILD_BASE_PATH);
    });

    await test.step('a docs version link', async () => {
      await expect(navbar(page).getByRole('link', {name: 'Version', exact: true})).toHaveAttribute('href', TEST_BUILD_BASE_PATH);
    });

    await test.step(`a docs version dropdown showing this build's version, ${TEST_BUILD_VERSION}`, async () => {
      const button = navbar(page).locator('[data-docs-version-dropdown]');
      await expect(button).toBeVisible();
      await expect(button).toContainText(TEST_BUILD_VERSION);
    });
  });

  await test.step('items without a position sit on the right, items with "left" on the left', async () => {
    for (const label of ['Lazy', 'Guide', 'Sidebar', 'Version']) {
      await expect(rightItems(page).getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(rightItems(page).locator('[data-fixture="html-navbar-item"]')).toBeVisible();
    await expect(leftItems(page).getByRole('button', {name: 'Fixtures'})).toBeVisible();
  });

  await test.step('the navbar takes the dark style', async () => {
    await expect(navbar(page)).toHaveClass(/navbar--dark/);
    const background = await navbar(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red, green, blue] = background.match(/\d+/g)!.map(Number);
    expect(red + green + blue).toBeLessThan(3 * 80);
  });

  await test.step('an open dropdown closes', async () => {
    const fixturesButton = navbar(page).getByRole('button', {name: 'Fixtures'});
    /** Opens the dropdown from the keyboard, as each check below starts. */
    const openDropdown = async () => {
      await fixturesButton.focus();
      await page.keyboard.press('Enter');
      await expect(fixturesButton).toHaveAttribute('aria-expanded', 'true');
    };

    await test.step('on a click outside it', async () => {
      await openDropdown();
      const heading = (await page.getByRole('heading', {name: 'Test fixtures'}).boundingBox())!;
      await page.mouse.click(heading.x + heading.width + 40, heading.y + heading.height / 2);
      await expect(fixturesButton).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('on a touch outside it', async () => {
      await openDropdown();
      await page.getByRole('heading', {name: 'Test fixtures'}).dispatchEvent('touchstart');
      await expect(fixturesButton).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('when focus moves outside it', async () => {
      await openDropdown();
      await page.locator('main').getByRole('link', {name: 'Image zoom'}).focus();
      await expect(fixturesButton).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('not on a click inside it', async () => {
      await openDropdown();
      await page.locator('.dropdown__menu').filter({hasText: 'Image zoom'}).dispatchEvent('mousedown');
      await expect(fixturesButton).toHaveAttribute('aria-expanded', 'true');
    });
  });
});

/** React and the error boundary log the crash the two tests below provoke on purpose. */
const CRASH_LOG = /navbar item|NavbarItem|The above error occurred|crash-on-demand|Error: /;

test('a navbar item that fails to render asks the author to double-check its config', async ({page, browserLog}) => {
  browserLog.expectErrors(CRASH_LOG);
  await page.goto(`${FIXTURES}?crash-navbar-item`);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  const message = page.getByText('A theme navbar item failed to render.');
  await expect(message).toContainText(
    'Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:',
  );
  await expect(message).toContainText('"type": "custom-crashOnDemand"');
  await expect(message).toContainText('Cause:\nThe crash-on-demand navbar item was asked to fail.');
});

test('an unknown navbar item type is an error that names the type', async ({page, browserLog}) => {
  browserLog.expectErrors(CRASH_LOG);
  await page.goto(`${FIXTURES}failure-screens/`);
  await page.getByRole('button', {name: 'Render an unknown navbar item type'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('No NavbarItem component found for type "fixture-unknown".')).toBeVisible();
});
