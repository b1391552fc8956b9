import {describe, expect, it} from 'vitest';
import {buildQueries, groupUnderPages, querySearchIndex, type SearchMatch} from '../../../src/search/querySearchIndex';
import {SearchDocumentType} from '../../../src/search/types';
import {loadFixtureIndex} from './fixtureIndex';

const index = loadFixtureIndex();
const search = (terms: string[], limit = 20, fuzzyDistance = 1) => querySearchIndex(index, terms, {limit, fuzzyDistance});
const ids = (matches: SearchMatch[]) => matches.map((match) => match.document.i);

describe('querySearchIndex', () => {
  it('finds a page by a word of its title', () => {
    expect(ids(search(['quotas']))).toContain(4);
  });

  it('matches other forms of a word through the stemmer', () => {
    expect(ids(search(['allocations']))).toEqual(expect.arrayContaining([10, 20]));
  });

  it('matches the last word as a prefix while the reader types it', () => {
    expect(ids(search(['alloc']))).toEqual(expect.arrayContaining([10, 11]));
  });

  it('matches near spellings within the fuzzy distance', () => {
    expect(ids(search(['alocation']))).toContain(10);
    expect(search(['alocation'], 20, 0)).toEqual([]);
  });

  it('requires every word of a two-word query', () => {
    expect(search(['allocation', 'throttled'])).toEqual([]);
  });

  it('lets one word go missing in a query of three or more', () => {
    expect(ids(search(['allocation', 'fractions', 'zebra']))).toContain(20);
  });

  it('stops at the limit', () => {
    expect(search(['allocation'], 2)).toHaveLength(2);
  });

  it('gives the positions of matched words in the document text', () => {
    const match = search(['fractions']).find((found) => found.document.i === 20)!;
    expect(match.positions).toHaveLength(1);
    const [start, length] = match.positions[0];
    expect(match.document.t.slice(start, start + length)).toBe('fractions');
  });

  it("links heading and content matches to their page's title document", () => {
    const match = search(['fractions']).find((found) => found.document.i === 20)!;
    expect(match.page?.t).toBe('Maintaining links');
  });

  it("shows a description match once, not beside its page's title match", () => {
    const matches = search(['dataset']);
    expect(matches.filter((match) => match.document.i === 1)).toHaveLength(1);
  });

  it('finds nothing without terms', () => {
    expect(search([])).toEqual([]);
  });
});

describe('buildQueries', () => {
  it('tries exact words, then the last word as a prefix, then near spellings', () => {
    const queries = buildQueries(['links', 'alloc'], 1);
    expect(queries).toHaveLength(3);
    expect(queries[0].every((clause) => clause.wildcard === 0)).toBe(true);
    expect(queries[1][1]).toMatchObject({term: 'alloc', wildcard: 2, usePipeline: false});
    expect(queries[2].every((clause) => clause.editDistance === 1)).toBe(true);
  });
});

describe('groupUnderPages', () => {
  const doc = (i: number, p?: number) => ({i, t: `doc ${i}`, u: `/p${p ?? i}/`, p});
  const title = (i: number): SearchMatch => ({document: doc(i), type: SearchDocumentType.Title, positions: []});
  const content = (i: number, page: number): SearchMatch => ({
    document: doc(i, page),
    type: SearchDocumentType.Content,
    page: doc(page),
    positions: [],
  });

  it("puts heading and content matches right after their page's title match", () => {
    expect(ids(groupUnderPages([title(1), content(20, 2), title(2), content(21, 1)]))).toEqual([1, 21, 2, 20]);
  });

  it('keeps the order of matches whose page is not among the results', () => {
    expect(ids(groupUnderPages([content(20, 5), title(1), content(21, 6)]))).toEqual([20, 1, 21]);
  });
});
