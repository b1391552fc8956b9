import {describe, expect, it} from 'vitest';
import {closestRoute, editDistance, normalisePath, pagePaths} from '../../../src/components/NotFoundHelp/closestRoute';

const BASE = '/app/docs/1.0.0/';
const PAGES = [
  BASE,
  `${BASE}guide/`,
  `${BASE}guide/your_first_call/`,
  `${BASE}items/`,
  `${BASE}items/drafts/`,
  `${BASE}items/query-parameters/`,
  `${BASE}errors/list/`,
  `${BASE}SCIM/`,
  `${BASE}SCIM/integration-guide/`,
  `${BASE}recipes/async-export/`,
  `${BASE}api/`,
  `${BASE}api/list-datasets/`,
];

describe('closestRoute', () => {
  it('offers the page when only the trailing slash is missing', () => {
    expect(closestRoute(`${BASE}items/drafts`, PAGES, BASE)).toBe(`${BASE}items/drafts/`);
  });

  it('offers the page for an .html or /index.html address', () => {
    expect(closestRoute(`${BASE}items/drafts.html`, PAGES, BASE)).toBe(`${BASE}items/drafts/`);
    expect(closestRoute(`${BASE}guide/index.html`, PAGES, BASE)).toBe(`${BASE}guide/`);
  });

  it('offers the page spelled with other letter case', () => {
    expect(closestRoute(`${BASE}scim/integration-guide/`, PAGES, BASE)).toBe(`${BASE}SCIM/integration-guide/`);
    expect(closestRoute(`${BASE}Items/Drafts/`, PAGES, BASE)).toBe(`${BASE}items/drafts/`);
  });

  it('offers a page that moved to another section', () => {
    expect(closestRoute(`${BASE}drafts/`, PAGES, BASE)).toBe(`${BASE}items/drafts/`);
    expect(closestRoute(`${BASE}working/query-parameters/`, PAGES, BASE)).toBe(`${BASE}items/query-parameters/`);
  });

  it('offers the page for a small typo', () => {
    expect(closestRoute(`${BASE}items/draft/`, PAGES, BASE)).toBe(`${BASE}items/drafts/`);
    expect(closestRoute(`${BASE}erors/list/`, PAGES, BASE)).toBe(`${BASE}errors/list/`);
    expect(closestRoute(`${BASE}recipes/async-exprot/`, PAGES, BASE)).toBe(`${BASE}recipes/async-export/`);
  });

  it('ignores the query and the hash', () => {
    expect(closestRoute(`${BASE}items/drafts?tab=python#step-2`, PAGES, BASE)).toBe(`${BASE}items/drafts/`);
  });

  it('offers nothing for an address unlike every page', () => {
    expect(closestRoute(`${BASE}no-such-page/`, PAGES, BASE)).toBeNull();
    expect(closestRoute(`${BASE}xyz/`, PAGES, BASE)).toBeNull();
  });

  it('offers nothing when there are no pages or the address is already a page', () => {
    expect(closestRoute(`${BASE}guide/`, [], BASE)).toBeNull();
    expect(closestRoute(`${BASE}guide/`, PAGES, BASE)).toBeNull();
  });

  it('survives a malformed percent escape', () => {
    expect(closestRoute(`${BASE}items/drafts%E0%A4%A`, PAGES, BASE)).toBeNull();
  });
});

describe('normalisePath', () => {
  it('drops .html endings, doubled slashes and adds the trailing slash', () => {
    expect(normalisePath('/a//b/index.html')).toBe('/a/b/');
    expect(normalisePath('/a/b.html')).toBe('/a/b/');
    expect(normalisePath('a/b')).toBe('/a/b/');
  });

  it('decodes percent escapes so an encoded ampersand matches', () => {
    expect(normalisePath('/versions%26changes/changelog/')).toBe('/versions&changes/changelog/');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('drafts', 'draft')).toBe(1);
    expect(editDistance('export', 'exprot')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops early past the limit', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('pagePaths', () => {
  it('lists leaf and exact routes and skips patterns', () => {
    const routes = [
      {
        path: '/docs/',
        routes: [
          {path: '/docs/a/', exact: true},
          {path: '/docs/', routes: [{path: '/docs/b/', exact: true}]},
          {path: '*'},
        ],
      },
      {path: '/search/', exact: true},
      {path: '/users/:id'},
    ];
    expect(pagePaths(routes).sort()).toEqual(['/docs/a/', '/docs/b/', '/search/']);
  });
});
