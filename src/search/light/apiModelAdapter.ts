// ADAPTER — TO BE REPLACED BY THE API MODEL (src/openapi/).
//
// The one place search reads the API description directly. It turns openapi/openapi.yaml and the
// error table of docs/errors/list.mdx into the small input type apiRecords.ts declares
// (ApiModelInput). When the API model lands, replace the body of `loadApiModelInput` with a
// mapping from the model (operations with their permalinks, schemas, the error catalogue) and
// delete the rest of this file; nothing else in search reads OpenAPI or the error page.
//
// Permalinks follow the pages the OpenAPI preset renders today: `<base>api/<summary as slug>`
// for operations and `<base>api/models/<schema name in kebab case>` for schemas.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {identifierParts} from './tokens';
import type {ApiErrorCodeInput, ApiModelInput, ApiOperationInput, ApiSchemaInput} from './apiRecords';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Follows a local `$ref` (`#/components/...`); anything else is returned as it is. */
function resolve(spec: Json, value: unknown, depth = 0): Json {
  if (!isObject(value)) return {};
  const ref = value.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || depth > 10) return value;
  let target: unknown = spec;
  for (const key of ref.slice(2).split('/')) target = isObject(target) ? target[key] : undefined;
  return resolve(spec, target, depth + 1);
}

/** Property names and enum values of a schema, one level of `allOf`/`oneOf`/`anyOf` and `items` deep. */
function schemaNames(spec: Json, schemaValue: unknown, seen = new Set<unknown>()): {fields: string[]; enums: string[]} {
  const schema = resolve(spec, schemaValue);
  if (seen.has(schema)) return {fields: [], enums: []};
  seen.add(schema);
  const fields: string[] = [];
  const enums: string[] = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      fields.push(name);
      const resolved = resolve(spec, property);
      if (Array.isArray(resolved.enum)) enums.push(...resolved.enum.map(String));
    }
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) {
      for (const part of list) {
        const names = schemaNames(spec, part, seen);
        fields.push(...names.fields);
        enums.push(...names.enums);
      }
    }
  }
  if (schema.items) {
    const names = schemaNames(spec, schema.items, seen);
    fields.push(...names.fields);
    enums.push(...names.enums);
  }
  return {fields, enums};
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function operationsFromOpenApi(spec: Json, baseUrl: string): ApiOperationInput[] {
  const operations: ApiOperationInput[] = [];
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [apiPath, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const summary = typeof operation.summary === 'string' ? operation.summary : operation.operationId;
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].map((p) => resolve(spec, p));
      const enumValues: string[] = [];
      for (const parameter of parameters) {
        const schema = resolve(spec, parameter.schema);
        if (Array.isArray(schema.enum)) enumValues.push(...schema.enum.map(String));
      }
      const body = resolve(spec, operation.requestBody);
      const content = isObject(body.content) ? Object.values(body.content) : [];
      const bodyFieldNames: string[] = [];
      for (const media of content) {
        if (!isObject(media)) continue;
        const names = schemaNames(spec, media.schema);
        bodyFieldNames.push(...names.fields);
        enumValues.push(...names.enums);
      }
      operations.push({
        operationId: operation.operationId,
        method,
        path: apiPath,
        summary,
        permalink: `${baseUrl}api/${slug(summary)}`,
        parameterNames: parameters.map((parameter) => parameter.name).filter((name): name is string => typeof name === 'string'),
        bodyFieldNames,
        enumValues,
      });
    }
  }
  return operations;
}

export function schemasFromOpenApi(spec: Json, baseUrl: string): ApiSchemaInput[] {
  const components = isObject(spec.components) ? spec.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return Object.keys(schemas).map((name) => ({
    name,
    permalink: `${baseUrl}api/models/${identifierParts(name).join('-').toLowerCase()}`,
    fieldNames: schemaNames(spec, schemas[name]).fields,
  }));
}

/**
 * Rows of the error tables on the error list page: `| 404 | \`404001\` | DatasetNotFound | meaning | fix |`.
 * The first three cells are status, code and name.
 */
export function errorCodesFromErrorList(markdown: string, baseUrl: string): ApiErrorCodeInput[] {
  const codes: ApiErrorCodeInput[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim().replace(/`/g, ''));
    // A leading and a trailing empty cell surround the row's cells.
    const [, status, code, name, meaning] = cells;
    if (!/^\d{3}$/.test(status ?? '') || !/^\d{5,6}$/.test(code ?? '') || !/^[A-Za-z]\w*$/.test(name ?? '')) continue;
    codes.push({code, name, status: Number(status), permalink: `${baseUrl}errors/list/#${code}`, meaning: meaning?.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')});
  }
  return codes;
}

/** The API model input for search records, read from the site's sources under `siteDir`. */
export function loadApiModelInput(siteDir: string, baseUrl: string): ApiModelInput {
  const spec = parse(readFileSync(path.join(siteDir, 'openapi/openapi.yaml'), 'utf8')) as Json;
  const errorList = readFileSync(path.join(siteDir, 'docs/errors/list.mdx'), 'utf8');
  return {
    operations: operationsFromOpenApi(spec, baseUrl),
    schemas: schemasFromOpenApi(spec, baseUrl),
    errorCodes: errorCodesFromErrorList(errorList, baseUrl),
  };
}
