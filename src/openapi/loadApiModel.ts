// Owns reading openapi/openapi.yaml: the only code that does. `@redocly/openapi-core` parses the
// file and resolves every `$ref`; this module then builds the typed model (tag groups, operations,
// schemas, callbacks, the error catalogue), choosing examples and merging `allOf` once, here.
import path from 'node:path';
import {BaseResolver, bundle, createConfig, type Document} from '@redocly/openapi-core';
import {chooseExample, chooseParameterExample, namedExamples} from './examples';
import {mergeAllOf} from './schema';
import {apiPermalink, callbackSlug, operationSlug, schemaSlug} from './slugs';
import type {
  ApiModel,
  BodyModel,
  CallbackModel,
  ErrorCodeModel,
  ErrorGroupModel,
  HttpMethod,
  OperationModel,
  ParameterModel,
  ResponseModel,
  SchemaModel,
  SchemaObject,
  ServerModel,
  TagModel,
} from './types';

export const OPENAPI_SOURCE = 'openapi/openapi.yaml';
/**
 * Build setting: another description to build the site from (a path, relative to the site), for
 * docs of a version whose description is not the repository's current one. The test build uses it
 * for the second version in tests/fixtures/versions/.
 */
export const OPENAPI_SETTING = 'DOCS_OPENAPI';

/** The description a build reads: DOCS_OPENAPI when set, else openapi/openapi.yaml. */
export function apiDescriptionFile(siteDir: string, env: Record<string, string | undefined> = process.env): string {
  const setting = env[OPENAPI_SETTING]?.trim();
  return path.resolve(siteDir, setting || OPENAPI_SOURCE);
}
const HTTP_METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const JOB_ACCEPTED_STATUS = '202';

type Raw = Record<string, unknown>;
type RawMedia = {schema?: SchemaObject; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>};
type RawResponse = {description?: string; content?: Record<string, RawMedia>; headers?: Record<string, {description?: string; schema?: SchemaObject}>; 'x-error-codes'?: string[]};
type RawParameter = {
  name: string;
  in: ParameterModel['in'];
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  'x-excludes'?: string[];
};
type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: {required?: boolean; description?: string; content?: Record<string, RawMedia>};
  responses?: Record<string, RawResponse>;
  callbacks?: Record<string, Record<string, Record<string, RawOperation>>>;
};
export type RawDocument = {
  info: {title: string; version: string; description?: string};
  servers?: {url: string; description?: string; variables?: Record<string, {default: string; description?: string; enum?: string[]}>}[];
  tags?: {name: string; description?: string}[];
  'x-tagGroups'?: {name: string; tags: string[]}[];
  'x-error-catalogue'?: {description?: string; groups?: ErrorGroupModel[]; codes?: (Omit<ErrorCodeModel, 'supportSubject'> & {'x-support-subject'?: string})[]};
  paths: Record<string, Record<string, RawOperation | RawParameter[]>>;
  components?: {schemas?: Record<string, SchemaObject>; callbacks?: Record<string, Record<string, Record<string, RawOperation>>>};
};

async function readDocument(file: string) {
  const config = await createConfig({});
  const resolver = new BaseResolver(config.resolve);
  const document = await resolver.resolveDocument(null, path.resolve(file), true);
  if (document instanceof Error) throw new Error(`Cannot read the API description ${file}: ${document.message}`, {cause: document});
  return {config, resolver, document};
}

/**
 * The description at `file` as written, `$ref`s unresolved: for checks that point at a place in the
 * file (a JSON pointer) rather than ask what the API is. Everything else reads the model.
 */
export async function readApiDescription(file: string): Promise<unknown> {
  return (await readDocument(file)).document.parsed;
}

/** Reads, validates and resolves the description at `file`, and builds the model from it. */
export async function loadApiModel(file: string): Promise<ApiModel> {
  const {config, resolver, document} = await readDocument(file);
  nameComponents(document);
  const result = await bundle({doc: document, config, dereference: true, externalRefResolver: resolver});
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`The API description ${file} has unresolvable parts:\n${errors.map((problem) => `- ${problem.message}`).join('\n')}`);
  }
  return buildApiModel(result.bundle.parsed as RawDocument);
}

/**
 * Marks each component schema and callback with its name before `$ref`s are replaced by what they
 * point at, so the model can still say "this field is a Filter" and link to its page.
 */
function nameComponents(document: Document): void {
  const components = (document.parsed as RawDocument).components ?? {};
  for (const [name, schema] of Object.entries(components.schemas ?? {})) schema['x-model-name'] = name;
  for (const [name, callback] of Object.entries(components.callbacks ?? {})) (callback as Raw)['x-callback-name'] = name;
}

/** Builds the model from a resolved document (exported for tests that use a small description). */
export function buildApiModel(doc: RawDocument): ApiModel {
  const catalogue = buildErrorCatalogue(doc);
  const catalogueOrder = new Map(catalogue.codes.map((entry, index) => [entry.code, index]));
  const sortCodes = (codes: Iterable<string>) => [...new Set(codes)].sort((a, b) => (catalogueOrder.get(a) ?? 0) - (catalogueOrder.get(b) ?? 0));

  const buildResponses = (responses: Record<string, RawResponse> | undefined, where: string): ResponseModel[] =>
    Object.entries(responses ?? {}).map(([status, response]) => {
      const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
      const errorCodes = response['x-error-codes'] ?? [];
      for (const code of errorCodes) {
        if (!catalogueOrder.has(code)) throw new Error(`${where} response ${status} lists error code ${code}, which is not in x-error-catalogue`);
      }
      return {
        status,
        description: response.description ?? '',
        isError: /^[45]/.test(status),
        contentType,
        schema: media?.schema ? mergeAllOf(media.schema) : undefined,
        example: chooseExample(media),
        examples: namedExamples(media),
        headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({name, description: header.description, schema: header.schema})),
        errorCodes: sortCodes(errorCodes),
      };
    });

  const callbacks = new Map<string, CallbackModel>();
  const callbackFor = (raw: Record<string, Record<string, RawOperation>>, key: string, operationId: string): CallbackModel => {
    const name = String((raw as Raw)['x-callback-name'] ?? key);
    let callback = callbacks.get(name);
    if (!callback) {
      const [expression, pathItem] = Object.entries(raw).find(([entryKey]) => !entryKey.startsWith('x-')) ?? [];
      if (!expression || !pathItem) throw new Error(`Callback ${name} has no URL expression`);
      const method = HTTP_METHODS.find((candidate) => pathItem[candidate]);
      if (!method) throw new Error(`Callback ${name} has no operation`);
      const operation = pathItem[method];
      const slug = callbackSlug(name);
      callback = {
        name,
        slug,
        permalink: apiPermalink(slug),
        expression,
        method,
        summary: operation.summary ?? name,
        description: operation.description,
        responses: buildResponses(operation.responses, `Callback ${name}`),
        usedBy: [],
      };
      callbacks.set(name, callback);
    }
    callback.usedBy.push(operationId);
    return callback;
  };

  const operations: OperationModel[] = [];
  for (const [apiPath, pathItem] of Object.entries(doc.paths)) {
    const sharedParameters = (Array.isArray(pathItem.parameters) ? pathItem.parameters : []) as RawParameter[];
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as RawOperation | undefined;
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${apiPath}`;
      if (!operation.operationId) throw new Error(`${where} has no operationId`);
      if (!operation.summary) throw new Error(`${where} has no summary`);
      const tag = operation.tags?.[0];
      if (!tag) throw new Error(`${where} has no tag`);
      const slug = operationSlug(operation.summary);
      const responses = buildResponses(operation.responses, operation.operationId);
      operations.push({
        operationId: operation.operationId,
        method,
        path: apiPath,
        summary: operation.summary,
        description: operation.description,
        deprecated: operation.deprecated === true,
        tag,
        slug,
        permalink: apiPermalink(slug),
        parameters: mergeParameters(sharedParameters, operation.parameters ?? []).map(buildParameter),
        requestBody: buildBody(operation.requestBody),
        responses,
        callbacks: Object.entries(operation.callbacks ?? {}).map(([key, raw]) => ({key, callback: callbackFor(raw, key, operation.operationId!)})),
        errorCodes: sortCodes(responses.flatMap((response) => response.errorCodes)),
        isAsync: responses.some((response) => response.status === JOB_ACCEPTED_STATUS),
      });
    }
  }
  assertUnique(operations.map((operation) => operation.operationId), 'operationId');

  const componentSchemas = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, schema]));
  const schemas: SchemaModel[] = Object.entries(componentSchemas).flatMap(([name, schema]) => {
    const tag = schema['x-tags']?.[0];
    if (!tag) return [];
    const slug = schemaSlug(name);
    const merged = mergeAllOf(schema);
    return [{name, tag, slug, permalink: apiPermalink(slug), description: merged.description, schema: merged, example: merged.example}];
  });

  const tagGroups = buildTagGroups(doc, operations, schemas);
  const ordered = tagGroups.flatMap((group) => group.tags);
  assertUnique([...operations.map((operation) => operation.slug), ...schemas.map((schema) => schema.slug), ...[...callbacks.values()].map((callback) => callback.slug)], 'page slug');

  return {
    info: {title: doc.info.title, version: doc.info.version, description: doc.info.description},
    servers: (doc.servers ?? []).map(buildServer),
    tagGroups,
    operations: ordered.flatMap((tag) => tag.operations),
    schemas: ordered.flatMap((tag) => tag.schemas),
    callbacks: [...callbacks.values()],
    errorCatalogue: catalogue,
    componentSchemas,
  };
}

function buildErrorCatalogue(doc: RawDocument): ApiModel['errorCatalogue'] {
  const raw = doc['x-error-catalogue'];
  if (!raw?.codes?.length) throw new Error('The API description has no x-error-catalogue codes');
  const groups = raw.groups ?? [];
  const codes = raw.codes.map(({'x-support-subject': supportSubject, ...entry}) => {
    if (!groups.some((group) => group.id === entry.group)) throw new Error(`Error code ${entry.code} names unknown group ${entry.group}`);
    if (!String(entry.code).startsWith(String(entry.status))) throw new Error(`Error code ${entry.code} does not start with its status ${entry.status}`);
    return {...entry, code: String(entry.code), ...(supportSubject ? {supportSubject} : {})};
  });
  assertUnique(codes.map((entry) => entry.code), 'error code');
  assertUnique(codes.map((entry) => entry.name), 'error name');
  return {description: raw.description, groups, codes};
}

function buildTagGroups(doc: RawDocument, operations: OperationModel[], schemas: SchemaModel[]): ApiModel['tagGroups'] {
  const groups = doc['x-tagGroups'];
  if (!groups?.length) throw new Error('The API description has no x-tagGroups');
  const tagNames = new Set([...operations.map((operation) => operation.tag), ...schemas.map((schema) => schema.tag)]);
  const grouped = new Set(groups.flatMap((group) => group.tags));
  for (const name of tagNames) {
    if (!grouped.has(name)) throw new Error(`Tag ${name} is used but is in no x-tagGroups entry`);
  }
  return groups.map((group) => ({
    name: group.name,
    tags: group.tags.map(
      (name): TagModel => ({
        name,
        description: doc.tags?.find((tag) => tag.name === name)?.description,
        operations: operations.filter((operation) => operation.tag === name),
        schemas: schemas.filter((schema) => schema.tag === name),
      }),
    ),
  }));
}

function buildServer(server: NonNullable<RawDocument['servers']>[number]): ServerModel {
  const variables = server.variables ?? {};
  return {
    url: server.url,
    description: server.description,
    variables,
    defaultUrl: server.url.replace(/\{(\w+)\}/g, (_match, name: string) => variables[name]?.default ?? `{${name}}`),
  };
}

function mergeParameters(shared: RawParameter[], own: RawParameter[]): RawParameter[] {
  const key = (parameter: RawParameter) => `${parameter.in}:${parameter.name}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((parameter) => !ownKeys.has(key(parameter))), ...own];
}

function buildParameter(parameter: RawParameter): ParameterModel {
  const schema = mergeAllOf(parameter.schema ?? {});
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true || parameter.in === 'path',
    description: parameter.description,
    deprecated: parameter.deprecated === true,
    schema,
    example: chooseParameterExample(parameter.example, schema),
    excludes: parameter['x-excludes'] ?? [],
  };
}

function buildBody(body: RawOperation['requestBody']): BodyModel | undefined {
  if (!body?.content) return undefined;
  const [contentType, media] = Object.entries(body.content)[0] ?? [];
  if (!contentType) return undefined;
  return {
    required: body.required === true,
    description: body.description,
    contentType,
    schema: media.schema ? mergeAllOf(media.schema) : undefined,
    example: chooseExample(media),
    examples: namedExamples(media),
  };
}

function assertUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`The API description has two of the same ${what}: ${value}`);
    seen.add(value);
  }
}
