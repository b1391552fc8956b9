// The reader's chosen version in localStorage, and other tabs following a change.
import {describe, expect, it, vi} from 'vitest';
import {onRememberedVersionChange, readRememberedVersion, rememberVersion, REMEMBERED_VERSION_KEY} from '../../../src/versions/remembered';
import {bannerText} from '../../../src/versions/bannerText';
import {leaveSwitchNotice, switchNoticeText, takeSwitchNotice, SWITCH_NOTICE_KEY} from '../../../src/versions/switchNotice';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('the remembered version', () => {
  it('is stored under one key and read back', () => {
    const storage = memoryStorage();
    rememberVersion(storage, '1.1.0');
    expect(storage.map.get(REMEMBERED_VERSION_KEY)).toBe('1.1.0');
    expect(readRememberedVersion(storage)).toBe('1.1.0');
  });

  it('is nothing when the stored value is not a version or storage throws', () => {
    expect(readRememberedVersion(memoryStorage({[REMEMBERED_VERSION_KEY]: 'latest'}))).toBeUndefined();
    const throwing = {getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }};
    expect(readRememberedVersion(throwing)).toBeUndefined();
    expect(() => rememberVersion(throwing, '1.1.0')).not.toThrow();
  });

  it('follows another tab’s choice through the storage event, and ignores other keys', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    const stop = onRememberedVersionChange(target as unknown as Window, onChange);
    target.dispatchEvent(Object.assign(new Event('storage'), {key: 'api-docs-workspace', newValue: '{}'}));
    target.dispatchEvent(Object.assign(new Event('storage'), {key: REMEMBERED_VERSION_KEY, newValue: '1.0.0'}));
    stop();
    target.dispatchEvent(Object.assign(new Event('storage'), {key: REMEMBERED_VERSION_KEY, newValue: '1.1.0'}));
    expect(onChange.mock.calls).toEqual([['1.0.0']]);
  });
});

describe('the switch notice', () => {
  const notice = {to: '1.1.0', from: '1.0.0', pathname: '/app/docs/1.1.0/items/drafts/', samePage: true};

  it('is read once, by the page the switch opened', () => {
    const storage = memoryStorage();
    leaveSwitchNotice(storage, notice);
    expect(takeSwitchNotice(storage, '1.1.0', '/app/docs/1.1.0/items/drafts/')).toEqual(notice);
    expect(takeSwitchNotice(storage, '1.1.0', '/app/docs/1.1.0/items/drafts/')).toBeUndefined();
  });

  it('is not shown by another page or version, and is removed all the same', () => {
    const storage = memoryStorage({[SWITCH_NOTICE_KEY]: JSON.stringify(notice)});
    expect(takeSwitchNotice(storage, '1.0.0', '/app/docs/1.1.0/items/drafts/')).toBeUndefined();
    expect(storage.map.has(SWITCH_NOTICE_KEY)).toBe(false);
  });

  it('says whether the same page or the home page opened', () => {
    expect(switchNoticeText(notice)).toBe('You switched from version 1.0.0 to 1.1.0: this is the same page in 1.1.0.');
    expect(switchNoticeText({...notice, samePage: false})).toMatch(/^Version 1\.1\.0 has no page matching .* its home page opened instead\.$/);
  });
});

describe('the old-version banner', () => {
  it('names the status, and says a retired version is no longer served by the API', () => {
    expect(bannerText('1.0.0', 'supported')).toContain('API version 1.0.0, which is still supported');
    expect(bannerText('1.0.0', 'deprecated')).toContain('which is deprecated');
    expect(bannerText('0.9.0', 'retired')).toContain('which is retired: it is no longer served by the API.');
  });
});
