// Splits Docusaurus's client route table by section, so that what every page loads does not grow
// with the number of pages (./index.ts). Docusaurus generates three files that name every route:
// the route table (`routes.js`), each route's chunk names (`routesChunkNames.json`) and the loader
// of each chunk (`registry.js`); all three went into main.js. Here the leaf routes of nested route
// lists (every doc, recipe and API page) move, with their chunk names and registry entries, into one
// module per section: the first segment of the path under the base URL (`egress`, `api`, `recipes`).
// main.js keeps the rest and a loader per section; `loadRouteSection(pathname)` brings in a section
// before Docusaurus matches a path in it (./client/preload.ts). JavaScript, not TypeScript: the
// bundler requires loaders as they are.
import vm from 'node:vm';
import {routeSection} from './routeSection.mjs';

/** The resource query that asks routesLoader.mjs for one section's module instead of the table. */
export const SECTION_QUERY = 'section';
/** Prefix of a section module's chunk name. */
export const SECTION_CHUNK_PREFIX = 'routes-';

const COMPONENT = Symbol('ComponentCreator call');

/**
 * The route table in `routes.js` as data: each route's `component` becomes `{[COMPONENT]: [path,
 * hash]}`. Throws when the file is not in the shape Docusaurus writes (codegenRoutes.js).
 */
export function readRouteTable(source) {
  const body = source
    .replace(/^import React from 'react';$/m, '')
    .replace(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m, '')
    .replace(/^export default \[/m, 'table = [');
  if (/^\s*(import|export)\b/m.test(body)) throw new Error('[js-chunks] the route table (routes.js) is not in the shape routeSections.mjs reads; see src/plugins/js-chunks');
  const context = {table: undefined, ComponentCreator: (...call) => ({[COMPONENT]: call})};
  vm.runInNewContext(body, context, {timeout: 5000});
  if (!Array.isArray(context.table)) throw new Error('[js-chunks] the route table (routes.js) has no default-exported array; see src/plugins/js-chunks');
  return context.table;
}

/** The keys of a route's chunk names in `routesChunkNames.json`, and its chunk names, flattened. */
const chunkNamesKey = (route) => `${route.component[COMPONENT][0]}-${route.component[COMPONENT][1]}`;
function flatChunkNames(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatChunkNames);
  return [];
}

/**
 * Decides which routes move. A route moves to its section when it is an exact leaf (no routes of
 * its own) of a nested list: top-level routes stay, because Docusaurus renders the top-level list
 * once, when main.js starts. The route of the base URL itself (the home page) stays too: the theme
 * looks for it in the table on every doc page (`useHomePageRoute`, for the breadcrumbs' home link),
 * so without it a page rendered by the server with that link would render without it in the
 * browser, and fail to hydrate. Returns the table with the moved routes taken out (each nested list
 * that lost routes is marked with an id, and `lists` gives the original positions of the routes it
 * kept) and, per section, its moved routes with their list's id and original position.
 */
export function splitRouteTable(table, baseUrl) {
  const lists = [];
  const sections = new Map();
  const visit = (routes, nested) => {
    const id = lists.length;
    const list = {id, positions: []};
    lists.push(list);
    const kept = [];
    routes.forEach((route, position) => {
      const section = nested && route.exact && !route.routes ? routeSection(route.path, baseUrl) : null;
      if (section === null || section === '') {
        kept.push(route.routes ? {...route, routes: visit(route.routes, true)} : route);
        list.positions.push(position);
      } else {
        if (!sections.has(section)) sections.set(section, []);
        sections.get(section).push({list: id, position, route});
      }
    });
    if (kept.length < routes.length) kept[LIST_ID] = id;
    return kept;
  };
  const top = visit(table, false);
  const moved = new Set([...sections.values()].flat().map(({list}) => list));
  return {table: top, sections, lists: lists.filter((list) => moved.has(list.id)), baseUrl};
}
const LIST_ID = Symbol('nested list id');

/**
 * Which chunk names each part needs: those of the routes main.js keeps, and per section those of
 * its routes. `chunkNames` is `routesChunkNames.json`.
 */
export function chunkNamesOfParts(split, chunkNames) {
  const ofRoutes = (routes) => new Set(routes.flatMap((route) => flatChunkNames(chunkNames[chunkNamesKey(route)])));
  const keptRoutes = [];
  const collect = (routes) => {
    for (const route of routes) {
      if (route.component?.[COMPONENT]?.length === 2) keptRoutes.push(route);
      if (route.routes) collect(route.routes);
    }
  };
  collect(split.table);
  const sections = new Map([...split.sections].map(([section, moved]) => [section, ofRoutes(moved.map(({route}) => route))]));
  return {kept: ofRoutes(keptRoutes), sections};
}

/** A section's chunk name: its segment with anything but letters, digits and hyphens replaced. */
export const sectionChunkName = (section) => SECTION_CHUNK_PREFIX + (section.replace(/[^a-z0-9-]+/g, '_') || 'root');

/** JavaScript for a route and the routes under it, as codegenRoutes.js writes it. */
function routeCode(route) {
  const {path, component, exact, routes, ...attributes} = route;
  const [componentPath, hash] = component[COMPONENT];
  const parts = [`path: ${JSON.stringify(path)}`, `component: ComponentCreator(${[componentPath, hash].filter((part) => part !== undefined).map((part) => JSON.stringify(part)).join(', ')})`];
  if (exact) parts.push('exact: true');
  if (routes) parts.push(`routes: ${listCode(routes)}`);
  for (const [name, value] of Object.entries(attributes)) parts.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{${parts.join(', ')}}`;
}
function listCode(routes) {
  const code = `[${routes.map(routeCode).join(',\n')}]`;
  return routes[LIST_ID] === undefined ? code : `list(${routes[LIST_ID]}, ${code})`;
}

/**
 * main.js's route table: the routes that stay, the positions of the nested lists' routes (so moved
 * routes go back where they were), and a loader per section.
 */
export function tableModule(split, routesRequest) {
  const positions = Object.fromEntries(split.lists.map((list) => [list.id, list.positions]));
  const loaders = [...split.sections.keys()]
    .sort()
    .map((section) => `    ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(section))} */ ${JSON.stringify(`${routesRequest}?${SECTION_QUERY}=${encodeURIComponent(section)}`)}),`);
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import {createRouteSections} from ${JSON.stringify(RUNTIME_REQUEST)};

const lists = {};
function list(id, routes) {
  lists[id] = routes;
  return routes;
}

export default ${listCode(split.table)};

export const {loadRouteSection, loadAllRouteSections} = createRouteSections({
  lists,
  positions: ${JSON.stringify(positions)},
  baseUrl: ${JSON.stringify(split.baseUrl)},
  sections: {
${loaders.join('\n')}
  },
});
`;
}

/** The module the table module imports its section loaders from, in the browser. */
export const RUNTIME_REQUEST = '@site/src/plugins/js-chunks/routeSection.mjs';

/** One registry entry as @docusaurus/core writes it (codegenRoutes.js): key, chunk name, module path. */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]*)" \*\/ "((?:[^"\\]|\\.)*)"\), "\3", require\.resolveWeak\("\3"\)\],/gm;

/** The registry's entries (`registry.js`): key → its chunk's name and the module path, as written (escaped). */
export function readRegistry(source) {
  const registry = new Map([...source.matchAll(REGISTRY_ENTRY)].map(([, key, chunkName, modulePath]) => [key, {chunkName, modulePath}]));
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  if (registry.size !== entries) throw new Error(`[js-chunks] ${entries - registry.size} of ${entries} route registry entries are not in the shape routeSections.mjs reads; see src/plugins/js-chunks`);
  return registry;
}

/** JavaScript for a registry entry, as the browser's registry has it (./registryLoader.mjs: no module path). */
const registryEntryCode = (key, {chunkName, modulePath}) =>
  `${JSON.stringify(key)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ "${modulePath}"), 0, require.resolveWeak("${modulePath}")]`;

/**
 * A section's module: it adds its routes' chunk names and registry entries to main.js's, then
 * creates its routes (ComponentCreator reads both), as `[list id, position, route]`.
 */
export function sectionModule(split, section, chunkNames, registry) {
  const moved = split.sections.get(section);
  if (!moved) throw new Error(`[js-chunks] no route section "${section}"`);
  const ownChunkNames = Object.fromEntries(moved.map(({route}) => [chunkNamesKey(route), chunkNames[chunkNamesKey(route)]]));
  const entries = [...new Set(moved.flatMap(({route}) => flatChunkNames(chunkNames[chunkNamesKey(route)])))]
    .filter((key) => registry.has(key))
    .map((key) => registryEntryCode(key, registry.get(key)));
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

Object.assign(routesChunkNames, ${JSON.stringify(ownChunkNames)});
Object.assign(registry, {
${entries.join(',\n')}
});

export default [
${moved.map(({list, position, route}) => `[${list}, ${position}, ${routeCode(route)}]`).join(',\n')}
];
`;
}

/**
 * The whole plan from Docusaurus's three generated files: the split, and what main.js keeps of the
 * chunk names (an object like `routesChunkNames.json`) and of the registry (the keys it keeps).
 */
export function planRouteSections({routesSource, chunkNames, registrySource, baseUrl}) {
  const split = splitRouteTable(readRouteTable(routesSource), baseUrl);
  const registry = readRegistry(registrySource);
  const {kept} = chunkNamesOfParts(split, chunkNames);
  const movedRoutes = new Set([...split.sections.values()].flat().map(({route}) => chunkNamesKey(route)));
  return {
    split,
    registry,
    keptChunkNames: Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !movedRoutes.has(key))),
    keptRegistryKeys: new Set([...registry.keys()].filter((key) => kept.has(key))),
  };
}
