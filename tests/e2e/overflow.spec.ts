// A table wider than the text column scrolls in its own box, shows a shadow on the edge with more
// beyond it and can be scrolled from the keyboard. The page sweep (page-sweep.nginx.spec.ts) checks
// every page for content cut off without such an affordance, at a laptop's and a phone's width.
import {test, expect} from '../support/test';
import {hydrated, switchColourMode} from '../support/page-checks';

test('a table wider than the column is a focusable scroll box with a shadow on its right edge', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto('/app/docs/1.0.0/items/query-parameters/');
  await hydrated(page);
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

// The shadows sit under covers painted in the page colour, which travel with the content: a table
// that fits shows no shadow. A transparent cover (Infima leaves the light page transparent) would
// put a shadow on every table edge, as if there were more to scroll.
// Code blocks far from the viewport are not laid out until they come near it (src/css/code.css), so
// the word-wrap button's check runs again once they are: a block that scrolls sideways offers it, a
// block that fits does not. The same recipe load as the table check.
test('a table that fits its column shows no edge shadow, in either colour mode; a code block offers word wrap exactly when it scrolls sideways', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto('/app/docs/1.0.0/recipes/async-export/');
  await hydrated(page);
  const fitting = page.locator('article .markdown table').first();
  for (const mode of ['light', 'dark'] as const) {
    await switchColourMode(page, mode);
    const look = await fitting.evaluate((table) => ({
      fits: table.scrollWidth <= table.clientWidth,
      page: getComputedStyle(document.documentElement).backgroundColor,
      // The first layer is the left edge's cover: "linear-gradient(to right, <colour> 40%, transparent)".
      cover: /^linear-gradient\(to right, (rgba?\([^)]*\))/.exec(getComputedStyle(table).backgroundImage)?.[1],
    }));
    expect(look.fits, 'the first table of the recipe fits at 1366 px').toBe(true);
    expect(look.cover, `${mode} mode`).toBe(look.page);
    expect(look.page, `${mode} mode: an opaque page colour`).toMatch(/^rgb\(/);
  }

  // Blocks in a tab panel the reader has not chosen are in the HTML but hidden: not laid out.
  const blocks = page.locator('article .markdown .theme-code-block:not([hidden] *)');
  const wrapButton = (index: number) => blocks.nth(index).getByRole('button', {name: 'Toggle word wrap'});
  const count = await blocks.count();
  expect(count, 'the recipe has code blocks').toBeGreaterThan(5);
  expect(await blocks.last().locator('pre').evaluate((pre) => getComputedStyle(pre).contentVisibility)).toBe('auto');
  const scrolling: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const pre = blocks.nth(index).locator('pre');
    await pre.scrollIntoViewIfNeeded();
    // Laid out only once a rendering update has seen it near the screen: measured before, a block
    // that scrolls sideways reads as one that fits.
    await expect.poll(() => pre.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
    const scrolls = await pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    await expect(wrapButton(index), `block ${index + 1}: ${scrolls ? 'scrolls sideways' : 'fits'}`).toHaveCount(scrolls ? 1 : 0);
    if (scrolls) scrolling.push(index);
  }
  expect(scrolling.length, 'some blocks scroll sideways at 1366 px').toBeGreaterThan(0);
  expect(scrolling.length, 'some blocks fit at 1366 px').toBeLessThan(count);
  const last = scrolling.at(-1)!;
  await wrapButton(last).click();
  await expect.poll(() => blocks.nth(last).locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  await expect(wrapButton(last), 'the button stays to unwrap').toHaveCount(1);
});
