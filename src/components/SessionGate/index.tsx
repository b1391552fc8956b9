// Owns what a page shows on dev/QA hosts while the sign-in check runs: a status, an error with a way on, or the page itself.
import React, {type ReactNode} from 'react';
import {showsPage, useSessionGate} from './useSessionGate';
import styles from './styles.module.css';

export interface SessionGateProps {
  children: ReactNode;
  devHostPatterns: readonly string[];
  /** The site's baseUrl: where a login state's `return` falls back to. */
  docsRoot: string;
}

export default function SessionGate({children, devHostPatterns, docsRoot}: SessionGateProps): ReactNode {
  const {view, tryAgain, signInAgain} = useSessionGate(devHostPatterns, docsRoot);
  if (showsPage(view)) return children;
  if (view.kind === 'checking') return <GateStatus text="Checking your session…" />;
  if (view.kind === 'redirecting') return <GateStatus text="Taking you to sign in…" />;
  if (view.kind !== 'failed') return null;

  const isLoop = view.reason === 'redirectLoop';
  return (
    <div className={styles.gate} role="alert">
      <p className={styles.title}>{isLoop ? 'Sign-in did not complete' : 'Could not check your session'}</p>
      <p>{view.message}</p>
      <button type="button" className={styles.action} onClick={isLoop ? signInAgain : tryAgain}>
        {isLoop ? 'Sign in again' : 'Try again'}
      </button>
    </div>
  );
}

function GateStatus({text}: {text: string}): ReactNode {
  return (
    <div className={styles.gate} role="status">
      <p>{text}</p>
    </div>
  );
}
