// Owns the client error type, its messages, and the rules that classify a failed response for each service group.

export type ClientErrorCode = 'noNetwork' | 'token' | 'ip' | 'unknown' | 'reauthBlocked';

export const NO_NETWORK_MESSAGE = 'No internet connection. Continue to retry.';
export const REAUTH_BLOCKED_MESSAGE =
  'Failed to open login popup. To prevent any Data loss please check your internet connection and deactivate any pop-up blockers';
export const AUTHENTICATION_FAILED_MESSAGE = 'Failed to authenticate';
// Used only when a token or ip error's body carries no message of its own.
export const TOKEN_ERROR_MESSAGE = 'Your session has expired. Sign in again to continue.';
export const IP_ERROR_MESSAGE = 'Access from your network address is not allowed.';

export const CANON_TOKEN_ERROR_CODES: readonly number[] = [308, 309, 701, 702];
export const CANON_IP_ERROR_CODES: readonly number[] = [6600, 6624];
export const WORKFLOW_TOKEN_ERROR_CODES: readonly number[] = [40181, 40182, 40187];
export const WORKFLOW_IP_ERROR_CODES: readonly number[] = [40324, 40342];
export const DOCUMENT_STORE_TOKEN_ERROR_RANGE = {first: 7000, last: 7999} as const;
export const DOCUMENT_STORE_TOKEN_ERROR_CODES: readonly number[] = [5005, 5010];
export const DOCUMENT_STORE_IP_ERROR_CODES: readonly number[] = [5006];

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;

export class ClientError extends Error {
  readonly error: ClientErrorCode;
  readonly url: string;
  readonly status: number;
  readonly body: unknown;

  constructor(fields: {error: ClientErrorCode; url: string; status: number; message: string; body?: unknown}) {
    super(fields.message);
    this.name = 'ClientError';
    this.error = fields.error;
    this.url = fields.url;
    this.status = fields.status;
    this.body = fields.body ?? null;
  }
}

/** canon: `/api/canon/…`; workflow: `/api/v{n}/{x}/wfp/…`; document store: everything else. */
export type ServiceGroup = 'canon' | 'workflow' | 'documentStore';

const CANON_PATH = /^\/api\/canon\//;
const WORKFLOW_PATH = /^\/api\/v\d+\/[^/]+\/wfp\//;

export function serviceGroupOf(path: string): ServiceGroup {
  const pathname = path.split(/[?#]/, 1)[0];
  if (CANON_PATH.test(pathname)) return 'canon';
  if (WORKFLOW_PATH.test(pathname)) return 'workflow';
  return 'documentStore';
}

export interface FailedResponse {
  url: string;
  status: number;
  body: unknown;
}

export function classifyCanonError(response: FailedResponse): ClientError {
  return classifyByStatusAndCode(response, CANON_TOKEN_ERROR_CODES, CANON_IP_ERROR_CODES);
}

export function classifyWorkflowError(response: FailedResponse): ClientError {
  return classifyByStatusAndCode(response, WORKFLOW_TOKEN_ERROR_CODES, WORKFLOW_IP_ERROR_CODES);
}

export function classifyDocumentStoreError(response: FailedResponse): ClientError {
  const code = documentStoreStatusCode(response.body);
  if (code !== undefined && isDocumentStoreTokenCode(code)) return sessionError('token', response);
  if (code !== undefined && DOCUMENT_STORE_IP_ERROR_CODES.includes(code)) return sessionError('ip', response);
  return unknownError(response);
}

export function classifyFailedResponse(group: ServiceGroup, response: FailedResponse): ClientError {
  if (group === 'canon') return classifyCanonError(response);
  if (group === 'workflow') return classifyWorkflowError(response);
  return classifyDocumentStoreError(response);
}

/**
 * Whether a document-store body reports a token or ip error. The document store can answer those
 * inside a successful HTTP response, so its bodies are checked even when the status is 2xx.
 */
export function isDocumentStoreSessionFailure(body: unknown): boolean {
  const code = documentStoreStatusCode(body);
  return code !== undefined && (isDocumentStoreTokenCode(code) || DOCUMENT_STORE_IP_ERROR_CODES.includes(code));
}

export function noNetworkError(url: string): ClientError {
  return new ClientError({error: 'noNetwork', url, status: 0, message: NO_NETWORK_MESSAGE});
}

export function reauthBlockedError(url: string): ClientError {
  return new ClientError({error: 'reauthBlocked', url, status: 0, message: REAUTH_BLOCKED_MESSAGE});
}

/**
 * The first message among the body's failures (`failures[]`, else `errors[]`, else the body's own
 * `message`). The services' error shapes differ, and this is the one a reader can act on.
 */
export function firstFailureMessage(body: unknown): string | undefined {
  for (const failure of failuresOf(body)) {
    if (typeof failure.message === 'string' && failure.message.trim() !== '') return failure.message;
  }
  return undefined;
}

function classifyByStatusAndCode(
  response: FailedResponse,
  tokenCodes: readonly number[],
  ipCodes: readonly number[],
): ClientError {
  const codes = failureCodes(response.body);
  if (response.status === HTTP_UNAUTHORIZED && codes.some((code) => tokenCodes.includes(code))) {
    return sessionError('token', response);
  }
  if (response.status === HTTP_FORBIDDEN && codes.some((code) => ipCodes.includes(code))) {
    return sessionError('ip', response);
  }
  return unknownError(response);
}

function sessionError(error: 'token' | 'ip', response: FailedResponse): ClientError {
  const fallback = error === 'token' ? TOKEN_ERROR_MESSAGE : IP_ERROR_MESSAGE;
  return new ClientError({
    error,
    url: response.url,
    status: response.status,
    message: firstFailureMessage(response.body) ?? fallback,
    body: response.body,
  });
}

function unknownError(response: FailedResponse): ClientError {
  return new ClientError({
    error: 'unknown',
    url: response.url,
    status: response.status,
    message: firstFailureMessage(response.body) ?? `Request to ${response.url} failed with status ${response.status}`,
    body: response.body,
  });
}

function isDocumentStoreTokenCode(code: number): boolean {
  const {first, last} = DOCUMENT_STORE_TOKEN_ERROR_RANGE;
  return (code >= first && code <= last) || DOCUMENT_STORE_TOKEN_ERROR_CODES.includes(code);
}

function documentStoreStatusCode(body: unknown): number | undefined {
  return isRecord(body) ? numericCode(body.httpStatusCode) : undefined;
}

function failureCodes(body: unknown): number[] {
  return failuresOf(body)
    .map((failure) => numericCode(failure.code))
    .filter((code): code is number => code !== undefined);
}

function failuresOf(body: unknown): Record<string, unknown>[] {
  if (!isRecord(body)) return [];
  for (const list of [body.failures, body.errors]) {
    if (Array.isArray(list) && list.length > 0) return list.filter(isRecord);
  }
  return [body];
}

// Services send codes as numbers or as numeric strings ("308"); both mean the same code.
function numericCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
