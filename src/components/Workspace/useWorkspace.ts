// React's view of the workspace store. Both hooks give the samples' values on the server and
// during hydration (so the HTML and the first client render match) and the reader's after.
import {useEffect, useRef, useState, useSyncExternalStore} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Workspace} from '@site/src/workspace/fields';
import {serverWorkspace, workspaceStore} from '@site/src/workspace/store';
import {applyWorkspace} from '@site/src/workspace/substitute';

/**
 * The reader's workspace. Not useSyncExternalStore: a store that differs from its server snapshot
 * makes React re-render synchronously right after hydration, and that re-render took much of the
 * page with it (the navbar's button alone added about 100 ms of blocking time to a long recipe on
 * a phone). Here the reader's values arrive in an ordinary update after hydration; a component
 * mounted later (another page, a block that just came near the screen) starts with them.
 */
export function useWorkspace(): Workspace {
  const isBrowser = useIsBrowser();
  const [workspace, setWorkspace] = useState(() => (isBrowser ? workspaceStore.get() : serverWorkspace()));
  useEffect(() => {
    const update = () => setWorkspace(workspaceStore.get());
    update();
    return workspaceStore.subscribe(update);
  }, []);
  return workspace;
}

/**
 * `text` with the reader's values once `active` (until then, `text` as it is). The snapshot is a
 * string, so a block whose text has no sample value never re-renders when the workspace changes;
 * only blocks that show a change do.
 */
export function useWorkspaceText(text: string, active = true): string {
  const cache = useRef<{workspace: Workspace; text: string; result: string} | null>(null);
  const getSnapshot = () => {
    if (!active) return text;
    const workspace = workspaceStore.get();
    const last = cache.current;
    if (last && last.workspace === workspace && last.text === text) return last.result;
    const result = applyWorkspace(text, workspace);
    cache.current = {workspace, text, result};
    return result;
  };
  return useSyncExternalStore(workspaceStore.subscribe, getSnapshot, () => text);
}
