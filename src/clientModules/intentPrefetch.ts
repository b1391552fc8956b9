// Prefetch on intent only. Stock Docusaurus fetches the code of every internal link that becomes
// visible: 130-160 KB of JS on our pages, competing with the page itself on a phone. Its Link has
// no option for this and is not a theme component (no swizzle), so this client module swaps the
// `window.docusaurus` client API for one whose viewport `prefetch` does nothing. Link's own intent
// handling stays: `preload` when the pointer enters or a finger touches a link. Keyboard focus is
// intent too, so focusing a link preloads its page. Docusaurus's `preload` skips save-data and 2g
// connections, so nothing is fetched there.
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {pagePathOfLink, withoutViewportPrefetch} from './intentPrefetchRules';

let installed = false;

function preloadFocusedLink(event: FocusEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const path = pagePathOfLink(link?.getAttribute('href') ?? null, window.location.origin, siteConfig.baseUrl);
  if (path && path !== window.location.pathname) void window.docusaurus.preload(path);
}

const intentPrefetch: ClientModule = {
  // The client API exists once the app boots; the first route update runs as hydration commits,
  // before the visibility observers Link has just set up first report.
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    window.docusaurus = withoutViewportPrefetch(window.docusaurus);
    document.addEventListener('focusin', preloadFocusedLink);
  },
};

export default intentPrefetch;
