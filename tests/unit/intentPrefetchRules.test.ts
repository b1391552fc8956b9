import {describe, expect, it, vi} from 'vitest';
import {pagePathOfLink, withoutViewportPrefetch} from '../../src/clientModules/intentPrefetchRules';

const ORIGIN = 'https://docs.example.com';
const BASE = '/app/docs/1.0.0/';

describe('withoutViewportPrefetch', () => {
  it('turns viewport prefetch off and keeps intent preload', () => {
    const prefetch = vi.fn(() => Promise.resolve([]));
    const preload = vi.fn(() => Promise.resolve([]));
    const api = withoutViewportPrefetch({prefetch, preload});
    expect(api.prefetch(`${BASE}guide/`)).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    void api.preload(`${BASE}guide/`);
    expect(preload).toHaveBeenCalledWith(`${BASE}guide/`);
    expect(Object.isFrozen(api)).toBe(true);
  });
});

describe('pagePathOfLink', () => {
  it.each([
    [`${BASE}guide/`, `${BASE}guide/`],
    [`${BASE}guide/#limits`, `${BASE}guide/`],
    [`${ORIGIN}${BASE}api/create-dataset/?x=1`, `${BASE}api/create-dataset/`],
  ])('%s is the page %s', (href, path) => {
    expect(pagePathOfLink(href, ORIGIN, BASE)).toBe(path);
  });

  it.each([
    [null],
    [''],
    ['https://www.example.org/app/docs/1.0.0/guide/'],
    ['/elsewhere/guide/'],
    [`${BASE}openapi.yaml`],
    [`${BASE}guide.md`],
    ['http://[broken'],
  ])('%s is not a page of the site', (href) => {
    expect(pagePathOfLink(href, ORIGIN, BASE)).toBeNull();
  });
});
