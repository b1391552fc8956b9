// The one place the MCP server touches the site search: it opens the sharded index the build wrote
// (src/search/index/readBuiltIndex.ts) and ranks with the search's own module
// (src/search/index/siteIndex.ts), exactly as the browser does. When the index's format or files
// change, this file changes with them and nothing else in the server does.
import {openBuiltIndex} from '../search/index/readBuiltIndex';
import type {PageMatch} from '../search/index/siteIndex';
import {contextSnippet, findTerms, segmentsText} from '../search/snippet';

/** The search plugin's `fuzzyMatchingDistance`, which the site leaves at its default. */
const FUZZY_DISTANCE = 1;
/** Characters of context around a match: more than the dialog's 50, since an assistant reads it instead of a page. */
const SNIPPET_LENGTH = 240;

export type SearchHit = {
  /** The page's title. */
  title: string;
  /** Site path of the page, e.g. `/app/docs/1.0.0/items/drafts/`. */
  page: string;
  /** Site path of the best match: the page, or one of its headings (`…/drafts/#layers`). */
  target: string;
  /** The heading the best match sits under, when it is not the page's title. */
  heading?: string;
  /** The text around the match, when it matched in the page's body text. */
  snippet?: string;
  /** The HTTP method of an operation's page. */
  method?: string;
};

export type SiteSearch = (query: string, limit: number) => Promise<{terms: string[]; hits: SearchHit[]; total: number}>;

function searchHit({page, target, text, operation}: PageMatch, terms: string[]): SearchHit {
  return {
    title: page.t,
    page: page.u,
    target: `${target.u}${target.h ?? ''}`,
    ...(target.heading ? {heading: target.heading} : {}),
    ...(text ? {snippet: segmentsText(contextSnippet(text.t, findTerms(text.t, terms), SNIPPET_LENGTH))} : {}),
    ...(operation?.m ? {method: operation.m} : {}),
  };
}

/**
 * The site's search over a build folder. Opening it reads the shard table, so a build without an
 * index fails here rather than at the first search. @throws Error naming what is missing or malformed.
 */
export async function loadSiteSearch(buildDir: string): Promise<SiteSearch> {
  const index = await openBuiltIndex(buildDir);
  try {
    await index.meta();
  } catch (error) {
    throw new Error(`The search index in ${buildDir} is not one this server reads: ${(error as Error).message}`, {cause: error});
  }
  return async (query, limit) => {
    const {terms, pages, total} = await index.search(query, {limit, fuzzyDistance: FUZZY_DISTANCE, text: true});
    return {terms, hits: pages.map((match) => searchHit(match, terms)), total};
  };
}
