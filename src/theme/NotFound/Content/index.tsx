// Replaced rather than wrapped: the theme's content is only the stock text ("contact the owner of
// the site"), which is what this page replaces; ours offers a close match, search and the sections.
// The docs' layout renders this for an address inside the docs that matches no page, so it would
// put the help's code into every doc page's scripts; it comes in a chunk of its own instead, which
// server rendering waits for (the 404 page's HTML holds the whole help) and the browser fetches only
// when it shows the help.
import {lazy, Suspense, type ReactNode} from 'react';

const NotFoundHelp = lazy(() => import(/* webpackChunkName: "not-found-help" */ '@site/src/components/NotFoundHelp'));

export default function NotFoundContent(): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundHelp />
    </Suspense>
  );
}
