// Replaced rather than wrapped: the theme's content is only the stock text ("contact the owner of
// the site"), which is what this page replaces; ours offers a close match, search and the sections.
// The docs' layout renders this for an address inside the docs that matches no page, so it would
// put the help's code into every doc page's scripts; it comes in a chunk of its own instead, which
// server rendering waits for (the 404 page's HTML holds the whole help) and the browser fetches only
// when it shows the help.
import {lazy, Suspense, type ReactNode} from 'react';

const NotFoundHelp = lazy(() => import(/* webpackChunkName: "not-found-help" */ '@site/src/components/NotFoundHelp'));

/**
 * The help as the server rendered it into this document, read when this module first runs (before
 * the page hydrates). When the page updates before the help's code has arrived, React renders the
 * help's boundary again from its fallback and drops the server's markup; showing that same markup
 * meanwhile keeps the page from going blank and jumping. Empty on every other page.
 */
const serverRenderedHelp = typeof document === 'undefined' ? '' : (document.querySelector('[data-not-found-help]')?.outerHTML ?? '');

export default function NotFoundContent(): ReactNode {
  const fallback = serverRenderedHelp ? <div style={{display: 'contents'}} dangerouslySetInnerHTML={{__html: serverRenderedHelp}} /> : null;
  return (
    <Suspense fallback={fallback}>
      <NotFoundHelp />
    </Suspense>
  );
}
