// The workspace store: one localStorage key, only valid fields written, Reset, other tabs' changes,
// and storage that fails.
import {describe, expect, it, vi} from 'vitest';
import {WORKSPACE_STORAGE_KEY, createWorkspaceStore, type StorageLike} from '../../../src/workspace/store';

function memoryStorage(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function eventTarget() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as Window['removeEventListener'],
    fire: (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), {key})),
  };
}

describe('workspace store', () => {
  it('writes the valid fields under its one key and nothing else', () => {
    const storage = memoryStorage();
    const store = createWorkspaceStore(() => storage);
    const saved = store.set({tenantId: 'YOURS', peopleDatasetId: 'bad', token: 'secret'} as never);
    expect(saved).toEqual({tenantId: 'YOURS'});
    expect([...storage.data.keys()]).toEqual([WORKSPACE_STORAGE_KEY]);
    expect(JSON.parse(storage.data.get(WORKSPACE_STORAGE_KEY)!)).toEqual({tenantId: 'YOURS'});
    expect(storage.data.get(WORKSPACE_STORAGE_KEY)).not.toContain('secret');
  });

  it('gives the same object until the stored value changes (a stable snapshot for React)', () => {
    const storage = memoryStorage();
    const store = createWorkspaceStore(() => storage);
    store.set({tenantId: 'YOURS'});
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({tenantId: 'OTHER'});
    expect(store.get()).not.toBe(first);
    expect(store.get()).toEqual({tenantId: 'OTHER'});
  });

  it('resets to the samples by removing the key, and notifies', () => {
    const storage = memoryStorage();
    const store = createWorkspaceStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({tenantId: 'YOURS'});
    store.reset();
    expect(storage.data.has(WORKSPACE_STORAGE_KEY)).toBe(false);
    expect(store.get()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value that is not JSON, or holds unknown or invalid fields', () => {
    const storage = memoryStorage();
    const store = createWorkspaceStore(() => storage);
    storage.data.set(WORKSPACE_STORAGE_KEY, '{not json');
    expect(store.get()).toEqual({});
    storage.data.set(WORKSPACE_STORAGE_KEY, JSON.stringify({tenantId: 'lower', token: 't', baseUrl: 'https://api.eu.example.org'}));
    expect(store.get()).toEqual({baseUrl: 'https://api.eu.example.org'});
  });

  it('picks up another tab’s change from the storage event, for its own key only', () => {
    const storage = memoryStorage();
    const target = eventTarget();
    const store = createWorkspaceStore(() => storage, target);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.data.set(WORKSPACE_STORAGE_KEY, JSON.stringify({tenantId: 'FROM_TAB'}));
    target.fire('something-else');
    expect(listener).not.toHaveBeenCalled();
    target.fire(WORKSPACE_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({tenantId: 'FROM_TAB'});
    target.fire(null);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    target.fire(WORKSPACE_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the samples when storage throws or is missing', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createWorkspaceStore(() => broken);
    expect(store.get()).toEqual({});
    expect(store.set({tenantId: 'YOURS'})).toEqual({});
    expect(() => store.reset()).not.toThrow();
    expect(createWorkspaceStore(() => undefined).get()).toEqual({});
  });
});
