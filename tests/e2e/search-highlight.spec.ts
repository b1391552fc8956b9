// `_highlight` query parameters mark words on the target page; they are user input, so they are
// only ever searched for as text.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {searchFor} from '../support/search';

test('choosing a search result highlights the matched words on the target page', async ({page}) => {
  await page.goto(`${BASE_PATH}introduction/`);
  await searchFor(page, 'fractions');
  // The first result is the one Enter opens: the reader sees it marked before pressing Enter.
  await expect(page.getByRole('dialog').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.getAll('_highlight').includes('fractions'));
  await expect(page.locator('article mark').filter({hasText: /^fractions$/i}).first()).toBeVisible();
});

test('markup in a _highlight term is treated as text and never runs', async ({page}) => {
  const attack = '<img src=x onerror="window.highlightInjected=1">';
  const textOnPage = 'allocation';
  await page.goto(
    `${BASE_PATH}items/links/?_highlight=${encodeURIComponent(attack)}&_highlight=${encodeURIComponent(`<b>${textOnPage}</b>`)}&_highlight=${textOnPage}`,
  );
  await expect(page.locator('article mark').first()).toBeVisible();
  // An <img src=x> created from the term, even detached, would have requested x and run onerror by now.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {highlightInjected?: number}).highlightInjected)).toBeUndefined();
  await expect(page.locator('article img[src="x"]')).toHaveCount(0);
  await expect(page.locator('article b').filter({hasText: textOnPage})).toHaveCount(0);
});
