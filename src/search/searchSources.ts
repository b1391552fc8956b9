// One search over every loaded source: the site's light index and the external ones (indexes in
// the search plugin's format), merged into the list of results the modal and the results page show.
import {presentPageMatch} from './presentHit';
import {mergeSourceResults} from './mergeSourceResults';
import {queryLightIndex, type LoadedLightIndex} from './light/queryLightIndex';
import type {LoadedSearchIndex, SearchHitView} from './types';

export type SearchSettings = {
  /** Most results shown for one query (the plugin's searchResultLimits). */
  limit: number;
  /** Characters of context around a match (the plugin's searchResultContextMaxLength). */
  contextLength: number;
  fuzzyDistance: number;
  keepStopWords: boolean;
};

/** An external source whose index has loaded; `url` is its index's absolute URL. */
export type LoadedExternalSource = {heading: string; url: string; index: LoadedSearchIndex};

/** Searches the external sources (externalSearch.ts; loaded only when a site has some). */
export type ExternalSearch = (query: string, sources: LoadedExternalSource[], settings: SearchSettings) => SearchHitView[][];

export type SiteSearchResult = {
  terms: string[];
  hits: SearchHitView[];
  /** How many results there are in all: pages of this site plus external results, before the limit. */
  total: number;
};

export function searchSources(
  query: string,
  {local, external, baseUrl}: {local: LoadedLightIndex; external: LoadedExternalSource[]; baseUrl: string},
  settings: SearchSettings,
  externalSearch?: ExternalSearch,
): SiteSearchResult {
  const {terms, pages, total} = queryLightIndex(local, query, {limit: settings.limit, fuzzyDistance: settings.fuzzyDistance});
  if (terms.length === 0) return {terms, hits: [], total: 0};
  const present = {terms, contextLength: settings.contextLength, baseUrl};
  const localHits = pages.map((page) => presentPageMatch(page, present)).filter((hit): hit is SearchHitView => hit !== null);
  const externalHits = external.length && externalSearch ? externalSearch(query, external, settings) : [];
  const externalTotal = externalHits.reduce((sum, hits) => sum + hits.length, 0);
  return {terms, hits: mergeSourceResults([localHits, ...externalHits], settings.limit), total: total + externalTotal};
}
