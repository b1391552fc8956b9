// The context check on small pages: each rule finds what it is for and lets the right use pass.
import {describe, expect, it} from 'vitest';
import {errorContextProblems, type ContextRule} from '../../support/errorContext';
import {loadFactsModel} from '../../fixtures/api-facts/factsOpenApi';

const model = await loadFactsModel();
const rules = (source: string, allowed = [] as {file: string; value: string; reason: string}[]): string[] =>
  errorContextProblems(source, model, {file: 'docs/page.mdx', allowed}).map((problem) => `${problem.line} ${problem.rule}`);
const only = (rule: ContextRule, line = 1) => [`${line} ${rule}`];

const fence = (meta: string, body: unknown) => ['```json' + (meta ? ` ${meta}` : ''), JSON.stringify(body, null, 2), '```'].join('\n');

describe('samples', () => {
  it("finds a whole-request code inside an item's _failures", () => {
    const result = [{_status: 'failed', _failures: [{code: '400701', name: 'RequestBodyInvalid'}]}];
    expect(rules(fence('', result))).toEqual(only('item-failure'));
  });

  it('lets an item code stand in _failures', () => {
    expect(rules(fence('', [{_status: 'failed', _failures: [{code: '400801', name: 'ItemAlreadyExists'}]}]))).toEqual([]);
  });

  it("finds a code the marked operation's responses do not list", () => {
    expect(rules(fence('openapi="getTree response 404"', {errors: [{code: '400701'}]}))).toEqual(only('sample-operation'));
    expect(rules(fence('openapi="getTree response 404"', {errors: [{code: '404001'}]}))).toEqual([]);
  });

  it('leaves unmarked samples to the other rules, and code blocks out of prose rules', () => {
    expect(rules(fence('', {errors: [{code: '400701'}]}))).toEqual([]);
    expect(rules('```python\n# `400701 RequestBodyInvalid` with HTTP 404\n```')).toEqual([]);
  });
});

describe('statuses beside codes', () => {
  it('finds a status in a sentence that is not the status of its code', () => {
    expect(rules('An unknown tree answers HTTP 400 with <ErrorCode code="404001" />.')).toEqual(only('status'));
    expect(rules('An unknown tree answers `400` with <ErrorCode code="404001" show="code" />.')).toEqual(only('status'));
  });

  it("lets the code's own status stand, and a status of another sentence", () => {
    expect(rules('An unknown tree answers HTTP 404 with <ErrorCode code="404001" />. Retry on HTTP 429.')).toEqual([]);
    expect(rules('<ErrorCode code="404001" /> comes with HTTP 404, <ErrorCode code="400701" /> with HTTP 400.')).toEqual([]);
  });

  it("finds a table row whose status cell is not its code's", () => {
    const table = '| HTTP | Code |\n| --- | --- |\n| 400 | <ErrorCode code="404001" /> |\n| `404` | <ErrorCode code="404001" /> |';
    expect(rules(table)).toEqual(only('status', 3));
  });

  it("reads a table row's status from its status cell, not from a status its prose mentions", () => {
    expect(rules('| HTTP | Code | Fix |\n| --- | --- | --- |\n| 404 | <ErrorCode code="404001" /> | Retry only after HTTP 500 or `500`, see that row |')).toEqual([]);
  });
});

describe('codes beside an endpoint', () => {
  it('finds an error code in a sentence about an operation that cannot return it', () => {
    expect(rules('<Endpoint operation="getTree" /> fails with <ErrorCode code="400701" />.')).toEqual(only('sentence-operation'));
  });

  it('lets a code of one of the named operations stand', () => {
    expect(rules('<Endpoint operation="getTree" /> and <Endpoint operation="importItems" /> fail with <ErrorCode code="400701" />.')).toEqual([]);
  });
});

describe('facts typed by hand', () => {
  it('finds codes, names and endpoints typed in prose, tables and headings', () => {
    const page = [
      'Fails with `400701 RequestBodyInvalid`.',
      '',
      '| `400701` | `RequestBodyInvalid` |',
      '| --- | --- |',
      '',
      '## Send `PUT /api/v1/{tenantId}/trees/{treeId}/items` or `PUT /trees/{id}/items`',
      '',
      'A missing tree is TreeNotFound.',
    ].join('\n');
    expect(rules(page)).toEqual(['1 typed-code', '3 typed-code', '3 typed-name', '6 typed-endpoint', '6 typed-endpoint', '8 typed-name']);
  });

  it("finds a one-word name in a table's name column beside its code", () => {
    const table = '| Code | Name |\n| --- | --- |\n| <ErrorCode code="42901" show="code" /> | Throttled |\n| Throttled | <ErrorCode code="400801" show="code" /> |';
    expect(rules(table)).toEqual(only('typed-name', 3));
  });

  it('lets a concrete request, a quoted JSON value and a one-word English name stand', () => {
    expect(rules('Send `PUT /api/v1/ACME_CORP/trees/{treeId}/items?dryRun=true` with `code` `"400701"`; Throttled.')).toEqual([]);
  });

  it('lets an allowed quotation stand, on its own page only', () => {
    const allowed = [{file: 'docs/page.mdx', value: '400701 RequestBodyInvalid', reason: 'quotes a log line'}];
    expect(rules('Logs show `400701 RequestBodyInvalid`.', allowed)).toEqual([]);
    expect(errorContextProblems('Logs show `400701 RequestBodyInvalid`.', model, {file: 'docs/other.mdx', allowed})).toHaveLength(1);
  });
});
