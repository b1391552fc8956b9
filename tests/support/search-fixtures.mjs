// External search sources for the test build (see customFields.externalSearchSources in
// docusaurus.config.ts): one serves a real index in the search plugin's format, one fails.
import {createRequire} from 'node:module';

export const PARTNER_INDEX_PATH = '/__fixtures/search/partner-index.json';
export const BROKEN_INDEX_PATH = '/__fixtures/search/broken-index.json';

/** What the test build configures as customFields.externalSearchSources. */
export const TEST_EXTERNAL_SEARCH_SOURCES = [
  {heading: 'Partner guides', uri: PARTNER_INDEX_PATH},
  {heading: 'Broken source', uri: BROKEN_INDEX_PATH},
];

/** The partner site's pages: titles, a heading and content, under its own paths. */
const PARTNER_DOCUMENTS = [
  [
    {i: 9001, t: 'Warehouse connector setup', u: '/partner-guides/warehouse-connector/'},
    {i: 9002, t: 'Zephyr bridge overview', u: '/partner-guides/zephyr-bridge/'},
  ],
  [{i: 9003, t: 'Scheduling warehouse syncs', u: '/partner-guides/warehouse-connector/', h: '#scheduling', p: 9001}],
  [],
  [],
  [
    {
      i: 9004,
      t: 'Install the warehouse connector on a machine that can reach both the data API and your warehouse, then schedule a nightly sync.',
      s: 'Warehouse connector setup',
      u: '/partner-guides/warehouse-connector/',
      h: '',
      p: 9001,
    },
  ],
];

let partnerIndex;
const partnerIndexJson = () => {
  if (!partnerIndex) {
    // The plugin's own index builder, so the fixture has exactly the format a real site
    // publishes. Loaded here, not at import: the site config imports this module for the sources.
    const require = createRequire(import.meta.url);
    const {buildIndex} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex');
    const options = {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false};
    partnerIndex = JSON.stringify(buildIndex(PARTNER_DOCUMENTS, options));
  }
  return partnerIndex;
};

export function searchFixtureRoutes() {
  return {
    [PARTNER_INDEX_PATH]: (_req, res) => {
      res.writeHead(200, {'content-type': 'application/json; charset=utf-8'});
      res.end(partnerIndexJson());
    },
    [BROKEN_INDEX_PATH]: (_req, res) => {
      res.writeHead(500, {'content-type': 'text/plain'});
      res.end('Internal Server Error');
    },
  };
}
