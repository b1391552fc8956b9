import {describe, expect, it} from 'vitest';
import {searchSources, type SearchSettings} from '../../../src/search/searchSources';
import {searchExternalSources} from '../../../src/search/externalSearch';
import {segmentsText} from '../../../src/search/snippet';
import {BASE, loadFixtureIndex} from './fixtureIndex';
import {fixtureSiteIndex} from './siteFixture';

const settings: SearchSettings = {limit: 20, contextLength: 50, fuzzyDistance: 1, keepStopWords: false};
const local = fixtureSiteIndex().index;
const partner = loadFixtureIndex([
  [{i: 1, t: 'Warehouse allocation guide', u: '/guides/warehouse/'}],
  [],
  [],
  [],
  [],
]);
const external = [{heading: 'Partner guides', url: 'https://partner.example/index.json', index: partner}];

describe('searchSources', () => {
  it('finds nothing for a query without terms', async () => {
    expect(await searchSources('the', {local, external: [], baseUrl: BASE}, settings, {text: true})).toEqual({terms: [], hits: [], total: 0, withText: true});
  });

  it("lists the site's results first, then each external source's, labelled with its heading", async () => {
    const {hits, total} = await searchSources('allocation', {local, external, baseUrl: BASE}, settings, {text: true, externalSearch: searchExternalSources});
    const last = hits[hits.length - 1];
    expect(hits.slice(0, -1).every((hit) => !hit.external)).toBe(true);
    expect(last).toMatchObject({external: true, sourceHeading: 'Partner guides', href: 'https://partner.example/guides/warehouse/'});
    expect(total).toBe(hits.length);
  });

  it('skips external sources when their search code is not loaded', async () => {
    const {hits} = await searchSources('allocation', {local, external, baseUrl: BASE}, settings, {text: true});
    expect(hits.every((hit) => !hit.external)).toBe(true);
  });

  it('shows one result per page, linked to its best section, with a heading and a snippet', async () => {
    const {hits} = await searchSources('allocation', {local, external: [], baseUrl: BASE}, settings, {text: true});
    const links = hits.filter((hit) => hit.href.startsWith(`${BASE}items/links/`));
    expect(links).toHaveLength(1);
    expect(links[0].href).toBe(`${BASE}items/links/?_highlight=allocation#allocation`);
    expect(segmentsText(links[0].heading!)).toBe('Allocation');
    expect(links[0].snippet).toBeDefined();
  });

  it('shows the method badge of an operation found by its identifier', async () => {
    const [first] = (await searchSources('POST /datasets/create', {local, external: [], baseUrl: BASE}, settings, {text: true})).hits;
    expect(first).toMatchObject({method: 'POST', apiReference: true});
    expect(first.href.startsWith(`${BASE}api/create-dataset/`)).toBe(true);
  });

  it('returns at most the configured number of results and counts them all', async () => {
    const all = await searchSources('allocation', {local, external: [], baseUrl: BASE}, settings, {text: true});
    const one = await searchSources('allocation', {local, external: [], baseUrl: BASE}, {...settings, limit: 1}, {text: true});
    expect(one.hits).toHaveLength(1);
    expect(one.total).toBe(all.total);
    expect(all.total).toBeGreaterThan(1);
  });
});
