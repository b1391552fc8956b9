// The Postman collection and environment, built from the API model: one folder per tag of
// operations, one request per operation with the description's example values, every request
// inheriting the collection's bearer auth, which reads the environment's {{token}}.
import {exampleRequest, type ApiModel, type OperationModel} from '../../openapi';

/** Postman's collection format, version 2.1. */
export const COLLECTION_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
export const ENVIRONMENT_VARIABLES = {baseUrl: 'baseUrl', tenantId: 'tenantId', token: 'token'} as const;

export type PostmanUrl = {
  raw: string;
  host: string[];
  path: string[];
  query?: {key: string; value: string}[];
  variable?: {key: string; value: string; description?: string}[];
};
export type PostmanRequest = {
  method: string;
  header: {key: string; value: string}[];
  url: PostmanUrl;
  body?: {mode: 'raw'; raw: string; options: {raw: {language: 'json'}}};
  description?: string;
};
export type PostmanItem = {name: string; item?: PostmanItem[]; request?: PostmanRequest};
export type PostmanCollection = {
  info: {name: string; description?: string; schema: string};
  auth: {type: 'bearer'; bearer: {key: string; value: string; type: string}[]};
  item: PostmanItem[];
  variable: {key: string; value: string}[];
};

const variable = (name: string) => `{{${name}}}`;

function requestFor(operation: OperationModel, model: ApiModel): PostmanRequest {
  const example = exampleRequest(operation, model);
  const pathVariables = operation.parameters.filter((parameter) => parameter.in === 'path' && parameter.name !== 'tenantId');
  const path = operation.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      return name === 'tenantId' ? variable(ENVIRONMENT_VARIABLES.tenantId) : `:${name}`;
    });
  const query = example.query.map(({name, value}) => ({key: name, value}));
  const raw = `${variable(ENVIRONMENT_VARIABLES.baseUrl)}/${path.join('/')}${query.length ? `?${query.map(({key, value}) => `${key}=${value}`).join('&')}` : ''}`;
  return {
    method: example.method,
    // Authorization comes from the collection's auth, so it is not repeated here.
    header: example.headers.filter((header) => header.name !== 'Authorization').map(({name, value}) => ({key: name, value})),
    url: {
      raw,
      host: [variable(ENVIRONMENT_VARIABLES.baseUrl)],
      path,
      ...(query.length ? {query} : {}),
      ...(pathVariables.length
        ? {variable: pathVariables.map((parameter) => ({key: parameter.name, value: String(parameter.example ?? ''), description: parameter.description?.trim()}))}
        : {}),
    },
    ...(example.body === undefined ? {} : {body: {mode: 'raw' as const, raw: JSON.stringify(example.body, null, 2), options: {raw: {language: 'json' as const}}}}),
    description: operation.description?.trim(),
  };
}

/** `Data API 1.1.0`: the docs version in the name, so two versions imported into Postman stay apart. */
const postmanName = (model: ApiModel, version?: string) => (version ? `${model.info.title} ${version}` : model.info.title);

export function buildPostmanCollection(model: ApiModel, version?: string): PostmanCollection {
  const folders = model.tagGroups
    .flatMap((group) => group.tags)
    .filter((tag) => tag.operations.length > 0)
    .map((tag) => ({name: tag.name, item: tag.operations.map((operation) => ({name: operation.summary, request: requestFor(operation, model)}))}));
  return {
    info: {name: postmanName(model, version), description: model.info.description?.trim(), schema: COLLECTION_SCHEMA},
    auth: {type: 'bearer', bearer: [{key: 'token', value: variable(ENVIRONMENT_VARIABLES.token), type: 'string'}]},
    item: folders,
    variable: [],
  };
}

export type PostmanEnvironment = {
  name: string;
  values: {key: string; value: string; type: 'default' | 'secret'; enabled: boolean}[];
  _postman_variable_scope: 'environment';
};

/** The environment the collection reads: the sample server and tenant, and an empty secret token. */
export function postmanEnvironment(model: ApiModel, version?: string): PostmanEnvironment {
  const tenant = model.operations.flatMap((operation) => operation.parameters).find((parameter) => parameter.name === 'tenantId')?.example;
  return {
    name: postmanName(model, version),
    values: [
      {key: ENVIRONMENT_VARIABLES.baseUrl, value: model.servers[0]?.defaultUrl ?? 'https://api.example.com', type: 'default', enabled: true},
      {key: ENVIRONMENT_VARIABLES.tenantId, value: String(tenant ?? 'ACME_CORP'), type: 'default', enabled: true},
      {key: ENVIRONMENT_VARIABLES.token, value: '', type: 'secret', enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}
