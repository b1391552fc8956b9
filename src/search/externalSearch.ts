// Search over external sources: indexes made by @easyops-cn/docusaurus-search-local (the spec's
// format, lunr). Loaded on demand, only on sites that configure external sources, so lunr is not
// part of what the site's own search fetches.
import {querySearchIndex} from './querySearchIndex';
import {mergeSameTarget, presentExternalHit} from './presentHit';
import {tokenizeQuery} from './tokenizeQuery';
import type {ExternalSearch} from './searchSources';
import type {SearchHitView} from './types';

export {loadSearchIndexOnce} from './loadSearchIndex';

/** Each source's results, best first; a section's heading and content results merged. */
export const searchExternalSources: ExternalSearch = (query, sources, settings) => {
  const terms = tokenizeQuery(query, {keepStopWords: settings.keepStopWords});
  if (terms.length === 0) return sources.map(() => []);
  // Heading and content matches of one section merge into one result, so ask for more.
  const options = {limit: settings.limit * 2, fuzzyDistance: settings.fuzzyDistance};
  const present = {terms, contextLength: settings.contextLength};
  return sources.map(({heading, url, index}) =>
    mergeSameTarget(
      querySearchIndex(index, terms, options)
        .map((match) => presentExternalHit(match, {...present, sourceHeading: heading, sourceUrl: url}))
        .filter((hit): hit is SearchHitView => hit !== null),
    ),
  );
};
