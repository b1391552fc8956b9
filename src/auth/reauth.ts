// Owns re-authentication after a token error: one shared login popup, the samlDone poll, and one retry per failed request.
import {ClientError, reauthBlockedError} from './errors';
import {reauthPopupUrl} from './gateway';
import type {RequestClient} from './requestClient';

export const REAUTH_POPUP_WIDTH = 750;
export const REAUTH_POPUP_HEIGHT = 600;
export const SAML_POLL_INTERVAL_MS = 500;
export const SAML_DONE_COOKIE = 'samlDone';
// A fixed window name makes a reopened popup replace, not add to, the one the visitor closed.
export const REAUTH_POPUP_NAME = 'login-gateway-reauth';

/** The part of a popup window this module uses. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
}

export interface ReauthEnvironment {
  /** `window.open`; null means the browser refused to open the popup. */
  openWindow(url: string, target: string, features: string): PopupWindow | null;
  readCookie(name: string): string | undefined;
  clearCookie(name: string): void;
  setInterval(callback: () => void, milliseconds: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Reauthenticator {
  /** Resolves once the visitor has signed in again; rejects with a `reauthBlocked` ClientError. */
  reauthenticate(): Promise<void>;
}

/** `login` prefills the gateway's login field; empty when the visitor's login is not known. */
export function createReauthenticator(environment: ReauthEnvironment, login = ''): Reauthenticator {
  let inFlight: Promise<void> | null = null;
  return {
    reauthenticate() {
      // Every request that fails while a popup is open waits for that popup instead of opening its own.
      inFlight ??= signInThroughPopup(environment, reauthPopupUrl(login)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

function signInThroughPopup(environment: ReauthEnvironment, url: string): Promise<void> {
  const features = `width=${REAUTH_POPUP_WIDTH},height=${REAUTH_POPUP_HEIGHT}`;
  const open = () => {
    try {
      return environment.openWindow(url, REAUTH_POPUP_NAME, features);
    } catch {
      // Some embedding contexts (sandboxed frames) throw instead of returning null; both mean blocked.
      return null;
    }
  };
  return new Promise((resolve, reject) => {
    // A samlDone left by an earlier sign-in would end this one before the visitor has signed in.
    environment.clearCookie(SAML_DONE_COOKIE);
    let popup = open();
    if (popup === null) {
      reject(reauthBlockedError(url));
      return;
    }
    const poll = environment.setInterval(() => {
      if (environment.readCookie(SAML_DONE_COOKIE) === 'true') {
        environment.clearInterval(poll);
        environment.clearCookie(SAML_DONE_COOKIE);
        popup?.close();
        resolve();
        return;
      }
      if (popup?.closed) {
        popup = open();
        if (popup === null) {
          environment.clearInterval(poll);
          reject(reauthBlockedError(url));
        }
      }
    }, SAML_POLL_INTERVAL_MS);
  });
}

/**
 * `client` with re-authentication: a request that fails with a token error waits for the shared
 * sign-in and is then sent once more. A second failure is the caller's, so a session that cannot
 * be restored never turns into an endless popup loop.
 */
export function withReauthentication(client: RequestClient, reauthenticator: Reauthenticator): RequestClient {
  return {
    async request(options) {
      try {
        return await client.request(options);
      } catch (error) {
        if (!(error instanceof ClientError) || error.error !== 'token') throw error;
        await reauthenticator.reauthenticate();
        return client.request(options);
      }
    },
  };
}
