// Fetches and parses search index files (the site's own and external sources), once per URL per
// page load. Failures are reported to the caller as a result, never thrown.
import lunr from 'lunr';
import {
  SearchDocumentType,
  type LoadedIndexPart,
  type LoadedSearchIndex,
  type SearchDocument,
  type SerializedSearchIndex,
} from './types';

export type IndexLoadResult = {ok: true; index: LoadedSearchIndex} | {ok: false; reason: string};

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

type Fetch = (url: string) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;

/** Fetches and parses one index file; a failed request or a malformed file gives a reason. */
export async function fetchSearchIndex(url: string, fetchImpl: Fetch = fetch): Promise<IndexLoadResult> {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return {ok: false, reason: `HTTP ${response.status}`};
    return {ok: true, index: parseSearchIndex(await response.json())};
  } catch (error) {
    return {ok: false, reason: error instanceof Error ? error.message : String(error)};
  }
}

const loads = new Map<string, Promise<IndexLoadResult>>();
const settled = new Map<string, IndexLoadResult>();

/**
 * Like fetchSearchIndex, but every caller on the page shares one request per URL, and
 * `onFailure` runs once, for the first caller, if that request fails.
 */
export function loadSearchIndexOnce(url: string, onFailure?: (reason: string) => void): Promise<IndexLoadResult> {
  let load = loads.get(url);
  if (!load) {
    load = fetchSearchIndex(url).then((result) => {
      settled.set(url, result);
      if (!result.ok) onFailure?.(result.reason);
      return result;
    });
    loads.set(url, load);
  }
  return load;
}

/** The result of an earlier load of this URL, if it has finished; lets a reopened search start ready. */
export const settledSearchIndex = (url: string): IndexLoadResult | undefined => settled.get(url);
