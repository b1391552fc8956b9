// The search settings configured on @easyops-cn/docusaurus-search-local in docusaurus.config.ts,
// read from the modules the plugin generates, so they are set in one place. Bundle-only: unit
// tests pass settings explicitly instead of importing this.
import {
  fuzzyMatchingDistance,
  removeDefaultStopWordFilter,
  searchIndexUrl,
  searchResultLimits,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {searchResultContextMaxLength} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import type {SearchSettings} from './searchSources';
import {indexFolderName} from './index/format';

export const searchSettings: SearchSettings = {
  limit: searchResultLimits,
  contextLength: searchResultContextMaxLength,
  fuzzyDistance: fuzzyMatchingDistance,
  keepStopWords: removeDefaultStopWordFilter.includes('en'),
};

/**
 * The site index's URL under the base path. With `hashed: 'filename'` the content hash is in
 * the file name, which is what busts caches; `{dir}` is empty without search contexts.
 */
export const siteIndexUrl = (baseUrl: string): string => `${baseUrl}${searchIndexUrl.replace('{dir}', '')}`;

/**
 * The folder of the sharded index the site's search reads, written beside the plugin's index with
 * the same hash (src/plugins/search-index; layout in src/search/index/format.ts).
 */
export const siteIndexFolderUrl = (baseUrl: string): string => indexFolderName(siteIndexUrl(baseUrl));
