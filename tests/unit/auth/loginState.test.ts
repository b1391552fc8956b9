import {describe, expect, it} from 'vitest';
import {
  createLoginState,
  DEFAULT_DOCS_ROOT,
  isLoginStateKey,
  LOGIN_STATE_LIFETIME_MS,
  purgeLegacyLoginStates,
  readLoginState,
  safeReturnPath,
} from '../../../src/auth/loginState';
import {countingRandom, FakeStorage} from './fakes';

const ORIGIN = 'https://qa.example.com';
const NOW = 1_750_000_000_000;
const VALID_KEY = 'login-state-Ab3De6Gh';

function environment(storage = new FakeStorage(), getRandomValues = countingRandom()) {
  return {storage, now: () => NOW, getRandomValues, origin: ORIGIN};
}

function storedState(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    return: '/app/docs/1.0.0/items/',
    expires: NOW + 1000,
    login: 'ada@example.com',
    noTenant: false,
    password: false,
    ...overrides,
  });
}

describe('createLoginState', () => {
  it('stores the state under login-state- plus 8 random alphanumerics', () => {
    const {key} = createLoginState({returnTo: '/app/docs/1.0.0/'}, environment());
    expect(key).toMatch(/^login-state-[A-Za-z0-9]{8}$/);
  });

  it('draws the key from getRandomValues', () => {
    const {key} = createLoginState({returnTo: '/app/docs/1.0.0/'}, environment(new FakeStorage(), countingRandom(0)));
    expect(key).toBe('login-state-ABCDEFGH');
  });

  it('draws a new key when the first one is already taken', () => {
    const storage = new FakeStorage({'login-state-ABCDEFGH': storedState()});
    const {key} = createLoginState({returnTo: '/app/docs/1.0.0/'}, environment(storage, countingRandom(0)));
    expect(key).not.toBe('login-state-ABCDEFGH');
  });

  it('writes return, expires, login, noTenant and password as JSON', () => {
    const storage = new FakeStorage();
    const {key} = createLoginState(
      {returnTo: '/app/docs/1.0.0/items/?tab=curl#paging', login: 'ada@example.com', noTenant: true, password: true},
      environment(storage),
    );
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual({
      return: '/app/docs/1.0.0/items/?tab=curl#paging',
      expires: NOW + LOGIN_STATE_LIFETIME_MS,
      login: 'ada@example.com',
      noTenant: true,
      password: true,
    });
  });

  it('expires the state 300000 ms after creation', () => {
    const {state} = createLoginState({returnTo: '/'}, environment());
    expect(state.expires - NOW).toBe(300_000);
  });

  it('defaults login to empty and noTenant and password to false', () => {
    const {state} = createLoginState({returnTo: '/'}, environment());
    expect(state).toMatchObject({login: '', noTenant: false, password: false});
  });

  it('purges ov- keys before writing a new state', () => {
    const storage = new FakeStorage({'ov-Ab3De6Gh': '{}', 'ov-12345678': '{}'});
    createLoginState({returnTo: '/'}, environment(storage));
    expect(storage.keys().filter((key) => key.startsWith('ov-'))).toEqual([]);
  });

  it('purges the bare login-state key before writing a new state', () => {
    const storage = new FakeStorage({'login-state': '{}'});
    createLoginState({returnTo: '/'}, environment(storage));
    expect(storage.getItem('login-state')).toBeNull();
  });

  it('replaces a hostile return with the docs root before storing it', () => {
    const {state} = createLoginState({returnTo: 'https://evil.example/phish'}, environment());
    expect(state.return).toBe(DEFAULT_DOCS_ROOT);
  });

  it('falls back to the docs root it is given', () => {
    const {state} = createLoginState({returnTo: '//evil.example'}, {...environment(), docsRoot: '/docs/'});
    expect(state.return).toBe('/docs/');
  });
});

describe('purgeLegacyLoginStates', () => {
  it('keeps keys that only resemble the legacy ones', () => {
    const kept = {
      'ov-1234567': '{}',
      'ov-123456789': '{}',
      'ov-1234567!': '{}',
      'xov-12345678': '{}',
      'login-state-x': '{}',
      [VALID_KEY]: storedState(),
      theme: 'dark',
    };
    const storage = new FakeStorage(kept);
    purgeLegacyLoginStates(storage);
    expect(storage.keys().sort()).toEqual(Object.keys(kept).sort());
  });

  it('removes every legacy key even when they sit next to each other', () => {
    const storage = new FakeStorage({'ov-AAAAAAAA': '1', 'ov-BBBBBBBB': '2', 'login-state': '3', 'ov-CCCCCCCC': '4'});
    purgeLegacyLoginStates(storage);
    expect(storage.length).toBe(0);
  });
});

describe('isLoginStateKey', () => {
  it('accepts login-state- plus 8 alphanumerics', () => {
    expect(isLoginStateKey(VALID_KEY)).toBe(true);
  });

  it.each(['login-state', 'login-state-', 'login-state-Ab3De6G', 'login-state-Ab3De6Gh9', 'login-state-Ab3De6G_', 'ov-Ab3De6Gh', 'xlogin-state-Ab3De6Gh'])(
    'rejects the key %j',
    (key) => {
      expect(isLoginStateKey(key)).toBe(false);
    },
  );
});

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/app/docs/1.0.0/items/?tab=curl#paging', ORIGIN)).toBe('/app/docs/1.0.0/items/?tab=curl#paging');
  });

  it('reduces a same-origin absolute URL to its path', () => {
    expect(safeReturnPath(`${ORIGIN}/app/docs/1.0.0/errors/list/`, ORIGIN)).toBe('/app/docs/1.0.0/errors/list/');
  });

  it.each([
    ['another origin', 'https://evil.example/app/docs/1.0.0/'],
    ['the same host on another scheme', 'http://qa.example.com/app/docs/1.0.0/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a mixed-case javascript: URL', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash that browsers read as a slash', '/\\evil.example/'],
    ['a tab hidden between the slashes', '/\t/evil.example/'],
    ['a newline', '/app/docs/\n'],
    ['a path that normalises to //', '/..//evil.example/'],
    ['a non-string value', 42],
    ['nothing', undefined],
  ])('replaces %s with the docs root', (_why, candidate) => {
    expect(safeReturnPath(candidate, ORIGIN)).toBe(DEFAULT_DOCS_ROOT);
  });
});

describe('readLoginState', () => {
  it('reads a valid state', () => {
    const storage = new FakeStorage({[VALID_KEY]: storedState()});
    expect(readLoginState(VALID_KEY, environment(storage))).toEqual({
      return: '/app/docs/1.0.0/items/',
      expires: NOW + 1000,
      login: 'ada@example.com',
      noTenant: false,
      password: false,
    });
  });

  it('ignores a key of the wrong shape even when something is stored under it', () => {
    const storage = new FakeStorage({'ov-Ab3De6Gh': storedState()});
    expect(readLoginState('ov-Ab3De6Gh', environment(storage))).toBeNull();
  });

  it('ignores a missing state', () => {
    expect(readLoginState(VALID_KEY, environment())).toBeNull();
  });

  it('ignores malformed state JSON', () => {
    const storage = new FakeStorage({[VALID_KEY]: '{"return": "/app/docs/1.0.0/",'});
    expect(readLoginState(VALID_KEY, environment(storage))).toBeNull();
  });

  it.each([
    ['JSON null', 'null'],
    ['a JSON string', '"login"'],
    ['no return', storedState({return: undefined})],
    ['a numeric return', storedState({return: 7})],
    ['a string expires', storedState({expires: String(NOW + 1000)})],
    ['a login that is not a string', storedState({login: null})],
    ['a string noTenant', storedState({noTenant: 'false'})],
    ['a missing password', storedState({password: undefined})],
  ])('ignores a state with %s', (_why, raw) => {
    const storage = new FakeStorage({[VALID_KEY]: raw});
    expect(readLoginState(VALID_KEY, environment(storage))).toBeNull();
  });

  it('ignores an expired state', () => {
    const storage = new FakeStorage({[VALID_KEY]: storedState({expires: NOW - 1})});
    expect(readLoginState(VALID_KEY, environment(storage))).toBeNull();
  });

  it('ignores a state at the moment it expires', () => {
    const storage = new FakeStorage({[VALID_KEY]: storedState({expires: NOW})});
    expect(readLoginState(VALID_KEY, environment(storage))).toBeNull();
  });

  it('ignores a state that claims to live longer than 300000 ms', () => {
    const storage = new FakeStorage({[VALID_KEY]: storedState({expires: NOW + LOGIN_STATE_LIFETIME_MS + 1})});
    expect(readLoginState(VALID_KEY, environment(storage))).toBeNull();
  });

  it('replaces a hostile stored return with the docs root', () => {
    const storage = new FakeStorage({[VALID_KEY]: storedState({return: '//evil.example/'})});
    expect(readLoginState(VALID_KEY, environment(storage))?.return).toBe(DEFAULT_DOCS_ROOT);
  });

  it('returns only the known fields', () => {
    const storage = new FakeStorage({[VALID_KEY]: storedState({extra: 'x'})});
    expect(Object.keys(readLoginState(VALID_KEY, environment(storage)) ?? {}).sort()).toEqual(
      ['expires', 'login', 'noTenant', 'password', 'return'],
    );
  });
});
