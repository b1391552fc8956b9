// The Postman collection the build publishes, run by newman against the validating mock: every
// request must authenticate with the environment's `token` and be accepted, and the token check
// must refuse the same requests when the environment holds another token.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import newman from 'newman';
import {loadApiModel, OPENAPI_SOURCE} from '../../src/openapi';
import type {ApiModel} from '../../src/openapi/types';
import {buildPostmanCollection, postmanEnvironment, type PostmanCollection} from '../../src/plugins/api-artifacts/postman';
import {sampleUniverse} from '../../src/samples/universe';
import {parseSamples} from '../support/mdxSamples';
import {root, startMockApi, type MockApi} from './mockApi';

const TOKEN = 'postman-run-token';

type RunSummary = {
  environment: {toObject(): Record<string, string>};
  run: {failures: {error: {message: string}}[]; executions: {item: {name: string}; request: {headers: {members: {key: string; value: string}[]}}; response?: {code: number}}[]};
};

type CollectionItem = {name: string; item?: CollectionItem[]; event?: unknown[]};

/** The collection with a post-response script added to the request named `name`. */
function withScript(collection: {item: CollectionItem[]}, name: string, script: string) {
  const attach = (item: CollectionItem): CollectionItem =>
    item.item
      ? {...item, item: item.item.map(attach)}
      : item.name === name
        ? {...item, event: [{listen: 'test', script: {type: 'text/javascript', exec: script.split('\n')}}]}
        : item;
  return {...collection, item: collection.item.map(attach)};
}

function runCollection(collection: unknown, environment: unknown): Promise<RunSummary> {
  return new Promise((resolve, reject) => {
    newman.run({collection, environment, reporters: [], timeoutRequest: 30_000}, (error, summary) => {
      if (error) reject(error);
      else resolve(summary as unknown as RunSummary);
    });
  });
}

function environmentWith(model: ApiModel, baseUrl: string, token: string) {
  const environment = postmanEnvironment(model);
  return {
    ...environment,
    values: environment.values.map((entry) =>
      entry.key === 'baseUrl' ? {...entry, value: baseUrl} : entry.key === 'token' ? {...entry, value: token} : entry,
    ),
  };
}

describe('Postman collection run by newman against the mock', () => {
  let mock: MockApi;
  let model: ApiModel;
  let collection: PostmanCollection;

  beforeAll(async () => {
    mock = await startMockApi({token: TOKEN});
    model = await loadApiModel(path.join(root, OPENAPI_SOURCE));
    collection = buildPostmanCollection(model);
  }, 120_000);

  afterAll(async () => {
    await mock?.close();
  });

  it('sends the environment token on every request, and the mock accepts every request', async () => {
    const summary = await runCollection(collection, environmentWith(model, mock.apiBaseFor('newman-right-token'), TOKEN));
    const executions = summary.run.executions;
    expect(executions.length).toBeGreaterThanOrEqual(22);
    const authorizations = new Set(
      executions.map((execution) => execution.request.headers.members.find((header) => header.key.toLowerCase() === 'authorization')?.value),
    );
    expect([...authorizations]).toEqual([`Bearer ${TOKEN}`]);
    const rejected = mock
      .exchanges('newman-right-token')
      .filter((exchange) => exchange.status >= 300 || exchange.violations.length > 0)
      .map((exchange) => `${exchange.method} ${exchange.path}: ${exchange.status} ${exchange.violations.join('; ')}`);
    expect(rejected).toEqual([]);
    expect(mock.exchanges('newman-right-token')).toHaveLength(executions.length);
  }, 120_000);

  it('is refused by the token check when the environment holds another token', async () => {
    const summary = await runCollection(collection, environmentWith(model, mock.apiBaseFor('newman-wrong-token'), 'not-the-token'));
    const exchanges = mock.exchanges('newman-wrong-token');
    expect(exchanges).toHaveLength(summary.run.executions.length);
    expect(exchanges.every((exchange) => exchange.refusedByTokenCheck && exchange.status === 401)).toBe(true);
  }, 120_000);

  it('runs the two scripts of the Postman page: datasetId and ticketUrl end up in the environment', async () => {
    const file = 'docs/postman-collections.mdx';
    const scripts = parseSamples(file, readFileSync(path.join(root, file), 'utf8')).code.filter((block) => /\bpm\.environment\.set/.test(block.code));
    const listScript = scripts.find((block) => block.code.includes("'datasetId'"));
    const ticketScript = scripts.find((block) => block.code.includes("'ticketUrl'"));
    expect(listScript && ticketScript, `${file} shows both scripts`).toBeTruthy();
    let scripted = withScript(collection, 'List datasets', listScript!.code);
    scripted = withScript(scripted, 'Export dataset (async)', ticketScript!.code);
    const summary = await runCollection(scripted, environmentWith(model, mock.apiBaseFor('newman-scripts'), TOKEN));
    expect(summary.run.failures.map((failure) => failure.error.message)).toEqual([]);
    const environment = summary.environment.toObject();
    expect(environment.datasetId).toBe(sampleUniverse.datasets.positions.id);
    expect(environment.ticketUrl).toMatch(/\/ticket\.json\?/);
  }, 120_000);
});
