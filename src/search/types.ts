// The shapes of the search index that @easyops-cn/docusaurus-search-local writes at build time,
// and of the results the site's search shows. Shared by the loader, the query engine and the UI.
import type lunr from 'lunr';

/**
 * Position of a document list in the index file. The plugin writes one entry per type, in this
 * order; a title document's id is also the page id that headings and content point to (`p`).
 */
export const SearchDocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const;
export type SearchDocumentType = (typeof SearchDocumentType)[keyof typeof SearchDocumentType];

/** One indexed document: u url, t text, h anchor, i id, p page id, s section title, b breadcrumb. */
export type SearchDocument = {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
};

/** An index file as fetched: a list of `{documents, index}` entries, one per document type. */
export type SerializedSearchIndex = {documents: SearchDocument[]; index: object}[];

/** One document type's documents and its loaded lunr index. */
export type LoadedIndexPart = {
  type: SearchDocumentType;
  documents: Map<string, SearchDocument>;
  index: lunr.Index;
};

/** A parsed index file, ready to query. */
export type LoadedSearchIndex = {
  parts: LoadedIndexPart[];
  /** Title documents by id, to find the page of a heading or content hit. */
  pages: Map<number, SearchDocument>;
};

/** An index with nothing in it: what search uses when the real one cannot be loaded. */
export const EMPTY_SEARCH_INDEX: LoadedSearchIndex = {parts: [], pages: new Map()};

/** An extra index searched beside the site's own; its results open in a new tab. */
export type ExternalSearchSource = {heading: string; uri: string};

/** A stretch of displayed text; `marked` stretches matched the query. */
export type TextSegment = {text: string; marked: boolean};

/** One result as the modal and the results page show it. */
export type SearchHitView = {
  /** Unique among the results of one query. */
  key: string;
  href: string;
  external: boolean;
  /** The external source's heading, for external results. */
  sourceHeading?: string;
  pageTitle: TextSegment[];
  heading?: TextSegment[];
  snippet?: TextSegment[];
  apiReference: boolean;
  /** HTTP method of an API operation's page: the badge beside its title. */
  method?: string;
  /** Other matching headings of the same page, grouped beneath it. */
  sections?: SearchHitSection[];
};

/** A matching heading (or API record, such as an error code's row) of a result's page. */
export type SearchHitSection = {key: string; text: TextSegment[]};
