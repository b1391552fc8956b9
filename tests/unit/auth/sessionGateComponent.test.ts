// @vitest-environment jsdom
import {act, createElement} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {BrowserEnvironment} from '../../../src/auth/browser';
import {DEFAULT_DEV_HOST_PATTERNS} from '../../../src/auth/hosts';
import {PREHYDRATION_GUARD_ATTRIBUTE} from '../../../src/auth/prehydrationGuard';
import type {FetchLike, ResponseLike} from '../../../src/auth/requestClient';
import {SIGN_IN_REDIRECT_MARKER_KEY} from '../../../src/auth/sessionGate';
import {
  showsPage,
  useSessionGate,
  type SessionGateControls,
} from '../../../src/components/SessionGate/useSessionGate';
import {countingRandom, FakeStorage, jsonResponse} from './fakes';

const NOW = 1_750_000_000_000;
const browser = vi.hoisted(() => ({environment: undefined as unknown}));

vi.mock('../../../src/auth/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/auth/browser')>()),
  browserEnvironment: () => browser.environment,
}));

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** A browser at `hostname` whose whoami answers only when the test says so. */
function fakeBrowser(hostname: string) {
  const answers: ((response: ResponseLike) => void)[] = [];
  const fetch = vi.fn<FetchLike>(() => new Promise((resolve) => answers.push(resolve)));
  const assign = vi.fn();
  const sessionStorage = new FakeStorage();
  browser.environment = {
    location: {hostname, origin: `http://${hostname}`, pathname: '/app/docs/1.0.0/items/', search: '', hash: '', assign},
    localStorage: new FakeStorage(),
    sessionStorage,
    now: () => NOW,
    getRandomValues: countingRandom(),
    warn: vi.fn(),
    fetch,
  } as unknown as BrowserEnvironment;
  /** Answers the pending whoami request, once the gate (whose check code loads on demand) has sent it. */
  const answer = async (response: ResponseLike) => {
    await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()?.(response));
  };
  return {fetch, assign, answer, sessionStorage};
}

let container: HTMLDivElement;
let root: Root;
let controls: SessionGateControls;

/** Renders the page only when the gate allows it, as SessionGate does, and names the view otherwise. */
function Page() {
  controls = useSessionGate(DEFAULT_DEV_HOST_PATTERNS, '/app/docs/1.0.0/');
  const {view} = controls;
  if (showsPage(view)) return createElement('main', null, 'Protected docs');
  return createElement('p', null, view.kind === 'failed' ? `${view.reason}: ${view.message}` : view.kind);
}

const renderPage = () => act(() => root.render(createElement(Page)));
const shown = () => container.textContent ?? '';

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.documentElement.removeAttribute(PREHYDRATION_GUARD_ATTRIBUTE);
  document.documentElement.style.removeProperty('visibility');
});

describe('the session gate on a public host', () => {
  it('shows the page at once', () => {
    fakeBrowser('docs.example.com');
    renderPage();
    expect(shown()).toBe('Protected docs');
  });

  it('sends no request', () => {
    const {fetch} = fakeBrowser('docs.example.com');
    renderPage();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the session gate on a dev/QA host', () => {
  it('takes the page off screen before the check has answered', () => {
    fakeBrowser('qa.localhost');
    renderPage();
    expect(shown()).toBe('checking');
  });

  it('shows the page once whoami confirms a session', async () => {
    const {answer} = fakeBrowser('qa.localhost');
    renderPage();
    await answer(jsonResponse(200, {accountId: 'a1'}));
    expect(shown()).toBe('Protected docs');
  });

  it('keeps the page hidden while redirecting to the gateway', async () => {
    const {answer, assign} = fakeBrowser('qa.localhost');
    renderPage();
    await answer(jsonResponse(401, {}));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/app\/login-gateway\/\?state=login-state-[A-Za-z0-9]{8}$/));
    expect(shown()).toBe('redirecting');
  });

  it('checks once per page load, not on every render', async () => {
    const {fetch, answer} = fakeBrowser('qa.localhost');
    renderPage();
    await answer(jsonResponse(200, {accountId: 'a1'}));
    renderPage();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shows the network error instead of the page', async () => {
    const {fetch} = fakeBrowser('qa.localhost');
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await vi.waitFor(() => expect(shown()).toBe('noNetwork: No internet connection. Continue to retry.'));
  });

  it('checks again when the visitor tries again', async () => {
    const {fetch, answer} = fakeBrowser('qa.localhost');
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await vi.waitFor(() => expect(shown()).toMatch(/^noNetwork: /));
    act(() => controls.tryAgain());
    await answer(jsonResponse(200, {accountId: 'a1'}));
    expect(shown()).toBe('Protected docs');
  });

  it('withholds the redirect when the gateway just sent the visitor back without a session', async () => {
    const {answer, assign, sessionStorage} = fakeBrowser('qa.localhost');
    sessionStorage.setItem(SIGN_IN_REDIRECT_MARKER_KEY, String(NOW - 2000));
    renderPage();
    await answer(jsonResponse(401, {}));
    expect(assign).not.toHaveBeenCalled();
    expect(shown()).toMatch(/^redirectLoop: /);
  });

  it('goes to the gateway when the visitor chooses to sign in again', async () => {
    const {answer, assign, sessionStorage} = fakeBrowser('qa.localhost');
    sessionStorage.setItem(SIGN_IN_REDIRECT_MARKER_KEY, String(NOW - 2000));
    renderPage();
    await answer(jsonResponse(401, {}));
    act(() => controls.signInAgain());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(shown()).toBe('redirecting');
  });

  it('shows a failure it did not expect rather than staying on "checking"', async () => {
    const {answer} = fakeBrowser('qa.localhost');
    Object.defineProperty(browser.environment, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    renderPage();
    await answer(jsonResponse(401, {}));
    expect(shown()).toBe('unexpected: The operation is insecure.');
  });

  it('lifts the prehydration guard once the status has replaced the page', () => {
    fakeBrowser('qa.localhost');
    document.documentElement.setAttribute(PREHYDRATION_GUARD_ATTRIBUTE, 'checking');
    document.documentElement.style.visibility = 'hidden';
    renderPage();
    expect(document.documentElement.style.visibility).toBe('');
  });
});
