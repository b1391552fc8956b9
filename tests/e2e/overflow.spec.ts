// No page hides content in a table or a code block: anything wider than the text column scrolls in
// its own box, shows a shadow on the edge with more beyond it and can be scrolled from the keyboard.
// Walks every page of the site at a laptop's and a phone's width.
import {test, expect} from '../support/test';
import {SITE_ROUTES} from '../support/routes';
import {findHiddenOverflow} from '../support/overflow';

const VIEWPORTS = [
  {name: 'laptop', width: 1366, height: 900},
  {name: 'phone', width: 390, height: 844},
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px (${viewport.name})`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    for (const route of SITE_ROUTES) {
      test(`${route.path} shows a scroll affordance wherever a table or code block is cut`, async ({page}) => {
        await page.goto(route.path);
        // Tables become tab stops once React has measured them.
        // Long recipes hydrate slowly on a busy machine.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
        expect(await findHiddenOverflow(page)).toEqual([]);
      });
    }
  });
}

test('a table wider than the column is a focusable scroll box with a shadow on its right edge', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto('/app/docs/1.0.0/items/query-parameters/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const wide = page.locator('article .markdown table[tabindex="0"]').first();
  await expect(wide).toBeVisible();
  const box = await wide.evaluate((table) => ({
    scrollWidth: table.scrollWidth,
    clientWidth: table.clientWidth,
    overflowX: getComputedStyle(table).overflowX,
    background: getComputedStyle(table).backgroundImage,
  }));
  expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  expect(box.overflowX).toBe('auto');
  expect(box.background).toContain('radial-gradient');
  await wide.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
});
