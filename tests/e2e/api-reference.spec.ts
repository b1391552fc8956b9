// The API reference generated from the API model: the overview's table of every operation, the
// sidebar's six groups as links, the features shown on one operation's page (request
// samples, the copy button, nested and recursive fields, parameters, the link to the callback),
// models and the callback page, and all of it readable without JavaScript. That every operation
// page reads at a glance (method and path above the fold, sample boxes within the window, the
// response box in view at Responses, error codes linked to their rows, at 1366 px and on a phone)
// is checked on every operation page by the page sweep (tests/e2e/page-sweep.nginx.spec.ts, with
// tests/support/operationPage.ts). The tests with JavaScript only read and click within a page,
// so one page per worker goes from page to page (tests/support/sharedPage.ts).
import {parse as parseYaml} from 'yaml';
import {test, expect, type BrowserContext, type Page} from '../support/test';
import {test as sharedPageTest} from '../support/sharedPage';
import {BASE_PATH} from '../support/routes';
import {apiModelSummary, apiRoute} from '../support/apiModel';
import {LAPTOP_WINDOW, referenceSidebar} from '../support/operationPage';
import {hydrated} from '../support/page-checks';

const model = apiModelSummary();
const API = `${BASE_PATH}api/`;

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

/** A field of the reference (its name in the field's head, not a mention in another field's text). */
const field = (page: Page, name: string) => page.locator(`xpath=//li[div/code[normalize-space()="${name}"]]`).first();

sharedPageTest('the overview introduces the API, offers the downloads, lists every operation by group, and its sidebar has the six groups', async ({page, request}) => {
  const problems = watch(page);
  await page.setViewportSize(LAPTOP_WINDOW);
  await page.goto(API);

  await test.step('the overview introduces the API, offers the downloads and lists every operation by group', async () => {
    await expect(page.locator('h1').first()).toHaveText('Data API');
    await expect(page.getByRole('link', {name: /Download the OpenAPI description/})).toHaveAttribute('href', `${BASE_PATH}openapi.yaml`);
    // Row by row, in the model's order: each row's method, and its one link, to the operation's page.
    const rows = page.locator('article table tbody tr');
    await expect(rows).toHaveCount(model.operations.length);
    await expect(rows.locator('[data-method]')).toHaveText(model.operations.map((operation) => operation.method.toUpperCase()));
    const links = rows.getByRole('link');
    await expect(links).toHaveText(model.operations.map((operation) => operation.summary));
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(model.operations.map((operation) => apiRoute(operation.permalink)));
    expect(problems).toEqual([]);
  });

  await test.step('the downloadable description is the description itself, with all 22 operations', async () => {
    const response = await request.get(`${BASE_PATH}openapi.yaml`);
    expect(response.status()).toBe(200);
    const doc = parseYaml(await response.text());
    const count = Object.values(doc.paths as Record<string, object>).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(doc.openapi).toMatch(/^3\./);
    expect(count).toBe(model.operations.length);
  });

  // Each operation page shows its own group open, with method badges (the page sweep's at-a-glance
  // checks, tests/support/operationPage.ts).
  await test.step('the sidebar has the six groups of the description in order, each opening in place with its pages, loaded when it opens', async () => {
    const groups = page.locator('nav.menu > ul > li.sidebar-group-lazy');
    const labels = groups.locator(':scope > .menu__list-item-collapsible > .menu__link');
    expect((await labels.allTextContents()).map((label) => label.trim())).toEqual(model.tagGroups);
    const {groups: expected} = referenceSidebar();
    await hydrated(page);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/sidebar-')) loads.push(new URL(request.url()).pathname);
    });
    await labels.nth(1).click();
    const pages = groups.nth(1).locator(':scope > ul a.menu__link');
    await expect(pages).toHaveCount(expected[1].pages.length);
    expect(await pages.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual(expected[1].pages);
    expect(loads).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

type Feature = {title: string; check: (page: Page, context: BrowserContext) => Promise<void>};

/** Features of the reference shown on one operation's page, by operationId: each checked on one load of that page. */
const FEATURES_ON_PAGE: Record<string, Feature[]> = {
  createDataset: [
    {
      title: 'request samples come in seven languages, each shown only when chosen (every panel is in the HTML, the others hidden), with the token from the environment',
      async check(page) {
        const box = page.locator('[data-api-box="request"]');
        const expected: Record<string, RegExp> = {
          curl: /"Authorization: Bearer \$API_TOKEN"/,
          Python: /os\.environ\['API_TOKEN'\]/,
          JavaScript: /process\.env\.API_TOKEN/,
          'C#': /Environment\.GetEnvironmentVariable\("API_TOKEN"\)/,
          Java: /System\.getenv\("API_TOKEN"\)/,
          PowerShell: /\$env:API_TOKEN/,
          Go: /os\.Getenv\("API_TOKEN"\)/,
        };
        for (const [language, token] of Object.entries(expected)) {
          await box.getByRole('tab', {name: language, exact: true}).click();
          await expect(box.locator('[role="tabpanel"]:visible')).toHaveCount(1);
          const code = box.locator('[role="tabpanel"]:visible pre');
          await expect(code).toContainText(token);
          await expect(code).toContainText('api.example.com/api/v1/ACME_CORP/datasets/create');
          await expect(code).toContainText(/application\/json; charset=UTF-8|CharSet = "UTF-8"/);
        }
      },
    },
    {
      title: 'an object inside a field is closed until opened',
      async check(page) {
        const properties = field(page, 'properties');
        const nested = properties.locator('details').first();
        await expect(nested).not.toHaveAttribute('open', '');
        await expect(nested.locator('code', {hasText: /^isRequired$/}).first()).toBeHidden();
        await nested.locator('> summary').click();
        await expect(nested.locator('code', {hasText: /^isRequired$/}).first()).toBeVisible();
      },
    },
  ],
  getDraft: [
    {
      title: 'the endpoint path is copied by its button',
      async check(page, context) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.locator('[data-api-endpoint]').getByRole('button', {name: 'Copy path'}).click();
        await expect(page.locator('[data-api-endpoint]').getByRole('button', {name: 'Copied'})).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/api/v1/{tenantId}/drafts/{draftId}');
      },
    },
  ],
  getDataset: [
    {
      // A slow device paints a page it is still parsing, when the details may be one heading long;
      // the samples beside them must not stretch the introduction's row, or the details jump up.
      title: 'beside the samples, the details start right under the introduction however short they are',
      async check(page) {
        await page.setViewportSize({width: 1366, height: 900});
        // Where the details start, from the top of the introduction (a grid item stretches to its row).
        const detailsOffset = () =>
          page.evaluate(() => {
            const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
            return top('[class^="details_"]') - top('[class^="intro_"]');
          });
        const offset = await detailsOffset();
        const removed = await page.evaluate(() => {
          const details = document.querySelector('[class^="details_"]')!;
          const rest = Array.from(details.children).slice(1);
          rest.forEach((child) => child.remove());
          (window as Window & {removedDetails?: Element[]}).removedDetails = rest;
          return rest.length;
        });
        expect(removed).toBeGreaterThan(0);
        // The samples now reach far below what is left of the details.
        expect(
          await page.evaluate(
            () =>
              document.querySelector('[class^="aside_"]')!.getBoundingClientRect().bottom -
              document.querySelector('[class^="details_"]')!.lastElementChild!.getBoundingClientRect().bottom,
          ),
        ).toBeGreaterThan(100);
        expect(await detailsOffset()).toBe(offset);
        await page.evaluate(() => document.querySelector('[class^="details_"]')!.append(...(window as Window & {removedDetails?: Element[]}).removedDetails!));
      },
    },
  ],
  queryItems: [
    {
      // The model's side is checked on the model's page, below.
      title: 'a recursive type links to its model instead of repeating',
      async check(page) {
        const body = page.locator('#request-body ~ ul').first();
        await expect(body.getByRole('link', {name: 'Filter', exact: true}).first()).toHaveAttribute('href', `${API}models/filter/`);
        await expect(page.locator('article')).not.toContainText('circular');
      },
    },
  ],
  importItems: [
    {
      title: 'parameters show their type, default and allowed values, one required convention for request and response',
      async check(page) {
        const parameter = field(page, 'onItemAccessDenied');
        await expect(parameter).toContainText('skipAction');
        await expect(parameter).toContainText('failTransaction');
        await expect(parameter).toContainText('Default:');
        await expect(page.locator('article')).not.toContainText(/OPTIONAL|REQUIRED/);
      },
    },
  ],
  exportDatasetAsync: [
    {
      // The callback's page lists the operations that send it, below.
      title: 'the callback is linked to its page',
      async check(page) {
        await expect(page.locator('#callbacks ~ p a', {hasText: /reference/})).toHaveAttribute('href', apiRoute(model.callbacks[0].permalink));
      },
    },
  ],
};

// One page per worker goes from operation to operation (tests/support/sharedPage.ts).
for (const [operationId, features] of Object.entries(FEATURES_ON_PAGE)) {
  const operation = model.operations.find((candidate) => candidate.operationId === operationId);
  sharedPageTest(`${operationId}: ${features.map((feature) => feature.title).join('; ')}`, async ({page, context}) => {
    expect(operation, `${operationId} is an operation of the model`).toBeDefined();
    await page.goto(apiRoute(operation!.permalink));
    await expect(page.locator('h1').first()).toHaveText(operation!.summary);
    for (const feature of features) {
      await test.step(feature.title, async () => {
        // Back to the scroll position the page is loaded with.
        await page.evaluate(() => window.scrollTo(0, 0));
        await feature.check(page, context);
      });
    }
  });
}

sharedPageTest('a recursive type’s model lists its own type instead of repeating its fields', async ({page}) => {
  await page.goto(`${API}models/filter/`);
  const and = field(page, '$and');
  await expect(and).toContainText('array of Filter');
  await expect(and.locator('details')).toHaveCount(0);
});

sharedPageTest('the callback has a page, listing every operation that sends it', async ({page}) => {
  const callback = model.callbacks[0];
  await page.goto(apiRoute(callback.permalink));
  await expect(page.locator('h1').first()).toHaveText(callback.summary);
  await expect(page.locator('article')).toContainText('{$request.body#/callback/urlTemplate}');
  const senders = await page.locator('#sent-by + ul a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(senders.sort()).toEqual(model.operations.filter((operation) => operation.isAsync).map((operation) => apiRoute(operation.permalink)).sort());
});

sharedPageTest('a model page shows its fields, where it is used and its example', async ({page}) => {
  await page.goto(`${API}models/job-ticket/`);
  await expect(page.locator('h1').first()).toHaveText('JobTicket');
  for (const field of ['jobStatus', '_links', '_createdAt']) await expect(page.locator('article code', {hasText: new RegExp(`^${field}$`)}).first()).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Used by'})).toBeVisible();
  await expect(page.locator('pre').last()).toContainText('"jobStatus"');
});

sharedPageTest('every error code on the error list has a row of its own, and the list filters by status', async ({page}) => {
  await page.goto(`${BASE_PATH}errors/list/`);
  for (const {code, name} of model.errorCodes) await expect(page.locator(`tr[id="${code}"]`), code).toContainText(name);
  await page.getByRole('button', {name: '403', exact: true}).click();
  const visible = await page.locator('tr[data-status]:visible').evaluateAll((rows) => rows.map((row) => row.id));
  expect(visible).toEqual(model.errorCodes.filter((entry) => entry.status === 403).map((entry) => entry.code));
  await page.getByRole('button', {name: 'All', exact: true}).click();
  await expect(page.locator('tr[data-status]:visible')).toHaveCount(model.errorCodes.length);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an operation page shows its endpoint, samples, parameters, body fields and errors', async ({page}) => {
    await page.goto(`${API}export-dataset-async/`);
    await expect(page.locator('[data-api-endpoint] code')).toHaveText('/api/v1/{tenantId}/datasets/{datasetId}/export/{exportFormat}');
    // Every language's panel is in the HTML; the first (curl) is the one not hidden.
    await expect(page.locator('[data-api-box="request"] pre:visible')).toContainText('curl');
    await expect(page.locator('#parameters')).toBeVisible();
    await expect(page.locator('article code', {hasText: /^exportFormat$/}).first()).toBeVisible();
    await expect(page.locator('article code', {hasText: /^executeOnDemand$/}).first()).toBeVisible();
    const nested = page.locator('#request-body ~ ul details').first();
    await nested.locator('> summary').click();
    await expect(nested).toHaveAttribute('open', '');
    await expect(page.locator('#errors ~ div a[href*="/errors/list/#"]').first()).toBeVisible();
  });

  test('a model page shows its fields', async ({page}) => {
    await page.goto(`${API}models/error/`);
    for (const field of ['code', 'name', 'message', 'pathParameter', 'queryParameter', 'jsonBody', 'resourcePath']) {
      await expect(page.locator('article code', {hasText: new RegExp(`^${field}$`)}).first()).toBeVisible();
    }
  });
});
