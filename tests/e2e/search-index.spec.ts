// The built search index covers the whole site: every route the spec lists and every API
// reference page (operations and models) the build produced.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';

const BUILD = path.resolve('build');

/** Every page of the API reference in the build: build/api/**\/index.html as site paths. */
function builtApiPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') pages.push(`${BASE_PATH}${path.relative(BUILD, dir).split(path.sep).join('/')}/`);
    }
  };
  walk(path.join(BUILD, 'api'));
  return pages.sort();
}

function indexedPages(): Set<string> {
  const file = readdirSync(BUILD).find((name) => /^search-index(-[0-9a-f]{8})?\.json$/.test(name));
  expect(file, 'the build has a search index').toBeDefined();
  const index = JSON.parse(readFileSync(path.join(BUILD, file!), 'utf8')) as {documents: {u: string}[]}[];
  return new Set(index[0].documents.map((document) => document.u));
}

test('every route of the site is in the search index', () => {
  const indexed = indexedPages();
  const missing = SITE_ROUTES.map((route) => route.path).filter((route) => !indexed.has(route));
  expect(missing).toEqual([]);
});

test('every API reference page, operations and models, is in the search index', () => {
  const apiPages = builtApiPages();
  expect(apiPages.filter((page) => page.includes('/api/models/')).length).toBeGreaterThan(10);
  expect(apiPages.filter((page) => !page.includes('/api/models/')).length).toBeGreaterThan(20);
  const indexed = indexedPages();
  expect(apiPages.filter((page) => !indexed.has(page))).toEqual([]);
});
