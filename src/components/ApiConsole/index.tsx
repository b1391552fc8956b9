// The "Try it" button of an operation page. Everything else of the console (the form, the example
// server, the validators of this operation) is fetched with import() only when the reader opens
// it, so the page's own JavaScript stays as it was.
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import type {CallbackExample} from './CallbackConsole';
import type {ConsoleOperationModule} from './types';
import styles from './styles.module.css';

function LoadFailed(): ReactNode {
  return <p role="alert">The console could not be loaded. Check your connection and reload the page.</p>;
}

const Console = lazy(() => import(/* webpackChunkName: "api-console" */ './Console').catch(() => ({default: LoadFailed})));
const CallbackConsole = lazy(() => import(/* webpackChunkName: "api-console-callback" */ './CallbackConsole').catch(() => ({default: LoadFailed})));


/** Fetches an operation's console data and validators (a loader the page imports, see consoleData.ts). */
export type OperationModuleLoader = () => Promise<{default?: unknown} & Partial<ConsoleOperationModule>>;

/** The button of an operation page (`operationId` and its data's `load`er), or of a callback page (`callback`). */
export function ApiTryIt({operationId, load, callback}: {operationId?: string; load?: OperationModuleLoader; callback?: CallbackExample}): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = `api-console-${(operationId ?? 'callback').replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <div className={styles.tryIt} data-api-console="">
      <button type="button" className={styles.tryItButton} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        {open ? 'Close the console' : 'Try it'}
      </button>
      {open && (
        <div className={styles.panel}>
          <Suspense fallback={<p role="status">Loading the console…</p>}>
            {operationId && load ? <Console operationId={operationId} load={load} id={panelId} /> : callback && <CallbackConsole example={callback} id={panelId} />}
          </Suspense>
        </div>
      )}
    </div>
  );
}
