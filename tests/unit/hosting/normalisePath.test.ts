import {describe, expect, it} from 'vitest';
import {NORMALISE_PATH_SCRIPT, normalisePathHeadTags} from '../../../src/config/normalisePath';
import {cspHashSources, inlineScripts} from '../../../src/plugins/csp-hashes/inlineScripts';

/** Runs the inline script's exact text against a stand-in window; returns the URL it wrote, if any. */
function run(pathname: string, search = '', hash = ''): string | undefined {
  let written: string | undefined;
  const state = {key: 'abc'};
  const window = {
    location: {pathname, search, hash},
    history: {
      state,
      replaceState(nextState: unknown, _title: string, url: string) {
        expect(nextState).toBe(state);
        written = url;
      },
    },
  };
  new Function('window', NORMALISE_PATH_SCRIPT)(window);
  return written;
}

describe('the path normaliser', () => {
  it.each([
    ['/app/docs/1.0.0/guide.html', '/app/docs/1.0.0/guide/'],
    ['/app/docs/1.0.0/guide/index.html', '/app/docs/1.0.0/guide/'],
    ['/app/docs/1.0.0/index.html', '/app/docs/1.0.0/'],
    ['/app/docs/1.0.0/versions%26changes/changelog/', '/app/docs/1.0.0/versions&changes/changelog/'],
    ['/app/docs/1.0.0/versions%26Changes.html', '/app/docs/1.0.0/versions&Changes/'],
  ])('rewrites %s to %s', (from, to) => {
    expect(run(from)).toBe(to);
  });

  it('keeps the query and the fragment', () => {
    expect(run('/app/docs/1.0.0/guide.html', '?_highlight=export', '#limits')).toBe('/app/docs/1.0.0/guide/?_highlight=export#limits');
  });

  it('leaves canonical paths alone', () => {
    expect(run('/app/docs/1.0.0/guide/')).toBeUndefined();
    expect(run('/app/docs/1.0.0/')).toBeUndefined();
    expect(run('/app/docs/1.0.0/html/')).toBeUndefined();
  });

  it('is one inline script in <head> that the CSP hashes pick up', () => {
    const [tag] = normalisePathHeadTags();
    expect(tag).toEqual({tagName: 'script', attributes: {}, innerHTML: NORMALISE_PATH_SCRIPT});
    const html = `<head><script>${NORMALISE_PATH_SCRIPT}</script></head>`;
    expect(inlineScripts(html)).toEqual([NORMALISE_PATH_SCRIPT]);
    expect(cspHashSources([html])).toHaveLength(1);
  });
});
