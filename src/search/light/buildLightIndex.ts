// Build side of the light index: from the documents the search plugin scraped from the built
// pages (titles, headings, descriptions, keywords, section text) and the API records, the two
// files the browser loads (see format.ts). Pure: reading and writing files is the plugin's job.
import MiniSearch from 'minisearch';
import type {ApiRecord} from './apiRecords';
import {
  LIGHT_INDEX_OPTIONS,
  TEXT_INDEX_OPTIONS,
  toLightFields,
  type LightDocument,
  type LightIndexFile,
  type TextDocument,
  type TextIndexFile,
} from './format';

/** A document of the plugin's index (the spec's format). */
export type PluginDocument = {i: number; t: string; u: string; h?: string; p?: number; s?: string};

/** The plugin's index file: one entry per document type (title, heading, description, keywords, content). */
export type PluginIndexFile = {documents: PluginDocument[]}[];

/** Names on more than this share of the operations are not indexed as names. */
const COMMON_NAME_SHARE = 0.3;

/** A page path compared without its trailing slash, so `/a/b` and `/a/b/` are one page. */
const pageKey = (url: string): string => url.replace(/\/+$/, '');

export type BuiltIndexes = {light: LightIndexFile; text: TextIndexFile; warnings: string[]};

export function buildLightIndexes(pluginIndex: PluginIndexFile, records: ApiRecord[]): BuiltIndexes {
  const warnings: string[] = [];
  // Keywords (the fourth list) are left out: the site gives every page the same ones.
  const [titles = [], headings = [], descriptions = [], , content = []] = pluginIndex.map((entry) => entry.documents ?? []);
  let nextId = 1 + Math.max(0, ...pluginIndex.flatMap((entry) => (entry.documents ?? []).map((document) => document.i)));

  const pages = new Map<number, LightDocument>();
  const pageByUrl = new Map<string, LightDocument>();
  for (const title of titles) {
    const page: LightDocument = {i: title.i, t: title.t, u: title.u, p: title.i, k: 'page'};
    pages.set(page.i, page);
    pageByUrl.set(pageKey(page.u), page);
  }
  // A description says what a page is about in other words than its title.
  for (const extra of descriptions) {
    const page = pages.get(extra.p ?? extra.i);
    if (page) page.d = page.d ? `${page.d} ${extra.t}` : extra.t;
  }

  const documents: LightDocument[] = [...pages.values()];
  for (const heading of headings) {
    const page = pages.get(heading.p ?? -1);
    if (!page) continue;
    documents.push({i: nextId++, t: heading.t, u: heading.u, h: heading.h, p: page.i, k: 'heading'});
  }
  // A name most operations share (tenantId, Accept-Encoding, gzip) tells no operation apart: left
  // in, every operation would outrank the guide page that explains it.
  const operations = records.filter((record) => record.kind === 'operation');
  const nameCounts = new Map<string, number>();
  for (const record of operations) for (const name of record.names) nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
  const distinctive = (name: string) => (nameCounts.get(name) ?? 0) <= Math.max(2, operations.length * COMMON_NAME_SHARE);

  for (const record of records) {
    const page = pageByUrl.get(pageKey(record.url));
    if (!page) {
      warnings.push(`search: no page at ${record.url} for the API ${record.kind} "${record.title}"; it is not indexed.`);
      continue;
    }
    documents.push({
      i: nextId++,
      t: record.title,
      u: page.u,
      ...(record.anchor ? {h: record.anchor} : {}),
      p: page.i,
      k: record.kind,
      ...(record.method ? {m: record.method} : {}),
      x: record.identifiers,
      ...(record.names.some(distinctive) ? {y: record.names.filter(distinctive)} : {}),
      ...(record.description ? {d: record.description} : {}),
    });
  }

  const light = new MiniSearch(LIGHT_INDEX_OPTIONS);
  light.addAll(documents.map(toLightFields));

  const texts: TextDocument[] = [];
  for (const section of content) {
    const page = pages.get(section.p ?? -1);
    if (!page || !section.t.trim()) continue;
    texts.push({i: nextId++, t: section.t, u: section.u, ...(section.h ? {h: section.h} : {}), p: page.i, ...(section.s ? {s: section.s} : {})});
  }
  const text = new MiniSearch(TEXT_INDEX_OPTIONS);
  text.addAll(texts.map(({i, t}) => ({i, t})));

  return {light: [{documents, index: light.toJSON()}], text: [{documents: texts, index: text.toJSON()}], warnings};
}
