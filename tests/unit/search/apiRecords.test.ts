import {describe, expect, it, vi} from 'vitest';
import {buildApiRecords, errorCodeRecord, operationRecord, schemaRecord, shortPath} from '../../../src/search/index/apiRecords';

const BASE = '/app/docs/1.0.0/';

describe('API records', () => {
  it('names an operation by its operationId and by its method with the full and the short path', () => {
    const record = operationRecord({
      operationId: 'importItemsAsync',
      method: 'put',
      path: '/api/v1/{tenantId}/datasets/{datasetId}/items/import',
      summary: 'Import items (async)',
      permalink: `${BASE}api/import-items-async`,
      parameterNames: ['tenantId', 'dateFormat'],
      bodyFieldNames: ['fileLocation'],
      enumValues: ['gzip'],
    });
    expect(record).toMatchObject({kind: 'operation', title: 'Import items (async)', url: `${BASE}api/import-items-async`, method: 'PUT'});
    expect(record.identifiers).toEqual([
      'importItemsAsync',
      'PUT /api/v1/{tenantId}/datasets/{datasetId}/items/import',
      'PUT /datasets/{datasetId}/items/import',
    ]);
    expect(record.names).toEqual(['tenantId', 'dateFormat', 'fileLocation', 'gzip']);
  });

  it('links an error code to its row on the error list', () => {
    const record = errorCodeRecord({code: '400804', name: 'ItemNotFound', status: 404, permalink: `${BASE}errors/list/`, meaning: 'No item matched.'});
    expect(record).toMatchObject({kind: 'error', title: '400804 ItemNotFound', url: `${BASE}errors/list/`, anchor: '#400804'});
    expect(record.identifiers).toEqual(['400804', 'ItemNotFound']);
    expect(record.description).toBe('HTTP 404. No item matched.');
  });

  it('keeps an anchor given in a schema permalink apart from its page', () => {
    expect(schemaRecord({name: 'Dataset', permalink: `${BASE}api/models/dataset#fields`, fieldNames: ['datasetId', 'datasetId']})).toEqual({
      kind: 'schema',
      title: 'Dataset',
      url: `${BASE}api/models/dataset`,
      anchor: '#fields',
      identifiers: ['Dataset'],
      names: ['datasetId'],
    });
  });

  it('shortens paths by the prefix every path shares', () => {
    expect(shortPath('/api/v1/{tenantId}/datasets/create')).toBe('/datasets/create');
    expect(shortPath('/api/v1/{tenantId}')).toBe('/');
    expect(shortPath('/health')).toBe('/health');
  });

  it('leaves out incomplete entries with a warning instead of failing', () => {
    const warn = vi.fn();
    const records = buildApiRecords(
      {
        operations: [{operationId: '', method: 'get', path: '/x', summary: 'X', permalink: '/x', parameterNames: [], bodyFieldNames: []}],
        schemas: [{name: 'Thing', permalink: '', fieldNames: []}],
        errorCodes: [
          {code: 'abc', name: 'Bad', status: 400, permalink: '/e'},
          {code: '40101', name: 'AuthorizationHeaderEmpty', status: 401, permalink: '/e'},
        ],
      },
      warn,
    );
    expect(records.map((record) => record.title)).toEqual(['40101 AuthorizationHeaderEmpty']);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
