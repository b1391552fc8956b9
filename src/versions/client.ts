// Owns what the browser fetches about other versions: the deployed manifest, each version's page
// list and operations list. Each is fetched at most once per tab session (kept in sessionStorage,
// which every version on this origin shares), never on a page load that does not need it. A file
// that cannot be fetched or read is treated as missing, with one console warning. No React.
import {OPERATION_LIST_FILE, PAGE_LIST_FILE} from './files';
import {validateVersionsManifest, type VersionEntry, type VersionsManifest} from './manifest';
import {readOperationList, type OperationList} from './operationList';
import {readPageList} from './pageList';
import {VERSIONS_MANIFEST_PATH} from './paths';

const CACHE_PREFIX = 'api-docs-versions:';
const memory = new Map<string, Promise<unknown>>();
const warned = new Set<string>();

function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

function sessionCache(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * `url`'s JSON, read by `read` (undefined for a wrong shape), once per tab session. Failures are
 * not cached in sessionStorage, so the next page tries again; within a page they are.
 */
function fetchOnce<T>(url: string, read: (value: unknown) => T | undefined, what: string): Promise<T | undefined> {
  const cached = memory.get(url) as Promise<T | undefined> | undefined;
  if (cached) return cached;
  const storage = sessionCache();
  try {
    const stored = storage?.getItem(CACHE_PREFIX + url);
    const value = stored ? read(JSON.parse(stored)) : undefined;
    if (value !== undefined) {
      const resolved = Promise.resolve(value);
      memory.set(url, resolved);
      return resolved;
    }
  } catch {
    // A damaged cache entry: fetch again.
  }
  const loading = fetch(url, {credentials: 'same-origin'})
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((json: unknown) => {
      const value = read(json);
      if (value === undefined) throw new Error('not in the expected format');
      try {
        storage?.setItem(CACHE_PREFIX + url, JSON.stringify(json));
      } catch {
        // A full or blocked sessionStorage only costs a fetch on the next page.
      }
      return value;
    })
    .catch((error: unknown) => {
      warnOnce(url, `Docs versions: ${what} (${url}) could not be loaded: ${error instanceof Error ? error.message : String(error)}.`);
      return undefined;
    });
  memory.set(url, loading);
  return loading;
}

function readManifest(value: unknown): VersionsManifest | undefined {
  const {manifest, problems} = validateVersionsManifest(value);
  if (!manifest) warnOnce('manifest-problems', `Docs versions: the versions manifest is not valid: ${problems.join(' ')}`);
  return manifest;
}

/** The deployed versions manifest, or undefined when none can be had. */
export function loadDeployedManifest(): Promise<VersionsManifest | undefined> {
  return fetchOnce(VERSIONS_MANIFEST_PATH, readManifest, 'the versions manifest');
}

/** The pages of `entry`'s build, or undefined when its list cannot be had. */
export function loadPageList(entry: Pick<VersionEntry, 'path' | 'version'>): Promise<string[] | undefined> {
  return fetchOnce(`${entry.path}${PAGE_LIST_FILE}`, (value) => readPageList(value)?.pages, `the page list of version ${entry.version}`);
}

/** The operations of `entry`'s build, or undefined when its list cannot be had. */
export function loadOperationList(entry: Pick<VersionEntry, 'path' | 'version'>): Promise<OperationList | undefined> {
  return fetchOnce(`${entry.path}${OPERATION_LIST_FILE}`, readOperationList, `the operations list of version ${entry.version}`);
}

/** For tests: forget what was fetched and warned in this page. */
export function resetVersionsClient(): void {
  memory.clear();
  warned.clear();
}
