// The Postman collection is generated from the OpenAPI description with a converter library; it
// must hold every operation and point at the environment's variables.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertToPostman, postmanEnvironment, type PostmanItem} from '../../src/plugins/api-artifacts/postman';
import {listOperations, loadOpenApi} from '../support/content.mjs';

const root = path.resolve(__dirname, '../..');

function flatten(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item ? flatten(item.item) : [item]));
}

describe('Postman collection', async () => {
  const collection = await convertToPostman(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8'));
  const requests = flatten(collection.item);

  it('holds one request for every operation', () => {
    const operations = listOperations(loadOpenApi(root)).map(({method, path: route}) =>
      `${method.toUpperCase()} ${route.replace('{tenantId}', '{{tenantId}}').replace(/(?<!\{)\{(\w+)\}(?!\})/g, ':$1')}`,
    );
    const inCollection = requests.map((request) => `${request.request!.method} /${request.request!.url.path!.join('/')}`);
    expect(inCollection.sort()).toEqual(operations.sort());
  });

  it('groups requests in folders named after the tags', () => {
    expect(collection.item.map((folder) => folder.name).sort()).toEqual(['Datasets', 'Drafts', 'Files', 'Links']);
  });

  it('authenticates with the {{token}} variable and uses {{baseUrl}}', () => {
    expect(JSON.stringify(collection.auth)).toContain('{{token}}');
    expect(requests.every((request) => request.request!.url.raw!.startsWith('{{baseUrl}}/api/v1/{{tenantId}}/'))).toBe(true);
  });

  it('ships an environment with baseUrl, tenantId and a secret token', () => {
    const values = postmanEnvironment().values;
    expect(values.map((value) => value.key)).toEqual(['baseUrl', 'tenantId', 'token']);
    expect(values.find((value) => value.key === 'token')).toMatchObject({type: 'secret', value: ''});
  });
});
