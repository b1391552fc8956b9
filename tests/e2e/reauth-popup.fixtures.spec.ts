// Re-authentication on a token error (spec 7 "Site sign-in and request flow", spec 8): the request
// client fixture page calls a fake canon endpoint that fails with token code 308 until the fake
// login gateway (tests/support/auth-fixtures.mjs) has signed the visitor in.
import {test, expect, type Page, type Request} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {CANON_PROBE_ANSWER, CANON_PROBE_PATH, LOGIN_GATEWAY_PATH} from '../support/auth-fixtures.mjs';
import {REAUTH_BLOCKED_MESSAGE} from '../../src/auth/errors';

const FIXTURE = `${TEST_BUILD_BASE_PATH}__fixtures/request-client/`;
type OpenCall = [url: string, target: string, features: string];

const callCanon = (page: Page) => page.getByRole('button', {name: 'Call the canon probe'}).click();
const isCanonProbe = (request: Request) => new URL(request.url()).pathname === CANON_PROBE_PATH;

/** Records every `window.open` call's arguments in `window.openCalls`, then opens as usual. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as {openCalls: string[][]}).openCalls = calls;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args.map((argument) => String(argument ?? '')));
      return open(...args);
    };
  });
}

// Every test starts with the canon probe's token error: a 401 the browser logs.
test.beforeEach(({browserLog}) => browserLog.expectErrors(/status of 401/));

const openCalls = (page: Page) => page.evaluate(() => (window as unknown as {openCalls: OpenCall[]}).openCalls);

test('a token error opens one 750x600 login popup at the gateway\'s re-login address', async ({page}) => {
  await recordWindowOpen(page);
  await page.goto(FIXTURE);
  const popupOpened = page.waitForEvent('popup');
  // The popup's request to the gateway, not its address afterwards: the fake gateway signs the
  // visitor in at once, so on a busy machine the popup can close before its URL is read.
  const gatewayRequested = page.context().waitForEvent('request', (request) => new URL(request.url()).pathname === LOGIN_GATEWAY_PATH);
  await callCanon(page);
  await popupOpened;

  expect(new URL((await gatewayRequested).url()).searchParams.get('reauth')).toBe('on');
  const [[url, , features], ...others] = await openCalls(page);
  expect(others).toEqual([]);
  expect(url).toBe(`${LOGIN_GATEWAY_PATH}?reauth=on&login=`);
  expect(features).toBe('width=750,height=600');
});

test('once the gateway sets samlDone the popup closes and the request is retried and succeeds', async ({page, context}) => {
  const canonStatuses: number[] = [];
  page.on('response', (response) => {
    if (isCanonProbe(response.request())) canonStatuses.push(response.status());
  });
  const gatewayAnswered = context.waitForEvent('response', (response) => new URL(response.url()).pathname === LOGIN_GATEWAY_PATH);
  await page.goto(FIXTURE);
  const popupOpened = page.waitForEvent('popup');
  await callCanon(page);
  const popup = await popupOpened;

  expect(await (await gatewayAnswered).headerValue('set-cookie')).toContain('samlDone=true');
  await expect(page.locator('[data-fixture="canon-answer"]')).toHaveText(CANON_PROBE_ANSWER.message);
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(canonStatuses).toEqual([401, 200]);
  // The opener clears samlDone, so the next sign-in cannot end before it starts.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('samlDone');
});

test('a blocked login popup shows the reauthBlocked message', async ({page}) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  const canonRequests: string[] = [];
  page.on('request', (request) => {
    if (isCanonProbe(request)) canonRequests.push(request.url());
  });
  await page.goto(FIXTURE);
  await callCanon(page);

  await expect(page.locator('main').getByRole('alert')).toHaveText(`reauthBlocked: ${REAUTH_BLOCKED_MESSAGE}`);
  expect(popups).toEqual([]);
  expect(canonRequests).toHaveLength(1);
});
