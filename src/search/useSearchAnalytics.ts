// Reports each settled search query once to site analytics (see reportSiteSearch).
import {useCallback, useEffect, useRef} from 'react';
import {reportSiteSearch} from './reportSiteSearch';

/** A query unchanged for this long counts as one search, not as keystrokes on the way to it. */
export const SEARCH_SETTLE_MS = 800;

/**
 * Reports `query` once it has not changed for SEARCH_SETTLE_MS, never the same query twice in a
 * row. The returned function reports the current query at once (a result chosen or the form
 * submitted before the query settled).
 */
export function useSearchAnalytics(query: string): () => void {
  const lastReported = useRef('');
  const current = useRef('');
  const report = useCallback(() => {
    const term = current.current;
    if (!term || term === lastReported.current) return;
    lastReported.current = term;
    reportSiteSearch(term);
  }, []);
  useEffect(() => {
    current.current = query.trim();
    const timer = setTimeout(report, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [query, report]);
  return report;
}
