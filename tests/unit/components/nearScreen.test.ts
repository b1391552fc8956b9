// whenNearScreen: a call once an element comes near the screen, one observer per margin, a cancel
// that works until then, every waiting call before printing, and a call at once where the browser
// has no IntersectionObserver. The observer here is a fake the test drives.
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';

type Callback = (entries: {target: Element; isIntersecting: boolean}[]) => void;

class FakeObserver {
  static made: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    public callback: Callback,
    public options: {rootMargin?: string},
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** What the browser does when `element` crosses the margin. */
  report(element: Element, isIntersecting: boolean) {
    this.callback([{target: element, isIntersecting}]);
  }
}

const element = (name: string) => ({name}) as unknown as Element;

async function load() {
  vi.resetModules();
  return import('../../../src/components/nearScreen');
}

beforeEach(() => {
  FakeObserver.made = [];
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenNearScreen', () => {
  test('calls once, when the element comes within the margin, and stops observing it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const {whenNearScreen, NEAR_SCREEN_MARGIN} = await load();
    const block = element('block');
    const callback = vi.fn();
    whenNearScreen(block, callback);
    const [observer] = FakeObserver.made;
    expect(observer!.options.rootMargin).toBe(NEAR_SCREEN_MARGIN);

    observer!.report(block, false);
    expect(callback).not.toHaveBeenCalled();
    observer!.report(block, true);
    observer!.report(block, true);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer!.observed.has(block)).toBe(false);
  });

  test('shares one observer between elements with the same margin, and makes one per other margin', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const {whenNearScreen} = await load();
    const first = vi.fn();
    const second = vi.fn();
    whenNearScreen(element('a'), first);
    whenNearScreen(element('b'), second);
    whenNearScreen(element('c'), vi.fn(), '0px');
    expect(FakeObserver.made.map((observer) => [observer.options.rootMargin, observer.observed.size])).toEqual([
      ['100% 0px', 2],
      ['0px', 1],
    ]);
  });

  test('does not call once cancelled, and a cancel after the call changes nothing', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const {whenNearScreen} = await load();
    const block = element('block');
    const callback = vi.fn();
    const cancel = whenNearScreen(block, callback);
    cancel();
    FakeObserver.made[0]!.report(block, true);
    expect(callback).not.toHaveBeenCalled();

    const later = vi.fn();
    const cancelLater = whenNearScreen(block, later);
    FakeObserver.made[0]!.report(block, true);
    cancelLater();
    expect(later).toHaveBeenCalledTimes(1);
  });

  test('an element watched again calls only its newest callback', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const {whenNearScreen} = await load();
    const block = element('block');
    const old = vi.fn();
    const current = vi.fn();
    const cancelOld = whenNearScreen(block, old);
    whenNearScreen(block, current);
    cancelOld();
    FakeObserver.made[0]!.report(block, true);
    expect(old).not.toHaveBeenCalled();
    expect(current).toHaveBeenCalledTimes(1);
  });

  test('before printing, calls every element still waiting, and only those', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const {whenNearScreen} = await load();
    const [near, far, cancelled] = [element('near'), element('far'), element('cancelled')];
    const calls: string[] = [];
    whenNearScreen(near, () => calls.push('near'));
    whenNearScreen(far, () => calls.push('far'));
    whenNearScreen(cancelled, () => calls.push('cancelled'))();
    FakeObserver.made[0]!.report(near, true);

    window.dispatchEvent(new Event('beforeprint'));
    expect(calls).toEqual(['near', 'far']);
    expect(FakeObserver.made[0]!.observed.size).toBe(0);
  });

  test('without IntersectionObserver, calls at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const {whenNearScreen} = await load();
    const callback = vi.fn();
    const cancel = whenNearScreen(element('block'), callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(() => cancel()).not.toThrow();
  });
});
