// Owns the HTML page the build writes around each server-rendered page (Docusaurus's `ssrTemplate`):
// Docusaurus's own, except for where the page's scripts are requested.
//
// Docusaurus lists the scripts in the head with `defer`, so the browser downloads them at once,
// beside the stylesheet the first paint waits for. On a slow connection they share its bandwidth:
// with Lighthouse's slow-4G figures the stylesheet of a doc page arrived 40 to 70 ms later than
// alone, and the first paint with it. Here the page lists them in an inline script at the end of the
// body. A script the parser meets after a stylesheet runs only once that stylesheet has loaded, so
// this one adds the page's scripts then, in their order (`async = false`), and they download with
// the bandwidth to themselves. The page's HTML and its first paint do not depend on them.
import type {DocusaurusConfig} from '@docusaurus/types';

/** What the loader does with its list of script URLs (Docusaurus's file names under the base URL): adds each, to run in order. */
const ADD_EACH_IN_ORDER = '.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})';

/**
 * Docusaurus's SSR template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`, the same placeholders)
 * with the page's scripts requested by an inline script at the end of the body, after its stylesheets.
 */
export const SCRIPTS_AFTER_STYLES_TEMPLATE: NonNullable<DocusaurusConfig['ssrTemplate']> = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>${ADD_EACH_IN_ORDER}</script>
  </body>
</html>
`;
