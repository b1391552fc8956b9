// One search over every source: the site's sharded index and the external ones (indexes in the
// search plugin's format), merged into the list of results the modal and the results page show.
import {presentPageMatch} from './presentHit';
import {mergeSourceResults} from './mergeSourceResults';
import type {SiteIndex} from './index/siteIndex';
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
  /** How many results there are in all: pages of this site plus external results. */
  total: number;
  /** Whether the site's body text was searched (snippets and body matches). */
  withText: boolean;
};

/**
 * Searches the site's index (body text too when `text`) and the loaded external sources, and
 * shows up to `settings.limit` results. Rejects when the site's index cannot be read.
 */
export async function searchSources(
  query: string,
  {local, external, baseUrl}: {local: SiteIndex; external: LoadedExternalSource[]; baseUrl: string},
  settings: SearchSettings,
  {text, externalSearch}: {text: boolean; externalSearch?: ExternalSearch},
): Promise<SiteSearchResult> {
  const {terms, pages, total, withText} = await local.search(query, {limit: settings.limit, fuzzyDistance: settings.fuzzyDistance, text});
  if (terms.length === 0) return {terms, hits: [], total: 0, withText};
  const present = {terms, contextLength: settings.contextLength, baseUrl};
  const localHits = pages.map((page) => presentPageMatch(page, present)).filter((hit): hit is SearchHitView => hit !== null);
  const externalHits = external.length && externalSearch ? externalSearch(query, external, settings) : [];
  const externalTotal = externalHits.reduce((sum, hits) => sum + hits.length, 0);
  return {terms, hits: mergeSourceResults([localHits, ...externalHits], settings.limit), total: total + externalTotal, withText};
}
