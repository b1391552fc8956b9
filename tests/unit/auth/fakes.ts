// Test doubles for the browser dependencies the auth module takes as parameters.
import {vi} from 'vitest';
import type {KeyValueStorage} from '../../../src/auth/loginState';
import type {GetRandomValues} from '../../../src/auth/random';
import type {PopupWindow, ReauthEnvironment} from '../../../src/auth/reauth';
import type {FetchLike, ResponseLike} from '../../../src/auth/requestClient';

/** An in-memory Web Storage. */
export class FakeStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  keys(): string[] {
    return [...this.items.keys()];
  }
}

/** Random bytes that count up from `start`, so generated identifiers are predictable. */
export function countingRandom(start = 0): GetRandomValues {
  let next = start;
  return (array) => {
    for (let index = 0; index < array.length; index += 1) {
      array[index] = next % 256;
      next += 1;
    }
    return array;
  };
}

export function jsonResponse(status: number, body: unknown): ResponseLike {
  return textResponse(status, JSON.stringify(body));
}

export function textResponse(status: number, text: string): ResponseLike {
  return {ok: status >= 200 && status < 300, status, text: async () => text};
}

/** A fetch that answers with the given responses in turn (the last one repeats). */
export function fetchAnswering(...responses: ResponseLike[]) {
  let call = 0;
  return vi.fn<FetchLike>(async () => {
    const response = responses[Math.min(call, responses.length - 1)];
    call += 1;
    return response;
  });
}

export function networkDownFetch() {
  return vi.fn<FetchLike>(async () => {
    throw new TypeError('Failed to fetch');
  });
}

export class FakePopup implements PopupWindow {
  closed = false;
  close(): void {
    this.closed = true;
  }
}

/**
 * A browser for re-authentication: popups open (or not, per `popupOpens`), and `cookies` stands in
 * for document.cookie. Timers are the global ones, so tests drive them with vi.useFakeTimers().
 */
export function fakeReauthEnvironment(popupOpens: () => boolean = () => true) {
  const cookies = new Map<string, string>();
  const popups: FakePopup[] = [];
  const environment: ReauthEnvironment = {
    openWindow: vi.fn((_url: string, _target: string, _features: string) => {
      if (!popupOpens()) return null;
      const popup = new FakePopup();
      popups.push(popup);
      return popup;
    }),
    readCookie: (name) => cookies.get(name),
    clearCookie: vi.fn((name: string) => {
      cookies.delete(name);
    }),
    setInterval: (callback, milliseconds) => setInterval(callback, milliseconds),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return {environment, cookies, popups};
}
