// The full results page at /search/?q=…: the query lives in the URL, so a results page can be
// shared and the browser's back button returns to it.
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchHit from '@site/src/components/SearchHit';
import {useSiteSearch, type SiteSearchState} from '@site/src/search/useSiteSearch';
import {searchSettings} from '@site/src/search/pluginSettings';
import {useSearchAnalytics} from '@site/src/search/useSearchAnalytics';
import {searchMessages} from '@site/src/search/messages';
import styles from './styles.module.css';

/** The results page's meta description (search engines and link previews show it). */
export const SEARCH_PAGE_DESCRIPTION = 'Search the API documentation: guides, recipes and the API reference.';

const QUERY_PARAM = 'q';

/** The one-line state of the search: what to do, what went wrong, or how much was found. */
function statusMessage(search: SiteSearchState): string {
  if (search.status === 'failed') return searchMessages.indexUnavailable();
  if (!search.query.trim()) return searchMessages.emptyQuery();
  if (search.status !== 'ready') return searchMessages.loading();
  if (search.hits.length === 0) return searchMessages.noResults();
  return searchMessages.resultsCount(search.hits.length, search.total);
}

function Results({search, onShowMore}: {search: SiteSearchState; onShowMore: () => void}): ReactNode {
  const more = Math.min(searchSettings.limit, search.total - search.hits.length);
  return (
    <>
      <p
        role="status"
        className={search.status === 'failed' ? styles.error : undefined}
        data-search-status={search.status}
        data-search-settled={search.settled}
        data-query={search.query}>
        {statusMessage(search)}
      </p>
      {search.hits.length > 0 && search.query.trim() && (
        <ol className={styles.results} aria-label={searchMessages.resultsLabel()} data-query={search.query}>
          {search.hits.map((hit) => (
            <li key={hit.key} className={styles.result}>
              {hit.external ? (
                <a href={hit.href} target="_blank" rel="noopener noreferrer">
                  <SearchHit hit={hit} />
                </a>
              ) : (
                <Link to={hit.href}>
                  <SearchHit hit={hit} />
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
      {search.status === 'ready' && search.query.trim() && more > 0 && (
        <button type="button" className={`button button--secondary ${styles.more}`} onClick={onShowMore}>
          {searchMessages.showMore(more)}
        </button>
      )}
    </>
  );
}

export default function SearchResultsPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  // The server renders no query; the URL's query is read once the page runs in the browser.
  const urlQuery = isBrowser ? (new URLSearchParams(location.search).get(QUERY_PARAM) ?? '') : '';
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  // The list shows the first results; "Show more" adds the next ones, until a new query.
  const [shown, setShown] = useState({query, limit: searchSettings.limit});
  const limit = shown.query === query ? shown.limit : searchSettings.limit;
  const search = useSiteSearch(query, isBrowser, {wholeText: true, limit});
  const reportNow = useSearchAnalytics(query);

  const onChange = (value: string) => {
    setQuery(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set(QUERY_PARAM, value);
    else params.delete(QUERY_PARAM);
    const search = params.toString();
    history.replace({search: search ? `?${search}` : ''});
  };

  const title = query.trim() ? searchMessages.resultsTitle(query.trim()) : searchMessages.emptyTitle();
  return (
    <Layout title={title} description={SEARCH_PAGE_DESCRIPTION}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            reportNow();
          }}>
          <label htmlFor="search-page-query" className={styles.label}>
            {searchMessages.dialogLabel()}
          </label>
          <input
            id="search-page-query"
            className={styles.input}
            type="search"
            name={QUERY_PARAM}
            autoComplete="off"
            value={query}
            onChange={(event) => onChange(event.target.value)}
          />
        </form>
        {isBrowser && <Results search={search} onShowMore={() => setShown({query, limit: limit + searchSettings.limit})} />}
      </main>
    </Layout>
  );
}
