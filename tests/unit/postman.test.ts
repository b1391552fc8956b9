// The Postman collection is built from the API model: one request per operation, in folders named
// after the tags, every request reading the environment's variables and the collection's bearer auth.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildPostmanCollection, postmanEnvironment, type PostmanItem} from '../../src/plugins/api-artifacts/postman';
import type {ApiModel} from '../../src/openapi';
import {loadModel} from '../support/content.mjs';

const model: ApiModel = await loadModel(path.resolve(__dirname, '../..'));
const collection = buildPostmanCollection(model);

function flatten(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item ? flatten(item.item) : [item]));
}
const requests = flatten(collection.item);

describe('Postman collection', () => {
  it('holds one request for every operation, with its method and path', () => {
    const operations = model.operations.map(({method, path: route}) =>
      `${method.toUpperCase()} ${route.replace('{tenantId}', '{{tenantId}}').replace(/(?<!\{)\{(\w+)\}(?!\})/g, ':$1')}`,
    );
    const inCollection = requests.map((request) => `${request.request!.method} /${request.request!.url.path.join('/')}`);
    expect(inCollection).toEqual(operations);
  });

  it('groups requests in folders named after the tags, in the description order', () => {
    expect(collection.item.map((folder) => folder.name)).toEqual(['Datasets', 'Links', 'Drafts', 'Files']);
  });

  it('authenticates with the environment token and sends no Authorization header of its own', () => {
    expect(collection.auth).toEqual({type: 'bearer', bearer: [{key: 'token', value: '{{token}}', type: 'string'}]});
    for (const request of requests) {
      expect(request.request!.header.map((header) => header.key.toLowerCase())).not.toContain('authorization');
      expect(JSON.stringify(request)).not.toContain('bearerToken');
    }
  });

  it('uses {{baseUrl}} and {{tenantId}}, and fills path variables with the description examples', () => {
    for (const request of requests) expect(request.request!.url.raw.startsWith('{{baseUrl}}/api/v1/{{tenantId}}/')).toBe(true);
    const getDataset = requests.find((request) => request.name === 'Get dataset metadata')!;
    expect(getDataset.request!.url.variable).toEqual([expect.objectContaining({key: 'datasetId', value: model.operations.find((operation) => operation.operationId === 'getDataset')!.parameters.find((parameter) => parameter.name === 'datasetId')!.example})]);
  });

  it('sends JSON bodies with their charset and the example body', () => {
    const create = requests.find((request) => request.name === 'Create dataset')!;
    expect(create.request!.header).toContainEqual({key: 'Content-Type', value: 'application/json; charset=UTF-8'});
    expect(JSON.parse((create.request!.body as {raw: string}).raw)).toEqual(model.operations.find((operation) => operation.operationId === 'createDataset')!.requestBody!.example);
  });

  it('ships an environment with baseUrl, tenantId and a secret token', () => {
    const values = postmanEnvironment(model).values;
    expect(values.map((value) => value.key)).toEqual(['baseUrl', 'tenantId', 'token']);
    expect(values.find((value) => value.key === 'token')).toMatchObject({type: 'secret', value: ''});
    expect(values.find((value) => value.key === 'tenantId')?.value).toBe('ACME_CORP');
  });
});
