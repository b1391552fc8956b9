import {describe, expect, it} from 'vitest';
import {apiModelInput} from '../../../src/search/index/apiModelInput';
import {loadSmallModel} from '../../fixtures/agent-docs/small-openapi';

const BASE = '/app/docs/1.0.0/';
const input = apiModelInput(await loadSmallModel(), BASE);

describe('search input from the API model', () => {
  it('gives each operation its page, parameter and body field names and enum values', () => {
    expect(input.operations).toEqual([
      {
        operationId: 'updateTree',
        method: 'post',
        path: '/trees/{treeId}',
        summary: 'Update tree',
        permalink: `${BASE}api/update-tree`,
        parameterNames: ['treeId', 'mode', 'depth', 'keys'],
        bodyFieldNames: ['name', 'note', 'children', 'value', 'labels', 'meta'],
        enumValues: ['merge', 'replace'],
      },
    ]);
  });

  it('lists only models that have a page, and stops at recursive types', () => {
    expect(input.schemas).toEqual([
      {name: 'Mode', permalink: `${BASE}api/models/mode`, fieldNames: []},
      {name: 'Node', permalink: `${BASE}api/models/node`, fieldNames: ['name', 'note', 'children', 'value', 'labels', 'meta']},
    ]);
  });

  it('links every catalogue code to its row on the error list, meaning as plain text', () => {
    expect(input.errorCodes).toEqual([
      {code: '400001', name: 'ModeUnknown', status: 400, permalink: `${BASE}errors/list/#400001`, meaning: 'The mode is unknown.'},
      {code: '400002', name: 'TooDeep', status: 400, permalink: `${BASE}errors/list/#400002`, meaning: 'The tree is too deep.'},
    ]);
  });
});
