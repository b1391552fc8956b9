// The "Try it" console on the production build behind nginx (CSP on): loaded only when opened, the
// example server's answers and documented errors, an asynchronous job played to its end, and the
// reader's tenant reached through a fake API server started here (the browser's requests to the
// API are handed to it, so it sees exactly what was sent).
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect, type Page, type Route} from '../support/test';
import {apiModelSummary, apiRoute} from '../support/apiModel';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {accessibilityViolations, COLOUR_RULES, switchColourMode} from '../support/page-checks';

/** Issue 19: "the console's code is fetched on first use (≤ 40 KB gzip)". */
const CONSOLE_CHUNK_LIMIT_BYTES = 40 * 1024;
const TOKEN = 'console-test-token-7f3a';
/** An origin the fake API allows instead of the docs' own: the browser must refuse its answers. */
const OTHER_ORIGIN = 'https://elsewhere.example';

const summary = apiModelSummary();
const pageOf = (operationId: string) => apiRoute(summary.operations.find((operation) => operation.operationId === operationId)!.permalink);

type Received = {method: string; url: string; headers: IncomingHttpHeaders; body: string; host: string};

/** A fake API: records every request; answers by tenant (`HTML_PAGE` gets HTML, a wrong token 401). */
async function startFakeApi(): Promise<{origin: string; received: Received[]; close: () => Promise<void>}> {
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

async function openConsole(page: Page, operationId: string) {
  await page.goto(pageOf(operationId));
  await page.getByRole('button', {name: 'Try it'}).click();
  const panel = page.locator('section[id^="api-console-"]');
  await expect(panel.getByRole('button', {name: 'Send request'})).toBeVisible();
  return panel;
}

test.describe('loading', () => {
  test('the console is fetched only when opened, and its code is at most 40 KB gzip', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(pageOf('listDatasets'));
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

  test('axe finds nothing with the console open, in both targets and both colour modes', async ({page}) => {
    const panel = await openConsole(page, 'importItems');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-answer]')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await panel.getByLabel('Your tenant').check();
    await expect(panel.getByLabel('API token')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await accessibilityViolations(page, COLOUR_RULES)).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('the console opens, switches target and sends with the keyboard alone', async ({page}) => {
    await page.goto(pageOf('getDataset'));
    await page.getByRole('button', {name: 'Try it'}).focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('section[id^="api-console-"]');
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
});

test.describe('example server', () => {
  test('every operation’s example request gets its documented success answer', async ({page}) => {
    test.setTimeout(summary.operations.length * 10_000);
    for (const operation of summary.operations) {
      const panel = await openConsole(page, operation.operationId);
      await expect(panel.locator('[data-console-note="example"]')).toContainText('not your data');
      await panel.getByRole('button', {name: 'Send request'}).click();
      await expect(panel.locator('[data-console-answer]'), operation.operationId).toHaveAttribute('data-console-answer', operation.isAsync ? '202' : /^20[01]$/);
    }
  });

  test('a bad tenantId is flagged as typed, then answered with 400601 at {tenantId}', async ({page}) => {
    const panel = await openConsole(page, 'listDatasets');
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

  test('a wrong enum value and a broken body are answered with 400701 at their JSON pointers', async ({page}) => {
    const panel = await openConsole(page, 'importItems');
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

  test('an asynchronous export plays its job to completed and shows the result link', async ({page}) => {
    await page.clock.install();
    const panel = await openConsole(page, 'exportDatasetAsync');
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

  test('Stop following ends the polling', async ({page}) => {
    await page.clock.install();
    const panel = await openConsole(page, 'applyDrafts');
    await panel.getByRole('button', {name: 'Send request'}).click();
    const job = panel.getByRole('region', {name: 'Job', exact: true});
    await job.getByRole('button', {name: 'Stop following'}).click();
    await expect(job.getByText('Stopped following the job.')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(job).toHaveAttribute('data-console-job', 'created');
  });
});

test.describe('callbacks', () => {
  test('a callback page shows the request your endpoint receives for the template and status', async ({page}) => {
    await page.goto(apiRoute(summary.callbacks[0].permalink));
    await page.getByRole('button', {name: 'Try it'}).click();
    const request = page.locator('[data-console-callback]');
    await expect(request).toContainText(/^GET https:\/\/\S+status=completed/);
    await page.getByLabel('jobStatus').selectOption('failed');
    await expect(request).toContainText('status=failed');
    await page.getByLabel('callback.urlTemplate').fill('https://hooks.acme.example/done/{{jobId}}');
    await expect(page.getByRole('list', {name: 'Problems in the template'})).toContainText('{{jobId}} is not a placeholder the platform fills in');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('your tenant', () => {
  let fake: Awaited<ReturnType<typeof startFakeApi>>;
  test.beforeEach(async ({page}) => {
    fake = await startFakeApi();
    await routeApiTo(page, fake.origin);
  });
  test.afterEach(async () => fake.close());

  test('sends the parameters and the bearer token to this origin, and keeps the token out of storage', async ({page}) => {
    const panel = await openConsole(page, 'exportDatasetSync');
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

  test('"remember in this tab" keeps the token in sessionStorage only, across a reload', async ({page}) => {
    const panel = await openConsole(page, 'listDatasets');
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel(/Remember in this tab/).check();
    expect(await page.evaluate(() => ({session: Object.values(sessionStorage), local: Object.values(localStorage)}))).toEqual({session: [TOKEN], local: expect.not.arrayContaining([TOKEN])});
    const reopened = await openConsole(page, 'listDatasets');
    await reopened.getByLabel('Your tenant').check();
    await expect(reopened.getByLabel('API token')).toHaveValue(TOKEN);
    await reopened.getByLabel(/Remember in this tab/).uncheck();
    expect(await page.evaluate(() => Object.values(sessionStorage))).not.toContain(TOKEN);
  });

  test('a CORS refusal says the base URL must allow this site', async ({page, browserLog}) => {
    browserLog.expectErrors(/CORS policy|Failed to load resource|net::ERR_FAILED/);
    const panel = await openConsole(page, 'listDatasets');
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('Base URL').selectOption('https://api.example.com');
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByRole('button', {name: 'Send request'}).click();
    const failure = panel.locator('[data-console-failure="cors"]');
    await expect(failure).toContainText(`must allow ${new URL(page.url()).origin}`);
    expect(fake.received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test('401, and an answer that is not JSON, are explained', async ({page, browserLog}) => {
    browserLog.expectErrors(/status of 401/);
    const panel = await openConsole(page, 'listDatasets');
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill('wrong-token');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-failure="auth"]')).toContainText('40102 ApiTokenInvalid: the API did not accept the token');
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel('tenantId', {exact: true}).fill('HTML_PAGE');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-failure="not-json"]')).toContainText('not JSON (Content-Type: text/html)');
  });

  test('a job on the tenant is followed through its self link to the result', async ({page}) => {
    await page.clock.install();
    const panel = await openConsole(page, 'updateOnDemand');
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

  test('a ticket on storage the policy does not allow is explained, not fetched', async ({page}) => {
    await page.clock.install();
    const panel = await openConsole(page, 'updateOnDemand');
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

  test('with no network, the console says the browser is offline', async ({page, context, browserLog}) => {
    browserLog.expectErrors(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
    const panel = await openConsole(page, 'listDatasets');
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    // Routed requests are answered by the test itself: unrouted, they meet the offline network.
    await page.unroute('**/api/v1/**');
    await context.setOffline(true);
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.locator('[data-console-failure="offline"]')).toContainText('The browser is offline');
    expect(fake.received).toHaveLength(0);
  });

  test('a large body is cut in the view and can be downloaded whole', async ({page}) => {
    const panel = await openConsole(page, 'listDatasets');
    await panel.getByLabel('Your tenant').check();
    await panel.getByLabel('API token').fill(TOKEN);
    await panel.getByLabel('tenantId', {exact: true}).fill('LARGE_TENANT');
    await panel.getByRole('button', {name: 'Send request'}).click();
    await expect(panel.getByText(/The body is cut here for the view/)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', {name: 'Download the whole body'}).click()]);
    expect(download.suggestedFilename()).toBe('answer.txt');
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toHaveLength(3000);
  });

  test('a request with no answer times out after 30 s, and Cancel stops waiting', async ({page, browserLog}) => {
    browserLog.expectErrors(/Failed to load resource|net::ERR_/);
    const held: Route[] = [];
    await page.unroute('**/api/v1/**');
    await page.route('**/api/v1/**', (route) => void held.push(route));
    await page.clock.install();
    const panel = await openConsole(page, 'listDatasets');
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
  });
});

// The console is one of the places the reader's workspace reaches: its fields start from the
// workspace's tenant and ids, and "Your tenant" leads to the workspace panel.
test('the console starts from the reader workspace and opens its panel', async ({page}) => {
  const tenant = 'GLOBEX_HR';
  const people = '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0';
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    ['api-docs-workspace', JSON.stringify({tenantId: tenant, peopleDatasetId: people})],
  );
  const panel = await openConsole(page, 'getDataset');
  await expect(panel.getByLabel('tenantId', {exact: true})).toHaveValue(tenant);
  await expect(panel.getByLabel('datasetId', {exact: true})).toHaveValue(people);
  await panel.getByLabel('Your tenant').check();
  await panel.getByRole('button', {name: 'Set your workspace'}).click();
  const dialog = page.getByRole('dialog', {name: 'Your workspace'});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Tenant id')).toHaveValue(tenant);
});
