// The typed API model: what every consumer (API pages, samples, Markdown copies, Postman, search,
// tests) knows about the API. Built once from an OpenAPI 3.0, 3.1 or 3.2 description by
// `loadApiModel`, which also brings every version's spelling to one form (see normalize.ts).

/**
 * A schema after `$ref`s are resolved and the description's version is normalised: `type` is one
 * type name (3.1's `[string, "null"]` becomes `type: string` and `nullable: true`; several types
 * become `anyOf`), `exclusiveMinimum`/`exclusiveMaximum` are numbers (3.0's boolean form is
 * folded in), and an enum written as `oneOf` of `const`s is an `enum` with `x-enum-descriptions`.
 * `x-model-name` marks a named component.
 */
export type SchemaObject = {
  'x-model-name'?: string;
  title?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  /** JSON Schema's list of examples (3.1). */
  examples?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  patternProperties?: Record<string, SchemaObject>;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  not?: SchemaObject;
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
  contentMediaType?: string;
  contentEncoding?: string;
  'x-tags'?: string[];
  /** The named schemas an `allOf` of several parts was merged from. */
  'x-extends'?: string[];
  /** What each `enum` value means, by the value as text (from `x-enumDescriptions`, `x-enum-descriptions` or a `oneOf` of `const`s). */
  'x-enum-descriptions'?: Record<string, string>;
  /** Set on a copy that leaves out `readOnly` (request) or `writeOnly` (response) fields. */
  'x-view'?: SchemaView;
};

/** Which fields a reader sees: a request leaves out `readOnly` fields, a response `writeOnly` ones. */
export type SchemaView = 'request' | 'response';

/** Every method OpenAPI 3.2 names on a path item, in the order pages list a path's operations. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'query', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ServerModel = {
  /** The URL template, e.g. `https://{host}`. */
  url: string;
  description?: string;
  /** The URL with every variable at its default, e.g. `https://api.example.com`. */
  defaultUrl: string;
  variables: Record<string, {default: string; description?: string; enum?: string[]}>;
};

export type NamedExample = {key: string; summary?: string; description?: string; value: unknown};

export type ParameterModel = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  schema: SchemaObject;
  /** The value samples use: the parameter's example, else its schema's example, default, first enum value or a value made from its type. */
  example?: unknown;
  /**
   * Parameters it cannot be combined with (`x-excludes`): sending it with a value other than its
   * default together with one of these, likewise set, is refused with 400605 QueryParametersConflict.
   */
  excludes: string[];
  /** The parameter's own named examples, as written. */
  examples: NamedExample[];
  /** How the value is serialised (`form`, `simple`, `deepObject`…), when the description says. */
  style?: string;
  explode?: boolean;
  /** A parameter described by `content` instead of `schema`: its media type (the value is sent encoded so). */
  contentType?: string;
};

/** One media type of a body or response. */
export type MediaModel = {
  contentType: string;
  schema?: SchemaObject;
  /** OpenAPI 3.2's `itemSchema`: each item of a stream (JSON Lines, server-sent events…). */
  itemSchema?: SchemaObject;
  /** The example samples use (see `chooseExample`); made from the schema when none is written. */
  example?: unknown;
  /** True when `example` was made from the schema rather than written in the description. */
  exampleIsGenerated?: boolean;
  examples: NamedExample[];
  /** Per-field media types of a multipart or form body, from `encoding`. */
  encoding?: Record<string, {contentType?: string}>;
};

/**
 * A request body. Its first media type is repeated at the top level (`contentType`, `schema`,
 * `example`, `examples`), which is what samples send; `media` holds every one.
 */
export type BodyModel = {
  required: boolean;
  description?: string;
  contentType: string;
  schema?: SchemaObject;
  example?: unknown;
  exampleIsGenerated?: boolean;
  examples: NamedExample[];
  media: MediaModel[];
};

export type HeaderModel = {name: string; description?: string; schema?: SchemaObject; required: boolean; deprecated: boolean; example?: unknown};

/** A response `link`: how a value of this answer feeds another operation. */
export type LinkModel = {
  name: string;
  description?: string;
  /** The operation it leads to, when the model has it (by `operationId`, or `operationRef` to a path of this description). */
  operationId?: string;
  /** `operationRef` as written, when it points outside this description. */
  operationRef?: string;
  /** Runtime expressions or values for the target's parameters, by parameter name. */
  parameters: Record<string, unknown>;
  requestBody?: unknown;
};

export type ResponseModel = {
  status: string;
  description: string;
  isError: boolean;
  /** The first media type (what the response box shows first); `media` holds every one. */
  contentType?: string;
  schema?: SchemaObject;
  example?: unknown;
  exampleIsGenerated?: boolean;
  examples: NamedExample[];
  media: MediaModel[];
  headers: HeaderModel[];
  links: LinkModel[];
  /** Error codes this response can carry (from `x-error-codes`), in catalogue order. */
  errorCodes: string[];
};

/** A security scheme of `components.securitySchemes`. */
export type SecuritySchemeModel = {
  /** Its key in `components.securitySchemes`. */
  key: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  /** apiKey: where the key goes and under which name. */
  in?: 'header' | 'query' | 'cookie';
  parameterName?: string;
  /** http: `bearer`, `basic`, `digest`… (lower case). */
  scheme?: string;
  bearerFormat?: string;
  /** oauth2: each flow with its URLs and scopes. */
  flows: {kind: 'implicit' | 'password' | 'clientCredentials' | 'authorizationCode' | 'deviceAuthorization'; authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; deviceAuthorizationUrl?: string; scopes: Record<string, string>}[];
  openIdConnectUrl?: string;
  deprecated: boolean;
};

/** One way to authenticate a call: every scheme listed must be satisfied together. */
export type SecurityRequirementModel = {scheme: string; scopes: string[]}[];

/** A request the API sends to an endpoint of yours: a callback or a webhook. */
type SentRequestModel = {
  slug: string;
  permalink: string;
  method: HttpMethod;
  summary: string;
  description?: string;
  deprecated: boolean;
  parameters: ParameterModel[];
  /** What the API sends to your endpoint. */
  requestBody?: BodyModel;
  responses: ResponseModel[];
};

export type CallbackModel = SentRequestModel & {
  /** The component's name, or the key under the operation's `callbacks`, e.g. `JobFinished`. */
  name: string;
  /** The runtime expression the URL comes from, e.g. `{$request.body#/callback/urlTemplate}`. */
  expression: string;
  /** operationIds of the operations that can send it. */
  usedBy: string[];
};

/** A webhook (OpenAPI 3.1 `webhooks`): a request the API sends to an endpoint you register out of band. */
export type WebhookModel = SentRequestModel & {
  /** Its key under `webhooks`, e.g. `petAdopted`. */
  name: string;
  security: SecurityRequirementModel[];
};

export type OperationModel = {
  operationId: string;
  /** False when the description gives no operationId and the model made one from method and path. */
  hasOwnOperationId?: boolean;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  /** The first tag (the one that places it in the sidebar); empty when it has none. */
  tag: string;
  tags: string[];
  slug: string;
  /** Site-relative URL without the base path, e.g. `/api/create-dataset`. */
  permalink: string;
  parameters: ParameterModel[];
  requestBody?: BodyModel;
  responses: ResponseModel[];
  callbacks: {key: string; callback: CallbackModel}[];
  /** The ways to authenticate, any one of which will do; empty when the call needs none. */
  security: SecurityRequirementModel[];
  /** Servers for this operation when the path or operation overrides the description's. */
  servers?: ServerModel[];
  /** Every error code any of its responses can carry, in catalogue order. */
  errorCodes: string[];
  /** Answers 202 with a job ticket. */
  isAsync: boolean;
};

export type SchemaModel = {
  name: string;
  /** The group it is listed under: its `x-tags`, else the reference's models group. */
  tag: string;
  slug: string;
  permalink: string;
  description?: string;
  schema: SchemaObject;
  example?: unknown;
  /** Named models that extend this one with `allOf`, and the discriminator value of each when there is one. */
  subtypes?: {name: string; value?: string}[];
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
  /** OpenAPI 3.2's short display name, when given. */
  summary?: string;
  operations: OperationModel[];
  schemas: SchemaModel[];
  /** OpenAPI 3.2's `parent`: the tag this one is nested under (it follows its parent in its group). */
  parent?: string;
};

export type ApiModel = {
  /** The description's `openapi` version, e.g. `3.1.0`. */
  openapi: string;
  /** Where the reference's pages live, without the base path: `/api`; the overview is its page. */
  routeBase: string;
  info: {title: string; version: string; description?: string; summary?: string};
  servers: ServerModel[];
  /** The description's `x-tagGroups` in order, or one group per top-level tag, then the untagged operations and the models. */
  tagGroups: {name: string; tags: TagModel[]}[];
  /** Every operation, in tag-group order, then the order of the paths. */
  operations: OperationModel[];
  /** Every schema with a page, in tag-group order. */
  schemas: SchemaModel[];
  callbacks: CallbackModel[];
  webhooks: WebhookModel[];
  securitySchemes: SecuritySchemeModel[];
  /** The description's default security (operations may override it). */
  security: SecurityRequirementModel[];
  /** The description's `x-error-catalogue`; no codes when it has none (then pages show no error table). */
  errorCatalogue: {description?: string; groups: ErrorGroupModel[]; codes: ErrorCodeModel[]};
  /** Every component schema by name, resolved, including those without a page. */
  componentSchemas: Record<string, SchemaObject>;
};
