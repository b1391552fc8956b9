import {describe, expect, it} from 'vitest';
import {mergeSourceResults} from '../../../src/search/mergeSourceResults';

describe('mergeSourceResults', () => {
  it('keeps all results when there are fewer than the limit, grouped by source', () => {
    expect(mergeSourceResults([['a1', 'a2'], ['b1']], 20)).toEqual(['a1', 'a2', 'b1']);
  });

  it('takes results in turns so a busy site does not crowd out an external source', () => {
    const site = Array.from({length: 20}, (_, n) => `site${n}`);
    const merged = mergeSourceResults([site, ['ext0', 'ext1']], 20);
    expect(merged).toHaveLength(20);
    expect(merged.slice(-2)).toEqual(['ext0', 'ext1']);
    expect(merged[0]).toBe('site0');
  });

  it('never returns more than the limit', () => {
    expect(mergeSourceResults([['a', 'b', 'c'], ['d', 'e']], 3)).toEqual(['a', 'b', 'd']);
  });
});
