// The event code working on a page's whole text listens for (search-term highlighting, image zoom),
// apart from ./reveal so that listening does not bring the scheduler into every page's script.

/** The event the document gets once every run left out of the page's HTML has rendered. */
export const DEFERRED_CONTENT_SHOWN = 'deferredcontentshown';
