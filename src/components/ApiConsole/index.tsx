// The "Try it" button of an operation page. Everything else of the console (the form, the example
// server, the validators of this operation) is fetched with import() only when the reader opens
// it, so the page's own JavaScript stays as it was.
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

function LoadFailed(): ReactNode {
  return <p role="alert">The console could not be loaded. Check your connection and reload the page.</p>;
}

const Console = lazy(() => import('./Console').catch(() => ({default: LoadFailed})));

export function ApiTryIt({operationId}: {operationId: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = `api-console-${operationId}`;
  return (
    <div className={styles.tryIt} data-api-console="">
      <button type="button" className={styles.tryItButton} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        {open ? 'Close the console' : 'Try it'}
      </button>
      {open && (
        <div className={styles.panel}>
          <Suspense fallback={<p role="status">Loading the console…</p>}>
            <Console operationId={operationId} id={panelId} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
