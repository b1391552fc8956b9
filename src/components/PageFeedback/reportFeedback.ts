// What a "Was this page helpful?" answer does outside the widget: an analytics event when the site
// has analytics (gtag), and the address of the feedback form with the page filled in.

export type FeedbackAnswer = 'yes' | 'no';

/** The analytics event name and fields agreed with the analytics team. */
export const PAGE_FEEDBACK_EVENT = 'page-feedback';

/** The site page that forwards to the configured feedback form (it keeps a same-origin `page`). */
export const FEEDBACK_FORM_ROUTE = '/feedback/redirectToFeedbackForm/';

type AnalyticsHost = {gtag?: unknown};

/**
 * Sends the answer to analytics if the page has gtag; returns whether it was sent. A missing or
 * failing gtag never breaks the widget: the reader's answer still counts for the thank-you.
 */
export function reportPageFeedback(host: AnalyticsHost | undefined, page: string, answer: FeedbackAnswer): boolean {
  if (typeof host?.gtag !== 'function') return false;
  try {
    host.gtag('event', PAGE_FEEDBACK_EVENT, {page, answer});
    return true;
  } catch {
    return false;
  }
}

/** The site-relative link to the feedback form for `page` (Docusaurus adds the base URL). */
export function feedbackFormLink(page: string): string {
  return `${FEEDBACK_FORM_ROUTE}?${new URLSearchParams({page}).toString()}`;
}
