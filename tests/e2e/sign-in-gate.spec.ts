// The docs-page sign-in check (spec 2 "Sign-in redirect", spec 7) against the fake login gateway
// of tests/support/auth-fixtures.mjs. Chromium resolves qa.localhost to loopback, and the default
// dev/QA patterns gate it; 127.0.0.1 is a public host.
import {test, expect, type Page, type TestInfo} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {LOGIN_GATEWAY_PATH, SESSION_COOKIE, SESSION_COOKIE_VALUE} from '../support/auth-fixtures.mjs';

const PAGE_PATH = `${BASE_PATH}guide/`;
const PAGE_TITLE = 'Setting up your API connection';
const WHOAMI = /\/api\/admin\/whoami(\?|$)/;
const LOGIN_STATE_LIFETIME_MS = 300_000;

/** The test server's origin under the gated name qa.localhost. */
function qaOrigin(testInfo: TestInfo): string {
  const url = new URL(String(testInfo.project.use.baseURL));
  url.hostname = 'qa.localhost';
  return url.origin;
}

const heading = (page: Page) => page.locator('article h1').first();

test('a public host shows the page without asking whoami', async ({page}) => {
  const whoamiRequests: string[] = [];
  page.on('request', (request) => {
    if (WHOAMI.test(request.url())) whoamiRequests.push(request.url());
  });
  await page.goto(PAGE_PATH);
  await expect(heading(page)).toHaveText(PAGE_TITLE);
  await page.waitForLoadState('networkidle');
  expect(whoamiRequests).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-session-gate');
});

test('a QA host without a session goes to the login gateway with a valid login state', async ({page, browserLog}, testInfo) => {
  // whoami's 401 is the answer under test.
  browserLog.expectErrors(/status of 401/);
  const leftAt = Date.now();
  await page.goto(`${qaOrigin(testInfo)}${PAGE_PATH}`);
  await page.waitForURL((url) => url.pathname === LOGIN_GATEWAY_PATH);
  const stateKey = new URL(page.url()).searchParams.get('state');
  expect(stateKey).toMatch(/^login-state-[A-Za-z0-9]{8}$/);

  const stored = await page.evaluate((key) => localStorage.getItem(key), String(stateKey));
  const state = JSON.parse(String(stored));
  expect(state).toEqual({return: PAGE_PATH, expires: expect.any(Number), login: '', noTenant: true, password: false});
  expect(state.expires).toBeGreaterThanOrEqual(leftAt + LOGIN_STATE_LIFETIME_MS);
  expect(state.expires).toBeLessThanOrEqual(Date.now() + LOGIN_STATE_LIFETIME_MS);
});

test('a QA host with a session shows the page, and hides it while the check runs', async ({page, context}, testInfo) => {
  const origin = qaOrigin(testInfo);
  await context.addCookies([{name: SESSION_COOKIE, value: SESSION_COOKIE_VALUE, url: origin}]);
  // Whoami is held until the hidden state has been checked.
  let releaseWhoami = () => {};
  const whoamiReleased = new Promise<void>((resolve) => (releaseWhoami = resolve));
  let whoamiArrived = () => {};
  const whoamiAsked = new Promise<void>((resolve) => (whoamiArrived = resolve));
  await page.route(WHOAMI, async (route) => {
    whoamiArrived();
    await whoamiReleased;
    await route.continue();
  });

  await page.goto(`${origin}${PAGE_PATH}`);
  await whoamiAsked;
  await expect(page.getByText('Checking your session…')).toBeVisible();
  await expect(page.locator('article')).toBeHidden();

  releaseWhoami();
  await expect(heading(page)).toHaveText(PAGE_TITLE);
  await expect(page.locator('article')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PAGE_PATH);
});
