// A small site index built by the search plugin's own builder, so unit tests query exactly the
// format the production build writes.
import {createRequire} from 'node:module';
import {parseSearchIndex} from '../../../src/search/loadSearchIndex';
import type {LoadedSearchIndex, SearchDocument, SerializedSearchIndex} from '../../../src/search/types';

const require = createRequire(import.meta.url);
const {buildIndex} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
  buildIndex: (documents: SearchDocument[][], options: object) => SerializedSearchIndex;
};

export const BASE = '/app/docs/1.0.0/';

export const SITE_DOCUMENTS: SearchDocument[][] = [
  [
    {i: 1, t: 'Create dataset', u: `${BASE}api/create-dataset/`},
    {i: 2, t: 'Maintaining links', u: `${BASE}items/links/`},
    {i: 3, t: 'Export linked data', u: `${BASE}egress/linking/`},
    {i: 4, t: 'Rate limits and quotas', u: `${BASE}rate-limit-quota/`},
  ],
  [
    {i: 10, t: 'Allocation', u: `${BASE}items/links/`, h: '#allocation', p: 2},
    {i: 11, t: 'Allocation and many-to-many links', u: `${BASE}egress/linking/`, h: '#many', p: 3},
  ],
  [{i: 1, t: 'Creates an empty dataset with its property definitions.', s: 'Create dataset', u: `${BASE}api/create-dataset/`, p: 1}],
  [],
  [
    {i: 20, t: 'allocation is a plain number, and fractions are allowed.', s: 'Allocation', u: `${BASE}items/links/`, h: '#allocation', p: 2},
    {
      i: 21,
      t: 'The links dataset holds one row per pair of items, and each row says {"allocation": 1} for a full share of the person.',
      s: 'Allocation and many-to-many links',
      u: `${BASE}egress/linking/`,
      h: '#many',
      p: 3,
    },
    {i: 22, t: 'Requests beyond the quota get 429 Throttled; slow down and retry later.', s: 'Rate limits and quotas', u: `${BASE}rate-limit-quota/`, h: '', p: 4},
  ],
];

export function serializedIndex(documents: SearchDocument[][] = SITE_DOCUMENTS): SerializedSearchIndex {
  return JSON.parse(
    JSON.stringify(buildIndex(documents, {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false})),
  );
}

export const loadFixtureIndex = (documents?: SearchDocument[][]): LoadedSearchIndex => parseSearchIndex(serializedIndex(documents));
