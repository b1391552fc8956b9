// The reader's workspace, kept in localStorage under one key (documented in
// handbook/architecture.md, "Your workspace"). Plain TypeScript so it can be unit-tested; React
// reads it with useSyncExternalStore. Other tabs pick a change up through the `storage` event.
import {sanitiseWorkspace, type Workspace} from './fields';

/** The one localStorage key. Its value is a JSON object of the fields in fields.ts, nothing else. */
export const WORKSPACE_STORAGE_KEY = 'api-docs-workspace';

const EMPTY: Workspace = Object.freeze({});

type Listener = () => void;

export type WorkspaceStore = {
  get(): Workspace;
  /** Stores the valid fields of `workspace` (an empty one removes the key). */
  set(workspace: Workspace): Workspace;
  reset(): void;
  subscribe(listener: Listener): () => void;
};

/** Storage as the store uses it; `window.localStorage` in the browser, a fake in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(raw: string | null): Workspace {
  if (!raw) return EMPTY;
  try {
    const workspace = sanitiseWorkspace(JSON.parse(raw));
    return Object.keys(workspace).length ? workspace : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * A store over `storage`. `target` receives the `storage` events of other tabs. A storage that
 * throws (disabled, full, private mode) leaves the samples' values in place instead of failing.
 */
export function createWorkspaceStore(storage: () => StorageLike | undefined, target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): WorkspaceStore {
  const listeners = new Set<Listener>();
  let raw: string | null | undefined;
  let current: Workspace = EMPTY;

  const read = (): Workspace => {
    let next: string | null;
    try {
      next = storage()?.getItem(WORKSPACE_STORAGE_KEY) ?? null;
    } catch {
      next = null;
    }
    if (next !== raw) {
      raw = next;
      current = parse(next);
    }
    return current;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // `key` is null when another tab cleared all of storage.
    if (key === WORKSPACE_STORAGE_KEY || key === null) notify();
  };

  return {
    get: read,
    set(workspace) {
      const clean = sanitiseWorkspace(workspace);
      try {
        if (Object.keys(clean).length) storage()?.setItem(WORKSPACE_STORAGE_KEY, JSON.stringify(clean));
        else storage()?.removeItem(WORKSPACE_STORAGE_KEY);
      } catch {
        // Not stored (storage disabled or full): the samples keep their values.
      }
      notify();
      return read();
    },
    reset() {
      try {
        storage()?.removeItem(WORKSPACE_STORAGE_KEY);
      } catch {
        // Nothing stored that could be removed.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}

const inBrowser = typeof window !== 'undefined';

function browserStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The site's store; on the server it always holds the samples' values. */
export const workspaceStore: WorkspaceStore = createWorkspaceStore(inBrowser ? browserStorage : () => undefined, inBrowser ? window : undefined);

/** What the server renders and hydration starts from: the samples' values. */
export const serverWorkspace = (): Workspace => EMPTY;
