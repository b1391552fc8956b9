// The API reference's pages as MDX, from the model: one per operation, model, callback and webhook,
// the overview with its table of operations, the sidebar, and the error-code table that
// `docs/errors/list.mdx` includes. Generated files are plain MDX so the docs plugin renders them
// on the server like any page (the reference reads fully with JavaScript off).
import type {ApiModel, CallbackModel, ErrorCodeModel, OperationModel, SchemaModel, WebhookModel} from '../../openapi';
import {schemaFacts, typeLabel} from '../../openapi';
import {consoleLoaderPath} from './consoleData';
import {callbackPage, webhookPage} from './eventPages';
import {frontMatter, jsxBlock, jsxElement, markdownToMdx, plainFirstSentence} from './mdx';
import {metaDescription} from './metaDescription';
import {enumListMdx, schemaFieldsMdx} from './schemaMdx';
import {
  COMPONENTS_IMPORT,
  CONSOLE_IMPORT,
  authenticationMdx,
  authenticationSection,
  deprecatedNotice,
  examplesOf,
  parametersMdx,
  requestBodyMdx,
  responsesMdx,
  samplesMdx,
  schemaLinks,
  type GeneratedFile,
  type PageOptions,
} from './sections';

export {callbackPage, webhookPage, callbackExample, callbackExampleUrl} from './eventPages';
export {ERROR_LIST_ROUTE, STATUS_TEXT, statusHeading, PARAMETER_LOCATIONS, type PageOptions} from './sections';

export {COMPONENTS_IMPORT, CONSOLE_IMPORT, type GeneratedFile} from './sections';
/** The error table that `docs/errors/list.mdx` imports, in the generated folder. */
export const ERROR_CODES_PARTIAL = '_error-codes.mdx';
/** "In versions 1.0.0, 1.1.0": this site's docs versions that have an operation (src/components/OperationVersions). */
const VERSIONS_IMPORT = "import OperationVersions from '@site/src/components/OperationVersions';";
/** "Changed in <version>": the releases that changed the operation, from the changelog (src/plugins/changelog). */
const CHANGED_IN_IMPORT = "import ApiChangedIn from '@site/src/components/ApiChangedIn';";

/** Where a page lives inside the generated docs folder (its URL is the route base + this, without `.mdx`). */
const fileFor = (slug: string) => `${slug}.mdx`;
const docIdFor = (slug: string) => slug;

/** The reference's overview page, relative to the site. */
const overviewHref = (model: ApiModel) => `${model.routeBase}/`;

function callbackSectionMdx(operation: OperationModel): string {
  if (!operation.callbacks.length) return '';
  const items = operation.callbacks.map(({key, callback}) => {
    const payload = callback.requestBody?.schema ? ` Body: ${typeLabel(callback.requestBody.schema).text}, as \`${callback.requestBody.contentType}\`.` : '';
    return `### ${callback.summary} {#callback-${key.toLowerCase().replace(/[^a-z\d]+/g, '-')}}\n\n\`${callback.method.toUpperCase()} ${callback.expression}\`\n\n${markdownToMdx(plainFirstSentence(callback.description))}${payload} [Read the ${callback.summary.toLowerCase()} reference](${callback.permalink}).`;
  });
  return ['## Callbacks {#callbacks}', ...items].join('\n\n');
}

export function operationPage(operation: OperationModel, model: ApiModel, sidebarPosition: number, options: PageOptions = {}): GeneratedFile {
  const links = schemaLinks(model);
  const details = [...parametersMdx(operation.parameters, links), ...requestBodyMdx(operation.requestBody, links), ...responsesMdx(operation.responses, model, links)];
  const callbacks = callbackSectionMdx(operation);
  if (callbacks) details.push(callbacks);
  const servers = operation.servers?.length ? `Server: ${operation.servers.map((server) => `\`${server.defaultUrl}\``).join(' or ')}.` : '';
  const deprecated = operation.deprecated ? deprecatedNotice('operation') : '';

  const content = [
    frontMatter({
      title: operation.summary,
      sidebar_label: operation.summary,
      sidebar_position: sidebarPosition,
      description: metaDescription(undefined, operation.description) || `${operation.method.toUpperCase()} ${operation.path}`,
      hide_table_of_contents: true,
      api_method: operation.method,
      api_path: operation.path,
      api_operation_id: operation.operationId,
    }),
    COMPONENTS_IMPORT,
    CONSOLE_IMPORT,
    `import loadConsole from './${consoleLoaderPath(operation)}';`,
    options.siteReference ? VERSIONS_IMPORT : '',
    options.siteReference ? CHANGED_IN_IMPORT : '',
    '',
    `# ${operation.summary}`,
    '',
    // Which deployed docs versions of this site have this operation (src/components/OperationVersions).
    options.siteReference ? `${jsxElement('OperationVersions', {operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path})}\n` : '',
    jsxBlock(
      'ApiOperation',
      {},
      [
        jsxBlock(
          'ApiIntro',
          {},
          [
            // The Try it button sits in the endpoint's line, and its console opens under it.
            jsxBlock('ApiEndpoint', {method: operation.method, path: operation.path, deprecated: operation.deprecated}, `<ApiTryIt operationId={${JSON.stringify(operation.operationId)}} load={loadConsole} />`),
            options.siteReference ? jsxElement('ApiChangedIn', {operationId: operation.operationId}) : '',
            authenticationMdx(operation.security, model, overviewHref(model)),
            deprecated,
            servers,
            markdownToMdx(operation.description),
          ]
            .filter(Boolean)
            .join('\n\n'),
        ),
        samplesMdx(operation, model, options),
        jsxBlock('ApiDetails', {}, details.filter(Boolean).join('\n\n')),
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
  parts.push(enumListMdx(schema.schema));
  if (schema.schema['x-extends']?.length) {
    parts.push(`Extends ${schema.schema['x-extends'].map((name) => (links.modelHref(name) ? `[${name}](${links.modelHref(name)})` : name)).join(' and ')} with the fields below.`);
  }
  if (schema.subtypes?.length) {
    const by = schema.schema.discriminator ? ` Its \`${schema.schema.discriminator.propertyName}\` says which:` : '';
    parts.push(`Extended by:${by}\n\n${schema.subtypes.map((subtype) => `- ${links.modelHref(subtype.name) ? `[${subtype.name}](${links.modelHref(subtype.name)})` : subtype.name}${subtype.value !== undefined && by ? `: \`${subtype.value}\`` : ''}`).join('\n')}`);
  }
  const fields = schemaFieldsMdx(schema.schema, links, schema.name);
  if (fields) parts.push('## Fields {#fields}', fields);
  const usedBy = modelUsage(schema, model);
  if (usedBy.length) parts.push('## Used by {#used-by}', usedBy.map((entry) => `- ${entry}`).join('\n'));
  if (schema.example !== undefined) {
    const example = examplesOf([{contentType: 'application/json', example: schema.example, examples: []}])[0];
    parts.push('## Example {#example}', `\`\`\`${example.language}\n${example.code}\n\`\`\``);
  }
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

/** Operations, callbacks and webhooks whose request or success response names the model directly. */
export function modelUsage(schema: SchemaModel, model: ApiModel): string[] {
  const named = (candidate: {'x-model-name'?: string; items?: {'x-model-name'?: string}} | undefined) =>
    candidate?.['x-model-name'] === schema.name || candidate?.items?.['x-model-name'] === schema.name;
  const uses = (entry: Pick<OperationModel, 'requestBody' | 'responses'>) =>
    [named(entry.requestBody?.schema) ? 'request body' : undefined, ...entry.responses.filter((response) => named(response.schema)).map((response) => `${response.status} response`)].filter(Boolean);
  return [...model.operations, ...model.callbacks, ...model.webhooks].flatMap((entry) => {
    const found = uses(entry);
    return found.length ? [`[${entry.summary}](${entry.permalink}): ${found.join(', ')}`] : [];
  });
}

/** The part of every path the operation table leaves out, e.g. `/api/v1/{tenantId}`: whole segments all paths start with. */
export function sharedPathPrefix(paths: string[]): string {
  if (paths.length < 2) return '';
  const split = paths.map((entry) => entry.split('/'));
  const shared: string[] = [];
  for (let index = 0; split.every((segments) => segments.length > index + 1 && segments[index] === split[0][index]); index += 1) shared.push(split[0][index]);
  return shared.join('/');
}

export function overviewPage(model: ApiModel, options: PageOptions = {}): GeneratedFile {
  const prefix = sharedPathPrefix(model.operations.map((operation) => operation.path));
  const groups = model.tagGroups
    .map((group) => ({name: group.name, operations: group.tags.flatMap((tag) => tag.operations)}))
    .filter((group) => group.operations.length > 0)
    .map((group) => ({
      name: group.name,
      operations: group.operations.map((operation) => ({method: operation.method, path: operation.path, summary: operation.summary, href: operation.permalink, isAsync: operation.isAsync, deprecated: operation.deprecated})),
    }));
  const reference = model.tagGroups
    .filter((group) => group.tags.some((tag) => tag.schemas.length > 0))
    .map((group) => `- **${group.name}:** ${group.tags.flatMap((tag) => tag.schemas).map((schema) => `[${schema.name}](${schema.permalink})`).join(', ')}`)
    .join('\n');
  const servers = model.servers.map((server) => {
    const variables = Object.entries(server.variables).map(([name, variable]) => `\`${name}\` defaults to \`${variable.default}\`${variable.enum?.length ? ` (one of ${variable.enum.map((value) => `\`${value}\``).join(', ')})` : ''}${variable.description ? `: ${markdownToMdx(variable.description)}` : ''}`);
    return `- \`${server.url}\`${server.description ? `: ${markdownToMdx(server.description)}` : ''}${variables.length ? ` (${variables.join('; ')})` : ''}`;
  });
  const callbacks = model.callbacks.map((callback) => `- [${callback.summary}](${callback.permalink}): sent by ${callback.usedBy.length === 1 ? 'one operation' : `${callback.usedBy.length} operations`} to the address of \`${callback.expression}\`.`);
  const webhooks = model.webhooks.map((webhook) => `- [${webhook.summary}](${webhook.permalink}): \`${webhook.method.toUpperCase()}\` to the endpoint you register.`);
  const sections = [
    groups.length ? ['## Operations {#operations}', prefix ? `Every path starts with \`${prefix}\`.` : '', jsxElement('ApiOperationTable', {groups, prefix: prefix || undefined})] : [],
    webhooks.length ? ['## Webhooks {#webhooks}', 'Requests the API sends to an endpoint of yours when something happens.', webhooks.join('\n')] : [],
    authenticationSection(model) ? [authenticationSection(model)] : [],
    servers.length ? ['## Servers {#servers}', servers.join('\n')] : [],
    callbacks.length ? ['## Callbacks {#callbacks}', callbacks.join('\n')] : [],
    reference ? ['## Models {#models}', reference] : [],
  ].flat();
  const content = [
    frontMatter({
      title: model.info.title,
      sidebar_label: 'Introduction',
      sidebar_position: 0,
      description: metaDescription(model.info.summary, model.info.description) || model.info.title,
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
    options.siteReference ? jsxElement('ApiDownload', {}) : '',
    '',
    sections.filter(Boolean).join('\n\n'),
    '',
  ].join('\n');
  return {path: 'index.mdx', content};
}

type SidebarItem =
  | {type: 'doc'; id: string; label: string; className?: string}
  | {type: 'category'; label: string; collapsed: boolean; collapsible: boolean; items: SidebarItem[]};

/**
 * The most pages a category of the reference's sidebar lists at one level. A longer list is cut
 * into runs of at most SIDEBAR_RUN, in order, each a category named after its first and last page:
 * a page's HTML carries the sidebar's open categories, and a category of 500 models was over 100 KB
 * of every model page.
 */
export const MAX_SIDEBAR_LIST = 60;
export const SIDEBAR_RUN = 50;

/** `items` as they are, or cut into runs of equal size (at most SIDEBAR_RUN) when there are more than MAX_SIDEBAR_LIST. */
export function inRuns(items: SidebarItem[]): SidebarItem[] {
  if (items.length <= MAX_SIDEBAR_LIST) return items;
  const size = Math.ceil(items.length / Math.ceil(items.length / SIDEBAR_RUN));
  const runs: SidebarItem[] = [];
  for (let start = 0; start < items.length; start += size) {
    const run = items.slice(start, start + size);
    runs.push({type: 'category', label: `${run[0]!.label} – ${run[run.length - 1]!.label}`, collapsed: true, collapsible: true, items: run});
  }
  return runs;
}

const methodClass = (method: string, deprecated = false) => `api-sidebar-method api-sidebar-method--${method}${deprecated ? ' api-sidebar-deprecated' : ''}`;

/**
 * The groups in order, operations with a method badge (3.2 child tags nested), callbacks after
 * their first sender's group, then webhooks. A group of one tag lists its pages; a group of several
 * has a category per tag. Long lists are cut into runs (`inRuns`).
 */
export function apiSidebar(model: ApiModel): {api: SidebarItem[]} {
  const callbackGroup = new Map<string, CallbackModel[]>();
  for (const callback of model.callbacks) {
    const first = model.operations.find((operation) => operation.operationId === callback.usedBy[0]);
    const group = model.tagGroups.find((candidate) => candidate.tags.some((tag) => tag.operations.includes(first!)));
    if (group) callbackGroup.set(group.name, [...(callbackGroup.get(group.name) ?? []), callback]);
  }
  const items: SidebarItem[] = [{type: 'doc', id: 'index', label: 'Introduction'}];
  for (const group of model.tagGroups) {
    const pagesOf = (tag: (typeof group.tags)[number]): SidebarItem[] => [
      ...tag.operations.map((operation): SidebarItem => ({type: 'doc', id: docIdFor(operation.slug), label: operation.summary, className: methodClass(operation.method, operation.deprecated)})),
      ...tag.schemas.map((schema): SidebarItem => ({type: 'doc', id: docIdFor(schema.slug), label: schema.name})),
    ];
    // Each tag is a category, a tag nested under another (OpenAPI 3.2 `parent`) inside its parent's.
    const categories = (name: string | undefined, trail: string[]): SidebarItem[] =>
      group.tags
        .filter((tag) => tag.parent === name && (name !== undefined || !group.tags.some((candidate) => candidate.name === tag.parent)) && !trail.includes(tag.name))
        .flatMap((tag) => {
          const children = inRuns([...pagesOf(tag), ...categories(tag.name, [...trail, tag.name])]);
          return children.length ? [{type: 'category', label: tag.summary ?? tag.name, collapsed: true, collapsible: true, items: children} as SidebarItem] : [];
        });
    const tags = categories(undefined, []);
    // A group of one tag lists that tag's pages itself.
    const children = tags.length === 1 && tags[0]!.type === 'category' ? [...tags[0]!.items] : tags;
    for (const callback of callbackGroup.get(group.name) ?? []) {
      children.push({type: 'doc', id: docIdFor(callback.slug), label: callback.summary, className: `${methodClass(callback.method)} api-sidebar-callback`});
    }
    if (children.length) items.push({type: 'category', label: group.name, collapsed: true, collapsible: true, items: inRuns(children)});
  }
  if (model.webhooks.length) {
    items.push({
      type: 'category',
      label: 'Webhooks',
      collapsed: true,
      collapsible: true,
      items: inRuns(model.webhooks.map((webhook): SidebarItem => ({type: 'doc', id: docIdFor(webhook.slug), label: webhook.summary, className: `${methodClass(webhook.method, webhook.deprecated)} api-sidebar-callback`}))),
    });
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
  return {path: ERROR_CODES_PARTIAL, content};
}

export type ReferenceOptions = PageOptions;

/** Every generated page of a reference, and the error table when the description has a catalogue. */
export function apiReferenceFiles(model: ApiModel, options: ReferenceOptions = {}): GeneratedFile[] {
  const files: GeneratedFile[] = [overviewPage(model, options)];
  model.operations.forEach((operation, index) => files.push(operationPage(operation, model, index + 1, options)));
  model.schemas.forEach((schema, index) => files.push(schemaPage(schema, model, 10000 + index)));
  model.callbacks.forEach((callback, index) => files.push(callbackPage(callback, model, 20000 + index)));
  model.webhooks.forEach((webhook: WebhookModel, index) => files.push(webhookPage(webhook, model, 30000 + index, options)));
  if (model.errorCatalogue.codes.length) files.push(errorCodesPartial(model));
  return files;
}

export type ModelSummary = {
  /** The docs version of the build that wrote it (DOCS_VERSION): the last build's summary wins. */
  docsVersion: string;
  tagGroups: string[];
  operations: {operationId: string; method: string; path: string; summary: string; permalink: string; tag: string; isAsync: boolean; parameters: {name: string; in: string}[]; errorCodes: string[]; hasRequestBody: boolean}[];
  schemas: {name: string; permalink: string; tag: string}[];
  callbacks: {name: string; summary: string; permalink: string}[];
  webhooks: {name: string; summary: string; permalink: string}[];
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
    webhooks: model.webhooks.map((webhook) => ({name: webhook.name, summary: webhook.summary, permalink: webhook.permalink})),
    errorCodes: model.errorCatalogue.codes.map((entry) => ({code: entry.code, name: entry.name, status: entry.status})),
  };
}
