// The API reference as Markdown, written from the API model: one page per operation (method,
// path, authentication, parameters, request body, callbacks, responses, errors), one per model,
// callback and webhook, and the overview. It says what the HTML pages say, in the same words where
// they share a rule (src/plugins/api-reference/sections.ts).
import {callbackExampleUrl} from '../api-reference/eventPages';
import {examplesOf, requirementSentence, schemeSentence, statusHeading} from '../api-reference/sections';
import {bodyKindOf, type ApiModel, type BodyModel, type CallbackModel, type MediaModel, type OperationModel, type ParameterModel, type ResponseModel, type SchemaModel, type SecurityRequirementModel, type WebhookModel} from '../../openapi';
import {constraintsOf, enumMeanings, fieldRows, formatValue, inlineCode, typeLabel, type FieldRow, type SchemaLinker} from './apiSchema';
import {codeBlock, joinBlocks, markdownTable} from './markdownBlocks';

const statusTitle = statusHeading;
const oneLine = (text: string | undefined) => (text ?? '').trim().replace(/\s*\n\s*/g, ' ');

/** Every example of a body or response, each under its name (and media type, when there are several). */
function exampleBlocks(media: MediaModel[]): string[] {
  return examplesOf(media).flatMap((example) => {
    const name = example.label === example.contentType && media.length === 1 ? '' : example.label;
    const generated = media.length === 1 && media[0].exampleIsGenerated ? ' (made from the schema)' : '';
    return [`${name ? `Example: ${name}` : 'Example:'}${generated}`, ...(example.description ? [example.description] : []), codeBlock(example.code, example.language)];
  });
}

function fieldsTable(rows: FieldRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  return markdownTable(
    ['Field', 'Type', 'Required', 'Default', 'Constraints', 'Description'],
    rows.map((row) => [inlineCode(row.name), row.type, row.required ? 'yes' : 'no', row.defaultValue === undefined ? '' : formatValue(row.defaultValue), row.constraints.join('; '), row.description]),
  );
}

function serverText(servers: ApiModel['servers']): string | undefined {
  const server = servers[0];
  if (!server) return undefined;
  const variables = Object.entries(server.variables).map(([name, variable]) => `${inlineCode(name)} defaults to ${inlineCode(variable.default)}`);
  const others = servers.slice(1).map((other) => inlineCode(other.defaultUrl));
  return `${inlineCode(server.url)}${server.description ? ` (${server.description.trim().replace(/\.$/, '')})` : ''}${variables.length ? `; ${variables.join(', ')}` : ''}${others.length ? `; also ${others.join(', ')}` : ''}.`;
}

/** How to authenticate a call, in the words of the HTML page. */
function authenticationText(security: SecurityRequirementModel[], model: ApiModel): string {
  if (!security.length) return 'none: this call needs no credentials.';
  const sentences = security.map((requirement) => requirementSentence(requirement, model.securitySchemes));
  return sentences.length === 1 ? sentences[0] : `any one of these. ${sentences.map((sentence, index) => `(${index + 1}) ${sentence}`).join(' ')}`;
}

/** How a parameter's value is written, when that is not just the value. */
function serialisation(parameter: ParameterModel): string | undefined {
  if (parameter.contentType) return `sent as ${inlineCode(parameter.contentType)}`;
  const isObject = parameter.schema.type === 'object' || Boolean(parameter.schema.properties);
  if (parameter.in === 'query' && parameter.schema.type === 'array') return parameter.explode === false ? 'several values joined by commas' : 'repeat the parameter for several values';
  if (parameter.in === 'query' && isObject) return parameter.style === 'deepObject' ? `each field as ${inlineCode(`${parameter.name}[field]=value`)}` : `each field as ${inlineCode('field=value')}`;
  return undefined;
}

function parametersSection(parameters: ParameterModel[], linkFor: SchemaLinker): string {
  if (parameters.length === 0) return '## Parameters\n\nNone.';
  const rows = parameters.map((parameter) => {
    const notes = [...constraintsOf(parameter.schema).filter((note) => !note.startsWith('example '))];
    if (parameter.deprecated) notes.push('deprecated');
    const how = serialisation(parameter);
    if (how) notes.push(how);
    if (parameter.example !== undefined) notes.push(`example ${formatValue(parameter.example)}`);
    if (parameter.examples.length > 1) notes.push(`examples ${parameter.examples.map((example) => formatValue(example.value)).join(', ')}`);
    const fields = parameter.schema.properties ? ` Fields: ${Object.keys(parameter.schema.properties).map(inlineCode).join(', ')}.` : '';
    const meanings = enumMeanings(parameter.schema);
    return [
      inlineCode(parameter.name),
      parameter.in,
      typeLabel(parameter.schema, linkFor),
      parameter.required ? 'yes' : 'no',
      parameter.schema.default === undefined ? '' : formatValue(parameter.schema.default),
      notes.join('; '),
      `${oneLine(parameter.description)}${meanings ? `${parameter.description ? ' ' : ''}Values: ${meanings}.` : ''}${fields}`.trim(),
    ];
  });
  return `## Parameters\n\n${markdownTable(['Name', 'In', 'Type', 'Required', 'Default', 'Constraints', 'Description'], rows)}`;
}

/** The media types of a body or response and the type each carries. */
function mediaText(media: MediaModel[], linkFor: SchemaLinker): string | undefined {
  if (!media.length) return undefined;
  return media
    .map((entry) => {
      const type = entry.itemSchema ? `a stream of ${typeLabel(entry.itemSchema, linkFor)} items` : entry.schema ? typeLabel(entry.schema, linkFor) : undefined;
      return `Content type ${inlineCode(entry.contentType)}${type ? `: ${type}` : ''}.`;
    })
    .join(' ');
}

const KIND_NOTES = {form: 'Sent as a URL-encoded form: each field is a form field.', multipart: 'Sent as multipart form data: each field is a part; a binary field is a file.'} as const;

function bodySection(body: BodyModel | undefined, linkFor: SchemaLinker, title: string): string | undefined {
  if (!body) return undefined;
  const kind = bodyKindOf(body.contentType);
  const schema = body.schema ?? body.media[0]?.itemSchema;
  return joinBlocks([
    `## ${title}`,
    body.required ? 'Required.' : 'Optional.',
    body.description,
    mediaText(body.media, linkFor),
    kind === 'form' || kind === 'multipart' ? KIND_NOTES[kind] : undefined,
    schema ? fieldsTable(fieldRows(schema, linkFor)) : undefined,
    ...exampleBlocks(body.media),
  ]);
}

function callbackAnswers(callback: CallbackModel): string {
  return callback.responses.map((response) => `- ${statusTitle(response.status)}: ${oneLine(response.description)}`).join('\n');
}

function callbacksSection(operation: OperationModel, absolute: (permalink: string) => string): string | undefined {
  if (operation.callbacks.length === 0) return undefined;
  const blocks = operation.callbacks.flatMap(({callback}) => [
    `### ${callback.summary}`,
    inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`),
    callback.description,
    callback.requestBody?.schema ? `It sends ${typeLabel(callback.requestBody.schema, () => undefined)} as ${inlineCode(callback.requestBody.contentType)}.` : undefined,
    `Your endpoint's answers:\n\n${callbackAnswers(callback)}`,
    `See [${callback.summary}](${absolute(callback.permalink)}).`,
  ]);
  return joinBlocks(['## Callbacks', ...blocks]);
}

function linksText(response: ResponseModel, model: ApiModel, absolute: (permalink: string) => string): string {
  if (!response.links.length) return '';
  const items = response.links.map((link) => {
    const target = model.operations.find((operation) => operation.operationId === link.operationId);
    const to = target ? `[${target.summary}](${absolute(target.permalink)}) (${inlineCode(`${target.method.toUpperCase()} ${target.path}`)})` : inlineCode(link.operationRef ?? link.operationId ?? '');
    const values = Object.entries(link.parameters).map(([name, value]) => `${inlineCode(name)} = ${formatValue(value)}`);
    return `- ${link.name}: ${to}${values.length ? ` with ${values.join(', ')}` : ''}.${link.description ? ` ${oneLine(link.description)}` : ''}`;
  });
  return `Links, what to call next with this answer:\n\n${items.join('\n')}`;
}

function responseBlocks(response: ResponseModel, model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string, withFields: boolean): string[] {
  const headers = response.headers.map((header) => `- ${inlineCode(header.name)}${header.schema ? ` (${typeLabel(header.schema, linkFor)}${header.required ? ', always sent' : ''})` : ''}: ${oneLine(header.description)}`);
  const schema = response.schema ?? response.media[0]?.itemSchema;
  return [
    `### ${statusTitle(response.status)}`,
    response.description,
    headers.length ? `Headers:\n\n${headers.join('\n')}` : '',
    schema ? (mediaText(response.media, linkFor) ?? '') : '',
    linksText(response, model, absolute),
    withFields && schema ? (fieldsTable(fieldRows(schema, linkFor)) ?? '') : '',
    ...exampleBlocks(response.media),
  ];
}

function responsesSections(responses: ResponseModel[], model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string, title = 'Responses'): string[] {
  const names = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry.name]));
  const successes = responses.filter((response) => !response.isError);
  const errors = responses.filter((response) => response.isError);
  const successSection = successes.length ? joinBlocks([`## ${title}`, ...successes.flatMap((response) => responseBlocks(response, model, linkFor, absolute, true))]) : undefined;
  const summary = markdownTable(
    ['Status', 'Meaning', 'Error codes'],
    errors.map((response) => [statusTitle(response.status), oneLine(response.description), response.errorCodes.map((code) => inlineCode(`${code} ${names.get(code)}`)).join(', ')]),
  );
  // Error bodies usually share one linked schema; its fields would only repeat under every status.
  const shared = new Set(errors.map((response) => response.schema?.['x-model-name'])).size === 1 && errors[0]?.schema?.['x-model-name'] !== undefined;
  const errorSection = errors.length ? joinBlocks(['## Errors', summary, ...errors.flatMap((response) => responseBlocks(response, model, linkFor, absolute, !shared))]) : undefined;
  return [successSection ?? '', errorSection ?? ''];
}

/** The Markdown page of one operation. */
/** A release that changed an operation, with the address of its entry in the changelog. */
export type ChangedIn = {version: string; url: string};

export function operationMarkdown(operation: OperationModel, model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string, changedIn: ChangedIn[] = []): string {
  const facts = [
    `- Server: ${serverText(operation.servers ?? model.servers) ?? 'not given.'}`,
    `- Authentication: ${authenticationText(operation.security, model)}`,
    `- Operation id: ${inlineCode(operation.operationId)}`,
    operation.tag ? `- Tag: ${operation.tag}` : undefined,
    operation.deprecated ? '- Deprecated: yes' : undefined,
    changedIn.length ? `- Changed in: ${changedIn.map((release) => `[${release.version}](${release.url})`).join(', ')}` : undefined,
  ].filter(Boolean);
  return joinBlocks([
    `# ${operation.summary}`,
    inlineCode(`${operation.method.toUpperCase()} ${operation.path}`),
    operation.description,
    facts.join('\n'),
    parametersSection(operation.parameters, linkFor),
    bodySection(operation.requestBody, linkFor, 'Request body'),
    callbacksSection(operation, absolute),
    ...responsesSections(operation.responses, model, linkFor, absolute),
  ]);
}

/** Operations, callbacks and webhooks whose request or success response names the model directly. */
function modelUsage(schema: SchemaModel, model: ApiModel, absolute: (permalink: string) => string): string[] {
  const named = (candidate: {'x-model-name'?: string; items?: {'x-model-name'?: string}} | undefined) =>
    candidate?.['x-model-name'] === schema.name || candidate?.items?.['x-model-name'] === schema.name;
  return [...model.operations, ...model.callbacks, ...model.webhooks].flatMap((entry) => {
    const uses = [named(entry.requestBody?.schema) ? 'request body' : undefined, ...entry.responses.filter((response) => named(response.schema)).map((response) => `${response.status} response`)].filter(Boolean);
    return uses.length ? [`- [${entry.summary}](${absolute(entry.permalink)}): ${uses.join(', ')}`] : [];
  });
}

/** The Markdown page of one model. */
export function schemaMarkdown(schema: SchemaModel, model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string): string {
  const usedBy = modelUsage(schema, model, absolute);
  const rows = fieldRows(schema.schema, linkFor);
  const constraints = constraintsOf(schema.schema).filter((note) => !note.startsWith('example '));
  const meanings = enumMeanings(schema.schema);
  const {'x-model-name': _ownName, ...anonymous} = schema.schema;
  const extended = schema.schema['x-extends']?.length ? `Extends ${schema.schema['x-extends'].map((name) => (linkFor(name) ? `[${name}](${linkFor(name)})` : name)).join(' and ')}.` : undefined;
  const discriminator = schema.schema.discriminator?.propertyName;
  const subtypes = schema.subtypes?.length
    ? `Extended by${discriminator ? ` (its ${inlineCode(discriminator)} says which)` : ''}:\n\n${schema.subtypes.map((subtype) => `- ${linkFor(subtype.name) ? `[${subtype.name}](${linkFor(subtype.name)})` : subtype.name}${discriminator && subtype.value !== undefined ? `: ${inlineCode(subtype.value)}` : ''}`).join('\n')}`
    : undefined;
  return joinBlocks([
    `# ${schema.name}`,
    schema.description,
    `Type: ${typeLabel(anonymous, linkFor)}.`,
    constraints.length ? `Constraints: ${constraints.join('; ')}.` : undefined,
    meanings ? `Values: ${meanings}.` : undefined,
    schema.schema.default !== undefined ? `Default: ${formatValue(schema.schema.default)}.` : undefined,
    extended,
    subtypes,
    rows.length ? `## Fields\n\n${fieldsTable(rows)}` : undefined,
    usedBy.length ? `## Used by\n\n${usedBy.join('\n')}` : undefined,
    schema.example !== undefined ? `## Example\n\n${codeBlock(typeof schema.example === 'string' ? schema.example : JSON.stringify(schema.example, null, 2), typeof schema.example === 'string' ? 'text' : 'json')}` : undefined,
  ]);
}

/** The Markdown page of one callback. */
export function callbackMarkdown(callback: CallbackModel, model: ApiModel, absolute: (permalink: string) => string, linkFor: SchemaLinker = () => undefined): string {
  const senders = callback.usedBy.map((operationId) => model.operations.find((operation) => operation.operationId === operationId)!);
  const example = callbackExampleUrl(callback, senders, model);
  return joinBlocks([
    `# ${callback.summary}`,
    inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`),
    callback.deprecated ? 'Deprecated.' : undefined,
    callback.description,
    `## Sent by\n\n${senders.map((operation) => `- [${operation.summary}](${absolute(operation.permalink)}) (${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)})`).join('\n')}`,
    example ? `## Example request\n\nWhat your endpoint receives for the example \`callback\` of [${example.operation.summary}](${absolute(example.operation.permalink)}) once the job has completed:\n\n${codeBlock(`${callback.method.toUpperCase()} ${example.url}`, 'http')}` : undefined,
    callback.parameters.length ? parametersSection(callback.parameters, linkFor) : undefined,
    bodySection(callback.requestBody, linkFor, 'Payload'),
    ...responsesSections(callback.responses, model, linkFor, absolute, 'Responses'),
  ]);
}

/** The Markdown page of one webhook. */
export function webhookMarkdown(webhook: WebhookModel, model: ApiModel, linkFor: SchemaLinker, absolute: (permalink: string) => string): string {
  return joinBlocks([
    `# ${webhook.summary}`,
    inlineCode(`${webhook.method.toUpperCase()} {your ${webhook.name} endpoint}`),
    webhook.deprecated ? 'Deprecated.' : undefined,
    webhook.description,
    'A webhook: the API sends this request to the endpoint you register for it, whenever the event happens.',
    webhook.security.length ? `The API authenticates with: ${authenticationText(webhook.security, model)}` : undefined,
    webhook.parameters.length ? parametersSection(webhook.parameters, linkFor) : undefined,
    bodySection(webhook.requestBody, linkFor, 'Payload'),
    ...responsesSections(webhook.responses, model, linkFor, absolute, 'What your endpoint answers'),
  ]);
}

/** The overview page: the description, servers, authentication, every operation by group, webhooks, callbacks and models. */
export function infoMarkdown(model: ApiModel, downloadUrl: string | undefined, absolute: (permalink: string) => string): string {
  const servers = model.servers.map(
    (server) =>
      `- ${inlineCode(server.url)}${server.description ? `: ${server.description.trim()}` : ''}${Object.entries(server.variables)
        .map(([name, variable]) => ` (${inlineCode(name)} defaults to ${inlineCode(variable.default)}${variable.enum?.length ? `, one of ${variable.enum.map(inlineCode).join(', ')}` : ''})`)
        .join('')}`,
  );
  const operations = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.operations);
    return list.length ? [`### ${group.name}`, list.map((operation) => `- [${operation.summary}](${absolute(operation.permalink)}): ${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)}${operation.deprecated ? ' (deprecated)' : ''}`).join('\n')] : [];
  });
  const models = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.schemas);
    return list.length ? [`- **${group.name}:** ${list.map((schema) => `[${schema.name}](${absolute(schema.permalink)})`).join(', ')}`] : [];
  });
  const schemes = model.securitySchemes.map((scheme) => {
    const scopes = [...new Map(scheme.flows.flatMap((flow) => Object.entries(flow.scopes))).entries()].map(([scope, meaning]) => `${inlineCode(scope)} (${oneLine(meaning)})`);
    // A heading per scheme, as the overview page has, so the copy carries every heading of its page.
    return `### ${scheme.key}\n\n${schemeSentence(scheme)}${scheme.description ? ` ${oneLine(scheme.description)}` : ''}${scopes.length ? ` Scopes: ${scopes.join(', ')}.` : ''}`;
  });
  return joinBlocks([
    `# ${model.info.title}`,
    `Version ${model.info.version}.`,
    model.info.description,
    [`- Authentication: ${model.security.length ? authenticationText(model.security, model) : 'see each operation.'}`, downloadUrl ? `- OpenAPI description: [openapi.yaml](${downloadUrl})` : ''].filter(Boolean).join('\n'),
    operations.length ? '## Operations' : undefined,
    ...operations,
    model.webhooks.length ? `## Webhooks\n\n${model.webhooks.map((webhook) => `- [${webhook.summary}](${absolute(webhook.permalink)}): ${inlineCode(webhook.method.toUpperCase())} to the endpoint you register`).join('\n')}` : undefined,
    schemes.length ? `## Authentication\n\n${schemes.join('\n\n')}` : undefined,
    servers.length ? `## Servers\n\n${servers.join('\n')}` : undefined,
    model.callbacks.length ? `## Callbacks\n\n${model.callbacks.map((callback) => `- [${callback.summary}](${absolute(callback.permalink)})`).join('\n')}` : undefined,
    models.length ? `## Models\n\n${models.join('\n')}` : undefined,
  ]);
}
