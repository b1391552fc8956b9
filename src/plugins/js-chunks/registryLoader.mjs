// The browser build's copy of Docusaurus's route registry (.docusaurus/registry.js), as
// ./routesLoader.mjs makes it. Each entry is `[load, modulePath, moduleId]`; the module path only
// tells server rendering which chunks a page used (react-loadable's Capture), and the browser never
// reads it, yet it put 6 KB of file paths into main.js. Here it becomes 0.

/** One registry entry as @docusaurus/core writes it (codegenRoutes.js), with its module path in group 2. */
const ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "((?:[^"\\]|\\.)*)"\)), "\2"(, require\.resolveWeak\("\2"\)\])/g;
const ENTRY_COUNT = /require\.resolveWeak\(/g;

/**
 * The registry's source with every entry's module path replaced by 0. Throws when an entry does not
 * have the expected shape, so a Docusaurus upgrade that changes it fails the build.
 */
export function stripModulePaths(source) {
  let stripped = 0;
  const result = source.replace(ENTRY, (_entry, load, _modulePath, moduleId) => {
    stripped += 1;
    return `${load}, 0${moduleId}`;
  });
  const entries = source.match(ENTRY_COUNT)?.length ?? 0;
  if (stripped !== entries) {
    throw new Error(`[js-chunks] ${entries - stripped} of ${entries} route registry entries are not in the shape registryLoader.mjs expects; see src/plugins/js-chunks`);
  }
  return result;
}

/**
 * One registry entry with its key in group 1, and the line break after it (the last entry has none:
 * Docusaurus closes the object on its line).
 */
const KEYED_ENTRY = /^ *"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],\n?/gm;

/** The registry's source without the entries whose key is not in `keptKeys` (./routeSections.mjs moved them). */
export function withoutEntries(source, keptKeys) {
  return source.replace(KEYED_ENTRY, (line, key) => (keptKeys.has(key) ? line : ''));
}
