import {describe, expect, it} from 'vitest';
import {editDistance, queryTerms} from '../../../src/search/index/siteIndex';
import {PAGES_PER_POSTING, indexPaths, shardOf, type MetaFile} from '../../../src/search/index/format';
import {BASE, SITE_DOCUMENTS} from './fixtureIndex';
import {buildFixtureFiles, fixtureSiteIndex} from './siteFixture';
import type {SearchDocument} from '../../../src/search/types';

const {index: loaded} = fixtureSiteIndex();
const search = (query: string, {limit = 20, text = true, index = loaded} = {}) => index.search(query, {limit, fuzzyDistance: 1, text});
const urls = async (query: string, options: {text?: boolean; index?: typeof loaded} = {}) => (await search(query, options)).pages.map((page) => page.page.u);

/** A site of `count` pages that all say `word` in their body, and one page of its own. */
function manyPages(count: number, word: string): SearchDocument[][] {
  const pages = Array.from({length: count}, (_, n) => ({i: n + 1, t: `Guide ${n + 1}`, u: `${BASE}guides/${n + 1}/`}));
  const text = pages.map((page, n) => ({i: 1000 + n, t: `Step ${n}: the ${word} is sent ${'again '.repeat(n % 7)}to the server.`, s: page.t, u: page.u, p: page.i}));
  return [pages, [], [], [], text];
}

describe('the site index', () => {
  it('puts the operation an operationId, a METHOD /path or method and path words name first', async () => {
    for (const query of ['createDataset', 'POST /datasets/create', 'post /api/v1/{tenantId}/datasets/create', 'post datasets create']) {
      const [first] = (await search(query)).pages;
      expect(first.page.u, query).toBe(`${BASE}api/create-dataset/`);
      expect(first.operation?.m).toBe('POST');
    }
  });

  it('does not take a method and path words for an operation of another method', async () => {
    const named = (await search('post datasets create')).pages[0];
    const wrongMethod = (await search('put datasets create')).pages[0];
    // Still found by its title words, but far below an operation the query names.
    expect(wrongMethod.score).toBeLessThan(named.score / 100);
  });

  it('links an error code or name to its row', async () => {
    for (const query of ['42901', 'Throttled']) {
      const [first] = (await search(query)).pages;
      expect(first.target).toMatchObject({u: `${BASE}rate-limit-quota/`, h: '#42901'});
    }
  });

  it('matches the parts of a camelCase identifier, and the identifier from its parts', async () => {
    const documents = structuredClone(SITE_DOCUMENTS);
    documents[0].push({i: 5, t: 'Query parameters', u: `${BASE}items/query-parameters/`});
    documents[1].push({i: 12, t: 'dateFormat', u: `${BASE}items/query-parameters/`, h: '#dateformat', p: 5});
    documents[4].push({i: 23, t: 'Pass linkingRelationships to export linked values.', u: `${BASE}egress/linking/`, h: '#how', p: 3});
    const {index} = fixtureSiteIndex({files: buildFixtureFiles(documents)});
    expect((await urls('date format', {index}))[0]).toBe(`${BASE}items/query-parameters/`);
    expect((await urls('dateFormat', {index}))[0]).toBe(`${BASE}items/query-parameters/`);
    expect((await urls('linking relationships', {index}))[0]).toBe(`${BASE}egress/linking/`);
  });

  it('puts an operation first for a body field or enum value typed with another word', async () => {
    expect((await urls('PEOPLE dataset'))[0]).toBe(`${BASE}api/create-dataset/`);
  });

  it('gives one result per page, with its other matching headings beneath', async () => {
    const {pages, total} = await search('allocation');
    expect(pages.filter((page) => page.page.u === `${BASE}egress/linking/`)).toHaveLength(1);
    expect(new Set(pages.map((page) => page.page.i)).size).toBe(pages.length);
    expect(total).toBe(pages.length);
  });

  it('does not repeat the heading a result shows among its other headings', async () => {
    for (const page of (await search('allocation links')).pages) {
      expect(page.sections.map((section) => section.t)).not.toContain(page.target.heading);
      expect(page.sections.map((section) => section.t)).not.toContain(page.page.t);
    }
  });

  it('counts every matching page even when fewer are returned', async () => {
    const all = (await search('allocation')).total;
    const limited = await search('allocation', {limit: 1});
    expect(limited.pages).toHaveLength(1);
    expect(limited.total).toBe(all);
    expect(all).toBeGreaterThan(1);
  });

  it('ranks a title or heading match above a body match', async () => {
    // "allocation" is a heading on two pages and only body text elsewhere.
    expect((await urls('allocation')).slice(0, 2).sort()).toEqual([`${BASE}egress/linking/`, `${BASE}items/links/`]);
  });

  it('finds body text only when asked to, and links to its section with its text', async () => {
    expect(await urls('fractions', {text: false})).toEqual([]);
    const [first] = (await search('fractions')).pages;
    expect(first.target).toMatchObject({u: `${BASE}items/links/`, h: '#allocation', heading: 'Allocation'});
    expect(first.text?.t).toContain('fractions');
  });

  it('matches the last word as a prefix', async () => {
    expect(await urls('alloc')).toContain(`${BASE}items/links/`);
  });

  it('finds a page from a misspelt word, and ranks the exact word above a near spelling', async () => {
    expect((await urls('alocation'))[0]).toBe(`${BASE}items/links/`);
    const documents = structuredClone(SITE_DOCUMENTS);
    documents[0].push({i: 6, t: 'Callbacks', u: `${BASE}working/callbacks/`}, {i: 7, t: 'Callbase tables', u: `${BASE}working/callbase/`});
    const {index} = fixtureSiteIndex({files: buildFixtureFiles(documents)});
    expect((await urls('callbak', {index}))[0]).toBe(`${BASE}working/callbacks/`);
    // The word the typo was taken for is marked in results and highlighted on the page.
    expect((await search('callbak', {index})).terms).toEqual(['callbak', 'callback']);
    // "callbase" is one letter from "callbacs" too, but the word typed exactly comes first.
    expect((await urls('callbase', {index}))[0]).toBe(`${BASE}working/callbase/`);
  });

  it('fetches a typo\'s shard from the word list even when it is not the shard of the word typed', async () => {
    const documents = structuredClone(SITE_DOCUMENTS);
    documents[0].push({i: 6, t: 'Projection', u: `${BASE}egress/projection/`});
    // Small shards, so a word starting with x is in another shard than one starting with p.
    const files = buildFixtureFiles(documents, undefined, {shardTargetBytes: 40});
    const meta = files.get(indexPaths.meta) as MetaFile;
    expect(shardOf(meta.shards, 'xrojection')).not.toBe(shardOf(meta.shards, 'projection'));
    const {index, reads} = fixtureSiteIndex({files});
    expect((await urls('xrojection', {index}))[0]).toBe(`${BASE}egress/projection/`);
    expect(meta.words.split('\n')).toContain('projection');
    expect(reads).toContain(indexPaths.light(shardOf(meta.shards, 'projection')));
  });

  it('finds nothing for a query of stop words or punctuation, without reading any file', async () => {
    const {index, reads} = fixtureSiteIndex();
    expect((await search('the of and', {index})).pages).toEqual([]);
    expect((await search(' /// ', {index})).total).toBe(0);
    expect(reads).toEqual([]);
    expect(queryTerms('How do I create the Dataset?')).toEqual(['create', 'dataset']);
  });

  it('reads the shard table once, then only the shards, cards and sections a query needs', async () => {
    const {index, reads, files} = fixtureSiteIndex();
    const {pages} = await search('fractions', {index});
    expect(reads.filter((path) => path === indexPaths.meta)).toHaveLength(1);
    const cards = reads.filter((path) => path.startsWith('p/'));
    expect(cards).toHaveLength(pages.length);
    expect(reads.filter((path) => path.startsWith('s/'))).toHaveLength(pages.filter((page) => page.text).length);
    expect(cards.length, 'only the cards of the results').toBeLessThan([...files.keys()].filter((path) => path.startsWith('p/')).length);
    const before = reads.length;
    await search('fractions', {index});
    expect(reads.length, 'a repeated search reads nothing again').toBe(before);
  });

  it('fails when the shard table cannot be read, and keeps titles when the body text cannot', async () => {
    await expect(search('allocation', {index: fixtureSiteIndex({fail: /^meta/}).index})).rejects.toThrow(/meta\.json/);
    const withoutText = await search('allocation', {index: fixtureSiteIndex({fail: /^t\//}).index});
    expect(withoutText.withText).toBe(false);
    expect(withoutText.pages.length).toBeGreaterThan(0);
  });

  it('refuses a shard table of another format', async () => {
    const files = buildFixtureFiles();
    files.set(indexPaths.meta, {...(files.get(indexPaths.meta) as MetaFile), v: 999});
    await expect(search('allocation', {index: fixtureSiteIndex({files}).index})).rejects.toThrow(/format/);
  });

  it('keeps the best pages of a long posting list in its shard, and still counts and reaches every page', async () => {
    const count = PAGES_PER_POSTING + 30;
    const files = buildFixtureFiles(manyPages(count, 'reconciliation'), {operations: [], schemas: [], errorCodes: []});
    const meta = files.get(indexPaths.meta) as MetaFile;
    expect(meta.more.t.length).toBeGreaterThan(0);
    const {index, reads} = fixtureSiteIndex({files});
    const first = await search('reconciliation', {index});
    expect(first.pages).toHaveLength(20);
    expect(first.total).toBe(count);
    expect(reads.some((path) => path.endsWith('.more.json')), 'the first 20 need only the best pages').toBe(false);
    const all = await search('reconciliation', {index, limit: count});
    expect(all.pages).toHaveLength(count);
    expect(new Set(all.pages.map((page) => page.page.u)).size).toBe(count);
    expect(reads.some((path) => path.endsWith('.more.json'))).toBe(true);
    // The best pages come first either way.
    expect(all.pages.slice(0, 20).map((page) => page.page.u)).toEqual(first.pages.map((page) => page.page.u));
  });

  it('computes edit distances up to a bound', () => {
    expect(editDistance('datset', 'dataset', 1)).toBe(1);
    expect(editDistance('projektion', 'projection', 1)).toBe(1);
    expect(editDistance('callbak', 'callback', 1)).toBe(1);
    expect(editDistance('export', 'import', 1)).toBe(-1);
    expect(editDistance('same', 'same', 1)).toBe(0);
  });
});
