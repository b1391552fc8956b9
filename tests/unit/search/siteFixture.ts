// The small site of fixtureIndex.ts as the site's sharded index: built by the build step's own
// function from the plugin-format documents plus a few API records, then read as the browser reads
// it, file by file, from memory. The reader records each file read, so tests can see what a
// search fetches.
import {buildApiRecords, type ApiModelInput} from '../../../src/search/index/apiRecords';
import {buildSiteIndex} from '../../../src/search/index/buildSiteIndex';
import {SiteIndex} from '../../../src/search/index/siteIndex';
import type {SearchDocument} from '../../../src/search/types';
import {BASE, SITE_DOCUMENTS} from './fixtureIndex';

export const FIXTURE_MODEL: ApiModelInput = {
  operations: [
    {
      operationId: 'createDataset',
      method: 'post',
      path: '/api/v1/{tenantId}/datasets/create',
      summary: 'Create dataset',
      permalink: `${BASE}api/create-dataset`,
      parameterNames: ['tenantId'],
      bodyFieldNames: ['name', 'autoId', 'labelId', 'treeParentId'],
      enumValues: ['PEOPLE', 'POSITIONS'],
    },
  ],
  schemas: [],
  errorCodes: [{code: '42901', name: 'Throttled', status: 429, permalink: `${BASE}rate-limit-quota/`, meaning: 'Too many requests per second.'}],
};

/** The files the build writes for `documents`, through JSON as the browser gets them. */
export function buildFixtureFiles(documents: SearchDocument[][] = SITE_DOCUMENTS, model: ApiModelInput = FIXTURE_MODEL, options: {shardTargetBytes?: number} = {}): Map<string, unknown> {
  const {files} = buildSiteIndex(
    documents.map((list) => ({documents: list})),
    buildApiRecords(model, () => {}),
    options,
  );
  return new Map([...files].map(([path, value]) => [path, JSON.parse(JSON.stringify(value)) as unknown]));
}

/** A site index over in-memory files; `reads` lists every file read, `fail` makes reads of matching paths fail. */
export function fixtureSiteIndex({files = buildFixtureFiles(), fail}: {files?: Map<string, unknown>; fail?: RegExp} = {}) {
  const reads: string[] = [];
  const index = new SiteIndex(async (path) => {
    reads.push(path);
    if (fail?.test(path) || !files.has(path)) throw new Error(`no file ${path}`);
    return files.get(path);
  });
  return {index, reads, files};
}
