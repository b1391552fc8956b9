// The Postman collection and environment, built from the API model: one folder per tag of
// operations, one request per operation with the description's example values, and Postman's auth
// from the description's security scheme (bearer, basic or API key) reading the environment's
// secrets; a request whose scheme differs from the description's default carries its own.
import {credentialPlacements, exampleRequest, sampleRequirement, type ApiModel, type OperationModel, type SecurityRequirementModel} from '../../openapi';

/** Postman's collection format, version 2.1. */
export const COLLECTION_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
export const ENVIRONMENT_VARIABLES = {baseUrl: 'baseUrl', tenantId: 'tenantId', token: 'token', apiKey: 'apiKey', username: 'username', password: 'password'} as const;

export type PostmanUrl = {
  raw: string;
  host: string[];
  path: string[];
  query?: {key: string; value: string}[];
  variable?: {key: string; value: string; description?: string}[];
};
type PostmanBody =
  | {mode: 'raw'; raw: string; options: {raw: {language: 'json' | 'text' | 'xml'}}}
  | {mode: 'urlencoded'; urlencoded: {key: string; value: string}[]}
  | {mode: 'formdata'; formdata: ({key: string; type: 'text'; value: string} | {key: string; type: 'file'; src: string})[]};
/** Postman's auth: bearer, basic, an API key, or none (a call that needs no credentials). */
export type PostmanAuth =
  | {type: 'bearer'; bearer: {key: string; value: string; type: string}[]}
  | {type: 'basic'; basic: {key: string; value: string; type: string}[]}
  | {type: 'apikey'; apikey: {key: string; value: string; type: string}[]}
  | {type: 'noauth'};
export type PostmanRequest = {
  method: string;
  header: {key: string; value: string}[];
  url: PostmanUrl;
  body?: PostmanBody;
  auth?: PostmanAuth;
  description?: string;
};
export type PostmanItem = {name: string; item?: PostmanItem[]; request?: PostmanRequest};
export type PostmanCollection = {
  info: {name: string; description?: string; schema: string};
  auth?: PostmanAuth;
  item: PostmanItem[];
  variable: {key: string; value: string}[];
};

const variable = (name: string) => `{{${name}}}`;
const entry = (key: string, value: string) => ({key, value, type: 'string'});

/** Postman's auth for one way to authenticate; a cookie key has none (the request sends the Cookie header). */
export function postmanAuth(requirement: SecurityRequirementModel, model: ApiModel): PostmanAuth | undefined {
  const [placement] = credentialPlacements(requirement, model.securitySchemes);
  if (!placement) return {type: 'noauth'};
  if (placement.in === 'header' && placement.prefix === 'Bearer ') return {type: 'bearer', bearer: [entry('token', variable(ENVIRONMENT_VARIABLES.token))]};
  if (placement.in === 'header' && placement.prefix === 'Basic ') {
    return {type: 'basic', basic: [entry('username', variable(ENVIRONMENT_VARIABLES.username)), entry('password', variable(ENVIRONMENT_VARIABLES.password))]};
  }
  if (placement.in === 'header' || placement.in === 'query') {
    return {type: 'apikey', apikey: [entry('key', placement.name), entry('value', variable(ENVIRONMENT_VARIABLES.apiKey)), entry('in', placement.in)]};
  }
  return undefined;
}

function bodyOf(example: ReturnType<typeof exampleRequest>): PostmanBody | undefined {
  if (example.body === undefined) return undefined;
  switch (example.bodyKind) {
    case 'form':
      return {mode: 'urlencoded', urlencoded: (example.formFields ?? []).map(({name, value}) => ({key: name, value: value ?? ''}))};
    case 'multipart':
      return {mode: 'formdata', formdata: (example.formFields ?? []).map((field) => (field.fileName ? {key: field.name, type: 'file' as const, src: field.fileName} : {key: field.name, type: 'text' as const, value: field.value ?? ''}))};
    case 'text':
      return {mode: 'raw', raw: typeof example.body === 'string' ? example.body : JSON.stringify(example.body, null, 2), options: {raw: {language: example.contentType?.includes('xml') ? 'xml' : 'text'}}};
    default:
      return {mode: 'raw', raw: JSON.stringify(example.body, null, 2), options: {raw: {language: 'json'}}};
  }
}

function requestFor(operation: OperationModel, model: ApiModel, collectionAuth: PostmanAuth | undefined): PostmanRequest {
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
  const auth = postmanAuth(sampleRequirement(operation), model);
  // Credentials come from the auth; a cookie key, which Postman's auth cannot send, stays in the Cookie header with the environment's key.
  const handledByAuth = new Set(auth && auth.type !== 'noauth' ? example.credentials.filter((credential) => credential.in !== 'cookie').map((credential) => `${credential.in}:${credential.name.toLowerCase()}`) : []);
  const query = example.query.filter(({name}) => !handledByAuth.has(`query:${name.toLowerCase()}`)).map(({name, value}) => ({key: name, value}));
  const header = example.headers
    .filter((entry) => !handledByAuth.has(`header:${entry.name.toLowerCase()}`))
    .map(({name, value}) => ({key: name, value: value.replace(/\$API_[A-Z_]+/g, variable(ENVIRONMENT_VARIABLES.apiKey))}));
  const raw = `${variable(ENVIRONMENT_VARIABLES.baseUrl)}/${path.join('/')}${query.length ? `?${query.map(({key, value}) => `${key}=${value}`).join('&')}` : ''}`;
  const body = bodyOf(example);
  return {
    method: example.method,
    header,
    url: {
      raw,
      host: [variable(ENVIRONMENT_VARIABLES.baseUrl)],
      path,
      ...(query.length ? {query} : {}),
      ...(pathVariables.length
        ? {variable: pathVariables.map((parameter) => ({key: parameter.name, value: String(parameter.example ?? ''), description: parameter.description?.trim()}))}
        : {}),
    },
    ...(body ? {body} : {}),
    // A request inherits the collection's auth unless its own scheme differs.
    ...(auth && JSON.stringify(auth) !== JSON.stringify(collectionAuth) ? {auth} : {}),
    description: operation.description?.trim(),
  };
}

/** `Data API 1.1.0`: the docs version in the name, so two versions imported into Postman stay apart. */
const postmanName = (model: ApiModel, version?: string) => (version ? `${model.info.title} ${version}` : model.info.title);

export function buildPostmanCollection(model: ApiModel, version?: string): PostmanCollection {
  const auth = model.security.length ? postmanAuth(model.security.find((requirement) => requirement.length) ?? [], model) : undefined;
  const folders = model.tagGroups
    .flatMap((group) => group.tags)
    .filter((tag) => tag.operations.length > 0)
    .map((tag) => ({name: tag.name || 'Operations', item: tag.operations.map((operation) => ({name: operation.summary, request: requestFor(operation, model, auth)}))}));
  return {
    info: {name: postmanName(model, version), description: model.info.description?.trim(), schema: COLLECTION_SCHEMA},
    ...(auth ? {auth} : {}),
    item: folders,
    variable: [],
  };
}

export type PostmanEnvironment = {
  name: string;
  values: {key: string; value: string; type: 'default' | 'secret'; enabled: boolean}[];
  _postman_variable_scope: 'environment';
};

/** The environment the collection reads: the sample server and tenant, and empty secrets for the schemes the description uses. */
export function postmanEnvironment(model: ApiModel, version?: string): PostmanEnvironment {
  const tenant = model.operations.flatMap((operation) => operation.parameters).find((parameter) => parameter.name === 'tenantId')?.example;
  const kinds = new Set(
    [model.security, ...model.operations.map((operation) => operation.security)].flatMap((security) => security.flatMap((requirement) => credentialPlacements(requirement, model.securitySchemes))).map((placement) => placement.prefix || placement.in),
  );
  const secret = (key: string) => ({key, value: '', type: 'secret' as const, enabled: true});
  const secrets = [
    ...(kinds.has('Bearer ') || kinds.size === 0 ? [secret(ENVIRONMENT_VARIABLES.token)] : []),
    ...(kinds.has('header') || kinds.has('query') || kinds.has('cookie') ? [secret(ENVIRONMENT_VARIABLES.apiKey)] : []),
    ...(kinds.has('Basic ') ? [secret(ENVIRONMENT_VARIABLES.username), secret(ENVIRONMENT_VARIABLES.password)] : []),
  ];
  return {
    name: postmanName(model, version),
    values: [
      {key: ENVIRONMENT_VARIABLES.baseUrl, value: model.servers[0]?.defaultUrl ?? 'https://api.example.com', type: 'default', enabled: true},
      {key: ENVIRONMENT_VARIABLES.tenantId, value: String(tenant ?? 'ACME_CORP'), type: 'default', enabled: true},
      ...secrets,
    ],
    _postman_variable_scope: 'environment',
  };
}
