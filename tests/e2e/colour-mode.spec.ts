// Colour mode beyond the basics in foundation.spec.ts: the choice syncs across open tabs, and the
// system preference is never followed, not even when it changes while a page is open.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {browserIdle, hydrated, switchColourMode} from '../support/page-checks';

const toggle = /Switch between dark and light mode/;

test('a colour mode chosen in one tab applies to the other open tabs', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(BASE_PATH);
  await second.goto(`${BASE_PATH}guide/`);
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  // Each tab listens for the other's choice once it has hydrated, which can come after its load event.
  for (const tab of [first, second]) await hydrated(tab);

  await first.getByRole('button', {name: toggle}).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await second.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('a change of the system colour scheme leaves the page light', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(BASE_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Docusaurus listens to the media query once hydrated. The page reports the new scheme from the
  // rendering step that also fires the change event; once it does and the browser has been idle,
  // the site has handled the change.
  await hydrated(page);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForFunction(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  await browserIdle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test.describe('with reduced motion asked for', () => {
  test.use({contextOptions: {reducedMotion: 'reduce'}});

  test('switching colour mode changes the colours at once, without a fade', async ({page}) => {
    await page.goto(`${BASE_PATH}guide/`);
    await hydrated(page);
    await page.getByRole('button', {name: toggle}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const durations = await page.evaluate(() => document.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)));
    expect(durations.every((duration) => duration <= 1), `animation durations: ${durations.join(', ')}`).toBe(true);
  });
});

// The accessibility checks read colours right after switching a page's mode (switchColourMode, which
// takes the fades to their end instead of waiting for them): what they read must be the colours of
// a page opened in that mode.
test('a page switched to dark mode for the checks shows the colours of a page opened dark', async ({context}) => {
  const colours = (tab: Page) =>
    tab.evaluate(() =>
      ['body', '.navbar', '.menu__link', 'article a', 'article code', '.theme-code-block'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return `${selector}: ${style.color} on ${style.backgroundColor}`;
      }),
    );
  const switched = await context.newPage();
  await switched.goto(`${BASE_PATH}guide/your_first_call/`);
  await expect(switched.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await colours(switched);
  await switchColourMode(switched, 'dark');
  // Read at once: a fade left running would show a colour between the two.
  const afterSwitch = await colours(switched);
  const opened = await context.newPage();
  await opened.goto(`${BASE_PATH}guide/your_first_call/`);
  await expect(opened.locator('html')).toHaveAttribute('data-theme', 'dark');
  await hydrated(opened);
  const dark = await colours(opened);
  expect(dark).not.toEqual(light);
  expect(afterSwitch).toEqual(dark);
});
