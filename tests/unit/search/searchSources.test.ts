import {describe, expect, it} from 'vitest';
import {searchSources, type SearchSettings} from '../../../src/search/searchSources';
import {segmentsText} from '../../../src/search/snippet';
import {BASE, loadFixtureIndex} from './fixtureIndex';

const settings: SearchSettings = {limit: 20, contextLength: 50, fuzzyDistance: 1, keepStopWords: false};
const local = loadFixtureIndex();
const partner = loadFixtureIndex([
  [{i: 1, t: 'Warehouse allocation guide', u: '/guides/warehouse/'}],
  [],
  [],
  [],
  [],
]);

describe('searchSources', () => {
  it('finds nothing for a query without terms', () => {
    expect(searchSources('the', {local, external: [], baseUrl: BASE}, settings).hits).toEqual([]);
  });

  it("lists the site's results first, then each external source's, labelled with its heading", () => {
    const {hits} = searchSources(
      'allocation',
      {local, external: [{heading: 'Partner guides', url: 'https://partner.example/index.json', index: partner}], baseUrl: BASE},
      settings,
    );
    const last = hits[hits.length - 1];
    expect(hits.slice(0, -1).every((hit) => !hit.external)).toBe(true);
    expect(last).toMatchObject({external: true, sourceHeading: 'Partner guides', href: 'https://partner.example/guides/warehouse/'});
  });

  it("merges a section's heading and content results", () => {
    const {hits} = searchSources('allocation', {local, external: [], baseUrl: BASE}, settings);
    const section = hits.filter((hit) => hit.href.endsWith('#allocation'));
    expect(section).toHaveLength(1);
    expect(segmentsText(section[0].heading!)).toBe('Allocation');
    expect(section[0].snippet).toBeDefined();
  });

  it('returns at most the configured number of results', () => {
    expect(searchSources('allocation', {local, external: [], baseUrl: BASE}, {...settings, limit: 1}).hits).toHaveLength(1);
  });
});
