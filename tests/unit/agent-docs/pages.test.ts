// Which pages get a Markdown copy, in which order and under which llms.txt section, read from the
// content the docs (documentation, recipes, feedback, API reference) and pages plugins loaded.
import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {collectPages, markdownCopyRoutes, firstSentence} from '../../../src/plugins/agent-docs/pages';

const base = '/app/docs/1.0.0/';
const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}. More words.`,
  source: `@site/docs/${id}.mdx`,
  permalink,
  ...extra,
});

const apiDoc = (id: string, permalink: string, frontMatter: Record<string, unknown>, description: string) => ({
  ...doc(id, permalink),
  source: `@site/.api-reference/${id}.mdx`,
  description,
  frontMatter,
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
    api: {
      loadedVersions: [
        {
          docs: [
            apiDoc('index', `${base}api/`, {api_overview: true}, 'The API. Details.'),
            apiDoc('list', `${base}api/list`, {api_operation_id: 'listThings', api_method: 'get', api_path: '/things'}, 'Lists things. Fast.'),
            apiDoc('upload', `${base}api/upload`, {api_operation_id: 'upload', api_method: 'post', api_path: '/files'}, 'Uploads.'),
            apiDoc('get', `${base}api/get`, {api_operation_id: 'getThing', api_method: 'get', api_path: '/things/{id}'}, 'One.'),
            apiDoc('models/thing', `${base}api/models/thing`, {api_schema: 'Thing'}, 'A thing. Long.'),
            apiDoc('callbacks/done', `${base}api/callbacks/done`, {api_callback: 'Done'}, 'Sent when done.'),
          ],
          sidebars: {
            api: [
              {type: 'doc', id: 'index'},
              {type: 'category', label: 'Things', items: [{type: 'doc', id: 'list'}, {type: 'doc', id: 'get'}, {type: 'doc', id: 'callbacks/done'}]},
              {type: 'category', label: 'Files', items: [{type: 'doc', id: 'upload'}]},
              {type: 'category', label: 'Models', items: [{type: 'doc', id: 'models/thing'}]},
            ],
          },
        },
      ],
    },
  },
  'docusaurus-plugin-content-pages': {
    default: [
      {type: 'mdx', permalink: `${base}glossary`, source: '@site/src/pages/glossary.md', title: 'Glossary', description: 'Terms.'},
      {type: 'jsx', permalink: `${base}search`, source: '@site/src/pages/search.tsx'},
    ],
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
      `${base}api/list/`,
      `${base}api/get/`,
      `${base}api/callbacks/done/`,
      `${base}api/upload/`,
      `${base}api/models/thing/`,
      `${base}feedback/`,
      `${base}glossary/`,
    ]);
  });

  it('puts top-level docs under the area and the rest under their top-level category', () => {
    expect(pages.slice(0, 4).map((page) => page.section)).toEqual(['Documentation', 'Documentation: Items', 'Documentation: Items', 'Documentation']);
  });

  it('groups API pages by the groups of the reference sidebar, in its order', () => {
    expect(pages.slice(5, 10).map((page) => page.section)).toEqual([
      'API reference: Things',
      'API reference: Things',
      'API reference: Things',
      'API reference: Files',
      'API reference: Models',
    ]);
  });

  it('writes each API page from the model: the overview, operations, models and callbacks', () => {
    expect(pages.slice(4, 10).map(({source}) => source)).toEqual([
      {kind: 'api-info', instance: 'api'},
      {kind: 'api-operation', operationId: 'listThings', instance: 'api'},
      {kind: 'api-operation', operationId: 'getThing', instance: 'api'},
      {kind: 'api-callback', callbackName: 'Done', instance: 'api'},
      {kind: 'api-operation', operationId: 'upload', instance: 'api'},
      {kind: 'api-schema', schemaName: 'Thing', instance: 'api'},
    ]);
  });

  it('describes an operation by its method, path and first sentence', () => {
    expect(pages[5].description).toBe('GET /things: Lists things.');
  });

  it('refuses an API page that names neither an operation, a model nor a callback', () => {
    const broken = {
      'docusaurus-plugin-content-docs': {
        api: {loadedVersions: [{docs: [apiDoc('x', `${base}api/x`, {}, 'X.')], sidebars: {}}]},
      },
    } as unknown as AllContent;
    expect(() => collectPages(broken, {siteDir: '/site', baseUrl: base, exclude: []})).toThrow(`${base}api/x/ says neither`);
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

describe('markdownCopyRoutes', () => {
  it('names the doc pages without a copy, unlisted and excluded ones, and no doc page with one', () => {
    expect(markdownCopyRoutes(allContent, pages).docRoutesWithoutMarkdown).toEqual([`${base}hidden/`, `${base}feedback/redirect/`]);
  });

  it('names the pages outside the docs that have a copy, and no doc page', () => {
    expect(markdownCopyRoutes(allContent, pages).otherRoutesWithMarkdown).toEqual([`${base}glossary/`]);
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
