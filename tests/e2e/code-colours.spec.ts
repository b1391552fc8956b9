// Code blocks take their colours from the colour mode set before the first paint (src/css/code.css),
// not from React, so server-rendered code is readable in dark mode before the scripts have run.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';

const PAGE = `${BASE_PATH}items/items-endpoint/`;

test('server-rendered code blocks are dark in dark mode before any bundle has loaded', async ({page, browserLog}) => {
  browserLog.expectErrors(/^Failed to load resource/);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const block = page.locator('.theme-code-block').first();
  await expect(block).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  await expect(block.locator('.token.string').first()).toHaveCSS('color', 'rgb(241, 250, 140)');
  // Punctuation is bare text in the line, in the code's text colour.
  await expect(block.locator('.token-line').first()).toHaveCSS('color', 'rgb(248, 248, 242)');
});

test('code blocks are light in light mode', async ({page}) => {
  await page.goto(PAGE);
  const block = page.locator('.theme-code-block').first();
  await expect(block).toHaveCSS('background-color', 'rgb(246, 248, 250)');
  await expect(block.locator('.token.string').first()).toHaveCSS('color', 'rgb(10, 48, 105)');
  await expect(block.locator('.token-line').first()).toHaveCSS('color', 'rgb(36, 41, 47)');
  await expect(block.locator('.token.punctuation, .token.operator')).toHaveCount(0);
});
