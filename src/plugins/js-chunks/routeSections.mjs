// Splits Docusaurus's client route table by section, so that what every page loads does not grow
// with the number of pages (./index.ts). Docusaurus generates three files that name every route:
// the route table (`routes.js`), each route's chunk names (`routesChunkNames.json`) and the loader
// of each chunk (`registry.js`); all three went into main.js. Here the leaf routes of nested route
// lists (every doc, recipe and API page) move, with their chunk names and registry entries, into one
// module per section: the first segment of the path under the base URL (`egress`, `api`, `recipes`).
// A nested route that carries the attribute `routePart` (the API reference's group routes, each
// with its group's pages and version data) moves whole into a module of its own, a part of its
// section; such a section gets an index, cut by a hash of the address into chunks of about
// ROUTES_PER_INDEX_CHUNK pages, which names the part of each page. main.js keeps the rest, a loader
// per section and per index chunk; `loadRouteSection(pathname)` brings in the routes of a path
// before Docusaurus matches it (./client/preload.ts). JavaScript, not TypeScript: the bundler
// requires loaders as they are.
import vm from 'node:vm';
import {routeIndexBucket, routeKey, routeSection} from './routeSection.mjs';

/** The resource query that asks routesLoader.mjs for one section's module instead of the table. */
export const SECTION_QUERY = 'section';
/** With SECTION_QUERY, the query that asks for one part of the section. */
export const PART_QUERY = 'part';
/** With SECTION_QUERY, the query that asks for one chunk of the section's index. */
export const INDEX_QUERY = 'index';
/** Prefix of a section module's chunk name; a part's is the section's, `~` and the part's name. */
export const SECTION_CHUNK_PREFIX = 'routes-';
/** Prefix of an index chunk's name: `route-index-api-0`. */
export const INDEX_CHUNK_PREFIX = 'route-index-';
/**
 * The attribute of a nested route that moves it, with every route under it, into a part of its
 * section: its value names the part (`datasets`). The route's path must start with a literal
 * segment under the base URL, its section.
 */
export const ROUTE_PART_ATTRIBUTE = 'routePart';
/**
 * Pages per index chunk, on average (a hash spreads them). An index entry is a page's path and its
 * part's name, about 30 bytes before compression, so a chunk stays near 1 KB compressed however
 * large the section grows; the number of chunks grows instead, by one loader in main.js each.
 */
export const ROUTES_PER_INDEX_CHUNK = 128;

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

/** A part's name as chunk names and queries carry it: lower-case letters, digits and hyphens. */
const partName = (value) => String(value).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'part';

/** A route and every route under it. */
const subtree = (route) => [route, ...(route.routes ?? []).flatMap(subtree)];

/**
 * Decides which routes move. A route moves to its section when it is an exact leaf (no routes of
 * its own) of a nested list: top-level routes stay, because Docusaurus renders the top-level list
 * once, when main.js starts. The route of the base URL itself (the home page) stays too: the theme
 * looks for it in the table on every doc page (`useHomePageRoute`, for the breadcrumbs' home link),
 * so without it a page rendered by the server with that link would render without it in the
 * browser, and fail to hydrate. A nested route with ROUTE_PART_ATTRIBUTE moves whole to a part of
 * its section (two parts of a section with the same name become `name` and `name-2`). Returns the
 * table with the moved routes taken out (each nested list that lost routes is marked with an id, and
 * `lists` gives the original positions of the routes it kept); per section, its moved leaves with
 * their list's id and original position; and per part (`section~name`), the same for its route.
 */
export function splitRouteTable(table, baseUrl) {
  const lists = [];
  const sections = new Map();
  const parts = new Map();
  const addPart = (route, list, position) => {
    const section = routeSection(route.path, baseUrl);
    if (!section || !/^[^:()*?+|\\[\]]+$/.test(section)) {
      throw new Error(`[js-chunks] the route part "${route[ROUTE_PART_ATTRIBUTE]}" at ${route.path} has no section: its path must start with a literal segment under ${baseUrl}`);
    }
    let name = partName(route[ROUTE_PART_ATTRIBUTE]);
    for (let count = 2; parts.has(`${section}~${name}`); count += 1) name = `${partName(route[ROUTE_PART_ATTRIBUTE])}-${count}`;
    parts.set(`${section}~${name}`, {section, name, moved: [{list, position, route}]});
  };
  const visit = (routes, nested) => {
    const id = lists.length;
    const list = {id, positions: []};
    lists.push(list);
    const kept = [];
    routes.forEach((route, position) => {
      if (nested && route[ROUTE_PART_ATTRIBUTE] !== undefined) return addPart(route, id, position);
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
  const moved = new Set([...sections.values(), ...[...parts.values()].map((part) => part.moved)].flat().map(({list}) => list));
  return {table: top, sections, parts, indexes: routeIndexes(sections, parts, baseUrl), lists: lists.filter((list) => moved.has(list.id)), baseUrl};
}
const LIST_ID = Symbol('nested list id');

/**
 * The index of each section that has parts: every page of the section (a leaf route, by its route
 * key) and the part that holds it ('' for the section's own module), cut into `buckets` chunks by
 * routeIndexBucket. Throws when two pages of different parts share a key.
 */
export function routeIndexes(sections, parts, baseUrl) {
  const indexes = new Map();
  const add = (section, route, part) => {
    if (!indexes.has(section)) indexes.set(section, new Map());
    const entries = indexes.get(section);
    const key = routeKey(route.path, baseUrl);
    if (entries.has(key) && entries.get(key) !== part) throw new Error(`[js-chunks] ${route.path} is a page of both "${entries.get(key) || section}" and "${part || section}"`);
    entries.set(key, part);
  };
  for (const {section, name, moved} of parts.values()) {
    for (const {route} of moved) for (const leaf of subtree(route).filter((candidate) => !candidate.routes)) add(section, leaf, name);
  }
  for (const [section, moved] of sections) if (indexes.has(section)) for (const {route} of moved) add(section, route, '');
  return new Map(
    [...indexes].map(([section, entries]) => {
      const buckets = Math.max(1, Math.ceil(entries.size / ROUTES_PER_INDEX_CHUNK));
      const chunks = Array.from({length: buckets}, () => new Map());
      for (const [key, part] of entries) chunks[routeIndexBucket(key, buckets)].set(key, part);
      return [section, chunks];
    }),
  );
}

/** Every route of a list and of the lists under it whose component main.js creates. */
function keptRoutesOf(routes) {
  return routes.flatMap((route) => [...(route.component?.[COMPONENT]?.length === 2 ? [route] : []), ...keptRoutesOf(route.routes ?? [])]);
}

/**
 * Which chunk names each module needs: those of the routes main.js keeps, per section those of its
 * routes, and per part those of its route and every route under it. `chunkNames` is
 * `routesChunkNames.json`.
 */
export function chunkNamesOfParts(split, chunkNames) {
  const ofRoutes = (routes) => new Set(routes.flatMap((route) => flatChunkNames(chunkNames[chunkNamesKey(route)])));
  const sections = new Map([...split.sections].map(([section, moved]) => [section, ofRoutes(moved.map(({route}) => route))]));
  const parts = new Map([...split.parts].map(([key, {moved}]) => [key, ofRoutes(moved.flatMap(({route}) => subtree(route)))]));
  return {kept: ofRoutes(keptRoutesOf(split.table)), sections, parts};
}

/** A section's chunk name: its segment with anything but letters, digits and hyphens replaced. */
export const sectionChunkName = (section) => SECTION_CHUNK_PREFIX + (section.replace(/[^a-z0-9-]+/g, '_') || 'root');
/** A part's chunk name: its section's, `~` and its name (`routes-api~datasets`). */
export const partChunkName = (section, part) => `${sectionChunkName(section)}~${part}`;
/** An index chunk's name: the prefix, its section and its number (`route-index-api-0`). */
export const indexChunkName = (section, bucket) => `${INDEX_CHUNK_PREFIX}${sectionChunkName(section).slice(SECTION_CHUNK_PREFIX.length)}-${bucket}`;

/**
 * JavaScript for a route and the routes under it, as codegenRoutes.js writes it, without the
 * part attribute. A route of a list that gains routes later gets a React key of its own (the key
 * of its chunk names, unique in the table): react-router-config keys the routes of a list by
 * position otherwise, and a route that moved up a place when a section loaded would be mounted
 * anew, losing the page's state, at the next render.
 */
function routeCode(route, keyed = false) {
  const {path, component, exact, routes, [ROUTE_PART_ATTRIBUTE]: _part, ...attributes} = route;
  const [componentPath, hash] = component[COMPONENT];
  const parts = [`path: ${JSON.stringify(path)}`, `component: ComponentCreator(${[componentPath, hash].filter((part) => part !== undefined).map((part) => JSON.stringify(part)).join(', ')})`];
  if (exact) parts.push('exact: true');
  if (keyed) parts.push(`key: ${JSON.stringify(chunkNamesKey(route))}`);
  if (routes) parts.push(`routes: ${listCode(routes)}`);
  for (const [name, value] of Object.entries(attributes)) parts.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{${parts.join(', ')}}`;
}
function listCode(routes) {
  const keyed = routes[LIST_ID] !== undefined;
  const code = `[${routes.map((route) => routeCode(route, keyed)).join(',\n')}]`;
  return keyed ? `list(${routes[LIST_ID]}, ${code})` : code;
}

/**
 * main.js's route table: the routes that stay, the positions of the nested lists' routes (so moved
 * routes go back where they were), and a loader per section.
 */
export function tableModule(split, routesRequest) {
  const positions = Object.fromEntries(split.lists.map((list) => [list.id, list.positions]));
  const loaders = [...split.sections.keys()]
    .sort()
    .map((section) => `    ${JSON.stringify(section)}: ${importCode(sectionChunkName(section), routesRequest, {[SECTION_QUERY]: section})},`);
  const indexes = [...split.indexes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, buckets]) => `    ${JSON.stringify(section)}: [\n${buckets.map((_entries, bucket) => `      ${importCode(indexChunkName(section, bucket), routesRequest, {[SECTION_QUERY]: section, [INDEX_QUERY]: bucket})},`).join('\n')}\n    ],`);
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
  indexes: {
${indexes.join('\n')}
  },
});
`;
}

/** An import() of one of routesLoader.mjs's modules under its chunk name. */
const importCode = (chunkName, routesRequest, query) =>
  `() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`${routesRequest}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}`)})`;

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
 * A module of moved routes: it adds their chunk names and registry entries (of every route under
 * them too) to main.js's, then creates the routes (ComponentCreator reads both), as `[list id,
 * position, route]`.
 */
function movedRoutesModule(moved, chunkNames, registry) {
  const routes = moved.flatMap(({route}) => subtree(route));
  const ownChunkNames = Object.fromEntries(routes.map((route) => [chunkNamesKey(route), chunkNames[chunkNamesKey(route)]]));
  const entries = [...new Set(routes.flatMap((route) => flatChunkNames(chunkNames[chunkNamesKey(route)])))]
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
${moved.map(({list, position, route}) => `[${list}, ${position}, ${routeCode(route, true)}]`).join(',\n')}
];
`;
}

/** A section's module: its leaf routes (./routeSection.mjs puts them into their lists). */
export function sectionModule(split, section, chunkNames, registry) {
  const moved = split.sections.get(section);
  if (!moved) throw new Error(`[js-chunks] no route section "${section}"`);
  return movedRoutesModule(moved, chunkNames, registry);
}

/** A part's module: its route, with every route under it. */
export function partModule(split, section, part, chunkNames, registry) {
  const found = split.parts.get(`${section}~${part}`);
  if (!found) throw new Error(`[js-chunks] no route part "${part}" in section "${section}"`);
  return movedRoutesModule(found.moved, chunkNames, registry);
}

/**
 * One chunk of a section's index: the route key of each of its pages and the part that holds it
 * ('' for the section's own module), and a loader for each of those parts.
 */
export function indexModule(split, section, bucket, routesRequest) {
  const entries = split.indexes.get(section)?.[bucket];
  if (!entries) throw new Error(`[js-chunks] no index chunk ${bucket} of route section "${section}"`);
  const parts = [...new Set(entries.values())].filter(Boolean).sort();
  return `export const parts = {
${parts.map((part) => `  ${JSON.stringify(part)}: ${importCode(partChunkName(section, part), routesRequest, {[SECTION_QUERY]: section, [PART_QUERY]: part})},`).join('\n')}
};

export default ${JSON.stringify(Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b))))};
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
  const moved = [...split.sections.values(), ...[...split.parts.values()].map((part) => part.moved)].flat();
  const movedRoutes = new Set(moved.flatMap(({route}) => subtree(route)).map(chunkNamesKey));
  return {
    split,
    registry,
    keptChunkNames: Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !movedRoutes.has(key))),
    keptRegistryKeys: new Set([...registry.keys()].filter((key) => kept.has(key))),
  };
}
