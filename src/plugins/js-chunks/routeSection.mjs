// The browser's side of the route table's sections (./routeSections.mjs): which section an address
// is in, and the loading that puts a section's routes back into the table where Docusaurus had them.
// A section cut into parts (the API reference's groups) is looked up through its index: a few small
// chunks, the one to read picked by a hash of the address, each saying which part holds which page.
// The build cuts the site with the same functions.

/**
 * The section of a route path or page address: the first segment under `baseUrl`, lower-case (the
 * router matches without regard to case), '' for the base URL itself; null outside the base URL.
 */
export function routeSection(pathname, baseUrl) {
  if (typeof pathname !== 'string' || !pathname.toLowerCase().startsWith(baseUrl.toLowerCase())) return null;
  return pathname.slice(baseUrl.length).split('/')[0].toLowerCase();
}

/**
 * What a section's index knows an address by: its path under `baseUrl`, lower-case, without the
 * slashes at either end (`api/create-dataset`; '' for the base URL); null outside the base URL.
 */
export function routeKey(pathname, baseUrl) {
  if (routeSection(pathname, baseUrl) === null) return null;
  return pathname.slice(baseUrl.length).toLowerCase().replace(/^\/+|\/+$/g, '');
}

/** The index chunk of a section that holds `key`, of `buckets` (32-bit FNV-1a of the key). */
export function routeIndexBucket(key, buckets) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

/** Loads `load()` once under `key`; a failed load (a network error) may be retried by the next navigation. */
function once(cache, key, load) {
  if (!cache.has(key)) {
    const loading = load();
    loading.catch(() => cache.delete(key));
    cache.set(key, loading);
  }
  return cache.get(key);
}

/**
 * The section loaders of a route table. `lists` holds the nested route lists that lost routes to
 * sections, by id; `positions` the original positions of the routes each still holds; `sections`
 * a function per section that imports its module, whose default export is `[list id, position,
 * route][]`; `indexes` the index chunks of the sections cut into parts, each a function that
 * imports a module whose default export maps a route key to its part ('' for the section's own
 * module) and whose `parts` export has a function per part that imports the part's module (shaped
 * as a section's). Each module loads once; its routes go into their lists in their original order.
 */
export function createRouteSections({lists, positions, sections, indexes = {}, baseUrl}) {
  const order = Object.fromEntries(Object.entries(positions).map(([id, kept]) => [id, [...kept]]));
  const loaded = new Map();
  const addRoutes = (moved) => {
    for (const [id, position, route] of moved) {
      const routes = lists[id];
      const taken = order[id];
      if (!routes || !taken) throw new Error(`Route section: no route list ${id}`);
      let at = taken.findIndex((other) => other > position);
      if (at === -1) at = taken.length;
      routes.splice(at, 0, route);
      taken.splice(at, 0, position);
    }
  };
  const loadModule = (key, importModule) => once(loaded, key, () => importModule().then((module) => addRoutes(module.default)));
  const loadSection = (section) => (Object.hasOwn(sections, section) ? loadModule(section, sections[section]) : Promise.resolve());
  const loadIndex = (section, bucket) => once(loaded, `${section}@${bucket}`, indexes[section][bucket]);
  const loadPart = (section, part, index) => loadModule(`${section}~${part}`, index.parts[part]);

  const load = (path) => {
    const section = routeSection(path, baseUrl);
    if (section === null) return Promise.resolve();
    if (!Object.hasOwn(indexes, section)) return loadSection(section);
    const key = routeKey(path, baseUrl);
    return loadIndex(section, routeIndexBucket(key, indexes[section].length)).then((index) => {
      // An address the index does not know is no page of the section: the not-found page shows.
      if (!Object.hasOwn(index.default, key)) return undefined;
      const part = index.default[key];
      return part === '' ? loadSection(section) : loadPart(section, part, index);
    });
  };
  return {
    /** Resolves once the routes of the section of `pathname` (as written, or decoded) are in the table. */
    loadRouteSection(pathname) {
      let decoded = pathname;
      try {
        decoded = decodeURI(pathname);
      } catch {
        // A malformed address matches as written only.
      }
      return Promise.all([...new Set([pathname, decoded])].map(load)).then(() => undefined);
    },
    /** Resolves once every section's routes, every part of each included, are in the table. */
    loadAllRouteSections() {
      const allParts = Object.entries(indexes).flatMap(([section, buckets]) =>
        buckets.map((_bucket, bucket) => loadIndex(section, bucket).then((index) => Promise.all(Object.keys(index.parts).map((part) => loadPart(section, part, index))))),
      );
      return Promise.all([...Object.keys(sections).map(loadSection), ...allParts]).then(() => undefined);
    },
  };
}
