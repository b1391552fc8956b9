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
import {lightIndexName, textIndexName} from './light/format';

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
 * The light and text files the site's search reads, written beside the plugin's index with the
 * same hash (src/plugins/search-index; names from src/search/light/format.ts).
 */
export const siteLightIndexUrls = (baseUrl: string): {light: string; text: string} => {
  const url = siteIndexUrl(baseUrl);
  return {light: lightIndexName(url), text: textIndexName(url)};
};

