import {describe, expect, it} from 'vitest';
import {
  classifyCanonError,
  classifyDocumentStoreError,
  classifyFailedResponse,
  classifyWorkflowError,
  ClientError,
  firstFailureMessage,
  IP_ERROR_MESSAGE,
  isDocumentStoreSessionFailure,
  NO_NETWORK_MESSAGE,
  noNetworkError,
  REAUTH_BLOCKED_MESSAGE,
  reauthBlockedError,
  serviceGroupOf,
  TOKEN_ERROR_MESSAGE,
} from '../../../src/auth/errors';

const URL = '/api/example?cbqp=ABCDEFGH';

function failure(status: number, code: number | string, message = 'failure message') {
  return {url: URL, status, body: {failures: [{code, message}]}};
}

function envelope(httpStatusCode: number, status = 200) {
  return {url: URL, status, body: {httpStatusCode, message: 'envelope message'}};
}

describe('serviceGroupOf', () => {
  it.each([
    ['/api/canon/tenants/ACME/models', 'canon'],
    ['/api/v1/ACME_CORP/wfp/jobs', 'workflow'],
    ['/api/v12/ACME_CORP/wfp/jobs?x=1', 'workflow'],
    ['/api/admin/whoami', 'documentStore'],
    ['/tenants/authenticator', 'documentStore'],
    ['/api/v1/ACME_CORP/datasets', 'documentStore'],
    ['/api/vX/ACME_CORP/wfp/jobs', 'documentStore'],
    ['/api/v1/ACME/CORP/wfp/jobs', 'documentStore'],
    ['/other/api/canon/x', 'documentStore'],
  ] as const)('puts %s in the %s group', (path, group) => {
    expect(serviceGroupOf(path)).toBe(group);
  });

  it('looks only at the path, not at the query', () => {
    expect(serviceGroupOf('/tenants/x?next=/api/canon/')).toBe('documentStore');
  });
});

describe('classifyCanonError', () => {
  it.each([308, 309, 701, 702])('treats 401 with failure code %i as a token error', (code) => {
    expect(classifyCanonError(failure(401, code)).error).toBe('token');
  });

  it.each([6600, 6624])('treats 403 with failure code %i as an ip error', (code) => {
    expect(classifyCanonError(failure(403, code)).error).toBe('ip');
  });

  it('treats 401 with another code as unknown', () => {
    expect(classifyCanonError(failure(401, 310)).error).toBe('unknown');
  });

  it('treats a token code under 403 as unknown', () => {
    expect(classifyCanonError(failure(403, 308)).error).toBe('unknown');
  });

  it('treats an ip code under 401 as unknown', () => {
    expect(classifyCanonError(failure(401, 6600)).error).toBe('unknown');
  });

  it('treats 401 without a failure code as unknown', () => {
    expect(classifyCanonError({url: URL, status: 401, body: null}).error).toBe('unknown');
  });

  it('finds a token code among several failures', () => {
    const response = {url: URL, status: 401, body: {failures: [{code: 1}, {code: 702}]}};
    expect(classifyCanonError(response).error).toBe('token');
  });

  it('reads a code sent as a numeric string', () => {
    expect(classifyCanonError(failure(401, '309')).error).toBe('token');
  });

  it('reads a code from a top-level code field', () => {
    expect(classifyCanonError({url: URL, status: 403, body: {code: 6624}}).error).toBe('ip');
  });

  it('reads a code from an errors list', () => {
    expect(classifyCanonError({url: URL, status: 401, body: {errors: [{code: 701}]}}).error).toBe('token');
  });
});

describe('classifyWorkflowError', () => {
  it.each([40181, 40182, 40187])('treats 401 with code %i as a token error', (code) => {
    expect(classifyWorkflowError(failure(401, code)).error).toBe('token');
  });

  it.each([40324, 40342])('treats 403 with code %i as an ip error', (code) => {
    expect(classifyWorkflowError(failure(403, code)).error).toBe('ip');
  });

  it('treats 401 with another code as unknown', () => {
    expect(classifyWorkflowError(failure(401, 40183)).error).toBe('unknown');
  });

  it('treats a canon token code as unknown', () => {
    expect(classifyWorkflowError(failure(401, 308)).error).toBe('unknown');
  });

  it('treats an ip code under 401 as unknown', () => {
    expect(classifyWorkflowError(failure(401, 40324)).error).toBe('unknown');
  });
});

describe('classifyDocumentStoreError', () => {
  it.each([7000, 7001, 7500, 7999, 5005, 5010])('treats body httpStatusCode %i as a token error', (code) => {
    expect(classifyDocumentStoreError(envelope(code, 401)).error).toBe('token');
  });

  it('treats body httpStatusCode 5006 as an ip error', () => {
    expect(classifyDocumentStoreError(envelope(5006, 403)).error).toBe('ip');
  });

  it.each([6999, 8000, 5004, 5007, 500])('treats body httpStatusCode %i as unknown', (code) => {
    expect(classifyDocumentStoreError(envelope(code, 500)).error).toBe('unknown');
  });

  it('classifies by the body code whatever the HTTP status', () => {
    expect(classifyDocumentStoreError(envelope(7001, 200)).error).toBe('token');
  });

  it('treats a bare 401 without a body code as unknown', () => {
    expect(classifyDocumentStoreError({url: URL, status: 401, body: 'Unauthorized'}).error).toBe('unknown');
  });

  it('does not read canon failure codes', () => {
    expect(classifyDocumentStoreError(failure(401, 7001)).error).toBe('unknown');
  });
});

describe('isDocumentStoreSessionFailure', () => {
  it.each([
    [{httpStatusCode: 7100}, true],
    [{httpStatusCode: 5006}, true],
    [{httpStatusCode: 200}, false],
    [{httpStatusCode: 401}, false],
    [{accountId: 'a1'}, false],
    [null, false],
    ['text', false],
  ])('says %j is %s', (body, expected) => {
    expect(isDocumentStoreSessionFailure(body)).toBe(expected);
  });
});

describe('classifyFailedResponse', () => {
  it('uses the canon rules for the canon group', () => {
    expect(classifyFailedResponse('canon', failure(401, 308)).error).toBe('token');
  });

  it('uses the workflow rules for the workflow group', () => {
    expect(classifyFailedResponse('workflow', failure(401, 40181)).error).toBe('token');
  });

  it('uses the document-store rules for the document-store group', () => {
    expect(classifyFailedResponse('documentStore', envelope(5010)).error).toBe('token');
  });
});

describe('unknown errors', () => {
  it('carry status, url, body and the first failure message', () => {
    const body = {failures: [{code: 400804, message: 'Item not found.'}, {code: 1, message: 'second'}]};
    const error = classifyCanonError({url: URL, status: 404, body});
    expect(error).toMatchObject({error: 'unknown', status: 404, url: URL, body, message: 'Item not found.'});
  });

  it('skip failures without a message', () => {
    expect(firstFailureMessage({failures: [{code: 1}, {code: 2, message: 'second'}]})).toBe('second');
  });

  it('fall back to a message naming the url and status', () => {
    expect(classifyCanonError({url: URL, status: 502, body: '<html>Bad gateway</html>'}).message).toBe(
      `Request to ${URL} failed with status 502`,
    );
  });

  it('are ClientError instances with the ClientError name', () => {
    const error = classifyCanonError(failure(500, 50001));
    expect(error).toBeInstanceOf(ClientError);
    expect(error.name).toBe('ClientError');
  });
});

describe('token and ip errors', () => {
  it('carry the failure message when the body has one', () => {
    expect(classifyCanonError(failure(401, 308, 'Token expired')).message).toBe('Token expired');
  });

  it('fall back to a session message', () => {
    expect(classifyCanonError({url: URL, status: 401, body: {code: 308}}).message).toBe(TOKEN_ERROR_MESSAGE);
  });

  it('fall back to an address message', () => {
    expect(classifyWorkflowError({url: URL, status: 403, body: {code: 40324}}).message).toBe(IP_ERROR_MESSAGE);
  });
});

describe('fixed client errors', () => {
  it('report no network as noNetwork, status 0, with the retry message', () => {
    expect(noNetworkError(URL)).toMatchObject({
      error: 'noNetwork',
      status: 0,
      url: URL,
      message: 'No internet connection. Continue to retry.',
    });
    expect(NO_NETWORK_MESSAGE).toBe('No internet connection. Continue to retry.');
  });

  it('report a blocked popup as reauthBlocked with the pop-up blocker message', () => {
    expect(reauthBlockedError('/app/login-gateway/')).toMatchObject({
      error: 'reauthBlocked',
      message:
        'Failed to open login popup. To prevent any Data loss please check your internet connection and deactivate any pop-up blockers',
    });
    expect(REAUTH_BLOCKED_MESSAGE).toBe(reauthBlockedError('/').message);
  });
});
