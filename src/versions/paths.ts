// Owns where versions live: every deployed docs version is a folder of its own under DOCS_ROOT,
// `/app/docs/<version>/`, beside the shared manifest. No Node imports: the browser uses it too.

/** The folder that holds every deployed version and the shared manifest. */
export const DOCS_ROOT = '/app/docs/';

/** The shared manifest's address, written by the deploy step (scripts/publish-versions.mjs). */
export const VERSIONS_MANIFEST_PATH = `${DOCS_ROOT}versions.json`;

/** A docs version is a release number of the API: `1.0.0`, `1.1.0`, `2.0.0`. */
export const DOCS_VERSION_PATTERN = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/;

export function isDocsVersion(value: unknown): value is string {
  return typeof value === 'string' && DOCS_VERSION_PATTERN.test(value);
}

/** `/app/docs/1.1.0/` for `1.1.0`: the base path of that version's build. */
export function docsBasePath(version: string): string {
  return `${DOCS_ROOT}${version}/`;
}

/**
 * The page's address relative to its version's base path (`items/drafts/` for
 * `/app/docs/1.0.0/items/drafts/`), or undefined when `pathname` is not under `basePath`.
 */
export function pathInVersion(pathname: string, basePath: string): string | undefined {
  if (!pathname.startsWith(basePath)) return pathname === basePath.slice(0, -1) ? '' : undefined;
  return pathname.slice(basePath.length);
}

/** `1.1.0` for `/app/docs/1.1.0/`, or undefined for a base path that is not a version's. */
export function versionOfBasePath(basePath: string): string | undefined {
  const version = basePath.startsWith(DOCS_ROOT) ? basePath.slice(DOCS_ROOT.length).replace(/\/$/, '') : undefined;
  return isDocsVersion(version) ? version : undefined;
}
