import {describe, expect, it} from 'vitest';
import {isApiReferencePath, mergeSameTarget, presentExternalHit, presentLocalHit, withHighlightTerms} from '../../../src/search/presentHit';
import {segmentsText} from '../../../src/search/snippet';
import {SearchDocumentType, type SearchHitView} from '../../../src/search/types';
import type {SearchMatch} from '../../../src/search/querySearchIndex';
import {BASE} from './fixtureIndex';

const page = {i: 2, t: 'Maintaining links', u: `${BASE}items/links/`};
const contentMatch: SearchMatch = {
  document: {i: 20, t: 'allocation is a plain number, and fractions are allowed.', s: 'Allocation', u: page.u, h: '#allocation', p: 2},
  type: SearchDocumentType.Content,
  page,
  positions: [[0, 10]],
};
const local = {baseUrl: BASE, terms: ['allocation'], contextLength: 50};

describe('presentLocalHit', () => {
  it('links to the section with one _highlight parameter per term, before the anchor', () => {
    const hit = presentLocalHit(contentMatch, {...local, terms: ['allocation', 'links']})!;
    expect(hit.href).toBe(`${BASE}items/links/?_highlight=allocation&_highlight=links#allocation`);
    expect(hit.external).toBe(false);
  });

  it('shows the page title, the section heading and a marked snippet', () => {
    const hit = presentLocalHit(contentMatch, local)!;
    expect(segmentsText(hit.pageTitle)).toBe('Maintaining links');
    expect(segmentsText(hit.heading!)).toBe('Allocation');
    expect(hit.snippet!.find((segment) => segment.marked)?.text).toBe('allocation');
  });

  it('marks the matched words of a title match', () => {
    const hit = presentLocalHit({document: page, type: SearchDocumentType.Title, positions: [[12, 5]]}, local)!;
    expect(hit.pageTitle).toEqual([
      {text: 'Maintaining ', marked: false},
      {text: 'links', marked: true},
    ]);
  });

  it('labels API reference pages', () => {
    const api = {document: {i: 1, t: 'Create dataset', u: `${BASE}api/create-dataset/`}, type: SearchDocumentType.Title, positions: []};
    expect(presentLocalHit(api, local)!.apiReference).toBe(true);
    expect(presentLocalHit(contentMatch, local)!.apiReference).toBe(false);
  });

  it('drops a result whose URL is not on this site', () => {
    const elsewhere = {...contentMatch, document: {...contentMatch.document, u: 'https://evil.example/'}};
    expect(presentLocalHit(elsewhere, local)).toBeNull();
  });
});

describe('isApiReferencePath', () => {
  it('is true under /docs/api-reference/ and for the API pages under the base path', () => {
    expect(isApiReferencePath('/docs/api-reference/datasets/')).toBe(true);
    expect(isApiReferencePath(`${BASE}api/`, BASE)).toBe(true);
    expect(isApiReferencePath(`${BASE}api/models/dataset/`, BASE)).toBe(true);
  });

  it('is false elsewhere, including pages whose name only starts with api', () => {
    expect(isApiReferencePath(`${BASE}items/links/`, BASE)).toBe(false);
    expect(isApiReferencePath(`${BASE}apis-overview/`, BASE)).toBe(false);
    expect(isApiReferencePath('/api/create-dataset/')).toBe(false);
  });
});

describe('withHighlightTerms', () => {
  it('encodes terms so they stay text in the URL', () => {
    expect(withHighlightTerms('/p/', '#a', ['<b>&x'])).toBe('/p/?_highlight=%3Cb%3E%26x#a');
  });
});

describe('presentExternalHit', () => {
  const source = {sourceHeading: 'Partner guides', sourceUrl: 'https://partner.example/search/index.json', terms: ['warehouse'], contextLength: 50};
  const match = (u: string): SearchMatch => ({document: {i: 9, t: 'Warehouse setup', u, h: '#top'}, type: SearchDocumentType.Title, positions: []});

  it("resolves the result's URL against the source's index URL", () => {
    const hit = presentExternalHit(match('/guides/warehouse/'), source)!;
    expect(hit.href).toBe('https://partner.example/guides/warehouse/#top');
    expect(hit.external).toBe(true);
    expect(hit.sourceHeading).toBe('Partner guides');
  });

  it('drops a result that is not an http(s) address', () => {
    expect(presentExternalHit(match('javascript:alert(1)'), source)).toBeNull();
  });
});

describe('mergeSameTarget', () => {
  const hit = (key: string, href: string, extra: Partial<SearchHitView>): SearchHitView => ({
    key,
    href,
    external: false,
    apiReference: false,
    pageTitle: [{text: 'Page', marked: false}],
    ...extra,
  });

  it("merges a section's heading and content results into one, at the first one's place", () => {
    const heading = [{text: 'Allocation', marked: true}];
    const snippet = [{text: 'allocation is…', marked: false}];
    const merged = mergeSameTarget([hit('a', '/x#s', {heading}), hit('b', '/y', {}), hit('c', '/x#s', {snippet})]);
    expect(merged.map((item) => item.key)).toEqual(['a', 'b']);
    expect(merged[0]).toMatchObject({heading, snippet});
  });
});
