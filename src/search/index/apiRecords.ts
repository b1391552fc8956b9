// Search records of the API reference, built from the API model rather than scraped from the
// pages' HTML: one per operation, schema and error code, each carrying the identifiers a reader
// pastes (operationId, `METHOD /path`, parameter and field names, enum values, codes and names).
// Pure: the input type below is all it knows of the model (see apiModelInput.ts).

export type ApiOperationInput = {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** Site path of the operation's page, under the base URL. */
  permalink: string;
  parameterNames: string[];
  bodyFieldNames: string[];
  /** Values of enumerated parameters and fields (`jsonRows`, `gzip`…). */
  enumValues?: string[];
};

export type ApiSchemaInput = {name: string; permalink: string; fieldNames: string[]};

export type ApiErrorCodeInput = {
  code: string;
  name: string;
  status: number;
  /** Site path of the error list; the record links to the code's row at `#<code>`. */
  permalink: string;
  meaning?: string;
};

/** A webhook: a request the API sends, named by its key in the description. */
export type ApiWebhookInput = {name: string; method: string; summary: string; permalink: string; bodyFieldNames: string[]};

export type ApiModelInput = {operations: ApiOperationInput[]; schemas: ApiSchemaInput[]; errorCodes: ApiErrorCodeInput[]; webhooks?: ApiWebhookInput[]};

export type ApiRecord = {
  kind: 'operation' | 'schema' | 'error';
  title: string;
  /** Page path, without anchor. */
  url: string;
  anchor?: string;
  method?: string;
  /** What names this record alone: operationId, `METHOD /path`, schema name, error code and name. */
  identifiers: string[];
  /** Names it shares with others: parameter, field and enum names. */
  names: string[];
  description?: string;
};

/** The path as readers quote it: without the `/api/v1/{tenantId}` prefix every path shares. */
export function shortPath(path: string): string {
  const short = path.replace(/^\/api\/v\d+\/\{[^}]+\}/, '');
  return short === '' ? '/' : short;
}

const unique = (values: string[]): string[] => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** Splits a permalink that carries an anchor into page and anchor. */
function splitAnchor(permalink: string): {url: string; anchor?: string} {
  const at = permalink.indexOf('#');
  return at === -1 ? {url: permalink} : {url: permalink.slice(0, at), anchor: permalink.slice(at)};
}

export function operationRecord(operation: ApiOperationInput): ApiRecord {
  const method = operation.method.toUpperCase();
  const short = shortPath(operation.path);
  return {
    kind: 'operation',
    title: operation.summary.trim() || operation.operationId,
    ...splitAnchor(operation.permalink),
    method,
    identifiers: unique([operation.operationId, `${method} ${operation.path}`, `${method} ${short}`]),
    names: unique([...operation.parameterNames, ...operation.bodyFieldNames, ...(operation.enumValues ?? [])]),
    description: `${method} ${short}`,
  };
}

export function webhookRecord(webhook: ApiWebhookInput): ApiRecord {
  const method = webhook.method.toUpperCase();
  return {
    kind: 'operation',
    title: webhook.summary.trim() || webhook.name,
    ...splitAnchor(webhook.permalink),
    method,
    identifiers: unique([webhook.name]),
    names: unique(webhook.bodyFieldNames),
    description: `Webhook: ${method} to your endpoint`,
  };
}

export function schemaRecord(schema: ApiSchemaInput): ApiRecord {
  return {kind: 'schema', title: schema.name, ...splitAnchor(schema.permalink), identifiers: [schema.name], names: unique(schema.fieldNames)};
}

export function errorCodeRecord(error: ApiErrorCodeInput): ApiRecord {
  const {url} = splitAnchor(error.permalink);
  return {
    kind: 'error',
    title: `${error.code} ${error.name}`,
    url,
    anchor: `#${error.code}`,
    identifiers: unique([error.code, error.name]),
    names: [],
    description: [`HTTP ${error.status}`, error.meaning].filter(Boolean).join('. '),
  };
}

/**
 * Every record of the model, operations first. Entries without the fields a record needs (an
 * operation without a path, an error without a code) are left out with a warning, never thrown.
 */
export function buildApiRecords(model: ApiModelInput, warn: (message: string) => void = console.warn): ApiRecord[] {
  const records: ApiRecord[] = [];
  for (const operation of model.operations) {
    if (!operation.operationId || !operation.path || !operation.method || !operation.permalink) {
      warn(`search: skipping an API operation without operationId, method, path or page: ${JSON.stringify(operation)}`);
      continue;
    }
    records.push(operationRecord(operation));
  }
  for (const webhook of model.webhooks ?? []) {
    if (!webhook.name || !webhook.permalink) {
      warn(`search: skipping an API webhook without a name or page: ${JSON.stringify(webhook)}`);
      continue;
    }
    records.push(webhookRecord(webhook));
  }
  for (const schema of model.schemas) {
    if (!schema.name || !schema.permalink) {
      warn(`search: skipping an API schema without a name or page: ${JSON.stringify(schema)}`);
      continue;
    }
    records.push(schemaRecord(schema));
  }
  for (const error of model.errorCodes) {
    if (!/^\d+$/.test(error.code) || !error.name || !error.permalink) {
      warn(`search: skipping an error code without a numeric code, a name or a page: ${JSON.stringify(error)}`);
      continue;
    }
    records.push(errorCodeRecord(error));
  }
  return records;
}
