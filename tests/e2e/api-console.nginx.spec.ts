// The "Try it" console on the production build behind nginx (CSP on): loaded only when opened, the
// example server's answers and documented errors, an asynchronous job played to its end, and the
// reader's tenant reached through a fake API server started here (the browser's requests to the
// API are handed to it, so it sees exactly what was sent). Each operation page is loaded once: its
// checks are steps of one test, and between them the console is closed and opened again, which
// starts its form afresh as a new page would (only a reload that is itself checked loads again).
// That every operation's example request gets its documented success answer is checked on every
// operation page by the page sweep (tests/e2e/page-sweep.nginx.spec.ts), which loads them all.
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect, type Page, type Route} from '../support/test';
import {apiModelSummary, apiRoute} from '../support/apiModel';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {accessibilityViolations, COLOUR_RULES, hydrated, switchColourMode, type ColourLooks} from '../support/page-checks';

/** Issue 19: "the console's code is fetched on first use (≤ 40 KB gzip)". */
const CONSOLE_CHUNK_LIMIT_BYTES = 40 * 1024;
const TOKEN = 'console-test-token-7f3a';
/** An origin the fake API allows instead of the docs' own: the browser must refuse its answers. */
const OTHER_ORIGIN = 'https://elsewhere.example';

const summary = apiModelSummary();
const pageOf = (operationId: string) => apiRoute(summary.operations.find((operation) => operation.operationId === operationId)!.permalink);

type Received = {method: string; url: string; headers: IncomingHttpHeaders; body: string; host: string};

/** A fake API: records every request; answers by tenant (`HTML_PAGE` gets HTML, a wrong token 401). */
type FakeApi = {origin: string; received: Received[]; close: () => Promise<void>};

async function startFakeApi(): Promise<FakeApi> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const host = String(request.headers['x-original-host'] ?? '');
      received.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), host});
      // The description's server allows another site only: a CORS refusal for this one.
      const cors = host === 'api.example.com' ? {'Access-Control-Allow-Origin': OTHER_ORIGIN} : {};
      const ticketUrl = `http://${host}/api/v1/ACME_CORP/jobs/J1/ticket.json`;
      if (request.url?.endsWith('/jobs/J1/ticket.json')) {
        // A presigned link: no token. Running at the first read, completed from the second on.
        const reads = received.filter((entry) => entry.url === request.url).length;
        const links = {self: {url: ticketUrl}, ...(reads > 1 ? {result: {url: `http://${host}/api/v1/ACME_CORP/jobs/J1/result.json`}} : {})};
        response.writeHead(200, {'Content-Type': 'application/json; charset=UTF-8', ...cors});
        response.end(JSON.stringify({_links: links, jobStatus: reads > 1 ? 'completed' : 'running'}));
        return;
      }
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        response.writeHead(401, {'Content-Type': 'application/json', ...cors});
        response.end(JSON.stringify({errors: [{code: '40102', name: 'ApiTokenInvalid', message: 'The token is not valid.'}]}));
      } else if (request.method === 'POST' && request.url?.endsWith('/updateOnDemand')) {
        const onStorage = request.url.includes('/STORAGE_TENANT/');
        response.writeHead(202, {'Content-Type': 'application/json; charset=UTF-8', ...cors});
        response.end(JSON.stringify({_links: {self: {url: onStorage ? 'https://storage.example.com/acme/jobs/J1/ticket.json' : ticketUrl}}, jobStatus: 'created'}));
      } else if (request.url?.includes('/LARGE_TENANT/')) {
        response.writeHead(200, {'Content-Type': 'application/json', ...cors});
        response.end(JSON.stringify(Array.from({length: 3000}, (_, index) => ({_id: `item-${index}`, name: 'A dataset with a long enough name'}))));
      } else if (request.url?.includes('/HTML_PAGE/')) {
        response.writeHead(200, {'Content-Type': 'text/html', ...cors});
        response.end('<!doctype html><title>Sign in</title>');
      } else {
        response.writeHead(200, {'Content-Type': 'application/json; charset=UTF-8', 'X-Amzn-Trace-Id': 'Root=1-fake', ...cors});
        response.end(JSON.stringify([{_id: '6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34', name: 'People'}]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/** Hands the browser's API requests (to this site or the description's server) to the fake API. */
async function routeApiTo(page: Page, origin: string): Promise<void> {
  await page.route('**/api/v1/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({url: `${origin}${url.pathname}${url.search}`, headers: {...route.request().headers(), 'x-original-host': url.host}});
    await route.fulfill({response});
  });
}

const consolePanel = (page: Page) => page.locator('section[id^="api-console-"]');

async function openConsole(page: Page, operationId: string) {
  await page.goto(pageOf(operationId));
  // The button works once the page has hydrated, which can come after the load event.
  await hydrated(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  const panel = consolePanel(page);
  await expect(panel.getByRole('button', {name: 'Send request'})).toBeVisible();
  return panel;
}

/** Closes the console and opens it again: a fresh form (example server, the description's values), and any job it followed stopped. */
async function reopenConsole(page: Page) {
  await page.getByRole('button', {name: 'Close the console'}).click();
  await expect(consolePanel(page)).toHaveCount(0);
  await page.getByRole('button', {name: 'Try it'}).click();
  const panel = consolePanel(page);
  await expect(panel.getByRole('button', {name: 'Send request'})).toBeVisible();
  return panel;
}

/** Fake APIs started by the running test, closed after it. */
const fakeApis: FakeApi[] = [];
test.afterEach(async () => {
  await Promise.all(fakeApis.splice(0).map((fake) => fake.close()));
});

/** Starts a fake API and hands the page's API requests to it from now on. */
async function reachTenantThroughFakeApi(page: Page): Promise<FakeApi> {
  const fake = await startFakeApi();
  fakeApis.push(fake);
  await routeApiTo(page, fake.origin);
  return fake;
}

test('listDatasets: the console loads on first use, answers from the example server, and sends to the reader’s tenant, failures explained', async ({page, context, browserLog}) => {
  await page.goto(pageOf('listDatasets'));
  let panel = consolePanel(page);

  await test.step('the console is fetched only when opened, and its code is at most 40 KB gzip', async () => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await expect(page.getByRole('button', {name: 'Try it'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = new Set(scripts);
    await page.getByRole('button', {name: 'Try it'}).click();
    await expect(page.getByRole('button', {name: 'Send request'})).toBeVisible();
    const loaded = scripts.filter((script) => !before.has(script));
    expect(loaded.length).toBeGreaterThan(0);
    const gzipBytes = loaded.reduce((sum, script) => sum + gzipSync(readFileSync(path.join(BUILD_DIR, script.slice(BASE_PATH.length)))).length, 0);
    test.info().annotations.push({type: 'console chunk', description: `${loaded.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`});
    expect(gzipBytes).toBeLessThanOrEqual(CONSOLE_CHUNK_LIMIT_BYTES);
  });

  // The console the step before opened, its form as first shown.
  await test.step('a bad tenantId is flagged as typed, then answered with 400601 at {tenantId}', async () => {
    const tenant = panel.getByLabel('tenantId', {exact: true});
    await tenant.fill('acme_corp');
    await expect(tenant).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('tenantId must match the pattern ^[A-Z][A-Z0-9_]{0,29}$')).toBeVisible();
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-answer]')).toHaveAttribute('data-console-answer', '400');
    const body = panel.locator('[data-console-body]');
    await expect(body).toContainText('"code": "400601"');
    await expect(body).toContainText('"name": "PathParameterMustMatchPattern"');
    await expect(body).toContainText('"pathParameter": "{tenantId}"');
  });

  const fake = await reachTenantThroughFakeApi(page);

  await test.step('"remember in this tab" keeps the token in sessionStorage only, across a reload', async () => {
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel(/Remember in this tab/).check();
    // The tab also caches the docs versions manifest in sessionStorage; only the token matters here.
    expect(await page.evaluate(() => ({session: Object.values(sessionStorage), local: Object.values(localStorage)}))).toEqual({session: expect.arrayContaining([TOKEN]), local: expect.not.arrayContaining([TOKEN])});
    panel = await openConsole(page, 'listDatasets');
    await panel.getByLabel('Your tenant').check();
    await expect(panel.getByLabel('API token')).toHaveValue(TOKEN);
    await panel.getByLabel(/Remember in this tab/).uncheck();
    expect(await page.evaluate(() => Object.values(sessionStorage))).not.toContain(TOKEN);
  });

  await test.step('a CORS refusal says the base URL must allow this site', async () => {
    const stopExpecting = browserLog.expectErrors(/CORS policy|Failed to load resource|net::ERR_FAILED/);
    fake.received.length = 0;
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('Base URL').selectOption('https://api.example.com');
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByRole('button', {name: 'Send request'}).click();
    const failure = panel.locator('[data-console-failure="cors"]');
    await expect(failure).toContainText(`must allow ${new URL(page.url()).origin}`);
    expect(fake.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    stopExpecting();
  });

  await test.step('401, and an answer that is not JSON, are explained', async () => {
    const stopExpecting = browserLog.expectErrors(/status of 401/);
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill('wrong-token');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-failure="auth"]')).toContainText('40102 ApiTokenInvalid: the API did not accept the token');
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel('tenantId', {exact: true}).fill('HTML_PAGE');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-failure="not-json"]')).toContainText('not JSON (Content-Type: text/html)');
    stopExpecting();
  });

  await test.step('a large body is cut in the view and can be downloaded whole', async () => {
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel('tenantId', {exact: true}).fill('LARGE_TENANT');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.getByText(/The body is cut here for the view/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', {name: 'Download the whole body'}).click()]);
    expect(download.suggestedFilename()).toBe('answer.txt');
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toHaveLength(3000);
  });

  await test.step('with no network, the console says the browser is offline', async () => {
    const stopExpecting = browserLog.expectErrors(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
    fake.received.length = 0;
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    // Routed requests are answered by the test itself: unrouted, they meet the offline network.
    await page.unroute('**/api/v1/**');
    await context.setOffline(true);
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-failure="offline"]')).toContainText('The browser is offline');
    expect(fake.received).toHaveLength(0);
    await context.setOffline(false);
    stopExpecting();
  });

  await test.step('a request with no answer times out after 30 s, and Cancel stops waiting', async () => {
    const stopExpecting = browserLog.expectErrors(/Failed to load resource|net::ERR_/);
    const held: Route[] = [];
    // Held, not answered: neither the fake API nor the network sees these requests.
    await page.unroute('**/api/v1/**');
    await page.route('**/api/v1/**', (route) => void held.push(route));
    // The console opened after the clock is installed runs its timers on it.
    await page.clock.install();
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.getByText('Waiting for the answer…')).toBeVisible();
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(30_000);
    await expect(panel.locator('[data-console-failure="timeout"]')).toContainText('No answer within 30 s');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await panel.getByRole('button', {name: 'Cancel'}).click();
    await expect(panel.locator('[data-console-failure="cancelled"]')).toBeVisible();
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    stopExpecting();
  });
});

test('importItems: a check with axe in both targets and colour modes, and errors at their JSON pointers', async ({page}) => {
  let panel = await openConsole(page, 'importItems');

  // The colour rules check one element of each look (tests/support/page-checks.ts), each look once
  // in the test: the second target and dark mode add looks of their own.
  await test.step('axe finds nothing with the console open, in both targets and both colour modes', async () => {
    const colourLooks: ColourLooks = new Set();
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-answer]')).toBeVisible();
    expect(await accessibilityViolations(page, {colourLooks})).toEqual([]);
    await panel.getByLabel('Your tenant').check();
    await expect(panel.getByLabel('API token')).toBeVisible();
    expect(await accessibilityViolations(page, {colourLooks})).toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks})).toEqual([]);
    await switchColourMode(page, 'light');
  });

  await test.step('two matching strategies in one request are answered with 400605 and the queryParameter', async () => {
    panel = await reopenConsole(page);
    await panel.getByLabel('autoId', {exact: true}).selectOption('true');
    await panel.getByLabel('idKey', {exact: true}).fill('employee_id');
    await panel.getByRole('button', {name: 'Send request'}).click();
    const body = panel.locator('[data-console-body]');
    await expect(body).toContainText('"code": "400605"');
    await expect(body).toContainText('"name": "QueryParametersConflict"');
    await expect(body).toContainText('"queryParameter": "idKey"');
    await panel.getByLabel('autoId', {exact: true}).selectOption('');
    await panel.getByLabel('idKey', {exact: true}).fill('');
  });

  await test.step('a wrong enum value and a broken body are answered with 400701 at their JSON pointers', async () => {
    panel = await reopenConsole(page);
    const editor = panel.getByLabel(/^Body \(JSON/);
    await editor.fill('[{"_action": "upsert", "employee_id": "E1001"}]');
    await expect(panel.locator('[data-json-pointer="/0/_action"]')).toContainText('must be one of: "create"');
    await panel.getByRole('button', {name: 'Send request'}).click();
    const body = panel.locator('[data-console-body]');
    await expect(body).toContainText('"code": "400701"');
    await expect(body).toContainText('"jsonBody": "/0/_action"');
    await editor.fill('[{"_action": "create",}]');
    await expect(panel.getByRole('list', {name: 'Problems in the body'})).toContainText('The body is not JSON');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(body).toContainText('"jsonBody": ""');
  });
});

test('getDataset: the console from the keyboard alone, and the console starting from the reader’s workspace', async ({page}) => {
  let panel = await openConsole(page, 'getDataset');

  await test.step('the console opens, switches target and sends with the keyboard alone', async () => {
    await page.getByRole('button', {name: 'Close the console'}).click();
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', {name: 'Try it'}).focus();
    await page.keyboard.press('Enter');
    const example = panel.getByLabel('Example server');
    await expect(example).toBeVisible();
    await example.focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByLabel('Your tenant')).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(example).toBeChecked();
    const send = panel.getByRole('button', {name: 'Send request'});
    for (let presses = 0; presses < 20 && !(await send.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.locator('[data-console-answer]')).toHaveAttribute('data-console-answer', '200');
  });

  // The console is one of the places the reader's workspace reaches: its fields start from the
  // workspace's tenant and ids, and "Your tenant" leads to the workspace panel.
  await test.step('the console starts from the reader workspace and opens its panel', async () => {
    const tenant = 'GLOBEX_HR';
    const people = '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0';
    // The console reads the stored workspace each time it opens.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['api-docs-workspace', JSON.stringify({tenantId: tenant, peopleDatasetId: people})]);
    panel = await reopenConsole(page);
    await expect(panel.getByLabel('tenantId', {exact: true})).toHaveValue(tenant);
    await expect(panel.getByLabel('datasetId', {exact: true})).toHaveValue(people);
    await panel.getByLabel('Your tenant').check();
    await panel.getByRole('button', {name: 'Set your workspace'}).click();
    const dialog = page.getByRole('dialog', {name: 'Your workspace'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Tenant id')).toHaveValue(tenant);
  });
});

test('exportDatasetSync: the parameters and the bearer token sent to the reader’s tenant', async ({page}) => {
  const panel = await openConsole(page, 'exportDatasetSync');

  await test.step('sends the parameters and the bearer token to this origin, and keeps the token out of storage', async () => {
    const fake = await reachTenantThroughFakeApi(page);
    await panel.getByLabel('Your tenant').check();
    await expect(panel.getByLabel('Base URL')).toHaveValue(new URL(page.url()).origin);
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel('lineEndings').selectOption('windows');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-answer]')).toHaveAttribute('data-console-answer', '200');
    await expect(panel.locator('[data-console-body]')).toContainText('"name": "People"');
    const [request] = fake.received;
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.url).toBe('/api/v1/ACME_CORP/datasets/6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34/export/jsonRows?lineEndings=windows');
    const storage = await page.evaluate(() => JSON.stringify({local: {...localStorage}, session: {...sessionStorage}}));
    expect(storage).not.toContain(TOKEN);
    expect(page.url()).not.toContain(TOKEN);
    // What is copied is what was sent, with the token replaced.
    const copied = panel.locator('[data-console-copy]');
    await expect(copied).toContainText('Authorization: Bearer $API_TOKEN');
    await expect(copied).not.toContainText(TOKEN);
  });
});

// Jobs are followed with setTimeout: the clock is installed before the page loads, so the steps
// below move its time on exactly.

test('exportDatasetAsync: its job played to completed with the result link', async ({page}) => {
  await page.clock.install();
  const panel = await openConsole(page, 'exportDatasetAsync');

  await test.step('an asynchronous export plays its job to completed and shows the result link', async () => {
    await panel.getByRole('button', {name: 'Send request'}).click();
    const job = panel.getByRole('region', {name: 'Job', exact: true});
    await expect(job).toHaveAttribute('data-console-job', 'created');
    await expect(job.getByRole('button', {name: 'Stop following'})).toBeVisible();
    await page.clock.runFor(2000);
    await expect(job).toHaveAttribute('data-console-job', 'running');
    await page.clock.runFor(2000);
    await expect(job).toHaveAttribute('data-console-job', 'completed');
    await expect(job.locator('[data-console-result]')).toContainText('https://storage.example.com/');
    await expect(job.getByRole('listitem')).toHaveText(['Created', 'Running', 'Completed']);
    await expect(job.getByText('The job completed.')).toBeVisible();
  });
});

test('applyDrafts: Stop following ends the polling', async ({page}) => {
  await page.clock.install();
  const panel = await openConsole(page, 'applyDrafts');

  await test.step('Stop following ends the polling', async () => {
    await panel.getByRole('button', {name: 'Send request'}).click();
    const job = panel.getByRole('region', {name: 'Job', exact: true});
    await job.getByRole('button', {name: 'Stop following'}).click();
    await expect(job.getByText('Stopped following the job.')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(job).toHaveAttribute('data-console-job', 'created');
  });
});

test('updateOnDemand: a job on the reader’s tenant followed to its result, and a ticket on storage the policy does not allow', async ({page}) => {
  await page.clock.install();
  let panel = await openConsole(page, 'updateOnDemand');

  const fake = await reachTenantThroughFakeApi(page);

  await test.step('a job on the tenant is followed through its self link to the result', async () => {
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByRole('button', {name: 'Send request'}).click();
    const job = panel.getByRole('region', {name: 'Job', exact: true});
    await expect(job).toHaveAttribute('data-console-job', 'created');
    await page.clock.runFor(2000);
    await expect(job).toHaveAttribute('data-console-job', 'running');
    await page.clock.runFor(2000);
    await expect(job).toHaveAttribute('data-console-job', 'completed');
    await expect(job.locator('[data-console-result] a')).toHaveAttribute('href', /\/jobs\/J1\/result\.json$/);
    const ticketReads = fake.received.filter((entry) => entry.url.endsWith('/ticket.json'));
    expect(ticketReads).toHaveLength(2);
    expect(ticketReads.every((entry) => entry.headers.authorization === undefined)).toBe(true);
  });

  await test.step('a ticket on storage the policy does not allow is explained, not fetched', async () => {
    fake.received.length = 0;
    panel = await reopenConsole(page);
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel('tenantId', {exact: true}).fill('STORAGE_TENANT');
    await panel.getByRole('button', {name: 'Send request'}).click();
    const job = panel.getByRole('region', {name: 'Job', exact: true});
    await expect(job).toHaveAttribute('data-console-job', 'created');
    await page.clock.runFor(2000);
    await expect(job.getByRole('alert')).toContainText('The ticket is kept at https://storage.example.com');
    await expect(job.locator('[data-console-ticket] a')).toHaveAttribute('target', '_blank');
  });
});

test('a callback page shows the request your endpoint receives for the template and status', async ({page}) => {
  await page.goto(apiRoute(summary.callbacks[0].permalink));
  await hydrated(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  const request = page.locator('[data-console-callback]');
  await expect(request).toContainText(/^GET https:\/\/\S+status=completed/);
  await page.getByLabel('jobStatus').selectOption('failed');
  await expect(request).toContainText('status=failed');
  await page.getByLabel('callback.urlTemplate').fill('https://hooks.acme.example/done/{{jobId}}');
  await expect(page.getByRole('list', {name: 'Problems in the template'})).toContainText('{{jobId}} is not a placeholder the platform fills in');
  expect(await accessibilityViolations(page, {colourLooks: new Set()})).toEqual([]);
});
