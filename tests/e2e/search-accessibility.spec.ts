// Automated accessibility checks (axe) of the search dialog with results and of the results page:
// every rule on every element, but the colour rules, which check one element of each distinct look of
// text and links (tests/support/page-checks.ts).
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {searchFor} from '../support/search';
import {accessibilityViolations} from '../support/page-checks';

test('the open search dialog with results has no axe violations', async ({page}) => {
  await page.goto(`${BASE_PATH}introduction/`);
  await searchFor(page, 'links');
  expect(await accessibilityViolations(page, {include: '[role="dialog"]', colourLooks: new Set()})).toEqual([]);
});

test('the results page has no axe violations', async ({page}) => {
  await page.goto(`${BASE_PATH}search/?q=links`);
  await expect(page.getByRole('list', {name: 'Search results'}).getByRole('listitem').first()).toBeVisible();
  expect(await accessibilityViolations(page, {include: 'main', colourLooks: new Set()})).toEqual([]);
});
