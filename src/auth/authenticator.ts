// Owns the calls to the tenant authenticator: signing in with login and password, and signing out.
import {AUTHENTICATION_FAILED_MESSAGE, ClientError} from './errors';
import {LOGOUT_PAGE_PATH} from './gateway';
import type {RequestClient} from './requestClient';

export const AUTHENTICATOR_PATH = '/tenants/authenticator';
export const AUTHENTICATOR_SUCCESS_CODE = 200;

export interface Credentials {
  login: string;
  password: string;
}

export interface AuthenticationResult {
  /** The tenants the account may use; their shape is the authenticator's, not fixed here. */
  tenants: unknown[];
}

/**
 * Signs in. Pass a client without re-authentication: a token error here means the credentials
 * failed, and a re-login popup would only ask for them again. A lost connection keeps its own
 * error, so the visitor learns to retry, and an ip error keeps its own, so they learn that their
 * network is refused; every other failure is "Failed to authenticate".
 */
export async function authenticate(client: RequestClient, credentials: Credentials): Promise<AuthenticationResult> {
  let body: unknown;
  try {
    body = await client.request({path: AUTHENTICATOR_PATH, method: 'POST', body: credentials});
  } catch (error) {
    if (!(error instanceof ClientError) || error.error === 'noNetwork' || error.error === 'ip') throw error;
    throw authenticationFailed(error.url, error.status, error.body);
  }
  const envelope = asRecord(body);
  const tenants = asRecord(envelope.result).tenants;
  if (envelope.httpStatusCode !== AUTHENTICATOR_SUCCESS_CODE || !Array.isArray(tenants)) {
    const status = typeof envelope.httpStatusCode === 'number' ? envelope.httpStatusCode : 0;
    throw authenticationFailed(AUTHENTICATOR_PATH, status, body);
  }
  return {tenants};
}

/** Signs out and, when the authenticator confirms, leaves for the gateway's logout page. */
export async function logOut(client: RequestClient, assign: (url: string) => void): Promise<boolean> {
  const body = await client.request({path: AUTHENTICATOR_PATH, method: 'DELETE'});
  if (asRecord(body).httpStatusCode !== AUTHENTICATOR_SUCCESS_CODE) return false;
  assign(LOGOUT_PAGE_PATH);
  return true;
}

function authenticationFailed(url: string, status: number, body: unknown): ClientError {
  return new ClientError({error: 'unknown', url, status, message: AUTHENTICATION_FAILED_MESSAGE, body});
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
