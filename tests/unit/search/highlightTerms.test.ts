import {describe, expect, it} from 'vitest';
import {MAX_HIGHLIGHT_TERMS, highlightTermsFromSearch} from '../../../src/search/highlightTerms';

describe('highlightTermsFromSearch', () => {
  it('reads every _highlight parameter, decoded', () => {
    expect(highlightTermsFromSearch('?_highlight=links&x=1&_highlight=many%20to')).toEqual(['links', 'many to']);
  });

  it('returns markup-like terms as plain text, unchanged', () => {
    const term = '<img src=x onerror=alert(1)>';
    expect(highlightTermsFromSearch(`?_highlight=${encodeURIComponent(term)}`)).toEqual([term]);
  });

  it('drops control characters, empty and overlong terms, and repeats', () => {
    const search = new URLSearchParams([
      ['_highlight', 'li\u0000nks'],
      ['_highlight', '   '],
      ['_highlight', 'x'.repeat(500)],
      ['_highlight', 'links'],
    ]).toString();
    expect(highlightTermsFromSearch(search)).toEqual(['links']);
  });

  it(`keeps at most ${MAX_HIGHLIGHT_TERMS} terms`, () => {
    const search = Array.from({length: 40}, (_, n) => `_highlight=t${n}`).join('&');
    expect(highlightTermsFromSearch(search)).toHaveLength(MAX_HIGHLIGHT_TERMS);
  });
});
