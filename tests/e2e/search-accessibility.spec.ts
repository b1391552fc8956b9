// Automated accessibility checks (axe) of the search dialog with results: every rule on every
// element, but the colour rules, which check one element of each distinct look of text and links
// (tests/support/page-checks.ts). The results page with results is checked by the page sweep
// (tests/e2e/page-sweep.nginx.spec.ts, search/?q=dataset), every rule in both colour modes and on a
// phone.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {searchFor} from '../support/search';
import {accessibilityViolations} from '../support/page-checks';

test('the open search dialog with results has no axe violations', async ({page}) => {
  await page.goto(`${BASE_PATH}introduction/`);
  await searchFor(page, 'links');
  expect(await accessibilityViolations(page, {include: '[role="dialog"]', colourLooks: new Set()})).toEqual([]);
});
