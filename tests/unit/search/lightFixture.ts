// The small site of fixtureIndex.ts as a light index: built by the build step's own function
// from the plugin-format documents plus a few API records, then loaded as the browser loads it.
import {buildApiRecords, type ApiModelInput} from '../../../src/search/light/apiRecords';
import {buildLightIndexes} from '../../../src/search/light/buildLightIndex';
import {parseLightIndex, parseTextIndex, type LoadedLightIndex} from '../../../src/search/light/queryLightIndex';
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

export function buildFixtureIndexes(documents: SearchDocument[][] = SITE_DOCUMENTS, model: ApiModelInput = FIXTURE_MODEL) {
  // The builder reads what the plugin writes: JSON, so copy through JSON as the build does.
  return JSON.parse(JSON.stringify(buildLightIndexes(documents.map((list) => ({documents: list})), buildApiRecords(model, () => {}))));
}

/** The fixture site's light index, with its body text unless `withText` is false. */
export function loadLightFixture({withText = true}: {withText?: boolean} = {}): LoadedLightIndex {
  const {light, text} = buildFixtureIndexes();
  const loaded = parseLightIndex(light);
  return withText ? {...loaded, text: parseTextIndex(text)} : loaded;
}
