// The API reference's pages as MDX, from the model: one per operation, model and callback, the
// `/api/` overview with its table of operations, the sidebar, and the error-code table that
// `docs/errors/list.mdx` includes. Generated files are plain MDX so the docs plugin renders them
// on the server like any page (the reference reads fully with JavaScript off).
import type {ApiModel, CallbackModel, ErrorCodeModel, OperationModel, ParameterModel, ResponseModel, SchemaModel} from '../../openapi';
import {exampleRequest, schemaFacts, typeLabel} from '../../openapi';
import {frontMatter, jsxBlock, jsxElement, markdownToMdx, plainFirstSentence} from './mdx';
import {metaDescription} from './metaDescription';
import {schemaFieldsMdx, type SchemaLinks} from './schemaMdx';
import {requestSamples, type SampleLanguage} from './snippets';

export const ERROR_LIST_ROUTE = '/errors/list/';
export const ERROR_MODEL_SCHEMA = 'ErrorResponse';
const COMPONENTS_IMPORT = "import {ApiEndpoint, ApiOperation, ApiIntro, ApiAside, ApiDetails, ApiRequestSamples, ApiResponseSamples, ApiResponseSample, ApiFields, ApiField, ApiNestedFields, ApiVariants, ApiVariant, ApiErrorResponses, ApiErrorResponse, ApiCollapsed, ApiOperationTable, ApiDownload} from '@site/src/components/ApiReference';";
/** The "Try it" button: the console behind it loads only when a reader opens it (src/components/ApiConsole). */
const CONSOLE_IMPORT = "import {ApiTryIt} from '@site/src/components/ApiConsole';";
const VERSIONS_IMPORT = "import OperationVersions from '@site/src/components/OperationVersions';";
/** "Changed in <version>": the releases that changed the operation, from the changelog (src/plugins/changelog). */
const CHANGED_IN_IMPORT = "import ApiChangedIn from '@site/src/components/ApiChangedIn';";

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '429': 'Too Many Requests',
  '4XX': 'Client error',
  '500': 'Internal Server Error',
};

export type GeneratedFile = {path: string; content: string};

export type PageOptions = {languages?: SampleLanguage[]};

/** Where a page lives inside the generated docs folder (its URL is `/api/` + this, without `.mdx`). */
const fileFor = (slug: string) => `${slug}.mdx`;
const docIdFor = (slug: string) => slug;

function schemaLinks(model: ApiModel): SchemaLinks {
  const pages = new Map(model.schemas.map((schema) => [schema.name, schema.permalink]));
  return {modelHref: (name) => pages.get(name)};
}

/** `200 OK`, `4XX Client error`: the heading of a response on the page and in its Markdown copy. */
export const statusHeading = (status: string) => `${status} ${STATUS_TEXT[status] ?? ''}`.trim();

function successResponseMdx(response: ResponseModel, links: SchemaLinks, level: '###' | '##'): string {
  const parts = [`${level} ${statusHeading(response.status)} {#response-${response.status.toLowerCase()}}`, markdownToMdx(response.description)];
  if (response.schema) {
    const label = typeLabel(response.schema, (name) => links.modelHref(name) !== undefined);
    const href = label.modelName ? links.modelHref(label.modelName) : undefined;
    parts.push(`Body: ${href ? `[${label.text}](${href})` : `\`${label.text}\``}${response.contentType ? ` (\`${response.contentType}\`)` : ''}.`);
    // The response box shows the example; the fields are one click away, so the page stays short.
    const fields = schemaFieldsMdx(response.schema, links, response.schema['x-model-name']);
    if (fields) parts.push(jsxBlock('ApiCollapsed', {summary: `Fields of the ${response.status} body`}, fields));
  }
  if (response.headers.length) parts.push(`Headers: ${response.headers.map((header) => `\`${header.name}\``).join(', ')}.`);
  return parts.filter(Boolean).join('\n\n');
}

/** Error statuses as one compact table: status, what it means, and the codes it can carry. */
function errorResponsesMdx(responses: ResponseModel[], model: ApiModel, links: SchemaLinks): string {
  if (!responses.length) return '';
  const byCode = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
  const rows = responses.map((response) =>
    jsxBlock(
      'ApiErrorResponse',
      {status: response.status, statusText: STATUS_TEXT[response.status], codes: response.errorCodes.map((code) => ({code, name: byCode.get(code)!.name})), listHref: ERROR_LIST_ROUTE},
      markdownToMdx(response.description),
    ),
  );
  const intro = `Every error answers with an [${ERROR_MODEL_SCHEMA}](${links.modelHref(ERROR_MODEL_SCHEMA) ?? '/api/'}) body, whose \`errors[]\` carry one of the codes below (see the [error list](${ERROR_LIST_ROUTE})), and an \`X-Amzn-Trace-Id\` header.`;
  return [`## Errors {#errors}`, intro, jsxBlock('ApiErrorResponses', {}, rows.join('\n\n'))].join('\n\n');
}

function parameterMdx(parameter: ParameterModel, links: SchemaLinks): string {
  const label = typeLabel(parameter.schema, (name) => links.modelHref(name) !== undefined);
  const facts = schemaFacts(parameter.schema).filter((fact) => fact.label !== 'Example');
  if (parameter.example !== undefined) facts.push({label: 'Example', value: String(parameter.example), code: true});
  return jsxBlock(
    'ApiField',
    {
      name: parameter.name,
      type: label.text,
      typeHref: label.modelName ? links.modelHref(label.modelName) : undefined,
      required: parameter.required,
      deprecated: parameter.deprecated,
      facts,
    },
    markdownToMdx(parameter.description),
  );
}

export const PARAMETER_LOCATIONS = [
  ['path', 'In the path'],
  ['query', 'In the query string'],
  ['header', 'Headers'],
] as const;

function callbackSectionMdx(operation: OperationModel): string {
  if (!operation.callbacks.length) return '';
  const items = operation.callbacks.map(
    ({key, callback}) =>
      `### ${callback.summary} {#callback-${key.toLowerCase()}}\n\n\`${callback.method.toUpperCase()} ${callback.expression}\`\n\n${markdownToMdx(plainFirstSentence(callback.description))} [Read the ${callback.summary.toLowerCase()} reference](${callback.permalink}).`,
  );
  return ['## Callbacks {#callbacks}', ...items].join('\n\n');
}

function samplesMdx(operation: OperationModel, model: ApiModel, options: PageOptions): string {
  const request = exampleRequest(operation, model);
  const samples = requestSamples(request, options.languages);
  const responses = operation.responses
    .filter((response) => response.example !== undefined)
    .map((response) =>
      jsxBlock(
        'ApiResponseSample',
        {status: response.status, contentType: response.contentType, code: typeof response.example === 'string' ? response.example : JSON.stringify(response.example, null, 2)},
        markdownToMdx(response.description),
      ),
    );
  return jsxBlock('ApiAside', {}, [jsxElement('ApiRequestSamples', {samples}), responses.length ? jsxBlock('ApiResponseSamples', {}, responses.join('\n\n')) : ''].filter(Boolean).join('\n\n'));
}

export function operationPage(operation: OperationModel, model: ApiModel, sidebarPosition: number, options: PageOptions = {}): GeneratedFile {
  const links = schemaLinks(model);
  const details: string[] = [];
  if (operation.parameters.length) details.push('## Parameters {#parameters}');
  for (const [location, title] of PARAMETER_LOCATIONS) {
    const parameters = operation.parameters.filter((parameter) => parameter.in === location);
    if (parameters.length) details.push(`**${title}**`, jsxBlock('ApiFields', {}, parameters.map((parameter) => parameterMdx(parameter, links)).join('\n\n')));
  }
  const body = operation.requestBody;
  if (body) {
    const label = body.schema ? typeLabel(body.schema, (name) => links.modelHref(name) !== undefined) : undefined;
    const href = label?.modelName ? links.modelHref(label.modelName) : undefined;
    details.push(
      '## Request body {#request-body}',
      [
        body.required ? '**Required.**' : '**Optional.**',
        markdownToMdx(body.description),
        label ? `Schema: ${href ? `[${label.text}](${href})` : `\`${label.text}\``}, sent as \`${body.contentType}\`.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    if (body.schema) details.push(schemaFieldsMdx(body.schema, links, body.schema['x-model-name']));
  }
  details.push(
    '## Responses {#responses}',
    ...operation.responses.filter((response) => !response.isError).map((response) => successResponseMdx(response, links, '###')),
    errorResponsesMdx(operation.responses.filter((response) => response.isError), model, links),
  );
  const callbacks = callbackSectionMdx(operation);
  if (callbacks) details.push(callbacks);

  const content = [
    frontMatter({
      title: operation.summary,
      sidebar_label: operation.summary,
      sidebar_position: sidebarPosition,
      description: metaDescription(undefined, operation.description) || operation.summary,
      hide_table_of_contents: true,
      api_method: operation.method,
      api_path: operation.path,
      api_operation_id: operation.operationId,
    }),
    COMPONENTS_IMPORT,
    CONSOLE_IMPORT,
    VERSIONS_IMPORT,
    CHANGED_IN_IMPORT,
    '',
    `# ${operation.summary}`,
    '',
    // Which deployed docs versions have this operation (src/components/OperationVersions).
    jsxElement('OperationVersions', {operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path}),
    '',
    jsxBlock(
      'ApiOperation',
      {},
      [
        jsxBlock(
          'ApiIntro',
          {},
          [
            // The Try it button sits in the endpoint's line, and its console opens under it.
            jsxBlock('ApiEndpoint', {method: operation.method, path: operation.path}, jsxElement('ApiTryIt', {operationId: operation.operationId})),
            jsxElement('ApiChangedIn', {operationId: operation.operationId}),
            markdownToMdx(operation.description),
          ].join('\n\n'),
        ),
        samplesMdx(operation, model, options),
        jsxBlock('ApiDetails', {}, details.join('\n\n')),
      ].join('\n\n'),
    ),
    '',
  ].join('\n');
  return {path: fileFor(operation.slug), content};
}

export function schemaPage(schema: SchemaModel, model: ApiModel, sidebarPosition: number): GeneratedFile {
  const links = schemaLinks(model);
  const parts = [markdownToMdx(schema.description)];
  const label = typeLabel({...schema.schema, 'x-model-name': undefined}, (name) => links.modelHref(name) !== undefined);
  const facts = schemaFacts(schema.schema).filter((fact) => fact.label !== 'Example');
  parts.push(`**Type:** ${label.modelName && links.modelHref(label.modelName) ? `[${label.text}](${links.modelHref(label.modelName)})` : `\`${label.text}\``}`);
  for (const fact of facts) parts.push(`**${fact.label}:** ${fact.code ? fact.value.split(', ').map((value) => `\`${value}\``).join(', ') : fact.value}`);
  if (schema.schema['x-extends']?.length) {
    parts.push(`Extends ${schema.schema['x-extends'].map((name) => (links.modelHref(name) ? `[${name}](${links.modelHref(name)})` : name)).join(' and ')} with the fields below.`);
  }
  const fields = schemaFieldsMdx(schema.schema, links, schema.name);
  if (fields) parts.push('## Fields {#fields}', fields);
  const usedBy = modelUsage(schema, model);
  if (usedBy.length) parts.push('## Used by {#used-by}', usedBy.map((entry) => `- ${entry}`).join('\n'));
  if (schema.example !== undefined) parts.push('## Example {#example}', `\`\`\`json\n${JSON.stringify(schema.example, null, 2)}\n\`\`\``);
  const content = [
    frontMatter({
      title: schema.name,
      sidebar_label: schema.name,
      sidebar_position: sidebarPosition,
      description: metaDescription(undefined, schema.description) || `The ${schema.name} model.`,
      api_schema: schema.name,
    }),
    COMPONENTS_IMPORT,
    '',
    `# ${schema.name}`,
    '',
    parts.filter(Boolean).join('\n\n'),
    '',
  ].join('\n');
  return {path: fileFor(schema.slug), content};
}

/** Operations whose request or success response names the model directly. */
function modelUsage(schema: SchemaModel, model: ApiModel): string[] {
  const named = (candidate: {'x-model-name'?: string; items?: {'x-model-name'?: string}} | undefined) =>
    candidate?.['x-model-name'] === schema.name || candidate?.items?.['x-model-name'] === schema.name;
  return model.operations.flatMap((operation) => {
    const uses = [
      named(operation.requestBody?.schema) ? 'request body' : undefined,
      ...operation.responses.filter((response) => named(response.schema)).map((response) => `${response.status} response`),
    ].filter(Boolean);
    return uses.length ? [`[${operation.summary}](${operation.permalink}): ${uses.join(', ')}`] : [];
  });
}

export function callbackPage(callback: CallbackModel, model: ApiModel, sidebarPosition: number): GeneratedFile {
  const senders = callback.usedBy.map((operationId) => model.operations.find((operation) => operation.operationId === operationId)!);
  const example = callbackExampleUrl(callback, senders, model);
  const values = callbackExample(senders, model);
  // Try it shows the request your endpoint would receive, from a template you can edit.
  const tryIt = values ? jsxElement('ApiTryIt', {callback: {method: callback.method.toUpperCase(), template: values.template, tenantId: values.tenantId, traceId: values.traceId}}) : '';
  const parts = [
    jsxBlock('ApiEndpoint', {method: callback.method, path: callback.expression, label: 'Sent to'}, tryIt),
    markdownToMdx(callback.description),
    '## Sent by {#sent-by}',
    senders.map((operation) => `- [${operation.summary}](${operation.permalink}) (\`${operation.method.toUpperCase()} ${operation.path}\`)`).join('\n'),
  ];
  if (example) parts.push('## Example request {#example-request}', 'What your endpoint receives for the example `callback` of ' + `[${example.operation.summary}](${example.operation.permalink}) once the job has completed:`, `\`\`\`http\n${callback.method.toUpperCase()} ${example.url}\n\`\`\``);
  parts.push(
    '## Responses {#responses}',
    ...callback.responses.map((response) => [`### ${statusHeading(response.status)} {#response-${response.status.toLowerCase()}}`, markdownToMdx(response.description)].join('\n\n')),
  );
  const content = [
    frontMatter({
      title: callback.summary,
      sidebar_label: callback.summary,
      sidebar_position: sidebarPosition,
      description: metaDescription(undefined, callback.description) || callback.summary,
      hide_table_of_contents: true,
      api_method: callback.method,
      api_callback: callback.name,
    }),
    COMPONENTS_IMPORT,
    CONSOLE_IMPORT,
    '',
    `# ${callback.summary}`,
    '',
    parts.filter(Boolean).join('\n\n'),
    '',
  ].join('\n');
  return {path: fileFor(callback.slug), content};
}

/** The placeholders' values and template of the first sender whose example body has a `callback.urlTemplate`. */
export function callbackExample(senders: OperationModel[], model: ApiModel): {template: string; tenantId: string; traceId: string; operation: OperationModel} | undefined {
  const tenantId = String(model.operations[0]?.parameters.find((parameter) => parameter.name === 'tenantId')?.example ?? 'ACME_CORP');
  for (const operation of senders) {
    const template = (operation.requestBody?.example as {callback?: {urlTemplate?: unknown}} | undefined)?.callback?.urlTemplate;
    if (typeof template !== 'string') continue;
    const ticket = operation.responses.find((response) => response.status === '202')?.example as Record<string, unknown> | undefined;
    const traceId = typeof ticket?.['X-Amzn-Trace-Id'] === 'string' ? ticket['X-Amzn-Trace-Id'] : 'Root=1-00000000-000000000000000000000000';
    return {template, tenantId, traceId, operation};
  }
  return undefined;
}

/** The URL a callback is sent to for the first sender whose example body has a `callback.urlTemplate`. */
export function callbackExampleUrl(callback: CallbackModel, senders: OperationModel[], model: ApiModel): {url: string; operation: OperationModel} | undefined {
  const example = callbackExample(senders, model);
  if (!example) return undefined;
  const url = example.template
    .replace(/\{\{jobStatus\}\}/g, 'completed')
    .replace(/\{\{tenantId\}\}/g, encodeURIComponent(example.tenantId))
    .replace(/\{\{traceId\}\}/g, encodeURIComponent(example.traceId));
  return {url, operation: example.operation};
}

export function overviewPage(model: ApiModel): GeneratedFile {
  const groups = model.tagGroups
    .map((group) => ({name: group.name, operations: group.tags.flatMap((tag) => tag.operations)}))
    .filter((group) => group.operations.length > 0)
    .map((group) => ({
      name: group.name,
      operations: group.operations.map((operation) => ({method: operation.method, path: operation.path, summary: operation.summary, href: operation.permalink, isAsync: operation.isAsync})),
    }));
  const reference = model.tagGroups
    .filter((group) => group.tags.some((tag) => tag.schemas.length > 0))
    .map((group) => `- **${group.name}:** ${group.tags.flatMap((tag) => tag.schemas).map((schema) => `[${schema.name}](${schema.permalink})`).join(', ')}`)
    .join('\n');
  const servers = model.servers.map((server) => `- \`${server.url}\`${server.description ? `: ${markdownToMdx(server.description)}` : ''}${Object.keys(server.variables).length ? ` (${Object.entries(server.variables).map(([name, variable]) => `\`${name}\` defaults to \`${variable.default}\``).join(', ')})` : ''}`);
  const callbacks = model.callbacks.map((callback) => `- [${callback.summary}](${callback.permalink}): sent by ${callback.usedBy.length} asynchronous operations when their job ends.`);
  const content = [
    frontMatter({
      title: model.info.title,
      sidebar_label: 'Introduction',
      sidebar_position: 0,
      description: metaDescription(undefined, model.info.description) || model.info.title,
      hide_table_of_contents: false,
      api_overview: true,
    }),
    COMPONENTS_IMPORT,
    '',
    `# ${model.info.title}`,
    '',
    `Version ${model.info.version}.`,
    '',
    markdownToMdx(model.info.description),
    '',
    jsxElement('ApiDownload', {}),
    '',
    '## Operations {#operations}',
    '',
    jsxElement('ApiOperationTable', {groups}),
    '',
    '## Servers {#servers}',
    '',
    servers.join('\n'),
    '',
    '## Callbacks {#callbacks}',
    '',
    callbacks.join('\n'),
    '',
    '## Models {#models}',
    '',
    reference,
    '',
  ].join('\n');
  return {path: 'index.mdx', content};
}

type SidebarItem =
  | {type: 'doc'; id: string; label: string; className?: string}
  | {type: 'category'; label: string; collapsed: boolean; collapsible: boolean; items: SidebarItem[]};

const methodClass = (method: string) => `api-sidebar-method api-sidebar-method--${method}`;

/** The six groups of the description in its order; operations with a method badge; callbacks after their first sender's group. */
export function apiSidebar(model: ApiModel): {api: SidebarItem[]} {
  const callbackGroup = new Map<string, CallbackModel[]>();
  for (const callback of model.callbacks) {
    const first = model.operations.find((operation) => operation.operationId === callback.usedBy[0]);
    const group = model.tagGroups.find((candidate) => candidate.tags.some((tag) => tag.name === first?.tag));
    if (group) callbackGroup.set(group.name, [...(callbackGroup.get(group.name) ?? []), callback]);
  }
  const items: SidebarItem[] = [{type: 'doc', id: 'index', label: 'Introduction'}];
  for (const group of model.tagGroups) {
    const children: SidebarItem[] = group.tags.flatMap((tag) => [
      ...tag.operations.map((operation): SidebarItem => ({type: 'doc', id: docIdFor(operation.slug), label: operation.summary, className: methodClass(operation.method)})),
      ...tag.schemas.map((schema): SidebarItem => ({type: 'doc', id: docIdFor(schema.slug), label: schema.name})),
    ]);
    for (const callback of callbackGroup.get(group.name) ?? []) {
      children.push({type: 'doc', id: docIdFor(callback.slug), label: callback.summary, className: `${methodClass(callback.method)} api-sidebar-callback`});
    }
    if (children.length) items.push({type: 'category', label: group.name, collapsed: true, collapsible: true, items: children});
  }
  return {api: items};
}

/** The error catalogue as MDX rows, included by `docs/errors/list.mdx`: one row and anchor per code. */
export function errorCodesPartial(model: ApiModel): GeneratedFile {
  const groups = model.errorCatalogue.groups;
  const statuses = [...new Set(model.errorCatalogue.codes.map((entry) => entry.status))].sort();
  const usedBy = (entry: ErrorCodeModel) => model.operations.filter((operation) => operation.errorCodes.includes(entry.code)).length;
  const rows = model.errorCatalogue.codes.map((entry) => {
    const group = groups.find((candidate) => candidate.id === entry.group)!;
    return jsxBlock(
      'ErrorCodeRow',
      {code: entry.code, name: entry.name, status: entry.status, group: group.title, supportSubject: entry.supportSubject, operations: usedBy(entry)},
      [`<ErrorCodeMeaning>${markdownToMdx(entry.meaning)}</ErrorCodeMeaning>`, `<ErrorCodeAction>${markdownToMdx(entry.action)}</ErrorCodeAction>`].join('\n'),
    );
  });
  const content = [
    "import {ErrorCodeTable, ErrorCodeRow, ErrorCodeMeaning, ErrorCodeAction} from '@site/src/components/ErrorCodeTable';",
    '',
    jsxBlock('ErrorCodeTable', {statuses}, rows.join('\n\n')),
    '',
  ].join('\n');
  return {path: '_error-codes.mdx', content};
}

/** Every generated file of the reference. */
export function apiReferenceFiles(model: ApiModel, options: PageOptions = {}): GeneratedFile[] {
  const files: GeneratedFile[] = [overviewPage(model)];
  model.operations.forEach((operation, index) => files.push(operationPage(operation, model, index + 1, options)));
  model.schemas.forEach((schema, index) => files.push(schemaPage(schema, model, 1000 + index)));
  model.callbacks.forEach((callback, index) => files.push(callbackPage(callback, model, 2000 + index)));
  files.push(errorCodesPartial(model));
  return files;
}

export type ModelSummary = {
  /** The docs version of the build that wrote it (DOCS_VERSION): the last build's summary wins. */
  docsVersion: string;
  tagGroups: string[];
  operations: {operationId: string; method: string; path: string; summary: string; permalink: string; tag: string; isAsync: boolean; parameters: {name: string; in: string}[]; errorCodes: string[]; hasRequestBody: boolean}[];
  schemas: {name: string; permalink: string; tag: string}[];
  callbacks: {name: string; summary: string; permalink: string}[];
  errorCodes: {code: string; name: string; status: number}[];
};

/** What browser tests need to know of the model to walk every reference page. */
export function modelSummary(model: ApiModel, docsVersion: string): ModelSummary {
  return {
    docsVersion,
    tagGroups: model.tagGroups.map((group) => group.name),
    operations: model.operations.map((operation) => ({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      summary: operation.summary,
      permalink: operation.permalink,
      tag: operation.tag,
      isAsync: operation.isAsync,
      parameters: operation.parameters.map((parameter) => ({name: parameter.name, in: parameter.in})),
      errorCodes: operation.errorCodes,
      hasRequestBody: operation.requestBody !== undefined,
    })),
    schemas: model.schemas.map((schema) => ({name: schema.name, permalink: schema.permalink, tag: schema.tag})),
    callbacks: model.callbacks.map((callback) => ({name: callback.name, summary: callback.summary, permalink: callback.permalink})),
    errorCodes: model.errorCatalogue.codes.map((entry) => ({code: entry.code, name: entry.name, status: entry.status})),
  };
}
