// Owns the request client that docs pages use for API calls (kept apart from the browser adapters,
// which every page loads, so the client's code comes only with the pages that call the API).
import type {BrowserEnvironment} from './browser';
import {createReauthenticator, withReauthentication} from './reauth';
import {createRequestClient, type RequestClient} from './requestClient';

/**
 * The client for API calls made from docs pages: a token error opens the re-login popup and the
 * request is retried. `login` prefills the popup's login field.
 */
export function createSiteRequestClient(environment: BrowserEnvironment, login = ''): RequestClient {
  return withReauthentication(createRequestClient(environment), createReauthenticator(environment, login));
}
