// Build side of the site's search index: from the documents the search plugin scraped from the
// built pages (titles, headings, descriptions, section text) and the API records, the files the
// browser fetches (see format.ts). MiniSearch indexes everything and scores every term of every
// document; those scores are cut into shards by key. Pure: writing the files is the plugin's job.
import MiniSearch from 'minisearch';
import type {ApiRecord} from './apiRecords';
import {
  BM25,
  DOCUMENTS_PER_PAGE,
  FIELD_BOOST,
  INDEX_FORMAT_VERSION,
  KIND_CODES,
  LIGHT_INDEX_OPTIONS,
  PAGES_PER_POSTING,
  SHARD_TARGET_BYTES,
  TEXT_INDEX_OPTIONS,
  documentId,
  documentOf,
  encodePageSet,
  indexPaths,
  pageOf,
  type LightFields,
  type LightKind,
  type LightShardFile,
  type MetaFile,
  type PageCard,
  type Postings,
  type TextShardFile,
} from './format';
import {identifierKey} from './tokens';

/** A document of the plugin's index (the spec's format). */
export type PluginDocument = {i: number; t: string; u: string; h?: string; p?: number; s?: string};

/** The plugin's index file: one entry per document type (title, heading, description, keywords, content). */
export type PluginIndexFile = {documents: PluginDocument[]}[];

/** Names on more than this share of the operations are not indexed as names. */
const COMMON_NAME_SHARE = 0.3;

// What a match in each kind of document is worth next to the others, baked into its scores.
const KIND_WEIGHT: Record<LightKind, number> = {page: 1.4, heading: 1, operation: 0.9, schema: 0.6, error: 1.1};
// The title of a schema's or an operation's page: short titles made of words every guide uses
// ("JsonRowsExport", "Create links dataset") would otherwise outrank the guide that explains
// them; an identifier typed exactly still ranks them first.
const SCHEMA_PAGE_WEIGHT = 0.6;
const OPERATION_PAGE_WEIGHT = 0.75;

/** Scores keep three significant digits: enough to order results, and short in JSON. */
const rounded = (score: number): number => Number(score.toPrecision(3));

/** A page path compared without its trailing slash, so `/a/b` and `/a/b/` are one page. */
const pageKey = (url: string): string => url.replace(/\/+$/, '');

type BuildDocument = {page: number; number: number; kind: LightKind; fields: LightFields; anchor: string; weight: number};

export type SiteIndexFiles = {
  /** Path inside the index folder → JSON value to write there. */
  files: Map<string, unknown>;
  warnings: string[];
  /** Figures for the build log and the bench. */
  stats: {pages: number; shards: number; truncatedPostings: number};
};

/** Term → document id → score, from MiniSearch's own scoring of each term alone. */
function scoreTerms<T extends {i: number}>(index: MiniSearch<T>, boost: Record<string, number> | undefined, weightOf: (id: number) => number): Map<string, Map<number, number>> {
  const scores = new Map<string, Map<number, number>>();
  const terms = (index.toJSON().index as [string, unknown][]).map(([term]) => term);
  for (const term of terms) {
    const byDocument = new Map<number, number>();
    // The term as it is stored: no tokenizing, normalizing, prefix or fuzzy expansion.
    const results = index.search(term, {tokenize: (text) => [text], processTerm: (text) => text, prefix: false, fuzzy: false, bm25: BM25, ...(boost ? {boost} : {})});
    for (const result of results) byDocument.set(result.id as number, rounded(result.score * weightOf(result.id as number)));
    scores.set(term, byDocument);
  }
  return scores;
}

/**
 * A term's postings: its pages in order, each with its documents and scores (page numbers as the
 * difference from the previous one, which compresses better). The best PAGES_PER_POSTING pages
 * stay in `head`; the rest, if any, go to `rest`, and `head` then carries every page's bit set.
 */
function postingsOf(byDocument: Map<number, number>, pageCount: number): {head: Postings; rest?: Postings} {
  const byPage = new Map<number, [number, number][]>();
  for (const [id, score] of byDocument) {
    const page = pageOf(id);
    const list = byPage.get(page) ?? [];
    list.push([documentOf(id), score]);
    byPage.set(page, list);
  }
  const best = (page: number) => Math.max(...byPage.get(page)!.map(([, score]) => score));
  const pages = [...byPage.keys()].sort((a, b) => best(b) - best(a) || a - b);
  const flat = (kept: number[]): number[] => {
    const out: number[] = [];
    let previous = 0;
    for (const page of [...kept].sort((a, b) => a - b)) {
      for (const [document, score] of byPage.get(page)!.sort((a, b) => a[0] - b[0])) {
        out.push(page - previous, document, score);
        previous = page;
      }
    }
    return out;
  };
  if (pages.length <= PAGES_PER_POSTING) return {head: [flat(pages)]};
  return {head: [flat(pages.slice(0, PAGES_PER_POSTING)), encodePageSet(pages, pageCount)], rest: [flat(pages.slice(PAGES_PER_POSTING))]};
}

/** Adds `[page, document]` of `id` to the list of `key`. */
function addReference(map: Map<string, number[]>, key: string, id: number) {
  if (!key) return;
  const list = map.get(key) ?? [];
  for (let at = 0; at < list.length; at += 2) if (list[at] === pageOf(id) && list[at + 1] === documentOf(id)) return;
  list.push(pageOf(id), documentOf(id));
  map.set(key, list);
}

/** `shardTargetBytes`: raw JSON bytes of postings after which a new shard starts (tests make many small ones). */
export function buildSiteIndex(pluginIndex: PluginIndexFile, records: ApiRecord[], {shardTargetBytes = SHARD_TARGET_BYTES} = {}): SiteIndexFiles {
  const warnings: string[] = [];
  // Keywords (the fourth list) are left out: the site gives every page the same ones.
  const [titles = [], headings = [], descriptions = [], , content = []] = pluginIndex.map((entry) => entry.documents ?? []);

  // Pages are numbered in the plugin's order; a card holds what results show of each.
  const pageNumber = new Map<number, number>();
  const pageByUrl = new Map<string, number>();
  const cards: PageCard[] = [];
  const documents: BuildDocument[] = [];
  const pageDocument = new Map<number, BuildDocument>();
  for (const title of titles) {
    if (pageNumber.has(title.i)) continue;
    const page = cards.length;
    pageNumber.set(title.i, page);
    pageByUrl.set(pageKey(title.u), page);
    cards.push({t: title.t, u: title.u, d: [[title.t, '', KIND_CODES.page]], s: []});
    const document: BuildDocument = {page, number: 0, kind: 'page', fields: {i: documentId(page, 0), t: title.t, x: '', y: '', d: ''}, anchor: '', weight: KIND_WEIGHT.page};
    documents.push(document);
    pageDocument.set(page, document);
  }
  const pageOfPlugin = (document: PluginDocument): number | undefined => pageNumber.get(document.p ?? document.i);
  // A description says what a page is about in other words than its title.
  for (const extra of descriptions) {
    const page = pageOfPlugin(extra);
    if (page === undefined) continue;
    const fields = pageDocument.get(page)!.fields;
    fields.d = fields.d ? `${fields.d} ${extra.t}` : extra.t;
  }
  const addDocument = (page: number, kind: LightKind, text: string, anchor: string, fields: Partial<LightFields>, weight = KIND_WEIGHT[kind]) => {
    const card = cards[page];
    const number = card.d.length;
    if (number >= DOCUMENTS_PER_PAGE) {
      warnings.push(`search: ${card.u} has more than ${DOCUMENTS_PER_PAGE} headings and records; the rest are not indexed.`);
      return;
    }
    card.d.push([text, anchor, KIND_CODES[kind]]);
    documents.push({page, number, kind, anchor, weight, fields: {i: documentId(page, number), t: text, x: '', y: '', d: '', ...fields}});
  };
  for (const heading of headings) {
    const page = pageOfPlugin({...heading, i: -1});
    if (page === undefined) continue;
    if (pageKey(heading.u) !== pageKey(cards[page].u)) warnings.push(`search: the heading "${heading.t}" is at ${heading.u}, not on its page ${cards[page].u}; it links to its page.`);
    addDocument(page, 'heading', heading.t, heading.h ?? '', {});
  }

  // A name most operations share (tenantId, Accept-Encoding, gzip) tells no operation apart: left
  // in, every operation would outrank the guide page that explains it.
  const operationRecords = records.filter((record) => record.kind === 'operation');
  const nameCounts = new Map<string, number>();
  for (const record of operationRecords) for (const name of record.names) nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
  const distinctive = (name: string) => (nameCounts.get(name) ?? 0) <= Math.max(2, operationRecords.length * COMMON_NAME_SHARE);

  const identifiers = new Map<string, number[]>();
  const names = new Map<string, number[]>();
  const operations: MetaFile['operations'] = [];
  for (const record of records) {
    const page = pageByUrl.get(pageKey(record.url));
    if (page === undefined) {
      warnings.push(`search: no page at ${record.url} for the API ${record.kind} "${record.title}"; it is not indexed.`);
      continue;
    }
    const kept = record.names.filter(distinctive);
    const number = cards[page].d.length;
    addDocument(page, record.kind, record.title, record.anchor ?? '', {
      // `METHOD /path` identifiers are matched whole (below); as words they would make every path
      // segment ("drafts", "items") an identifier of each operation under it.
      x: record.identifiers.filter((identifier) => !/\s/.test(identifier)).join(' '),
      y: kept.join(' '),
      d: record.description ?? '',
    });
    const id = documentId(page, number);
    for (const identifier of record.identifiers) addReference(identifiers, identifierKey(identifier), id);
    for (const name of kept) addReference(names, identifierKey(name), id);
    if (record.kind === 'operation' && record.method) {
      cards[page].m ??= record.method;
      operations.push([page, number, record.method, (record.description ?? '').replace(/^\S+\s+/, '')]);
      pageDocument.get(page)!.weight = KIND_WEIGHT.page * OPERATION_PAGE_WEIGHT;
    }
    if (record.kind === 'schema') pageDocument.get(page)!.weight = KIND_WEIGHT.page * SCHEMA_PAGE_WEIGHT;
  }

  // Section text: numbered per page, its heading and anchor on the card, its text in a file of its own.
  const files = new Map<string, unknown>();
  const textDocuments: {i: number; t: string}[] = [];
  for (const section of content) {
    const page = pageOfPlugin({...section, i: -1});
    if (page === undefined || !section.t.trim()) continue;
    const card = cards[page];
    const number = card.s.length;
    card.s.push([section.s && section.s !== card.t ? section.s : '', section.h ?? '']);
    textDocuments.push({i: documentId(page, number), t: section.t});
    files.set(indexPaths.section(page, number), section.t);
  }
  cards.forEach((card, page) => files.set(indexPaths.card(page), card));

  const light = new MiniSearch(LIGHT_INDEX_OPTIONS);
  light.addAll(documents.map((document) => document.fields));
  const weights = new Map(documents.map((document) => [document.fields.i, document.weight]));
  const lightScores = scoreTerms(light, FIELD_BOOST, (id) => weights.get(id) ?? 1);
  const text = new MiniSearch(TEXT_INDEX_OPTIONS);
  text.addAll(textDocuments);
  const textScores = scoreTerms(text, undefined, () => 1);

  // Keys in order, each with its entries; shards are cut where the postings reach the target size.
  const pageCount = cards.length;
  const keys = [...new Set([...lightScores.keys(), ...textScores.keys(), ...identifiers.keys(), ...names.keys()])].sort();
  const shards: string[] = [];
  const lightShards: LightShardFile[] = [];
  const textShards: TextShardFile[] = [];
  const lightRest: Record<string, Postings>[] = [];
  const textRest: Record<string, Postings>[] = [];
  let size = Infinity;
  let truncatedPostings = 0;
  for (const key of keys) {
    if (size >= shardTargetBytes) {
      shards.push(shards.length === 0 ? '' : key);
      lightShards.push({t: {}, x: {}, y: {}});
      textShards.push({t: {}});
      lightRest.push({});
      textRest.push({});
      size = 0;
    }
    const shard = shards.length - 1;
    for (const [scores, target, rest] of [
      [lightScores, lightShards[shard].t, lightRest[shard]],
      [textScores, textShards[shard].t, textRest[shard]],
    ] as const) {
      const byDocument = scores.get(key);
      if (!byDocument) continue;
      const {head, rest: more} = postingsOf(byDocument, pageCount);
      target[key] = head;
      size += JSON.stringify(head).length + key.length;
      if (more) {
        rest[key] = more;
        truncatedPostings += 1;
      }
    }
    const identified = identifiers.get(key);
    if (identified) lightShards[shard].x[key] = identified;
    const named = names.get(key);
    if (named) lightShards[shard].y[key] = named;
  }

  const more: MetaFile['more'] = {l: [], t: []};
  lightShards.forEach((shard, n) => {
    files.set(indexPaths.light(n), shard);
    if (Object.keys(lightRest[n]).length) {
      files.set(indexPaths.lightMore(n), {t: lightRest[n]});
      more.l.push(n);
    }
  });
  textShards.forEach((shard, n) => {
    files.set(indexPaths.text(n), shard);
    if (Object.keys(textRest[n]).length) {
      files.set(indexPaths.textMore(n), {t: textRest[n]});
      more.t.push(n);
    }
  });
  // Typos are matched against words of letters only: a code or an id is typed exactly or not at all.
  const words = keys.filter((key) => /^[\p{L}_]{3,}$/u.test(key) && (lightScores.has(key) || textScores.has(key)));
  const meta: MetaFile = {v: INDEX_FORMAT_VERSION, pages: pageCount, shards, more, words: words.join('\n'), operations};
  files.set(indexPaths.meta, meta);
  return {files, warnings, stats: {pages: pageCount, shards: shards.length, truncatedPostings}};
}
