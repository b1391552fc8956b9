// The OpenAPI description is the single source of truth for the API: it must list exactly the
// operations of the spec (section 7), and every example in it must satisfy its own schema.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSchemaValidator, listOperations, loadOpenApi} from '../support/content.mjs';

const root = path.resolve(__dirname, '../..');
const doc = loadOpenApi(root);
const validator = createSchemaValidator(doc);

/** SPEC section 7, "Documented data API", as method + path under /api/v1/{tenantId}. */
const SPEC_OPERATIONS = [
  'GET /datasets',
  'POST /files/generate',
  'POST /datasets/create',
  'POST /datasets/{datasetId}',
  'GET /datasets/{datasetId}',
  'POST /datasets/{datasetId}/export/{exportFormat}',
  'GET /datasets/{datasetId}/export/{exportFormat}',
  'GET /datasets/{datasetId}/items',
  'POST /datasets/{datasetId}/items',
  'PUT /datasets/{datasetId}/items',
  'PUT /datasets/{datasetId}/items/import',
  'POST /links/create',
  'POST /links/{linksDatasetId}',
  'PUT /links/{linksDatasetId}/populate',
  'PUT /links/{linksDatasetId}/items',
  'PUT /links/{linksDatasetId}/items/import',
  'POST /drafts',
  'GET /drafts/{draftId}',
  'POST /drafts/actions',
  'POST /drafts/clear',
  'POST /datasets/{datasetId}/applyDrafts',
  'POST /datasets/{datasetId}/updateOnDemand',
];

const ASYNC_OPERATIONS = ['exportDatasetAsync', 'importItemsAsync', 'populateLinks', 'importLinksAsync', 'exportDraftActions', 'applyDrafts', 'updateOnDemand'];

const operations = listOperations(doc);

/** Every example in the description with the schema it illustrates. */
function collectExamples(): {where: string; schema: object; value: unknown}[] {
  const found: {where: string; schema: object; value: unknown}[] = [];
  const visitMedia = (where: string, media: {schema?: object; example?: unknown; examples?: Record<string, {value?: unknown; $ref?: string}>}) => {
    if (!media?.schema) return;
    if (media.example !== undefined) found.push({where, schema: media.schema, value: media.example});
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      if (example.value !== undefined) found.push({where: `${where} (${name})`, schema: media.schema, value: example.value});
    }
  };
  for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, {example?: unknown}>)) {
    if (schema.example !== undefined) found.push({where: `schema ${name}`, schema: {$ref: `#/components/schemas/${name}`}, value: schema.example});
  }
  for (const [name, response] of Object.entries(doc.components.responses ?? {}) as [string, {content?: Record<string, object>}][]) {
    for (const [type, media] of Object.entries(response.content ?? {})) visitMedia(`response ${name} ${type}`, media);
  }
  for (const [name, parameter] of Object.entries(doc.components.parameters ?? {}) as [string, {schema?: object; example?: unknown}][]) {
    if (parameter.example !== undefined && parameter.schema) found.push({where: `parameter ${name}`, schema: parameter.schema, value: parameter.example});
  }
  for (const {method, path: route, operation} of operations) {
    const where = `${method.toUpperCase()} ${route}`;
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) visitMedia(`${where} request ${type}`, media as object);
    for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, {content?: Record<string, object>}][]) {
      for (const [type, media] of Object.entries(response.content ?? {})) visitMedia(`${where} ${status} ${type}`, media);
    }
  }
  return found;
}

describe('openapi/openapi.yaml', () => {
  it('lists exactly the operations of spec section 7', () => {
    const listed = operations.map(({method, path: route}) => `${method.toUpperCase()} ${route.replace('/api/v1/{tenantId}', '')}`);
    expect(listed.sort()).toEqual([...SPEC_OPERATIONS].sort());
    expect(operations.every(({path: route}) => route.startsWith('/api/v1/{tenantId}/'))).toBe(true);
  });

  it('gives every operation a summary, description, operationId, one tag and bearer security', () => {
    const ids = new Set<string>();
    for (const {operation} of operations) {
      expect(operation.summary).toBeTruthy();
      expect(operation.description.length).toBeGreaterThan(40);
      expect(['Datasets', 'Links', 'Drafts', 'Files']).toContain(operation.tags?.[0]);
      expect(operation.security ?? doc.security).toEqual([{bearerAuth: []}]);
      ids.add(operation.operationId);
    }
    expect(ids.size).toBe(operations.length);
  });

  it('answers 202 with a job ticket on every async operation', () => {
    for (const id of ASYNC_OPERATIONS) {
      const {operation} = operations.find((entry) => entry.operation.operationId === id)!;
      const found = validator.schemaFor({operationId: id, part: 'response', status: '202'});
      expect(found.error, id).toBeUndefined();
      expect(JSON.stringify(found.schema)).toContain('JobTicket');
      expect(operation.callbacks, `${id} callbacks`).toBeTruthy();
    }
  });

  it('validates the tenant id against the spec pattern', () => {
    const tenant = doc.components.parameters.TenantId;
    const pattern = new RegExp(tenant.schema.pattern);
    expect(tenant.schema.pattern).toBe('^[A-Z][A-Z0-9_]{0,29}$');
    expect(pattern.test('ACME_CORP')).toBe(true);
    expect(pattern.test('acme')).toBe(false);
    expect(pattern.test(`A${'B'.repeat(30)}`)).toBe(false);
  });

  it.each([
    ['includeBOM', true],
    ['lineEndings', 'windows'],
    ['encoding', 'identity'],
    ['resultEncoding', 'identity'],
    ['dateFormat', 'YYYY-MM-DD'],
    ['onPropertyAccessDenied', 'denyItemAccess'],
    ['onItemAccessDenied', 'failTransaction'],
    ['onActionValidationFailure', 'failTransaction'],
    ['deleteOmittedProperties', false],
    ['implicitDelete', false],
    ['autoId', false],
  ])('documents the default of %s as %s', (name, expected) => {
    const parameter = Object.values(doc.components.parameters as Record<string, {name: string; schema: {default?: unknown}}>).find(
      (candidate) => candidate.name === name,
    );
    expect(parameter?.schema.default).toEqual(expected);
  });

  it('defines every entity of spec section 3 as a schema', () => {
    for (const name of [
      'Dataset', 'DatasetSummary', 'Property', 'LinksDataset', 'Draft', 'DraftLayer', 'Item', 'ItemResult', 'ClearDraftResult',
      'JobTicket', 'Link', 'Callback', 'ResultLocation', 'ImportLocation', 'Webhook', 'TemporaryFile', 'Error', 'ServerError',
      'JobStatus', 'ItemActionType', 'ItemResultStatus', 'FoldScheme', 'WebhookStatus', 'PropertyType',
    ]) {
      expect(doc.components.schemas[name], name).toBeTruthy();
    }
  });

  it('every example validates against its schema', () => {
    const examples = collectExamples();
    expect(examples.length).toBeGreaterThan(100);
    const failures = examples.flatMap(({where, schema, value}) => {
      const validate = validator.compile(schema);
      return validate(value) ? [] : [`${where}: ${JSON.stringify(validate.errors?.slice(0, 2))}`];
    });
    expect(failures).toEqual([]);
  });

  it('an example that breaks its schema is caught', () => {
    const validate = validator.compile({$ref: '#/components/schemas/JobTicket'});
    expect(validate({jobStatus: 'finished'})).toBe(false);
  });
});
