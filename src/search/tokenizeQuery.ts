// Turns what a reader typed into the terms the index can match, the way the index was built.
import lunr from 'lunr';

/** Query text longer than this is cut: nobody types it, and each term costs an index lookup. */
export const MAX_QUERY_LENGTH = 200;
/** Terms beyond this many add nothing a reader can see but cost time. */
export const MAX_QUERY_TERMS = 12;

/**
 * Lower-case terms of a query, split where lunr splits text (whitespace and hyphens) and trimmed
 * of surrounding punctuation as lunr's trimmer does. English stop words are dropped because the
 * index holds none (unless the site keeps them); a query of only stop words has no terms.
 * `*` is dropped too: the query engine, not the reader, decides where wildcards go.
 */
export function tokenizeQuery(query: string, {keepStopWords = false}: {keepStopWords?: boolean} = {}): string[] {
  const words = query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/[\s-]+/)
    .map((word) => word.replace(/\*/g, '').replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter((word) => word.length > 0);
  const terms = keepStopWords ? words : words.filter((word) => lunr.stopWordFilter(word) !== undefined);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}
