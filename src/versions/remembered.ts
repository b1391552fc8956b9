// Owns the reader's chosen docs version: kept in localStorage (the spec: "The chosen docs version
// persists in browser local storage") under one key that every deployed version shares, since they
// are served from one origin. The versions' root page (rootPage.ts) reads the same key. No Node imports.
import {isDocsVersion} from './paths';

export const REMEMBERED_VERSION_KEY = 'api-docs-version';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The remembered version, or undefined when there is none or the stored value is not a version. */
export function readRememberedVersion(storage: Storage | undefined): string | undefined {
  try {
    const value = storage?.getItem(REMEMBERED_VERSION_KEY);
    return isDocsVersion(value) ? value : undefined;
  } catch {
    // Storage can throw (blocked cookies, some private modes): nothing is remembered then.
    return undefined;
  }
}

export function rememberVersion(storage: Storage | undefined, version: string): void {
  try {
    storage?.setItem(REMEMBERED_VERSION_KEY, version);
  } catch {
    // Not remembered, as above; the switch itself still happens.
  }
}

/** Calls `onChange` with the new remembered version when another tab chooses one. */
export function onRememberedVersionChange(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onChange: (version: string | undefined) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== REMEMBERED_VERSION_KEY && event.key !== null) return;
    onChange(isDocsVersion(event.newValue) ? event.newValue : undefined);
  };
  target.addEventListener('storage', listener as EventListener);
  return () => target.removeEventListener('storage', listener as EventListener);
}
