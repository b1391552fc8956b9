import {describe, expect, it} from 'vitest';
import {loadLightIndex, loadTextIndex, parseLightIndex, parseTextIndex, queryLightIndex, queryTerms} from '../../../src/search/light/queryLightIndex';
import {BASE, SITE_DOCUMENTS} from './fixtureIndex';
import {buildFixtureIndexes, loadLightFixture} from './lightFixture';

const loaded = loadLightFixture();
const search = (query: string, limit = 20, index = loaded) => queryLightIndex(index, query, {limit, fuzzyDistance: 1});
const urls = (query: string, index = loaded) => search(query, 20, index).pages.map((page) => page.page.u);

describe('queryLightIndex', () => {
  it('puts the operation an operationId, a METHOD /path or method and path words name first', () => {
    for (const query of ['createDataset', 'POST /datasets/create', 'post /api/v1/{tenantId}/datasets/create', 'post datasets create']) {
      const [first] = search(query).pages;
      expect(first.page.u, query).toBe(`${BASE}api/create-dataset/`);
      expect(first.operation?.m).toBe('POST');
    }
  });

  it('does not take a method and path words for an operation of another method', () => {
    const named = search('post datasets create').pages[0];
    const wrongMethod = search('put datasets create').pages[0];
    // Still found by its title words, but far below an operation the query names.
    expect(wrongMethod.score).toBeLessThan(named.score / 100);
  });

  it('links an error code or name to its row', () => {
    for (const query of ['42901', 'Throttled']) {
      const [first] = search(query).pages;
      expect(first.target).toMatchObject({u: `${BASE}rate-limit-quota/`, h: '#42901'});
    }
  });

  it('matches the parts of a camelCase identifier, and the identifier from its parts', () => {
    const documents = structuredClone(SITE_DOCUMENTS);
    documents[0].push({i: 5, t: 'Query parameters', u: `${BASE}items/query-parameters/`});
    documents[1].push({i: 12, t: 'dateFormat', u: `${BASE}items/query-parameters/`, h: '#dateformat', p: 5});
    documents[4].push({i: 23, t: 'Pass linkingRelationships to export linked values.', u: `${BASE}egress/linking/`, h: '#how', p: 3});
    const {light, text} = buildFixtureIndexes(documents);
    const index = {...parseLightIndex(light), text: parseTextIndex(text)};
    expect(urls('date format', index)[0]).toBe(`${BASE}items/query-parameters/`);
    expect(urls('dateFormat', index)[0]).toBe(`${BASE}items/query-parameters/`);
    expect(urls('linking relationships', index)[0]).toBe(`${BASE}egress/linking/`);
  });

  it('puts an operation first for a body field or enum value typed with another word', () => {
    expect(urls('PEOPLE dataset')[0]).toBe(`${BASE}api/create-dataset/`);
  });

  it('gives one result per page, with its other matching headings beneath', () => {
    const {pages, total} = search('allocation');
    const linking = pages.filter((page) => page.page.u === `${BASE}egress/linking/`);
    expect(linking).toHaveLength(1);
    expect(new Set(pages.map((page) => page.page.i)).size).toBe(pages.length);
    expect(total).toBe(pages.length);
  });

  it('does not repeat the heading a result shows among its other headings', () => {
    for (const page of search('allocation links').pages) {
      expect(page.sections.map((section) => section.t)).not.toContain(page.target.heading);
      expect(page.sections.map((section) => section.t)).not.toContain(page.page.t);
    }
  });

  it('counts every matching page even when fewer are returned', () => {
    const all = search('allocation').total;
    const limited = search('allocation', 1);
    expect(limited.pages).toHaveLength(1);
    expect(limited.total).toBe(all);
    expect(all).toBeGreaterThan(1);
  });

  it('ranks a title or heading match above a body match', () => {
    // "allocation" is a heading on two pages and only body text elsewhere.
    const pages = search('allocation').pages.map((page) => page.page.u);
    expect(pages.slice(0, 2).sort()).toEqual([`${BASE}egress/linking/`, `${BASE}items/links/`]);
  });

  it('finds body text only once the text index is loaded, and links to its section', () => {
    const lightOnly = loadLightFixture({withText: false});
    expect(urls('fractions', lightOnly)).toEqual([]);
    const [first] = search('fractions').pages;
    expect(first.target).toMatchObject({u: `${BASE}items/links/`, h: '#allocation', heading: 'Allocation'});
    expect(first.text?.t).toContain('fractions');
  });

  it('matches the last word as a prefix and near spellings', () => {
    expect(urls('alloc')).toContain(`${BASE}items/links/`);
    expect(urls('alocation')).toContain(`${BASE}items/links/`);
  });

  it('finds nothing for a query of stop words or punctuation', () => {
    expect(search('the of and').pages).toEqual([]);
    expect(search(' /// ').total).toBe(0);
    expect(queryTerms('How do I create the Dataset?')).toEqual(['create', 'dataset']);
  });

  it('rejects files that are not a light or text index', () => {
    expect(() => parseLightIndex({})).toThrow(/not a list/);
    expect(() => parseLightIndex([{documents: []}])).toThrow(/entry 0/);
    expect(() => parseTextIndex([])).toThrow(/not a list/);
  });

  it('loads in slices in the browser to the same index as in one go, and rejects the same bad files', async () => {
    const {light, text} = buildFixtureIndexes();
    const sliced = {...(await loadLightIndex(light)), text: await loadTextIndex(text)};
    const whole = {...parseLightIndex(light), text: parseTextIndex(text)};
    for (const query of ['createDataset', 'dataset', '42901', 'export']) {
      expect(search(query, 20, sliced).pages.length, query).toBeGreaterThan(0);
      expect(search(query, 20, sliced), query).toEqual(search(query, 20, whole));
    }
    expect(sliced.identifiers).toEqual(whole.identifiers);
    await expect(loadLightIndex({})).rejects.toThrow(/not a list/);
    await expect(loadTextIndex([{documents: []}])).rejects.toThrow(/entry 0/);
  });

  it('skips malformed documents', () => {
    const {light} = buildFixtureIndexes();
    light[0].documents.push({t: 'no id'});
    expect(parseLightIndex(light).documents.size).toBe(light[0].documents.length - 1);
  });
});
