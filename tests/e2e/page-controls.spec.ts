// Page controls belong to the page: "Copy page", "View as Markdown" and the Yes/No feedback use
// the body font at 14 px or more, "Copy page" is not a bright pill in dark mode, and code copy
// buttons show without hover on touch screens.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {switchColourMode} from '../support/page-checks';

const PAGE = `${BASE_PATH}guide/your_first_call/`;

// One visit for the desktop checks: the fonts as the page loads, then the page switched to dark mode
// the way a reader's choice in another tab reaches it.
test('page actions and feedback buttons use the body font at 14 px or more, and in dark mode "Copy page" is not a light pill', async ({page}) => {
  await page.goto(PAGE);

  await test.step('page actions and feedback buttons use the body font at 14 px or more', async () => {
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const control of [
      page.getByRole('button', {name: 'Copy page'}),
      page.getByRole('link', {name: 'View as Markdown'}),
      page.getByRole('button', {name: 'Yes', exact: true}),
      page.getByRole('button', {name: 'No', exact: true}),
    ]) {
      const style = await control.evaluate((element) => ({size: parseFloat(getComputedStyle(element).fontSize), family: getComputedStyle(element).fontFamily}));
      expect(style.size).toBeGreaterThanOrEqual(14);
      expect(style.family).toBe(bodyFont);
    }
  });

  await test.step('in dark mode "Copy page" is not a light pill', async () => {
    await switchColourMode(page, 'dark');
    const background = await page.getByRole('button', {name: 'Copy page'}).evaluate((element) => getComputedStyle(element).backgroundColor);
    const [r = 0, g = 0, b = 0, a = 1] = (background.match(/[\d.]+/g) ?? []).map(Number);
    // Transparent, or dark: never the near-white of Infima's secondary button.
    expect(a === 0 || (r + g + b) / 3 < 128).toBe(true);
  });
});

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('code copy buttons are visible without hover', async ({page}) => {
    await page.goto(PAGE);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const copy = page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i});
    await expect(copy).toBeVisible();
    await expect.poll(() => copy.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });
});
