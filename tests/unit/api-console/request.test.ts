// The form's values as a request: typed, checked with messages that name the parameter and the
// rule, and sent with the token only in the Authorization header.
import {describe, expect, it} from 'vitest';
import {bodyProblems, buildRequest, describeRule, errorPointer, initialValues, parameterProblems, typedValue} from '../../../src/components/ApiConsole/request';
import type {ConsoleParameter} from '../../../src/components/ApiConsole/types';
import {consoleModule} from './consoleModules';

const parameter = (type: ConsoleParameter['type']): ConsoleParameter => ({name: 'p', in: 'query', required: false, type, initial: ''});

describe('typedValue', () => {
  it('leaves an empty field out, and reads booleans, numbers and comma-separated lists', () => {
    expect(typedValue(parameter('string'), '  ')).toBeUndefined();
    expect(typedValue(parameter('boolean'), 'true')).toBe(true);
    expect(typedValue(parameter('boolean'), 'yes')).toBe('yes');
    expect(typedValue(parameter('integer'), '42')).toBe(42);
    expect(typedValue(parameter('integer'), '4x')).toBe('4x');
    expect(typedValue(parameter('array'), 'department, location')).toEqual(['department', 'location']);
  });
});

describe('parameterProblems', () => {
  it('names the parameter and its rule', async () => {
    const module = await consoleModule('exportDatasetSync');
    const problems = parameterProblems(module.operation, module.validateParameters, {...initialValues(module.operation), tenantId: 'acme', datasetId: 'x', lineEndings: 'mac', includeBOM: 'maybe'});
    expect(problems).toEqual({
      tenantId: 'tenantId must match the pattern ^[A-Z][A-Z0-9_]{0,29}$',
      datasetId: 'datasetId must be a UUID (8-4-4-4-12 hexadecimal digits)',
      lineEndings: 'lineEndings must be one of: "unix", "windows"',
      includeBOM: 'includeBOM must be true or false',
    });
  });

  it('says a required parameter left empty is required', async () => {
    const module = await consoleModule('listDatasets');
    expect(parameterProblems(module.operation, module.validateParameters, {tenantId: ''})).toEqual({tenantId: 'tenantId is required'});
  });
});

describe('bodyProblems', () => {
  it('points at each fault with a JSON pointer', async () => {
    const module = await consoleModule('importItems');
    const problems = bodyProblems(module.operation, module.validateBody, '[{"_action": "create"}, {"_action": "upsert", "_id": "nope"}]');
    expect(problems.map((problem) => problem.pointer)).toEqual(['/1/_action', '/1/_id']);
    expect(problems[1].message).toBe('/1/_id must be a UUID (8-4-4-4-12 hexadecimal digits)');
  });

  it('asks for a required body and reports text that is not JSON', async () => {
    const module = await consoleModule('importItems');
    expect(bodyProblems(module.operation, module.validateBody, '')).toEqual([{pointer: '', message: 'The body is required: write a JSON value.'}]);
    expect(bodyProblems(module.operation, module.validateBody, '[{]')[0].message).toMatch(/^The body is not JSON: /);
  });

  it('has nothing to say about an operation without a body', async () => {
    const module = await consoleModule('listDatasets');
    expect(bodyProblems(module.operation, module.validateBody, 'anything')).toEqual([]);
  });
});

describe('errorPointer and describeRule', () => {
  it('point a missing field and an unexpected field at the field, escaped', () => {
    expect(errorPointer({instancePath: '/a', keyword: 'required', params: {missingProperty: 'b/c'}})).toBe('/a/b~1c');
    expect(errorPointer({instancePath: '', keyword: 'additionalProperties', params: {additionalProperty: 'x~y'}})).toBe('/x~0y');
    expect(describeRule({instancePath: '', keyword: 'multipleOf', params: {}, message: 'must be multiple of 2'})).toBe('must be multiple of 2');
  });
});

describe('buildRequest', () => {
  it('fills the path, repeats a list in the query, and sends the body with its media type', async () => {
    const {operation} = await consoleModule('importItems');
    const values = {...initialValues(operation), mergeKey: 'department,location', autoId: 'true'};
    const request = buildRequest(operation, values, '[]', 'https://api.example.com/', 'secret');
    expect(request.method).toBe('PUT');
    expect(request.url).toMatch(/^https:\/\/api\.example\.com\/api\/v1\/ACME_CORP\/datasets\/[0-9A-F-]{36}\/items\?/);
    expect(request.url).toContain('autoId=true');
    expect(request.url).toContain('mergeKey=department&mergeKey=location');
    expect(request.url).not.toContain('secret');
    expect(request.headers).toEqual([
      {name: 'Authorization', value: 'Bearer secret'},
      {name: 'Content-Type', value: 'application/json; charset=UTF-8'},
    ]);
    expect(request.body).toBe('[]');
  });

  it('encodes path values and sends a header parameter only when filled in', async () => {
    const {operation} = await consoleModule('listDatasets');
    const request = buildRequest(operation, {tenantId: 'A/B', 'Accept-Encoding': 'gzip'}, '', '', 't');
    expect(request.url).toBe('/api/v1/A%2FB/datasets');
    expect(request.headers).toContainEqual({name: 'Accept-Encoding', value: 'gzip'});
    expect(buildRequest(operation, {tenantId: 'A'}, '', '', 't').headers.map((header) => header.name)).toEqual(['Authorization']);
  });
});
