// The one rule that places a page's Markdown copy next to its HTML: `/x/y/` is copied to `/x/y.md`,
// the site root to `/index.md`. The build plugin writes there and the page actions link there.

/** Where the Markdown copy of the page at `route` is served; `route` is a site path ending in `/`. */
export function markdownPathFor(route: string, baseUrl: string): string {
  if (!route.startsWith(baseUrl)) {
    throw new Error(`Route "${route}" is outside the site's base URL "${baseUrl}"`);
  }
  const withoutSlash = route.replace(/\/+$/, '');
  if (withoutSlash.length < baseUrl.length) return `${baseUrl}index.md`;
  return `${withoutSlash}.md`;
}

/** The file inside the build folder that holds that copy (no leading slash, no base URL). */
export function markdownFileFor(route: string, baseUrl: string): string {
  return markdownPathFor(route, baseUrl).slice(baseUrl.length);
}

/** The page a Markdown copy belongs to: the inverse of `markdownPathFor`. */
export function routeForMarkdownPath(markdownPath: string, baseUrl: string): string {
  if (!markdownPath.startsWith(baseUrl) || !markdownPath.endsWith('.md')) {
    throw new Error(`"${markdownPath}" is not a Markdown copy under "${baseUrl}"`);
  }
  const withoutExtension = markdownPath.slice(0, -'.md'.length);
  return withoutExtension === `${baseUrl}index` ? baseUrl : `${withoutExtension}/`;
}
