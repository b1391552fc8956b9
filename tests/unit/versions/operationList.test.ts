// The operations list each build publishes beside its description, and finding an operation in
// another version's list.
import {describe, expect, it} from 'vitest';
import {findOperation, operationListOf, readOperationList} from '../../../src/versions/operationList';

const list = operationListOf('1.1.0', [
  {operationId: 'getDraft', method: 'get', path: '/api/v1/{tenantId}/drafts/{draftId}', pagePath: '/api/get-draft'},
  {operationId: 'listDraftTags', method: 'get', path: '/api/v1/{tenantId}/drafts/{draftId}/tags', pagePath: '/api/list-draft-tags'},
]);

describe('operationListOf', () => {
  it('lists each operation’s id, method, path and page relative to the base path', () => {
    expect(list.operations[0]).toEqual({operationId: 'getDraft', method: 'GET', path: '/api/v1/{tenantId}/drafts/{draftId}', page: 'api/get-draft/'});
  });
});

describe('findOperation', () => {
  it('finds an operation by its operationId', () => {
    expect(findOperation(list, {operationId: 'listDraftTags', method: 'GET', path: '/other'})?.page).toBe('api/list-draft-tags/');
  });

  it('finds a renamed operation by its method and path', () => {
    expect(findOperation(list, {operationId: 'fetchDraft', method: 'get', path: '/api/v1/{tenantId}/drafts/{draftId}'})?.operationId).toBe('getDraft');
  });

  it('finds nothing for an operation the version does not have', () => {
    expect(findOperation(list, {operationId: 'deleteDraft', method: 'DELETE', path: '/api/v1/{tenantId}/drafts/{draftId}'})).toBeUndefined();
  });
});

describe('readOperationList', () => {
  it('refuses a list with an incomplete operation', () => {
    expect(readOperationList(list)).toEqual(list);
    expect(readOperationList({version: '1.1.0', operations: [{operationId: 'getDraft'}]})).toBeUndefined();
  });
});
