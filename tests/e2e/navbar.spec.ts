// The production navbar: hidden while the reader scrolls down, back on scroll up or near the top
// (spec 2 "The navbar may hide on scroll down…"), and its items on the left as configured.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

const LONG_PAGE = `${BASE_PATH}guide/`;

const navbar = (page: Page) => page.locator('nav.navbar');

/**
 * Scrolls and resolves once the page has handled the scroll event. The navbar compares each
 * position with the one before, so two scrolls whose events the browser merges into one would
 * look like a single jump from the top.
 */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
        window.scrollTo({top, behavior: 'instant'});
      }),
    y,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

async function expectNavbarShown(page: Page, shown: boolean) {
  if (shown) await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
  else await expect(navbar(page)).toHaveClass(/navbarHidden/);
  // The navbar slides out of the window rather than disappearing from the layout.
  await expect.poll(async () => {
    const box = (await navbar(page).boundingBox())!;
    return box.y + box.height > 0;
  }).toBe(shown);
}

// One visit of a long page: each step scrolls on from where the step before left the page.
test('the configured items sit on the left; the navbar stays near the top, hides while the reader scrolls down and shows again on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto(LONG_PAGE);
  await expect(page.locator('h1').first()).toBeVisible();
  // The hide-on-scroll listener exists only once React has hydrated the server-rendered page.
  await hydrated(page);

  await test.step('the configured items sit on the left, beside the logo', async () => {
    const left = navbar(page).locator('.navbar__items:not(.navbar__items--right)');
    for (const label of ['Documentation', 'Recipes', 'API Reference', 'Feedback']) {
      await expect(left.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
  });

  await test.step('the navbar stays shown near the top of the page, even while scrolling down', async () => {
    await scrollTo(page, 10);
    await scrollTo(page, 30);
    await expectNavbarShown(page, true);
  });

  await test.step('the navbar hides while the reader scrolls down', async () => {
    await scrollTo(page, 300);
    await scrollTo(page, 600);
    await expectNavbarShown(page, false);
  });

  // Hidden by the step before.
  await test.step('the navbar shows again when the reader scrolls up', async () => {
    await scrollTo(page, 500);
    await expectNavbarShown(page, true);
  });
});
