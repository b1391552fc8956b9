// React side of search: loads the site's index and the external sources the first time search
// is active on a page, and searches them as the query changes.
import {useDeferredValue, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {IndexLoadResult} from './loadSearchIndex';
import {externalSearchSourcesFromConfig, externalSourceFailure} from './externalSources';
import {searchSettings, siteIndexUrl} from './pluginSettings';
import type {LoadedExternalSource, SiteSearchResult} from './searchSources';
import type * as SearchEngineModule from './searchEngine';
import {EMPTY_SEARCH_INDEX, type ExternalSearchSource, type LoadedSearchIndex, type SearchHitView} from './types';

export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type SiteSearchState = {
  status: SearchIndexStatus;
  /** The query the hits belong to (results lag typing slightly while the page stays responsive). */
  query: string;
  terms: string[];
  hits: SearchHitView[];
};

type LocalIndexState = {status: SearchIndexStatus; index: LoadedSearchIndex};

type SearchEngine = typeof SearchEngineModule;
const NO_RESULT: SiteSearchResult = {terms: [], hits: []};

// The engine (lunr and the query code) is fetched the first time search is used on a page,
// alongside the index it needs anyway, and kept for the rest of the visit.
let engine: SearchEngine | null = null;
let engineLoad: Promise<SearchEngine> | null = null;
function loadSearchEngine(): Promise<SearchEngine> {
  engineLoad ??= import('./searchEngine').then(
    (module) => (engine = module),
    (error: unknown) => {
      engineLoad = null; // a later search may try again
      throw error;
    },
  );
  return engineLoad;
}

/** Loads one index file with the engine; a failure to fetch the engine fails the index too. */
function loadIndex(url: string, onFailure: (reason: string) => void): Promise<IndexLoadResult> {
  return loadSearchEngine().then(
    (loaded) => loaded.loadSearchIndexOnce(url, onFailure),
    (error: unknown) => {
      const reason = `the search code could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
      onFailure(reason);
      return {ok: false, reason};
    },
  );
}

const fromResult = (result: IndexLoadResult | undefined): LocalIndexState | undefined =>
  result && (result.ok ? {status: 'ready', index: result.index} : {status: 'failed', index: EMPTY_SEARCH_INDEX});

/** Where an external source's index lives, resolved against this page; null if unusable. */
function externalIndexUrl({uri}: ExternalSearchSource): string | null {
  try {
    return new URL(uri, window.location.href).href;
  } catch {
    return null;
  }
}

export function useSiteSearch(query: string, active: boolean): SiteSearchState {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const rawSources = siteConfig.customFields?.externalSearchSources;
  const sources = useMemo(() => externalSearchSourcesFromConfig(rawSources), [rawSources]);
  const indexUrl = siteIndexUrl(baseUrl);
  const [local, setLocal] = useState<LocalIndexState>(
    () => fromResult(engine?.settledSearchIndex(indexUrl)) ?? {status: 'idle', index: EMPTY_SEARCH_INDEX},
  );
  const [external, setExternal] = useState<(LoadedExternalSource | null)[]>([]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setLocal((state) => (state.status === 'idle' ? {...state, status: 'loading'} : state));
    loadIndex(indexUrl, (reason) =>
      console.warn(`Search index could not be loaded from ${indexUrl} (${reason}); search shows no results.`),
    ).then((result) => {
      if (current) setLocal(fromResult(result)!);
    });
    sources.forEach((source, position) => {
      const url = externalIndexUrl(source);
      if (!url) {
        console.warn(externalSourceFailure(source));
        return;
      }
      loadIndex(url, () => console.warn(externalSourceFailure(source))).then((result) => {
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
  }, [active, indexUrl, sources]);

  const settledQuery = useDeferredValue(query);
  const result = useMemo(
    () =>
      // No engine yet means no index yet either: nothing to search.
      engine?.searchSources(
        settledQuery,
        {local: local.index, external: external.filter((source): source is LoadedExternalSource => !!source), baseUrl},
        searchSettings,
      ) ?? NO_RESULT,
    [settledQuery, local.index, external, baseUrl],
  );
  return {status: local.status, query: settledQuery, ...result};
}
