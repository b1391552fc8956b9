// validate_request's work: turns a request as an assistant describes it (path values or the path
// itself, query, headers, body) into the console's form values and body text, and asks the
// console's example server (src/components/ApiConsole/exampleServer.ts) with the validators the
// build compiled. The answer is the one the console gives: the documented error body, or the
// documented example answer.
import {answerFromDescription, type ExampleOutcome} from '../components/ApiConsole/exampleServer';
import {initialValues} from '../components/ApiConsole/request';
import type {ConsoleOperationModule, ConsoleParameter} from '../components/ApiConsole/types';

type Scalar = string | number | boolean;

export type RequestDescription = {
  /** The path parameters' values, or the path itself (`/api/v1/ACME_CORP/datasets/…`, a full URL, or its end). */
  path?: string | Record<string, Scalar>;
  query?: Record<string, Scalar | Scalar[]>;
  headers?: Record<string, Scalar>;
  /** A JSON value, or the body's text as it would be sent. */
  body?: unknown;
};

export type Validation = {
  /** The example server's answer; absent when the request could not be read at all. */
  outcome?: ExampleOutcome;
  /** What the check assumed or left out, for the caller to know (an example value used, a name not in the description). */
  notes: string[];
  /** Set when the request cannot be read as the caller meant it (a body that is not JSON, a path of another operation). */
  problem?: string;
};

const asText = (value: Scalar | Scalar[]): string => (Array.isArray(value) ? value.map(String).join(',') : String(value));

/** The path parameters' values in a path, matched against the operation's template from its end. */
function valuesFromPath(template: string, typed: string): {values: Record<string, string>; query: Record<string, string[]>} | {problem: string} {
  const withoutOrigin = typed.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const [pathname = '', search = ''] = withoutOrigin.split('?', 2);
  const expected = template.split('/').filter(Boolean);
  const given = pathname.replace(/#.*$/, '').split('/').filter(Boolean);
  const offset = expected.length - given.length;
  const mismatch = `The path ${typed.trim()} is not one of this operation's: it is ${template}.`;
  if (given.length === 0 || offset < 0) return {problem: mismatch};
  const values: Record<string, string> = {};
  for (const [index, segment] of given.entries()) {
    const part = expected[offset + index]!;
    const parameter = /^\{(\w+)\}$/.exec(part)?.[1];
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return {problem: `The path segment ${segment} is not valid percent-encoding.`};
    }
    if (parameter) values[parameter] = value;
    else if (value !== part) return {problem: mismatch};
  }
  const query: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) query[name] = [...(query[name] ?? []), value];
  return {values, query};
}

const parameterNamed = (parameters: ConsoleParameter[], location: ConsoleParameter['in'], name: string) =>
  parameters.find((parameter) => parameter.in === location && (location === 'header' ? parameter.name.toLowerCase() === name.toLowerCase() : parameter.name === name));

/** Checks a request against the operation's description, as the console's example server answers it. */
export function validateRequest(module: ConsoleOperationModule, request: RequestDescription): Validation {
  const {operation} = module;
  const notes: string[] = [];
  const values: Record<string, string> = {};
  let query: Record<string, Scalar | Scalar[]> = {...request.query};

  if (typeof request.path === 'string') {
    const read = valuesFromPath(operation.path, request.path);
    if ('problem' in read) return {notes, problem: read.problem};
    Object.assign(values, read.values);
    query = {...read.query, ...query};
  } else {
    for (const [name, value] of Object.entries(request.path ?? {})) {
      if (parameterNamed(operation.parameters, 'path', name)) values[name] = asText(value);
      else notes.push(`${name} is not a path parameter of ${operation.operationId}; it was left out.`);
    }
  }
  for (const [name, value] of Object.entries(query)) {
    if (parameterNamed(operation.parameters, 'query', name)) values[name] = asText(value);
    else notes.push(`${name} is not a query parameter of ${operation.operationId}; it was left out (the API ignores it or refuses it).`);
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    const parameter = parameterNamed(operation.parameters, 'header', name);
    if (parameter) values[parameter.name] = asText(value);
  }
  // A required value the caller did not give takes the documented example, as the console's form starts.
  const examples = initialValues(operation);
  for (const parameter of operation.parameters) {
    if (!parameter.required || parameter.name in values || !examples[parameter.name]) continue;
    values[parameter.name] = examples[parameter.name]!;
    notes.push(`${parameter.name} was not given; the documented example ${examples[parameter.name]} was used.`);
  }

  const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  const outcome = answerFromDescription(module, values, body);
  if (typeof request.body === 'string' && request.body.trim() !== '' && !isJson(request.body)) {
    return {outcome, notes, problem: 'The body is not JSON. Give it as a JSON value, or as the exact text you would send.'};
  }
  if (request.body !== undefined && !operation.body) notes.push(`${operation.operationId} takes no body; the API ignores it.`);
  return {outcome, notes};
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
