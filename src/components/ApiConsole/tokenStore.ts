// Owns where the reader's API token is kept: in memory (this module, so it survives moving between
// operation pages), and in sessionStorage only when the reader ticks "remember in this tab". It is
// never written to localStorage, a URL or anywhere else.
export const TOKEN_STORAGE_KEY = 'api-console-token';

let tokenInMemory = '';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): SessionStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off; the token then lives in memory only.
    return undefined;
  }
}

/** The token the console starts with, and whether it was remembered in this tab. */
export function loadToken(store: SessionStore | undefined = session()): {token: string; remembered: boolean} {
  let remembered: string;
  try {
    remembered = store?.getItem(TOKEN_STORAGE_KEY) ?? '';
  } catch {
    remembered = '';
  }
  if (remembered) {
    tokenInMemory = remembered;
    return {token: remembered, remembered: true};
  }
  return {token: tokenInMemory, remembered: false};
}

/** Keeps the token in memory, and in this tab's sessionStorage only when `remember` is set (else removes it there). */
export function saveToken(token: string, remember: boolean, store: SessionStore | undefined = session()): void {
  tokenInMemory = token;
  try {
    if (remember && token) store?.setItem(TOKEN_STORAGE_KEY, token);
    else store?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // A full or disabled storage keeps the token in memory only.
  }
}
