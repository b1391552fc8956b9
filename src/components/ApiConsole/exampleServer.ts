// The example server: answers the console's requests in the browser from the description alone,
// with no network. A request that breaks the description gets the documented error body (the
// catalogue's code, a message naming the rule, and a pointer to the fault); a valid one gets the
// operation's documented example answer. Asynchronous jobs play created → running → completed.
import {bodyProblems, parameterProblems} from './request';
import type {ConsoleOperation, ConsoleOperationModule} from './types';

export type ConsoleAnswer = {status: number; headers: {name: string; value: string}[]; body: string};
export type ExampleOutcome = {kind: 'answer'; answer: ConsoleAnswer} | {kind: 'refused'; message: string};

type ErrorEntry = {code: string; name: string; message: string; pathParameter?: string; jsonBody?: string};

/** The catalogue's codes the example server answers with, by the fault they describe. */
export const PATH_PATTERN_CODE = '400601';
export const PATH_UUID_CODE = '400603';
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

/** The error entries of a path parameter's fault: a UUID that is not one, else a pattern or value mismatch. */
function pathErrors(module: ConsoleOperationModule, values: Record<string, string>): ErrorEntry[] {
  const {operation} = module;
  const problems = parameterProblems(operation, module.validateParameters, values);
  return operation.parameters
    .filter((parameter) => parameter.in === 'path' && problems[parameter.name])
    .map((parameter) => {
      const wantsUuid = parameter.format === 'uuid';
      const codes = wantsUuid ? [PATH_UUID_CODE, PATH_PATTERN_CODE] : [PATH_PATTERN_CODE];
      return entryFor(operation, codes, {message: `The path parameter ${problems[parameter.name]}.`, pathParameter: `{${parameter.name}}`});
    });
}

const jsonAnswer = (status: number, body: unknown): ConsoleAnswer => ({
  status,
  headers: [
    {name: 'Content-Type', value: JSON_TYPE},
    {name: 'X-Amzn-Trace-Id', value: EXAMPLE_TRACE_ID},
  ],
  body: JSON.stringify(body, null, 2),
});

/** Answers a request as the description documents it. Query and header faults have no catalogue code, so they are refused with the rule instead. */
export function answerFromDescription(module: ConsoleOperationModule, values: Record<string, string>, bodyText: string): ExampleOutcome {
  const {operation} = module;
  const errors = pathErrors(module, values);
  if (!errors.length) {
    const problems = parameterProblems(operation, module.validateParameters, values);
    const other = operation.parameters.find((parameter) => parameter.in !== 'path' && problems[parameter.name]);
    if (other) {
      return {
        kind: 'refused',
        message: `The example server answers only with documented errors, and the description documents no error code for this fault: ${problems[other.name]}. Fix it, or send the request to your tenant to see what the API says.`,
      };
    }
  }
  for (const problem of bodyProblems(operation, module.validateBody, bodyText)) {
    errors.push(entryFor(operation, [BODY_INVALID_CODE], {message: `${problem.message}.`, jsonBody: problem.pointer}));
  }
  if (errors.length) return {kind: 'answer', answer: jsonAnswer(400, {errors})};
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
