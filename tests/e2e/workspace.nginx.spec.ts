// "Your workspace" under the production hosting's Content-Security-Policy (deploy/nginx/): the
// panel's chunk loads, and the Postman environment is made and saved in the browser (a Blob),
// with no policy violation (tests/support/test.ts fails the test on one).
import {readFile} from 'node:fs/promises';
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

test('the panel opens and the Postman environment downloads with the reader values under the CSP', async ({page}) => {
  await page.goto(`${BASE_PATH}api/`);
  await hydrated(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Workspace/}).click();
  const dialog = page.getByRole('dialog', {name: 'Your workspace'});
  await dialog.getByLabel('API base URL').fill('https://api.eu-west.example.org/');
  await dialog.getByLabel('Tenant id').fill('UNDER_CSP');
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', {name: 'Postman environment'}).click()]);
  const environment = JSON.parse(await readFile((await download.path())!, 'utf8')) as {name: string; values: {key: string; value: string}[]};
  expect(environment.name).toMatch(/\(your workspace\)$/);
  expect(Object.fromEntries(environment.values.map((variable) => [variable.key, variable.value]))).toEqual({baseUrl: 'https://api.eu-west.example.org', tenantId: 'UNDER_CSP', token: ''});
});
