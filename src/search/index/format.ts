// The site's search index as files, written at build time beside the search plugin's own index
// (`search-index-<hash>.json`, the spec's format, kept for external search sources) in a folder of
// the same name, `search-index-<hash>/`. A search fetches only what its words need:
//
// - `meta.json`, first: the shard table (the first key of each shard), the words that typos are
//   matched against, the API's operations (method and path), and the number of pages.
// - `l/<n>.json`, the light shards: postings of titles, headings, descriptions and the API
//   records' identifiers and names, and the exact-identifier lookups. First results need only these.
// - `t/<n>.json`, the text shards: postings of the body text, for body matches and snippets.
// - `p/<page>.json`, one card per page: its title, address, method badge and the text of its
//   headings and API records, fetched for the pages a result list shows.
// - `s/<page>/<section>.json`: one section's text, fetched for the snippet of a result.
//
// Keys (index terms, identifier and name keys) are sorted and cut into ranges, so each shard holds
// the keys from its first key up to the next shard's. A posting list names pages and documents by
// number with the document's score for the term precomputed at build time (BM25 as MiniSearch
// scores it, times the field's and the document kind's weights), so no shard needs the whole
// site's statistics. A word found on more than PAGES_PER_POSTING pages keeps the best of them in
// its shard, with a bit set of every page it is on (for the count); the rest go to the shard's
// `.more.json` file, fetched only when a reader asks for the rest of a long list.
import type {Options} from 'minisearch';
import {indexTokens, normalizeTerm, wordsOf} from './tokens';

/** Format of the files below; a reader refuses another. */
export const INDEX_FORMAT_VERSION = 1;

/** Pages a posting list keeps in its shard before the rest go to the shard's `.more.json`. */
export const PAGES_PER_POSTING = 100;

/** Raw JSON bytes of postings after which a new shard starts. */
export const SHARD_TARGET_BYTES = 12_000;

/** What a light document stands for; a page is its own page's document 0. */
export type LightKind = 'page' | 'heading' | 'operation' | 'schema' | 'error';

/** Kinds as the card stores them. */
export const KIND_CODES: Record<LightKind, number> = {page: 0, heading: 1, operation: 2, schema: 3, error: 4};
export const KINDS: LightKind[] = ['page', 'heading', 'operation', 'schema', 'error'];

/**
 * A posting list: `[page, document, score, page, document, score, …]` in page order, and, when
 * the word is on more pages than the list keeps, a base64 bit set of every page it is on.
 */
export type Postings = [flat: number[], allPages?: string];

export type MetaFile = {
  v: number;
  /** Number of pages; page numbers run from 0. */
  pages: number;
  /** The first key of each shard, in order; shard 0 starts at the empty key. */
  shards: string[];
  /** Shards that have a `.more.json` with the rest of their long posting lists. */
  more: {l: number[]; t: number[]};
  /** Words a typo may be (letters only, 4 characters or more), sorted, one per line. */
  words: string;
  /** API operations for "method and path words" queries: [page, document, METHOD, short path]. */
  operations: [number, number, string, string][];
};

export type LightShardFile = {
  /** Index term → postings. */
  t: Record<string, Postings>;
  /** identifierKey of an identifier (operationId, `METHOD /path`, schema, error code or name) → [page, document, …]. */
  x: Record<string, number[]>;
  /** identifierKey of a parameter, field or enum name → [page, document, …]. */
  y: Record<string, number[]>;
};

export type TextShardFile = {t: Record<string, Postings>};

/**
 * A page's card: title, address, method badge, and its light documents by number (document 0 is
 * the page: its description, if any) as [text, anchor, kind], and its sections' [heading, anchor].
 */
export type PageCard = {
  t: string;
  u: string;
  m?: string;
  d: [text: string, anchor: string, kind: number][];
  s: [heading: string, anchor: string][];
};

/** A light document as the ranking and the results use it, rebuilt from a card. */
export type LightDocument = {
  /** Unique over the site: page × DOCUMENTS_PER_PAGE + document number. */
  i: number;
  t: string;
  u: string;
  h?: string;
  p: number;
  k: LightKind;
  m?: string;
};

export type TextDocument = {i: number; t: string; u: string; h?: string; p: number; s?: string};

/** Documents (or sections) a page may have; their numbers combine with the page's into one id. */
export const DOCUMENTS_PER_PAGE = 65_536;
export const documentId = (page: number, document: number): number => page * DOCUMENTS_PER_PAGE + document;
export const pageOf = (id: number): number => Math.floor(id / DOCUMENTS_PER_PAGE);
export const documentOf = (id: number): number => id % DOCUMENTS_PER_PAGE;

/** Light documents as MiniSearch indexes them at build time: identifiers joined into one field. */
export type LightFields = {i: number; t: string; x: string; y: string; d: string};

/** What each field of a light document is worth next to the others. */
export const FIELD_BOOST = {x: 6, t: 3, y: 2, d: 0.6};

/** BM25 parameters: the spec's k1 1.2 and b 0.75, and MiniSearch's BM25+ term-presence bonus. */
export const BM25 = {k: 1.2, b: 0.75, d: 0.5};

const shared = {idField: 'i', tokenize: indexTokens, processTerm: normalizeTerm} as const;

export const LIGHT_INDEX_OPTIONS: Options<LightFields> = {
  ...shared,
  fields: ['t', 'x', 'y', 'd'],
  // Identifier and name fields match whole identifiers only: "create" alone does not name
  // createDataset, and "dataset" is not in every operation for its datasetId (titles, headings
  // and body text, indexed with identifier parts, still match "create dataset" or "date format").
  tokenize: (text, field) => (field === 'x' || field === 'y' ? wordsOf(text) : indexTokens(text)),
};
export const TEXT_INDEX_OPTIONS: Options<{i: number; t: string}> = {...shared, fields: ['t']};

/** The folder of the index files beside the plugin's index file (`search-index-<hash>.json`). */
export const indexFolderName = (pluginIndexName: string): string => pluginIndexName.replace(/\.json$/, '');

/** Paths of the files inside the folder. */
export const indexPaths = {
  meta: 'meta.json',
  light: (shard: number) => `l/${shard}.json`,
  lightMore: (shard: number) => `l/${shard}.more.json`,
  text: (shard: number) => `t/${shard}.json`,
  textMore: (shard: number) => `t/${shard}.more.json`,
  card: (page: number) => `p/${page}.json`,
  section: (page: number, section: number) => `s/${page}/${section}.json`,
};

/** The shard whose range holds `key`: the last whose first key is not after it. */
export function shardOf(shards: readonly string[], key: string): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (shards[middle] <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Shards whose ranges hold keys that start with `prefix`. */
export function shardsWithPrefix(shards: readonly string[], prefix: string): number[] {
  const first = shardOf(shards, prefix);
  const found = [first];
  for (let shard = first + 1; shard < shards.length && shards[shard].startsWith(prefix); shard += 1) found.push(shard);
  return found;
}

/** A bit set of page numbers, as base64. */
export function encodePageSet(pages: Iterable<number>, pageCount: number): string {
  const bytes = new Uint8Array(Math.ceil(pageCount / 8));
  for (const page of pages) bytes[page >> 3] |= 1 << (page & 7);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The page numbers of a bit set made by encodePageSet. */
export function decodePageSet(encoded: string): number[] {
  const binary = atob(encoded);
  const pages: number[] = [];
  for (let at = 0; at < binary.length; at += 1) {
    const byte = binary.charCodeAt(at);
    for (let bit = 0; bit < 8; bit += 1) if (byte & (1 << bit)) pages.push(at * 8 + bit);
  }
  return pages;
}
