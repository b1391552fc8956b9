// Finds the real page a mistyped or outdated address most likely meant: the same path with a
// trailing slash, an `.html` ending or other letter case; a page that moved to another section
// (same last segment); or a small typo. Pure, so it is unit-tested without a browser.

/** A route as the client route config describes it (`@generated/routes`). */
export type RouteLike = {path?: string | readonly string[]; exact?: boolean; routes?: readonly RouteLike[]};

/** Edits allowed in a page's last path segment before it no longer counts as "close". */
export const MAX_SEGMENT_EDITS = 2;
/** Edits allowed across the whole path, relative to the site's base path. */
export const MAX_PATH_EDITS = 3;
/** At most one edit per this many characters, so a short unknown word is not "close" to every short page. */
export const CHARACTERS_PER_EDIT = 4;

function allowedEdits(text: string, cap: number): number {
  return Math.min(cap, Math.floor(text.length / CHARACTERS_PER_EDIT));
}

/** Every concrete page path of a route tree: leaves and exact routes, never patterns like `*` or `:id`. */
export function pagePaths(routes: readonly RouteLike[]): string[] {
  const paths = new Set<string>();
  const walk = (list: readonly RouteLike[]) => {
    for (const route of list) {
      if (route.routes && route.routes.length > 0) walk(route.routes);
      const leaf = !route.routes || route.routes.length === 0;
      if ((leaf || route.exact) && typeof route.path === 'string' && !/[*:?(]/.test(route.path)) {
        paths.add(route.path);
      }
    }
  };
  walk(routes);
  return [...paths];
}

/** The path of an address with query, hash, `index.html`/`.html` and doubled slashes removed, ending in `/`. */
export function normalisePath(address: string): string {
  let path = address.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the address as it was typed.
  }
  path = path.replace(/\/{2,}/g, '/').replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Levenshtein distance, giving up (returning `limit + 1`) once the distance must exceed `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

function lastSegment(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

function relativeTo(basePath: string, path: string): string {
  return path.startsWith(basePath) ? path.slice(basePath.length) : path.replace(/^\//, '');
}

/**
 * The page `address` most likely meant, or null when nothing is close enough. Candidates are
 * ranked: same path ignoring the ending, then ignoring case, then a page with the same last
 * segment elsewhere (a moved page), then the fewest typing edits.
 */
export function closestRoute(address: string, pages: readonly string[], basePath = '/'): string | null {
  if (pages.length === 0) return null;
  const wanted = normalisePath(address);
  const byNormalised = new Map(pages.map((page) => [normalisePath(page), page]));
  const exact = byNormalised.get(wanted);
  if (exact !== undefined) return exact === address.split(/[?#]/, 1)[0] ? null : exact;

  const lower = wanted.toLowerCase();
  const sameButCase = pages.find((page) => normalisePath(page).toLowerCase() === lower);
  if (sameButCase !== undefined && sameButCase !== address) return sameButCase;

  const wantedRelative = relativeTo(basePath, lower);
  const wantedLast = lastSegment(wantedRelative);
  const pathLimit = allowedEdits(wantedRelative, MAX_PATH_EDITS);
  const segmentLimit = allowedEdits(wantedLast, MAX_SEGMENT_EDITS);
  let best: {page: string; score: number} | null = null;
  for (const page of pages) {
    const relative = relativeTo(basePath, normalisePath(page).toLowerCase());
    if (relative === '' || relative === wantedRelative) continue;
    const last = lastSegment(relative);
    const wholeEdits = editDistance(wantedRelative, relative, pathLimit);
    const segmentEdits = editDistance(wantedLast, last, segmentLimit);
    let score = Number.POSITIVE_INFINITY;
    if (wholeEdits <= pathLimit) score = wholeEdits;
    else if (wantedLast !== '' && last === wantedLast) score = MAX_PATH_EDITS + 0.5;
    else if (wantedLast !== '' && segmentEdits <= segmentLimit) score = MAX_PATH_EDITS + 1 + segmentEdits;
    if (score < (best?.score ?? Number.POSITIVE_INFINITY)) best = {page, score};
  }
  return best?.page ?? null;
}
