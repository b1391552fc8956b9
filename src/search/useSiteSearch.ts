// React side of search: loads the site's index and the external sources the first time search
// is active on a page, and searches them as the query changes.
import {useDeferredValue, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {EMPTY_SEARCH_INDEX, loadSearchIndexOnce, settledSearchIndex, type IndexLoadResult} from './loadSearchIndex';
import {externalSearchSourcesFromConfig, externalSourceFailure} from './externalSources';
import {searchSettings, siteIndexUrl} from './pluginSettings';
import {searchSources, type LoadedExternalSource} from './searchSources';
import type {ExternalSearchSource, LoadedSearchIndex, SearchHitView} from './types';

export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type SiteSearchState = {
  status: SearchIndexStatus;
  /** The query the hits belong to (results lag typing slightly while the page stays responsive). */
  query: string;
  terms: string[];
  hits: SearchHitView[];
};

type LocalIndexState = {status: SearchIndexStatus; index: LoadedSearchIndex};

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
    () => fromResult(settledSearchIndex(indexUrl)) ?? {status: 'idle', index: EMPTY_SEARCH_INDEX},
  );
  const [external, setExternal] = useState<(LoadedExternalSource | null)[]>([]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setLocal((state) => (state.status === 'idle' ? {...state, status: 'loading'} : state));
    loadSearchIndexOnce(indexUrl, (reason) =>
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
      loadSearchIndexOnce(url, () => console.warn(externalSourceFailure(source))).then((result) => {
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
      searchSources(
        settledQuery,
        {local: local.index, external: external.filter((source): source is LoadedExternalSource => !!source), baseUrl},
        searchSettings,
      ),
    [settledQuery, local.index, external, baseUrl],
  );
  return {status: local.status, query: settledQuery, ...result};
}
