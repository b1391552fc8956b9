// The "Try it" console's data: for each operation, a JavaScript module with what the console's form
// and example server need (parameters, where the credential goes, the example body and how it is
// encoded, documented answers and error codes) and validators for its parameters and body compiled
// by Ajv's standalone code generation, so the browser validates without a runtime compiler (no
// eval, no new Function under the site's CSP). Each operation page imports a two-line loader that
// fetches its module with `import()` only when a reader opens the console. The same validators
// also go into the build as CommonJS, for the docs MCP server's validate_request.
import path from 'node:path';
import Ajv, {type Options as AjvOptions} from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {
  bodyKindOf,
  chooseParameterExample,
  credentialPlacements,
  sampleRequirement,
  toJsonSchema,
  type ApiModel,
  type JsonSchema,
  type OperationModel,
  type ParameterModel,
  type SchemaObject,
  type ServerModel,
} from '../../openapi';
import type {ConsoleAuth, ConsoleOperation, ConsoleParameter} from '../../components/ApiConsole/types';
import type {GeneratedFile} from './sections';
import {consoleModuleFile, operationFileName} from '../../mcp/buildOutput';

/** Where the modules go inside the generated folder. */
export const CONSOLE_DIR = 'console';
/** The CommonJS copies for the docs MCP server, inside the generated folder (the build gets them in `CONSOLE_MODULES_DIR`). */
export const SERVER_CONSOLE_DIR = 'mcp-console';
const JOB_TICKET_SCHEMA = 'JobTicket';
/** Chunk names: the console's code, and each operation's data and validators. */
export const CONSOLE_CHUNK = 'api-console';
export const CONSOLE_OPERATION_CHUNK_PREFIX = 'api-console-op-';

/** An operationId as a file and chunk name: any character a file name or chunk name could trip on becomes `_`. */
export const consoleFileName = (operation: Pick<OperationModel, 'operationId'>) => operationFileName(operation.operationId);
/** The loader a page imports, relative to the generated folder. */
export const consoleLoaderPath = (operation: Pick<OperationModel, 'operationId'>) => `${CONSOLE_DIR}/${consoleFileName(operation)}.load.js`;
/** A console loader as the bundler sees it, by request (`./console/<operation>.load.js`) or by file. */
export const CONSOLE_LOADER = new RegExp(String.raw`[\\/]${CONSOLE_DIR}[\\/][^\\/]+\.load\.js$`);
/** What the server build takes for every console loader: it renders pages, never a console. */
export const SERVER_CONSOLE_LOADER = path.join(__dirname, 'serverConsoleLoader.js');

type ReplacementPlugin = new (pattern: RegExp, replacement: string) => unknown;

/** The bundler plugin that gives the server build `SERVER_CONSOLE_LOADER` for every console loader. */
export function serverConsoleLoaders(NormalModuleReplacementPlugin: ReplacementPlugin): unknown {
  return new NormalModuleReplacementPlugin(CONSOLE_LOADER, SERVER_CONSOLE_LOADER);
}

/**
 * The most models an operation's validators hold: the body's own levels, nearest first. A deeper
 * model is accepted as it is, so an operation whose body reaches hundreds of models (a large
 * description) still gets a validator of a few kilobytes; this site's bodies reach fewer.
 */
export const MAX_VALIDATED_MODELS = 16;

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

/** Every base URL the servers offer: each variable's enum values (one per region), else its default. */
export function serverBaseUrls(model: {servers: ServerModel[]}): {url: string; description?: string}[] {
  return model.servers.flatMap((server) => {
    let urls = [server.url];
    for (const [name, variable] of Object.entries(server.variables)) {
      const values = variable.enum?.length ? variable.enum : [variable.default];
      urls = urls.flatMap((url) => values.map((value) => url.replaceAll(`{${name}}`, value)));
    }
    return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => ({url: url.replace(/\/+$/, ''), description: server.description?.trim()}));
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
  // The form starts from the request the samples show: path and required query and header values filled in.
  const filled = parameter.in === 'path' || (parameter.required && parameter.in !== 'cookie');
  return {
    name: parameter.name,
    in: parameter.in as ConsoleParameter['in'],
    required: parameter.required,
    type: parameterType(schema),
    enum: schema.enum?.map(String),
    default: schema.default === undefined ? undefined : asText(schema.default),
    pattern: schema.pattern,
    format: schema.format,
    initial: filled ? asText(chooseParameterExample(parameter.example, schema, parameter.examples)) : '',
    ...(parameter.excludes.length ? {excludes: parameter.excludes} : {}),
  };
}

/** Where the console puts the reader's credential: the operation's first way to authenticate. */
export function consoleAuth(operation: OperationModel, model: ApiModel): ConsoleAuth | undefined {
  const [placement] = credentialPlacements(sampleRequirement(operation), model.securitySchemes);
  if (!placement || placement.in === 'none') return undefined;
  const what = placement.scheme.type === 'apiKey' ? 'API key' : placement.prefix === 'Basic ' ? 'Credentials (Base64 of user:password)' : placement.prefix === 'Bearer ' ? (placement.scheme.type === 'http' ? 'API token' : 'Access token') : 'Credentials';
  return {in: placement.in, name: placement.name, prefix: placement.prefix, label: what, variable: placement.variable};
}

/** What the console needs of one operation, as plain data. */
export function consoleOperation(operation: OperationModel, model: ApiModel): ConsoleOperation {
  const byCode = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
  const success = operation.responses.find((response) => !response.isError && response.example !== undefined) ?? operation.responses.find((response) => !response.isError);
  const body = operation.requestBody;
  const encoding = body ? bodyKindOf(body.contentType) : undefined;
  const example = body?.example === undefined ? '' : encoding === 'text' && typeof body.example === 'string' ? body.example : JSON.stringify(body.example, null, 2);
  return {
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    summary: operation.summary,
    isAsync: operation.isAsync,
    parameters: operation.parameters.filter((parameter) => parameter.in !== 'cookie').map(consoleParameter),
    body: body && encoding ? {required: body.required, contentType: body.contentType, encoding, example} : undefined,
    auth: consoleAuth(operation, model),
    success: {status: Number(success?.status) || 200, contentType: success?.contentType, example: success?.example},
    errorCodes: operation.errorCodes.map((code) => {
      const entry = byCode.get(code)!;
      return {code, name: entry.name, status: entry.status};
    }),
    completedTicket: operation.isAsync ? model.componentSchemas[JOB_TICKET_SCHEMA]?.example : undefined,
    servers: serverBaseUrls({servers: operation.servers ?? model.servers}),
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
  return stripAnnotations(toJsonSchema(wrapper, model.componentSchemas, {maxModels: MAX_VALIDATED_MODELS}));
}

/** The body's JSON Schema, for bodies the console reads as JSON (JSON, forms and multipart); none for text. */
export function bodySchema(operation: OperationModel, model: ApiModel): JsonSchema | undefined {
  const body = operation.requestBody;
  if (!body?.schema || bodyKindOf(body.contentType) === 'text') return undefined;
  return stripAnnotations(toJsonSchema(body.schema, model.componentSchemas, {maxModels: MAX_VALIDATED_MODELS}));
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
 * The Ajv that checks each operation's schemas against the JSON Schema meta-schema, shared: an Ajv
 * compiles the meta-schema the first time it checks a schema (3 ms, a third of the console modules'
 * time at 1,000 operations), so each operation's own Ajv, fresh so that its code depends on that
 * operation alone, leaves the check to this one.
 */
let schemaChecker: Ajv | undefined;
function checkedSchema<T extends object>(schema: T): T {
  if (!schemaChecker) {
    schemaChecker = new Ajv(AJV_OPTIONS);
    addFormats(schemaChecker);
  }
  // Throws as Ajv's own check would, with the same message.
  schemaChecker.validateSchema(schema, true);
  return schema;
}

/**
 * The console module of one operation, its data and its compiled validators, twice from one
 * compilation: as an ES module for the bundler, and as CommonJS for the docs MCP server, which
 * loads it with its own copy of Ajv's runtime helpers (src/mcp/consoleModules.ts). Ajv's standalone
 * output differs between the two only in how it exports.
 */
export function consoleModules(operation: OperationModel, model: ApiModel): {browser: string; server: string} {
  const ajv = new Ajv({...AJV_OPTIONS, validateSchema: false});
  addFormats(ajv);
  ajv.addSchema(checkedSchema({...parametersSchema(operation, model), $id: 'parameters'}));
  const exports: Record<string, string> = {validateParameters: 'parameters'};
  const body = bodySchema(operation, model);
  if (body) {
    ajv.addSchema(checkedSchema({...body, $id: 'body'}));
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
 * One module per operation, for each the loader its page imports (a named chunk, so `npm run bench`
 * can find and weigh it), and the same modules as CommonJS under `SERVER_CONSOLE_DIR`, which the
 * plugin copies into the build for the MCP server.
 */
export function consoleFiles(model: ApiModel): GeneratedFile[] {
  return model.operations.flatMap((operation) => {
    const name = consoleFileName(operation);
    const {browser, server} = consoleModules(operation, model);
    return [
      {path: `${CONSOLE_DIR}/${name}.js`, content: browser},
      {
        path: consoleLoaderPath(operation),
        content: `// Generated by src/plugins/api-reference/consoleData.ts. Do not edit.\nexport default () => import(/* webpackChunkName: ${JSON.stringify(`${CONSOLE_OPERATION_CHUNK_PREFIX}${name}`)} */ ${JSON.stringify(`./${name}.js`)});\n`,
      },
      {path: `${SERVER_CONSOLE_DIR}/${consoleModuleFile(operation.operationId)}`, content: server},
    ];
  });
}
