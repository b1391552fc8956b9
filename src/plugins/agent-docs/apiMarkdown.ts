// The API reference as Markdown, written from the API model: one page per operation (method,
// path, parameters, request body, callbacks, responses, errors), one per model and callback, and
// the overview.
import {callbackExampleUrl, statusHeading} from '../api-reference/pages';
import type {ApiModel, CallbackModel, NamedExample, OperationModel, ParameterModel, ResponseModel, SchemaModel} from '../../openapi';
import {constraintsOf, fieldRows, formatValue, inlineCode, typeLabel, type FieldRow, type SchemaLinker} from './apiSchema';
import {codeBlock, joinBlocks, markdownTable} from './markdownBlocks';

const statusTitle = statusHeading;

function languageFor(contentType: string): string {
  if (contentType.includes('json')) return 'json';
  if (contentType.includes('csv')) return 'csv';
  if (contentType.includes('yaml')) return 'yaml';
  return 'text';
}

function exampleBlocks(contentType: string, examples: NamedExample[], fallback: unknown): string[] {
  const list = examples.length ? examples : fallback === undefined ? [] : [{key: 'default', value: fallback}];
  return list.flatMap(({key, summary, value}) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    const label = summary ?? (key === 'default' ? undefined : key);
    return [label ? `Example: ${label}` : 'Example:', codeBlock(text, languageFor(contentType))];
  });
}

function fieldsTable(rows: FieldRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  return markdownTable(
    ['Field', 'Type', 'Required', 'Default', 'Constraints', 'Description'],
    rows.map((row) => [inlineCode(row.name), row.type, row.required ? 'yes' : 'no', row.defaultValue === undefined ? '' : formatValue(row.defaultValue), row.constraints.join('; '), row.description]),
  );
}

function serverText(model: ApiModel): string | undefined {
  const server = model.servers[0];
  if (!server) return undefined;
  const variables = Object.entries(server.variables).map(([name, variable]) => `${inlineCode(name)} defaults to ${inlineCode(variable.default)}`);
  return `${inlineCode(server.url)}${server.description ? ` (${server.description.trim().replace(/\.$/, '')})` : ''}${variables.length ? `; ${variables.join(', ')}` : ''}.`;
}

const AUTHENTICATION = `bearer token in the header ${inlineCode('Authorization: Bearer {token}')}.`;

function parametersSection(parameters: ParameterModel[], linkFor: SchemaLinker): string {
  if (parameters.length === 0) return '## Parameters\n\nNone.';
  const rows = parameters.map((parameter) => {
    const notes = [...constraintsOf(parameter.schema)];
    if (parameter.deprecated) notes.push('deprecated');
    if (parameter.schema.type === 'array' && parameter.in === 'query') notes.push('repeat the parameter for several values');
    if (parameter.example !== undefined) notes.push(`example ${formatValue(parameter.example)}`);
    return [
      inlineCode(parameter.name),
      parameter.in,
      typeLabel(parameter.schema, linkFor),
      parameter.required ? 'yes' : 'no',
      parameter.schema.default === undefined ? '' : formatValue(parameter.schema.default),
      notes.join('; '),
      parameter.description ?? '',
    ];
  });
  return `## Parameters\n\n${markdownTable(['Name', 'In', 'Type', 'Required', 'Default', 'Constraints', 'Description'], rows)}`;
}

function requestBodySection(operation: OperationModel, linkFor: SchemaLinker): string | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  return joinBlocks([
    '## Request body',
    body.required ? 'Required.' : 'Optional.',
    body.description,
    body.schema ? `Content type ${inlineCode(body.contentType)}: ${typeLabel(body.schema, linkFor)}.` : `Content type ${inlineCode(body.contentType)}.`,
    body.schema ? fieldsTable(fieldRows(body.schema, linkFor)) : undefined,
    ...exampleBlocks(body.contentType, body.examples, body.example),
  ]);
}

function callbackAnswers(callback: CallbackModel): string {
  return callback.responses.map((response) => `- ${statusTitle(response.status)}: ${response.description.trim().replace(/\s*\n\s*/g, ' ')}`).join('\n');
}

function callbacksSection(operation: OperationModel, absolute: (permalink: string) => string): string | undefined {
  if (operation.callbacks.length === 0) return undefined;
  const blocks = operation.callbacks.flatMap(({callback}) => [
    `### ${callback.summary}`,
    inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`),
    callback.description,
    `Your endpoint's answers:\n\n${callbackAnswers(callback)}`,
    `See [${callback.summary}](${absolute(callback.permalink)}).`,
  ]);
  return joinBlocks(['## Callbacks', ...blocks]);
}

function responseBlocks(response: ResponseModel, linkFor: SchemaLinker, withFields: boolean): string[] {
  const headers = response.headers.map((header) => `- ${inlineCode(header.name)}: ${(header.description ?? '').trim().replace(/\s*\n\s*/g, ' ')}`);
  const contentType = response.contentType;
  return [
    `### ${statusTitle(response.status)}`,
    response.description,
    headers.length ? `Headers:\n\n${headers.join('\n')}` : '',
    contentType && response.schema ? `Content type ${inlineCode(contentType)}: ${typeLabel(response.schema, linkFor)}.` : '',
    withFields && response.schema ? (fieldsTable(fieldRows(response.schema, linkFor)) ?? '') : '',
    ...(contentType ? exampleBlocks(contentType, response.examples, response.example) : []),
  ];
}

function responsesSections(operation: OperationModel, model: ApiModel, linkFor: SchemaLinker): string[] {
  const names = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry.name]));
  const successes = operation.responses.filter((response) => !response.isError);
  const errors = operation.responses.filter((response) => response.isError);
  const successSection = successes.length ? joinBlocks(['## Responses', ...successes.flatMap((response) => responseBlocks(response, linkFor, true))]) : undefined;
  const summary = markdownTable(
    ['Status', 'Meaning', 'Error codes'],
    errors.map((response) => [statusTitle(response.status), response.description, response.errorCodes.map((code) => inlineCode(`${code} ${names.get(code)}`)).join(', ')]),
  );
  // Error bodies share one linked schema; its fields would only repeat under every status.
  const errorSection = errors.length ? joinBlocks(['## Errors', summary, ...errors.flatMap((response) => responseBlocks(response, linkFor, false))]) : undefined;
  return [successSection ?? '', errorSection ?? ''];
}

/** The Markdown page of one operation. */
/** A release that changed an operation, with the address of its entry in the changelog. */
export type ChangedIn = {version: string; url: string};

export function operationMarkdown(operation: OperationModel, model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string, changedIn: ChangedIn[] = []): string {
  const facts = [
    `- Server: ${serverText(model) ?? 'not given.'}`,
    `- Authentication: ${AUTHENTICATION}`,
    `- Operation id: ${inlineCode(operation.operationId)}`,
    `- Tag: ${operation.tag}`,
    operation.deprecated ? '- Deprecated: yes' : undefined,
    changedIn.length ? `- Changed in: ${changedIn.map((release) => `[${release.version}](${release.url})`).join(', ')}` : undefined,
  ].filter(Boolean);
  return joinBlocks([
    `# ${operation.summary}`,
    inlineCode(`${operation.method.toUpperCase()} ${operation.path}`),
    operation.description,
    facts.join('\n'),
    parametersSection(operation.parameters, linkFor),
    requestBodySection(operation, linkFor),
    callbacksSection(operation, absolute),
    ...responsesSections(operation, model, linkFor),
  ]);
}

/** Operations whose request or success response names the model directly. */
function modelUsage(schema: SchemaModel, model: ApiModel, absolute: (permalink: string) => string): string[] {
  const named = (candidate: {'x-model-name'?: string; items?: {'x-model-name'?: string}} | undefined) =>
    candidate?.['x-model-name'] === schema.name || candidate?.items?.['x-model-name'] === schema.name;
  return model.operations.flatMap((operation) => {
    const uses = [named(operation.requestBody?.schema) ? 'request body' : undefined, ...operation.responses.filter((response) => named(response.schema)).map((response) => `${response.status} response`)].filter(Boolean);
    return uses.length ? [`- [${operation.summary}](${absolute(operation.permalink)}): ${uses.join(', ')}`] : [];
  });
}

/** The Markdown page of one model (Models and Error Models). */
export function schemaMarkdown(schema: SchemaModel, model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string): string {
  const usedBy = modelUsage(schema, model, absolute);
  const rows = fieldRows(schema.schema, linkFor);
  const constraints = constraintsOf(schema.schema);
  const {'x-model-name': _ownName, ...anonymous} = schema.schema;
  return joinBlocks([
    `# ${schema.name}`,
    schema.description,
    `Type: ${typeLabel(anonymous, linkFor)}.`,
    constraints.length ? `Constraints: ${constraints.join('; ')}.` : undefined,
    schema.schema.default !== undefined ? `Default: ${formatValue(schema.schema.default)}.` : undefined,
    rows.length ? `## Fields\n\n${fieldsTable(rows)}` : undefined,
    usedBy.length ? `## Used by\n\n${usedBy.join('\n')}` : undefined,
    schema.example !== undefined ? `## Example\n\n${codeBlock(JSON.stringify(schema.example, null, 2), 'json')}` : undefined,
  ]);
}

/** The Markdown page of one callback. */
export function callbackMarkdown(callback: CallbackModel, model: ApiModel, absolute: (permalink: string) => string): string {
  const senders = callback.usedBy.map((operationId) => model.operations.find((operation) => operation.operationId === operationId)!);
  const example = callbackExampleUrl(callback, senders, model);
  return joinBlocks([
    `# ${callback.summary}`,
    inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`),
    callback.description,
    `## Sent by\n\n${senders.map((operation) => `- [${operation.summary}](${absolute(operation.permalink)}) (${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)})`).join('\n')}`,
    example ? `## Example request\n\nWhat your endpoint receives for the example \`callback\` of [${example.operation.summary}](${absolute(example.operation.permalink)}) once the job has completed:\n\n${codeBlock(`${callback.method.toUpperCase()} ${example.url}`, 'http')}` : undefined,
    `## Responses\n\n${callback.responses.map((response) => `### ${statusTitle(response.status)}\n\n${response.description.trim()}`).join('\n\n')}`,
  ]);
}

/** The overview page: the description, servers, authentication, every operation by group, callbacks and models. */
export function infoMarkdown(model: ApiModel, downloadUrl: string, absolute: (permalink: string) => string): string {
  const servers = model.servers.map(
    (server) =>
      `- ${inlineCode(server.url)}${server.description ? `: ${server.description.trim()}` : ''}${Object.entries(server.variables)
        .map(([name, variable]) => ` (${inlineCode(name)} defaults to ${inlineCode(variable.default)})`)
        .join('')}`,
  );
  const operations = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.operations);
    return list.length ? [`### ${group.name}`, list.map((operation) => `- [${operation.summary}](${absolute(operation.permalink)}): ${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)}`).join('\n')] : [];
  });
  const models = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.schemas);
    return list.length ? [`- **${group.name}:** ${list.map((schema) => `[${schema.name}](${absolute(schema.permalink)})`).join(', ')}`] : [];
  });
  return joinBlocks([
    `# ${model.info.title}`,
    `Version ${model.info.version}.`,
    model.info.description,
    [`- Authentication: ${AUTHENTICATION}`, `- OpenAPI description: [openapi.yaml](${downloadUrl})`].join('\n'),
    '## Operations',
    ...operations,
    `## Servers\n\n${servers.join('\n')}`,
    `## Callbacks\n\n${model.callbacks.map((callback) => `- [${callback.summary}](${absolute(callback.permalink)})`).join('\n')}`,
    `## Models\n\n${models.join('\n')}`,
  ]);
}
