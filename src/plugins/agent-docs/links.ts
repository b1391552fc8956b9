// Rewrites the links of a page's source into absolute URLs, so a Markdown copy read on its own (or
// pasted into another tool) still points at the right pages: `/api/x`, `../items/drafts.mdx`,
// `#anchor` and `./other/` all become `https://<site>/app/docs/1.0.0/...`.
import path from 'node:path';

export type LinkContext = {
  /** Origin and base URL of the published site, e.g. `https://docs.example.com` and `/app/docs/1.0.0/`. */
  siteOrigin: string;
  baseUrl: string;
  /** Route of every page by the absolute path of its source file. */
  routeBySourceFile: ReadonlyMap<string, string>;
  /** Folders whose files are addressed by `/file.mdx` links (the site and each content folder). */
  sourceRoots: readonly string[];
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PATHNAME_PROTOCOL = 'pathname://';
const SOURCE_FILE = /\.mdx?$/i;

function splitSuffix(url: string): {pathname: string; suffix: string} {
  const index = url.search(/[?#]/);
  return index === -1 ? {pathname: url, suffix: ''} : {pathname: url.slice(0, index), suffix: url.slice(index)};
}

/** Docusaurus adds the trailing slash to page links (trailingSlash: true) but not to files. */
function withTrailingSlash(pathname: string): string {
  const lastSegment = pathname.split('/').at(-1) ?? '';
  return pathname.endsWith('/') || lastSegment.includes('.') ? pathname : `${pathname}/`;
}

export function createUrlResolver(context: LinkContext) {
  const absolute = (sitePath: string) => `${context.siteOrigin}${sitePath}`;

  const routeOfSourceLink = (pathname: string, fromFile: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return undefined;
    }
    const candidates = decoded.startsWith('/')
      ? context.sourceRoots.map((root) => path.join(root, decoded))
      : [path.resolve(path.dirname(fromFile), decoded)];
    return candidates.map((file) => context.routeBySourceFile.get(file)).find(Boolean);
  };

  /**
   * The absolute URL for `url` as written in `fromFile`, the source of the page at `pageRoute`.
   * Anything that cannot be resolved (a file link to a page we do not know) is left as written.
   */
  return function resolveUrl(url: string, fromFile: string, pageRoute: string): string {
    // Docusaurus's `pathname://` marks a file of the site the router must not handle (a download).
    if (url.startsWith(PATHNAME_PROTOCOL)) return resolveUrl(url.slice(PATHNAME_PROTOCOL.length), fromFile, pageRoute);
    if (url === '' || HAS_SCHEME.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#') || url.startsWith('?')) return absolute(pageRoute) + url;
    const {pathname, suffix} = splitSuffix(url);
    if (SOURCE_FILE.test(pathname)) {
      const route = routeOfSourceLink(pathname, fromFile);
      return route ? absolute(route) + suffix : url;
    }
    if (pathname.startsWith('/')) {
      const sitePath = pathname.startsWith(context.baseUrl) ? pathname : context.baseUrl + pathname.slice(1);
      return absolute(withTrailingSlash(sitePath)) + suffix;
    }
    return new URL(url, absolute(pageRoute)).toString();
  };
}
