// The fixture releases (tests/fixtures/changelog/releases) and the reference pages they link to.
import path from 'node:path';
import type {ReferencePages} from '../../../src/plugins/changelog/compare';

export const FIXTURE_RELEASES = path.join(__dirname, '../../fixtures/changelog/releases');

/** The current reference as the fixtures see it: the legacy report has no page any more. */
export const FIXTURE_PAGES: ReferencePages = {
  operations: [
    {operationId: 'listDatasets', method: 'get', path: '/api/v1/{tenantId}/datasets', summary: 'List datasets', permalink: '/api/list-datasets'},
    {operationId: 'getDataset', method: 'get', path: '/api/v1/{tenantId}/datasets/{datasetId}', summary: 'Get dataset metadata', permalink: '/api/get-dataset-metadata'},
    {operationId: 'createDataset', method: 'post', path: '/api/v1/{tenantId}/datasets/create', summary: 'Create dataset', permalink: '/api/create-dataset'},
  ],
  models: [{name: 'Dataset', permalink: '/api/models/dataset'}],
};
