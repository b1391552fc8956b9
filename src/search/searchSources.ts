// One search over every loaded source: the site's index and the external ones, merged into the
// list of results the modal and the results page show.
import {querySearchIndex} from './querySearchIndex';
import {mergeSameTarget, presentExternalHit, presentLocalHit} from './presentHit';
import {mergeSourceResults} from './mergeSourceResults';
import {tokenizeQuery} from './tokenizeQuery';
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

export type SiteSearchResult = {terms: string[]; hits: SearchHitView[]};

export function searchSources(
  query: string,
  {local, external, baseUrl}: {local: LoadedSearchIndex; external: LoadedExternalSource[]; baseUrl: string},
  settings: SearchSettings,
): SiteSearchResult {
  const terms = tokenizeQuery(query, {keepStopWords: settings.keepStopWords});
  if (terms.length === 0) return {terms, hits: []};
  // Heading and content matches of one section merge into one result, so ask for more.
  const options = {limit: settings.limit * 2, fuzzyDistance: settings.fuzzyDistance};
  const present = {terms, contextLength: settings.contextLength};
  const isHit = (hit: SearchHitView | null): hit is SearchHitView => hit !== null;
  const localHits = mergeSameTarget(
    querySearchIndex(local, terms, options)
      .map((match) => presentLocalHit(match, {...present, baseUrl}))
      .filter(isHit),
  );
  const externalHits = external.map(({heading, url, index}) =>
    mergeSameTarget(
      querySearchIndex(index, terms, options)
        .map((match) => presentExternalHit(match, {...present, sourceHeading: heading, sourceUrl: url}))
        .filter(isHit),
    ),
  );
  return {terms, hits: mergeSourceResults([localHits, ...externalHits], settings.limit)};
}
