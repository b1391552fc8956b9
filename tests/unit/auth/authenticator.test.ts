import {describe, expect, it, vi} from 'vitest';
import {authenticate, logOut} from '../../../src/auth/authenticator';
import {createRequestClient} from '../../../src/auth/requestClient';
import {countingRandom, fetchAnswering, jsonResponse, networkDownFetch, textResponse} from './fakes';

function clientAnswering(...responses: Parameters<typeof fetchAnswering>) {
  const fetch = fetchAnswering(...responses);
  return {fetch, client: createRequestClient({fetch, getRandomValues: countingRandom()})};
}

const CREDENTIALS = {login: 'ada@example.com', password: 'correct horse'};
const TENANTS = [{tenantId: 'ACME_CORP'}];

describe('authenticate', () => {
  it('posts login and password as JSON to /tenants/authenticator', async () => {
    const {fetch, client} = clientAnswering(jsonResponse(200, {httpStatusCode: 200, result: {tenants: TENANTS}}));
    await authenticate(client, CREDENTIALS);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toMatch(/^\/tenants\/authenticator\?cbqp=/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(CREDENTIALS);
  });

  it('returns result.tenants when httpStatusCode is 200', async () => {
    const {client} = clientAnswering(jsonResponse(200, {httpStatusCode: 200, result: {tenants: TENANTS}}));
    await expect(authenticate(client, CREDENTIALS)).resolves.toEqual({tenants: TENANTS});
  });

  it('fails with "Failed to authenticate" when httpStatusCode is not 200', async () => {
    const {client} = clientAnswering(jsonResponse(200, {httpStatusCode: 401, result: {}}));
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({
      error: 'unknown',
      status: 401,
      message: 'Failed to authenticate',
    });
  });

  it('fails with "Failed to authenticate" when a success lists no tenants', async () => {
    const {client} = clientAnswering(jsonResponse(200, {httpStatusCode: 200, result: {}}));
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({message: 'Failed to authenticate'});
  });

  it('fails with "Failed to authenticate" when the response is not JSON', async () => {
    const {client} = clientAnswering(textResponse(200, '<html>'));
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({message: 'Failed to authenticate'});
  });

  it('fails with "Failed to authenticate", keeping the status, when the HTTP call fails', async () => {
    const {client} = clientAnswering(jsonResponse(500, {message: 'boom'}));
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({
      status: 500,
      body: {message: 'boom'},
      message: 'Failed to authenticate',
    });
  });

  it('fails with "Failed to authenticate" on a token error rather than asking to sign in again', async () => {
    const {client} = clientAnswering(jsonResponse(401, {httpStatusCode: 7001}));
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({
      error: 'unknown',
      message: 'Failed to authenticate',
    });
  });

  it('keeps the ip error, so the visitor learns their address is refused', async () => {
    const {client} = clientAnswering(jsonResponse(403, {httpStatusCode: 5006, message: 'IP not allowed'}));
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({error: 'ip'});
  });

  it('keeps the noNetwork error, so the visitor learns to retry', async () => {
    const client = createRequestClient({fetch: networkDownFetch(), getRandomValues: countingRandom()});
    await expect(authenticate(client, CREDENTIALS)).rejects.toMatchObject({
      error: 'noNetwork',
      message: 'No internet connection. Continue to retry.',
    });
  });
});

describe('logOut', () => {
  it('sends DELETE to /tenants/authenticator', async () => {
    const {fetch, client} = clientAnswering(jsonResponse(200, {httpStatusCode: 200}));
    await logOut(client, vi.fn());
    const [url, init] = fetch.mock.calls[0];
    expect(url).toMatch(/^\/tenants\/authenticator\?/);
    expect(init.method).toBe('DELETE');
  });

  it('goes to /app/login-gateway/logout.html when httpStatusCode is 200', async () => {
    const {client} = clientAnswering(jsonResponse(200, {httpStatusCode: 200}));
    const assign = vi.fn();
    await expect(logOut(client, assign)).resolves.toBe(true);
    expect(assign).toHaveBeenCalledWith('/app/login-gateway/logout.html');
  });

  it('stays on the page when httpStatusCode is not 200', async () => {
    const {client} = clientAnswering(jsonResponse(200, {httpStatusCode: 500}));
    const assign = vi.fn();
    await expect(logOut(client, assign)).resolves.toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
