// The browser's side of the route table's sections (./routeSections.mjs): which section an address
// is in, and the loading that puts a section's routes back into the table where Docusaurus had them.
// The build cuts the site with the same routeSection.

/**
 * The section of a route path or page address: the first segment under `baseUrl`, lower-case (the
 * router matches without regard to case), '' for the base URL itself; null outside the base URL.
 */
export function routeSection(pathname, baseUrl) {
  if (typeof pathname !== 'string' || !pathname.toLowerCase().startsWith(baseUrl.toLowerCase())) return null;
  return pathname.slice(baseUrl.length).split('/')[0].toLowerCase();
}

/**
 * The section loaders of a route table. `lists` holds the nested route lists that lost routes to
 * sections, by id; `positions` the original positions of the routes each still holds; `sections`
 * a function per section that imports its module, whose default export is `[list id, position,
 * route][]`. Each section loads once; its routes go into their lists in their original order.
 */
export function createRouteSections({lists, positions, sections, baseUrl}) {
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
  const load = (section) => {
    if (section === null || !Object.hasOwn(sections, section)) return Promise.resolve();
    if (!loaded.has(section)) {
      const loading = sections[section]().then((module) => addRoutes(module.default));
      // A failed load (a network error) may be retried by the next navigation.
      loading.catch(() => loaded.delete(section));
      loaded.set(section, loading);
    }
    return loaded.get(section);
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
      return Promise.all([...new Set([pathname, decoded])].map((path) => load(routeSection(path, baseUrl)))).then(() => undefined);
    },
    /** Resolves once every section's routes are in the table. */
    loadAllRouteSections() {
      return Promise.all(Object.keys(sections).map(load)).then(() => undefined);
    },
  };
}
