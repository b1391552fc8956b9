import {describe, expect, it} from 'vitest';
import {buildApiRecords, type ApiOperationInput} from '../../../src/search/index/apiRecords';
import {buildSiteIndex} from '../../../src/search/index/buildSiteIndex';
import {decodePageSet, encodePageSet, indexPaths, shardOf, shardsWithPrefix, type LightShardFile, type MetaFile, type PageCard} from '../../../src/search/index/format';
import {BASE, SITE_DOCUMENTS} from './fixtureIndex';

const pluginIndex = SITE_DOCUMENTS.map((documents) => ({documents}));

const operation = (operationId: string, parameterNames: string[]): ApiOperationInput => ({
  operationId,
  method: 'get',
  path: `/api/v1/{tenantId}/${operationId}`,
  summary: operationId,
  permalink: `${BASE}api/create-dataset/`,
  parameterNames,
  bodyFieldNames: [],
});

const card = (files: Map<string, unknown>, page: number) => files.get(indexPaths.card(page)) as PageCard;
const lightShards = (files: Map<string, unknown>) => [...files].filter(([path]) => /^l\/\d+\.json$/.test(path)).map(([, shard]) => shard as LightShardFile);

describe('buildSiteIndex', () => {
  it('writes a card per page with its headings, and each section\'s text in a file of its own', () => {
    const {files, stats} = buildSiteIndex(pluginIndex, []);
    expect(stats.pages).toBe(4);
    expect(card(files, 0)).toMatchObject({t: 'Create dataset', u: `${BASE}api/create-dataset/`});
    expect(card(files, 1).d.map(([text, anchor]) => [text, anchor])).toEqual([
      ['Maintaining links', ''],
      ['Allocation', '#allocation'],
    ]);
    expect(card(files, 1).s).toEqual([['Allocation', '#allocation']]);
    expect(files.get(indexPaths.section(1, 0))).toBe('allocation is a plain number, and fractions are allowed.');
  });

  it('attaches API records to the page at their permalink, with or without a trailing slash', () => {
    const records = buildApiRecords({operations: [{...operation('createDataset', []), permalink: `${BASE}api/create-dataset`}], schemas: [], errorCodes: []});
    const {files, warnings} = buildSiteIndex(pluginIndex, records);
    expect(warnings).toEqual([]);
    expect(card(files, 0).m).toBe('GET');
    expect((files.get(indexPaths.meta) as MetaFile).operations).toEqual([[0, 1, 'GET', '/createDataset']]);
    const identifiers = Object.assign({}, ...lightShards(files).map((shard) => shard.x));
    expect(identifiers.createdataset).toEqual([0, 1]);
  });

  it('warns about a record whose page is not in the site, and leaves it out', () => {
    const records = buildApiRecords({operations: [{...operation('gone', []), permalink: `${BASE}api/gone/`}], schemas: [], errorCodes: []});
    const {files, warnings} = buildSiteIndex(pluginIndex, records);
    expect(warnings).toEqual([`search: no page at ${BASE}api/gone/ for the API operation "gone"; it is not indexed.`]);
    expect(card(files, 0).m).toBeUndefined();
  });

  it('leaves out names most operations share, keeping the distinctive ones', () => {
    const operations = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => operation(id, id === 'a' ? ['tenantId', 'dateFormat'] : ['tenantId']));
    const {files} = buildSiteIndex(pluginIndex, buildApiRecords({operations, schemas: [], errorCodes: []}));
    const names = Object.assign({}, ...lightShards(files).map((shard) => shard.y));
    expect(Object.keys(names)).toEqual(['dateformat']);
  });

  it('cuts keys into shards in order, so a key and a prefix find their shards from the table alone', () => {
    const {files} = buildSiteIndex(pluginIndex, [], {shardTargetBytes: 40});
    const meta = files.get(indexPaths.meta) as MetaFile;
    expect(meta.shards.length).toBeGreaterThan(3);
    expect(meta.shards[0]).toBe('');
    expect([...meta.shards].sort()).toEqual(meta.shards);
    for (const [path, shard] of files) {
      const match = /^l\/(\d+)\.json$/.exec(path);
      if (!match) continue;
      for (const key of Object.keys((shard as LightShardFile).t)) expect(shardOf(meta.shards, key), key).toBe(Number(match[1]));
    }
    expect(shardsWithPrefix(meta.shards, 'alloc')).toContain(shardOf(meta.shards, 'allocation'));
  });

  it('lists the words typos are matched against: letters only', () => {
    const words = (buildSiteIndex(pluginIndex, []).files.get(indexPaths.meta) as MetaFile).words.split('\n');
    expect(words).toContain('allocation');
    expect(words.some((word) => /\d/.test(word))).toBe(false);
  });

  it('encodes page sets as bits and back', () => {
    expect(decodePageSet(encodePageSet([0, 5, 9, 130], 139))).toEqual([0, 5, 9, 130]);
    expect(decodePageSet(encodePageSet([], 8))).toEqual([]);
  });
});
