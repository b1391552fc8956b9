// The mobile layout below a window width of 996 px (spec 2 "Mobile layout", spec 4 "Mobile sidebar
// opens and closes…"): hamburger, side panel with a way back to the main menu, locked body scroll.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

const MOBILE = {width: 800, height: 900};
const DESKTOP = {width: 1280, height: 900};

const hamburger = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
const sidePanel = (page: Page) => page.locator('.navbar-sidebar');
const navbar = (page: Page) => page.locator('nav.navbar');

async function openSidePanel(page: Page) {
  await hamburger(page).click();
  await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
}

async function expectSidePanelClosed(page: Page) {
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
}

// Checks that start from the same page share one visit, a step each; each step leaves the side
// panel closed.
test('the layout switches at 996 px: a narrower window shows the hamburger, a wider one the navbar links', async ({page}) => {
  await page.setViewportSize({width: 995, height: 900});
  await page.goto(BASE_PATH);

  await test.step('a window narrower than 996 px shows the hamburger instead of the navbar links', async () => {
    await expect(hamburger(page)).toBeVisible();
    await expect(navbar(page).locator('.navbar__inner').getByRole('link', {name: 'Recipes'})).toBeHidden();
  });

  await test.step('a window wider than 996 px shows the navbar links and no hamburger', async () => {
    await page.setViewportSize({width: 997, height: 900});
    await expect(hamburger(page)).toBeHidden();
    await expect(navbar(page).locator('.navbar__inner').getByRole('link', {name: 'Recipes'})).toBeVisible();
  });
});

test('on a docs page the side panel shows the sidebar, leads back to the main menu and locks body scrolling; back navigation and a desktop-wide window close it', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${BASE_PATH}guide/`);

  await test.step('on a docs page the side panel shows the sidebar and leads back to the main menu', async () => {
    await openSidePanel(page);
    const back = sidePanel(page).getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(sidePanel(page).getByRole('link', {name: 'Your first export call'})).toBeVisible();
    await back.click();
    await expect(sidePanel(page).getByRole('link', {name: 'Recipes'})).toBeVisible();
    await expect(sidePanel(page).getByRole('link', {name: 'API Reference'})).toBeVisible();
  });

  // The panel the step before opened.
  await test.step('body scrolling is locked while the side panel is open', async () => {
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await sidePanel(page).getByRole('button', {name: 'Close navigation bar'}).click();
    await expectSidePanelClosed(page);
  });

  await test.step('back navigation closes the side panel', async () => {
    await page.locator('article').getByRole('link', {name: 'Your first export call'}).first().click();
    await expect(page.locator('h1').first()).toHaveText('Your first export call');
    await openSidePanel(page);
    await page.goBack();
    await expectSidePanelClosed(page);
  });

  await test.step('widening the window to desktop size closes the side panel', async () => {
    await openSidePanel(page);
    await page.setViewportSize(DESKTOP);
    await expectSidePanelClosed(page);
  });
});

// Tables wider than the screen scroll inside their own box. (That no page is wider than a phone is
// checked on every page by the page sweep, tests/e2e/page-sweep.nginx.spec.ts.)
test.describe('tables wider than the screen', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test('scroll inside their own box and can be scrolled from the keyboard', async ({page}) => {
    await page.goto(`${BASE_PATH}errors/list/`);
    const table = page.locator('.markdown table[tabindex="0"]').first();
    await expect(table).toBeVisible();
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test('a table that fits its column adds no tab stop', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${BASE_PATH}errors/list/`);
  await hydrated(page);
  const fitting = page.locator('.markdown table:not([tabindex])');
  expect(await fitting.count()).toBeGreaterThan(0);
  expect(await fitting.first().evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});

