// The request samples on API pages are generated at build time; these tests pin what they send.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRequestSample, toCurl, toJavaScript, toPython, toPythonLiteral, type OperationData} from '../../src/components/ApiSamples/generateSamples';
import {javascriptSyntaxError, pythonSyntaxErrors, shellSyntaxError} from '../support/syntax';
import {listOperations, loadOpenApi} from '../support/content.mjs';

const createDataset: OperationData = {
  method: 'post',
  path: '/api/v1/{tenantId}/datasets/create',
  parameters: [{name: 'tenantId', in: 'path', required: true, schema: {type: 'string', example: 'ACME_CORP'}}],
  servers: [{url: 'https://{host}', variables: {host: {default: 'api.example.com'}}}],
  requestBody: {content: {'application/json': {example: {name: "O'Brien team", tags: ['a'], flat: true, parent: null}}}},
};

describe('buildRequestSample', () => {
  it('fills path parameters and the server variable from examples', () => {
    expect(buildRequestSample(createDataset).url).toBe('https://api.example.com/api/v1/ACME_CORP/datasets/create');
  });

  it('keeps a path parameter without an example as a {placeholder}', () => {
    const sample = buildRequestSample({...createDataset, path: '/api/v1/{tenantId}/datasets/{datasetId}'});
    expect(sample.url).toContain('/datasets/%7BdatasetId%7D');
  });

  it('adds required query parameters only', () => {
    const sample = buildRequestSample({
      ...createDataset,
      parameters: [
        ...createDataset.parameters!,
        {name: 'dateFormat', in: 'query', required: true, schema: {type: 'string', default: 'YYYY-MM-DD'}},
        {name: 'autoId', in: 'query', schema: {type: 'boolean', default: false}},
      ],
    });
    expect(sample.url).toMatch(/\?dateFormat=YYYY-MM-DD$/);
  });

  it('sends a JSON content type only when there is a body', () => {
    expect(buildRequestSample(createDataset).headers.map(([name]) => name)).toEqual(['Authorization', 'Content-Type']);
    expect(buildRequestSample({...createDataset, requestBody: undefined}).headers.map(([name]) => name)).toEqual(['Authorization']);
  });

  it('takes the first named example when there is no single example', () => {
    const sample = buildRequestSample({...createDataset, requestBody: {content: {'application/json': {examples: {first: {value: [1]}, second: {value: [2]}}}}}});
    expect(sample.body).toEqual([1]);
  });
});

describe('generated code', () => {
  const sample = buildRequestSample(createDataset);

  it('curl quotes a body containing an apostrophe safely', () => {
    const curl = toCurl(sample);
    expect(shellSyntaxError(curl)).toBeNull();
    expect(curl).toContain(`O'\\''Brien`);
    expect(curl).toContain('-H "Authorization: Bearer $API_TOKEN"');
  });

  it('Python converts JSON literals to Python ones', () => {
    expect(toPythonLiteral({a: true, b: false, c: null, d: [1, 'x']})).toBe('{\n    "a": True,\n    "b": False,\n    "c": None,\n    "d": [\n        1,\n        "x",\n    ],\n}');
    expect(pythonSyntaxErrors([{id: 'sample', code: toPython(sample)}]).size).toBe(0);
  });

  it('JavaScript is a valid module that reads the token from the environment', () => {
    const code = toJavaScript(sample);
    expect(javascriptSyntaxError(code)).toBeNull();
    expect(code).toContain('process.env.API_TOKEN');
  });

  it('every operation of the description yields valid samples in all three languages', () => {
    const doc = loadOpenApi(path.resolve(__dirname, '../..'));
    const snippets = listOperations(doc).map(({method, path: route, operation}) => {
      const data = {...operation, method, path: route, servers: doc.servers} as OperationData;
      const built = buildRequestSample(data);
      expect(shellSyntaxError(toCurl(built)), operation.operationId).toBeNull();
      expect(javascriptSyntaxError(toJavaScript(built)), operation.operationId).toBeNull();
      return {id: operation.operationId, code: toPython(built)};
    });
    expect(Object.fromEntries(pythonSyntaxErrors(snippets))).toEqual({});
  });
});
