// The token lives in memory, goes to sessionStorage only when remembered, and is removed from it
// when the reader unticks the box.
import {describe, expect, it} from 'vitest';
import {loadToken, saveToken, TOKEN_STORAGE_KEY} from '../../../src/components/ApiConsole/tokenStore';

function memoryStore() {
  const items = new Map<string, string>();
  return {items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key)};
}

describe('token store', () => {
  it('keeps an unremembered token in memory only', () => {
    const store = memoryStore();
    saveToken('abc', false, store);
    expect(store.items.size).toBe(0);
    expect(loadToken(store)).toEqual({token: 'abc', remembered: false});
  });

  it('remembers the token in the tab’s storage when asked, and forgets it when unticked', () => {
    const store = memoryStore();
    saveToken('abc', true, store);
    expect(store.items.get(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(loadToken(store)).toEqual({token: 'abc', remembered: true});
    saveToken('abc', false, store);
    expect(store.items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('falls back to memory when the storage throws', () => {
    const broken = {getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); }};
    saveToken('xyz', true, broken);
    expect(loadToken(broken)).toEqual({token: 'xyz', remembered: false});
  });
});
