// Fetches and parses the external sources' index files (the plugin's lunr format), once per URL
// per page load. Failures are reported to the caller as a result, never thrown. The site's own
// sharded index is read by src/search/index/siteIndex.ts.

export type LoadResult<T> = {ok: true; index: T} | {ok: false; reason: string};

export type Fetch = (url: string) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;

/** Fetches and parses one file; a failed request or a malformed file gives a reason. */
export async function fetchIndex<T>(url: string, parse: (json: unknown) => T | Promise<T>, fetchImpl: Fetch = fetch): Promise<LoadResult<T>> {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return {ok: false, reason: `HTTP ${response.status}`};
    return {ok: true, index: await parse(await response.json())};
  } catch (error) {
    return {ok: false, reason: error instanceof Error ? error.message : String(error)};
  }
}

const loads = new Map<string, Promise<LoadResult<unknown>>>();
const settled = new Map<string, LoadResult<unknown>>();

/**
 * Like fetchIndex, but every caller on the page shares one request per URL, and `onFailure`
 * runs once, for the first caller, if that request fails.
 */
export function loadIndexOnce<T>(
  url: string,
  parse: (json: unknown) => T | Promise<T>,
  onFailure?: (reason: string) => void,
): Promise<LoadResult<T>> {
  let load = loads.get(url);
  if (!load) {
    load = fetchIndex(url, parse).then((result) => {
      settled.set(url, result);
      if (!result.ok) onFailure?.(result.reason);
      return result;
    });
    loads.set(url, load);
  }
  return load as Promise<LoadResult<T>>;
}

/** The result of an earlier load of this URL, if it has finished; lets a reopened search start ready. */
export const settledIndex = <T>(url: string): LoadResult<T> | undefined => settled.get(url) as LoadResult<T> | undefined;
