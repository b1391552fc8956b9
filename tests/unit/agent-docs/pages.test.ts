// Which pages get a Markdown copy, in which order and under which llms.txt section, read from the
// content the docs, pages and OpenAPI plugins loaded.
import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {collectPages, firstSentence} from '../../../src/plugins/agent-docs/pages';

const base = '/app/docs/1.0.0/';
const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}. More words.`,
  source: `@site/docs/${id}.mdx`,
  permalink,
  ...extra,
});

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs: [doc('index', base), doc('items/index', `${base}items/`), doc('items/drafts', `${base}items/drafts`), doc('extra', `${base}extra`), doc('hidden', `${base}hidden`, {unlisted: true})],
          sidebars: {
            main: [
              {type: 'doc', id: 'index'},
              {type: 'category', label: 'Items', link: {type: 'doc', id: 'items/index'}, items: [{type: 'doc', id: 'items/drafts'}, {type: 'link', label: 'x'}]},
            ],
          },
        },
      ],
    },
    feedback: {
      loadedVersions: [{docs: [doc('index', `${base}feedback/`), doc('redirect', `${base}feedback/redirect`)], sidebars: {}}],
    },
  },
  'docusaurus-plugin-content-pages': {
    default: [
      {type: 'mdx', permalink: `${base}glossary`, source: '@site/src/pages/glossary.md', title: 'Glossary', description: 'Terms.'},
      {type: 'jsx', permalink: `${base}search`, source: '@site/src/pages/search.tsx'},
    ],
  },
  'docusaurus-plugin-openapi': {
    default: {
      loadedApi: [
        {type: 'info', title: 'Introduction', description: 'x', slug: '/introduction', permalink: `${base}api/introduction`, info: {description: 'The API. Details.'}},
        {type: 'api', title: 'List things', description: 'x', slug: '/list', permalink: `${base}api/list`, api: {method: 'get', path: '/things', description: 'Lists things. Fast.', tags: ['Things']}},
        {type: 'api', title: 'Upload', description: 'x', slug: '/upload', permalink: `${base}api/upload`, api: {method: 'post', path: '/files', description: 'Uploads.', tags: ['Files']}},
        {type: 'api', title: 'Get thing', description: 'x', slug: '/get', permalink: `${base}api/get`, api: {method: 'get', path: '/things/{id}', description: 'One.', tags: ['Things']}},
        {type: 'api', title: 'Thing', description: 'A thing. Long.', slug: '/models/thing', permalink: `${base}api/models/thing`, api: {tags: ['Models'], 'x-schema': {name: 'Thing'}}},
      ],
    },
  },
} as unknown as AllContent;

const pages = collectPages(allContent, {siteDir: '/site', baseUrl: base, exclude: ['feedback/redirect/']});
const routes = pages.map((page) => page.route);

describe('collectPages', () => {
  it('orders docs by their sidebar, then the API reference, then the optional pages', () => {
    expect(routes).toEqual([
      base,
      `${base}items/`,
      `${base}items/drafts/`,
      `${base}extra/`,
      `${base}api/`,
      `${base}api/introduction/`,
      `${base}api/list/`,
      `${base}api/get/`,
      `${base}api/upload/`,
      `${base}api/models/thing/`,
      `${base}feedback/`,
      `${base}glossary/`,
    ]);
  });

  it('puts top-level docs under the area and the rest under their top-level category', () => {
    expect(pages.slice(0, 4).map((page) => page.section)).toEqual(['Documentation', 'Documentation: Items', 'Documentation: Items', 'Documentation']);
  });

  it('groups API pages by tag in the order the tags first appear', () => {
    expect(pages.slice(6, 10).map((page) => page.section)).toEqual([
      'API reference: Things',
      'API reference: Things',
      'API reference: Files',
      'API reference: Models',
    ]);
  });

  it('lists the API overview at the reference root and copies its second route without listing it', () => {
    expect(pages.slice(4, 6).map(({route, listed, source}) => ({route, listed, kind: source.kind}))).toEqual([
      {route: `${base}api/`, listed: true, kind: 'api-info'},
      {route: `${base}api/introduction/`, listed: false, kind: 'api-info'},
    ]);
  });

  it('describes an operation by its method, path and first sentence', () => {
    expect(pages[6].description).toBe('GET /things: Lists things.');
  });

  it('knows the source file of every MDX page', () => {
    expect(pages[2].source).toEqual({kind: 'mdx', filePath: '/site/docs/items/drafts.mdx'});
    expect(pages.at(-1)?.source).toEqual({kind: 'mdx', filePath: '/site/src/pages/glossary.md'});
  });

  it('leaves out excluded routes, unlisted docs and React pages', () => {
    expect(routes).not.toEqual(expect.arrayContaining([`${base}feedback/redirect/`]));
    expect(routes.some((route) => route.includes('hidden') || route.includes('search'))).toBe(false);
  });

  it('refuses two pages on one route', () => {
    const twice = {
      'docusaurus-plugin-content-pages': {
        default: [
          {type: 'mdx', permalink: `${base}x`, source: '@site/src/pages/x.md', title: 'X', description: ''},
          {type: 'mdx', permalink: `${base}x/`, source: '@site/src/pages/x/index.md', title: 'X', description: ''},
        ],
      },
    } as unknown as AllContent;
    expect(() => collectPages(twice, {siteDir: '/site', baseUrl: base, exclude: []})).toThrow(`two pages at ${base}x/`);
  });
});

describe('firstSentence', () => {
  it('takes the first sentence on one line', () => {
    expect(firstSentence('Returns the\n  datasets. Then more.')).toBe('Returns the datasets.');
  });

  it('keeps a text without a full stop whole', () => {
    expect(firstSentence('Terms used here')).toBe('Terms used here');
  });

  it('gives an empty line for no text', () => {
    expect(firstSentence(undefined)).toBe('');
  });
});
