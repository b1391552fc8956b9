// Owns the docs-page sign-in check on dev/QA hosts: ask whoami, and without a session send the visitor to the login gateway, never twice in a row.
import {ClientError, type ClientErrorCode} from './errors';
import {loginGatewayUrl} from './gateway';
import {isDevHost} from './hosts';
import {createLoginState, LOGIN_STATE_LIFETIME_MS, type KeyValueStorage} from './loginState';
import type {GetRandomValues} from './random';
import type {RequestClient} from './requestClient';
import {readTenantId} from './tenant';

export const WHOAMI_PATH = '/api/admin/whoami';
/** sessionStorage key holding when this tab last left for the gateway (epoch milliseconds). */
export const SIGN_IN_REDIRECT_MARKER_KEY = 'docs-sign-in-redirected-at';
/**
 * Coming back without a session this soon after leaving for the gateway means sign-in did not give
 * this host a session, and another redirect would loop. The window equals the login state's
 * lifetime: a gateway round trip the state still describes.
 */
export const REDIRECT_LOOP_WINDOW_MS = LOGIN_STATE_LIFETIME_MS;
export const REDIRECT_LOOP_MESSAGE =
  'Signing in did not give this page a session, so you were not sent to the login page again. ' +
  'Sign in again, and if this keeps happening, ask the site administrator to check the login gateway.';

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;

/** The part of `window.location` the gate reads and navigates with. */
export interface PageLocation {
  readonly hostname: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  assign(url: string): void;
}

export interface SessionGateEnvironment {
  location: PageLocation;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  now(): number;
  getRandomValues: GetRandomValues;
  warn(message: string): void;
}

export interface SessionCheckOptions {
  devHostPatterns: readonly string[];
  /** Where a login state's `return` falls back to; the site's baseUrl. */
  docsRoot?: string;
  /** A client without re-authentication: on a docs page a missing session means a redirect, not a popup. */
  client: RequestClient;
  /** Aborting stops the check before it writes state or navigates. */
  signal?: AbortSignal;
}

export type SessionGateResult =
  | {status: 'public'}
  | {status: 'allowed'; accountId: string}
  | {status: 'redirecting'; stateKey: string}
  | {status: 'failed'; reason: ClientErrorCode | 'redirectLoop'; message: string};

export async function checkDocsSession(
  environment: SessionGateEnvironment,
  options: SessionCheckOptions,
): Promise<SessionGateResult> {
  if (!isDevHost(environment.location.hostname, options.devHostPatterns)) return {status: 'public'};

  let whoami: unknown = null;
  try {
    whoami = await options.client.request({path: WHOAMI_PATH, method: 'GET', signal: options.signal});
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    // Without a network, or with a refused address or a broken service, the gateway cannot help:
    // redirecting would only bounce the visitor around, so say what is wrong instead.
    if (!meansNoSession(error)) return {status: 'failed', reason: error.error, message: error.message};
  }
  options.signal?.throwIfAborted();

  const accountId = accountIdOf(whoami);
  if (accountId !== undefined) {
    forgetRedirect(environment);
    return {status: 'allowed', accountId};
  }
  if (redirectedRecently(environment)) {
    return {status: 'failed', reason: 'redirectLoop', message: REDIRECT_LOOP_MESSAGE};
  }
  return {status: 'redirecting', stateKey: redirectToLogin(environment, options.docsRoot)};
}

/**
 * Writes a login state for the current page, notes the time of leaving, and goes to the gateway.
 * Also the action of a "Sign in again" button, which is a visitor's choice and so not a loop.
 */
export function redirectToLogin(environment: SessionGateEnvironment, docsRoot?: string): string {
  const {location} = environment;
  const tenantId = readTenantId(location.search, (message) => environment.warn(message));
  const {key} = createLoginState(
    {returnTo: location.pathname + location.search + location.hash, noTenant: tenantId === undefined},
    {
      storage: environment.localStorage,
      now: () => environment.now(),
      getRandomValues: environment.getRandomValues,
      origin: location.origin,
      docsRoot,
    },
  );
  environment.sessionStorage.setItem(SIGN_IN_REDIRECT_MARKER_KEY, String(environment.now()));
  location.assign(loginGatewayUrl(key));
  return key;
}

function meansNoSession(error: ClientError): boolean {
  if (error.error === 'token') return true;
  return error.error === 'unknown' && (error.status === HTTP_UNAUTHORIZED || error.status === HTTP_FORBIDDEN);
}

function accountIdOf(whoami: unknown): string | undefined {
  if (typeof whoami !== 'object' || whoami === null) return undefined;
  const {accountId} = whoami as {accountId?: unknown};
  if (typeof accountId === 'number' && Number.isFinite(accountId)) return String(accountId);
  return typeof accountId === 'string' && accountId !== '' ? accountId : undefined;
}

// A visitor with a session must get the page even where storage is blocked and the note cannot go.
function forgetRedirect(environment: SessionGateEnvironment): void {
  try {
    environment.sessionStorage.removeItem(SIGN_IN_REDIRECT_MARKER_KEY);
  } catch {
    // Nothing to forget: a blocked sessionStorage never held the note.
  }
}

function redirectedRecently(environment: SessionGateEnvironment): boolean {
  const leftAt = Number(environment.sessionStorage.getItem(SIGN_IN_REDIRECT_MARKER_KEY));
  const elapsed = environment.now() - leftAt;
  return Number.isFinite(leftAt) && leftAt > 0 && elapsed >= 0 && elapsed < REDIRECT_LOOP_WINDOW_MS;
}
