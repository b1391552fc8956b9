// One docs version route per group of a sidebar, so that a page loads its own group's share of
// its docs instance and no more. The docs plugin gives its one version route a `version` prop
// holding every sidebar of the version and every doc's id, title and description, and all of the
// version's pages under it; every page of the version loads both, so what a page loads grew with
// every page added. Here that route becomes one per top-level category of the sidebar (a folder of
// the docs, a tag group of the API reference), each matching its own pages only, with a `version`
// prop holding its group's docs and a sidebar in which every other group is a collapsed category
// whose items load when the reader opens it (src/theme/DocSidebarItem); js-chunks moves each into
// a chunk of its own (the route attribute ROUTE_PART_ATTRIBUTE). A last version route, matching
// every other address of the version, keeps the pages outside the groups (a home page, an
// overview) and shows the not-found text for addresses that are no page, as the one route did.
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink, PropVersionDocs, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {ROUTE_PART_ATTRIBUTE} from '../js-chunks/routeSections.mjs';
import {LAZY_GROUP_PROP, type LazyGroupRef} from './files';

/** The class of another group's category in a group's sidebar, whose items load when it opens. */
export const LAZY_GROUP_CLASS = 'sidebar-group-lazy';

/** A group of the sidebar: a top-level category, the addresses of its pages and the page its link opens. */
export type SidebarGroup = {name: string; category: PropSidebarItemCategory; paths: Set<string>; firstPage: string | undefined};

/** An address as the sidebar and the routes both write it, for comparing: no trailing slash, lower-case. */
const comparable = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/** The links of a sidebar's items, nested ones included. */
function linksOf(items: PropSidebarItem[]): PropSidebarItemLink[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : item.type === 'category' ? linksOf(item.items) : []));
}

/** The address a category opens: its own link, else its first page (as the theme's findFirstSidebarItemLink). */
function firstPageOf(category: PropSidebarItemCategory): string | undefined {
  if (category.href && !category.linkUnlisted) return category.href;
  return linksOf(category.items).find((link) => !link.unlisted)?.href;
}

/**
 * The groups of a sidebar: its top-level categories in order, each named after its label in kebab
 * case (`-2`, `-3` after a name taken before).
 */
export function sidebarGroups(items: PropSidebarItem[]): SidebarGroup[] {
  const taken = new Set<string>();
  const unique = (name: string) => {
    let candidate = name;
    for (let count = 2; taken.has(candidate); count += 1) candidate = `${name}-${count}`;
    taken.add(candidate);
    return candidate;
  };
  return items
    .filter((item): item is PropSidebarItemCategory => item.type === 'category')
    .map((category) => ({
      name: unique(category.label.toLowerCase().replace(/[^a-z\d]+/g, '-').replace(/^-|-$/g, '') || 'group'),
      category,
      paths: new Set([...(category.href ? [category.href] : []), ...linksOf(category.items).map((link) => link.href)].map(comparable)),
      firstPage: firstPageOf(category),
    }));
}

/** How a docs instance's version route is cut: by the groups of which sidebar, and what its pages keep. */
export type GroupOptions = {
  /** The sidebar whose top-level categories are the groups. */
  sidebar: string;
  /** The site's base URL: a version route at it needs a first segment its groups' pages share. */
  baseUrl: string;
  /**
   * Whether the group's own docs keep their descriptions, which the theme shows only on doc cards
   * (DocCardList on a category page, through useDocById). The API reference shows none, and the
   * descriptions were over half of its version data (7.7 of 13.5 KB brotli at 250 operations).
   */
  keepDescriptions: boolean;
};

/**
 * The sidebar as a page of `current` shows it (null: a page outside every group): `current`'s
 * category as it is, every other one collapsed, with one link to its first page standing for its
 * items, which the browser loads when the reader opens the category (src/theme/DocSidebarItem;
 * the link is also where the category leads without JavaScript, as the theme's own fallback for a
 * category without a page). A category with nothing to link to is left out, as the theme would
 * leave it out.
 */
export function groupSidebar(items: PropSidebarItem[], current: SidebarGroup | null, groups: SidebarGroup[], ref: Omit<LazyGroupRef, 'group'>): PropSidebarItem[] {
  return items.flatMap((item): PropSidebarItem[] => {
    if (item.type !== 'category' || item === current?.category) return [item];
    const group = groups.find((candidate) => candidate.category === item);
    const first = linksOf(item.items).find((link) => !link.unlisted);
    if (!group || !first) return item.href && !item.linkUnlisted ? [{...item, items: [], collapsed: true}] : [];
    const standIn: PropSidebarItemLink = {type: 'link', label: first.label, href: first.href, unlisted: false, customProps: {[LAZY_GROUP_PROP]: {...ref, group: group.name} satisfies LazyGroupRef}};
    return [{...item, items: [standIn], collapsed: true, className: [item.className, LAZY_GROUP_CLASS].filter(Boolean).join(' ')}];
  });
}

/**
 * The version prop of `current`'s pages: its sidebar, and the docs that sidebar and its pages name.
 * Only the current group's docs keep their descriptions, and only with `keepDescriptions`.
 */
export function groupVersion(version: PropVersionMetadata, groups: SidebarGroup[], current: SidebarGroup | null, options: GroupOptions): PropVersionMetadata {
  const items = version.docsSidebars[options.sidebar] ?? [];
  const sidebar = groupSidebar(items, current, groups, {plugin: version.pluginId, version: version.version});
  const named = new Set(linksOf(sidebar).flatMap((link) => (link.docId ? [link.docId] : [])));
  const docIdsOf = (group: SidebarGroup) => linksOf(group.category.items).flatMap((link) => (link.docId ? [link.docId] : []));
  const inGroups = new Set(groups.flatMap(docIdsOf));
  const own = new Set(current ? docIdsOf(current) : Object.keys(version.docs).filter((id) => !inGroups.has(id)));
  // A page outside every group belongs to the last route, which holds every doc no group names.
  const docs: PropVersionDocs = Object.fromEntries(
    Object.entries(version.docs)
      .filter(([id]) => named.has(id) || own.has(id))
      .map(([id, doc]) => [id, options.keepDescriptions && own.has(id) ? doc : {...doc, description: ''}]),
  );
  return {...version, docsSidebars: {...version.docsSidebars, [options.sidebar]: sidebar}, docs};
}

/** A group's items as the browser loads them when the reader opens its category elsewhere. */
export type LazyGroupItems = {name: string; items: PropSidebarItem[]};

/**
 * A path as a custom group of path-to-regexp 1.x (react-router 5) matches it literally, or null when
 * it cannot be written so. A regular expression's special characters become one-character classes
 * (`[.]`). No backslash may be used: Docusaurus writes a route's path into the route table as a
 * string literal without escaping backslashes (codegenRoutes.js), so the browser would read another
 * path than the one the route's chunks are filed under. Parentheses (which would end the group),
 * `\`, `]`, `^`, and `?` and `#` (which Docusaurus reads as the start of a query or hash when it adds
 * the trailing slash) cannot be written at all.
 */
function escapeForGroup(path: string): string | null {
  if (/[()\\\]^?#]/.test(path)) return null;
  return path.replace(/[.+*$|{}[]/g, (character) => `[${character}]`);
}

/**
 * The path of a group's version route: the version's path and what matches exactly the group's
 * pages (`/app/docs/1.0.0/api/:page(create-dataset|models/dataset)`), which react-router matches as
 * a prefix, so the routes under it match as before. js-chunks needs a group's path to start with a
 * literal segment under the site's base URL (its section): a version at the base URL gets one from
 * its group's pages, which must then share their first segment (`/app/docs/1.0.0/items/:page(|drafts|links)`,
 * where the empty alternative is the folder's own page); null when they do not, or when a page's
 * address cannot be written into the group (escapeForGroup).
 */
export function groupRoutePath(versionPath: string, pagePaths: string[], atBaseUrl = false): string | null {
  const base = versionPath.replace(/\/+$/, '');
  const relative = pagePaths.map((path) => path.slice(base.length).replace(/^\/+|\/+$/g, ''));
  if (relative.some((path, index) => !pagePaths[index].startsWith(base) || !path)) {
    throw new Error(`[docs-groups] a group's pages must be under ${base}/, not at it: ${pagePaths.join(', ')}`);
  }
  const group = (paths: string[]) => {
    const escaped = paths.map(escapeForGroup);
    return escaped.every((path) => path !== null) ? `:page(${escaped.join('|')})` : null;
  };
  if (!atBaseUrl) {
    const pages = group(relative);
    return pages && `${base}/${pages}`;
  }
  const section = relative[0].split('/')[0];
  if (/[:()*?+\\[\]|#]/.test(section) || relative.some((path) => path !== section && !path.startsWith(`${section}/`))) return null;
  const rest = [...new Set(relative.filter((path) => path !== section).map((path) => path.slice(section.length + 1)))];
  if (!rest.length) return `${base}/${section}`;
  // The folder's own page is the empty alternative: a `?` after the group would be read as the
  // start of a query string when Docusaurus adds the trailing slash.
  const pages = group([...(rest.length < relative.length ? [''] : []), ...rest]);
  return pages && `${base}/${section}/${pages}`;
}

/** A docs version route: it has the `version` prop and routes of its own. */
export type VersionRoute = RouteConfig & {props: {version: PropVersionMetadata}; routes: RouteConfig[]};
/** Whether a route is a docs version route. */
export const isVersionRoute = (route: RouteConfig): route is VersionRoute =>
  !!route.routes && typeof (route.props as {version?: unknown} | undefined)?.version === 'object';

/**
 * A docs version route as one route per group of its sidebar and a last one for everything else,
 * with each group's items (for the lazy categories of the other groups' sidebars). The version
 * route holds the route of the sidebar's pages (the one with routes of its own) and possibly tag
 * pages (leaves), which stay with the last route. A version without the sidebar, or whose sidebar
 * has no group, stays as it is; so does one at the base URL whose groups' pages do not each share
 * a first segment (pages moved out of their folder by a `slug`).
 */
export function versionRouteByGroup(route: VersionRoute, options: GroupOptions): {routes: RouteConfig[]; groups: LazyGroupItems[]} {
  const {version} = route.props;
  const groups = sidebarGroups(version.docsSidebars[options.sidebar] ?? []);
  const pagesRoute = route.routes.find((child) => child.routes);
  const unchanged = {routes: [route], groups: []};
  if (!groups.length || !pagesRoute) return unchanged;
  const pagesOf = new Map<SidebarGroup | null, RouteConfig[]>([[null, []], ...groups.map((group): [SidebarGroup, RouteConfig[]] => [group, []])]);
  const versionPath = comparable(route.path);
  for (const page of pagesRoute.routes!) {
    const path = comparable(page.path);
    // The version's own address (a home page, an overview) stays with the last route, which matches it.
    const group = path === versionPath ? undefined : groups.find((candidate) => candidate.paths.has(path));
    pagesOf.get(group ?? null)!.push(page);
  }
  const atBaseUrl = versionPath === comparable(options.baseUrl);
  const routed = groups.filter((group) => pagesOf.get(group)!.length).map((group) => ({group, path: groupRoutePath(route.path, pagesOf.get(group)!.map((page) => page.path), atBaseUrl)}));
  if (routed.some(({path}) => path === null)) return unchanged;
  const groupRoutes = routed.map(({group, path}): RouteConfig => ({
    ...route,
    path: path!,
    props: {...route.props, version: groupVersion(version, groups, group, options)},
    routes: [{...pagesRoute, routes: pagesOf.get(group)!}],
    [ROUTE_PART_ATTRIBUTE]: group.name,
  }));
  const rest: RouteConfig = {
    ...route,
    props: {...route.props, version: groupVersion(version, groups, null, options)},
    routes: route.routes.map((child) => (child === pagesRoute ? {...pagesRoute, routes: pagesOf.get(null)} : child)),
  };
  return {routes: [...groupRoutes, rest], groups: groups.map((group) => ({name: group.name, items: group.category.items}))};
}

/** A docs instance's root route (from its `addRoute`) with each version route cut by group, and each version's groups' items. */
export function routesByGroup(docsRoute: RouteConfig, options: GroupOptions): {route: RouteConfig; groups: Map<string, LazyGroupItems[]>} {
  const groups = new Map<string, LazyGroupItems[]>();
  if (!docsRoute.routes) return {route: docsRoute, groups};
  const routes = docsRoute.routes.flatMap((route) => {
    if (!isVersionRoute(route)) return [route];
    const split = versionRouteByGroup(route, options);
    if (split.groups.length) groups.set(route.props.version.version, split.groups);
    return split.routes;
  });
  return {route: {...docsRoute, routes}, groups};
}
