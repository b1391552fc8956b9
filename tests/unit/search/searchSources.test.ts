import {describe, expect, it} from 'vitest';
import {searchSources, type SearchSettings} from '../../../src/search/searchSources';
import {searchExternalSources} from '../../../src/search/externalSearch';
import {segmentsText} from '../../../src/search/snippet';
import {BASE, loadFixtureIndex} from './fixtureIndex';
import {loadLightFixture} from './lightFixture';

const settings: SearchSettings = {limit: 20, contextLength: 50, fuzzyDistance: 1, keepStopWords: false};
const local = loadLightFixture();
const partner = loadFixtureIndex([
  [{i: 1, t: 'Warehouse allocation guide', u: '/guides/warehouse/'}],
  [],
  [],
  [],
  [],
]);
const external = [{heading: 'Partner guides', url: 'https://partner.example/index.json', index: partner}];

describe('searchSources', () => {
  it('finds nothing for a query without terms', () => {
    expect(searchSources('the', {local, external: [], baseUrl: BASE}, settings)).toEqual({terms: [], hits: [], total: 0});
  });

  it("lists the site's results first, then each external source's, labelled with its heading", () => {
    const {hits, total} = searchSources('allocation', {local, external, baseUrl: BASE}, settings, searchExternalSources);
    const last = hits[hits.length - 1];
    expect(hits.slice(0, -1).every((hit) => !hit.external)).toBe(true);
    expect(last).toMatchObject({external: true, sourceHeading: 'Partner guides', href: 'https://partner.example/guides/warehouse/'});
    expect(total).toBe(hits.length);
  });

  it('skips external sources when their search code is not loaded', () => {
    const {hits} = searchSources('allocation', {local, external, baseUrl: BASE}, settings);
    expect(hits.every((hit) => !hit.external)).toBe(true);
  });

  it('shows one result per page, linked to its best section, with a heading and a snippet', () => {
    const {hits} = searchSources('allocation', {local, external: [], baseUrl: BASE}, settings);
    const links = hits.filter((hit) => hit.href.startsWith(`${BASE}items/links/`));
    expect(links).toHaveLength(1);
    expect(links[0].href).toBe(`${BASE}items/links/?_highlight=allocation#allocation`);
    expect(segmentsText(links[0].heading!)).toBe('Allocation');
    expect(links[0].snippet).toBeDefined();
  });

  it('shows the method badge of an operation found by its identifier', () => {
    const [first] = searchSources('POST /datasets/create', {local, external: [], baseUrl: BASE}, settings).hits;
    expect(first).toMatchObject({method: 'POST', apiReference: true});
    expect(first.href.startsWith(`${BASE}api/create-dataset/`)).toBe(true);
  });

  it('returns at most the configured number of results and counts them all', () => {
    const all = searchSources('allocation', {local, external: [], baseUrl: BASE}, settings);
    const one = searchSources('allocation', {local, external: [], baseUrl: BASE}, {...settings, limit: 1});
    expect(one.hits).toHaveLength(1);
    expect(one.total).toBe(all.total);
    expect(all.total).toBeGreaterThan(1);
  });
});
