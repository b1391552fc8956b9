// Owns sending same-origin API requests: credentials, cache busting, fixed headers, the GET-with-body override, and failures as ClientErrors.
import {
  classifyFailedResponse,
  isDocumentStoreSessionFailure,
  noNetworkError,
  serviceGroupOf,
} from './errors';
import {randomAlphanumeric, type GetRandomValues} from './random';

export const CACHE_BUSTING_QUERY_PARAMETER = 'cbqp';
export const CACHE_BUSTER_LENGTH = 8;
export const WORKSPACE_CLIENT_VERSION = '1.0.0';
export const ACCOUNT_REF_HEADER = 'x-account-ref';
export const METHOD_OVERRIDE_HEADER = 'x-method-override';

/**
 * Sent with every request. Browsers drop `accept-encoding` (a forbidden header for scripts) and
 * negotiate compression themselves; it is kept because the services' contract names it and
 * non-browser runtimes send it as given.
 */
export const FIXED_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  accept: 'application/json',
  'workspace-client-version': WORKSPACE_CLIENT_VERSION,
  'accept-encoding': 'gzip',
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Same-origin path, e.g. `/api/admin/whoami`; it also decides the service group. */
  path: string;
  method?: HttpMethod;
  queryParams?: Readonly<Record<string, string | number | boolean | undefined>>;
  headers?: Readonly<Record<string, string>>;
  /** Sent as `x-account-ref` when given. */
  accountRef?: string;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** The part of a fetch Response this client reads. */
export interface ResponseLike {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

export interface RequestClient {
  /** The parsed response body (JSON, else text, else null when empty); rejects with a ClientError. */
  request(options: RequestOptions): Promise<unknown>;
}

export interface RequestClientEnvironment {
  fetch: FetchLike;
  getRandomValues: GetRandomValues;
}

export function createRequestClient(environment: RequestClientEnvironment): RequestClient {
  return {
    async request(options) {
      const url = requestUrl(options, randomAlphanumeric(CACHE_BUSTER_LENGTH, environment.getRandomValues));
      let status: number;
      let ok: boolean;
      let body: unknown;
      try {
        const response = await environment.fetch(url, requestInit(options));
        ({status, ok} = response);
        body = parseBody(await response.text());
      } catch (error) {
        // An abort is the caller's decision, not a network failure; it keeps its own identity.
        if (isAbortError(error)) throw error;
        throw noNetworkError(url);
      }
      const group = serviceGroupOf(options.path);
      if (!ok || (group === 'documentStore' && isDocumentStoreSessionFailure(body))) {
        throw classifyFailedResponse(group, {url, status, body});
      }
      return body;
    },
  };
}

export function requestUrl(options: Pick<RequestOptions, 'path' | 'queryParams'>, cacheBuster: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.queryParams ?? {})) {
    if (value !== undefined) query.append(name, String(value));
  }
  query.set(CACHE_BUSTING_QUERY_PARAMETER, cacheBuster);
  const separator = options.path.includes('?') ? '&' : '?';
  return `${options.path}${separator}${query.toString()}`;
}

export function requestInit(options: RequestOptions): RequestInit {
  const hasBody = options.body !== undefined;
  const method = options.method ?? 'GET';
  // Header names are lower-cased so a caller's `Accept` replaces ours instead of joining it.
  const headers: Record<string, string> = {...FIXED_HEADERS};
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  if (options.accountRef !== undefined && options.accountRef !== '') headers[ACCOUNT_REF_HEADER] = options.accountRef;
  if (hasBody) headers['content-type'] = 'application/json';
  // Browsers refuse a GET with a body; the services accept it as POST with the intended method named.
  const overridesGet = hasBody && method === 'GET';
  if (overridesGet) headers[METHOD_OVERRIDE_HEADER] = 'GET';
  return {
    method: overridesGet ? 'POST' : method,
    credentials: 'include',
    headers,
    ...(hasBody ? {body: JSON.stringify(options.body)} : {}),
    ...(options.signal ? {signal: options.signal} : {}),
  };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as {name?: unknown}).name === 'AbortError';
}
