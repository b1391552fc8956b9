// React side of search: loads the site's light index (and after it the body text) and the
// external sources the first time search is active on a page, and searches them as the query
// changes.
import {startTransition, useDeferredValue, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadIndexOnce, settledIndex, type LoadResult} from './fetchIndex';
import {externalSearchSourcesFromConfig, externalSourceFailure} from './externalSources';
import {searchSettings, siteLightIndexUrls} from './pluginSettings';
import type {LoadedExternalSource, SiteSearchResult} from './searchSources';
import type {LoadedLightIndex, LoadedTextIndex} from './light/queryLightIndex';
import type * as SearchEngineModule from './searchEngine';
import type * as ExternalSearchModule from './externalSearch';
import type {ExternalSearchSource, SearchHitView} from './types';

export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type SiteSearchState = {
  status: SearchIndexStatus;
  /** The query the hits belong to (results lag typing slightly while the page stays responsive). */
  query: string;
  terms: string[];
  hits: SearchHitView[];
  /** How many results there are in all, before the limit on how many are shown. */
  total: number;
};

type LocalIndexState = {status: SearchIndexStatus; index: LoadedLightIndex | null};

type SearchEngine = typeof SearchEngineModule;
const NO_RESULT: SiteSearchResult = {terms: [], hits: [], total: 0};

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

// The engine (MiniSearch and the query code) is fetched the first time search is used on a
// page, alongside the index it needs anyway; lunr only when there are external sources.
const engineModule = lazyModule(() => import('./searchEngine'));
const externalModule = lazyModule<typeof ExternalSearchModule>(() => import('./externalSearch'));

const reasonOf = (error: unknown) => `the search code could not be loaded: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Loads one file and parses it with the engine. The file's request starts at once, beside the
 * engine's (on slow networks each round trip costs more than either download); a failure to
 * fetch the engine fails the file too.
 */
function loadWithEngine<T>(
  url: string,
  parse: (engine: SearchEngine) => (json: unknown) => T | Promise<T>,
  onFailure: (reason: string) => void,
): Promise<LoadResult<T>> {
  const engine = engineModule.get();
  engine.catch(() => undefined); // reported through the parse step below
  return loadIndexOnce(
    url,
    (json) =>
      engine.then(
        (loaded) => parse(loaded)(json),
        (error: unknown) => {
          throw new Error(reasonOf(error));
        },
      ),
    onFailure,
  );
}

/** The light index with the text added once it has loaded, as an earlier visit left them. */
function settledLocal(urls: {light: string; text: string}): LocalIndexState | undefined {
  const light = settledIndex<LoadedLightIndex>(urls.light);
  if (!light) return undefined;
  if (!light.ok) return {status: 'failed', index: null};
  const text = settledIndex<LoadedTextIndex>(urls.text);
  return {status: 'ready', index: text?.ok ? {...light.index, text: text.index} : light.index};
}

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

/**
 * `wholeText`: hold the first results until the body text has settled (loaded or failed). The
 * results page uses it, so its list does not grow under the reader as snippets arrive; the modal
 * shows results from the light index at once.
 */
export function useSiteSearch(query: string, active: boolean, {wholeText = false}: {wholeText?: boolean} = {}): SiteSearchState {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const rawSources = siteConfig.customFields?.externalSearchSources;
  const sources = useMemo(() => externalSearchSourcesFromConfig(rawSources), [rawSources]);
  const urls = useMemo(() => siteLightIndexUrls(baseUrl), [baseUrl]);
  const [local, setLocal] = useState<LocalIndexState>(() => settledLocal(urls) ?? {status: 'idle', index: null});
  const [external, setExternal] = useState<(LoadedExternalSource | null)[]>([]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setLocal((state) => (state.status === 'idle' ? {...state, status: 'loading'} : state));
    loadWithEngine(
      urls.light,
      (engine) => engine.loadLightIndex,
      (reason) => console.warn(`Search index could not be loaded from ${urls.light} (${reason}); search shows no results.`),
    ).then((light) => {
      if (!current) return;
      if (!light.ok) {
        setLocal({status: 'failed', index: null});
        return;
      }
      // An index that arrives is searched and its results rendered as a transition, which React
      // renders in slices, not in one task the reader cannot interrupt (on a phone it was one of the
      // results page's longest).
      if (!wholeText) startTransition(() => setLocal((state) => (state.index?.text ? state : {status: 'ready', index: light.index})));
      // Body text comes second: first results need only the light file. Without it, search
      // still finds titles, headings and the API reference.
      loadWithEngine(
        urls.text,
        (engine) => engine.loadTextIndex,
        (reason) => console.warn(`Search text could not be loaded from ${urls.text} (${reason}); search covers titles and headings only.`),
      ).then((text) => {
        if (!current) return;
        startTransition(() => {
          if (text.ok) setLocal({status: 'ready', index: {...light.index, text: text.index}});
          else if (wholeText) setLocal({status: 'ready', index: light.index});
        });
      });
    });
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
  }, [active, urls, sources, wholeText]);

  const settledQuery = useDeferredValue(query);
  const result = useMemo(() => {
    const engine = engineModule.current();
    // No engine or no light index yet: nothing to search.
    if (!engine || !local.index) return NO_RESULT;
    return engine.searchSources(
      settledQuery,
      {local: local.index, external: external.filter((source): source is LoadedExternalSource => !!source), baseUrl},
      searchSettings,
      externalModule.current()?.searchExternalSources,
    );
  }, [settledQuery, local.index, external, baseUrl]);
  return {status: local.status, query: settledQuery, ...result};
}
