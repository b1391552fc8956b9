// React's view of the workspace store. Both hooks give the samples' values on the server and
// during hydration (so the HTML and the first client render match) and the reader's right after.
import {useRef, useSyncExternalStore} from 'react';
import type {Workspace} from '@site/src/workspace/fields';
import {serverWorkspace, workspaceStore} from '@site/src/workspace/store';
import {applyWorkspace} from '@site/src/workspace/substitute';

export function useWorkspace(): Workspace {
  return useSyncExternalStore(workspaceStore.subscribe, workspaceStore.get, serverWorkspace);
}

/**
 * `text` with the reader's values. The snapshot is a string, so a block whose text has no sample
 * value never re-renders when the workspace changes; only blocks that show a change do.
 */
export function useWorkspaceText(text: string): string {
  const cache = useRef<{workspace: Workspace; text: string; result: string} | null>(null);
  const getSnapshot = () => {
    const workspace = workspaceStore.get();
    const last = cache.current;
    if (last && last.workspace === workspace && last.text === text) return last.result;
    const result = applyWorkspace(text, workspace);
    cache.current = {workspace, text, result};
    return result;
  };
  return useSyncExternalStore(workspaceStore.subscribe, getSnapshot, () => text);
}
