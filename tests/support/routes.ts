// Every page the spec names (SPEC section 2), by area. Route tests, the search-index test and the
// link checks all read this list, so a page added to the spec is added here once.
import {readDocsVersion} from '../../src/config/docsVersion';
import {docsBasePath} from '../../src/versions/paths';
import {TEST_BUILD_VERSION} from '../fixtures/versions/testVersion.mjs';

export type Area = 'docs' | 'recipes' | 'feedback' | 'page';

export type SiteRoute = {path: string; area: Area; sidebar: boolean};

const docs = [
  '',
  'introduction/',
  'introduction/orgvue-data-intro/',
  'guide/',
  'guide/your_first_call/',
  'guide/coding-assistants/',
  'Dataset-operations/',
  'Dataset-operations/create-dataset/',
  'Dataset-operations/create-links-dataset/',
  'Dataset-operations/datasets/',
  'egress/',
  'egress/column-manipulation/',
  'egress/egress-intro/',
  'egress/export-api/',
  'egress/filter-rows/',
  'egress/generated-properties/',
  'egress/linking/',
  'egress/retrieve-items/',
  'errors/examples/',
  'errors/handle/',
  'errors/list/',
  'items/',
  'items/drafts/',
  'items/general-usage/',
  'items/items-endpoint/',
  'items/links/',
  'items/on-demand/',
  'items/query-parameters/',
  'items/usage-examples/',
  'postman-collections/',
  'rate-limit-quota/',
  'SCIM/',
  'SCIM/integration-guide/',
  'troubleshooting-faq/',
  'troubleshooting-faq/SSL/',
  'versions&changes/',
  'versions&changes/changelog/',
  'versions&changes/principles/',
  'working/',
  'working/async/',
  'working/compression/',
  'working/security/',
  'working/sync-async/',
  'working/tracking/',
];

const recipes = [
  '',
  'async-export/',
  'export-draft/',
  'import-integration-async/',
  'import-integration/',
  'links-sync-import/',
  'org-modelling-workflow/',
  'powerbi/',
];

/** The production build's base path: the docs version DOCS_VERSION names (default 1.0.0). */
export const BASE_PATH = readDocsVersion(process.env.DOCS_VERSION).basePath;
/** The test build's base path: it is the second version, built from tests/fixtures/versions/. */
export const TEST_BUILD_BASE_PATH = docsBasePath(TEST_BUILD_VERSION);

export const SITE_ROUTES: SiteRoute[] = [
  ...docs.map((path) => ({path: BASE_PATH + path, area: 'docs' as const, sidebar: true})),
  ...recipes.map((path) => ({path: `${BASE_PATH}recipes/${path}`, area: 'recipes' as const, sidebar: true})),
  {path: `${BASE_PATH}feedback/`, area: 'feedback', sidebar: false},
  {path: `${BASE_PATH}markdown-page/`, area: 'page', sidebar: false},
];
