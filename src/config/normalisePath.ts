// Owns mending the address-bar path before the app boots: `page.html`, `page/index.html` and a
// percent-encoded `&` become the form the router knows, so those URLs reach the same page as the
// canonical path with no not-found flash and no hydration mismatch. The server sends the same HTML
// for every form (deploy/nginx/); only the client-side path needs mending.
//
// It is an inline script in <head> rather than a file: it still runs before the deferred app bundle,
// but costs no request and does not hold back the first paint. The csp-hashes plugin hashes it for
// the Content-Security-Policy like every other inline script.
import type {HeadTag} from '../auth/prehydrationGuard';

/** The script's text, ES5 so that it runs in any browser that gets this far. */
export const NORMALISE_PATH_SCRIPT =
  '(function(){' +
  'var l=window.location,p=l.pathname;' +
  'var n=p.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"/").replace(/%26/gi,"&");' +
  'if(n!==p)window.history.replaceState(window.history.state,"",n+l.search+l.hash);' +
  '})();';

/** The `headTags` entry docusaurus.config.ts adds. */
export function normalisePathHeadTags(): HeadTag[] {
  return [{tagName: 'script', attributes: {}, innerHTML: NORMALISE_PATH_SCRIPT}];
}
