// Owns the session gate's state on a page: when the check runs, what the page shows meanwhile, and the visitor's ways on after a failure.
import {useCallback, useLayoutEffect, useState} from 'react';
// Only what every page needs is imported here; the session check itself (request client, login
// state, gateway) is loaded on dev/QA hosts only.
import {browserEnvironment} from '../../auth/browser';
import {isDevHost} from '../../auth/hosts';
import {releasePrehydrationGuard} from '../../auth/prehydrationGuard';
import type {SessionGateResult} from '../../auth/sessionGate';

const loadGateActions = () => import('../../auth/gateActions');

export type GateView =
  // The page as the server rendered it: the hydration render everywhere, and for good on public hosts.
  | {kind: 'undecided'}
  | {kind: 'checking'}
  | {kind: 'allowed'}
  | {kind: 'redirecting'}
  | {kind: 'failed'; reason: string; message: string};

export interface SessionGateControls {
  view: GateView;
  /** Runs the check again, after a failure the visitor may have fixed (their connection, say). */
  tryAgain(): void;
  /** Goes to the gateway on the visitor's request, after the automatic redirect was withheld. */
  signInAgain(): void;
}

/** Whether the protected page may be on screen. */
export function showsPage(view: GateView): boolean {
  return view.kind === 'undecided' || view.kind === 'allowed';
}

export function useSessionGate(devHostPatterns: readonly string[], docsRoot: string): SessionGateControls {
  const [view, setView] = useState<GateView>({kind: 'undecided'});
  const [attempt, setAttempt] = useState(0);

  // A layout effect: on a dev/QA host the page must give way to the status before the browser paints.
  useLayoutEffect(() => {
    const environment = browserEnvironment(window);
    if (!isDevHost(environment.location.hostname, devHostPatterns)) {
      releasePrehydrationGuard(document.documentElement);
      return undefined;
    }
    setView({kind: 'checking'});
    const controller = new AbortController();
    loadGateActions()
      .then(({checkDocsSession, createRequestClient}) =>
        checkDocsSession(environment, {
          devHostPatterns,
          docsRoot,
          client: createRequestClient(environment),
          signal: controller.signal,
        }),
      )
      .then(
        (result) => {
          if (!controller.signal.aborted) setView(viewOf(result));
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setView(failedView(error));
        },
      );
    return () => controller.abort();
  }, [devHostPatterns, docsRoot, attempt]);

  useLayoutEffect(() => {
    if (view.kind !== 'undecided') releasePrehydrationGuard(document.documentElement);
  }, [view.kind]);

  const tryAgain = useCallback(() => setAttempt((count) => count + 1), []);
  const signInAgain = useCallback(() => {
    setView({kind: 'redirecting'});
    loadGateActions()
      .then(({redirectToLogin}) => redirectToLogin(browserEnvironment(window), docsRoot))
      .catch((error: unknown) => setView(failedView(error)));
  }, [docsRoot]);

  return {view, tryAgain, signInAgain};
}

function viewOf(result: SessionGateResult): GateView {
  if (result.status === 'failed') return {kind: 'failed', reason: result.reason, message: result.message};
  if (result.status === 'redirecting') return {kind: 'redirecting'};
  return {kind: 'allowed'};
}

// Anything thrown here is unexpected (storage disabled, a bug); showing it beats a page stuck on "Checking".
function failedView(error: unknown): GateView {
  const message = (error as {message?: unknown} | null)?.message;
  return {kind: 'failed', reason: 'unexpected', message: typeof message === 'string' ? message : String(error)};
}
