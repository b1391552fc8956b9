import {describe, expect, it, vi} from 'vitest';
import {browserEnvironment, clearCookie, readCookie} from '../../../src/auth/browser';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('theme=dark; samlDone=true; other=1', 'samlDone')).toBe('true');
  });

  it('returns undefined for a cookie that is not set', () => {
    expect(readCookie('theme=dark', 'samlDone')).toBeUndefined();
  });

  it('does not mistake a cookie whose name ends the same way', () => {
    expect(readCookie('xsamlDone=true', 'samlDone')).toBeUndefined();
  });

  it('decodes an encoded value', () => {
    expect(readCookie('login=ada%40example.com', 'login')).toBe('ada@example.com');
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('broken=%E0%A4%A', 'broken')).toBe('%E0%A4%A');
  });
});

describe('clearCookie', () => {
  it('expires the cookie at path /', () => {
    const document = {cookie: 'samlDone=true'};
    clearCookie(document, 'samlDone');
    expect(document.cookie).toBe('samlDone=; Max-Age=0; Path=/');
  });
});

describe('browserEnvironment', () => {
  it('does not touch storage until it is used, so disabled storage cannot break a public host', () => {
    const win = {
      location: {hostname: 'docs.example.com'},
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Window;
    expect(browserEnvironment(win).location.hostname).toBe('docs.example.com');
  });

  it('opens popups through window.open', () => {
    const open = vi.fn(() => null);
    browserEnvironment({open} as unknown as Window).openWindow('/x', 'name', 'width=750,height=600');
    expect(open).toHaveBeenCalledWith('/x', 'name', 'width=750,height=600');
  });

  it('reads and clears cookies through document.cookie', () => {
    const document = {cookie: 'samlDone=true'};
    const environment = browserEnvironment({document} as unknown as Window);
    expect(environment.readCookie('samlDone')).toBe('true');
    environment.clearCookie('samlDone');
    expect(document.cookie).toBe('samlDone=; Max-Age=0; Path=/');
  });
});
