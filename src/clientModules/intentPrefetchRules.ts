// The pure rules of intent-only prefetching (see intentPrefetch.ts), apart so unit tests need no browser.

type DocusaurusClientApi = Window['docusaurus'];

/**
 * The client API with viewport prefetching turned off. Docusaurus's Link calls `prefetch` for every
 * internal link that scrolls into view and `preload` when the pointer enters or a finger touches
 * the link; only the second says the reader may follow it. `preload` keeps its own checks: nothing
 * on `save-data` or 2g connections.
 */
export function withoutViewportPrefetch(api: DocusaurusClientApi): DocusaurusClientApi {
  return Object.freeze({prefetch: () => false as const, preload: api.preload});
}

/**
 * The site path a focused link leads to, when it is one of the site's pages (same origin, under the
 * base path, ending in `/` as every page does with trailing slashes); otherwise null, so files such
 * as the OpenAPI document or a page's Markdown copy are never preloaded as routes.
 */
export function pagePathOfLink(href: string | null, origin: string, baseUrl: string): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(baseUrl) || !url.pathname.endsWith('/')) return null;
  return url.pathname;
}
