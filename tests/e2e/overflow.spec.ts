// A table wider than the text column scrolls in its own box, shows a shadow on the edge with more
// beyond it and can be scrolled from the keyboard. The page sweep (page-sweep.nginx.spec.ts) checks
// every page for content cut off without such an affordance, at a laptop's and a phone's width.
import {test, expect} from '../support/test';

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
