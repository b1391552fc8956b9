// Pins the patch in patches/@easyops-cn+docusaurus-search-local+0.55.3.patch: without it, docs
// served at "/" drop every other page (API reference, src/pages) from the index, and the index
// file name ignores API changes.
import {createRequire} from 'node:module';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const utils = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';
const {processDocInfos} = require(`${utils}/processDocInfos`);
const {getIndexHash} = require(`${utils}/getIndexHash`);

const BASE = '/app/docs/1.0.0/';

describe('search index coverage with docs at "/"', () => {
  const routes = ['', 'items/', 'api/', 'api/create-dataset/', 'api/models/dataset/', 'markdown-page/', 'search/', 'recipes/'];
  const [{paths}] = processDocInfos(
    {
      routesPaths: routes.map((route) => BASE + route),
      outDir: '/out',
      baseUrl: BASE,
      siteConfig: {trailingSlash: true},
      plugins: [
        {
          name: 'docusaurus-plugin-content-docs',
          content: {loadedVersions: [{path: BASE, isLast: true, docs: [BASE, `${BASE}items/`, `${BASE}recipes/`].map((permalink) => ({permalink}))}]},
        },
      ],
    },
    {indexDocs: true, indexPages: true, indexBlog: false, docsRouteBasePath: ['', 'recipes'], blogRouteBasePath: [], ignoreFiles: []},
  );
  const typeOf = (route: string) => paths.find((entry: {url: string}) => entry.url === BASE + route)?.type;

  it('indexes pages no docs plugin owns as pages', () => {
    expect(typeOf('api/')).toBe('page');
    expect(typeOf('api/create-dataset/')).toBe('page');
    expect(typeOf('api/models/dataset/')).toBe('page');
    expect(typeOf('markdown-page/')).toBe('page');
  });

  it('still indexes docs as docs, the docs root included', () => {
    expect(typeOf('')).toBe('docs');
    expect(typeOf('items/')).toBe('docs');
  });

  it('leaves out the search page itself', () => {
    expect(typeOf('search/')).toBeUndefined();
  });
});

describe('search index file name', () => {
  it('changes when the OpenAPI description changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-hash-'));
    const file = path.join(dir, 'openapi.yaml');
    const hash = () => getIndexHash({hashed: 'filename', indexDocs: true, docsDir: [dir], indexBlog: false});
    writeFileSync(file, 'openapi: 3.0.3\ninfo: {title: A, version: 1.0.0}\n');
    const before = hash();
    writeFileSync(file, 'openapi: 3.0.3\ninfo: {title: B, version: 1.0.0}\n');
    expect(before).toMatch(/^[0-9a-f]{8}$/);
    expect(hash()).not.toBe(before);
  });
});

describe('section text', () => {
  const {getCondensedText} = require(`${utils}/getCondensedText`);
  const cheerio = require(require.resolve('cheerio', {paths: [path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'))]}));

  it('keeps a line break between table cells, headings and blocks, and none inside a paragraph', () => {
    const $ = cheerio.load(
      '<div><p>Send the\n  request <em>once</em>.</p><table><tr><th>Field</th><th>Notes</th></tr><tr><td>Where</td><td>Filters <code>rows</code></td></tr></table><h4>Errors</h4></div>',
    );
    expect(getCondensedText($('div').contents().get(), $)).toBe('Send the request once.\nField\nNotes\nWhere\nFilters rows\nErrors');
  });
});
