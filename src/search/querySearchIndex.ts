// Runs a tokenized query against a loaded index: exact words first, then the last word as a
// prefix (the reader may still be typing it), then near spellings; best matches first.
import lunr from 'lunr';
import {SearchDocumentType, type LoadedSearchIndex, type SearchDocument} from './types';

/** A matched document with what the UI needs to show it. */
export type SearchMatch = {
  document: SearchDocument;
  type: SearchDocumentType;
  /** The page's title document, for heading and content matches. */
  page?: SearchDocument;
  /** [start, length] of matched words in `document.t`, in reading order. */
  positions: [number, number][];
};

type Clause = {term: string; wildcard: number; editDistance?: number; usePipeline: boolean};

const exact = (term: string): Clause => ({term, wildcard: lunr.Query.wildcard.NONE, usePipeline: true});
// Wildcard terms skip the stemmer, as lunr's own query parser does: a stemmed prefix matches less.
const prefix = (term: string): Clause => ({term, wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false});
const fuzzy = (term: string, distance: number): Clause =>
  term.length > distance ? {...exact(term), editDistance: distance} : exact(term);

/** Queries in order of precision; each is a list of clauses that must all match. */
export function buildQueries(terms: string[], fuzzyDistance: number): Clause[][] {
  if (terms.length === 0) return [];
  const withPrefix = (words: string[]) => [...words.slice(0, -1).map(exact), prefix(words[words.length - 1])];
  const queries: Clause[][] = [terms.map(exact), withPrefix(terms)];
  if (fuzzyDistance > 0 && terms.some((term) => term.length > fuzzyDistance)) {
    queries.push(terms.map((term) => fuzzy(term, fuzzyDistance)));
  }
  // With three or more words, a page that has all but one of them is still worth showing.
  if (terms.length > 2) {
    for (let skip = terms.length - 1; skip >= 0; skip -= 1) {
      const rest = terms.filter((_, i) => i !== skip);
      queries.push(rest.map(exact), withPrefix(rest));
    }
  }
  return queries;
}

const positionsOf = (metadata: lunr.MatchMetadata): [number, number][] =>
  Object.values(metadata)
    .flatMap((fields) => fields.t?.position ?? [])
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);

/**
 * Heading and content matches follow their page's title match when that is in the list too, so
 * one page's results stay together, title first; otherwise the order of relevance is kept.
 */
export function groupUnderPages(matches: SearchMatch[]): SearchMatch[] {
  const titleRank = new Map<number, number>();
  matches.forEach((match, rank) => {
    if (match.type === SearchDocumentType.Title && !titleRank.has(match.document.i)) titleRank.set(match.document.i, rank);
  });
  const isTitle = (match: SearchMatch) => (match.type === SearchDocumentType.Title ? 1 : 0);
  const groupOf = (match: SearchMatch, rank: number) =>
    match.type !== SearchDocumentType.Title && match.page ? (titleRank.get(match.page.i) ?? rank) : rank;
  return matches
    .map((match, rank) => ({match, rank, group: groupOf(match, rank)}))
    .sort((a, b) => a.group - b.group || isTitle(b.match) - isTitle(a.match) || a.rank - b.rank)
    .map(({match}) => match);
}

/** Up to `limit` matches for the terms, best first. No terms, no matches. */
export function querySearchIndex(
  loaded: LoadedSearchIndex,
  terms: string[],
  {limit, fuzzyDistance}: {limit: number; fuzzyDistance: number},
): SearchMatch[] {
  const matches: SearchMatch[] = [];
  // Description and keyword documents share their page's id, so one id is one result.
  const seen = new Set<string>();
  queries: for (const clauses of buildQueries(terms, fuzzyDistance)) {
    for (const part of loaded.parts) {
      const results = part.index.query((query) => {
        for (const {term, ...options} of clauses) query.term(term, {...options, presence: lunr.Query.presence.REQUIRED});
      });
      for (const result of results) {
        if (seen.has(result.ref)) continue;
        const document = part.documents.get(result.ref);
        if (!document) continue;
        seen.add(result.ref);
        matches.push({
          document,
          type: part.type,
          page: part.type === SearchDocumentType.Title ? undefined : loaded.pages.get(document.p ?? document.i),
          positions: positionsOf(result.matchData.metadata),
        });
        if (matches.length >= limit) break queries;
      }
    }
  }
  return groupUnderPages(matches);
}
