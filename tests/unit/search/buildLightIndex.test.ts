import {describe, expect, it} from 'vitest';
import {buildApiRecords, type ApiOperationInput} from '../../../src/search/light/apiRecords';
import {buildLightIndexes} from '../../../src/search/light/buildLightIndex';
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

describe('buildLightIndexes', () => {
  it('keeps pages with their ids and descriptions, headings under their pages, and section text apart', () => {
    const {light, text} = buildLightIndexes(pluginIndex, []);
    const create = light[0].documents.find((doc) => doc.i === 1);
    expect(create).toMatchObject({k: 'page', p: 1, t: 'Create dataset', d: 'Creates an empty dataset with its property definitions.'});
    expect(light[0].documents.filter((doc) => doc.k === 'heading').map((doc) => [doc.t, doc.p])).toEqual([
      ['Allocation', 2],
      ['Allocation and many-to-many links', 3],
    ]);
    expect(text[0].documents.map((doc) => doc.p)).toEqual([2, 3, 4]);
    // Every id is unique across both files.
    const ids = [...light[0].documents, ...text[0].documents].map((doc) => doc.i);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('attaches API records to the page at their permalink, with or without a trailing slash', () => {
    const records = buildApiRecords({operations: [{...operation('createDataset', []), permalink: `${BASE}api/create-dataset`}], schemas: [], errorCodes: []});
    const {light, warnings} = buildLightIndexes(pluginIndex, records);
    expect(warnings).toEqual([]);
    expect(light[0].documents.find((doc) => doc.k === 'operation')).toMatchObject({p: 1, u: `${BASE}api/create-dataset/`, m: 'GET', x: ['createDataset', expect.any(String), expect.any(String)]});
  });

  it('warns about a record whose page is not in the site, and leaves it out', () => {
    const records = buildApiRecords({operations: [{...operation('gone', []), permalink: `${BASE}api/gone/`}], schemas: [], errorCodes: []});
    const {light, warnings} = buildLightIndexes(pluginIndex, records);
    expect(warnings).toEqual([`search: no page at ${BASE}api/gone/ for the API operation "gone"; it is not indexed.`]);
    expect(light[0].documents.some((doc) => doc.k === 'operation')).toBe(false);
  });

  it('leaves out names most operations share, keeping the distinctive ones', () => {
    const operations = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => operation(id, id === 'a' ? ['tenantId', 'dateFormat'] : ['tenantId']));
    const {light} = buildLightIndexes(pluginIndex, buildApiRecords({operations, schemas: [], errorCodes: []}));
    const names = light[0].documents.filter((doc) => doc.k === 'operation').map((doc) => doc.y);
    expect(names[0]).toEqual(['dateFormat']);
    expect(names.slice(1).every((value) => value === undefined)).toBe(true);
  });
});
