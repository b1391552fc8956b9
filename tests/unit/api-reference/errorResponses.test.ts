// The errors of an operation page: the body most statuses answer with is named once, before them;
// only a status whose body differs names its own, so a page does not repeat the same line under
// every status.
import {describe, expect, it} from 'vitest';
import type {ApiModel, ResponseModel, SchemaObject} from '../../../src/openapi';
import {commonErrorModel, errorResponsesMdx, indefiniteArticle} from '../../../src/plugins/api-reference/sections';

const errorBody: SchemaObject = {'x-model-name': 'ErrorResponse', type: 'object', properties: {errors: {type: 'array', items: {type: 'object', properties: {code: {type: 'string'}}}}}};
const itemResults: SchemaObject = {type: 'array', items: {'x-model-name': 'ItemResult', type: 'object', properties: {status: {type: 'string'}}}};

function errorResponse(status: string, schema: SchemaObject, errorCodes: string[]): ResponseModel {
  const media = [{contentType: 'application/json', schema, examples: []}];
  return {status, description: `The ${status} answer.`, isError: true, contentType: 'application/json', schema, examples: [], media, headers: [], links: [], errorCodes};
}

const model = {
  errorCatalogue: {groups: [], codes: ['400001', '40101', '40401'].map((code) => ({code, name: `Name${code}`, status: Number(code.slice(0, 3)), group: 'g', meaning: '', action: ''}))},
} as unknown as ApiModel;
const links = {modelHref: (name: string) => `/api/models/${name.toLowerCase()}/`};

describe('commonErrorModel', () => {
  it('is the model more than half of the error statuses answer with', () => {
    expect(commonErrorModel([errorResponse('400', itemResults, []), errorResponse('401', errorBody, []), errorResponse('404', errorBody, [])])).toBe('ErrorResponse');
  });

  it('is none when no model is the body of most of them', () => {
    expect(commonErrorModel([errorResponse('400', itemResults, []), errorResponse('401', errorBody, [])])).toBeUndefined();
  });
});

describe('errorResponsesMdx', () => {
  const mdx = errorResponsesMdx([errorResponse('400', itemResults, ['400001']), errorResponse('401', errorBody, ['40101']), errorResponse('404', errorBody, ['40401'])], model, links);

  it('names the shared body once, and says that a status with another body names it', () => {
    expect(mdx).toContain('Errors answer with an [ErrorResponse](/api/models/errorresponse/) body, whose `errors[]` carry one of the codes below (see the [error list](/errors/list/)). A status with another body names it.');
  });

  it('names the body only under the status whose body differs', () => {
    expect(mdx.match(/Body: /g)).toHaveLength(1);
    expect(mdx).toMatch(/status="400"[^]*Body: \[array of ItemResult\]\(\/api\/models\/itemresult\/\), as `application\/json`\./);
  });

  it('says "every error" and names no body under the statuses when all share one', () => {
    const shared = errorResponsesMdx([errorResponse('401', errorBody, ['40101']), errorResponse('404', errorBody, ['40401'])], model, links);
    expect(shared).toContain('Every error answers with an [ErrorResponse]');
    expect(shared).not.toContain('Body: ');
    expect(shared).not.toContain('A status with another body');
  });

  it('puts "a" or "an" before the body as its name is said', () => {
    const problem = {...errorBody, 'x-model-name': 'Problem'};
    expect(errorResponsesMdx([errorResponse('401', problem, ['40101']), errorResponse('404', problem, ['40401'])], model, links)).toContain('Every error answers with a [Problem](/api/models/problem/) body');
    expect(['ErrorResponse', 'Issue', 'Outcome', 'Update', 'Problem', 'User', 'Unicode', 'Fault'].map((name) => `${indefiniteArticle(name)} ${name}`)).toEqual(['an ErrorResponse', 'an Issue', 'an Outcome', 'an Update', 'a Problem', 'a User', 'a Unicode', 'a Fault']);
  });
});
