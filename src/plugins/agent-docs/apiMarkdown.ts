// The API reference as Markdown, written from openapi/openapi.yaml: one page per operation (method,
// path, parameters, request body, callbacks, responses, errors), one per schema, and the overview.
import {STATUS_CODES} from 'node:http';
import {
  constraintsOf,
  fieldRows,
  formatValue,
  inlineCode,
  normaliseSchema,
  resolveRef,
  typeLabel,
  type FieldRow,
  type OpenApiDocument,
  type SchemaLinker,
  type SchemaObject,
} from './apiSchema';
import {codeBlock, joinBlocks, markdownTable} from './markdownBlocks';

type ExampleObject = {summary?: string; description?: string; value?: unknown};
type MediaTypeObject = {schema?: SchemaObject; example?: unknown; examples?: Record<string, ExampleObject | {$ref: string}>};
type HeaderObject = {description?: string; schema?: SchemaObject};
type ResponseObject = {description?: string; headers?: Record<string, HeaderObject | {$ref: string}>; content?: Record<string, MediaTypeObject>};
type RequestBodyObject = {description?: string; required?: boolean; content?: Record<string, MediaTypeObject>};

export type ParameterObject = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  style?: string;
  explode?: boolean;
};

export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: (ParameterObject | {$ref: string})[];
  requestBody?: RequestBodyObject | {$ref: string};
  responses?: Record<string, ResponseObject | {$ref: string}>;
  callbacks?: Record<string, Record<string, Record<string, OperationObject>> | {$ref: string}>;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type OperationEntry = {method: string; path: string; operation: OperationObject; pathParameters: (ParameterObject | {$ref: string})[]};

/** Every operation of the description, in the order of its paths. */
export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method] as OperationObject,
      pathParameters: (item.parameters as ParameterObject[] | undefined) ?? [],
    })),
  );
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
export function operationParameters(doc: OpenApiDocument, entry: OperationEntry): ParameterObject[] {
  const own = (entry.operation.parameters ?? []).map((parameter) => resolveRef<ParameterObject>(doc, parameter));
  const inherited = entry.pathParameters
    .map((parameter) => resolveRef<ParameterObject>(doc, parameter))
    .filter((parameter) => !own.some((mine) => mine.name === parameter.name && mine.in === parameter.in));
  return [...inherited, ...own];
}

const statusTitle = (status: string) => {
  const reason = STATUS_CODES[Number(status)];
  return reason ? `${status} ${reason}` : status === 'default' ? 'Other statuses' : status;
};

const isErrorStatus = (status: string) => /^[45]/.test(status);

function languageFor(contentType: string): string {
  if (contentType.includes('json')) return 'json';
  if (contentType.includes('csv')) return 'csv';
  if (contentType.includes('yaml')) return 'yaml';
  if (contentType.includes('xml')) return 'xml';
  return 'text';
}

function examplesOf(doc: OpenApiDocument, media: MediaTypeObject): {label?: string; value: unknown}[] {
  if (media.example !== undefined) return [{value: media.example}];
  if (media.examples) {
    return Object.entries(media.examples).map(([key, example]) => {
      const resolved = resolveRef<ExampleObject>(doc, example);
      return {label: resolved.summary ?? key, value: resolved.value};
    });
  }
  const schemaExample = media.schema ? normaliseSchema(doc, media.schema).schema.example : undefined;
  return schemaExample === undefined ? [] : [{value: schemaExample}];
}

function exampleBlocks(doc: OpenApiDocument, contentType: string, media: MediaTypeObject): string[] {
  return examplesOf(doc, media).flatMap(({label, value}) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    const block = codeBlock(text, languageFor(contentType));
    return label ? [`Example: ${label}`, block] : ['Example:', block];
  });
}

function fieldsTable(rows: FieldRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  return markdownTable(
    ['Field', 'Type', 'Required', 'Default', 'Constraints', 'Description'],
    rows.map((row) => [
      inlineCode(row.name),
      row.type,
      row.required ? 'yes' : 'no',
      row.defaultValue === undefined ? '' : formatValue(row.defaultValue),
      row.constraints.join('; '),
      row.description,
    ]),
  );
}

/** Content types with their schema, its fields (unless `withFields` is off) and examples. */
function mediaBlocks(doc: OpenApiDocument, content: Record<string, MediaTypeObject> | undefined, linkFor: SchemaLinker, withFields = true): string[] {
  return Object.entries(content ?? {}).flatMap(([contentType, media]) => {
    const schemaLine = media.schema ? `Content type ${inlineCode(contentType)}: ${typeLabel(doc, media.schema, linkFor)}.` : `Content type ${inlineCode(contentType)}.`;
    const rows = media.schema && withFields ? fieldRows(doc, media.schema, linkFor) : [];
    return [schemaLine, fieldsTable(rows) ?? '', ...exampleBlocks(doc, contentType, media)];
  });
}

function securityText(doc: OpenApiDocument, requirements: Record<string, string[]>[] | undefined): string {
  const effective = requirements ?? doc.security ?? [];
  if (effective.length === 0) return 'none.';
  const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, {type?: string; scheme?: string; bearerFormat?: string; name?: string; in?: string}>;
  return `${effective
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => {
      const scheme = schemes[name] ? resolveRef<(typeof schemes)[string]>(doc, schemes[name]) : undefined;
      if (scheme?.type === 'http' && scheme.scheme === 'bearer') {
        return `bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''} in the header ${inlineCode('Authorization: Bearer {token}')}`;
      }
      if (scheme?.type === 'apiKey') return `API key in the ${scheme.in} ${inlineCode(scheme.name ?? name)}`;
      return inlineCode(name);
    })
    .join(' or ')}.`;
}

function serverText(doc: OpenApiDocument): string | undefined {
  const server = doc.servers?.[0];
  if (!server) return undefined;
  const variables = Object.entries(server.variables ?? {}).map(
    ([name, variable]) => `${inlineCode(name)}${variable.default ? ` defaults to ${inlineCode(variable.default)}` : ''}`,
  );
  return `${inlineCode(server.url)}${server.description ? ` (${server.description.trim().replace(/\.$/, '')})` : ''}${variables.length ? `; ${variables.join(', ')}` : ''}.`;
}

function parametersSection(doc: OpenApiDocument, parameters: ParameterObject[], linkFor: SchemaLinker): string {
  if (parameters.length === 0) return '## Parameters\n\nNone.';
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ? normaliseSchema(doc, parameter.schema).schema : {};
    const notes = [...constraintsOf(schema)];
    if (parameter.deprecated) notes.push('deprecated');
    if (schema.type === 'array' && parameter.explode !== false && parameter.in === 'query') notes.push('repeat the parameter for several values');
    if (parameter.example !== undefined) notes.push(`example ${formatValue(parameter.example)}`);
    return [
      inlineCode(parameter.name),
      parameter.in,
      parameter.schema ? typeLabel(doc, parameter.schema, linkFor) : 'string',
      parameter.required ? 'yes' : 'no',
      schema.default === undefined ? '' : formatValue(schema.default),
      notes.join('; '),
      parameter.description ?? '',
    ];
  });
  return `## Parameters\n\n${markdownTable(['Name', 'In', 'Type', 'Required', 'Default', 'Constraints', 'Description'], rows)}`;
}

function requestBodySection(doc: OpenApiDocument, operation: OperationObject, linkFor: SchemaLinker): string | undefined {
  if (!operation.requestBody) return undefined;
  const body = resolveRef<RequestBodyObject>(doc, operation.requestBody);
  return joinBlocks([
    '## Request body',
    body.required ? 'Required.' : 'Optional.',
    body.description,
    ...mediaBlocks(doc, body.content, linkFor),
  ]);
}

function callbacksSection(doc: OpenApiDocument, operation: OperationObject): string | undefined {
  const callbacks = Object.entries(operation.callbacks ?? {});
  if (callbacks.length === 0) return undefined;
  const blocks = callbacks.flatMap(([name, callback]) => {
    const expressions = resolveRef<Record<string, Record<string, OperationObject>>>(doc, callback);
    return Object.entries(expressions).flatMap(([expression, item]) =>
      HTTP_METHODS.filter((method) => item[method]).flatMap((method) => {
        const request = item[method];
        const answers = Object.entries(request.responses ?? {}).map(([status, response]) => {
          const resolved = resolveRef<ResponseObject>(doc, response);
          return `- ${statusTitle(status)}: ${(resolved.description ?? '').trim().replace(/\s*\n\s*/g, ' ')}`;
        });
        return [`### ${name}`, inlineCode(`${method.toUpperCase()} ${expression}`), request.description, answers.length ? `Your endpoint's answers:\n\n${answers.join('\n')}` : undefined];
      }),
    );
  });
  return joinBlocks(['## Callbacks', ...blocks]);
}

function responseBlocks(doc: OpenApiDocument, status: string, response: ResponseObject, linkFor: SchemaLinker, withFields: boolean): string[] {
  const headers = Object.entries(response.headers ?? {}).map(([name, header]) => {
    const resolved = resolveRef<HeaderObject>(doc, header);
    return `- ${inlineCode(name)}: ${(resolved.description ?? '').trim().replace(/\s*\n\s*/g, ' ')}`;
  });
  return [
    `### ${statusTitle(status)}`,
    response.description ?? '',
    headers.length ? `Headers:\n\n${headers.join('\n')}` : '',
    ...mediaBlocks(doc, response.content, linkFor, withFields),
  ];
}

/** Error codes named in a response's examples (`{"code": "400603", "name": "…"}` anywhere inside). */
export function errorCodesOf(doc: OpenApiDocument, response: ResponseObject): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.code === 'string' && typeof record.name === 'string') found.add(`${record.code} ${record.name}`);
      Object.values(record).forEach(walk);
    }
  };
  for (const media of Object.values(response.content ?? {})) examplesOf(doc, media).forEach((example) => walk(example.value));
  return [...found];
}

function responsesSections(doc: OpenApiDocument, operation: OperationObject, linkFor: SchemaLinker): string[] {
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => ({status, response: resolveRef<ResponseObject>(doc, response)}));
  const successes = responses.filter(({status}) => !isErrorStatus(status));
  const errors = responses.filter(({status}) => isErrorStatus(status));
  const successSection = successes.length ? joinBlocks(['## Responses', ...successes.flatMap(({status, response}) => responseBlocks(doc, status, response, linkFor, true))]) : undefined;
  const summary = markdownTable(
    ['Status', 'Meaning', 'Error codes in the examples'],
    errors.map(({status, response}) => [statusTitle(status), response.description ?? '', errorCodesOf(doc, response).map(inlineCode).join(', ')]),
  );
  // Error bodies share one linked schema; its fields would only repeat under every status.
  const errorSection = errors.length
    ? joinBlocks(['## Errors', summary, ...errors.flatMap(({status, response}) => responseBlocks(doc, status, response, linkFor, false))])
    : undefined;
  return [successSection ?? '', errorSection ?? ''];
}

/** The Markdown page of one operation. */
export function operationMarkdown(doc: OpenApiDocument, entry: OperationEntry, linkFor: SchemaLinker): string {
  const {operation} = entry;
  const title = operation.summary ?? operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`;
  const facts = [
    `- Server: ${serverText(doc) ?? 'not given.'}`,
    `- Authentication: ${securityText(doc, operation.security)}`,
    operation.operationId ? `- Operation id: ${inlineCode(operation.operationId)}` : undefined,
    operation.tags?.length ? `- Tags: ${operation.tags.join(', ')}` : undefined,
    operation.deprecated ? '- Deprecated: yes' : undefined,
  ].filter(Boolean);
  return joinBlocks([
    `# ${title}`,
    inlineCode(`${entry.method.toUpperCase()} ${entry.path}`),
    operation.description,
    facts.join('\n'),
    parametersSection(doc, operationParameters(doc, entry), linkFor),
    requestBodySection(doc, operation, linkFor),
    callbacksSection(doc, operation),
    ...responsesSections(doc, operation, linkFor),
  ]);
}

/** The Markdown page of one named schema (Models and Error Models). */
export function schemaMarkdown(doc: OpenApiDocument, name: string, linkFor: SchemaLinker): string {
  const declared = doc.components?.schemas?.[name] as SchemaObject | undefined;
  if (!declared) throw new Error(`The OpenAPI description has no schema named "${name}"`);
  const {schema} = normaliseSchema(doc, declared);
  const rows = fieldRows(doc, declared, linkFor);
  const constraints = constraintsOf(schema);
  return joinBlocks([
    `# ${name}`,
    schema.description,
    `Type: ${typeLabel(doc, declared, linkFor)}.`,
    constraints.length ? `Constraints: ${constraints.join('; ')}.` : undefined,
    schema.default !== undefined ? `Default: ${formatValue(schema.default)}.` : undefined,
    rows.length ? `## Fields\n\n${fieldsTable(rows)}` : undefined,
    schema.example !== undefined ? `## Example\n\n${codeBlock(JSON.stringify(schema.example, null, 2), 'json')}` : undefined,
  ]);
}

export type ApiIndexEntry = {title: string; url: string; line: string};

/** The overview page: the description, server, authentication, and every page of the reference. */
export function infoMarkdown(
  doc: OpenApiDocument,
  groups: {tag: string; description?: string; entries: ApiIndexEntry[]}[],
  downloadUrl: string,
): string {
  const info = doc.info ?? {};
  return joinBlocks([
    `# ${info.title ?? 'API reference'}`,
    info.version ? `Version ${info.version}.` : undefined,
    info.description,
    [
      `- Server: ${serverText(doc) ?? 'not given.'}`,
      `- Authentication: ${securityText(doc, undefined)}`,
      `- OpenAPI description: [openapi.yaml](${downloadUrl})`,
    ].join('\n'),
    ...groups.flatMap((group) => [
      `## ${group.tag}`,
      group.description,
      group.entries.map((entry) => `- [${entry.title}](${entry.url}): ${entry.line}`).join('\n'),
    ]),
  ]);
}
