// The "Try it" console's data: for each operation, a JavaScript module with what the console's form
// and example server need (parameters, example body, documented answers and error codes) and
// validators for its parameters and body compiled by Ajv's standalone code generation, so the
// browser validates without a runtime compiler (no eval, no new Function under the site's CSP).
// The pages load these modules with `import()` only when a reader opens the console. The same
// validators also go into the build as CommonJS, for the docs MCP server's validate_request.
import Ajv, {type Options as AjvOptions} from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {chooseParameterExample, toJsonSchema, type ApiModel, type JsonSchema, type OperationModel, type ParameterModel, type SchemaObject} from '../../openapi';
import type {ConsoleOperation, ConsoleParameter} from '../../components/ApiConsole/types';
import type {GeneratedFile} from './pages';

/** Where the modules go inside the generated folder; the console imports `index.js` from here. */
export const CONSOLE_DIR = 'console';
export const CONSOLE_INDEX = `${CONSOLE_DIR}/index.js`;
/** The CommonJS copies for the docs MCP server, inside the generated folder (the build gets them in `CONSOLE_MODULES_DIR`). */
export const SERVER_CONSOLE_DIR = 'mcp-console';
const JOB_TICKET_SCHEMA = 'JobTicket';
/** Chunk names: the console's code, and each operation's data and validators. */
export const CONSOLE_CHUNK = 'api-console';
export const CONSOLE_OPERATION_CHUNK_PREFIX = 'api-console-op-';

/** Keywords whose value is a schema, or a list or map of schemas: where annotations are stripped. */
const SCHEMA_KEYS = ['items', 'additionalProperties', 'not'] as const;
const SCHEMA_LIST_KEYS = ['allOf', 'oneOf', 'anyOf'] as const;
const SCHEMA_MAP_KEYS = ['properties', '$defs'] as const;
/** Words for people, which validators do not read and the browser need not download. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'default', 'readOnly', 'writeOnly']);

/** A JSON Schema without its annotations, walking only schema positions (a property may be called `description`). */
export function stripAnnotations(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if ((SCHEMA_KEYS as readonly string[]).includes(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = stripAnnotations(value as JsonSchema);
    } else if ((SCHEMA_LIST_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
      out[key] = value.map((child) => stripAnnotations(child as JsonSchema));
    } else if ((SCHEMA_MAP_KEYS as readonly string[]).includes(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, stripAnnotations(child)]));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Every base URL the description's servers offer: each variable's enum values (one per region), else its default. */
export function serverBaseUrls(model: ApiModel): {url: string; description?: string}[] {
  return model.servers.flatMap((server) => {
    let urls = [server.url];
    for (const [name, variable] of Object.entries(server.variables)) {
      const values = variable.enum?.length ? variable.enum : [variable.default];
      urls = urls.flatMap((url) => values.map((value) => url.replaceAll(`{${name}}`, value)));
    }
    return urls.map((url) => ({url: url.replace(/\/+$/, ''), description: server.description?.trim()}));
  });
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : Array.isArray(value) ? value.map(String).join(',') : String(value));

function parameterType(schema: SchemaObject): ConsoleParameter['type'] {
  if (schema.type === 'array' || schema.items) return 'array';
  if (schema.type === 'boolean' || schema.type === 'integer' || schema.type === 'number') return schema.type;
  return 'string';
}

export function consoleParameter(parameter: ParameterModel): ConsoleParameter {
  const {schema} = parameter;
  // The form starts from the request the samples show: path and required query values filled in.
  const filled = parameter.in === 'path' || (parameter.in === 'query' && parameter.required);
  return {
    name: parameter.name,
    in: parameter.in as ConsoleParameter['in'],
    required: parameter.required,
    type: parameterType(schema),
    enum: schema.enum?.map(String),
    default: schema.default === undefined ? undefined : asText(schema.default),
    pattern: schema.pattern,
    format: schema.format,
    initial: filled ? asText(chooseParameterExample(parameter.example, schema)) : '',
    ...(parameter.excludes.length ? {excludes: parameter.excludes} : {}),
  };
}

/** What the console needs of one operation, as plain data. */
export function consoleOperation(operation: OperationModel, model: ApiModel): ConsoleOperation {
  const byCode = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
  const success = operation.responses.find((response) => !response.isError && response.example !== undefined) ?? operation.responses.find((response) => !response.isError);
  const body = operation.requestBody;
  return {
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    summary: operation.summary,
    isAsync: operation.isAsync,
    parameters: operation.parameters.filter((parameter) => parameter.in !== 'cookie').map(consoleParameter),
    body: body ? {required: body.required, contentType: body.contentType, example: body.example === undefined ? '' : JSON.stringify(body.example, null, 2)} : undefined,
    success: {status: Number(success?.status ?? 200), contentType: success?.contentType, example: success?.example},
    errorCodes: operation.errorCodes.map((code) => {
      const entry = byCode.get(code)!;
      return {code, name: entry.name, status: entry.status};
    }),
    completedTicket: operation.isAsync ? model.componentSchemas[JOB_TICKET_SCHEMA]?.example : undefined,
    servers: serverBaseUrls(model),
  };
}

/** The JSON Schema of an operation's parameters as one object keyed by name (values typed by the console). */
export function parametersSchema(operation: OperationModel, model: ApiModel): JsonSchema {
  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'cookie');
  const wrapper: SchemaObject = {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
  return stripAnnotations(toJsonSchema(wrapper, model.componentSchemas));
}

export function bodySchema(operation: OperationModel, model: ApiModel): JsonSchema | undefined {
  const schema = operation.requestBody?.schema;
  return schema ? stripAnnotations(toJsonSchema(schema, model.componentSchemas)) : undefined;
}

const AJV_OPTIONS: AjvOptions = {
  allErrors: true,
  // OpenAPI 3.0 keywords (`nullable`, `x-…`) and the description's own words are not JSON Schema's.
  strict: false,
  code: {source: true, esm: true, lines: false},
};

/**
 * Ajv's standalone output as an ES module for the bundler: its `require()` of Ajv's runtime
 * helpers and of ajv-formats' format checks become imports.
 */
export function standaloneAsModule(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\(("[^"]+")\)/g, (_match, specifier: string) => {
    if (!modules.has(specifier)) modules.set(specifier, `consoleRuntime${modules.size}`);
    return modules.get(specifier)!;
  });
  const imports = [...modules].map(([specifier, name]) => `import * as ${name} from ${specifier};`);
  const result = [...imports, body.replace(/^"use strict";/, '')].join('\n');
  if (/\beval\b|new Function|require\(/.test(result)) throw new Error('The console validators need eval, new Function or require at run time, which the site cannot ship');
  return result;
}

/**
 * The console module of one operation, its data and its compiled validators, twice from one
 * compilation: as an ES module for the bundler, and as CommonJS for the docs MCP server, which
 * loads it with its own copy of Ajv's runtime helpers (src/mcp/consoleModules.ts). Ajv's standalone
 * output differs between the two only in how it exports.
 */
export function consoleModules(operation: OperationModel, model: ApiModel): {browser: string; server: string} {
  const ajv = new Ajv(AJV_OPTIONS);
  addFormats(ajv);
  ajv.addSchema({...parametersSchema(operation, model), $id: 'parameters'});
  const exports: Record<string, string> = {validateParameters: 'parameters'};
  const body = bodySchema(operation, model);
  if (body) {
    ajv.addSchema({...body, $id: 'body'});
    exports.validateBody = 'body';
  }
  const esm = standaloneCode(ajv, exports);
  ajv.opts.code.esm = false;
  const commonJs = standaloneCode(ajv, exports);
  const data = JSON.stringify(consoleOperation(operation, model));
  // Ajv's generated code keeps names it does not use; the file is output, not source to lint.
  const header = '// Generated by src/plugins/api-reference/consoleData.ts from the API model. Do not edit.\n/* eslint-disable */';
  return {
    browser: `${header}\n${standaloneAsModule(esm)}\nexport const operation = ${data};\n`,
    server: `${header}\n${commonJs}\nexports.operation = ${data};\n`,
  };
}

/** The console module of one operation for the bundler: its data and its compiled validators. */
export function consoleModule(operation: OperationModel, model: ApiModel): string {
  return consoleModules(operation, model).browser;
}

/**
 * One module per operation, an index that loads each one on demand, and the same modules as
 * CommonJS under `SERVER_CONSOLE_DIR`, which the plugin copies into the build for the MCP server.
 */
export function consoleFiles(model: ApiModel): GeneratedFile[] {
  const modules = model.operations.map((operation) => ({operation, ...consoleModules(operation, model)}));
  const files = modules.map(({operation, browser}) => ({path: `${CONSOLE_DIR}/${operation.operationId}.js`, content: browser}));
  // Named chunks (`api-console-op-<operationId>`), so `npm run bench` can find and weigh them.
  const loaders = model.operations.map(
    (operation) => `  ${JSON.stringify(operation.operationId)}: () => import(/* webpackChunkName: ${JSON.stringify(`${CONSOLE_OPERATION_CHUNK_PREFIX}${operation.operationId}`)} */ ${JSON.stringify(`./${operation.operationId}.js`)}),`,
  );
  files.push({
    path: CONSOLE_INDEX,
    content: `// Generated by src/plugins/api-reference/consoleData.ts. Do not edit.\nexport const operationModules = {\n${loaders.join('\n')}\n};\n`,
  });
  files.push(...modules.map(({operation, server}) => ({path: `${SERVER_CONSOLE_DIR}/${operation.operationId}.cjs`, content: server})));
  return files;
}
