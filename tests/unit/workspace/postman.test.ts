// The Postman environment with the reader's values, made from the published one.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ApiModel} from '../../../src/openapi';
import {postmanEnvironment} from '../../../src/plugins/api-artifacts/postman';
import {workspaceEnvironment} from '../../../src/workspace/postman';
import {loadModel} from '../../support/content.mjs';

const model: ApiModel = await loadModel(path.resolve(__dirname, '../../..'));

const MINE = '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0';

describe('workspaceEnvironment', () => {
  it('sets baseUrl and tenantId, adds the ids, and keeps the token empty', () => {
    const published = postmanEnvironment(model);
    const withToken = {...published, values: published.values.map((variable) => (variable.key === 'token' ? {...variable, value: 'leaked'} : variable))};
    const environment = workspaceEnvironment(withToken, {tenantId: 'YOURS', baseUrl: 'https://api.eu.example.org', peopleDatasetId: MINE});
    expect(environment.name).toBe(`${published.name} (your workspace)`);
    expect(environment.values).toEqual([
      {key: 'baseUrl', value: 'https://api.eu.example.org', type: 'default', enabled: true},
      {key: 'tenantId', value: 'YOURS', type: 'default', enabled: true},
      {key: 'token', value: '', type: 'secret', enabled: true},
      {key: 'peopleDatasetId', value: MINE, type: 'default', enabled: true},
    ]);
    expect(environment._postman_variable_scope).toBe('environment');
  });

  it('keeps the published values for fields the reader left empty', () => {
    const published = postmanEnvironment(model);
    expect(workspaceEnvironment(published, {}).values).toEqual(published.values);
  });

  it('says what is wrong with a file that is not an environment', () => {
    for (const bad of [null, {}, {values: 'x'}, {values: [{value: 1}]}]) {
      expect(() => workspaceEnvironment(bad, {tenantId: 'YOURS'})).toThrow('The published Postman environment has no "values" list of variables');
    }
  });
});
