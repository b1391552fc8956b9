// The typed API model: what every consumer (API pages, samples, Markdown copies, Postman, search,
// tests) knows about the API. Built once from openapi/openapi.yaml by `loadApiModel`.

/** An OpenAPI 3.0 schema after `$ref`s are resolved. `x-model-name` marks a named component. */
export type SchemaObject = {
  'x-model-name'?: string;
  title?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  'x-tags'?: string[];
  /** The named schemas an `allOf` of several parts was merged from. */
  'x-extends'?: string[];
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ServerModel = {
  /** The URL template, e.g. `https://{host}`. */
  url: string;
  description?: string;
  /** The URL with every variable at its default, e.g. `https://api.example.com`. */
  defaultUrl: string;
  variables: Record<string, {default: string; description?: string; enum?: string[]}>;
};

export type ParameterModel = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  schema: SchemaObject;
  /** The value samples use: the parameter's example, else its schema's example, default or first enum value. */
  example?: unknown;
  /**
   * Parameters it cannot be combined with (`x-excludes`): sending it with a value other than its
   * default together with one of these, likewise set, is refused with 400605 QueryParametersConflict.
   */
  excludes: string[];
};

export type NamedExample = {key: string; summary?: string; value: unknown};

export type BodyModel = {
  required: boolean;
  description?: string;
  /** The media type the description keys the body with. */
  contentType: string;
  schema?: SchemaObject;
  /** The example samples use (see `chooseExample`). */
  example?: unknown;
  examples: NamedExample[];
};

export type ResponseModel = {
  status: string;
  description: string;
  isError: boolean;
  contentType?: string;
  schema?: SchemaObject;
  example?: unknown;
  examples: NamedExample[];
  headers: {name: string; description?: string; schema?: SchemaObject}[];
  /** Error codes this response can carry (from `x-error-codes`), in catalogue order. */
  errorCodes: string[];
};

export type CallbackModel = {
  /** The component's name, e.g. `JobFinished`. */
  name: string;
  slug: string;
  permalink: string;
  /** The runtime expression the URL comes from, e.g. `{$request.body#/callback/urlTemplate}`. */
  expression: string;
  method: HttpMethod;
  summary: string;
  description?: string;
  responses: ResponseModel[];
  /** operationIds of the operations that can send it. */
  usedBy: string[];
};

export type OperationModel = {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  tag: string;
  slug: string;
  /** Site-relative URL without the base path, e.g. `/api/create-dataset`. */
  permalink: string;
  parameters: ParameterModel[];
  requestBody?: BodyModel;
  responses: ResponseModel[];
  callbacks: {key: string; callback: CallbackModel}[];
  /** Every error code any of its responses can carry, in catalogue order. */
  errorCodes: string[];
  /** Answers 202 with a job ticket. */
  isAsync: boolean;
};

export type SchemaModel = {
  name: string;
  tag: string;
  slug: string;
  permalink: string;
  description?: string;
  schema: SchemaObject;
  example?: unknown;
};

export type ErrorCodeModel = {
  code: string;
  name: string;
  status: number;
  group: string;
  meaning: string;
  action: string;
  /** Subject line for the support contact, when the fix is to contact support. */
  supportSubject?: string;
};

export type ErrorGroupModel = {id: string; title: string; summary: string};

export type TagModel = {
  name: string;
  description?: string;
  operations: OperationModel[];
  schemas: SchemaModel[];
};

export type ApiModel = {
  info: {title: string; version: string; description?: string};
  servers: ServerModel[];
  /** The description's `x-tagGroups`, in order, each with its tags. */
  tagGroups: {name: string; tags: TagModel[]}[];
  /** Every operation, in tag-group order, then the order of the paths. */
  operations: OperationModel[];
  /** Every schema with a page (those tagged with `x-tags`), in tag-group order. */
  schemas: SchemaModel[];
  callbacks: CallbackModel[];
  errorCatalogue: {description?: string; groups: ErrorGroupModel[]; codes: ErrorCodeModel[]};
  /** Every component schema by name, resolved, including those without a page. */
  componentSchemas: Record<string, SchemaObject>;
};
