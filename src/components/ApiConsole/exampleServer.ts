// The example server: answers the console's requests in the browser from the description alone,
// with no network. A request that breaks the description gets the documented error body (the
// catalogue's code, a message naming the rule, and the path parameter, query parameter or body
// pointer at fault); a valid one gets the operation's documented example answer. Asynchronous
// jobs play created → running → completed.
import {bodyProblems, parameterProblems, typedValue} from './request';
import type {ConsoleOperation, ConsoleOperationModule, ConsoleParameter} from './types';

export type ConsoleAnswer = {status: number; headers: {name: string; value: string}[]; body: string};
export type ExampleOutcome = {kind: 'answer'; answer: ConsoleAnswer} | {kind: 'refused'; message: string};

type ErrorEntry = {code: string; name: string; message: string; pathParameter?: string; queryParameter?: string; jsonBody?: string};

/** The catalogue's codes the example server answers with, by the fault they describe. */
export const PATH_PATTERN_CODE = '400601';
export const PATH_VALUE_CODE = '400602';
export const PATH_UUID_CODE = '400603';
export const QUERY_VALUE_CODE = '400604';
export const QUERY_CONFLICT_CODE = '400605';
export const BODY_INVALID_CODE = '400701';
/** The trace id of the example answers: a sample, as every value on the panel. */
export const EXAMPLE_TRACE_ID = 'Root=1-00000000-000000000000000000000000';
const JSON_TYPE = 'application/json; charset=UTF-8';

function entryFor(operation: ConsoleOperation, preferred: string[], fields: Omit<ErrorEntry, 'code' | 'name'>): ErrorEntry {
  const documented = preferred.map((code) => operation.errorCodes.find((entry) => entry.code === code)).find(Boolean);
  const fallback = operation.errorCodes.find((entry) => entry.status === 400);
  const chosen = documented ?? fallback ?? {code: preferred[0], name: 'RequestInvalid'};
  return {code: chosen.code, name: chosen.name, ...fields};
}

/** The catalogue code of a path parameter's fault: a UUID that is not one, a value outside the list, a pattern mismatch. */
function pathCodes(parameter: ConsoleParameter): string[] {
  if (parameter.format === 'uuid') return [PATH_UUID_CODE, PATH_PATTERN_CODE];
  if (parameter.enum?.length) return [PATH_VALUE_CODE, PATH_PATTERN_CODE];
  return [PATH_PATTERN_CODE];
}

/** The error entries of the path and query parameters' faults, in the order of the parameters. */
function parameterErrors(operation: ConsoleOperation, problems: Record<string, string>): ErrorEntry[] {
  return operation.parameters.flatMap((parameter): ErrorEntry[] => {
    const problem = problems[parameter.name];
    if (!problem) return [];
    if (parameter.in === 'path') return [entryFor(operation, pathCodes(parameter), {message: `The path parameter ${problem}.`, pathParameter: `{${parameter.name}}`})];
    if (parameter.in === 'query') return [entryFor(operation, [QUERY_VALUE_CODE], {message: `The query parameter ${problem}.`, queryParameter: parameter.name})];
    return [];
  });
}

/** Whether a parameter is sent with a value other than its default (only such values can conflict). */
function isSet(parameter: ConsoleParameter, values: Record<string, string>): boolean {
  const value = typedValue(parameter, values[parameter.name] ?? '');
  return value !== undefined && String(value) !== parameter.default;
}

/** The first pair of query parameters the description says cannot be combined, as an error naming the later one. */
function conflictError(operation: ConsoleOperation, values: Record<string, string>, problems: Record<string, string>): ErrorEntry | undefined {
  // A value already reported as invalid is not counted again as a conflict.
  const sent = operation.parameters.filter((parameter) => parameter.in === 'query' && !problems[parameter.name] && isSet(parameter, values));
  for (const [index, later] of sent.entries()) {
    const earlier = sent.slice(0, index).find((parameter) => parameter.excludes?.includes(later.name) || later.excludes?.includes(parameter.name));
    if (earlier) return entryFor(operation, [QUERY_CONFLICT_CODE], {message: `${earlier.name} cannot be combined with ${later.name}.`, queryParameter: later.name});
  }
  return undefined;
}

const jsonAnswer = (status: number, body: unknown): ConsoleAnswer => ({
  status,
  headers: [
    {name: 'Content-Type', value: JSON_TYPE},
    {name: 'X-Amzn-Trace-Id', value: EXAMPLE_TRACE_ID},
  ],
  body: JSON.stringify(body, null, 2),
});

/**
 * Answers a request as the description documents it: every fault of the path, the query and the
 * body in one `errors` array, as the API reports them. A header fault has no catalogue code, so a
 * request whose only fault is in a header is refused with the rule instead.
 */
export function answerFromDescription(module: ConsoleOperationModule, values: Record<string, string>, bodyText: string): ExampleOutcome {
  const {operation} = module;
  // A description without an error catalogue documents no error body to answer with: say the rule instead.
  if (!operation.errorCodes.length) {
    const fault = Object.values(parameterProblems(operation, module.validateParameters, values))[0] ?? bodyProblems(operation, module.validateBody, bodyText)[0]?.message;
    if (fault) return {kind: 'refused', message: `The example server answers only with documented errors, and this description documents no error code: ${fault}. Fix it, or send the request to your API to see what it says.`};
  }
  const problems = parameterProblems(operation, module.validateParameters, values);
  const errors = parameterErrors(operation, problems);
  const conflict = conflictError(operation, values, problems);
  if (conflict) errors.push(conflict);
  for (const problem of bodyProblems(operation, module.validateBody, bodyText)) {
    errors.push(entryFor(operation, [BODY_INVALID_CODE], {message: `${problem.message}.`, jsonBody: problem.pointer}));
  }
  if (errors.length) return {kind: 'answer', answer: jsonAnswer(400, {errors})};
  const header = operation.parameters.find((parameter) => parameter.in === 'header' && problems[parameter.name]);
  if (header) {
    return {
      kind: 'refused',
      message: `The example server answers only with documented errors, and the description documents no error code for this fault: ${problems[header.name]}. Fix it, or send the request to your tenant to see what the API says.`,
    };
  }
  const {success} = operation;
  if (typeof success.example === 'string') {
    return {kind: 'answer', answer: {status: success.status, headers: [{name: 'Content-Type', value: success.contentType ?? 'text/plain'}, {name: 'X-Amzn-Trace-Id', value: EXAMPLE_TRACE_ID}], body: success.example}};
  }
  return {kind: 'answer', answer: jsonAnswer(success.status, success.example ?? {})};
}

export type JobStatus = 'created' | 'running' | 'completed' | 'failed';
export const TERMINAL_STATUSES: readonly JobStatus[] = ['completed', 'failed'];

type Ticket = {jobStatus?: unknown; _links?: {self?: {url?: unknown}; result?: {url?: unknown}}; _modifiedAt?: unknown};

/** What the console reads of a job ticket; undefined when the value is not one. */
export function readTicket(value: unknown): {status: JobStatus; selfUrl?: string; resultUrl?: string} | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ticket = value as Ticket;
  const status = ticket.jobStatus;
  if (status !== 'created' && status !== 'running' && status !== 'completed' && status !== 'failed') return undefined;
  const selfUrl = typeof ticket._links?.self?.url === 'string' ? ticket._links.self.url : undefined;
  const resultUrl = typeof ticket._links?.result?.url === 'string' ? ticket._links.result.url : undefined;
  return {status, selfUrl, resultUrl};
}

/**
 * The ticket the example job shows at its `poll`-th read of the self link (1 = first poll): running
 * at the first, completed from the second on, with the result link of the description's example.
 */
export function exampleTicketAt(operation: ConsoleOperation, poll: number): unknown {
  const created = (operation.success.example ?? {}) as Record<string, unknown> & {_links?: Record<string, unknown>};
  if (poll < 2) return {...created, jobStatus: 'running'};
  const completed = (operation.completedTicket ?? {}) as {_links?: {result?: unknown}; _modifiedAt?: unknown};
  return {
    ...created,
    jobStatus: 'completed',
    _links: {...created._links, ...(completed._links?.result ? {result: completed._links.result} : {})},
    ...(completed._modifiedAt ? {_modifiedAt: completed._modifiedAt} : {}),
  };
}
