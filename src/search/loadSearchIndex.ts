// Loads index files in the search plugin's format (lunr): the external sources' indexes.
import lunr from 'lunr';
import {fetchIndex, loadIndexOnce, settledIndex, type Fetch, type LoadResult} from './fetchIndex';
import {
  SearchDocumentType,
  type LoadedIndexPart,
  type LoadedSearchIndex,
  type SearchDocument,
  type SerializedSearchIndex,
} from './types';

export type IndexLoadResult = LoadResult<LoadedSearchIndex>;

const isDocument = (value: unknown): value is SearchDocument => {
  const doc = value as SearchDocument;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    typeof doc.i === 'number' &&
    typeof doc.t === 'string' &&
    typeof doc.u === 'string'
  );
};

/**
 * Checks the shape of a fetched index and loads its lunr indexes.
 * @throws Error naming what is wrong, for the loader to report.
 */
export function parseSearchIndex(json: unknown): LoadedSearchIndex {
  if (!Array.isArray(json)) throw new Error('the index is not a list');
  const serialized = json as SerializedSearchIndex;
  const parts: LoadedIndexPart[] = serialized.map((entry, position) => {
    if (!entry || !Array.isArray(entry.documents) || typeof entry.index !== 'object' || entry.index === null) {
      throw new Error(`entry ${position} has no documents or index`);
    }
    const documents = new Map<string, SearchDocument>();
    for (const doc of entry.documents) if (isDocument(doc)) documents.set(String(doc.i), doc);
    return {type: position as SearchDocumentType, documents, index: lunr.Index.load(entry.index)};
  });
  const titles = parts.find((part) => part.type === SearchDocumentType.Title);
  const pages = new Map<number, SearchDocument>();
  for (const doc of titles?.documents.values() ?? []) pages.set(doc.i, doc);
  return {parts, pages};
}

/** Fetches and parses one index file; a failed request or a malformed file gives a reason. */
export const fetchSearchIndex = (url: string, fetchImpl?: Fetch): Promise<IndexLoadResult> => fetchIndex(url, parseSearchIndex, fetchImpl);

/**
 * Like fetchSearchIndex, but every caller on the page shares one request per URL, and
 * `onFailure` runs once, for the first caller, if that request fails.
 */
export const loadSearchIndexOnce = (url: string, onFailure?: (reason: string) => void): Promise<IndexLoadResult> =>
  loadIndexOnce(url, parseSearchIndex, onFailure);

/** The result of an earlier load of this URL, if it has finished. */
export const settledSearchIndex = (url: string): IndexLoadResult | undefined => settledIndex<LoadedSearchIndex>(url);
