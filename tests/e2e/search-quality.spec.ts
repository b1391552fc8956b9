// Search quality on the production build: the question set (tests/fixtures/search-questions.json)
// and every identifier of the API model, queried through the same code the browser runs over the
// sharded index files the build wrote; then a few of them through /search/?q= in Chromium.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {BASE_PATH} from '../support/routes';
import {loadApiModel, OPENAPI_SOURCE} from '../../src/openapi';
import {apiModelInput} from '../../src/search/index/apiModelInput';
import {shortPath} from '../../src/search/index/apiRecords';
import {openBuiltIndex} from '../../src/search/index/readBuiltIndex';

const BUILD = path.resolve('build');
const TOP = 5;
const REQUIRED_SHARE = 0.95;

type Question = {kind: string; q: string; answers: string[]};

const index = openBuiltIndex(BUILD);
const search = async (query: string, limit = 20) => (await index).search(query, {limit, fuzzyDistance: 1, text: true});
/** A page path without the base path and anchor, as the question set writes it. */
const sitePath = (url: string) => url.slice(BASE_PATH.length).replace(/#.*$/, '').replace(/([^/])$/, '$1/');

test('at least 95% of the integrator questions put an answering page in the top five', async () => {
  const {questions} = JSON.parse(readFileSync('tests/fixtures/search-questions.json', 'utf8')) as {questions: Question[]};
  expect(questions.length).toBeGreaterThanOrEqual(80);
  const pages = new Set(readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('index.html')).map((file) => file.replace(/index\.html$/, '')));
  const unknown = questions.flatMap(({q, answers}) => answers.filter((answer) => !pages.has(answer)).map((answer) => `${q} → ${answer}`));
  expect(unknown, 'every answer names a page of the site').toEqual([]);

  const ranked = await Promise.all(questions.map(async ({q, answers}) => ({q, answers, top: (await search(q)).pages.slice(0, TOP).map((page) => sitePath(page.page.u))})));
  const misses = ranked
    .filter(({answers, top}) => !top.some((page) => answers.includes(page)))
    .map(({q, answers, top}) => `"${q}": wanted ${answers.join(' or ')}, got ${top.join(', ')}`);
  const share = (questions.length - misses.length) / questions.length;
  expect(share, `questions without an answer in the top ${TOP}:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});

test('every operationId, METHOD /path and error code finds its operation or error row first', async () => {
  const model = apiModelInput(await loadApiModel(path.resolve(OPENAPI_SOURCE)), BASE_PATH);
  expect(model.operations.length).toBeGreaterThan(20);
  expect(model.errorCodes.length).toBeGreaterThan(20);
  const expectations: {query: string; target: string}[] = [
    ...model.operations.flatMap((operation) => {
      const method = operation.method.toUpperCase();
      const target = sitePath(operation.permalink);
      return [
        {query: operation.operationId, target},
        {query: `${method} ${operation.path}`, target},
        {query: `${method} ${shortPath(operation.path)}`, target},
      ];
    }),
    ...model.errorCodes.flatMap((error) => [
      {query: error.code, target: `errors/list/#${error.code}`},
      {query: error.name, target: `errors/list/#${error.code}`},
    ]),
  ];
  const found = await Promise.all(
    expectations.map(async ({query, target}) => {
      const first = (await search(query)).pages[0];
      const got = first ? `${sitePath(first.target.u)}${first.target.h ?? ''}` : '(nothing)';
      return {query, target, got};
    }),
  );
  const wrong = found
    .filter(({target, got}) => got !== target)
    .map(({query, target, got}) => `"${query}": wanted ${target}, got ${got}`);
  expect(wrong).toEqual([]);
});

test('the issue\'s identifier queries land on the operation or error row first', async () => {
  const firsts = Object.fromEntries(
    await Promise.all(
      ['POST /datasets/create', 'createDataset', 'put items import', 'export jsonRows', '400804'].map(async (query) => {
        const first = (await search(query)).pages[0];
        return [query, `${first.operation && first.target.h === undefined ? `${first.operation.m} ` : ''}${sitePath(first.target.u)}${first.target.h ?? ''}`];
      }),
    ),
  );
  expect(firsts).toEqual({
    'POST /datasets/create': 'POST api/create-dataset/',
    createDataset: 'POST api/create-dataset/',
    'put items import': 'PUT api/import-items-async/',
    'export jsonRows': expect.stringMatching(/^(POST|GET) api\/export-dataset-(a)?sync\/$/),
    '400804': 'errors/list/#400804',
  });
});

test('a misspelt word finds the page its right spelling finds first, in the top three', async () => {
  for (const [typo, word] of [
    ['datset', 'dataset'],
    ['projektion', 'projection'],
    ['callbak', 'callback'],
  ]) {
    const right = (await search(word)).pages[0].page.u;
    const found = (await search(typo)).pages.slice(0, 3).map((page) => page.page.u);
    expect(found, `"${typo}" for "${word}"`).toContain(right);
    // The word typed right still ranks that page first: near spellings do not bury it.
    expect((await search(word)).pages[0].page.u).toBe(right);
  }
});

test.describe('in the browser', () => {
  const results = (page: import('@playwright/test').Page) => page.getByRole('list', {name: 'Search results'}).locator(':scope > li');

  test('an operation result shows its method badge and links to the operation', async ({page}) => {
    await page.goto(`${BASE_PATH}search/?q=${encodeURIComponent('POST /datasets/create')}`);
    const first = results(page).first();
    await expect(first.locator('[data-method]')).toHaveText('POST');
    await expect(first.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${BASE_PATH}api/create-dataset/`));
    await expect(first).toContainText('API Reference');
  });

  test('an error code links straight to its row on the error list', async ({page}) => {
    await page.goto(`${BASE_PATH}search/?q=400804`);
    await expect(results(page).first().getByRole('link').first()).toHaveAttribute('href', `${BASE_PATH}errors/list/?_highlight=400804#400804`);
  });

  test('no page appears twice, the count says what the list shows, and "Show more" shows the rest', async ({page}) => {
    await page.goto(`${BASE_PATH}search/?q=data`);
    await expect(results(page)).toHaveCount(20);
    const hrefs = await results(page).evaluateAll((items) => items.map((item) => item.querySelector('a')!.getAttribute('href')!));
    const pages = hrefs.map((href) => new URL(href, 'http://x').pathname);
    expect(new Set(pages).size).toBe(pages.length);
    const expected = (await search('data')).total;
    expect(expected).toBeGreaterThan(40);
    await expect(page.getByRole('status')).toHaveText(`20 of ${expected} pages`);
    await page.getByRole('button', {name: 'Show 20 more'}).click();
    await expect(results(page)).toHaveCount(40);
    await expect(page.getByRole('status')).toHaveText(`40 of ${expected} pages`);
    // The first twenty stay where they were.
    expect(await results(page).evaluateAll((items) => items.slice(0, 20).map((item) => item.querySelector('a')!.getAttribute('href')!))).toEqual(hrefs);
  });

  test('a page\'s other matching headings are listed beneath it, in the one result of that page', async ({page}) => {
    const query = 'links';
    const grouped = (await search(query)).pages.find((match) => match.sections.length > 0);
    expect(grouped, 'some page has several matching headings').toBeDefined();
    await page.goto(`${BASE_PATH}search/?q=${encodeURIComponent(query)}`);
    const result = results(page).filter({has: page.locator('[data-search-section]')}).first();
    await expect(result.locator('[data-search-section]').first()).toHaveText(grouped!.sections[0].t);
    await expect(result.getByRole('link')).toHaveCount(1);
  });
});
