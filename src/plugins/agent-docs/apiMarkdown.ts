// The API reference as Markdown, written from the API model: one page per operation, model,
// callback and webhook, and the overview. Each says what its HTML page says, in the page's words and
// order (src/plugins/api-reference/pages.ts, sections.ts, eventPages.ts), reusing the page's
// sentences where the two share a rule: endpoint, how to authenticate, parameters, request body and
// its fields, the request samples in every language, responses with their headers, links and the
// fields of their bodies, the response samples, errors with their codes, and callbacks.
import {callbackExampleUrl} from '../api-reference/eventPages';
import {
  KIND_NOTES,
  authenticationSection,
  commonErrorModel,
  deprecatedSentence,
  errorIntro,
  examplesOf,
  failureCodesMdx,
  headersMdx,
  linksMdx,
  mediaLine,
  parameterExamplesSentence,
  parameterHasFields,
  requirementSentence,
  serialisationNote,
  showsErrorBody,
  statusHeading,
} from '../api-reference/sections';
import type {SchemaLinks} from '../api-reference/schemaMdx';
import {sharedPathPrefix} from '../api-reference/pages';
import {requestSamples} from '../api-reference/snippets';
import {bodyKindOf, exampleRequest} from '../../openapi';
import type {ApiModel, BodyModel, CallbackModel, ErrorCodeModel, MediaModel, OperationModel, ParameterModel, ResponseModel, SchemaModel, SecurityRequirementModel, WebhookModel} from '../../openapi';
import {descriptionMarkdown, enumListMarkdown, factsOf, formatValue, inlineCode, schemaFieldsMarkdown, typeMarkdown, type SchemaLinker, type UrlResolver} from './apiSchema';
import {codeBlock, joinBlocks, markdownTable} from './markdownBlocks';

const statusTitle = statusHeading;

/** Where a page's links go: a model's page, and any site path made absolute. */
export type ApiLinks = {linkFor: SchemaLinker; absolute: UrlResolver};

/** The downloads the overview offers, as absolute URLs. */
export type ApiDownloads = {description: string; collection: string; environment: string};

const oneLine = (text: string | undefined) => (text ?? '').trim().replace(/\s*\n\s*/g, ' ');

/** The page's own sentences (MDX written for the page) as Markdown, their site links made absolute. */
const pageText = (mdx: string, links: ApiLinks) => descriptionMarkdown(mdx.replace(/ \{#[\w-]+\}$/gm, ''), links.absolute);

/** The page's model links, for the sentences the page and the copy share. */
const pageLinks = (links: ApiLinks): SchemaLinks => ({modelHref: links.linkFor});

/** An example's code, fenced, its media type as the block's title as the page's code blocks have it. */
const exampleBlock = (example: {code: string; language: string; contentType: string}) => codeBlock(example.code, `${example.language} title="${example.contentType}"`);

/** Every example of a body or response, each under its name (and media type, when there are several). */
function exampleBlocks(media: MediaModel[]): string[] {
  return examplesOf(media).flatMap((example) => {
    const name = example.label === example.contentType && media.length === 1 ? '' : example.label;
    const generated = media.length === 1 && media[0].exampleIsGenerated ? ' (made from the schema)' : '';
    return [`${name ? `Example: ${name}` : 'Example:'}${generated}`, example.description ?? '', exampleBlock(example)];
  });
}

function serverText(servers: ApiModel['servers']): string | undefined {
  const server = servers[0];
  if (!server) return undefined;
  const variables = Object.entries(server.variables).map(([name, variable]) => `${inlineCode(name)} defaults to ${inlineCode(variable.default)}`);
  const others = servers.slice(1).map((other) => inlineCode(other.defaultUrl));
  return `${inlineCode(server.url)}${server.description ? ` (${oneLine(server.description).replace(/\.$/, '')})` : ''}${variables.length ? `; ${variables.join(', ')}` : ''}${others.length ? `; also ${others.join(', ')}` : ''}.`;
}

/** How to authenticate a call, in the words of the HTML page, with the page's link to the overview's section. */
function authenticationText(security: SecurityRequirementModel[], model: ApiModel, links: ApiLinks): string {
  const how = model.securitySchemes.length ? ` [How to authenticate](${links.absolute(`${model.routeBase}/`)}#authentication).` : '';
  if (!security.length) return `none: this call needs no credentials.${how}`;
  const sentences = security.map((requirement) => requirementSentence(requirement, model.securitySchemes));
  return sentences.length === 1 ? `${sentences[0]}${how}` : `any one of these.${how} ${sentences.map((sentence, index) => `(${index + 1}) ${sentence}`).join(' ')}`;
}

/** The parameters as a table (name, location, type, requirement, facts, description), then the fields of those that have some. */
function parametersSection(parameters: ParameterModel[], links: ApiLinks): string {
  if (parameters.length === 0) return '## Parameters\n\nNone.';
  const rows = parameters.map((parameter) => {
    const details = factsOf(parameter.schema).filter((fact) => !fact.startsWith('Example:'));
    if (parameter.example !== undefined) details.push(`Example: ${formatValue(parameter.example)}`);
    if (parameter.deprecated) details.push('deprecated');
    const values = enumListMarkdown(parameter.schema, links.absolute);
    const description = [oneLine(descriptionMarkdown(parameter.description, links.absolute)), pageText(serialisationNote(parameter), links), pageText(parameterExamplesSentence(parameter), links)].filter(Boolean).join(' ');
    return [
      inlineCode(parameter.name),
      parameter.in,
      typeMarkdown(parameter.schema, links.linkFor),
      parameter.required ? 'required' : 'optional',
      details.join('; '),
      [description, values ? `Values: ${values.split('\n').map((line) => line.replace(/^- /, '')).join('; ')}.` : ''].filter(Boolean).join(' '),
    ];
  });
  const fields = parameters
    .filter(parameterHasFields)
    .map((parameter) => [`Fields of ${inlineCode(parameter.name)}:`, schemaFieldsMarkdown(parameter.schema, links.linkFor, links.absolute)].join('\n\n'));
  return joinBlocks([`## Parameters\n\n${markdownTable(['Name', 'In', 'Type', 'Required', 'Details', 'Description'], rows)}`, ...fields]).trim();
}

/** A request body (or a callback's or webhook's payload): whether it is required, its media types, how it is encoded, its fields and examples. */
function bodySection(body: BodyModel | undefined, links: ApiLinks, title: string, examplesTitle: string, singleExampleLabel?: string): string | undefined {
  if (!body) return undefined;
  const kind = bodyKindOf(body.contentType);
  const schema = body.schema ?? body.media[0]?.itemSchema;
  const examples = examplesOf(body.media);
  return joinBlocks([
    `## ${title}`,
    [body.required ? 'Required.' : 'Optional.', oneLine(descriptionMarkdown(body.description, links.absolute)), pageText(mediaLine(body.media, pageLinks(links), 'Schema'), links), kind === 'form' || kind === 'multipart' ? KIND_NOTES[kind] : ''].filter(Boolean).join(' '),
    schema ? schemaFieldsMarkdown(schema, links.linkFor, links.absolute, schema['x-model-name']) : undefined,
    examples.length > 1 ? `${examplesTitle}:` : undefined,
    examples.length === 1 && singleExampleLabel ? `${singleExampleLabel}:` : undefined,
    ...(examples.length > 1 ? exampleBlocks(body.media) : examples.map((example) => codeBlock(example.code, example.language))),
  ]);
}

/** The request in every language the page shows, each under its tab's label. */
function requestSampleSection(operation: OperationModel, model: ApiModel): string {
  const samples = requestSamples(exampleRequest(operation, model));
  return joinBlocks(['## Request sample', ...samples.flatMap((sample) => [`**${sample.label}**`, codeBlock(sample.code, sample.prism)])]);
}

function callbacksSection(operation: OperationModel, links: ApiLinks): string | undefined {
  if (operation.callbacks.length === 0) return undefined;
  const blocks = operation.callbacks.flatMap(({callback}) => [
    `### ${callback.summary}`,
    inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`),
    descriptionMarkdown(callback.description, links.absolute),
    callback.requestBody?.schema ? `Body: ${typeMarkdown(callback.requestBody.schema, links.linkFor)}, as ${inlineCode(callback.requestBody.contentType)}.` : undefined,
    `Your endpoint's answers:\n\n${callback.responses.map((response) => `- ${statusTitle(response.status)}: ${oneLine(response.description)}`).join('\n')}`,
    `Read the [${callback.summary.toLowerCase()} reference](${links.absolute(callback.permalink)}).`,
  ]);
  return joinBlocks(['## Callbacks', ...blocks]);
}

function successBlocks(response: ResponseModel, model: ApiModel, links: ApiLinks, errorListUrl: string): string[] {
  const schema = response.schema ?? response.media[0]?.itemSchema;
  const fields = schema ? schemaFieldsMarkdown(schema, links.linkFor, links.absolute, schema['x-model-name']) : '';
  return [
    `### ${statusTitle(response.status)}`,
    descriptionMarkdown(response.description, links.absolute),
    pageText(failureCodesMdx(response, model, errorListUrl), links),
    pageText(mediaLine(response.media, pageLinks(links), 'Body'), links),
    pageText(headersMdx(response, pageLinks(links)), links),
    pageText(linksMdx(response, model), links),
    fields ? `Fields of the ${response.status} body:\n\n${fields}` : '',
  ];
}

/** What the page's response box shows: each documented answer's description and examples, by status. */
function responseSamplesSection(responses: ResponseModel[], links: ApiLinks): string | undefined {
  const documented = responses.filter((response) => examplesOf(response.media).length > 0);
  if (!documented.length) return undefined;
  const blocks = documented.flatMap((response) => [
    `**${response.status}**${response.contentType ? ` ${inlineCode(response.contentType)}` : ''}`,
    descriptionMarkdown(response.description, links.absolute),
    ...exampleBlocks(response.media),
  ]);
  return joinBlocks(['## Response samples', ...blocks]);
}

/** The error statuses as a table: status, what it means (with its body when errors do not share one), and the codes it can carry. */
function errorsSection(responses: ResponseModel[], model: ApiModel, links: ApiLinks, errorListUrl: string): string | undefined {
  const errors = responses.filter((response) => response.isError);
  if (!errors.length) return undefined;
  const names = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry.name]));
  const hasCodes = errors.some((response) => response.errorCodes.length > 0);
  const common = commonErrorModel(errors);
  const table = markdownTable(
    ['Status', 'Meaning', 'Error codes'],
    errors.map((response) => [
      statusTitle(response.status),
      [oneLine(descriptionMarkdown(response.description, links.absolute)), showsErrorBody(response, common, hasCodes) ? oneLine(pageText(mediaLine(response.media, pageLinks(links), 'Body'), links)) : ''].filter(Boolean).join(' '),
      response.errorCodes.map((code) => `${inlineCode(code)} ${names.get(code) ?? ''}`.trim()).join(', '),
    ]),
  );
  return joinBlocks(['## Errors', pageText(errorIntro(errors, pageLinks(links), hasCodes, errorListUrl), links), table]);
}

/** The responses of an operation, callback or webhook: successes with their fields, then the errors. */
function responsesSections(responses: ResponseModel[], model: ApiModel, links: ApiLinks, errorListUrl: string, title: string, samples: boolean): (string | undefined)[] {
  const successes = responses.filter((response) => !response.isError);
  return [
    successes.length ? joinBlocks([`## ${title}`, ...successes.flatMap((response) => successBlocks(response, model, links, errorListUrl))]) : undefined,
    samples ? responseSamplesSection(responses, links) : undefined,
    errorsSection(responses, model, links, errorListUrl),
  ];
}

/** A release that changed an operation, with the address of its entry in the changelog. */
export type ChangedIn = {version: string; url: string};

/** The Markdown page of one operation. */
export function operationMarkdown(operation: OperationModel, model: ApiModel, links: ApiLinks, errorListUrl: string, changedIn: ChangedIn[] = []): string {
  const facts = [
    `- Server: ${serverText(operation.servers ?? model.servers) ?? 'not given.'}`,
    `- Authentication: ${authenticationText(operation.security, model, links)}`,
    `- Operation id: ${inlineCode(operation.operationId)}`,
    operation.tag ? `- Tag: ${operation.tag}` : undefined,
    operation.deprecated ? '- Deprecated: yes' : undefined,
    changedIn.length ? `- Changed in: ${changedIn.map((release) => `[${release.version}](${release.url})`).join(', ')}` : undefined,
  ].filter(Boolean);
  return joinBlocks([
    `# ${operation.summary}`,
    inlineCode(`${operation.method.toUpperCase()} ${operation.path}`),
    operation.deprecated ? `**Deprecated.** ${deprecatedSentence('operation')}` : undefined,
    descriptionMarkdown(operation.description, links.absolute),
    facts.join('\n'),
    parametersSection(operation.parameters, links),
    bodySection(operation.requestBody, links, 'Request body', 'Request body examples'),
    requestSampleSection(operation, model),
    ...responsesSections(operation.responses, model, links, errorListUrl, 'Responses', true),
    callbacksSection(operation, links),
  ]);
}

/** Operations, callbacks and webhooks whose request or success response names the model directly. */
function modelUsage(schema: SchemaModel, model: ApiModel, links: ApiLinks): string[] {
  const named = (candidate: {'x-model-name'?: string; items?: {'x-model-name'?: string}} | undefined) =>
    candidate?.['x-model-name'] === schema.name || candidate?.items?.['x-model-name'] === schema.name;
  return [...model.operations, ...model.callbacks, ...model.webhooks].flatMap((entry) => {
    const uses = [named(entry.requestBody?.schema) ? 'request body' : undefined, ...entry.responses.filter((response) => named(response.schema)).map((response) => `${response.status} response`)].filter(Boolean);
    return uses.length ? [`- [${entry.summary}](${links.absolute(entry.permalink)}): ${uses.join(', ')}`] : [];
  });
}

const modelLink = (name: string, links: ApiLinks) => (links.linkFor(name) ? `[${name}](${links.linkFor(name)})` : name);

/** The Markdown page of one model. */
export function schemaMarkdown(schema: SchemaModel, model: ApiModel, links: ApiLinks): string {
  const usedBy = modelUsage(schema, model, links);
  const fields = schemaFieldsMarkdown(schema.schema, links.linkFor, links.absolute, schema.name);
  const {'x-model-name': _ownName, ...anonymous} = schema.schema;
  const extendsList = schema.schema['x-extends'] ?? [];
  const discriminator = schema.schema.discriminator?.propertyName;
  const subtypes = schema.subtypes?.length
    ? `Extended by:${discriminator ? ` Its ${inlineCode(discriminator)} says which:` : ''}\n\n${schema.subtypes.map((subtype) => `- ${modelLink(subtype.name, links)}${discriminator && subtype.value !== undefined ? `: ${inlineCode(subtype.value)}` : ''}`).join('\n')}`
    : undefined;
  const example = schema.example === undefined ? undefined : examplesOf([{contentType: 'application/json', example: schema.example, examples: []}])[0];
  return joinBlocks([
    `# ${schema.name}`,
    descriptionMarkdown(schema.description, links.absolute),
    [`Type: ${typeMarkdown(anonymous, links.linkFor)}.`, ...factsOf(schema.schema).filter((fact) => !fact.startsWith('Example:')).map((fact) => `${fact}.`)].join('\n'),
    enumListMarkdown(schema.schema, links.absolute),
    extendsList.length ? `Extends ${extendsList.map((name) => modelLink(name, links)).join(' and ')} with the fields below.` : undefined,
    subtypes,
    fields ? `## Fields\n\n${fields}` : undefined,
    usedBy.length ? `## Used by\n\n${usedBy.join('\n')}` : undefined,
    example ? `## Example\n\n${codeBlock(example.code, example.language)}` : undefined,
  ]);
}

/** What your endpoint receives, as the callback and webhook pages show it: parameters, payload and its example. */
function payloadSections(body: BodyModel | undefined, parameters: ParameterModel[], links: ApiLinks): (string | undefined)[] {
  return [
    parameters.length ? parametersSection(parameters, links) : undefined,
    bodySection(body, links, 'Payload', 'Request body examples', body?.exampleIsGenerated ? 'An example, made from the schema' : 'Example'),
  ];
}

/** The Markdown page of one callback. */
export function callbackMarkdown(callback: CallbackModel, model: ApiModel, links: ApiLinks, errorListUrl: string): string {
  const senders = callback.usedBy.map((operationId) => model.operations.find((operation) => operation.operationId === operationId)!);
  const example = callbackExampleUrl(callback, senders, model);
  return joinBlocks([
    `# ${callback.summary}`,
    `Sent to: ${inlineCode(`${callback.method.toUpperCase()} ${callback.expression}`)}`,
    callback.deprecated ? `**Deprecated.** ${deprecatedSentence('callback')}` : undefined,
    descriptionMarkdown(callback.description, links.absolute),
    `## Sent by\n\n${senders.map((operation) => `- [${operation.summary}](${links.absolute(operation.permalink)}) (${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)})`).join('\n')}`,
    example ? `## Example request\n\nWhat your endpoint receives for the example \`callback\` of [${example.operation.summary}](${links.absolute(example.operation.permalink)}) once the job has completed:\n\n${codeBlock(`${callback.method.toUpperCase()} ${example.url}`, 'http')}` : undefined,
    ...payloadSections(callback.requestBody, callback.parameters, links),
    ...responsesSections(callback.responses, model, links, errorListUrl, 'What your endpoint answers', false),
  ]);
}

/** The Markdown page of one webhook. */
export function webhookMarkdown(webhook: WebhookModel, model: ApiModel, links: ApiLinks, errorListUrl: string): string {
  return joinBlocks([
    `# ${webhook.summary}`,
    `Sent to: ${inlineCode(`${webhook.method.toUpperCase()} {your ${webhook.name} endpoint}`)}`,
    webhook.security.length ? `The API authenticates with: ${authenticationText(webhook.security, model, links)}` : undefined,
    webhook.deprecated ? `**Deprecated.** ${deprecatedSentence('webhook')}` : undefined,
    descriptionMarkdown(webhook.description, links.absolute),
    'A webhook: the API sends this request to the endpoint you register for it, whenever the event happens.',
    ...payloadSections(webhook.requestBody, webhook.parameters, links),
    ...responsesSections(webhook.responses, model, links, errorListUrl, 'What your endpoint answers', false),
  ]);
}

/** The overview page: the description, the downloads, every operation by group, webhooks, authentication, servers, callbacks and models. */
export function infoMarkdown(model: ApiModel, downloads: ApiDownloads | undefined, links: ApiLinks): string {
  const servers = model.servers.map((server) => {
    const variables = Object.entries(server.variables).map(
      ([name, variable]) =>
        `${inlineCode(name)} defaults to ${inlineCode(variable.default)}${variable.enum?.length ? ` (one of ${variable.enum.map(inlineCode).join(', ')})` : ''}${variable.description ? `: ${oneLine(descriptionMarkdown(variable.description, links.absolute))}` : ''}`,
    );
    return `- ${inlineCode(server.url)}${server.description ? `: ${oneLine(descriptionMarkdown(server.description, links.absolute))}` : ''}${variables.length ? ` (${variables.join('; ')})` : ''}`;
  });
  const prefix = sharedPathPrefix(model.operations.map((operation) => operation.path));
  const operations = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.operations);
    const rows = list.map((operation) => [operation.method.toUpperCase(), inlineCode(operation.path), `[${operation.summary}](${links.absolute(operation.permalink)})${operation.isAsync ? ' async' : ''}${operation.deprecated ? ' deprecated' : ''}`]);
    return list.length ? [`### ${group.name}`, markdownTable(['Method', 'Path', 'Operation'], rows)] : [];
  });
  const models = model.tagGroups.flatMap((group) => {
    const list = group.tags.flatMap((tag) => tag.schemas);
    return list.length ? [`- **${group.name}:** ${list.map((schema) => `[${schema.name}](${links.absolute(schema.permalink)})`).join(', ')}`] : [];
  });
  const callbacks = model.callbacks.map((callback) => `- [${callback.summary}](${links.absolute(callback.permalink)}): sent by ${callback.usedBy.length === 1 ? 'one operation' : `${callback.usedBy.length} operations`} to the address of ${inlineCode(callback.expression)}.`);
  const webhooks = model.webhooks.map((webhook) => `- [${webhook.summary}](${links.absolute(webhook.permalink)}): ${inlineCode(webhook.method.toUpperCase())} to the endpoint you register.`);
  const authentication = authenticationSection(model);
  return joinBlocks([
    `# ${model.info.title}`,
    `Version ${model.info.version}.`,
    descriptionMarkdown(model.info.description, links.absolute),
    downloads
      ? [`- [Download the OpenAPI description (openapi.yaml)](${downloads.description})`, `- [Postman collection](${downloads.collection})`, `- [Postman environment](${downloads.environment})`].join('\n')
      : undefined,
    operations.length ? '## Operations' : undefined,
    operations.length && prefix ? `Every path starts with ${inlineCode(prefix)}.` : undefined,
    ...operations,
    webhooks.length ? `## Webhooks\n\nRequests the API sends to an endpoint of yours when something happens.\n\n${webhooks.join('\n')}` : undefined,
    // A heading per scheme, as the overview page has, so the copy carries every heading of its page.
    authentication ? pageText(authentication, links) : undefined,
    servers.length ? `## Servers\n\n${servers.join('\n')}` : undefined,
    callbacks.length ? `## Callbacks\n\n${callbacks.join('\n')}` : undefined,
    models.length ? `## Models\n\n${models.join('\n')}` : undefined,
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

