import {describe, expect, it, vi} from 'vitest';
import {externalSearchSourcesFromConfig, externalSourceFailure} from '../../../src/search/externalSources';

describe('externalSearchSourcesFromConfig', () => {
  it('keeps well-formed sources', () => {
    const sources = [{heading: 'Partner guides', uri: 'https://partner.example/search-index.json'}];
    expect(externalSearchSourcesFromConfig(sources)).toEqual(sources);
  });

  it('has none by default', () => {
    expect(externalSearchSourcesFromConfig(undefined)).toEqual([]);
  });

  it('skips an entry without a heading or uri, with a warning', () => {
    const warn = vi.fn();
    expect(externalSearchSourcesFromConfig([{heading: '', uri: '/x.json'}, {uri: '/y.json'}, 'z'], warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('ignores a value that is not a list, with a warning', () => {
    const warn = vi.fn();
    expect(externalSearchSourcesFromConfig({heading: 'x', uri: 'y'}, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('externalSourceFailure', () => {
  it('names the heading and the uri', () => {
    expect(externalSourceFailure({heading: 'Partner guides', uri: '/p.json'})).toBe(
      'Unable to fetch search index for Partner guides from: /p.json',
    );
  });
});
