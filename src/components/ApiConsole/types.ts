// What the console knows of one operation: written at build time by
// src/plugins/api-reference/consoleData.ts from the API model, one lazily loaded module per
// operation, together with validators compiled by Ajv's standalone code generation.

export type ConsoleParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The JSON type the value has once read from the form (`array` values are typed comma-separated). */
  type: 'string' | 'boolean' | 'integer' | 'number' | 'array';
  enum?: string[];
  /** The documented default, as text. */
  default?: string;
  pattern?: string;
  format?: string;
  /** The value the form starts with, as text ('' leaves the parameter out). */
  initial: string;
  /** Parameters it cannot be sent with, each set to a value other than its default (`x-excludes`). */
  excludes?: string[];
};

export type ConsoleErrorCode = {code: string; name: string; status: number};

/** Where the reader's credential goes, from the operation's security scheme. */
export type ConsoleAuth = {
  in: 'header' | 'query' | 'cookie';
  /** Header, query parameter or cookie name. */
  name: string;
  /** What precedes the secret: `Bearer `, `Basic ` or nothing. */
  prefix: string;
  /** What the field asks for, e.g. `API token`, `API key`. */
  label: string;
  /** The environment variable copies read it from, e.g. `API_TOKEN`. */
  variable: string;
};

/** How the body is sent: JSON as written; a form or multipart body is written as a JSON object of its fields; text as it is. */
export type ConsoleBodyEncoding = 'json' | 'form' | 'multipart' | 'text';

export type ConsoleResponse = {status: number; contentType?: string; example?: unknown};

export type ConsoleOperation = {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  isAsync: boolean;
  parameters: ConsoleParameter[];
  body?: {required: boolean; contentType: string; encoding: ConsoleBodyEncoding; example: string};
  /** Where the credential goes; absent when the operation needs none. */
  auth?: ConsoleAuth;
  /** The documented success answer (the first 2xx with an example). */
  success: ConsoleResponse;
  /** Every error code the operation documents, with its status. */
  errorCodes: ConsoleErrorCode[];
  /** A ticket of a completed job (JobTicket's example), which the example server ends a job with. */
  completedTicket?: unknown;
  /** The operation's (else the description's) servers, one per value of their variables, e.g. `https://api.example.com`. */
  servers: {url: string; description?: string}[];
};

/** Ajv's error object, as the standalone validators report it. */
export type ValidationError = {instancePath: string; keyword: string; params: Record<string, unknown>; message?: string};

export type CompiledValidator = ((data: unknown) => boolean) & {errors?: ValidationError[] | null};

/** One operation's generated module. */
export type ConsoleOperationModule = {
  operation: ConsoleOperation;
  /** Checks the typed parameter values, keyed by parameter name. */
  validateParameters: CompiledValidator;
  /** Checks the parsed body; absent when the operation takes none. */
  validateBody?: CompiledValidator;
};
