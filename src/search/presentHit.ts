// Turns index matches into what a result shows: where it links, its page title, heading and
// context snippet with the matched words marked, and whether it belongs to the API reference.
import {contextSnippet, findTerms, markRanges, trimToWords} from './snippet';
import {SearchDocumentType, type SearchHitView, type TextSegment} from './types';
import type {SearchMatch} from './querySearchIndex';
import type {PageMatch} from './index/siteIndex';

/** Query parameter that carries matched words to the target page, which highlights them. */
export const HIGHLIGHT_PARAM = '_highlight';

/**
 * True for the API reference: paths under /docs/api-reference/ anywhere, and, on this site, the
 * pages the OpenAPI plugin renders under `<base>api/`.
 */
export function isApiReferencePath(pathname: string, siteBaseUrl?: string): boolean {
  if (pathname.includes('/docs/api-reference/')) return true;
  if (siteBaseUrl === undefined || !pathname.startsWith(siteBaseUrl)) return false;
  const relative = pathname.slice(siteBaseUrl.length);
  return relative === 'api' || relative.startsWith('api/');
}

/** A site path with one `_highlight` parameter per term, before the anchor. */
export function withHighlightTerms(path: string, anchor: string | undefined, terms: string[]): string {
  const query = new URLSearchParams(terms.map((term) => [HIGHLIGHT_PARAM, term])).toString();
  return `${path}${query ? `?${query}` : ''}${anchor ?? ''}`;
}

type Presented = Pick<SearchHitView, 'pageTitle' | 'heading' | 'snippet'>;

/** Title, heading and snippet of a match; matched words come from the index, else the terms. */
function presentText(match: SearchMatch, terms: string[], contextLength: number): Presented {
  const {document, type, page, positions} = match;
  const marked = (text: string): TextSegment[] => markRanges(text, findTerms(text, terms));
  const ranges = positions.length ? trimToWords(document.t, positions) : findTerms(document.t, terms);
  if (type === SearchDocumentType.Title) return {pageTitle: markRanges(document.t, ranges)};
  const pageTitleText = page?.t ?? document.s ?? document.t;
  if (type === SearchDocumentType.Heading) return {pageTitle: marked(pageTitleText), heading: markRanges(document.t, ranges)};
  const section = document.s && document.s !== pageTitleText ? document.s : undefined;
  return {
    pageTitle: marked(pageTitleText),
    heading: section ? marked(section) : undefined,
    snippet: contextSnippet(document.t, ranges, contextLength),
  };
}

/**
 * One result per target: a section's heading match and its content match link to the same
 * place, so they become one result with the heading and the snippet, at the better rank.
 */
export function mergeSameTarget(hits: SearchHitView[]): SearchHitView[] {
  const byHref = new Map<string, SearchHitView>();
  const merged: SearchHitView[] = [];
  for (const hit of hits) {
    const first = byHref.get(hit.href);
    if (!first) {
      byHref.set(hit.href, hit);
      merged.push(hit);
      continue;
    }
    const combined = {...first, heading: first.heading ?? hit.heading, snippet: first.snippet ?? hit.snippet};
    merged[merged.indexOf(first)] = combined;
    byHref.set(hit.href, combined);
  }
  return merged;
}

/**
 * A result of the site's own index, or null when its URL is not a path on this site (an index
 * that links elsewhere is not trusted to open in the same tab).
 */
export function presentLocalHit(
  match: SearchMatch,
  {baseUrl, terms, contextLength}: {baseUrl: string; terms: string[]; contextLength: number},
): SearchHitView | null {
  const {document, type} = match;
  if (!document.u.startsWith(baseUrl) || document.u.startsWith('//')) return null;
  return {
    key: `local:${type}:${document.i}`,
    href: withHighlightTerms(document.u, document.h, terms),
    external: false,
    apiReference: isApiReferencePath(document.u, baseUrl),
    ...presentText(match, terms, contextLength),
  };
}

/**
 * A result of an external source, linked by resolving its URL against the source's index URL,
 * or null when that gives anything but an http(s) address.
 */
export function presentExternalHit(
  match: SearchMatch,
  {sourceHeading, sourceUrl, terms, contextLength}: {sourceHeading: string; sourceUrl: string; terms: string[]; contextLength: number},
): SearchHitView | null {
  const {document, type} = match;
  let target: URL;
  try {
    target = new URL(`${document.u}${document.h ?? ''}`, sourceUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  return {
    key: `${sourceUrl}:${type}:${document.i}`,
    href: target.href,
    external: true,
    sourceHeading,
    apiReference: isApiReferencePath(target.pathname),
    ...presentText(match, terms, contextLength),
  };
}

/**
 * A page of the site's index as one result: it links to the best match on the page (a
 * heading's or error row's anchor when that matched above the page itself), shows that heading,
 * the method badge of an operation's page, a snippet of the best matching text, and the page's
 * other matching headings beneath. Null when the URL is not a path on this site.
 */
export function presentPageMatch(
  match: PageMatch,
  {baseUrl, terms, contextLength}: {baseUrl: string; terms: string[]; contextLength: number},
): SearchHitView | null {
  const {page, text, sections, operation, target} = match;
  const onSite = (url: string) => url.startsWith(baseUrl) && !url.startsWith('//');
  if (!onSite(page.u)) return null;
  const marked = (value: string): TextSegment[] => markRanges(value, findTerms(value, terms));
  const {heading} = target;
  return {
    key: `local:${page.i}`,
    href: onSite(target.u) ? withHighlightTerms(target.u, target.h, terms) : withHighlightTerms(page.u, undefined, terms),
    external: false,
    apiReference: isApiReferencePath(page.u, baseUrl),
    pageTitle: marked(page.t),
    ...(heading ? {heading: marked(heading)} : {}),
    ...(text ? {snippet: contextSnippet(text.t, findTerms(text.t, terms), contextLength)} : {}),
    ...(operation?.m ? {method: operation.m} : {}),
    ...(sections.length
      ? {
          sections: sections.map((section) => ({key: `local:${section.i}`, text: marked(section.t)})),
        }
      : {}),
  };
}
