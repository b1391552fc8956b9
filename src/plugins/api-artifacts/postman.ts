// Converts the OpenAPI description into a Postman collection whose requests use the environment's
// {{baseUrl}}, {{tenantId}} and {{token}} variables.
import Converter from 'openapi-to-postmanv2';

export type PostmanCollection = {
  info: {name: string};
  item: PostmanItem[];
  variable?: {key: string; value: string}[];
  auth?: unknown;
};
export type PostmanItem = {
  name: string;
  item?: PostmanItem[];
  request?: {method: string; url: {raw?: string; path?: string[]}; auth?: unknown};
};

export function convertToPostman(yaml: string): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      {type: 'string', data: yaml},
      {folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example', includeAuthInfoInExample: false},
      (error: Error | null, result: {result: boolean; reason?: string; output?: {data: PostmanCollection}[]}) => {
        if (error) return reject(error);
        if (!result.result || !result.output?.[0]) return reject(new Error(`OpenAPI to Postman conversion failed: ${result.reason}`));
        resolve(withEnvironmentVariables(result.output[0].data));
      },
    );
  });
}

type PostmanUrl = {raw?: string; host?: string[]; path?: string[]; query?: {key: string; value?: string}[]; variable?: {key: string}[]};

/**
 * Points every request at the environment: `{{baseUrl}}/api/v1/{{tenantId}}/...` with a bearer
 * `{{token}}`, and drops the folders the converter makes for schema-only tags (Models, Error Models).
 */
export function withEnvironmentVariables(collection: PostmanCollection): PostmanCollection {
  const retarget = (item: PostmanItem): PostmanItem => {
    if (item.item) return {...item, item: item.item.map(retarget)};
    const url = item.request?.url as PostmanUrl | undefined;
    if (!url) return item;
    const pathSegments = (url.path ?? []).map((segment) => (segment === ':tenantId' ? '{{tenantId}}' : segment));
    const query = (url.query ?? []).map(({key, value}) => `${key}=${value ?? ''}`).join('&');
    const updatedUrl: PostmanUrl = {
      ...url,
      host: ['{{baseUrl}}'],
      path: pathSegments,
      variable: (url.variable ?? []).filter((variable) => variable.key !== 'tenantId' && variable.key !== 'host'),
      raw: `{{baseUrl}}/${pathSegments.join('/')}${query ? `?${query}` : ''}`,
    };
    // The converter gives each request its own bearer auth with a `{{bearerToken}}` variable that
    // no environment defines; without an `auth` of its own a request inherits the collection's.
    const {auth: _ownAuth, ...request} = item.request!;
    return {...item, request: {...request, url: updatedUrl}};
  };
  return {
    ...collection,
    item: collection.item.filter((folder) => !folder.item || folder.item.length > 0).map(retarget),
    auth: {type: 'bearer', bearer: [{key: 'token', value: '{{token}}', type: 'string'}]},
    variable: [],
  };
}

export function postmanEnvironment() {
  return {
    name: 'Data API',
    values: [
      {key: 'baseUrl', value: 'https://api.example.com', type: 'default', enabled: true},
      {key: 'tenantId', value: 'ACME_CORP', type: 'default', enabled: true},
      {key: 'token', value: '', type: 'secret', enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}
