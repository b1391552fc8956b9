// Sending to the reader's tenant: the answer with its headers and time, or a failure in words
// (timeout, cancel, CORS, offline, network), and help for 401/403 and answers that are not JSON.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {authAdvice, describeFetchFailure, readBody, sendRequest, truncateForView, REQUEST_TIMEOUT_MS} from '../../../src/components/ApiConsole/send';
import type {ConsoleRequest} from '../../../src/components/ApiConsole/request';

afterEach(() => vi.useRealTimers());

const request: ConsoleRequest = {method: 'GET', url: 'https://api.example.com/api/v1/ACME_CORP/datasets', headers: [{name: 'Authorization', value: 'Bearer t0ken'}]};
const pageOrigin = 'https://docs.example.com';
/** A fetch that answers only when its signal aborts, as a server that never replies. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));

describe('sendRequest', () => {
  it('sends the method, headers and body, and returns status, headers, body and time', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', {status: 200, headers: {'Content-Type': 'application/json'}}));
    let clock = 100;
    const result = await sendRequest({...request, method: 'POST', body: '{}'}, {pageOrigin, fetchImpl, now: () => (clock += 50)});
    expect(fetchImpl).toHaveBeenCalledWith(request.url, expect.objectContaining({method: 'POST', body: '{}', headers: [['Authorization', 'Bearer t0ken']]}));
    expect(result).toMatchObject({kind: 'answer', status: 200, body: '{"ok":true}', durationMs: 50, headers: [{name: 'content-type', value: 'application/json'}]});
  });

  it('gives up after 30 s with the timeout message', async () => {
    vi.useFakeTimers();
    const pending = sendRequest(request, {pageOrigin, fetchImpl: hangingFetch});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({kind: 'failure', reason: 'timeout', message: expect.stringContaining('No answer within 30 s')});
  });

  it('stops when the reader cancels', async () => {
    const controller = new AbortController();
    const pending = sendRequest(request, {pageOrigin, fetchImpl: hangingFetch, signal: controller.signal});
    controller.abort();
    expect(await pending).toMatchObject({kind: 'failure', reason: 'cancelled'});
  });

  it('explains a rejected cross-origin fetch as CORS, naming this site’s origin', async () => {
    const result = await sendRequest(request, {pageOrigin, fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch'))});
    expect(result).toMatchObject({kind: 'failure', reason: 'cors', message: expect.stringContaining(`must allow ${pageOrigin}`)});
  });
});

describe('describeFetchFailure', () => {
  it('tells offline, same-origin network failures and bad URLs apart', () => {
    expect(describeFetchFailure(request.url, pageOrigin, false).reason).toBe('offline');
    expect(describeFetchFailure(`${pageOrigin}/api/v1/A/datasets`, pageOrigin, true).reason).toBe('network');
    expect(describeFetchFailure('not a url', pageOrigin, true).message).toContain('not a valid URL');
  });
});

describe('readBody', () => {
  it('pretty-prints JSON and explains a body that is not JSON', () => {
    expect(readBody([], '{"a":1}')).toEqual({json: true, text: '{\n  "a": 1\n}'});
    expect(readBody([{name: 'content-type', value: 'text/html'}], '<html>').note).toContain('not JSON (Content-Type: text/html)');
    expect(readBody([{name: 'content-type', value: 'application/json'}], '{"a":').note).toContain('does not parse as JSON');
  });
});

describe('authAdvice', () => {
  it('says what to check after 401 and 403, with the error code when the body has one', () => {
    expect(authAdvice(401, '{"errors":[{"code":"40102","name":"ApiTokenInvalid"}]}')).toMatch(/^40102 ApiTokenInvalid: .*whole token/);
    expect(authAdvice(403, 'Forbidden')).toMatch(/start and end dates/);
    expect(authAdvice(404, '')).toBeUndefined();
  });
});

describe('truncateForView', () => {
  it('cuts a long body and says so', () => {
    expect(truncateForView('abcdef', 3)).toEqual({text: 'abc', truncated: true});
    expect(truncateForView('abc', 3)).toEqual({text: 'abc', truncated: false});
  });
});
