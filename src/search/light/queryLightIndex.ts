// Browser side of the light index: loads the light file (titles, headings, API records) and,
// later, the text file (section text), and ranks pages for a query. Ranking, best first:
// 1. documents an identifier names exactly (operationId, `METHOD /path` or method and path words,
//    error code or name, schema name);
// 2. BM25 scores: identifiers above titles and headings, those above descriptions, body text last;
//    a page that matches more of the query's words above one that matches fewer;
// one result per page, with the page's other matching headings grouped beneath it.
import MiniSearch, {type SearchOptions} from 'minisearch';
import {
  LIGHT_INDEX_OPTIONS,
  TEXT_INDEX_OPTIONS,
  type IndexEntry,
  type LightDocument,
  type LightFields,
  type TextDocument,
} from './format';
import {HTTP_METHODS, identifierKey, normalizeTerm, queryTokens, wordsOf} from './tokens';

export type LoadedTextIndex = {documents: Map<number, TextDocument>; index: MiniSearch<{i: number; t: string}>};

export type LoadedLightIndex = {
  documents: Map<number, LightDocument>;
  index: MiniSearch<LightFields>;
  /** identifierKey of each identifier (`x`) → the documents it names. */
  identifiers: Map<string, number[]>;
  /** identifierKey of each shared name (`y`) → the documents that have it. */
  names: Map<string, number[]>;
  operations: LightDocument[];
  /** Weights of API reference pages' titles (operations and schemas), by page id. */
  pageWeights: Map<number, number>;
  /** Body text, once loaded. */
  text?: LoadedTextIndex;
};

export const EMPTY_LIGHT_INDEX: LoadedLightIndex = {
  documents: new Map(),
  index: new MiniSearch(LIGHT_INDEX_OPTIONS),
  identifiers: new Map(),
  names: new Map(),
  operations: [],
  pageWeights: new Map(),
};

function entryOf<D>(json: unknown): IndexEntry<D> {
  if (!Array.isArray(json) || json.length === 0) throw new Error('the index is not a list of entries');
  const entry = json[0] as IndexEntry<D>;
  if (!entry || !Array.isArray(entry.documents) || typeof entry.index !== 'object' || entry.index === null) {
    throw new Error('entry 0 has no documents or index');
  }
  return entry;
}

const isLightDocument = (value: unknown): value is LightDocument => {
  const doc = value as LightDocument;
  return typeof doc === 'object' && doc !== null && typeof doc.i === 'number' && typeof doc.t === 'string' && typeof doc.u === 'string' && typeof doc.p === 'number';
};

function addKey(map: Map<string, number[]>, text: string, id: number) {
  const key = identifierKey(text);
  if (!key) return;
  const list = map.get(key);
  if (list) {
    if (!list.includes(id)) list.push(id);
  } else map.set(key, [id]);
}

type SerializedMiniSearch = Parameters<typeof MiniSearch.loadJS>[0];

/** A light file's documents, checked, and the lookups built from them; everything but the MiniSearch index. */
function lightParts(entry: IndexEntry<LightDocument>): Omit<LoadedLightIndex, 'index'> {
  const documents = new Map<number, LightDocument>();
  const identifiers = new Map<string, number[]>();
  const names = new Map<string, number[]>();
  const operations: LightDocument[] = [];
  const pageWeights = new Map<number, number>();
  for (const doc of entry.documents) {
    if (!isLightDocument(doc)) continue;
    documents.set(doc.i, doc);
    for (const id of doc.x ?? []) addKey(identifiers, id, doc.i);
    for (const name of doc.y ?? []) addKey(names, name, doc.i);
    if (doc.k === 'operation') operations.push(doc);
    if (doc.k === 'operation') pageWeights.set(doc.p, OPERATION_PAGE_WEIGHT);
    if (doc.k === 'schema') pageWeights.set(doc.p, SCHEMA_PAGE_WEIGHT);
  }
  return {documents, identifiers, names, operations, pageWeights};
}

/**
 * Checks the shape of a fetched light file and loads it, in one go (tests and build-time tools).
 * @throws Error naming what is wrong, for the loader to report.
 */
export function parseLightIndex(json: unknown): LoadedLightIndex {
  const entry = entryOf<LightDocument>(json);
  return {...lightParts(entry), index: MiniSearch.loadJS<LightFields>(entry.index as SerializedMiniSearch, LIGHT_INDEX_OPTIONS)};
}

/**
 * As parseLightIndex, but in the browser: MiniSearch rebuilds its index in slices with a pause
 * between them, so loading search does not hold the page up in one long task.
 * @throws Error naming what is wrong, for the loader to report.
 */
export async function loadLightIndex(json: unknown): Promise<LoadedLightIndex> {
  const entry = entryOf<LightDocument>(json);
  const parts = lightParts(entry);
  return {...parts, index: await MiniSearch.loadJSAsync<LightFields>(entry.index as SerializedMiniSearch, LIGHT_INDEX_OPTIONS)};
}

/** A text file's documents, checked. */
function textDocuments(entry: IndexEntry<TextDocument>): Map<number, TextDocument> {
  const documents = new Map<number, TextDocument>();
  for (const doc of entry.documents) {
    if (typeof doc?.i === 'number' && typeof doc.t === 'string' && typeof doc.u === 'string' && typeof doc.p === 'number') documents.set(doc.i, doc);
  }
  return documents;
}

/** Checks and loads a fetched text file, in one go (tests and build-time tools). @throws Error naming what is wrong. */
export function parseTextIndex(json: unknown): LoadedTextIndex {
  const entry = entryOf<TextDocument>(json);
  return {documents: textDocuments(entry), index: MiniSearch.loadJS<{i: number; t: string}>(entry.index as SerializedMiniSearch, TEXT_INDEX_OPTIONS)};
}

/**
 * As parseTextIndex, but in slices (see loadLightIndex). The text file is the larger one: loaded in
 * one go, it was several long tasks on the search page of a phone.
 * @throws Error naming what is wrong.
 */
export async function loadTextIndex(json: unknown): Promise<LoadedTextIndex> {
  const entry = entryOf<TextDocument>(json);
  const documents = textDocuments(entry);
  return {documents, index: await MiniSearch.loadJSAsync<{i: number; t: string}>(entry.index as SerializedMiniSearch, TEXT_INDEX_OPTIONS)};
}

/** One page of the results, with what matched on it. */
export type PageMatch = {
  page: LightDocument;
  score: number;
  /** The best matching document of the page (the page itself, a heading or an API record). */
  best: LightDocument;
  /** Other matching headings and records of the page, best first. */
  sections: LightDocument[];
  /** The best matching section text of the page, when the text index is loaded. */
  text?: TextDocument;
  /** The page's operation, for its method badge. */
  operation?: LightDocument;
  /** Where the result links and the heading it shows: the best match, heading or section text. */
  target: {u: string; h?: string; heading?: string};
};

export type LightSearchResult = {
  /** Words to mark in results and to highlight on the target page. */
  terms: string[];
  pages: PageMatch[];
  /** Number of matching pages, before `limit`. */
  total: number;
};

/** Query text longer than this is cut: nobody types it, and each word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 12;
const MAX_SECTIONS = 3;

// Exact identifier matches sit above every BM25 score.
const IDENTIFIER_TIER = 1_000_000;
// What each kind of match is worth next to the others.
const FIELD_BOOST = {x: 6, t: 3, y: 2, d: 0.6};
const KIND_WEIGHT: Record<LightDocument['k'], number> = {page: 1.4, heading: 1, operation: 0.9, schema: 0.6, error: 1.1};
// The title of a schema's or an operation's page: short titles made of words every guide uses
// ("JsonRowsExport", "Create links dataset") would otherwise outrank the guide that explains
// them; an identifier typed exactly still ranks them first.
const SCHEMA_PAGE_WEIGHT = 0.6;
const OPERATION_PAGE_WEIGHT = 0.75;
const NAME_LIFT = 2;
const TEXT_WEIGHT = 0.45;
// A page's score: its best match plus a share of its other matches, so a guide with several
// matching headings can stand beside the short-titled reference page of the same word; capped,
// so twenty weak mentions do not beat one strong match.
const OTHER_MATCHES_SHARE = 0.3;
const OTHER_MATCHES_CAP = 3;

/** The words of a query, lower case, without stop words and repeats. */
export function queryTerms(query: string): string[] {
  const words = queryTokens(query.slice(0, MAX_QUERY_LENGTH)).map((word) => word.toLowerCase());
  return [...new Set(words.filter((word) => normalizeTerm(word) !== null))].slice(0, MAX_QUERY_WORDS);
}

/** Path words of an operation's short path (`/datasets/{datasetId}/items` → datasets, items). */
const pathWords = (operation: LightDocument): string[] =>
  (operation.d ?? '')
    .replace(/^\S+\s+/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .map((segment) => identifierKey(segment));

/**
 * Operations a query names by method and path words ("put items import"): the method, then words
 * that appear in the path in that order. Fewer path words left over ranks higher.
 */
function operationsByMethodAndPath(loaded: LoadedLightIndex, words: string[]): Map<number, number> {
  const found = new Map<number, number>();
  const [first, ...rest] = words.map((word) => identifierKey(word));
  if (!first || rest.length === 0 || !(HTTP_METHODS as readonly string[]).includes(first)) return found;
  for (const operation of loaded.operations) {
    if (operation.m?.toLowerCase() !== first) continue;
    const segments = pathWords(operation);
    // The words must appear in the path in the order typed.
    let at = 0;
    const inOrder = rest.every((word) => {
      const found = segments.indexOf(word, at);
      at = found + 1;
      return found !== -1;
    });
    if (inOrder) found.set(operation.i, segments.length - rest.length);
  }
  return found;
}

function searchOptions(fuzzyDistance: number): SearchOptions {
  return {
    tokenize: queryTokens,
    processTerm: normalizeTerm,
    combineWith: 'OR',
    // The last word may still be being typed; a longer word also finds its longer forms
    // ("exponential" finds "exponentially"), at a lower weight.
    prefix: (term, position, all) => (position === all.length - 1 ? term.length >= 2 : term.length >= 5),
    fuzzy: (term) => (fuzzyDistance > 0 && term.length > 4 && !/\d/.test(term) ? fuzzyDistance : false),
    maxFuzzy: fuzzyDistance,
    bm25: {k: 1.2, b: 0.75, d: 0.5},
    weights: {fuzzy: 0.3, prefix: 0.5},
  };
}

/** Share of the query's words a match covers, squared: all words matter more than some. */
const coverage = (matched: number, total: number) => (total === 0 ? 1 : Math.min(1, matched / total) ** 2);

type Scored = {score: number; best: LightDocument | undefined; bestScore: number; others: number; docs: Map<number, number>; text?: TextDocument; textScore: number};

export function queryLightIndex(loaded: LoadedLightIndex, query: string, {limit, fuzzyDistance}: {limit: number; fuzzyDistance: number}): LightSearchResult {
  const terms = queryTerms(query);
  if (terms.length === 0) return {terms, pages: [], total: 0};
  const processed = new Set(terms.map((term) => normalizeTerm(term)).filter((term): term is string => term !== null));
  const options = searchOptions(fuzzyDistance);
  const byPage = new Map<number, Scored>();
  const pageEntry = (pageId: number): Scored => {
    let entry = byPage.get(pageId);
    if (!entry) {
      entry = {score: 0, best: undefined, bestScore: 0, others: 0, docs: new Map(), textScore: 0};
      byPage.set(pageId, entry);
    }
    return entry;
  };
  const addLight = (doc: LightDocument, score: number) => {
    const entry = pageEntry(doc.p);
    entry.docs.set(doc.i, Math.max(score, entry.docs.get(doc.i) ?? 0));
    if (score > entry.bestScore) {
      if (entry.best) entry.others += entry.bestScore;
      entry.best = doc;
      entry.bestScore = score;
    } else entry.others += score;
  };

  // 1. Exact identifiers: the whole query, then method and path words.
  const key = identifierKey(query.slice(0, MAX_QUERY_LENGTH));
  for (const id of loaded.identifiers.get(key) ?? []) {
    const doc = loaded.documents.get(id);
    if (doc) addLight(doc, IDENTIFIER_TIER);
  }
  for (const [id, leftOver] of operationsByMethodAndPath(loaded, wordsOf(query.slice(0, MAX_QUERY_LENGTH)))) {
    const doc = loaded.documents.get(id);
    if (doc) addLight(doc, IDENTIFIER_TIER / (2 + leftOver));
  }
  // A parameter, field or enum name typed exactly ("jsonRows" in "export jsonRows"): above
  // prose, below what names one thing. A name many operations share (tenantId, gzip) says less
  // about which one is meant, so it lifts them less.
  const namedBy = new Map<number, number>();
  for (const word of new Set([key, ...wordsOf(query.slice(0, MAX_QUERY_LENGTH)).map(identifierKey)])) {
    const ids = loaded.names.get(word) ?? [];
    const lift = NAME_LIFT / Math.max(1, Math.log2(ids.length));
    for (const id of ids) namedBy.set(id, (namedBy.get(id) ?? 0) + lift);
  }

  // 2. BM25 over titles, headings, descriptions and identifiers.
  for (const result of loaded.index.search(query.slice(0, MAX_QUERY_LENGTH), {...options, boost: FIELD_BOOST})) {
    const doc = loaded.documents.get(result.id as number);
    if (!doc) continue;
    const nameBoost = 1 + (namedBy.get(doc.i) ?? 0);
    const kindWeight = KIND_WEIGHT[doc.k] * (doc.k === 'page' ? (loaded.pageWeights.get(doc.i) ?? 1) : 1);
    addLight(doc, result.score * kindWeight * nameBoost * coverage(result.queryTerms.length, processed.size));
  }

  // 3. Body text, once loaded.
  if (loaded.text) {
    for (const result of loaded.text.index.search(query.slice(0, MAX_QUERY_LENGTH), options)) {
      const doc = loaded.text.documents.get(result.id as number);
      if (!doc) continue;
      const entry = pageEntry(doc.p);
      const score = result.score * TEXT_WEIGHT * coverage(result.queryTerms.length, processed.size);
      if (score > entry.textScore) {
        if (entry.text) entry.others += entry.textScore;
        entry.text = doc;
        entry.textScore = score;
      } else entry.others += score;
    }
  }

  const pages: PageMatch[] = [];
  for (const [pageId, entry] of byPage) {
    const page = loaded.documents.get(pageId);
    if (!page) continue;
    const top = Math.max(entry.bestScore, entry.textScore);
    const score = top + OTHER_MATCHES_SHARE * Math.min(entry.others, OTHER_MATCHES_CAP * top);
    const operation = entry.best?.k === 'operation' ? entry.best : loaded.operations.find((op) => op.p === pageId);
    const best = entry.best ?? page;
    const fromText = entry.text && entry.textScore > entry.bestScore ? entry.text : undefined;
    const heading = fromText ? fromText.s : best.k !== 'page' ? best.t : entry.text?.s;
    const target = {
      u: (fromText ?? best).u,
      ...((fromText ?? best).h ? {h: (fromText ?? best).h} : {}),
      ...(heading && heading !== page.t ? {heading} : {}),
    };
    const sections = [...entry.docs.entries()]
      .filter(([id]) => id !== entry.best?.i && id !== pageId)
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => loaded.documents.get(id)!)
      // Neither the page's title (a schema's record has it) nor the heading the result shows.
      .filter((doc) => doc.k !== 'page' && doc.t !== page.t && doc.t !== target.heading)
      .slice(0, MAX_SECTIONS);
    pages.push({page, score, best, sections, text: entry.text, operation, target});
  }
  pages.sort((a, b) => b.score - a.score || a.page.i - b.page.i);
  return {terms, pages: pages.slice(0, limit), total: pages.length};
}
