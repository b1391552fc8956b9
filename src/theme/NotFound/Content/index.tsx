// Replaced rather than wrapped: the theme's content is only the stock text ("contact the owner of
// the site"), which is what this page replaces; ours offers a close match, search and the sections.
// The docs' layout renders this for an address inside the docs that matches no page, so it would
// put the help's code into every doc page's scripts; it comes in a chunk of its own instead, which
// server rendering waits for (the 404 page's HTML holds the whole help), and which the browser
// fetches only when it shows the help: before hydrating a page whose HTML shows it, and on a
// client-side navigation to an address without a page.
import {lazy, Suspense, type ReactNode} from 'react';
import {holdHydration} from '@site/src/components/holdHydration';

type HelpModule = typeof import('@site/src/components/NotFoundHelp');

let loaded: HelpModule | undefined;
const loadHelp = () =>
  import(/* webpackChunkName: "not-found-help" */ '@site/src/components/NotFoundHelp').then((module) => {
    loaded = module;
    return module;
  });
const LazyHelp = lazy(loadHelp);

// The page's HTML shows the help (the 404 page): hydration waits for its code (holdHydration), and
// then renders it at once instead of suspending.
if (typeof document !== 'undefined' && document.querySelector('[data-not-found-help]')) holdHydration(loadHelp());

export default function NotFoundContent(): ReactNode {
  const Help = loaded?.default;
  return <Suspense fallback={null}>{Help ? <Help /> : <LazyHelp />}</Suspense>;
}
