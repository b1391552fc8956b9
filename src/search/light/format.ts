// The two files of the light search index, written at build time beside the search plugin's own
// index (`search-index-<hash>.json`) and read by the site's search instead of it:
//
// - `search-index-<hash>.light.json`: page titles, descriptions, headings and the API records
//   (operations, schemas, error codes) with their identifiers. Enough for first results.
// - `search-index-<hash>.text.json`: the body text of every section, fetched after the first
//   results are shown; it adds body matches and context snippets.
//
// Both keep the spec's shape of a search index (a list of entries with `documents` and `index`)
// and its document keys (u url, t text, h anchor, i id, p page id, s section); `index` is a
// MiniSearch index (no eval, no WebAssembly, so it runs under the site's CSP).
import type {AsPlainObject, Options} from 'minisearch';
import {indexTokens, normalizeTerm, wordsOf} from './tokens';

/** What a light document stands for; a page is its own page (`p` is its `i`). */
export type LightKind = 'page' | 'heading' | 'operation' | 'schema' | 'error';

export type LightDocument = {
  i: number;
  /** Title, heading, operation summary, schema name or "code name" of an error. */
  t: string;
  u: string;
  h?: string;
  /** The page this document belongs to (its title document's id). */
  p: number;
  k: LightKind;
  /** HTTP method of an operation: the badge a result shows. */
  m?: string;
  /** Identifiers naming this document alone: operationId, `METHOD /path`, schema name, error code and name. */
  x?: string[];
  /** Names it shares with other documents: parameter, field and enum names. */
  y?: string[];
  /** A page's description, or the status and meaning of an error code. */
  d?: string;
};

export type TextDocument = {i: number; t: string; u: string; h?: string; p: number; s?: string};

export type IndexEntry<D> = {documents: D[]; index: AsPlainObject};
export type LightIndexFile = [IndexEntry<LightDocument>];
export type TextIndexFile = [IndexEntry<TextDocument>];

/** Light documents as MiniSearch sees them: identifiers joined into one field. */
export type LightFields = {i: number; t: string; x: string; y: string; d: string};

const shared = {
  idField: 'i',
  tokenize: indexTokens,
  processTerm: normalizeTerm,
} as const;

export const LIGHT_INDEX_OPTIONS: Options<LightFields> = {
  ...shared,
  fields: ['t', 'x', 'y', 'd'],
  // Identifier and name fields match whole identifiers only: "create" alone does not name
  // createDataset, and "dataset" is not in every operation for its datasetId (titles, headings
  // and body text, indexed with identifier parts, still match "create dataset" or "date format").
  tokenize: (text, field) => (field === 'x' || field === 'y' ? wordsOf(text) : indexTokens(text)),
};
export const TEXT_INDEX_OPTIONS: Options<{i: number; t: string}> = {...shared, fields: ['t']};

export const toLightFields = (document: LightDocument): LightFields => ({
  i: document.i,
  t: document.t,
  // `METHOD /path` identifiers are matched whole (queryLightIndex); as words they would make every
  // path segment ("drafts", "items") an identifier of each operation under it.
  x: (document.x ?? []).filter((identifier) => !/\s/.test(identifier)).join(' '),
  y: (document.y ?? []).join(' '),
  d: document.d ?? '',
});

/** File names of the light and text files beside the plugin's index file. */
export const lightIndexName = (pluginIndexName: string): string => pluginIndexName.replace(/\.json$/, '.light.json');
export const textIndexName = (pluginIndexName: string): string => pluginIndexName.replace(/\.json$/, '.text.json');
