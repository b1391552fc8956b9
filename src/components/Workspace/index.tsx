// Everything "Your workspace" puts on every page (src/theme/Root renders it once): the panel (loaded
// on first open) and the Postman environment download with the reader's values. Each code block
// showing the reader's values carries its own indicator (./CodeIndicator).
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {isEmptyWorkspace} from '@site/src/workspace/fields';
import {workspaceStore} from '@site/src/workspace/store';
import {OPEN_WORKSPACE_EVENT, type OpenWorkspaceDetail} from '@site/src/workspace/events';

const WorkspacePanel = lazy(() => import(/* webpackChunkName: "workspace-panel" */ './WorkspacePanel'));

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
    panelOpen && (
      <Suspense fallback={null}>
        <WorkspacePanel onClose={close} />
      </Suspense>
    )
  );
}
