// React side of search: the first time search is active on a page, fetches the search code, the
// site index's shard table and the external sources; then searches as the query changes, each
// query fetching only the shards, cards and snippets it needs.
import {startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {externalSearchSourcesFromConfig, externalSourceFailure} from './externalSources';
import {searchSettings, siteIndexFolderUrl} from './pluginSettings';
import type {LoadResult} from './fetchIndex';
import type {LoadedExternalSource, SiteSearchResult} from './searchSources';
import type {SiteIndex} from './index/siteIndex';
import type * as SearchEngineModule from './searchEngine';
import type * as ExternalSearchModule from './externalSearch';
import type {ExternalSearchSource, SearchHitView} from './types';

/**
 * idle: nothing asked yet; loading: results for the query are on their way; ready: the hits are
 * the query's; failed: the site's index cannot be read.
 */
export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type SiteSearchState = {
  status: SearchIndexStatus;
  /** The query the hits belong to (results lag typing slightly while the page stays responsive). */
  query: string;
  terms: string[];
  hits: SearchHitView[];
  /** How many results there are in all, of which `hits` are the first. */
  total: number;
  /** The hits include body matches and snippets: nothing more is coming for this query. */
  settled: boolean;
};

type SearchEngine = typeof SearchEngineModule;

/** Imports a module once per visit; a failed import may be tried again by a later search. */
function lazyModule<T>(load: () => Promise<T>): {get: () => Promise<T>; current: () => T | null} {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

// The engine (the index reader and ranking) is fetched the first time search is used on a page;
// lunr only when there are external sources.
const engineModule = lazyModule(() => import('./searchEngine'));
const externalModule = lazyModule<typeof ExternalSearchModule>(() => import('./externalSearch'));

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One index per folder for the page's lifetime: its files are fetched once, whichever search asks. */
const indexes = new Map<string, SiteIndex>();
function siteIndex(engine: SearchEngine, folderUrl: string): SiteIndex {
  let index = indexes.get(folderUrl);
  if (!index) {
    index = engine.fetchSiteIndex(folderUrl);
    indexes.set(folderUrl, index);
  }
  return index;
}

/** Warnings said once per page, however many searches meet the same failure. */
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
};

/** Where an external source's index lives, resolved against this page; null if unusable. */
function externalIndexUrl({uri}: ExternalSearchSource): string | null {
  try {
    return new URL(uri, window.location.href).href;
  } catch {
    return null;
  }
}

function loadExternal(url: string, source: ExternalSearchSource): Promise<LoadResult<LoadedExternalSource['index']>> {
  const warn = () => console.warn(externalSourceFailure(source));
  return externalModule.get().then(
    (module) => module.loadSearchIndexOnce(url, warn),
    (error: unknown) => {
      warn();
      return {ok: false, reason: reasonOf(error)};
    },
  );
}

const IDLE: SiteSearchState = {status: 'idle', query: '', terms: [], hits: [], total: 0, settled: false};

/**
 * `wholeText`: show results only once the body text has been searched. The results page uses it,
 * so its list does not reorder under the reader as body matches arrive; the modal shows results
 * from titles, headings and the API reference first. `limit`: how many results to show (the
 * results page's "Show more" raises it).
 */
export function useSiteSearch(
  query: string,
  active: boolean,
  {wholeText = false, limit = searchSettings.limit}: {wholeText?: boolean; limit?: number} = {},
): SiteSearchState {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const rawSources = siteConfig.customFields?.externalSearchSources;
  const sources = useMemo(() => externalSearchSourcesFromConfig(rawSources), [rawSources]);
  const folderUrl = useMemo(() => siteIndexFolderUrl(baseUrl), [baseUrl]);
  const [engine, setEngine] = useState<SearchEngine | null>(() => engineModule.current());
  const [failed, setFailed] = useState(false);
  const [external, setExternal] = useState<(LoadedExternalSource | null)[]>([]);
  const [state, setState] = useState<SiteSearchState>(IDLE);

  // On first use: the engine and the shard table, side by side with the first query's typing.
  useEffect(() => {
    if (!active) return;
    let current = true;
    engineModule.get().then(
      (loaded) => {
        if (!current) return;
        setEngine(() => loaded);
        siteIndex(loaded, folderUrl)
          .meta()
          .catch((error: unknown) => {
            warnOnce(`Search index could not be loaded from ${folderUrl} (${reasonOf(error)}); search shows no results.`);
            if (current) setFailed(true);
          });
      },
      (error: unknown) => {
        warnOnce(`Search index could not be loaded: the search code could not be loaded (${reasonOf(error)}); search shows no results.`);
        if (current) setFailed(true);
      },
    );
    sources.forEach((source, position) => {
      const url = externalIndexUrl(source);
      if (!url) {
        console.warn(externalSourceFailure(source));
        return;
      }
      loadExternal(url, source).then((result) => {
        if (!current || !result.ok) return;
        setExternal((loaded) => {
          const next = [...loaded];
          next[position] = {heading: source.heading, url, index: result.index};
          return next;
        });
      });
    });
    return () => {
      current = false;
    };
  }, [active, folderUrl, sources]);

  const settledQuery = useDeferredValue(query);
  /** Searches the settled query, with body text or without; null once the index has failed (and said so). */
  const run = useCallback(
    (text: boolean, isCurrent: () => boolean): Promise<SiteSearchResult | null> => {
      if (!engine) return Promise.resolve(null);
      const local = siteIndex(engine, folderUrl);
      const loadedExternal = external.filter((source): source is LoadedExternalSource => !!source);
      const settings = {...searchSettings, limit};
      return engine.searchSources(settledQuery, {local, external: loadedExternal, baseUrl}, settings, {text, externalSearch: externalModule.current()?.searchExternalSources}).then(
        (result) => result,
        (error: unknown) => {
          warnOnce(`Search index could not be loaded from ${folderUrl} (${reasonOf(error)}); search shows no results.`);
          if (isCurrent()) setFailed(true);
          return null;
        },
      );
    },
    [engine, folderUrl, external, settledQuery, limit, baseUrl],
  );
  // Results are rendered as a transition, which React renders in slices, not in one task the
  // reader cannot interrupt (on a phone it was one of the results page's longest).
  const show = useCallback(
    (result: SiteSearchResult, settled: boolean) =>
      startTransition(() => setState({status: 'ready', query: settledQuery, terms: result.terms, hits: result.hits, total: result.total, settled})),
    [settledQuery],
  );

  // First results: from titles, headings and the API reference in the dialog; with body text on
  // the results page (wholeText).
  useEffect(() => {
    if (!active || !engine || failed) return;
    let current = true;
    setState((previous) => (previous.status === 'idle' ? {...previous, status: 'loading'} : previous));
    run(wholeText, () => current).then((result) => {
      if (!current || !result) return;
      if (wholeText && !result.withText && result.terms.length) warnOnce(`Search text could not be loaded from ${folderUrl}; search covers titles and headings only.`);
      show(result, wholeText || result.terms.length === 0);
    });
    return () => {
      current = false;
    };
  }, [active, engine, failed, run, show, wholeText, folderUrl]);

  // Then body text, once the first results are on the screen: its requests never hold them up.
  const needsText = active && !failed && state.status === 'ready' && !state.settled && state.query === settledQuery;
  useEffect(() => {
    if (!needsText) return;
    let current = true;
    run(true, () => current).then((result) => {
      if (!current || !result) return;
      if (!result.withText) warnOnce(`Search text could not be loaded from ${folderUrl}; search covers titles and headings only.`);
      show(result, true);
    });
    return () => {
      current = false;
    };
  }, [needsText, run, show, folderUrl]);

  if (failed) return {...state, status: 'failed'};
  if (!active) return IDLE;
  // Until the first results of a query arrive, the last query's stay (with their query).
  return state.status === 'idle' && engine === null && active ? {...state, status: 'loading'} : state;
}
