// The sections of an operation page (and of callback and webhook pages, which share them) as MDX:
// how to authenticate, parameters by location, the request body with its media types and examples,
// the responses with their headers, links and fields, the errors, and the samples' column.
import {
  bodyKindOf,
  credentialPlacements,
  exampleRequest,
  schemaFacts,
  typeLabel,
  type ApiModel,
  type BodyModel,
  type MediaModel,
  type NamedExample,
  type OperationModel,
  type ParameterModel,
  type ResponseModel,
  type SchemaObject,
  type SecurityRequirementModel,
  type SecuritySchemeModel,
} from '../../openapi';
import {jsxBlock, jsxElement, markdownToMdx, plainFirstSentence} from './mdx';
import {enumListTree, schemaFieldsMdx, schemaFieldsTree, treeMdx, type SchemaLinks} from './schemaMdx';
import {element, markdownTree, type TreeNode} from './tree';
import {requestSamples, type SampleLanguage} from './snippets';

export const ERROR_LIST_ROUTE = '/errors/list/';

export const COMPONENTS_IMPORT =
  "import {ApiEndpoint, ApiAuthentication, ApiOperation, ApiIntro, ApiAside, ApiDetails, ApiRequestSamples, ApiResponseSamples, ApiResponseSample, ApiExamples, ApiTree, ApiErrorResponses, ApiErrorResponse, ApiCollapsed, ApiOperationTable, ApiDownload} from '@site/src/components/ApiReference';";
/** The "Try it" button: the console behind it loads only when a reader opens it (src/components/ApiConsole). */
export const CONSOLE_IMPORT = "import {ApiTryIt} from '@site/src/components/ApiConsole';";

export type GeneratedFile = {path: string; content: string};

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '203': 'Non-Authoritative Information',
  '204': 'No Content',
  '206': 'Partial Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '303': 'See Other',
  '304': 'Not Modified',
  '307': 'Temporary Redirect',
  '308': 'Permanent Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '406': 'Not Acceptable',
  '409': 'Conflict',
  '410': 'Gone',
  '412': 'Precondition Failed',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '2XX': 'Success',
  '4XX': 'Client error',
  '5XX': 'Server error',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
  default: 'Any other status',
};

export type PageOptions = {
  languages?: SampleLanguage[];
  /** This site's own reference: its overview offers the description and Postman downloads, and its operations the docs versions that have them. */
  siteReference?: boolean;
};

/** `200 OK`, `4XX Client error`: the heading of a response on the page and in its Markdown copy. */
export const statusHeading = (status: string) => `${status} ${STATUS_TEXT[status] ?? ''}`.trim();

/** An anchor for a response status (`response-200`, `response-4xx`). */
export const responseAnchor = (status: string) => `response-${status.toLowerCase()}`;

export function schemaLinks(model: ApiModel): SchemaLinks {
  const pages = new Map(model.schemas.map((schema) => [schema.name, schema.permalink]));
  return {modelHref: (name) => pages.get(name)};
}

/** A type as Markdown: linked to its model's page when it has one, else in code. */
export function typeMarkdown(schema: SchemaObject, links: SchemaLinks): string {
  const label = typeLabel(schema, (name) => links.modelHref(name) !== undefined);
  const href = label.modelName ? links.modelHref(label.modelName) : undefined;
  return href ? `[${label.text}](${href})` : `\`${label.text}\``;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

// ---- Authentication ------------------------------------------------------------------------------

const FLOW_NAMES = {authorizationCode: 'authorization code', clientCredentials: 'client credentials', password: 'password', implicit: 'implicit', deviceAuthorization: 'device authorization'} as const;

/** How to send one scheme's credential, in one sentence (scopes appended when the operation asks for some). */
export function schemeSentence(scheme: SecuritySchemeModel, scopes: string[] = []): string {
  const scopeText = scopes.length ? ` with the scope${scopes.length > 1 ? 's' : ''} ${scopes.map(code).join(', ')}` : '';
  switch (scheme.type) {
    case 'apiKey': {
      const where = scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header';
      return `An API key in the ${code(scheme.parameterName ?? '')} ${where}${scopeText}.`;
    }
    case 'http':
      if (scheme.scheme === 'basic') return `HTTP basic authentication: ${code('Authorization: Basic {credentials}')}, where the credentials are your user name and password joined by a colon, in Base64${scopeText}.`;
      if (scheme.scheme && scheme.scheme !== 'bearer') return `HTTP ${scheme.scheme} authentication in the ${code('Authorization')} header${scopeText}.`;
      return `A bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''} in the header ${code('Authorization: Bearer {token}')}${scopeText}.`;
    case 'oauth2': {
      const flows = scheme.flows.map((flow) => {
        const urls = [flow.authorizationUrl && `authorise at ${code(flow.authorizationUrl)}`, flow.deviceAuthorizationUrl && `authorise the device at ${code(flow.deviceAuthorizationUrl)}`, flow.tokenUrl && `get the token from ${code(flow.tokenUrl)}`].filter(Boolean);
        return `${FLOW_NAMES[flow.kind]} flow${urls.length ? ` (${urls.join(', ')})` : ''}`;
      });
      return `An OAuth 2 access token${scopeText}, sent as ${code('Authorization: Bearer {token}')}. Get it with the ${flows.join(' or the ')}.`;
    }
    case 'openIdConnect':
      return `An OpenID Connect token${scopeText}, sent as ${code('Authorization: Bearer {token}')}; the provider's configuration is at ${code(scheme.openIdConnectUrl ?? '')}.`;
    default:
      return `A client certificate (mutual TLS) on the connection${scopeText}.`;
  }
}

/** One way to authenticate: its schemes' sentences, joined when it needs several at once. */
export function requirementSentence(requirement: SecurityRequirementModel, schemes: SecuritySchemeModel[]): string {
  if (!requirement.length) return 'No credentials.';
  const parts = requirement.map(({scheme, scopes}) => {
    const found = schemes.find((candidate) => candidate.key === scheme);
    return found ? schemeSentence(found, scopes) : `The ${code(scheme)} scheme.`;
  });
  return parts.length > 1 ? `All of: ${parts.join(' ')}` : parts[0];
}

/** What a deprecated operation, callback or webhook means for a reader. */
export const deprecatedSentence = (what: string) => `This ${what} still works but may be removed: prefer what its description recommends.`;
/** A notice, as an admonition, that an operation, callback or webhook is deprecated. */
export const deprecatedNotice = (what: string) => `:::warning[Deprecated]\n\n${deprecatedSentence(what)}\n\n:::`;

/** The operation's "Authentication" line: one requirement, or the alternatives. */
export function authenticationMdx(security: SecurityRequirementModel[], model: ApiModel, overviewHref: string, label = 'Authentication'): string {
  const sentences = security.length ? security.map((requirement) => requirementSentence(requirement, model.securitySchemes)) : ['None: this call needs no credentials.'];
  const link = model.securitySchemes.length ? ` [How to authenticate](${overviewHref}#authentication).` : '';
  const text = sentences.length === 1 ? `**${label}:** ${sentences[0]}${link}` : `**${label}:** any one of these.${link}\n\n${sentences.map((sentence) => `- ${sentence}`).join('\n')}`;
  return jsxBlock('ApiAuthentication', {}, text);
}

/** The overview's "Authentication" section: every scheme with its description. */
export function authenticationSection(model: ApiModel): string {
  if (!model.securitySchemes.length) return '';
  const items = model.securitySchemes.map((scheme) => {
    const placement = credentialPlacements([{scheme: scheme.key, scopes: []}], [scheme])[0];
    const sample = placement?.variable ? ` The samples read it from the environment variable ${code(placement.variable)}.` : '';
    const scopes = scheme.flows.flatMap((flow) => Object.entries(flow.scopes));
    const scopeList = scopes.length ? `\n\n${[...new Map(scopes).entries()].map(([scope, meaning]) => `- ${code(scope)}: ${markdownToMdx(meaning)}`).join('\n')}` : '';
    return [`### ${scheme.key} {#security-${scheme.key.toLowerCase().replace(/[^a-z\d]+/g, '-')}}`, `${schemeSentence(scheme)}${sample}${scheme.deprecated ? ' Deprecated.' : ''}`, markdownToMdx(scheme.description), scopeList.trim()].filter(Boolean).join('\n\n');
  });
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const defaults = model.security.length ? `Unless an operation says otherwise, calls need ${model.security.map((requirement) => lower(requirementSentence(requirement, model.securitySchemes)).replace(/\.$/, '')).join('; or ')}.` : 'Operations say which of these they need.';
  return ['## Authentication {#authentication}', defaults, ...items].join('\n\n');
}

// ---- Parameters ----------------------------------------------------------------------------------

export const PARAMETER_LOCATIONS = [
  ['path', 'In the path'],
  ['query', 'In the query string'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

/** How a parameter's value is written, when that is not just the value. */
export function serialisationNote(parameter: ParameterModel): string {
  if (parameter.contentType) return `Sent as ${code(parameter.contentType)}, encoded for the URL.`;
  const isArray = parameter.schema.type === 'array';
  const isObject = parameter.schema.type === 'object' || Boolean(parameter.schema.properties);
  if (parameter.in === 'query' && parameter.style === 'deepObject' && isObject) return `Each field is its own parameter: ${code(`${parameter.name}[field]=value`)}.`;
  if (parameter.in === 'query' && isArray) return parameter.explode === false ? `Several values are joined by commas: ${code(`${parameter.name}=a,b`)}.` : `Repeat the parameter for several values: ${code(`${parameter.name}=a&${parameter.name}=b`)}.`;
  if (parameter.in === 'query' && isObject) return parameter.explode === false ? `Fields and values are joined by commas: ${code(`${parameter.name}=field,value`)}.` : `Each field is its own parameter: ${code('field=value')}.`;
  return '';
}

/** A parameter's named examples, when it has several: `Examples: \`a\` (First), \`b\`.` */
export function parameterExamplesSentence(parameter: ParameterModel): string {
  if (parameter.examples.length < 2) return '';
  return `Examples: ${parameter.examples.map((example) => `${code(typeof example.value === 'string' ? example.value : JSON.stringify(example.value))}${example.summary ? ` (${example.summary.replace(/\.$/, '')})` : ''}`).join(', ')}.`;
}

/** Whether the page lists a parameter's fields or variants under it (an object or alternatives in the query, say). */
export const parameterHasFields = (parameter: ParameterModel) => Boolean(parameter.schema.properties || parameter.schema.oneOf || parameter.schema.anyOf);

function parameterNode(parameter: ParameterModel, links: SchemaLinks): TreeNode {
  const label = typeLabel(parameter.schema, (name) => links.modelHref(name) !== undefined);
  const facts = schemaFacts(parameter.schema).filter((fact) => fact.label !== 'Example');
  if (parameter.example !== undefined) facts.push({label: 'Example', value: Array.isArray(parameter.example) ? parameter.example.join(',') : typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example), code: true});
  const description = [parameter.description?.trim(), serialisationNote(parameter), parameterExamplesSentence(parameter)].filter(Boolean).join(' ');
  return element(
    'ApiField',
    {name: parameter.name, type: label.text, typeHref: label.modelName ? links.modelHref(label.modelName) : undefined, required: parameter.required, deprecated: parameter.deprecated, facts: facts.length ? facts : undefined},
    [...markdownTree(description), ...enumListTree(parameter.schema), ...(parameterHasFields(parameter) ? schemaFieldsTree(parameter.schema, links) : [])],
  );
}

export function parametersMdx(parameters: ParameterModel[], links: SchemaLinks): string[] {
  if (!parameters.length) return [];
  const parts = ['## Parameters {#parameters}'];
  for (const [location, title] of PARAMETER_LOCATIONS) {
    const group = parameters.filter((parameter) => parameter.in === location);
    if (group.length) parts.push(`**${title}**`, treeMdx([element('ApiFields', {}, group.map((parameter) => parameterNode(parameter, links)))]));
  }
  return parts;
}

// ---- Bodies and examples -------------------------------------------------------------------------

export const KIND_NOTES = {
  form: 'Sent as a URL-encoded form: each field below is a form field.',
  multipart: 'Sent as multipart form data: each field below is a part; a binary field is a file.',
} as const;

/** Text of an example as a code block shows it, with the language to highlight it in. */
export function exampleCode(value: unknown, contentType: string | undefined): {code: string; language: string} {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  const type = (contentType ?? '').toLowerCase();
  const language = typeof value !== 'string' || /json/.test(type) ? 'json' : /xml/.test(type) ? 'xml' : /yaml/.test(type) ? 'yaml' : 'text';
  return {code: text, language};
}

/** Every example of a body or response, one per named example and media type, labelled for a picker. */
export function examplesOf(media: MediaModel[]): {label: string; contentType: string; code: string; language: string; description?: string}[] {
  const several = media.length > 1;
  return media.flatMap((entry) => {
    const named: NamedExample[] = entry.examples.length ? entry.examples : entry.example !== undefined ? [{key: 'default', value: entry.example}] : [];
    return named.map((example) => {
      const name = example.summary ?? (example.key === 'default' ? '' : example.key);
      const label = [several ? entry.contentType : '', name].filter(Boolean).join(': ') || entry.contentType;
      return {label, contentType: entry.contentType, ...exampleCode(example.value, entry.contentType), ...(example.description ? {description: example.description} : {})};
    });
  });
}

/** The media types of a body or response in words, each with its schema when it differs from the first. */
export function mediaLine(media: MediaModel[], links: SchemaLinks, verb: string): string {
  const [first, ...others] = media;
  if (!first) return '';
  const typeOf = (entry: MediaModel) => (entry.itemSchema ? `a stream of ${typeMarkdown(entry.itemSchema, links)} items` : entry.schema ? typeMarkdown(entry.schema, links) : undefined);
  const firstType = typeOf(first);
  const alternatives = others.map((entry) => {
    const type = typeOf(entry);
    return type && type !== firstType ? `${code(entry.contentType)} (${type})` : code(entry.contentType);
  });
  return `${firstType ? `${verb}: ${firstType}, as ${code(first.contentType)}` : `${verb} as ${code(first.contentType)}`}${alternatives.length ? `, or as ${alternatives.join(', ')}` : ''}.`;
}

export function requestBodyMdx(body: BodyModel | undefined, links: SchemaLinks, title = 'Request body'): string[] {
  if (!body) return [];
  const kind = bodyKindOf(body.contentType);
  const parts = [`## ${title} {#request-body}`, [body.required ? '**Required.**' : '**Optional.**', markdownToMdx(body.description), mediaLine(body.media, links, 'Schema'), kind === 'form' || kind === 'multipart' ? KIND_NOTES[kind] : ''].filter(Boolean).join(' ')];
  const stream = body.media[0]?.itemSchema;
  if (body.schema) parts.push(schemaFieldsMdx(body.schema, links, body.schema['x-model-name']));
  else if (stream) parts.push(schemaFieldsMdx(stream, links, stream['x-model-name']));
  const examples = examplesOf(body.media);
  if (examples.length > 1) parts.push(jsxElement('ApiExamples', {title: 'Request body examples', examples}));
  return parts;
}

// ---- Responses -----------------------------------------------------------------------------------

/** Response headers as a short list: name, type, whether it is always sent, and what it means. */
export function headersMdx(response: ResponseModel, links: SchemaLinks): string {
  if (!response.headers.length) return '';
  const items = response.headers.map((header) => {
    const type = header.schema ? typeLabel(header.schema, (name) => links.modelHref(name) !== undefined).text : 'string';
    const notes = [type, header.required ? 'always sent' : '', header.deprecated ? 'deprecated' : ''].filter(Boolean).join(', ');
    const description = markdownToMdx(plainFirstSentence(header.description));
    return `- \`${header.name}\` (${notes})${description ? `: ${description}` : ''}`;
  });
  // One header (the usual case) reads as one line.
  return items.length === 1 ? `**Header:** ${items[0].slice(2)}` : `**Headers**\n\n${items.join('\n')}`;
}

export function linksMdx(response: ResponseModel, model: ApiModel): string {
  if (!response.links.length) return '';
  const items = response.links.map((link) => {
    const target = model.operations.find((operation) => operation.operationId === link.operationId);
    const to = target ? `[${target.summary}](${target.permalink}) (${code(`${target.method.toUpperCase()} ${target.path}`)})` : code(link.operationRef ?? link.operationId ?? '');
    const values = Object.entries(link.parameters).map(([name, value]) => `${code(name)} = ${code(typeof value === 'string' ? value : JSON.stringify(value))}`);
    const description = link.description ? ` ${markdownToMdx(plainFirstSentence(link.description))}` : '';
    return `- **${link.name}**: ${to}${values.length ? ` with ${values.join(', ')}` : ''}.${description}`;
  });
  return ['**Links**: what to call next with this answer.', items.join('\n')].join('\n\n');
}

/**
 * The codes a success answer's failures can carry (`x-error-codes` on a 2xx: Clear drafts reports a
 * layer it could not clear inside its 200), each linked to its row of the error list.
 */
export function failureCodesMdx(response: ResponseModel, model: ApiModel, listHref = ERROR_LIST_ROUTE): string {
  if (!response.errorCodes.length) return '';
  const byCode = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
  const codes = response.errorCodes.map((entry) => `[${[`\`${entry}\``, byCode.get(entry)?.name].filter(Boolean).join(' ')}](${listHref}#${entry})`);
  return `Failures in this answer carry ${codes.length === 1 ? 'the code' : 'one of the codes'} ${codes.join(', ')}.`;
}

function successResponseMdx(response: ResponseModel, model: ApiModel, links: SchemaLinks): string {
  const parts = [`### ${statusHeading(response.status)} {#${responseAnchor(response.status)}}`, markdownToMdx(response.description), failureCodesMdx(response, model), mediaLine(response.media, links, 'Body')];
  parts.push(headersMdx(response, links), linksMdx(response, model));
  const schema = response.schema ?? response.media[0]?.itemSchema;
  if (schema) {
    // The response box shows the example; the fields are one click away, so the page stays short.
    const fields = schemaFieldsMdx(schema, links, schema['x-model-name']);
    if (fields) parts.push(jsxBlock('ApiCollapsed', {summary: `Fields of the ${response.status} body`}, fields));
  }
  return parts.filter(Boolean).join('\n\n');
}

/**
 * The model most error statuses answer with: named once before them, and only the statuses with
 * another body name theirs. Undefined when no model is the body of more than half of them.
 */
export function commonErrorModel(errors: ResponseModel[]): string | undefined {
  const counts = new Map<string, number>();
  for (const response of errors) {
    const name = response.schema?.['x-model-name'];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [name, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return name !== undefined && count !== undefined && count > errors.length / 2 ? name : undefined;
}

/** Whether an error status names its body under it: when it differs from the one the introduction names, or no codes point into that body. */
export const showsErrorBody = (response: ResponseModel, common: string | undefined, hasCodes: boolean) => !hasCodes || response.schema?.['x-model-name'] !== common;

/**
 * `a` or `an` before a model's name, by how it is usually said: `an ErrorResponse`, `an Update`,
 * `a Problem`, `a User` (a u followed by one consonant and a vowel sounds like "you").
 */
export const indefiniteArticle = (word: string): 'a' | 'an' => (/^([aeio]|u[^aeiou][^aeiou]|u$)/i.test(word) ? 'an' : 'a');

/** The error responses' shared body and headers, for the sentence before the error statuses. */
export function errorIntro(errors: ResponseModel[], links: SchemaLinks, hasCodes: boolean, listHref = ERROR_LIST_ROUTE): string {
  const shared = commonErrorModel(errors);
  const schema = errors.find((response) => shared !== undefined && response.schema?.['x-model-name'] === shared)?.schema;
  const others = errors.some((response) => response.schema?.['x-model-name'] !== shared);
  const headers = errors[0]?.headers.map((header) => header.name).filter((name) => errors.every((response) => response.headers.some((header) => header.name === name))) ?? [];
  const listed = hasCodes ? ` (see the [error list](${listHref}))` : '';
  let body = '';
  if (shared && schema) {
    // The array of the body whose items carry the code, e.g. `errors[]`.
    const codes = Object.entries(schema.properties ?? {}).find(([, field]) => field.type === 'array' && field.items && (field.items.properties?.code || (field.items.anyOf ?? field.items.oneOf ?? []).some((variant) => variant.properties?.code)))?.[0];
    const carry = hasCodes ? (codes ? `, whose \`${codes}[]\` carry one of the codes below${listed}` : `, with one of the codes below${listed}`) : '';
    const model = `${indefiniteArticle(shared)} ${links.modelHref(shared) ? `[${shared}](${links.modelHref(shared)})` : `\`${shared}\``}`;
    body = `${others ? 'Errors answer' : 'Every error answers'} with ${model} body${carry}`;
  } else if (hasCodes) {
    body = `Each error status can carry the codes listed with it${listed}`;
  }
  if (!body && !headers.length) return '';
  const headerText = headers.length ? `${body ? ', and' : 'Every error answers with'} ${headers.length > 1 ? 'the headers' : 'an'} ${headers.map(code).join(', ')} ${headers.length > 1 ? '' : 'header'}`.replace(/\s+$/, '') : '';
  const exception = shared && schema && others ? ' A status with another body names it.' : '';
  return `${body}${headerText}.${exception}`;
}

/** Error statuses as one compact list: status, what it means, and the codes it can carry or its body. */
export function errorResponsesMdx(responses: ResponseModel[], model: ApiModel, links: SchemaLinks): string {
  if (!responses.length) return '';
  const byCode = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
  const hasCodes = responses.some((response) => response.errorCodes.length > 0);
  const common = commonErrorModel(responses);
  const rows = responses.map((response) =>
    jsxBlock(
      'ApiErrorResponse',
      {
        status: response.status,
        statusText: STATUS_TEXT[response.status],
        codes: response.errorCodes.map((entry) => ({code: entry, name: byCode.get(entry)?.name ?? ''})),
        listHref: ERROR_LIST_ROUTE,
      },
      [markdownToMdx(response.description), showsErrorBody(response, common, hasCodes) ? mediaLine(response.media, links, 'Body') : ''].filter(Boolean).join('\n\n'),
    ),
  );
  return [`## Errors {#errors}`, errorIntro(responses, links, hasCodes), jsxBlock('ApiErrorResponses', {}, rows.join('\n\n'))].filter(Boolean).join('\n\n');
}

export function responsesMdx(responses: ResponseModel[], model: ApiModel, links: SchemaLinks, title = 'Responses'): string[] {
  const successes = responses.filter((response) => !response.isError);
  return [`## ${title} {#responses}`, ...successes.map((response) => successResponseMdx(response, model, links)), errorResponsesMdx(responses.filter((response) => response.isError), model, links)];
}

// ---- The samples' column ------------------------------------------------------------------------

/**
 * The response box: one tab per status with an example, each example of a status selectable. An
 * error status that lists catalogue codes shows its first example: the others are the same body
 * with another code, and each code is listed, and linked to its meaning, under Errors.
 */
export function responseSamplesMdx(responses: ResponseModel[]): string {
  const samples = responses
    .map((response) => ({response, examples: response.isError && response.errorCodes.length ? examplesOf(response.media).slice(0, 1) : examplesOf(response.media)}))
    .filter(({examples}) => examples.length > 0)
    .map(({response, examples}) => jsxBlock('ApiResponseSample', {status: response.status, contentType: examples[0].contentType, code: examples[0].code, examples: examples.length > 1 ? examples : undefined}, markdownToMdx(response.description)));
  return samples.length ? jsxBlock('ApiResponseSamples', {}, samples.join('\n\n')) : '';
}

export function samplesMdx(operation: OperationModel, model: ApiModel, options: PageOptions): string {
  const samples = requestSamples(exampleRequest(operation, model), options.languages);
  return jsxBlock('ApiAside', {}, [jsxElement('ApiRequestSamples', {samples}), responseSamplesMdx(operation.responses)].filter(Boolean).join('\n\n'));
}
