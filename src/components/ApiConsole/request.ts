// Owns turning the console's form into a request: typing what the reader wrote, checking it with
// the operation's compiled validators (one message per parameter, naming the rule; each body
// problem at its JSON pointer), and the request that is sent and shown: the credential where the
// operation's security scheme puts it, the body encoded as its media type says.
import type {CompiledValidator, ConsoleOperation, ConsoleParameter, ValidationError} from './types';

export type HeaderEntry = {name: string; value: string};
/** A multipart body's parts; the browser writes the boundary and the Content-Type with it. */
export type FormPart = {name: string; value: string};
export type ConsoleRequest = {method: string; url: string; headers: HeaderEntry[]; body?: string; parts?: FormPart[]};
export type BodyProblem = {pointer: string; message: string};

/** At most this many body problems are listed: the first ones are the ones to fix. */
export const MAX_BODY_PROBLEMS = 20;
const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** The value a parameter's text stands for; undefined when left empty (the parameter is not sent). */
export function typedValue(parameter: ConsoleParameter, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  switch (parameter.type) {
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'integer':
    case 'number':
      return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : trimmed;
    case 'array':
      return trimmed.split(',').map((part) => part.trim());
    default:
      return text;
  }
}

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'a UUID (8-4-4-4-12 hexadecimal digits)',
  'date-time': 'a date and time such as 2025-03-14T09:30:00Z',
  date: 'a date such as 2025-03-14',
  email: 'an email address',
  uri: 'an absolute URI',
};

/** The broken rule in words, as the end of a sentence that starts with what is wrong. */
export function describeRule(error: ValidationError): string {
  const {params} = error;
  switch (error.keyword) {
    case 'pattern':
      return `must match the pattern ${String(params.pattern)}`;
    case 'format':
      return `must be ${FORMAT_WORDS[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'type':
      return params.type === 'boolean' ? 'must be true or false' : `must be of type ${String(params.type)}`;
    case 'required':
      return `needs the field "${String(params.missingProperty)}"`;
    case 'additionalProperties':
      return `has a field "${String(params.additionalProperty)}" the schema does not allow`;
    case 'minLength':
      return `must be at least ${String(params.limit)} character${params.limit === 1 ? '' : 's'} long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'minItems':
      return `must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    default:
      return error.message ?? `breaks the rule "${error.keyword}"`;
  }
}

/** Problems of the parameters, one message per parameter name, each naming it and its rule. */
export function parameterProblems(operation: ConsoleOperation, validate: CompiledValidator, values: Record<string, string>): Record<string, string> {
  const typed: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    const value = typedValue(parameter, values[parameter.name] ?? '');
    if (value !== undefined) typed[parameter.name] = value;
  }
  if (validate(typed)) return {};
  const problems: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const name = error.keyword === 'required' && error.instancePath === '' ? String(error.params.missingProperty) : decodePointerToken(error.instancePath.split('/')[1] ?? '');
    if (!name || problems[name]) continue;
    problems[name] = error.keyword === 'required' && error.instancePath === '' ? `${name} is required` : `${name} ${describeRule(error)}`;
  }
  return problems;
}

const decodePointerToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** Where an error is, as a JSON pointer into the body: a missing or unexpected field points at the field itself. */
export function errorPointer(error: ValidationError): string {
  if (error.keyword === 'required') return `${error.instancePath}/${escapePointerToken(String(error.params.missingProperty))}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}/${escapePointerToken(String(error.params.additionalProperty))}`;
  return error.instancePath;
}

const escapePointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Problems of the body text: missing, not JSON (a form is written as a JSON object of its fields), or not matching the schema (each at its pointer). */
export function bodyProblems(operation: ConsoleOperation, validate: CompiledValidator | undefined, text: string): BodyProblem[] {
  if (!operation.body) return [];
  const {encoding = 'json'} = operation.body;
  if (text.trim() === '') return operation.body.required ? [{pointer: '', message: encoding === 'text' ? 'The body is required.' : 'The body is required: write a JSON value.'}] : [];
  if (encoding === 'text') return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{pointer: '', message: `The body is not JSON: ${(error as Error).message}`}];
  }
  if (encoding !== 'json' && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    return [{pointer: '', message: 'Write the form as a JSON object: one key per field.'}];
  }
  if (!validate || validate(data)) return [];
  const seen = new Set<string>();
  const problems: BodyProblem[] = [];
  for (const error of validate.errors ?? []) {
    const pointer = errorPointer(error);
    const where = error.keyword === 'required' || error.keyword === 'additionalProperties' ? error.instancePath : pointer;
    const message = `${where === '' ? 'The body' : where} ${describeRule(error)}`;
    const key = `${pointer}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({pointer, message});
    if (problems.length === MAX_BODY_PROBLEMS) break;
  }
  return problems;
}

/** The path with its parameters filled in (each value encoded), e.g. `/api/v1/ACME_CORP/datasets`. */
export function fillPath(operation: ConsoleOperation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The query string of the filled-in query parameters (and the credential, when it goes in the query); an array is sent as the name repeated. */
export function queryString(operation: ConsoleOperation, values: Record<string, string>, credential?: {name: string; value: string}): string {
  const pairs: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const value = typedValue(parameter, values[parameter.name] ?? '');
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(item))}`);
  }
  // A placeholder such as $API_KEY stays readable in the request the console shows.
  if (credential) pairs.push(`${encodeURIComponent(credential.name)}=${credential.value.startsWith('$') ? credential.value : encodeURIComponent(credential.value)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A form's fields from the JSON object the reader wrote: a value that is not text is sent as JSON. */
export function formFieldsOf(bodyText: string): FormPart[] {
  const data = JSON.parse(bodyText) as Record<string, unknown>;
  return Object.entries(data).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => ({name, value: typeof item === 'string' ? item : JSON.stringify(item)})));
}

/**
 * The request as it is sent. The credential (`token`) goes where the operation's security scheme
 * says: a header, or the query; a cookie cannot be set by a page, so a cookie credential is not
 * sent (the console says so).
 */
export function buildRequest(operation: ConsoleOperation, values: Record<string, string>, bodyText: string, baseUrl: string, token: string): ConsoleRequest {
  const {auth} = operation;
  const headers: HeaderEntry[] = [];
  if (auth?.in === 'header') headers.push({name: auth.name, value: `${auth.prefix}${token}`});
  for (const parameter of operation.parameters) {
    const value = (values[parameter.name] ?? '').trim();
    if (parameter.in === 'header' && value) headers.push({name: parameter.name, value});
  }
  const credential = auth?.in === 'query' ? {name: auth.name, value: token} : undefined;
  const url = `${baseUrl.replace(/\/+$/, '')}${fillPath(operation, values)}${queryString(operation, values, credential)}`;
  const body = operation.body;
  if (!body || bodyText.trim() === '') return {method: operation.method, url, headers};
  switch (body.encoding) {
    case 'form': {
      headers.push({name: 'Content-Type', value: 'application/x-www-form-urlencoded'});
      return {method: operation.method, url, headers, body: new URLSearchParams(formFieldsOf(bodyText).map(({name, value}) => [name, value])).toString()};
    }
    case 'multipart':
      return {method: operation.method, url, headers, parts: formFieldsOf(bodyText)};
    default:
      headers.push({name: 'Content-Type', value: body.contentType});
      return {method: operation.method, url, headers, body: bodyText};
  }
}

/** The request as the console shows and copies it: the secret replaced by the variable samples read it from. */
export function withHiddenCredential(request: ConsoleRequest, operation: ConsoleOperation): ConsoleRequest {
  const {auth} = operation;
  if (!auth) return request;
  const placeholder = `$${auth.variable}`;
  if (auth.in === 'header') {
    return {...request, headers: request.headers.map((header) => (header.name.toLowerCase() === auth.name.toLowerCase() ? {...header, value: `${auth.prefix}${placeholder}`} : header))};
  }
  if (auth.in === 'query') {
    const url = new URL(request.url);
    url.searchParams.delete(auth.name);
    const query = url.searchParams.toString();
    return {...request, url: `${url.origin}${url.pathname}?${query ? `${query}&` : ''}${encodeURIComponent(auth.name)}=${placeholder}`};
  }
  return request;
}

/** The form's first values: the example request of the samples. */
export function initialValues(operation: ConsoleOperation): Record<string, string> {
  return Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter.initial]));
}
