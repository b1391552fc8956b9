// Finds what a tool call names in the site index: a page by its URL or path (in any of the forms
// the site serves), an operation by its operationId, summary or method and path (concrete values
// and a missing `/api/v1/{tenantId}` prefix allowed), an error by its code or name. Pure functions:
// an answer is what was found, or a sentence saying why nothing was.
import type {IndexedError, IndexedOperation, IndexedPage, SiteIndex} from './buildOutput';

export type Found<T> = {ok: true; value: T} | {ok: false; message: string};

const found = <T>(value: T): Found<T> => ({ok: true, value});
const notFound = <T>(message: string): Found<T> => ({ok: false, message});

/** Letters and digits only, lower case: `import-items-async`, `Import items (async)` and `importItemsAsync` agree. */
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The page at a URL or site path: `https://…/app/docs/1.0.0/items/drafts/`, `/app/docs/1.0.0/items/drafts`,
 * `items/drafts`, `/items/drafts.md` or `…/drafts/index.html`, with or without `#anchor` and query.
 */
export function findPage(index: SiteIndex, address: string): Found<IndexedPage> {
  const text = address.trim();
  if (!text) return notFound('Give the URL or path of a page, for example items/drafts/.');
  let pathname = text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return notFound(`"${text}" is not a URL.`);
    }
    if (url.origin !== index.siteUrl) return notFound(`${text} is not on this site: its pages are under ${index.siteUrl}${index.baseUrl}.`);
    pathname = url.pathname;
  }
  try {
    pathname = pathname.replace(/[?#].*$/, '').split('/').map(decodeURIComponent).join('/');
  } catch {
    return notFound(`"${text}" is not a valid path.`);
  }
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return notFound(`"${text}" leaves the site: give a page's own path, for example items/drafts/.`);
  const underBase = pathname.startsWith(index.baseUrl) || `${pathname}/` === index.baseUrl;
  const relative = underBase ? pathname.slice(index.baseUrl.length) : pathname.replace(/^\/+/, '');
  const route = relative
    .replace(/(^|\/)index\.(html|md)$/, '$1')
    .replace(/\.(html|md)$/, '/')
    .replace(/\/*$/, '/')
    .replace(/^\/$/, '');
  const url = `${index.siteUrl}${index.baseUrl}${route}`;
  const page = index.pages.find((candidate) => candidate.url === url);
  return page ? found(page) : notFound(`No page of this site is at ${url}. Search with search_docs, or see the list of pages in ${index.llmsTxt}.`);
}

const METHOD_AND_PATH = /^(get|put|post|patch|delete)\s+(\S+)$/i;

/** Path segments of a path or URL, without origin, query, fragment or empty segments. */
function segmentsOf(path: string): string[] {
  const pathname = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  return pathname.split('/').filter(Boolean);
}

/**
 * How well a typed path names an operation's path template: the typed segments must match the
 * template's last segments, a `{parameter}` matching any value. Undefined when they do not; else
 * the number of template segments left unnamed in front (0 for the whole path).
 */
function pathMatch(typed: string[], template: string[]): number | undefined {
  if (typed.length === 0 || typed.length > template.length) return undefined;
  const offset = template.length - typed.length;
  const matches = typed.every((segment, index) => {
    const expected = template[offset + index]!;
    const isParameter = /^\{\w+\}$/.test(expected);
    return isParameter || key(segment) === key(expected);
  });
  return matches ? offset : undefined;
}

const operationLine = (operation: IndexedOperation) => `${operation.operationId} (${operation.method} ${operation.path})`;

/** An operation by operationId, summary or page slug, or by `METHOD /path`. */
export function findOperation(index: SiteIndex, name: string): Found<IndexedOperation> {
  const text = name.trim();
  if (!text) return notFound('Give an operationId, such as importItemsAsync, or a method and path, such as PUT /datasets/{datasetId}/items/import.');
  const byName = index.operations.find((operation) => [operation.operationId, operation.summary, operation.url.split('/').filter(Boolean).at(-1) ?? ''].some((candidate) => key(candidate) === key(text)));
  if (byName) return found(byName);
  const methodAndPath = METHOD_AND_PATH.exec(text);
  if (methodAndPath) {
    const method = methodAndPath[1]!.toUpperCase();
    const typed = segmentsOf(methodAndPath[2]!);
    const scored = index.operations
      .filter((operation) => operation.method === method)
      .map((operation) => ({operation, offset: pathMatch(typed, segmentsOf(operation.path))}))
      .filter((entry): entry is {operation: IndexedOperation; offset: number} => entry.offset !== undefined)
      .sort((a, b) => a.offset - b.offset);
    const best = scored.filter((entry) => entry.offset === scored[0]?.offset);
    if (best.length === 1) return found(best[0]!.operation);
    if (best.length > 1) return notFound(`${text} matches several operations; name one by its operationId: ${best.map((entry) => operationLine(entry.operation)).join(', ')}.`);
    return notFound(`No ${method} operation has a path ending in /${typed.join('/')}. The operations: ${index.operations.map(operationLine).join(', ')}.`);
  }
  return notFound(`No operation is called "${text}". Name one by its operationId or as METHOD /path. The operations: ${index.operations.map(operationLine).join(', ')}.`);
}

/** An error by its code (`40345`) or name (`TenantUsagePlanNotConfigured`), or both (`40345 TenantUsagePlanNotConfigured`). */
export function findError(index: SiteIndex, name: string): Found<IndexedError> {
  const words = name.trim().split(/[\s,:]+/).filter(Boolean);
  if (words.length === 0) return notFound('Give an error code, such as 40345, or its name, such as TenantUsagePlanNotConfigured.');
  for (const word of words) {
    const entry = index.errors.find((candidate) => candidate.code === word || key(candidate.name) === key(word));
    if (entry) return found(entry);
  }
  return notFound(
    `"${name.trim()}" is not in the published error catalogue (${index.errorList}). The platform can return codes it does not publish: handle an unknown code by its HTTP status, the first three digits of the code (fix the request on a 4xx, retry with backoff on a 429 or 5xx).`,
  );
}
