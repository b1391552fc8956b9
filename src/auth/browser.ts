// Owns the adapters from browser globals to the dependencies the rest of this module takes as parameters.
import type {KeyValueStorage} from './loginState';
import type {ReauthEnvironment} from './reauth';
import type {FetchLike} from './requestClient';
import type {PageLocation, SessionGateEnvironment} from './sessionGate';

export type BrowserEnvironment = SessionGateEnvironment & ReauthEnvironment & {fetch: FetchLike};

/** The value of cookie `name` in a `document.cookie` string, or undefined when it is not set. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * Expires cookie `name` at path `/`, where the login gateway sets samlDone. A cookie set on another
 * path cannot be removed from here; the retry after sign-in then fails once and reports it.
 */
export function clearCookie(document: Pick<Document, 'cookie'>, name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}

/**
 * Everything the auth module needs from `win`. Storage is read lazily: merely touching
 * `localStorage` throws where storage is disabled, and public hosts must not fail on that.
 */
export function browserEnvironment(win: Window): BrowserEnvironment {
  const location: PageLocation = win.location;
  return {
    location,
    get localStorage(): KeyValueStorage {
      return win.localStorage;
    },
    get sessionStorage(): KeyValueStorage {
      return win.sessionStorage;
    },
    now: () => Date.now(),
    getRandomValues: (array) => win.crypto.getRandomValues(array),
    warn: (message) => console.warn(message),
    fetch: (url, init) => win.fetch(url, init),
    openWindow: (url, target, features) => win.open(url, target, features),
    readCookie: (name) => readCookie(win.document.cookie, name),
    clearCookie: (name) => clearCookie(win.document, name),
    setInterval: (callback, milliseconds) => win.setInterval(callback, milliseconds),
    clearInterval: (handle) => win.clearInterval(handle as number),
  };
}
