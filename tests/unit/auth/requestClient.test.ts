import {describe, expect, it, vi} from 'vitest';
import {ClientError} from '../../../src/auth/errors';
import {createRequestClient, type FetchLike, type RequestOptions} from '../../../src/auth/requestClient';
import {countingRandom, fetchAnswering, jsonResponse, networkDownFetch, textResponse} from './fakes';

function clientWith(fetch: ReturnType<typeof fetchAnswering>) {
  return createRequestClient({fetch, getRandomValues: countingRandom()});
}

async function sentRequest(options: RequestOptions) {
  const fetch = fetchAnswering(jsonResponse(200, {}));
  await clientWith(fetch).request(options);
  const [url, init] = fetch.mock.calls[0];
  return {url, init, headers: init.headers as Record<string, string>};
}

async function failureOf(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ClientError)) throw new Error(`expected a ClientError, got ${String(error)}`);
  return error;
}

describe('every request', () => {
  it('includes credentials', async () => {
    const {init} = await sentRequest({path: '/api/admin/whoami'});
    expect(init.credentials).toBe('include');
  });

  it('adds a random cbqp cache-busting parameter', async () => {
    const {url} = await sentRequest({path: '/api/admin/whoami'});
    expect(url).toBe('/api/admin/whoami?cbqp=ABCDEFGH');
  });

  it('changes the cbqp value from one request to the next', async () => {
    const fetch = fetchAnswering(jsonResponse(200, {}));
    const client = clientWith(fetch);
    await client.request({path: '/a'});
    await client.request({path: '/a'});
    expect(fetch.mock.calls[0][0]).not.toBe(fetch.mock.calls[1][0]);
  });

  it('sends the fixed accept, workspace-client-version and accept-encoding headers', async () => {
    const {headers} = await sentRequest({path: '/api/admin/whoami'});
    expect(headers).toMatchObject({
      accept: 'application/json',
      'workspace-client-version': '1.0.0',
      'accept-encoding': 'gzip',
    });
  });

  it('sends GET when no method is given', async () => {
    const {init} = await sentRequest({path: '/api/admin/whoami'});
    expect(init.method).toBe('GET');
  });
});

describe('request options', () => {
  it('encodes query parameters ahead of cbqp', async () => {
    const {url} = await sentRequest({path: '/api/v1/ACME/datasets', queryParams: {q: 'a&b', limit: 20, all: true}});
    expect(url).toBe('/api/v1/ACME/datasets?q=a%26b&limit=20&all=true&cbqp=ABCDEFGH');
  });

  it('leaves out query parameters that are undefined', async () => {
    const {url} = await sentRequest({path: '/a', queryParams: {skip: undefined}});
    expect(url).toBe('/a?cbqp=ABCDEFGH');
  });

  it('appends to a path that already has a query', async () => {
    const {url} = await sentRequest({path: '/a?x=1'});
    expect(url).toBe('/a?x=1&cbqp=ABCDEFGH');
  });

  it('sends x-account-ref when an account reference is given', async () => {
    const {headers} = await sentRequest({path: '/a', accountRef: 'acct-42'});
    expect(headers['x-account-ref']).toBe('acct-42');
  });

  it('sends no x-account-ref without an account reference', async () => {
    const {headers} = await sentRequest({path: '/a'});
    expect(headers).not.toHaveProperty('x-account-ref');
  });

  it('lets a caller header replace a fixed one whatever its capitalisation', async () => {
    const {headers} = await sentRequest({path: '/a', headers: {Accept: 'text/csv'}});
    expect(headers).toMatchObject({accept: 'text/csv'});
    expect(headers).not.toHaveProperty('Accept');
  });

  it('passes the abort signal to fetch', async () => {
    const controller = new AbortController();
    const {init} = await sentRequest({path: '/a', signal: controller.signal});
    expect(init.signal).toBe(controller.signal);
  });
});

describe('request bodies', () => {
  it('sends a GET with a body as POST with X-Method-Override: GET', async () => {
    const {init, headers} = await sentRequest({path: '/a', method: 'GET', body: {filter: 'x'}});
    expect(init.method).toBe('POST');
    expect(headers['x-method-override']).toBe('GET');
  });

  it('keeps the body of an overridden GET as JSON', async () => {
    const {init, headers} = await sentRequest({path: '/a', body: {filter: 'x'}});
    expect(init.body).toBe('{"filter":"x"}');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends a POST with a body unchanged', async () => {
    const {init, headers} = await sentRequest({path: '/a', method: 'POST', body: {login: 'ada'}});
    expect(init.method).toBe('POST');
    expect(headers).not.toHaveProperty('x-method-override');
  });

  it('sends no body and no override for a GET without a body', async () => {
    const {init, headers} = await sentRequest({path: '/a', method: 'GET'});
    expect(init).not.toHaveProperty('body');
    expect(headers).not.toHaveProperty('x-method-override');
  });
});

describe('responses', () => {
  it('resolves with the parsed JSON body', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(200, {accountId: 'a1'})));
    await expect(client.request({path: '/api/admin/whoami'})).resolves.toEqual({accountId: 'a1'});
  });

  it('resolves with the text of a body that is not JSON', async () => {
    const client = clientWith(fetchAnswering(textResponse(200, 'id,name')));
    await expect(client.request({path: '/a'})).resolves.toBe('id,name');
  });

  it('resolves with null for an empty body', async () => {
    const client = clientWith(fetchAnswering(textResponse(204, '')));
    await expect(client.request({path: '/a'})).resolves.toBeNull();
  });
});

describe('failures', () => {
  it('reports a network failure as noNetwork, status 0, with the retry message', async () => {
    const client = createRequestClient({fetch: networkDownFetch(), getRandomValues: countingRandom()});
    const error = await failureOf(client.request({path: '/api/admin/whoami'}));
    expect(error).toMatchObject({
      error: 'noNetwork',
      status: 0,
      url: '/api/admin/whoami?cbqp=ABCDEFGH',
      message: 'No internet connection. Continue to retry.',
    });
  });

  it('reports a connection lost while reading the body as noNetwork', async () => {
    const fetch = vi.fn<FetchLike>(async () => ({
      ok: true,
      status: 200,
      text: () => Promise.reject(new TypeError('network error')),
    }));
    const client = createRequestClient({fetch, getRandomValues: countingRandom()});
    expect((await failureOf(client.request({path: '/a'}))).error).toBe('noNetwork');
  });

  it('lets an abort through as the AbortError it is', async () => {
    const fetch = vi.fn<FetchLike>(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const client = createRequestClient({fetch, getRandomValues: countingRandom()});
    await expect(client.request({path: '/a'})).rejects.toMatchObject({name: 'AbortError'});
  });

  it('classifies a canon failure with the canon rules', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(401, {failures: [{code: 308, message: 'Expired'}]})));
    expect((await failureOf(client.request({path: '/api/canon/models'}))).error).toBe('token');
  });

  it('classifies a workflow failure with the workflow rules', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(403, {failures: [{code: 40342}]})));
    expect((await failureOf(client.request({path: '/api/v1/ACME/wfp/jobs'}))).error).toBe('ip');
  });

  it('classifies a document-store failure with the document-store rules', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(401, {httpStatusCode: 7003})));
    expect((await failureOf(client.request({path: '/api/admin/whoami'}))).error).toBe('token');
  });

  it('treats a document-store token code inside a 200 response as a token error', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(200, {httpStatusCode: 5005})));
    expect((await failureOf(client.request({path: '/api/admin/whoami'}))).error).toBe('token');
  });

  it('leaves other body codes of a 200 document-store response to the caller', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(200, {httpStatusCode: 401})));
    await expect(client.request({path: '/tenants/authenticator'})).resolves.toEqual({httpStatusCode: 401});
  });

  it('does not read document-store codes in a 200 canon response', async () => {
    const client = clientWith(fetchAnswering(jsonResponse(200, {httpStatusCode: 7001})));
    await expect(client.request({path: '/api/canon/models'})).resolves.toEqual({httpStatusCode: 7001});
  });

  it('reports any other failure as unknown with status, url, body and first failure message', async () => {
    const body = {failures: [{code: 50001, message: 'An internal error occurred.'}]};
    const client = clientWith(fetchAnswering(jsonResponse(500, body)));
    const error = await failureOf(client.request({path: '/api/v1/ACME/datasets'}));
    expect(error).toMatchObject({
      error: 'unknown',
      status: 500,
      url: '/api/v1/ACME/datasets?cbqp=ABCDEFGH',
      body,
      message: 'An internal error occurred.',
    });
  });
});
