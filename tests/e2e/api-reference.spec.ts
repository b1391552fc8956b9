// The API reference: index, one operation per tag, schema pages, the download, no outside
// requests and no console errors.
import {test, expect, type Page} from '../support/test';
import {parse as parseYaml} from 'yaml';
import {BASE_PATH} from '../support/routes';

const API = `${BASE_PATH}api/`;
const OPERATION_PER_TAG = [
  {tag: 'Datasets', path: 'create-dataset/', title: 'Create dataset', method: 'POST'},
  {tag: 'Links', path: 'import-links-sync/', title: 'Import links (sync)', method: 'PUT'},
  {tag: 'Drafts', path: 'get-draft/', title: 'Get draft', method: 'GET'},
  {tag: 'Files', path: 'generate-a-secure-temporary-file/', title: 'Generate a secure temporary file', method: 'POST'},
];

/** Records console errors, page errors and any request that leaves the site's origin. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') problems.push(`outside request: ${request.url()}`);
  });
  return problems;
}

test('the reference index introduces the API and offers the OpenAPI download', async ({page}) => {
  const problems = watch(page);
  await page.goto(API);
  await expect(page.locator('h1').first()).toHaveText('Data API');
  for (const tag of ['Datasets', 'Links', 'Drafts', 'Files', 'Models', 'Error Models']) {
    await expect(page.locator('.menu').getByText(tag, {exact: true}).first()).toBeVisible();
  }
  const download = page.getByRole('link', {name: /Download the OpenAPI description/});
  await expect(download).toHaveAttribute('href', `${BASE_PATH}openapi.yaml`);
  expect(problems).toEqual([]);
});

test('the downloadable description is valid YAML with all 22 operations', async ({request}) => {
  const response = await request.get(`${BASE_PATH}openapi.yaml`);
  expect(response.status()).toBe(200);
  const doc = parseYaml(await response.text());
  const count = Object.values(doc.paths as Record<string, object>).reduce((sum, item) => sum + Object.keys(item).length, 0);
  expect(doc.openapi).toMatch(/^3\./);
  expect(count).toBe(22);
});

for (const {tag, path, title, method} of OPERATION_PER_TAG) {
  test(`a ${tag} operation page shows parameters and samples in three languages`, async ({page}) => {
    const problems = watch(page);
    await page.goto(API + path);
    await expect(page.locator('h1').first()).toHaveText(title);
    await expect(page.getByText('tenantId', {exact: true}).first()).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Request samples'})).toBeVisible();
    await expect(page.getByText(method, {exact: true}).first()).toBeVisible();
    for (const language of ['curl', 'Python', 'JavaScript']) {
      await page.getByRole('tab', {name: language, exact: true}).click();
      await expect(page.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText('api.example.com/api/v1/ACME_CORP/');
    }
    await expect(page.getByRole('heading', {name: 'Response samples'})).toBeVisible();
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });
}

test('parameter tables show defaults and allowed values', async ({page}) => {
  await page.goto(`${API}import-items-sync/`);
  const row = page.locator('tr').filter({has: page.locator('code', {hasText: /^onItemAccessDenied$/})}).last();
  await expect(row).toContainText('skipAction');
  await expect(row).toContainText('failTransaction');
  await expect(row).toContainText('Default:');
});

test('a Models page shows the schema fields, required flags and an example', async ({page}) => {
  const problems = watch(page);
  await page.goto(`${API}models/job-ticket/`);
  await expect(page.locator('h1').first()).toHaveText('JobTicket');
  await expect(page.getByText('jobStatus', {exact: true}).first()).toBeVisible();
  await expect(page.getByText('_links', {exact: true}).first()).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Example'})).toBeVisible();
  await expect(page.locator('pre').last()).toContainText('"jobStatus"');
  expect(problems).toEqual([]);
});

test('an Error Models page lists the error fields', async ({page}) => {
  await page.goto(`${API}models/error/`);
  await expect(page.locator('h1').first()).toHaveText('Error');
  for (const field of ['code', 'name', 'message', 'pathParameter', 'queryParameter', 'jsonBody', 'resourcePath']) {
    await expect(page.getByText(field, {exact: true}).first()).toBeVisible();
  }
});

test('an enum model lists its allowed values', async ({page}) => {
  await page.goto(`${API}models/fold-scheme/`);
  await expect(page.locator('article')).toContainText('distinct');
  await expect(page.locator('article')).toContainText('lossless');
  await expect(page.locator('article')).toContainText('ordered');
});

test('no API page loads code from another origin or logs an error while navigating', async ({page}) => {
  const problems = watch(page);
  await page.goto(API);
  for (const {tag, title} of OPERATION_PER_TAG) {
    const link = page.locator('.menu').getByRole('link', {name: title, exact: true});
    if (!(await link.isVisible())) await page.locator('.menu').getByText(tag, {exact: true}).click();
    await link.click();
    await expect(page.locator('h1').first()).toHaveText(title);
  }
  expect(problems).toEqual([]);
});
