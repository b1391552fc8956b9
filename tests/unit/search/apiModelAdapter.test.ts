import {describe, expect, it} from 'vitest';
import {errorCodesFromErrorList, operationsFromOpenApi, schemasFromOpenApi} from '../../../src/search/light/apiModelAdapter';

const BASE = '/app/docs/1.0.0/';

const SPEC = {
  paths: {
    '/api/v1/{tenantId}/datasets/{datasetId}/export/{exportFormat}': {
      parameters: [{$ref: '#/components/parameters/TenantId'}],
      post: {
        operationId: 'exportDatasetAsync',
        summary: 'Export dataset (async)',
        parameters: [{name: 'exportFormat', in: 'path', schema: {$ref: '#/components/schemas/ExportFormat'}}],
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/ExportRequest'}}}},
      },
    },
  },
  components: {
    parameters: {TenantId: {name: 'tenantId', in: 'path'}},
    schemas: {
      ExportFormat: {type: 'string', enum: ['jsonRows', 'csv']},
      ExportRequest: {
        allOf: [{type: 'object', properties: {callback: {type: 'string'}}}],
        properties: {projectionMode: {type: 'string', enum: ['add', 'replace']}},
      },
      HalLink: {type: 'object', properties: {href: {type: 'string'}}},
    },
  },
};

describe('API model adapter (openapi.yaml and the error list)', () => {
  it('reads operations with their parameters, body fields, enum values and page', () => {
    expect(operationsFromOpenApi(SPEC, BASE)).toEqual([
      {
        operationId: 'exportDatasetAsync',
        method: 'post',
        path: '/api/v1/{tenantId}/datasets/{datasetId}/export/{exportFormat}',
        summary: 'Export dataset (async)',
        permalink: `${BASE}api/export-dataset-async`,
        parameterNames: ['tenantId', 'exportFormat'],
        bodyFieldNames: ['projectionMode', 'callback'],
        enumValues: ['jsonRows', 'csv', 'add', 'replace'],
      },
    ]);
  });

  it('reads schemas with their fields and kebab-case pages', () => {
    expect(schemasFromOpenApi(SPEC, BASE).find((schema) => schema.name === 'HalLink')).toEqual({
      name: 'HalLink',
      permalink: `${BASE}api/models/hal-link`,
      fieldNames: ['href'],
    });
  });

  it('reads error rows (status, code, name) and nothing else from the error list', () => {
    const markdown = [
      '| Field | Type | Description |',
      '|---|---|---|',
      '| `code` | string | The error code. |',
      '| HTTP | Code | Name | Meaning | What to do |',
      '|---|---|---|---|---|',
      '| 404 | `400804` | ItemNotFound | No item matched the [idKey](../items/query-parameters.mdx). | Check the key. |',
    ].join('\n');
    expect(errorCodesFromErrorList(markdown, BASE)).toEqual([
      {code: '400804', name: 'ItemNotFound', status: 404, permalink: `${BASE}errors/list/#400804`, meaning: 'No item matched the idKey.'},
    ]);
  });
});
