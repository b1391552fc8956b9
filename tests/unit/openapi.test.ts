// The API model is the single source of truth for the API: it must hold exactly the operations of
// the spec (section 7) in the description's tag groups, every example must satisfy its own schema,
// and every error code an operation names must be in the catalogue.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSchemaValidator, loadModel} from '../support/content.mjs';
import type {ApiModel, SchemaObject} from '../../src/openapi';

const root = path.resolve(__dirname, '../..');
const model: ApiModel = await loadModel(root);
const validator = createSchemaValidator(model);

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

/** SPEC section 2: "Its tag groups are Datasets, Links, Drafts, Files, Models and Error Models." */
const SPEC_TAG_GROUPS = ['Datasets', 'Links', 'Drafts', 'Files', 'Models', 'Error Models'];

const ASYNC_OPERATIONS = ['exportDatasetAsync', 'importItemsAsync', 'populateLinks', 'importLinksAsync', 'exportDraftActions', 'applyDrafts', 'updateOnDemand'];

/** Every example the model holds, with the schema it illustrates. */
function collectExamples(): {where: string; schema: SchemaObject; value: unknown}[] {
  const found: {where: string; schema: SchemaObject; value: unknown}[] = [];
  for (const schema of model.schemas) {
    if (schema.example !== undefined) found.push({where: `model ${schema.name}`, schema: schema.schema, value: schema.example});
  }
  for (const operation of model.operations) {
    for (const parameter of operation.parameters) {
      if (parameter.example !== undefined) found.push({where: `${operation.operationId} parameter ${parameter.name}`, schema: parameter.schema, value: parameter.example});
    }
    const body = operation.requestBody;
    if (body?.schema) {
      for (const example of body.examples) found.push({where: `${operation.operationId} request (${example.key})`, schema: body.schema, value: example.value});
    }
    for (const response of operation.responses) {
      if (!response.schema) continue;
      for (const example of response.examples) found.push({where: `${operation.operationId} ${response.status} (${example.key})`, schema: response.schema, value: example.value});
    }
  }
  return found;
}

describe('the API model', () => {
  it('holds exactly the operations of spec section 7', () => {
    const listed = model.operations.map(({method, path: route}) => `${method.toUpperCase()} ${route.replace('/api/v1/{tenantId}', '')}`);
    expect(listed.sort()).toEqual([...SPEC_OPERATIONS].sort());
    expect(model.operations.every(({path: route}) => route.startsWith('/api/v1/{tenantId}/'))).toBe(true);
  });

  it('groups the reference in the tag groups of spec section 2, in that order', () => {
    expect(model.tagGroups.map((group) => group.name)).toEqual(SPEC_TAG_GROUPS);
    expect(model.tagGroups.flatMap((group) => group.tags.map((tag) => tag.name))).toEqual(SPEC_TAG_GROUPS);
  });

  it('lists operations in tag-group order', () => {
    const order = model.operations.map((operation) => SPEC_TAG_GROUPS.indexOf(operation.tag));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives every operation a summary, a description and a unique operationId and page', () => {
    for (const operation of model.operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description?.length, operation.operationId).toBeGreaterThan(40);
    }
    expect(new Set(model.operations.map((operation) => operation.operationId)).size).toBe(model.operations.length);
    expect(new Set(model.operations.map((operation) => operation.permalink)).size).toBe(model.operations.length);
  });

  it('keeps the addresses the reference has always had', () => {
    const permalink = (id: string) => model.operations.find((operation) => operation.operationId === id)?.permalink;
    expect(permalink('createDataset')).toBe('/api/create-dataset');
    expect(permalink('exportDatasetAsync')).toBe('/api/export-dataset-async');
    expect(permalink('generateTemporaryFile')).toBe('/api/generate-a-secure-temporary-file');
    expect(model.schemas.find((schema) => schema.name === 'JobTicket')?.permalink).toBe('/api/models/job-ticket');
  });

  it('answers 202 with a job ticket and a callback on every async operation', () => {
    expect(model.operations.filter((operation) => operation.isAsync).map((operation) => operation.operationId).sort()).toEqual([...ASYNC_OPERATIONS].sort());
    for (const id of ASYNC_OPERATIONS) {
      const operation = model.operations.find((entry) => entry.operationId === id)!;
      expect(operation.responses.find((response) => response.status === '202')?.schema?.['x-model-name'], id).toBe('JobTicket');
      expect(operation.callbacks.map(({callback}) => callback.name), id).toEqual(['JobFinished']);
    }
  });

  it('gives the JobFinished callback a page and lists every operation that sends it', () => {
    const callback = model.callbacks.find((entry) => entry.name === 'JobFinished');
    expect(callback?.permalink).toBe('/api/callbacks/job-finished');
    expect([...(callback?.usedBy ?? [])].sort()).toEqual([...ASYNC_OPERATIONS].sort());
  });

  it('validates the tenant id against the spec pattern', () => {
    const tenant = model.operations[0].parameters.find((parameter) => parameter.name === 'tenantId')!;
    const pattern = new RegExp(tenant.schema.pattern!);
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
    const parameter = model.operations.flatMap((operation) => operation.parameters).find((candidate) => candidate.name === name);
    expect(parameter?.schema.default).toEqual(expected);
  });

  it('defines every entity of spec section 3 as a model', () => {
    const names = new Set(Object.keys(model.componentSchemas));
    for (const name of [
      'Dataset', 'DatasetSummary', 'Property', 'LinksDataset', 'Draft', 'DraftLayer', 'Item', 'ItemResult', 'ClearDraftResult',
      'JobTicket', 'Link', 'Callback', 'ResultLocation', 'ImportLocation', 'Webhook', 'TemporaryFile', 'Error', 'ServerError',
      'JobStatus', 'ItemActionType', 'ItemResultStatus', 'FoldScheme', 'WebhookStatus', 'PropertyType',
    ]) {
      expect(names.has(name), name).toBe(true);
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

  it('an example that breaks its schema is caught, also inside a recursive type', () => {
    const ticket = model.schemas.find((schema) => schema.name === 'JobTicket')!;
    expect(validator.compile(ticket.schema)({jobStatus: 'finished'})).toBe(false);
    const filter = model.schemas.find((schema) => schema.name === 'Filter')!;
    expect(validator.compile(filter.schema)({$and: [{$or: [{grade: {$gte: 5}}]}]})).toBe(true);
    expect(validator.compile(filter.schema)({$and: [{$or: 'not a list'}]})).toBe(false);
  });

  it('names only catalogue codes on responses, and every example error code is among them', () => {
    const catalogue = new Map(model.errorCatalogue.codes.map((entry) => [entry.code, entry]));
    const problems: string[] = [];
    for (const operation of model.operations) {
      for (const response of operation.responses.filter((candidate) => candidate.isError)) {
        expect(response.errorCodes.length, `${operation.operationId} ${response.status}`).toBeGreaterThan(0);
        for (const code of response.errorCodes) {
          const entry = catalogue.get(code);
          if (!entry) problems.push(`${operation.operationId} ${response.status}: ${code} is not in the catalogue`);
          else if (String(entry.status) !== response.status) problems.push(`${operation.operationId} ${response.status}: ${code} is a ${entry.status} code`);
        }
        for (const example of response.examples) {
          const errors = (example.value as {errors?: {code: string; name: string}[]}).errors ?? [];
          for (const error of errors) {
            if (!response.errorCodes.includes(error.code)) problems.push(`${operation.operationId} ${response.status} example ${example.key}: ${error.code} is not listed in x-error-codes`);
            if (catalogue.get(error.code)?.name !== error.name) problems.push(`${operation.operationId} ${response.status} example ${example.key}: ${error.code} is not called ${error.name}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names in x-excludes only parameters of the same operation, and each pair both ways', () => {
    const problems: string[] = [];
    for (const operation of model.operations) {
      const byName = new Map(operation.parameters.map((parameter) => [parameter.name, parameter]));
      for (const parameter of operation.parameters) {
        for (const name of parameter.excludes) {
          if (!byName.get(name)?.excludes.includes(parameter.name)) problems.push(`${operation.operationId}: ${parameter.name} excludes ${name}, which does not exclude it back`);
        }
      }
      if (operation.parameters.some((parameter) => parameter.excludes.length) && !operation.errorCodes.includes('400605')) {
        problems.push(`${operation.operationId} has parameters that exclude each other but does not list 400605`);
      }
    }
    expect(problems).toEqual([]);
    const importItems = model.operations.find((operation) => operation.operationId === 'importItems')!;
    expect(importItems.parameters.find((parameter) => parameter.name === 'autoId')?.excludes).toEqual(['idKey', 'mergeKey']);
  });

  it('gives the links imports no matching parameters: a link is matched by its pair', () => {
    for (const id of ['importLinks', 'importLinksAsync']) {
      const names = model.operations.find((operation) => operation.operationId === id)!.parameters.map((parameter) => parameter.name);
      expect(names, id).not.toEqual(expect.arrayContaining(['autoId']));
      expect(names.filter((name) => ['autoId', 'idKey', 'mergeKey'].includes(name)), id).toEqual([]);
    }
  });

  it('publishes each error code once, with a name and a status that its code starts with', () => {
    const codes = model.errorCatalogue.codes;
    expect(new Set(codes.map((entry) => entry.code)).size).toBe(codes.length);
    expect(new Set(codes.map((entry) => entry.name)).size).toBe(codes.length);
    for (const entry of codes) expect(entry.code.startsWith(String(entry.status)), entry.code).toBe(true);
    for (const code of ['400020', '40401', '400801', '400804', '400807', '50001']) expect(codes.some((entry) => entry.code === code), code).toBe(true);
  });
});
