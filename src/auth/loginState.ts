// Owns the sign-in state handed to the login gateway through localStorage: its key, fields, lifetime and safe return path.
import {DOCS_ROOT} from '../versions/paths';
import {randomAlphanumeric, type GetRandomValues} from './random';

export const LOGIN_STATE_KEY_PREFIX = 'login-state-';
export const LOGIN_STATE_KEY_RANDOM_LENGTH = 8;
export const LOGIN_STATE_LIFETIME_MS = 300_000;
// The versions' root: it sends the reader on to their remembered version, else the current one.
export const DEFAULT_DOCS_ROOT = DOCS_ROOT;

const LOGIN_STATE_KEY_PATTERN = /^login-state-[A-Za-z0-9]{8}$/;
// Keys left by earlier versions of the sign-in flow; they are never read again.
const LEGACY_STATE_KEY_PATTERN = /^ov-[A-Za-z0-9]{8}$/;
const LEGACY_BARE_STATE_KEY = 'login-state';


/** The part of Web Storage this module needs; `localStorage` in the browser. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface LoginState {
  /** Same-origin path (with query and hash) to come back to after signing in. */
  return: string;
  /** Epoch milliseconds after which the state is ignored. */
  expires: number;
  /** Login name to prefill at the gateway; empty when unknown. */
  login: string;
  /** True when the page named no valid tenant, so the gateway must not expect one. */
  noTenant: boolean;
  /** True when a password login, rather than single sign-on, was asked for. */
  password: boolean;
}

export interface LoginStateRequest {
  returnTo: string;
  login?: string;
  noTenant?: boolean;
  password?: boolean;
}

export interface LoginStateEnvironment {
  storage: KeyValueStorage;
  now: () => number;
  getRandomValues: GetRandomValues;
  /** The page's origin, e.g. `https://qa.example.com`; `return` may only point here. */
  origin: string;
  docsRoot?: string;
}

export function isLoginStateKey(key: string): boolean {
  return LOGIN_STATE_KEY_PATTERN.test(key);
}

export function createLoginStateKey(getRandomValues: GetRandomValues): string {
  return LOGIN_STATE_KEY_PREFIX + randomAlphanumeric(LOGIN_STATE_KEY_RANDOM_LENGTH, getRandomValues);
}

export function purgeLegacyLoginStates(storage: KeyValueStorage): void {
  const legacyKeys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && (key === LEGACY_BARE_STATE_KEY || LEGACY_STATE_KEY_PATTERN.test(key))) legacyKeys.push(key);
  }
  // Removed after the scan: removing while scanning shifts the indices and skips keys.
  for (const key of legacyKeys) storage.removeItem(key);
}

/**
 * `candidate` as a same-origin path with its query and hash, or `docsRoot` when it is anything
 * else: another origin, a `javascript:` or `data:` URL, a protocol-relative `//host`, or a path
 * that only normalises to one (`/..//host`). The gateway redirects to this value, so it must never
 * be able to send the visitor off the site.
 */
export function safeReturnPath(candidate: unknown, origin: string, docsRoot: string = DEFAULT_DOCS_ROOT): string {
  if (typeof candidate !== 'string' || hasUntrustworthyCharacter(candidate)) return docsRoot;
  let resolved: URL;
  let expectedOrigin: string;
  try {
    resolved = new URL(candidate, origin);
    expectedOrigin = new URL(origin).origin;
  } catch {
    return docsRoot;
  }
  if (resolved.origin !== expectedOrigin) return docsRoot;
  const path = resolved.pathname + resolved.search + resolved.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : docsRoot;
}

/** Writes a new login state and returns its key, after purging the keys of earlier versions. */
export function createLoginState(
  request: LoginStateRequest,
  environment: LoginStateEnvironment,
): {key: string; state: LoginState} {
  const {storage, now, getRandomValues, origin, docsRoot} = environment;
  purgeLegacyLoginStates(storage);
  const state: LoginState = {
    return: safeReturnPath(request.returnTo, origin, docsRoot),
    expires: now() + LOGIN_STATE_LIFETIME_MS,
    login: request.login ?? '',
    noTenant: request.noTenant ?? false,
    password: request.password ?? false,
  };
  let key = createLoginStateKey(getRandomValues);
  while (storage.getItem(key) !== null) key = createLoginStateKey(getRandomValues);
  storage.setItem(key, JSON.stringify(state));
  return {key, state};
}

/**
 * The state stored under `key`, or null when the key has the wrong shape or the state is missing,
 * malformed or expired. A state claiming to outlive its lifetime was not written by this module
 * and is treated as malformed. A hostile `return` is replaced by the docs root, not trusted.
 */
export function readLoginState(
  key: string,
  environment: Omit<LoginStateEnvironment, 'getRandomValues'>,
): LoginState | null {
  if (!isLoginStateKey(key)) return null;
  const raw = environment.storage.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!hasLoginStateFields(parsed)) return null;
  const now = environment.now();
  if (parsed.expires <= now || parsed.expires > now + LOGIN_STATE_LIFETIME_MS) return null;
  return {
    return: safeReturnPath(parsed.return, environment.origin, environment.docsRoot),
    expires: parsed.expires,
    login: parsed.login,
    noTenant: parsed.noTenant,
    password: parsed.password,
  };
}

// Control characters and backslashes: browsers strip or reinterpret them (`/\evil` is `//evil`),
// so a return value holding one cannot be trusted to mean what it seems.
function hasUntrustworthyCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || value[index] === '\\') return true;
  }
  return false;
}

function hasLoginStateFields(value: unknown): value is LoginState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.return === 'string' &&
    typeof state.expires === 'number' &&
    Number.isFinite(state.expires) &&
    typeof state.login === 'string' &&
    typeof state.noTenant === 'boolean' &&
    typeof state.password === 'boolean'
  );
}
