// Everything "Your workspace" puts on every page (src/theme/Root renders it once): the indicator
// shown while code blocks show the reader's values, the panel (loaded on first open), and the
// Postman environment download with the reader's values.
import {lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {fieldByKey, isEmptyWorkspace, type Workspace} from '@site/src/workspace/fields';
import {workspaceStore} from '@site/src/workspace/store';
import {OPEN_WORKSPACE_EVENT, noSwappedBlocks, openWorkspacePanel, subscribeSwappedBlocks, swappedBlockCount, type OpenWorkspaceDetail} from '@site/src/workspace/events';
import {useWorkspace} from './useWorkspace';
import styles from './styles.module.css';

const WorkspacePanel = lazy(() => import('./WorkspacePanel'));

/** The pair the indicator names: the tenant, else the host, else the ids. */
function changeOf(workspace: Workspace): [string, string] {
  if (workspace.tenantId) return [fieldByKey('tenantId').sample, workspace.tenantId];
  if (workspace.baseUrl) return [fieldByKey('baseUrl').sample.replace(/^https:\/\//, ''), workspace.baseUrl.replace(/^https:\/\//, '')];
  return ['sample ids', 'yours'];
}

function Indicator({workspace}: {workspace: Workspace}): ReactNode {
  const [from, to] = changeOf(workspace);
  return (
    <aside className={styles.indicator} aria-label="Workspace in code samples" data-workspace-indicator="">
      <span className={styles.indicatorText}>
        Showing your workspace (<code>{from}</code> → <code>{to}</code>)
      </span>
      <span className={styles.indicatorActions}>
        <button type="button" className={styles.linkButton} onClick={(event) => openWorkspacePanel(event.currentTarget)}>
          Change
        </button>
        <button type="button" className={styles.linkButton} onClick={() => workspaceStore.reset()}>
          Reset
        </button>
      </span>
    </aside>
  );
}

/** A click on a link to the Postman environment downloads it with the reader's values instead. */
function useWorkspaceEnvironmentDownloads(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const workspace = workspaceStore.get();
      if (isEmptyWorkspace(workspace) || !/\.postman_environment\.json$/.test(link.pathname)) return;
      event.preventDefault();
      void import('./downloadEnvironment').then(({downloadWorkspaceEnvironment}) => downloadWorkspaceEnvironment(link.href, workspace));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

export default function WorkspaceHost(): ReactNode {
  const workspace = useWorkspace();
  const swapped = useSyncExternalStore(subscribeSwappedBlocks, swappedBlockCount, noSwappedBlocks);
  const [panelOpen, setPanelOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  useWorkspaceEnvironmentDownloads();

  useEffect(() => {
    const open = (event: Event) => {
      returnFocus.current = (event as CustomEvent<OpenWorkspaceDetail>).detail?.returnFocus ?? (document.activeElement as HTMLElement | null);
      setPanelOpen(true);
    };
    window.addEventListener(OPEN_WORKSPACE_EVENT, open);
    return () => window.removeEventListener(OPEN_WORKSPACE_EVENT, open);
  }, []);

  const close = () => {
    setPanelOpen(false);
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
  };

  return (
    <>
      {swapped > 0 && !isEmptyWorkspace(workspace) && <Indicator workspace={workspace} />}
      {panelOpen && (
        <Suspense fallback={null}>
          <WorkspacePanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
