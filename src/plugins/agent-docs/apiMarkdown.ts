// The API reference as Markdown, written from the API model: one page per operation, model and
// callback, and the overview. Each says what its HTML page says, in the page's words and order
// (src/plugins/api-reference/pages.ts): endpoint, parameters, request body and its fields, the
// request samples in every language, responses with the fields of their bodies, the response
// samples, errors with their codes, and callbacks.
import {ERROR_MODEL_SCHEMA, callbackExampleUrl, statusHeading} from '../api-reference/pages';
import {requestSamples} from '../api-reference/snippets';
import {exampleRequest} from '../../openapi';
import type {ApiModel, CallbackModel, ErrorCodeModel, NamedExample, OperationModel, ParameterModel, ResponseModel, SchemaModel} from '../../openapi';
import {descriptionMarkdown, factsOf, formatValue, inlineCode, schemaFieldsMarkdown, typeMarkdown, type SchemaLinker, type UrlResolver} from './apiSchema';
import {codeBlock, joinBlocks, markdownTable} from './markdownBlocks';

const statusTitle = statusHeading;

/** Where a page's links go: a model's page, and any site path made absolute. */
export type ApiLinks = {linkFor: SchemaLinker; absolute: UrlResolver};

/** The downloads the overview offers, as absolute URLs. */
export type ApiDownloads = {description: string; collection: string; environment: string};

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

function serverText(model: ApiModel): string | undefined {
  const server = model.servers[0];
  if (!server) return undefined;
  const variables = Object.entries(server.variables).map(([name, variable]) => `${inlineCode(name)} defaults to ${inlineCode(variable.default)}`);
  return `${inlineCode(server.url)}${server.description ? ` (${server.description.trim().replace(/\.$/, '')})` : ''}${variables.length ? `; ${variables.join(', ')}` : ''}.`;
}

const AUTHENTICATION = `bearer token in the header ${inlineCode('Authorization: Bearer {token}')}.`;
const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, ' ');

function parametersSection(parameters: ParameterModel[], links: ApiLinks): string {
  if (parameters.length === 0) return '## Parameters\n\nNone.';
  const rows = parameters.map((parameter) => {
    const details = factsOf({...parameter.schema, example: undefined});
    if (parameter.example !== undefined) details.push(`Example: ${formatValue(parameter.example)}`);
    if (parameter.deprecated) details.push('deprecated');
    if (parameter.schema.type === 'array' && parameter.in === 'query') details.push('repeat the parameter for several values');
    return [
      inlineCode(parameter.name),
      parameter.in,
      typeMarkdown(parameter.schema, links.linkFor),
      parameter.required ? 'required' : 'optional',
      details.join('; '),
      descriptionMarkdown(parameter.description, links.absolute),
    ];
  });
  return `## Parameters\n\n${markdownTable(['Name', 'In', 'Type', 'Required', 'Details', 'Description'], rows)}`;
}

function requestBodySection(operation: OperationModel, links: ApiLinks): string | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  const schema = body.schema ? `Schema: ${typeMarkdown(body.schema, links.linkFor)}, sent as ${inlineCode(body.contentType)}.` : `Sent as ${inlineCode(body.contentType)}.`;
  return joinBlocks([
    '## Request body',
    [body.required ? 'Required.' : 'Optional.', oneLine(descriptionMarkdown(body.description, links.absolute)), schema].filter(Boolean).join(' '),
    body.schema ? schemaFieldsMarkdown(body.schema, links.linkFor, links.absolute, body.schema['x-model-name']) : undefined,
    ...exampleBlocks(body.contentType, body.examples, body.example),
  ]);
}

/** The request in every language the page shows, each under its tab's label. */
function requestSampleSection(operation: OperationModel, model: ApiModel): string {
  const samples = requestSamples(exampleRequest(operation, model.servers[0]));
  return joinBlocks(['## Request sample', ...samples.flatMap((sample) => [`**${sample.label}**`, codeBlock(sample.code, sample.prism)])]);
}

function callbacksSection(operation: OperationModel, links: ApiLinks): string | undefined {
  if (operation.callbacks.length === 0) return undefined;
  const blocks = operation.callbacks.flatMap(({callback}) => [
    `### ${callback.summary}`,
    inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`),
    descriptionMarkdown(callback.description, links.absolute),
    `Your endpoint's answers:\n\n${callback.responses.map((response) => `- ${statusTitle(response.status)}: ${oneLine(response.description)}`).join('\n')}`,
    `Read the [${callback.summary.toLowerCase()} reference](${links.absolute(callback.permalink)}).`,
  ]);
  return joinBlocks(['## Callbacks', ...blocks]);
}

function successBlocks(response: ResponseModel, names: ReadonlyMap<string, string>, links: ApiLinks, errorListUrl: string): string[] {
  const failureCodes = response.errorCodes.map((code) => `[${inlineCode(code)} ${names.get(code)}](${errorListUrl}#${code})`);
  const contentType = response.contentType ? ` (${inlineCode(response.contentType)})` : '';
  const fields = response.schema ? schemaFieldsMarkdown(response.schema, links.linkFor, links.absolute, response.schema['x-model-name']) : '';
  const headers = response.headers.map((header) => `- ${inlineCode(header.name)}: ${oneLine(header.description ?? '')}`);
  return [
    `### ${statusTitle(response.status)}`,
    descriptionMarkdown(response.description, links.absolute),
    failureCodes.length ? `Failures in this answer carry ${failureCodes.length === 1 ? 'the code' : 'one of the codes'} ${failureCodes.join(', ')}.` : '',
    response.schema ? `Body: ${typeMarkdown(response.schema, links.linkFor)}${contentType}.` : '',
    fields ? `Fields of the ${response.status} body:\n\n${fields}` : '',
    headers.length ? `Headers:\n\n${headers.join('\n')}` : '',
  ];
}

/** What the page's response box shows: each documented answer's description and example, by status. */
function responseSamplesSection(operation: OperationModel, links: ApiLinks): string | undefined {
  const documented = operation.responses.filter((response) => response.example !== undefined || response.examples.length > 0);
  if (!documented.length) return undefined;
  const blocks = documented.flatMap((response) => [
    `**${response.status}**${response.contentType ? ` ${inlineCode(response.contentType)}` : ''}`,
    descriptionMarkdown(response.description, links.absolute),
    ...exampleBlocks(response.contentType ?? 'text/plain', response.examples, response.example),
  ]);
  return joinBlocks(['## Response samples', ...blocks]);
}

function errorsSection(operation: OperationModel, model: ApiModel, links: ApiLinks, errorListUrl: string): string | undefined {
  const errors = operation.responses.filter((response) => response.isError);
  if (!errors.length) return undefined;
  const names = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry.name]));
  const errorModel = links.linkFor(ERROR_MODEL_SCHEMA);
  const intro = `Every error answers with an ${errorModel ? `[${ERROR_MODEL_SCHEMA}](${errorModel})` : ERROR_MODEL_SCHEMA} body, whose ${inlineCode('errors[]')} carry one of the codes below (see the [error list](${errorListUrl})), and an ${inlineCode('X-Amzn-Trace-Id')} header.`;
  const table = markdownTable(
    ['Status', 'Meaning', 'Error codes'],
    errors.map((response) => [statusTitle(response.status), oneLine(descriptionMarkdown(response.description, links.absolute)), response.errorCodes.map((code) => `${inlineCode(code)} ${names.get(code)}`).join(', ')]),
  );
  return joinBlocks(['## Errors', intro, table]);
}

/** A release that changed an operation, with the address of its entry in the changelog. */
export type ChangedIn = {version: string; url: string};

/** The Markdown page of one operation. */
export function operationMarkdown(operation: OperationModel, model: ApiModel, links: ApiLinks, errorListUrl: string, changedIn: ChangedIn[] = []): string {
  const facts = [
    `- Server: ${serverText(model) ?? 'not given.'}`,
    `- Authentication: ${AUTHENTICATION}`,
    `- Operation id: ${inlineCode(operation.operationId)}`,
    `- Tag: ${operation.tag}`,
    operation.deprecated ? '- Deprecated: yes' : undefined,
    changedIn.length ? `- Changed in: ${changedIn.map((release) => `[${release.version}](${release.url})`).join(', ')}` : undefined,
  ].filter(Boolean);
  const successes = operation.responses.filter((response) => !response.isError);
  const codeNames = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry.name]));
  return joinBlocks([
    `# ${operation.summary}`,
    inlineCode(`${operation.method.toUpperCase()} ${operation.path}`),
    descriptionMarkdown(operation.description, links.absolute),
    facts.join('\n'),
    parametersSection(operation.parameters, links),
    requestBodySection(operation, links),
    requestSampleSection(operation, model),
    successes.length ? joinBlocks(['## Responses', ...successes.flatMap((response) => successBlocks(response, codeNames, links, errorListUrl))]) : undefined,
    responseSamplesSection(operation, links),
    errorsSection(operation, model, links, errorListUrl),
    callbacksSection(operation, links),
  ]);
}

/** Operations whose request or success response names the model directly. */
function modelUsage(schema: SchemaModel, model: ApiModel, links: ApiLinks): string[] {
  const named = (candidate: {'x-model-name'?: string; items?: {'x-model-name'?: string}} | undefined) =>
    candidate?.['x-model-name'] === schema.name || candidate?.items?.['x-model-name'] === schema.name;
  return model.operations.flatMap((operation) => {
    const uses = [named(operation.requestBody?.schema) ? 'request body' : undefined, ...operation.responses.filter((response) => named(response.schema)).map((response) => `${response.status} response`)].filter(Boolean);
    return uses.length ? [`- [${operation.summary}](${links.absolute(operation.permalink)}): ${uses.join(', ')}`] : [];
  });
}

/** The Markdown page of one model (Models and Error Models). */
export function schemaMarkdown(schema: SchemaModel, model: ApiModel, links: ApiLinks): string {
  const usedBy = modelUsage(schema, model, links);
  const fields = schemaFieldsMarkdown(schema.schema, links.linkFor, links.absolute, schema.name);
  const {'x-model-name': _ownName, ...anonymous} = schema.schema;
  const extendsList = schema.schema['x-extends'] ?? [];
  const extended = extendsList.map((name) => (links.linkFor(name) ? `[${name}](${links.linkFor(name)})` : name)).join(' and ');
  return joinBlocks([
    `# ${schema.name}`,
    descriptionMarkdown(schema.description, links.absolute),
    [`Type: ${typeMarkdown(anonymous, links.linkFor)}.`, ...factsOf({...schema.schema, example: undefined}).map((fact) => `${fact}.`)].join('\n'),
    extendsList.length ? `Extends ${extended} with the fields below.` : undefined,
    fields ? `## Fields\n\n${fields}` : undefined,
    usedBy.length ? `## Used by\n\n${usedBy.join('\n')}` : undefined,
    schema.example !== undefined ? `## Example\n\n${codeBlock(JSON.stringify(schema.example, null, 2), 'json')}` : undefined,
  ]);
}

/** The Markdown page of one callback. */
export function callbackMarkdown(callback: CallbackModel, model: ApiModel, links: ApiLinks): string {
  const senders = callback.usedBy.map((operationId) => model.operations.find((operation) => operation.operationId === operationId)!);
  const example = callbackExampleUrl(callback, senders, model);
  return joinBlocks([
    `# ${callback.summary}`,
    `Sent to: ${inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`)}`,
    descriptionMarkdown(callback.description, links.absolute),
    `## Sent by\n\n${senders.map((operation) => `- [${operation.summary}](${links.absolute(operation.permalink)}) (${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)})`).join('\n')}`,
    example ? `## Example request\n\nWhat your endpoint receives for the example \`callback\` of [${example.operation.summary}](${links.absolute(example.operation.permalink)}) once the job has completed:\n\n${codeBlock(`${callback.method.toUpperCase()} ${example.url}`, 'http')}` : undefined,
    `## Responses\n\n${callback.responses.map((response) => `### ${statusTitle(response.status)}\n\n${descriptionMarkdown(response.description, links.absolute)}`).join('\n\n')}`,
  ]);
}

/** The overview page: the description, the downloads, every operation by group, servers, callbacks and models. */
export function infoMarkdown(model: ApiModel, downloads: ApiDownloads, links: ApiLinks): string {
  const servers = model.servers.map(
    (server) =>
      `- ${inlineCode(server.url)}${server.description ? `: ${oneLine(server.description)}` : ''}${Object.entries(server.variables)
        .map(([name, variable]) => ` (${inlineCode(name)} defaults to ${inlineCode(variable.default)})`)
        .join('')}`,
  );
  const operations = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.operations);
    const rows = list.map((operation) => [operation.method.toUpperCase(), inlineCode(operation.path), `[${operation.summary}](${links.absolute(operation.permalink)})${operation.isAsync ? ' async' : ''}`]);
    return list.length ? [`### ${group.name}`, markdownTable(['Method', 'Path', 'Operation'], rows)] : [];
  });
  const models = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.schemas);
    return list.length ? [`- **${group.name}:** ${list.map((schema) => `[${schema.name}](${links.absolute(schema.permalink)})`).join(', ')}`] : [];
  });
  const callbacks = model.callbacks.map((callback) => `- [${callback.summary}](${links.absolute(callback.permalink)}): sent by ${callback.usedBy.length} asynchronous operations when their job ends.`);
  return joinBlocks([
    `# ${model.info.title}`,
    `Version ${model.info.version}.`,
    descriptionMarkdown(model.info.description, links.absolute),
    [`- Authentication: ${AUTHENTICATION}`, `- [Download the OpenAPI description (openapi.yaml)](${downloads.description})`, `- [Postman collection](${downloads.collection})`, `- [Postman environment](${downloads.environment})`].join('\n'),
    '## Operations',
    ...operations,
    `## Servers\n\n${servers.join('\n')}`,
    `## Callbacks\n\n${callbacks.join('\n')}`,
    `## Models\n\n${models.join('\n')}`,
  ]);
}


/** The sentence the error list adds to a code whose fix is to contact support; '' for the others. */
export function supportMarkdown(entry: ErrorCodeModel, supportEmail: string): string {
  return entry.supportSubject ? ` Support: [${supportEmail}](mailto:${supportEmail}?subject=${encodeURIComponent(entry.supportSubject)}).` : '';
}

/**
 * The error catalogue as the error list's table shows it: one row per code with its name, HTTP
 * status, meaning and what to do, and the support address where the fix is to contact support.
 */
export function errorCatalogueMarkdown(model: ApiModel, links: ApiLinks, supportEmail: string): string {
  const rows = model.errorCatalogue.codes.map((entry) => [
    `${inlineCode(entry.code)} ${entry.name}`,
    String(entry.status),
    oneLine(descriptionMarkdown(entry.meaning, links.absolute)),
    `${oneLine(descriptionMarkdown(entry.action, links.absolute))}${supportMarkdown(entry, supportEmail)}`,
  ]);
  return `${markdownTable(['Code', 'HTTP', 'Meaning', 'What to do'], rows)}\n`;
}
