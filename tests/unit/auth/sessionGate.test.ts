import {describe, expect, it, vi} from 'vitest';
import {DEFAULT_DEV_HOST_PATTERNS} from '../../../src/auth/hosts';
import {LOGIN_STATE_LIFETIME_MS} from '../../../src/auth/loginState';
import {createRequestClient, type FetchLike} from '../../../src/auth/requestClient';
import {
  checkDocsSession,
  REDIRECT_LOOP_MESSAGE,
  SIGN_IN_REDIRECT_MARKER_KEY,
  type SessionGateEnvironment,
} from '../../../src/auth/sessionGate';
import {countingRandom, FakeStorage, fetchAnswering, jsonResponse, networkDownFetch, textResponse} from './fakes';

const NOW = 1_750_000_000_000;

function page(url: string, fetch: ReturnType<typeof vi.fn<FetchLike>> = fetchAnswering(jsonResponse(200, {accountId: 'a1'}))) {
  const address = new URL(url);
  const assign = vi.fn();
  const warn = vi.fn();
  const localStorage = new FakeStorage();
  const sessionStorage = new FakeStorage();
  let now = NOW;
  const environment: SessionGateEnvironment = {
    location: {
      hostname: address.hostname,
      origin: address.origin,
      pathname: address.pathname,
      search: address.search,
      hash: address.hash,
      assign,
    },
    localStorage,
    sessionStorage,
    now: () => now,
    getRandomValues: countingRandom(),
    warn,
  };
  const check = (signal?: AbortSignal) =>
    checkDocsSession(environment, {
      devHostPatterns: DEFAULT_DEV_HOST_PATTERNS,
      client: createRequestClient({fetch, getRandomValues: countingRandom()}),
      signal,
    });
  return {
    environment,
    fetch,
    assign,
    warn,
    localStorage,
    sessionStorage,
    check,
    advanceClock: (milliseconds: number) => {
      now += milliseconds;
    },
  };
}

const DOCS_PAGE = 'http://qa.localhost/app/docs/1.0.0/items/?tab=curl#paging';
const noSession = () => fetchAnswering(jsonResponse(401, {message: 'Unauthorized'}));

describe('checkDocsSession on a public host', () => {
  it('answers public', async () => {
    await expect(page('https://docs.example.com/app/docs/1.0.0/').check()).resolves.toEqual({status: 'public'});
  });

  it('sends no request', async () => {
    const {fetch, check} = page('https://docs.example.com/app/docs/1.0.0/');
    await check();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats plain localhost as public', async () => {
    await expect(page('http://localhost:3000/app/docs/1.0.0/').check()).resolves.toEqual({status: 'public'});
  });
});

describe('checkDocsSession on a dev/QA host', () => {
  it('asks GET /api/admin/whoami', async () => {
    const {fetch, check} = page(DOCS_PAGE);
    await check();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toMatch(/^\/api\/admin\/whoami\?cbqp=/);
    expect(init.method).toBe('GET');
  });

  it('allows the page when whoami returns an accountId', async () => {
    await expect(page(DOCS_PAGE).check()).resolves.toEqual({status: 'allowed', accountId: 'a1'});
  });

  it('accepts a numeric accountId', async () => {
    const result = await page(DOCS_PAGE, fetchAnswering(jsonResponse(200, {accountId: 42}))).check();
    expect(result).toEqual({status: 'allowed', accountId: '42'});
  });

  it('forgets an earlier redirect once a session is confirmed', async () => {
    const {sessionStorage, check} = page(DOCS_PAGE);
    sessionStorage.setItem(SIGN_IN_REDIRECT_MARKER_KEY, String(NOW - 1000));
    await check();
    expect(sessionStorage.getItem(SIGN_IN_REDIRECT_MARKER_KEY)).toBeNull();
  });

  it('allows the page even where sessionStorage is blocked', async () => {
    const {environment, check} = page(DOCS_PAGE);
    Object.defineProperty(environment, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await expect(check()).resolves.toEqual({status: 'allowed', accountId: 'a1'});
  });

  it('redirects to /app/login-gateway/?state=<key> without a session', async () => {
    const {assign, check} = page(DOCS_PAGE, noSession());
    const result = await check();
    expect(result).toEqual({status: 'redirecting', stateKey: 'login-state-ABCDEFGH'});
    expect(assign).toHaveBeenCalledExactlyOnceWith('/app/login-gateway/?state=login-state-ABCDEFGH');
  });

  it('writes a login state that returns to the current page', async () => {
    const {localStorage, check} = page(DOCS_PAGE, noSession());
    await check();
    expect(JSON.parse(localStorage.getItem('login-state-ABCDEFGH') ?? '')).toEqual({
      return: '/app/docs/1.0.0/items/?tab=curl#paging',
      expires: NOW + LOGIN_STATE_LIFETIME_MS,
      login: '',
      noTenant: true,
      password: false,
    });
  });

  it('purges legacy login states before redirecting', async () => {
    const {localStorage, check} = page(DOCS_PAGE, noSession());
    localStorage.setItem('ov-Ab3De6Gh', '{}');
    localStorage.setItem('login-state', '{}');
    await check();
    expect(localStorage.keys()).toEqual(['login-state-ABCDEFGH']);
  });

  it('treats 403 from whoami as no session', async () => {
    const {assign, check} = page(DOCS_PAGE, fetchAnswering(textResponse(403, 'Forbidden')));
    await check();
    expect(assign).toHaveBeenCalled();
  });

  it('treats a document-store token error from whoami as no session', async () => {
    const {assign, check} = page(DOCS_PAGE, fetchAnswering(jsonResponse(200, {httpStatusCode: 7001})));
    await check();
    expect(assign).toHaveBeenCalled();
  });

  it('treats a whoami answer without an accountId as no session', async () => {
    const {assign, check} = page(DOCS_PAGE, fetchAnswering(jsonResponse(200, {})));
    await check();
    expect(assign).toHaveBeenCalled();
  });

  it('records a valid tenant by setting noTenant to false', async () => {
    const {localStorage, check} = page('http://qa.localhost/app/docs/1.0.0/?tenantId=ACME_CORP', noSession());
    await check();
    expect(JSON.parse(localStorage.getItem('login-state-ABCDEFGH') ?? '').noTenant).toBe(false);
  });

  it('ignores an invalid tenant with a console warning', async () => {
    const {localStorage, warn, check} = page('http://qa.localhost/app/docs/1.0.0/?tenantId=acme', noSession());
    await check();
    expect(JSON.parse(localStorage.getItem('login-state-ABCDEFGH') ?? '').noTenant).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring tenantId "acme"'));
  });
});

describe('checkDocsSession never loops', () => {
  it('does not redirect again when the visitor comes back from the gateway without a session', async () => {
    const {assign, check} = page(DOCS_PAGE, noSession());
    await check();
    const second = await check();
    expect(second).toEqual({status: 'failed', reason: 'redirectLoop', message: REDIRECT_LOOP_MESSAGE});
    expect(assign).toHaveBeenCalledOnce();
  });

  it('redirects again once the 300000 ms window since the last redirect has passed', async () => {
    const {assign, check, advanceClock} = page(DOCS_PAGE, noSession());
    await check();
    advanceClock(LOGIN_STATE_LIFETIME_MS);
    await check();
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('ignores a malformed redirect marker', async () => {
    const {assign, sessionStorage, check} = page(DOCS_PAGE, noSession());
    sessionStorage.setItem(SIGN_IN_REDIRECT_MARKER_KEY, 'soon');
    await check();
    expect(assign).toHaveBeenCalled();
  });

  it('ignores a redirect marker from the future', async () => {
    const {assign, sessionStorage, check} = page(DOCS_PAGE, noSession());
    sessionStorage.setItem(SIGN_IN_REDIRECT_MARKER_KEY, String(NOW + 60_000));
    await check();
    expect(assign).toHaveBeenCalled();
  });

  it('reports a network failure instead of redirecting', async () => {
    const {assign, check} = page(DOCS_PAGE, networkDownFetch());
    await expect(check()).resolves.toEqual({
      status: 'failed',
      reason: 'noNetwork',
      message: 'No internet connection. Continue to retry.',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports an ip error instead of redirecting', async () => {
    const {assign, check} = page(DOCS_PAGE, fetchAnswering(jsonResponse(403, {httpStatusCode: 5006, message: 'Blocked'})));
    await expect(check()).resolves.toMatchObject({status: 'failed', reason: 'ip', message: 'Blocked'});
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports a broken whoami service instead of redirecting', async () => {
    const {assign, check} = page(DOCS_PAGE, fetchAnswering(textResponse(502, 'Bad gateway')));
    await expect(check()).resolves.toMatchObject({status: 'failed', reason: 'unknown'});
    expect(assign).not.toHaveBeenCalled();
  });

  it('neither writes state nor redirects when aborted during the check', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<FetchLike>(async () => {
      controller.abort();
      return jsonResponse(401, {});
    });
    const {assign, localStorage, check} = page(DOCS_PAGE, fetch);
    await expect(check(controller.signal)).rejects.toMatchObject({name: 'AbortError'});
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});
