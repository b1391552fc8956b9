// Reports a search to site analytics as a `site-search` event, when the page has analytics.

type AnalyticsWindow = {gtag?: unknown};

/** Calls `gtag('event', 'site-search', {search_term})` if gtag exists; does nothing otherwise. */
export function reportSiteSearch(term: string, win: AnalyticsWindow | undefined = globalThis as AnalyticsWindow): boolean {
  const searchTerm = term.trim();
  if (!searchTerm || typeof win?.gtag !== 'function') return false;
  try {
    (win.gtag as (...args: unknown[]) => void)('event', 'site-search', {search_term: searchTerm});
    return true;
  } catch (error) {
    // A broken analytics snippet must not break search.
    console.warn('site-search analytics event failed', error);
    return false;
  }
}
