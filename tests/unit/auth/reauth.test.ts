import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ClientError, REAUTH_BLOCKED_MESSAGE} from '../../../src/auth/errors';
import {reauthPopupUrl} from '../../../src/auth/gateway';
import {createReauthenticator, SAML_POLL_INTERVAL_MS, withReauthentication} from '../../../src/auth/reauth';
import type {RequestClient, RequestOptions} from '../../../src/auth/requestClient';
import {fakeReauthEnvironment} from './fakes';

const tokenError = () => new ClientError({error: 'token', url: '/api/canon/x', status: 401, message: 'Expired'});

/** A client whose first `failures` calls per path fail with a token error, then succeed. */
function clientFailingFirst(failures: number) {
  const calls = new Map<string, number>();
  const request = vi.fn(async (options: RequestOptions) => {
    const count = (calls.get(options.path) ?? 0) + 1;
    calls.set(options.path, count);
    if (count <= failures) throw tokenError();
    return {path: options.path, attempt: count};
  });
  return {request} satisfies RequestClient;
}

/** Lets the popup "finish" signing in, as the gateway does by setting samlDone. */
function finishSignIn(cookies: Map<string, string>) {
  cookies.set('samlDone', 'true');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reauthenticate', () => {
  it('opens one 750x600 popup at the gateway with reauth=on and the login', async () => {
    const {environment} = fakeReauthEnvironment();
    void createReauthenticator(environment, 'ada@example.com').reauthenticate();
    expect(environment.openWindow).toHaveBeenCalledExactlyOnceWith(
      '/app/login-gateway/?reauth=on&login=ada%40example.com',
      expect.any(String),
      'width=750,height=600',
    );
  });

  it('builds the popup address with an empty login when none is known', () => {
    expect(reauthPopupUrl('')).toBe('/app/login-gateway/?reauth=on&login=');
  });

  it('waits for the next 500 ms poll before noticing samlDone', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const done = vi.fn();
    void createReauthenticator(environment).reauthenticate().then(done);
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('keeps polling every 500 ms until samlDone is true', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const done = vi.fn();
    void createReauthenticator(environment).reauthenticate().then(done);
    cookies.set('samlDone', 'false');
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS * 4);
    expect(done).not.toHaveBeenCalled();
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    expect(done).toHaveBeenCalled();
  });

  it('clears samlDone and closes the popup once signed in', async () => {
    const {environment, cookies, popups} = fakeReauthEnvironment();
    const signedIn = createReauthenticator(environment).reauthenticate();
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await signedIn;
    expect(cookies.has('samlDone')).toBe(false);
    expect(popups[0].closed).toBe(true);
  });

  it('stops polling once signed in', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const signedIn = createReauthenticator(environment).reauthenticate();
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await signedIn;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears a samlDone left by an earlier sign-in before opening the popup', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    finishSignIn(cookies);
    const done = vi.fn();
    void createReauthenticator(environment).reauthenticate().then(done);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS * 2);
    expect(done).not.toHaveBeenCalled();
  });

  it('shares one popup among every caller while it is open', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const reauthenticator = createReauthenticator(environment);
    const first = reauthenticator.reauthenticate();
    const second = reauthenticator.reauthenticate();
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await Promise.all([first, second]);
    expect(environment.openWindow).toHaveBeenCalledOnce();
  });

  it('opens a new popup for a token error after the last sign-in finished', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const reauthenticator = createReauthenticator(environment);
    const first = reauthenticator.reauthenticate();
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await first;
    void reauthenticator.reauthenticate();
    expect(environment.openWindow).toHaveBeenCalledTimes(2);
  });

  it('reopens a popup closed before sign-in finished', async () => {
    const {environment, popups} = fakeReauthEnvironment();
    void createReauthenticator(environment).reauthenticate();
    popups[0].closed = true;
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    expect(environment.openWindow).toHaveBeenCalledTimes(2);
    expect(popups[1].closed).toBe(false);
  });

  it('finishes through the reopened popup and closes it', async () => {
    const {environment, cookies, popups} = fakeReauthEnvironment();
    const signedIn = createReauthenticator(environment).reauthenticate();
    popups[0].closed = true;
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await expect(signedIn).resolves.toBeUndefined();
    expect(popups[1].closed).toBe(true);
  });

  it('does not reopen a popup the visitor closed after signing in', async () => {
    const {environment, cookies, popups} = fakeReauthEnvironment();
    const signedIn = createReauthenticator(environment).reauthenticate();
    finishSignIn(cookies);
    popups[0].closed = true;
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await signedIn;
    expect(environment.openWindow).toHaveBeenCalledOnce();
  });

  it('fails with reauthBlocked and the pop-up blocker message when the popup cannot open', async () => {
    const {environment} = fakeReauthEnvironment(() => false);
    await expect(createReauthenticator(environment).reauthenticate()).rejects.toMatchObject({
      error: 'reauthBlocked',
      message: REAUTH_BLOCKED_MESSAGE,
    });
  });

  it('fails with reauthBlocked when opening the popup throws', async () => {
    const {environment} = fakeReauthEnvironment(() => {
      throw new DOMException('Blocked by sandbox', 'SecurityError');
    });
    await expect(createReauthenticator(environment).reauthenticate()).rejects.toMatchObject({error: 'reauthBlocked'});
  });

  it('fails with reauthBlocked when a closed popup cannot be reopened', async () => {
    let opens = 0;
    const {environment, popups} = fakeReauthEnvironment(() => (opens += 1) === 1);
    const signedIn = createReauthenticator(environment).reauthenticate();
    const outcome = signedIn.catch((error: unknown) => error);
    popups[0].closed = true;
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    expect(await outcome).toMatchObject({error: 'reauthBlocked'});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries a popup again on the next token error after one was blocked', async () => {
    let allowed = false;
    const {environment} = fakeReauthEnvironment(() => allowed);
    const reauthenticator = createReauthenticator(environment);
    await reauthenticator.reauthenticate().catch(() => undefined);
    allowed = true;
    void reauthenticator.reauthenticate();
    expect(environment.openWindow).toHaveBeenCalledTimes(2);
  });
});

describe('withReauthentication', () => {
  it('passes a successful response straight through without a popup', async () => {
    const {environment} = fakeReauthEnvironment();
    const client = withReauthentication(clientFailingFirst(0), createReauthenticator(environment));
    await expect(client.request({path: '/api/canon/x'})).resolves.toEqual({path: '/api/canon/x', attempt: 1});
    expect(environment.openWindow).not.toHaveBeenCalled();
  });

  it('retries the original request once after signing in again', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const inner = clientFailingFirst(1);
    const client = withReauthentication(inner, createReauthenticator(environment));
    const response = client.request({path: '/api/canon/x', method: 'POST', body: {a: 1}});
    await vi.advanceTimersByTimeAsync(0);
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    await expect(response).resolves.toEqual({path: '/api/canon/x', attempt: 2});
    expect(inner.request).toHaveBeenLastCalledWith({path: '/api/canon/x', method: 'POST', body: {a: 1}});
  });

  it('retries every request that failed while the popup was open, each once, behind one popup', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const inner = clientFailingFirst(1);
    const client = withReauthentication(inner, createReauthenticator(environment));
    const responses = Promise.all(['/a', '/b', '/c'].map((path) => client.request({path})));
    await vi.advanceTimersByTimeAsync(0);
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    expect((await responses).map((response) => (response as {attempt: number}).attempt)).toEqual([2, 2, 2]);
    expect(environment.openWindow).toHaveBeenCalledOnce();
    expect(inner.request).toHaveBeenCalledTimes(6);
  });

  it('gives a second token error to the caller instead of looping', async () => {
    const {environment, cookies} = fakeReauthEnvironment();
    const client = withReauthentication(clientFailingFirst(2), createReauthenticator(environment));
    const outcome = client.request({path: '/a'}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    finishSignIn(cookies);
    await vi.advanceTimersByTimeAsync(SAML_POLL_INTERVAL_MS);
    expect(await outcome).toMatchObject({error: 'token'});
    expect(environment.openWindow).toHaveBeenCalledOnce();
  });

  it('gives reauthBlocked to the caller when the popup cannot open', async () => {
    const {environment} = fakeReauthEnvironment(() => false);
    const client = withReauthentication(clientFailingFirst(1), createReauthenticator(environment));
    await expect(client.request({path: '/a'})).rejects.toMatchObject({error: 'reauthBlocked'});
  });

  it.each(['noNetwork', 'ip', 'unknown'] as const)('does not open a popup for a %s error', async (code) => {
    const {environment} = fakeReauthEnvironment();
    const failing: RequestClient = {
      request: async () => {
        throw new ClientError({error: code, url: '/a', status: 0, message: code});
      },
    };
    const client = withReauthentication(failing, createReauthenticator(environment));
    await expect(client.request({path: '/a'})).rejects.toMatchObject({error: code});
    expect(environment.openWindow).not.toHaveBeenCalled();
  });
});
