// Builds the typed model from a dereferenced OpenAPI 3.0, 3.1 or 3.2 description: operations
// (with their parameters, bodies, responses, links, callbacks and security), webhooks, the models
// that get pages, the tag groups and the error catalogue. Any valid description builds; with
// `strict`, this site's house rules apply too (see `BuildOptions`). Mistakes an author can fix are
// `AuthorError`s that point into the description.
import {AuthorError} from '../config/authorError';
import {chooseExample, exampleOrSample, namedExamples} from './examples';
import {createSchemaNormalizer} from './normalize';
import {documentedValue} from './sampleValue';
import {createSchemaViews, mergeAllOf} from './schema';
import {buildRequirements, buildSecurityScheme, type RawSecurityScheme} from './security';
import {API_ROUTE_BASE, apiPermalink, callbackSlug, kebabCase, operationSlug, schemaSlug, webhookSlug} from './slugs';
import {
  HTTP_METHODS,
  type ApiModel,
  type BodyModel,
  type CallbackModel,
  type ErrorCodeModel,
  type ErrorGroupModel,
  type HeaderModel,
  type HttpMethod,
  type LinkModel,
  type MediaModel,
  type OperationModel,
  type ParameterModel,
  type ResponseModel,
  type SchemaModel,
  type SchemaObject,
  type SchemaView,
  type ServerModel,
  type TagModel,
  type WebhookModel,
} from './types';

export type BuildOptions = {
  /**
   * This site's house rules, for its own description: every operation has an operationId, a
   * summary and a tag that belongs to an `x-tagGroups` group, and the description has
   * `x-tagGroups` and `x-error-catalogue`. Off, any valid description builds (see the defaults below).
   */
  strict?: boolean;
  /** Where the reference's pages live, e.g. `/api` (the default). */
  routeBase?: string;
  /** The description's file as the author knows it, for error messages. */
  source?: string;
};

/** The group of operations without a tag, when other groups exist; alone it is `Operations`. */
export const UNTAGGED_GROUP = 'Other operations';
export const ONLY_GROUP = 'Operations';
/** The group that lists every model page of a description whose schemas have no `x-tags`. */
export const MODELS_GROUP = 'Models';
const JOB_ACCEPTED_STATUS = '202';

type Raw = Record<string, unknown>;
type RawMedia = {schema?: unknown; itemSchema?: unknown; example?: unknown; examples?: Record<string, {summary?: string; description?: string; value?: unknown}>; encoding?: Record<string, {contentType?: string}>};
type RawHeader = {description?: string; schema?: unknown; content?: Record<string, RawMedia>; required?: boolean; deprecated?: boolean; example?: unknown};
type RawLink = {operationId?: string; operationRef?: string; parameters?: Record<string, unknown>; requestBody?: unknown; description?: string};
type RawResponse = {description?: string; content?: Record<string, RawMedia>; headers?: Record<string, RawHeader>; links?: Record<string, RawLink>; 'x-error-codes'?: string[]};
type RawParameter = {name: string; in: ParameterModel['in']; required?: boolean; description?: string; deprecated?: boolean; schema?: unknown; content?: Record<string, RawMedia>; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>; style?: string; explode?: boolean; 'x-excludes'?: string[]};
type RawBody = {required?: boolean; description?: string; content?: Record<string, RawMedia>};
type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: RawBody;
  responses?: Record<string, RawResponse>;
  callbacks?: Record<string, Record<string, RawPathItem>>;
  security?: Record<string, string[]>[];
  servers?: RawServer[];
};
type RawPathItem = Partial<Record<HttpMethod, RawOperation>> & {parameters?: RawParameter[]; servers?: RawServer[]; summary?: string; description?: string};
type RawServer = {url: string; description?: string; variables?: Record<string, {default: string; description?: string; enum?: string[]}>};
type RawTag = {name: string; description?: string; summary?: string; parent?: string};
export type RawDocument = {
  openapi?: string;
  info: {title: string; version: string; description?: string; summary?: string};
  servers?: RawServer[];
  tags?: RawTag[];
  security?: Record<string, string[]>[];
  'x-tagGroups'?: {name: string; tags: string[]}[];
  'x-error-catalogue'?: {description?: string; groups?: ErrorGroupModel[]; codes?: (Omit<ErrorCodeModel, 'supportSubject' | 'code'> & {code: string | number; 'x-support-subject'?: string})[]};
  paths?: Record<string, RawPathItem>;
  webhooks?: Record<string, RawPathItem>;
  components?: {schemas?: Record<string, unknown>; callbacks?: Record<string, Record<string, RawPathItem>>; securitySchemes?: Record<string, RawSecurityScheme>};
};

/** A JSON pointer into the description, from its keys. */
export const pointerTo = (...keys: (string | number)[]) => `#/${keys.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** `GET /pets/{petId}` → `getPetsPetId`: an operationId for an operation the description names none for. */
export function derivedOperationId(method: string, apiPath: string): string {
  const words = [method, ...apiPath.split(/[^A-Za-z\d]+/)].filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** Makes each name unique by numbering the ones seen before (`name`, `name-2`, …). */
function uniqueNamer(join: (name: string, count: number) => string) {
  const seen = new Map<string, number>();
  return (name: string) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : join(name, count);
  };
}

/** A schema is worth a page of its own when it has fields or variants (enums and plain values read inline). */
function isStructured(schema: SchemaObject): boolean {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  return Boolean(target.properties || target.patternProperties || typeof target.additionalProperties === 'object' || target.oneOf || target.anyOf || target.discriminator);
}

/** Builds the model from a dereferenced document (exported for tests that use a small description). */
export function buildApiModel(doc: RawDocument, options: BuildOptions = {}): ApiModel {
  const strict = options.strict === true;
  const routeBase = options.routeBase ?? API_ROUTE_BASE;
  const source = options.source ?? 'the API description';
  const fail = (pointer: string, problem: string, fix: string): never => {
    throw new AuthorError({source, pointer, problem, fix});
  };

  if (!doc || typeof doc !== 'object' || typeof doc.openapi !== 'string' || !/^3\.[0-2]\./.test(doc.openapi)) {
    fail(pointerTo('openapi'), `This is not an OpenAPI 3.0, 3.1 or 3.2 description (openapi: ${JSON.stringify((doc as Raw | undefined)?.openapi ?? null)}).`, 'Start the file with `openapi: 3.1.0` (or 3.0.3, 3.2.0) and describe the API in that version.');
  }

  const catalogue = buildErrorCatalogue(doc, strict, fail);
  const catalogueOrder = new Map(catalogue.codes.map((entry, index) => [entry.code, index]));
  const sortCodes = (codes: Iterable<string>) => [...new Set(codes)].sort((a, b) => (catalogueOrder.get(a) ?? 0) - (catalogueOrder.get(b) ?? 0));

  const normalize = createSchemaNormalizer();
  const merged = new WeakMap<SchemaObject, SchemaObject>();
  const viewOf = createSchemaViews();
  /** A schema as a reader of a request or response sees it: normalised, `allOf` merged, hidden fields left out. */
  const readSchema = (raw: unknown, view?: SchemaView): SchemaObject => {
    const schema = mergeAllOf(normalize(raw), merged);
    return view ? viewOf(schema, view) : schema;
  };

  const componentSchemas = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, normalize(schema)]));
  const securitySchemes = Object.entries(doc.components?.securitySchemes ?? {}).map(([key, scheme]) => buildSecurityScheme(key, scheme));
  const defaultSecurity = buildRequirements(doc.security);

  const buildMedia = (content: Record<string, RawMedia> | undefined, view: SchemaView, generate: boolean): MediaModel[] =>
    Object.entries(content ?? {}).map(([contentType, media]) => {
      const schema = media.schema === undefined ? undefined : readSchema(media.schema, view);
      const itemSchema = media.itemSchema === undefined ? undefined : readSchema(media.itemSchema, view);
      const resolved = {...media, schema};
      const chosen = generate ? exampleOrSample(resolved) : {example: chooseExample(resolved)};
      return {
        contentType,
        schema,
        ...(itemSchema ? {itemSchema} : {}),
        example: chosen.example,
        ...(chosen.generated ? {exampleIsGenerated: true} : {}),
        examples: namedExamples(resolved),
        ...(media.encoding ? {encoding: media.encoding} : {}),
      };
    });

  const buildBody = (body: RawBody | undefined): BodyModel | undefined => {
    const media = buildMedia(body?.content, 'request', true);
    const first = media[0];
    if (!body || !first) return undefined;
    return {
      required: body.required === true,
      description: body.description,
      contentType: first.contentType,
      schema: first.schema,
      example: first.example,
      ...(first.exampleIsGenerated ? {exampleIsGenerated: true} : {}),
      examples: first.examples,
      media,
    };
  };

  const buildHeader = (name: string, header: RawHeader): HeaderModel => {
    const raw = header.schema ?? Object.values(header.content ?? {})[0]?.schema;
    const schema = raw === undefined ? undefined : readSchema(raw, 'response');
    return {name, description: header.description, schema, required: header.required === true, deprecated: header.deprecated === true, example: header.example ?? (schema ? documentedValue(schema) : undefined)};
  };

  const buildResponses = (responses: Record<string, RawResponse> | undefined, pointer: string[]): ResponseModel[] =>
    Object.entries(responses ?? {}).map(([status, response]) => {
      const media = buildMedia(response.content, 'response', true);
      const first = media[0];
      const errorCodes = response['x-error-codes'] ?? [];
      for (const code of errorCodes) {
        if (!catalogueOrder.has(String(code))) {
          fail(pointerTo(...pointer, status, 'x-error-codes'), `Response ${status} lists error code ${code}, which is not in x-error-catalogue.`, `Add ${code} to x-error-catalogue (with its status, group, name, meaning and action), or remove it from this list.`);
        }
      }
      return {
        status: String(status),
        description: response.description ?? '',
        isError: /^[45]/.test(String(status)),
        contentType: first?.contentType,
        schema: first?.schema,
        example: first?.example,
        ...(first?.exampleIsGenerated ? {exampleIsGenerated: true} : {}),
        examples: first?.examples ?? [],
        media,
        headers: Object.entries(response.headers ?? {}).map(([name, header]) => buildHeader(name, header)),
        links: Object.entries(response.links ?? {}).map(([name, link]): LinkModel => ({
          name,
          description: link.description,
          operationId: link.operationId,
          operationRef: link.operationRef,
          parameters: link.parameters ?? {},
          ...(link.requestBody !== undefined ? {requestBody: link.requestBody} : {}),
        })),
        errorCodes: sortCodes(errorCodes.map(String)),
      };
    });

  const buildParameter = (parameter: RawParameter): ParameterModel => {
    const [contentType, media] = Object.entries(parameter.content ?? {})[0] ?? [];
    const schema = readSchema(parameter.schema ?? media?.schema ?? {}, 'request');
    const examples = namedExamples({examples: parameter.examples ?? media?.examples});
    const example = parameter.example ?? media?.example ?? examples[0]?.value ?? documentedValue(schema);
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true || parameter.in === 'path',
      description: parameter.description,
      deprecated: parameter.deprecated === true,
      schema,
      ...(example !== undefined ? {example} : {}),
      examples,
      ...(parameter.style ? {style: parameter.style} : {}),
      ...(parameter.explode !== undefined ? {explode: parameter.explode} : {}),
      ...(contentType ? {contentType} : {}),
      excludes: parameter['x-excludes'] ?? [],
    };
  };

  const buildServer = (server: RawServer): ServerModel => {
    const variables = server.variables ?? {};
    return {
      url: server.url,
      description: server.description,
      variables,
      defaultUrl: server.url.replace(/\{([^}]+)\}/g, (_match, name: string) => variables[name]?.default ?? `{${name}}`),
    };
  };

  /** The first method of a path item with its operation. */
  const operationsOf = (pathItem: RawPathItem): [HttpMethod, RawOperation][] =>
    HTTP_METHODS.filter((method) => pathItem?.[method] && typeof pathItem[method] === 'object').map((method) => [method, pathItem[method]!]);

  // A component callback is one page, however many operations send it; an inline one is its operation's own.
  const callbacksByObject = new Map<unknown, CallbackModel>();
  const callbackSlugs = uniqueNamer((name, count) => `${name}-${count}`);
  const callbackFor = (raw: Record<string, RawPathItem>, key: string, operationId: string, pointer: string[]): CallbackModel => {
    const componentName = (raw as Raw)['x-callback-name'];
    const identity = typeof componentName === 'string' ? `component:${componentName}` : raw;
    let callback = callbacksByObject.get(identity);
    if (!callback) {
      const name = String(componentName ?? key);
      const [expression, pathItem] = Object.entries(raw).find(([entryKey]) => !entryKey.startsWith('x-')) ?? [];
      if (!expression || !pathItem) return fail(pointerTo(...pointer), `Callback ${name} has no URL expression.`, 'Give the callback one entry: a runtime expression (such as `{$request.body#/callbackUrl}`) with the request your API sends to it.');
      const [method, operation] = operationsOf(pathItem)[0] ?? [];
      if (!method || !operation) return fail(pointerTo(...pointer, expression), `Callback ${name} describes no request.`, 'Under the callback\'s expression, describe the request your API sends (for example `post:` with its requestBody and responses).');
      const slug = callbackSlugs(callbackSlug(name));
      callback = {
        name,
        slug,
        permalink: apiPermalink(slug, routeBase),
        expression,
        method,
        summary: operation.summary ?? name,
        description: operation.description,
        deprecated: operation.deprecated === true,
        parameters: mergeParameters(pathItem.parameters ?? [], operation.parameters ?? []).map(buildParameter),
        requestBody: buildBody(operation.requestBody),
        responses: buildResponses(operation.responses, [...pointer, expression, method, 'responses']),
        usedBy: [],
      };
      callbacksByObject.set(identity, callback);
    }
    callback.usedBy.push(operationId);
    return callback;
  };

  const operationIds = uniqueNamer((name, count) => `${name}${count}`);
  const operations: OperationModel[] = [];
  for (const [apiPath, pathItem] of Object.entries(doc.paths ?? {})) {
    if (!pathItem || typeof pathItem !== 'object') continue;
    const sharedParameters = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const [method, operation] of operationsOf(pathItem)) {
      const pointer = ['paths', apiPath, method];
      const where = `${method.toUpperCase()} ${apiPath}`;
      if (strict && !operation.operationId) fail(pointerTo(...pointer), `${where} has no operationId.`, 'Add an `operationId` in camelCase (for example `listDatasets`); samples, the console and search use it.');
      if (strict && !operation.summary) fail(pointerTo(...pointer), `${where} has no summary.`, 'Add a `summary` of a few words (for example `List datasets`): it is the page title and its address.');
      if (strict && !operation.tags?.length) fail(pointerTo(...pointer), `${where} has no tag.`, 'Add one tag from an x-tagGroups group under `tags:`; it places the page in the sidebar.');
      const ownId = operation.operationId;
      const operationId = operationIds(ownId ?? derivedOperationId(method, apiPath));
      if (strict && operationId !== ownId) fail(pointerTo(...pointer, 'operationId'), `Two operations have the operationId ${ownId}.`, 'Give each operation its own operationId.');
      const summary = operation.summary?.trim() || where;
      const responses = buildResponses(operation.responses, [...pointer, 'responses']);
      const servers = operation.servers ?? pathItem.servers;
      operations.push({
        operationId,
        ...(ownId ? {} : {hasOwnOperationId: false}),
        method,
        path: apiPath,
        summary,
        description: operation.description,
        deprecated: operation.deprecated === true,
        tag: operation.tags?.[0] ?? '',
        tags: operation.tags ?? [],
        slug: operationSlug(summary) || kebabCase(operationId) || 'operation',
        permalink: '',
        parameters: mergeParameters(sharedParameters, operation.parameters ?? []).map(buildParameter),
        requestBody: buildBody(operation.requestBody),
        responses,
        callbacks: Object.entries(operation.callbacks ?? {}).map(([key, raw]) => ({key, callback: callbackFor(raw, key, operationId, [...pointer, 'callbacks', key])})),
        security: operation.security ? buildRequirements(operation.security) : defaultSecurity,
        ...(servers?.length ? {servers: servers.map(buildServer)} : {}),
        errorCodes: sortCodes(responses.flatMap((response) => response.errorCodes)),
        isAsync: responses.some((response) => response.status === JOB_ACCEPTED_STATUS),
      });
    }
  }

  // Links name their target by operationId, or by a pointer to it in this description.
  for (const operation of operations) {
    for (const link of operation.responses.flatMap((response) => response.links)) {
      if (link.operationId || !link.operationRef?.startsWith('#/paths/')) continue;
      const [encodedPath, method] = link.operationRef.slice('#/paths/'.length).split('/');
      const target = operations.find((candidate) => candidate.path === encodedPath?.replace(/~1/g, '/').replace(/~0/g, '~') && candidate.method === method);
      if (target) link.operationId = target.operationId;
    }
  }

  const webhookSlugs = uniqueNamer((name, count) => `${name}-${count}`);
  const webhooks: WebhookModel[] = Object.entries(doc.webhooks ?? {}).flatMap(([key, pathItem]) => {
    const methods = operationsOf(pathItem);
    return methods.map(([method, operation]): WebhookModel => {
      const name = methods.length > 1 ? `${key} ${method.toUpperCase()}` : key;
      const slug = webhookSlugs(webhookSlug(name));
      return {
        name,
        slug,
        permalink: apiPermalink(slug, routeBase),
        method,
        summary: operation.summary?.trim() || name,
        description: operation.description,
        deprecated: operation.deprecated === true,
        parameters: mergeParameters(pathItem.parameters ?? [], operation.parameters ?? []).map(buildParameter),
        requestBody: buildBody(operation.requestBody),
        responses: buildResponses(operation.responses, ['webhooks', key, method, 'responses']),
        security: operation.security ? buildRequirements(operation.security) : defaultSecurity,
      };
    });
  });

  const schemas = buildSchemaPages(componentSchemas, merged, routeBase);
  const tagGroups = buildTagGroups(doc, operations, schemas, strict, fail);

  // Page addresses: operations first come, first served; the house rules make a clash an error.
  const taken = new Set([...schemas.map((schema) => schema.slug), ...[...callbacksByObject.values()].map((callback) => callback.slug), ...webhooks.map((webhook) => webhook.slug)]);
  const ordered = tagGroups.flatMap((group) => group.tags).flatMap((tag) => tag.operations);
  for (const operation of ordered) {
    if (taken.has(operation.slug)) {
      if (strict) {
        const other = ordered.find((candidate) => candidate !== operation && candidate.slug === operation.slug);
        fail(
          pointerTo('paths', operation.path, operation.method, 'summary'),
          `The summary "${operation.summary}" gives the page address /${operation.slug}/, which ${other ? `"${other.summary}" (${other.method.toUpperCase()} ${other.path})` : 'another page'} already has.`,
          'Reword one of the two summaries so their addresses differ.',
        );
      }
      let candidate = `${operation.slug}-${operation.method}`;
      for (let count = 2; taken.has(candidate); count += 1) candidate = `${operation.slug}-${operation.method}-${count}`;
      operation.slug = candidate;
    }
    taken.add(operation.slug);
    operation.permalink = apiPermalink(operation.slug, routeBase);
  }

  return {
    openapi: doc.openapi!,
    routeBase,
    info: {title: doc.info?.title ?? 'API reference', version: String(doc.info?.version ?? ''), description: doc.info?.description, ...(doc.info?.summary ? {summary: doc.info.summary} : {})},
    servers: (doc.servers ?? []).map(buildServer),
    tagGroups,
    operations: ordered,
    schemas: tagGroups.flatMap((group) => group.tags).flatMap((tag) => tag.schemas),
    callbacks: [...callbacksByObject.values()],
    webhooks,
    securitySchemes,
    security: defaultSecurity,
    errorCatalogue: catalogue,
    componentSchemas,
  };
}

type Fail = (pointer: string, problem: string, fix: string) => never;

function buildErrorCatalogue(doc: RawDocument, strict: boolean, fail: Fail): ApiModel['errorCatalogue'] {
  const raw = doc['x-error-catalogue'];
  if (!raw?.codes?.length) {
    if (strict) fail(pointerTo('x-error-catalogue'), 'The description has no x-error-catalogue codes.', 'Add x-error-catalogue at the top level with its groups and codes (see "The API description" in handbook/authoring.md).');
    return {description: raw?.description, groups: raw?.groups ?? [], codes: []};
  }
  const groups = raw.groups ?? [];
  const codes = raw.codes.map(({'x-support-subject': supportSubject, ...entry}, index) => {
    const where = pointerTo('x-error-catalogue', 'codes', index);
    if (!groups.some((group) => group.id === entry.group)) fail(where, `Error code ${entry.code} names the group ${entry.group}, which x-error-catalogue does not define.`, `Use one of the groups (${groups.map((group) => group.id).join(', ')}) or add the group.`);
    if (!String(entry.code).startsWith(String(entry.status))) fail(where, `Error code ${entry.code} does not start with its status ${entry.status}.`, 'Correct the code or its status: a 400 code starts with 400.');
    return {...entry, code: String(entry.code), ...(supportSubject ? {supportSubject} : {})};
  });
  for (const key of ['code', 'name'] as const) {
    const seen = new Set<string>();
    codes.forEach((entry, index) => {
      if (seen.has(entry[key])) fail(pointerTo('x-error-catalogue', 'codes', index, key), `Two error codes have the ${key} ${entry[key]}.`, `Give each code its own ${key}.`);
      seen.add(entry[key]);
    });
  }
  return {description: raw.description, groups, codes};
}

function mergeParameters(shared: RawParameter[], own: RawParameter[]): RawParameter[] {
  const key = (parameter: RawParameter) => `${parameter.in}:${parameter.name}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((parameter) => !ownKeys.has(key(parameter))), ...own].filter((parameter) => parameter && typeof parameter.name === 'string');
}

/**
 * The models with a page. A description that tags schemas with `x-tags` chooses them (this site
 * does); otherwise every named schema with fields or variants gets one, in the models group.
 */
function buildSchemaPages(components: Record<string, SchemaObject>, merged: WeakMap<SchemaObject, SchemaObject>, routeBase: string): SchemaModel[] {
  const tagged = Object.values(components).some((schema) => schema['x-tags']?.length);
  const pages = Object.entries(components).flatMap(([name, raw]): SchemaModel[] => {
    const schema = mergeAllOf(raw, merged);
    const tag = tagged ? raw['x-tags']?.[0] : isStructured(schema) ? MODELS_GROUP : undefined;
    if (!tag) return [];
    const slug = schemaSlug(name);
    return [{name, tag, slug, permalink: apiPermalink(slug, routeBase), description: schema.description, schema, example: schema.example ?? schema.examples?.[0]}];
  });
  // Models that extend another with `allOf`, and the discriminator value that picks each.
  for (const page of pages) {
    const base = components[page.name];
    const mapping = page.schema.discriminator?.mapping ?? {};
    const subtypes = Object.entries(components)
      .filter(([name, schema]) => name !== page.name && schema.allOf?.some((part) => part === base || part['x-model-name'] === page.name))
      .map(([name]) => ({name, value: Object.entries(mapping).find(([, target]) => target === name || target.endsWith(`/${name}`))?.[0] ?? (page.schema.discriminator ? name : undefined)}));
    if (subtypes.length) page.subtypes = subtypes;
  }
  return pages;
}

function buildTagGroups(doc: RawDocument, operations: OperationModel[], schemas: SchemaModel[], strict: boolean, fail: Fail): ApiModel['tagGroups'] {
  const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag]));
  const tagModel = (name: string): TagModel => {
    const tag = declared.get(name);
    return {
      name,
      description: tag?.description,
      ...(tag?.summary ? {summary: tag.summary} : {}),
      operations: operations.filter((operation) => operation.tag === name),
      schemas: schemas.filter((schema) => schema.tag === name),
      ...(tag?.parent && declared.has(tag.parent) ? {parent: tag.parent} : {}),
    };
  };
  const usedNames = [...new Set([...(doc.tags ?? []).map((tag) => tag.name), ...operations.map((operation) => operation.tag).filter(Boolean), ...schemas.map((schema) => schema.tag)])];
  const configured = doc['x-tagGroups'];
  if (strict && !configured?.length) fail(pointerTo('x-tagGroups'), 'The description has no x-tagGroups.', 'Add x-tagGroups at the top level: a list of groups, each with a name and its tags, in sidebar order.');
  let groups: {name: string; tags: TagModel[]}[];
  if (configured?.length) {
    const grouped = new Set(configured.flatMap((group) => group.tags));
    const loose = usedNames.filter((name) => !grouped.has(name) && (operations.some((operation) => operation.tag === name) || schemas.some((schema) => schema.tag === name)));
    if (strict && loose.length) {
      const operation = operations.find((candidate) => candidate.tag === loose[0]);
      fail(
        operation ? pointerTo('paths', operation.path, operation.method, 'tags') : pointerTo('x-tagGroups'),
        `The tag ${loose[0]} is used but is in no x-tagGroups group.`,
        `Add ${loose[0]} to a group's tags in x-tagGroups, or tag the ${operation ? 'operation' : 'schema'} with a grouped tag.`,
      );
    }
    groups = [...configured.map((group) => ({name: group.name, tags: group.tags.map(tagModel)})), ...loose.map((name) => ({name, tags: [tagModel(name)]}))];
  } else {
    // Groups from the tags: each top-level tag with the tags nested under it (OpenAPI 3.2 `parent`).
    const childrenOf = (name: string): string[] => usedNames.filter((candidate) => declared.get(candidate)?.parent === name && candidate !== name);
    const descendants = (name: string, trail: string[] = []): string[] => (trail.includes(name) ? [] : [name, ...childrenOf(name).flatMap((child) => descendants(child, [...trail, name]))]);
    const roots = usedNames.filter((name) => {
      const parent = declared.get(name)?.parent;
      return !parent || !declared.has(parent);
    });
    groups = roots
      .map((root) => ({name: declared.get(root)?.summary ?? root, tags: descendants(root).map(tagModel)}))
      .filter((group) => group.tags.some((tag) => tag.operations.length || tag.schemas.length));
  }
  const untagged = operations.filter((operation) => !operation.tag);
  if (untagged.length) {
    // After the groups of operations, before those that only hold models.
    const name = groups.some((group) => group.tags.some((tag) => tag.operations.length)) ? UNTAGGED_GROUP : ONLY_GROUP;
    const modelsOnly = groups.findIndex((group) => group.tags.every((tag) => !tag.operations.length));
    groups.splice(modelsOnly === -1 ? groups.length : modelsOnly, 0, {name, tags: [{name: '', operations: untagged, schemas: []}]});
  }
  return groups;
}
