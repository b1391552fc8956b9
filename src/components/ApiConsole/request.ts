// Owns turning the console's form into a request: typing what the reader wrote, checking it with
// the operation's compiled validators (one message per parameter, naming the rule; each body
// problem at its JSON pointer), and the request that is sent and shown.
import type {CompiledValidator, ConsoleOperation, ConsoleParameter, ValidationError} from './types';

export type HeaderEntry = {name: string; value: string};
export type ConsoleRequest = {method: string; url: string; headers: HeaderEntry[]; body?: string};
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

/** Problems of the body text: not JSON, missing, or not matching the schema (each at its pointer). */
export function bodyProblems(operation: ConsoleOperation, validate: CompiledValidator | undefined, text: string): BodyProblem[] {
  if (!operation.body) return [];
  if (text.trim() === '') return operation.body.required ? [{pointer: '', message: 'The body is required: write a JSON value.'}] : [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{pointer: '', message: `The body is not JSON: ${(error as Error).message}`}];
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

/** The query string of the filled-in query parameters; an array is sent as the name repeated. */
export function queryString(operation: ConsoleOperation, values: Record<string, string>): string {
  const pairs: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const value = typedValue(parameter, values[parameter.name] ?? '');
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The request as it is sent: `token` goes only into the Authorization header. */
export function buildRequest(operation: ConsoleOperation, values: Record<string, string>, bodyText: string, baseUrl: string, token: string): ConsoleRequest {
  const headers: HeaderEntry[] = [{name: 'Authorization', value: `Bearer ${token}`}];
  for (const parameter of operation.parameters) {
    const value = (values[parameter.name] ?? '').trim();
    if (parameter.in === 'header' && value) headers.push({name: parameter.name, value});
  }
  const hasBody = operation.body !== undefined && bodyText.trim() !== '';
  if (hasBody) headers.push({name: 'Content-Type', value: operation.body!.contentType});
  return {
    method: operation.method,
    url: `${baseUrl.replace(/\/+$/, '')}${fillPath(operation, values)}${queryString(operation, values)}`,
    headers,
    body: hasBody ? bodyText : undefined,
  };
}

/** The form's first values: the example request of the samples. */
export function initialValues(operation: ConsoleOperation): Record<string, string> {
  return Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter.initial]));
}
