import {describe, expect, it} from 'vitest';
import {MAX_QUERY_TERMS, tokenizeQuery} from '../../../src/search/tokenizeQuery';

describe('tokenizeQuery', () => {
  it('lower-cases and splits on whitespace and hyphens', () => {
    expect(tokenizeQuery('Many-to-Many  Links')).toEqual(['many', 'links']);
  });

  it('trims punctuation around words as the index trimmer does', () => {
    expect(tokenizeQuery('"datasets?" (links)')).toEqual(['datasets', 'links']);
  });

  it('drops English stop words, which the index does not hold', () => {
    expect(tokenizeQuery('the links of a dataset')).toEqual(['links', 'dataset']);
  });

  it('keeps stop words when the index keeps them', () => {
    expect(tokenizeQuery('the links', {keepStopWords: true})).toEqual(['the', 'links']);
  });

  it('gives no terms for a query of stop words and punctuation', () => {
    expect(tokenizeQuery('the ... of ?!')).toEqual([]);
    expect(tokenizeQuery('   ')).toEqual([]);
  });

  it('drops * so a reader cannot add wildcards', () => {
    expect(tokenizeQuery('data*set *')).toEqual(['dataset']);
  });

  it('keeps each term once and at most MAX_QUERY_TERMS of them', () => {
    const words = Array.from({length: 30}, (_, n) => `word${n}`).join(' ');
    expect(tokenizeQuery('links links')).toEqual(['links']);
    expect(tokenizeQuery(words)).toHaveLength(MAX_QUERY_TERMS);
  });
});
