// Owns sending a request to the reader's tenant and explaining what came back: the answer with its
// time, headers and body, or a failure said in words (offline, refused by CORS, unreachable, timed
// out, cancelled), never a silent one. The token travels only in the request's own headers.
import type {ConsoleRequest} from './request';

/** "a timeout (default 30 s)" */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Bodies longer than this are cut in the view; the whole one can be downloaded. */
export const BODY_VIEW_LIMIT = 100_000;

export type ConsoleResult =
  | {kind: 'answer'; status: number; statusText: string; headers: {name: string; value: string}[]; body: string; durationMs: number}
  | {kind: 'failure'; reason: 'offline' | 'cors' | 'network' | 'timeout' | 'cancelled'; message: string; durationMs: number};

export type SendOptions = {
  /** Aborts the request when the reader presses Cancel. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** This page's origin, to tell a CORS refusal from an unreachable host. */
  pageOrigin: string;
  online?: boolean;
  fetchImpl?: typeof fetch;
  now?: () => number;
};

/** Why a fetch that rejected failed, in words the reader can act on. */
export function describeFetchFailure(url: string, pageOrigin: string, online: boolean): {reason: 'offline' | 'cors' | 'network'; message: string} {
  if (!online) return {reason: 'offline', message: 'The browser is offline: no request was sent. Connect to a network and send again.'};
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return {reason: 'network', message: `The address ${url} is not a valid URL.`};
  }
  if (origin !== pageOrigin) {
    return {
      reason: 'cors',
      message: `The browser could not read an answer from ${origin}. Either the host is unreachable, or it refused this site's cross-origin request: a base URL on another origin must allow ${pageOrigin} (Access-Control-Allow-Origin, with the Authorization and Content-Type headers allowed). Choose this site's own origin as the base URL to avoid CORS altogether.`,
    };
  }
  return {reason: 'network', message: `No answer from ${origin}: the network failed or the server closed the connection. Check your connection and send again.`};
}

/** A multipart body: the browser writes its boundary and Content-Type. */
function formData(parts: {name: string; value: string}[]): FormData {
  const data = new FormData();
  for (const part of parts) data.append(part.name, part.value);
  return data;
}

/** Sends the request; resolves with the answer or an explained failure, never rejects. */
export async function sendRequest(request: ConsoleRequest, options: SendOptions): Promise<ConsoleResult> {
  const {timeoutMs = REQUEST_TIMEOUT_MS, pageOrigin, online = true, fetchImpl = fetch, now = () => performance.now()} = options;
  const started = now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers.map(({name, value}) => [name, value] as [string, string]),
      body: request.parts ? formData(request.parts) : request.body,
      signal: controller.signal,
      cache: 'no-store',
      // The token is the only credential: no cookies go to another origin.
      credentials: 'same-origin',
      referrerPolicy: 'no-referrer',
    });
    const body = await response.text();
    const headers: {name: string; value: string}[] = [];
    response.headers.forEach((value, name) => headers.push({name, value}));
    return {kind: 'answer', status: response.status, statusText: response.statusText, headers, body, durationMs: now() - started};
  } catch (error) {
    const durationMs = now() - started;
    if (timedOut) {
      return {kind: 'failure', reason: 'timeout', message: `No answer within ${Math.round(timeoutMs / 1000)} s, so the console stopped waiting. The API may still be working on it: for long work use the asynchronous operation, or send again.`, durationMs};
    }
    if (controller.signal.aborted || (error as Error)?.name === 'AbortError') {
      return {kind: 'failure', reason: 'cancelled', message: 'Cancelled: the console stopped waiting for the answer. The server may still have received the request.', durationMs};
    }
    return {kind: 'failure', ...describeFetchFailure(request.url, pageOrigin, online), durationMs};
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

const headerValue = (headers: {name: string; value: string}[], name: string) => headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** The body as pretty JSON, or why it is not JSON. */
export function readBody(headers: {name: string; value: string}[], body: string): {json: boolean; text: string; note?: string} {
  const type = headerValue(headers, 'content-type') ?? '';
  if (body === '') return {json: false, text: ''};
  try {
    const parsed: unknown = JSON.parse(body);
    return {json: true, text: JSON.stringify(parsed, null, 2)};
  } catch {
    const declared = /json/i.test(type);
    return {
      json: false,
      text: body,
      note: declared
        ? `The answer says it is JSON (${type}) but does not parse as JSON: it may have been cut off.`
        : `The answer is not JSON${type ? ` (Content-Type: ${type})` : ''}. If you expected the API, a proxy or sign-in page may have answered instead: check the base URL.`,
    };
  }
}

/** What to check after a 401 or 403, with the error's own code and name when the body has them. */
export function authAdvice(status: number, body: string): string | undefined {
  if (status !== 401 && status !== 403) return undefined;
  let first: {code?: unknown; name?: unknown} | undefined;
  try {
    first = (JSON.parse(body) as {errors?: {code?: unknown; name?: unknown}[]}).errors?.[0];
  } catch {
    first = undefined;
  }
  const named = first?.code ? `${String(first.code)} ${String(first.name ?? '')}`.trim() : '';
  if (status === 401) {
    return `${named ? `${named}: ` : ''}the API did not accept the token. Check that you pasted the whole token, without quotes or spaces, and that it was issued for this tenant and region.`;
  }
  return `${named ? `${named}: ` : ''}the token was recognised but may not do this. Check its start and end dates, the networks it may be used from, the user's access to this tenant and dataset, and that the tenant id is the token's tenant.`;
}

/** The body cut for display, when it is longer than the view holds. */
export function truncateForView(text: string, limit = BODY_VIEW_LIMIT): {text: string; truncated: boolean} {
  return text.length > limit ? {text: text.slice(0, limit), truncated: true} : {text, truncated: false};
}
