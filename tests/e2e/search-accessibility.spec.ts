// Automated accessibility checks (axe) of the search dialog with results and of the results page.
import {test, expect} from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import {BASE_PATH} from '../support/routes';
import {searchFor} from '../support/search';

test('the open search dialog with results has no axe violations', async ({page}) => {
  await page.goto(`${BASE_PATH}introduction/`);
  await searchFor(page, 'links');
  const {violations} = await new AxeBuilder({page}).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the results page has no axe violations', async ({page}) => {
  await page.goto(`${BASE_PATH}search/?q=links`);
  await expect(page.getByRole('list', {name: 'Search results'}).getByRole('listitem').first()).toBeVisible();
  const {violations} = await new AxeBuilder({page}).include('main').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
