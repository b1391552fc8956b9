// Query side of the site's search index (format.ts): fetches the files a query needs through a
// reader (fetch in the browser, the file system in Node), scores documents as MiniSearch would
// from the postings, and ranks pages. Ranking, best first:
// 1. documents an identifier names exactly (operationId, `METHOD /path` or method and path words,
//    error code or name, schema name);
// 2. BM25 scores: identifiers above titles and headings, those above descriptions, body text last;
//    a page that matches more of the query's words above one that matches fewer;
// one result per page, with the page's other matching headings grouped beneath it.
// No DOM: the MCP server calls it from Node with a reader of the build's files.
import {
  INDEX_FORMAT_VERSION,
  KINDS,
  decodePageSet,
  documentId,
  documentOf,
  indexPaths,
  pageOf,
  shardOf,
  shardsWithPrefix,
  type LightDocument,
  type LightShardFile,
  type MetaFile,
  type PageCard,
  type Postings,
  type TextDocument,
  type TextShardFile,
} from './format';
import {HTTP_METHODS, identifierKey, normalizeTerm, queryTokens, wordsOf} from './tokens';

/** Reads one file of the index folder (a path from indexPaths) as parsed JSON; rejects when it cannot. */
export type IndexReader = (path: string) => Promise<unknown>;

/** One page of the results, with what matched on it. */
export type PageMatch = {
  page: LightDocument;
  score: number;
  /** The best matching document of the page (the page itself, a heading or an API record). */
  best: LightDocument;
  /** Other matching headings and records of the page, best first. */
  sections: LightDocument[];
  /** The best matching section text of the page, when body text was searched. */
  text?: TextDocument;
  /** The page's operation, for its method badge. */
  operation?: LightDocument;
  /** Where the result links and the heading it shows: the best match, heading or section text. */
  target: {u: string; h?: string; heading?: string};
};

export type SiteSearchOutcome = {
  /** Words to mark in results and to highlight on the target page: the query's, and the words its typos were taken for. */
  terms: string[];
  /** The first `limit` matching pages, best first. */
  pages: PageMatch[];
  /** Number of matching pages in all. */
  total: number;
  /** Whether body text was searched (false when asked not to, or when its shards failed). */
  withText: boolean;
};

export type SiteSearchOptions = {
  /** Most pages to return, from the best. */
  limit: number;
  /** Edit distance of a typo (the plugin's fuzzyMatchingDistance); 0 turns typo matching off. */
  fuzzyDistance: number;
  /** Search body text too (more files: its shards and the snippets' sections). */
  text: boolean;
};

/** Query text longer than this is cut: nobody types it, and each word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 12;
const MAX_SECTIONS = 3;

// Exact identifier matches sit above every BM25 score.
const IDENTIFIER_TIER = 1_000_000;
const NAME_LIFT = 2;
const TEXT_WEIGHT = 0.45;
// A page's score: its best match plus a share of its other matches, so a guide with several
// matching headings can stand beside the short-titled reference page of the same word; capped,
// so twenty weak mentions do not beat one strong match.
const OTHER_MATCHES_SHARE = 0.3;
const OTHER_MATCHES_CAP = 3;
// How much a word found by its start ("expor" → export) or by a typo is worth next to the word
// itself (MiniSearch's weights, which the scores follow).
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.3;

/** The words of a query, lower case, without stop words and repeats. */
export function queryTerms(query: string): string[] {
  const words = queryTokens(query.slice(0, MAX_QUERY_LENGTH)).map((word) => word.toLowerCase());
  return [...new Set(words.filter((word) => normalizeTerm(word) !== null))].slice(0, MAX_QUERY_WORDS);
}

/** Levenshtein distance of `a` and `b` if it is at most `max`, else -1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return -1;
  let previous = Array.from({length: b.length + 1}, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return -1;
    previous = current;
  }
  const distance = previous[b.length];
  return distance <= max ? distance : -1;
}

/** One word of the query as MiniSearch expands it: itself, longer words it starts, near spellings. */
type QueryWord = {term: string; prefix: boolean; fuzzy: number};

function queryWords(query: string, fuzzyDistance: number): QueryWord[] {
  const terms = queryTokens(query).map(normalizeTerm).filter((term): term is string => !!term);
  return terms.map((term, position) => ({
    term,
    // The last word may still be being typed; a longer word also finds its longer forms
    // ("exponential" finds "exponentially"), at a lower weight.
    prefix: position === terms.length - 1 ? term.length >= 2 : term.length >= 5,
    fuzzy: fuzzyDistance > 0 && term.length > 4 && !/\d/.test(term) ? fuzzyDistance : 0,
  }));
}

type Scores = Map<number, {score: number; terms: Set<string>}>;

/** The keys a query word reaches in the loaded postings, each with its weight. */
function derivedKeys(word: QueryWord, postings: Map<string, Postings>, typos: string[]): [string, number][] {
  const found: [string, number][] = [];
  if (postings.has(word.term)) found.push([word.term, 1]);
  const prefixed = new Set<string>();
  if (word.prefix) {
    for (const key of postings.keys()) {
      if (key === word.term || !key.startsWith(word.term)) continue;
      prefixed.add(key);
      found.push([key, (PREFIX_WEIGHT * key.length) / (key.length + 0.3 * (key.length - word.term.length))]);
    }
  }
  for (const key of typos) {
    if (prefixed.has(key) || key === word.term || !postings.has(key)) continue;
    const distance = editDistance(word.term, key, word.fuzzy);
    if (distance > 0) found.push([key, (FUZZY_WEIGHT * key.length) / (key.length + distance)]);
  }
  return found;
}

/**
 * Documents matching the query words in `postings`, scored as MiniSearch scores an OR query: the
 * sum over words of each reached key's weight times the document's score for it, times the number
 * of query words the document matched. `pages` collects every page a reached key is on, `spelt`
 * the words reached as near spellings of a query word (so results mark what the page says).
 */
function scoreDocuments(words: QueryWord[], postings: Map<string, Postings>, typos: Map<string, string[]>, pages: Set<number>, spelt: Set<string>): Scores {
  const scores: Scores = new Map();
  for (const word of words) {
    for (const [key, weight] of derivedKeys(word, postings, typos.get(word.term) ?? [])) {
      if (typos.get(word.term)?.includes(key) && !key.startsWith(word.term)) spelt.add(key);
      const [flat, allPages] = postings.get(key)!;
      let page = 0;
      for (let at = 0; at + 2 < flat.length; at += 3) {
        page += flat[at];
        const id = documentId(page, flat[at + 1]);
        const entry = scores.get(id) ?? {score: 0, terms: new Set<string>()};
        entry.score += weight * flat[at + 2];
        entry.terms.add(word.term);
        scores.set(id, entry);
        pages.add(page);
      }
      if (allPages) for (const onPage of decodePageSet(allPages)) pages.add(onPage);
    }
  }
  for (const entry of scores.values()) entry.score *= entry.terms.size;
  return scores;
}

/** Share of the query's words a match covers, squared: all words matter more than some. */
const coverage = (matched: number, total: number) => (total === 0 ? 1 : Math.min(1, matched / total) ** 2);

function checkMeta(json: unknown): MetaFile {
  const meta = json as MetaFile;
  if (typeof meta !== 'object' || meta === null || meta.v !== INDEX_FORMAT_VERSION) throw new Error(`the index is not in format ${INDEX_FORMAT_VERSION}`);
  if (!Array.isArray(meta.shards) || meta.shards.length === 0 || typeof meta.words !== 'string' || !Array.isArray(meta.operations) || !meta.more) {
    throw new Error('the index has no shard table');
  }
  return meta;
}

type Loaded = {
  meta: MetaFile;
  typoWords: string[];
  light: Map<string, Postings>;
  identifiers: Map<string, number[]>;
  names: Map<string, number[]>;
  text: Map<string, Postings>;
};

type Ranked = {
  page: number;
  score: number;
  best: number;
  bestScore: number;
  others: number;
  docs: Map<number, number>;
  text?: number;
  textScore: number;
};

/**
 * The site's index behind a reader: each file is read once (a failed read may be tried again by a
 * later search), and each search reads only the files its words need.
 */
export class SiteIndex {
  private readonly files = new Map<string, Promise<unknown>>();
  private typoWords: string[] | null = null;

  constructor(private readonly read: IndexReader) {}

  private file<T>(path: string): Promise<T> {
    let pending = this.files.get(path);
    if (!pending) {
      pending = this.read(path);
      this.files.set(path, pending);
      pending.catch(() => this.files.delete(path));
    }
    return pending as Promise<T>;
  }

  /** The shard table; a search fails without it. */
  async meta(): Promise<MetaFile> {
    return checkMeta(await this.file(indexPaths.meta));
  }

  /**
   * The light postings of the shards that hold `terms`, `identifierKeys` and `prefixes`, and (if
   * asked) the text postings of those that hold `terms` and `prefixes`: body text has no identifiers.
   */
  private async postings(meta: MetaFile, {terms, identifierKeys, prefixes}: {terms: string[]; identifierKeys: string[]; prefixes: string[]}, withText: boolean, complete: boolean) {
    const textShards = new Set<number>([...terms.map((key) => shardOf(meta.shards, key)), ...prefixes.flatMap((prefix) => shardsWithPrefix(meta.shards, prefix))]);
    const shards = new Set<number>([...textShards, ...identifierKeys.map((key) => shardOf(meta.shards, key))]);
    const lightFiles = [...shards].flatMap((shard) => [
      this.file<LightShardFile>(indexPaths.light(shard)),
      ...(complete && meta.more.l.includes(shard) ? [this.file<LightShardFile>(indexPaths.lightMore(shard))] : []),
    ]);
    const textFiles = withText
      ? [...textShards].flatMap((shard) => [
          this.file<TextShardFile>(indexPaths.text(shard)),
          ...(complete && meta.more.t.includes(shard) ? [this.file<TextShardFile>(indexPaths.textMore(shard))] : []),
        ])
      : [];
    const [light, text] = await Promise.all([Promise.all(lightFiles), Promise.all(textFiles).then((files) => files, () => null)]);
    return {light, text};
  }

  /** The pages that match `query`, best first; rejects when the shard table or a light shard cannot be read. */
  async search(query: string, options: SiteSearchOptions): Promise<SiteSearchOutcome> {
    const cut = query.slice(0, MAX_QUERY_LENGTH);
    const terms = queryTerms(cut);
    if (terms.length === 0) return {terms, pages: [], total: 0, withText: options.text};
    const meta = await this.meta();
    this.typoWords ??= meta.words.split('\n');
    const words = queryWords(cut, options.fuzzyDistance);
    const typos = new Map<string, string[]>();
    for (const word of words) {
      if (word.fuzzy) typos.set(word.term, this.typoWords.filter((candidate) => candidate !== word.term && editDistance(word.term, candidate, word.fuzzy) > 0));
    }
    const wholeKey = identifierKey(cut);
    const wordKeys = [...new Set([wholeKey, ...wordsOf(cut).map(identifierKey)])].filter(Boolean);
    const lookups = {
      terms: [...new Set([...words.map((word) => word.term), ...[...typos.values()].flat()])],
      identifierKeys: wordKeys,
      prefixes: words.filter((word) => word.prefix).map((word) => word.term),
    };

    let complete = false;
    for (;;) {
      const {light, text} = await this.postings(meta, lookups, options.text, complete);
      const loaded: Loaded = {meta, typoWords: this.typoWords, light: new Map(), identifiers: new Map(), names: new Map(), text: new Map()};
      for (const shard of light) {
        for (const [key, postings] of Object.entries(shard.t)) mergePostings(loaded.light, key, postings);
        for (const [key, refs] of Object.entries(shard.x ?? {})) loaded.identifiers.set(key, refs);
        for (const [key, refs] of Object.entries(shard.y ?? {})) loaded.names.set(key, refs);
      }
      for (const shard of text ?? []) for (const [key, postings] of Object.entries(shard.t)) mergePostings(loaded.text, key, postings);
      const {ranked, total, truncated, spelt} = rank(loaded, cut, words, typos, wholeKey, text !== null);
      // The best pages of long posting lists are in the shards; the rest only when asked for.
      if (!complete && truncated && ranked.length < options.limit && (meta.more.l.length || meta.more.t.length)) {
        complete = true;
        continue;
      }
      const pages = await this.present(ranked.slice(0, options.limit), text !== null);
      return {terms: [...new Set([...terms, ...spelt])], pages, total, withText: text !== null};
    }
  }

  /** Reads the cards (and snippet sections) of the ranked pages and turns them into results. */
  private async present(ranked: Ranked[], withText: boolean): Promise<PageMatch[]> {
    const matches = await Promise.all(
      ranked.map(async (entry): Promise<PageMatch | null> => {
        const card = await this.file<PageCard>(indexPaths.card(entry.page)).catch(() => null);
        if (!card || typeof card.t !== 'string' || !Array.isArray(card.d)) return null;
        const text = withText && entry.text !== undefined ? await this.section(card, entry.page, documentOf(entry.text)) : undefined;
        return pageMatch(entry, card, text);
      }),
    );
    return matches.filter((match): match is PageMatch => match !== null);
  }

  private async section(card: PageCard, page: number, number: number): Promise<TextDocument | undefined> {
    const body = await this.file<string>(indexPaths.section(page, number)).catch(() => null);
    if (typeof body !== 'string') return undefined;
    const [heading, anchor] = card.s[number] ?? ['', ''];
    return {i: documentId(page, number), t: body, u: card.u, ...(anchor ? {h: anchor} : {}), p: page, ...(heading ? {s: heading} : {})};
  }
}

/** A long posting list's rest joins its best pages (from the `.more.json` file). */
function mergePostings(map: Map<string, Postings>, key: string, postings: Postings) {
  const existing = map.get(key);
  if (!existing) {
    map.set(key, postings);
    return;
  }
  // Both lists count pages from 0; the merged one is read as two runs, so the second restarts.
  const [flat, allPages] = existing;
  const restart = flat.reduce((sum, value, at) => (at % 3 === 0 ? sum + value : sum), 0);
  const [more] = postings;
  map.set(key, [[...flat, ...(more.length ? [more[0] - restart, ...more.slice(1)] : [])], allPages ?? postings[1]]);
}

/** The light document `number` of a page, from its card. */
function lightDocument(card: PageCard, page: number, number: number): LightDocument {
  const [text, anchor, kind] = card.d[number] ?? [card.t, '', 0];
  return {i: documentId(page, number), t: text, u: card.u, ...(anchor ? {h: anchor} : {}), p: page, k: KINDS[kind] ?? 'heading', ...(kind === 2 && card.m ? {m: card.m} : {})};
}

function pageMatch(entry: Ranked, card: PageCard, text: TextDocument | undefined): PageMatch {
  const page: LightDocument = {i: documentId(entry.page, 0), t: card.t, u: card.u, p: entry.page, k: 'page'};
  const best = lightDocument(card, entry.page, documentOf(entry.best));
  const operationNumber = card.d.findIndex(([, , kind]) => kind === 2);
  const operation = best.k === 'operation' ? best : operationNumber > 0 ? lightDocument(card, entry.page, operationNumber) : undefined;
  const fromText = text && entry.textScore > entry.bestScore ? text : undefined;
  const heading = fromText ? fromText.s : best.k !== 'page' ? best.t : text?.s;
  const target = {
    u: (fromText ?? best).u,
    ...((fromText ?? best).h ? {h: (fromText ?? best).h} : {}),
    ...(heading && heading !== page.t ? {heading} : {}),
  };
  const sections = [...entry.docs.entries()]
    .filter(([id]) => id !== entry.best && documentOf(id) !== 0)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => lightDocument(card, entry.page, documentOf(id)))
    // Neither the page's title (a schema's record has it) nor the heading the result shows.
    .filter((doc) => doc.k !== 'page' && doc.t !== page.t && doc.t !== target.heading)
    .slice(0, MAX_SECTIONS);
  return {page, score: entry.score, best, sections, ...(text ? {text} : {}), ...(operation ? {operation} : {}), target};
}

/** Path words of an operation's short path (`/datasets/{datasetId}/items` → datasets, items). */
const pathWords = (shortPath: string): string[] =>
  shortPath
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .map((segment) => identifierKey(segment));

/**
 * Operations a query names by method and path words ("put items import"): the method, then words
 * that appear in the path in that order. Fewer path words left over ranks higher.
 */
function operationsByMethodAndPath(meta: MetaFile, words: string[]): Map<number, number> {
  const found = new Map<number, number>();
  const [first, ...rest] = words.map((word) => identifierKey(word));
  if (!first || rest.length === 0 || !(HTTP_METHODS as readonly string[]).includes(first)) return found;
  for (const [page, number, method, shortPath] of meta.operations) {
    if (method.toLowerCase() !== first) continue;
    const segments = pathWords(shortPath);
    // The words must appear in the path in the order typed.
    let at = 0;
    const inOrder = rest.every((word) => {
      const position = segments.indexOf(word, at);
      at = position + 1;
      return position !== -1;
    });
    if (inOrder) found.set(documentId(page, number), segments.length - rest.length);
  }
  return found;
}

/** Pages in order of score, and how many pages match in all. */
function rank(
  loaded: Loaded,
  query: string,
  words: QueryWord[],
  typos: Map<string, string[]>,
  wholeKey: string,
  withText: boolean,
): {ranked: Ranked[]; total: number; truncated: boolean; spelt: Set<string>} {
  const spelt = new Set<string>();
  const processed = new Set(words.map((word) => word.term));
  const byPage = new Map<number, Ranked>();
  const pageEntry = (page: number): Ranked => {
    let entry = byPage.get(page);
    if (!entry) {
      entry = {page, score: 0, best: documentId(page, 0), bestScore: 0, others: 0, docs: new Map(), textScore: 0};
      byPage.set(page, entry);
    }
    return entry;
  };
  const addLight = (id: number, score: number) => {
    const entry = pageEntry(pageOf(id));
    entry.docs.set(id, Math.max(score, entry.docs.get(id) ?? 0));
    if (score > entry.bestScore) {
      if (entry.bestScore > 0) entry.others += entry.bestScore;
      entry.best = id;
      entry.bestScore = score;
    } else entry.others += score;
  };
  const refs = (list: number[] | undefined): number[] => {
    const ids: number[] = [];
    for (let at = 0; at + 1 < (list?.length ?? 0); at += 2) ids.push(documentId(list![at], list![at + 1]));
    return ids;
  };

  // 1. Exact identifiers: the whole query, then method and path words.
  for (const id of refs(loaded.identifiers.get(wholeKey))) addLight(id, IDENTIFIER_TIER);
  for (const [id, leftOver] of operationsByMethodAndPath(loaded.meta, wordsOf(query))) addLight(id, IDENTIFIER_TIER / (2 + leftOver));
  // A parameter, field or enum name typed exactly ("jsonRows" in "export jsonRows"): above
  // prose, below what names one thing. A name many operations share (tenantId, gzip) says less
  // about which one is meant, so it lifts them less.
  const namedBy = new Map<number, number>();
  for (const key of new Set([wholeKey, ...wordsOf(query).map(identifierKey)])) {
    const ids = refs(loaded.names.get(key));
    const lift = NAME_LIFT / Math.max(1, Math.log2(ids.length));
    for (const id of ids) namedBy.set(id, (namedBy.get(id) ?? 0) + lift);
  }

  // 2. BM25 over titles, headings, descriptions and identifiers (kind weights are in the scores).
  const pages = new Set<number>();
  for (const [id, {score, terms}] of scoreDocuments(words, loaded.light, typos, pages, spelt)) {
    addLight(id, score * (1 + (namedBy.get(id) ?? 0)) * coverage(terms.size, processed.size));
  }

  // 3. Body text.
  if (withText) {
    for (const [id, {score, terms}] of scoreDocuments(words, loaded.text, typos, pages, spelt)) {
      const entry = pageEntry(pageOf(id));
      const weighted = score * TEXT_WEIGHT * coverage(terms.size, processed.size);
      if (weighted > entry.textScore) {
        if (entry.text !== undefined) entry.others += entry.textScore;
        entry.text = id;
        entry.textScore = weighted;
      } else entry.others += weighted;
    }
  }

  const ranked: Ranked[] = [];
  for (const entry of byPage.values()) {
    const top = Math.max(entry.bestScore, entry.textScore);
    entry.score = top + OTHER_MATCHES_SHARE * Math.min(entry.others, OTHER_MATCHES_CAP * top);
    ranked.push(entry);
    pages.add(entry.page);
  }
  ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  return {ranked, total: pages.size, truncated: pages.size > ranked.length, spelt};
}
