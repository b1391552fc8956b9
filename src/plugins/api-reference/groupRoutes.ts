// One docs version route per group of the reference's sidebar, so that an API page loads its own
// group's share of the reference and no more. The docs plugin gives its one version route a
// `version` prop holding every sidebar of the version and every doc's id, title and description,
// and all of the version's pages under it; every page of the version loads both. Here that route
// becomes one per top-level category of the sidebar (a tag group, or Webhooks), each matching its
// own pages only, with a `version` prop holding its group's docs and a sidebar in which every other
// group is a link to its first page; js-chunks moves each into a chunk of its own (the route
// attribute ROUTE_PART_ATTRIBUTE). A last version route, matching every other address under the
// reference, keeps the pages outside the groups (the overview) and shows the not-found text for
// addresses that are no page, as the one route did.
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink, PropVersionDocs, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {ROUTE_PART_ATTRIBUTE} from '../js-chunks/routeSections.mjs';

/** The reference's one sidebar, as apiSidebar (./pages.ts) writes it. */
export const REFERENCE_SIDEBAR = 'api';
/** The class of another group's entry in a group's sidebar: a link to that group's first page. */
export const GROUP_LINK_CLASS = 'api-sidebar-group-link';

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

/** The groups of a sidebar: its top-level categories in order, each named after its label in kebab case. */
export function sidebarGroups(items: PropSidebarItem[]): SidebarGroup[] {
  return items
    .filter((item): item is PropSidebarItemCategory => item.type === 'category')
    .map((category) => ({
      name: category.label.toLowerCase().replace(/[^a-z\d]+/g, '-').replace(/^-|-$/g, '') || 'group',
      category,
      paths: new Set([...(category.href ? [category.href] : []), ...linksOf(category.items).map((link) => link.href)].map(comparable)),
      firstPage: firstPageOf(category),
    }));
}

/**
 * The sidebar as a page of `current` shows it (null: a page outside every group): `current`'s
 * category as it is, every other one a link to its first page. The theme renders a category with
 * no items as a link (DocSidebarItemCategoryEmpty), keeping its class; one with nowhere to go is left
 * out, as the theme would leave it out.
 */
export function groupSidebar(items: PropSidebarItem[], current: SidebarGroup | null): PropSidebarItem[] {
  return items.flatMap((item): PropSidebarItem[] => {
    if (item.type !== 'category' || item === current?.category) return [item];
    const href = firstPageOf(item);
    if (!href) return [];
    const {items: _items, linkUnlisted: _linkUnlisted, ...category} = item;
    return [{...category, href, items: [], collapsed: true, className: [item.className, GROUP_LINK_CLASS].filter(Boolean).join(' ')}];
  });
}

/**
 * The version prop of `current`'s pages: its sidebar, and the docs that sidebar and its pages name,
 * without their descriptions. The theme reads a doc's description from here only for a doc card
 * (DocCard, through useDocById), which no API page shows, and the descriptions were over half of
 * the version data (7.7 of 13.5 KB brotli for the whole reference at 250 operations).
 */
export function groupVersion(version: PropVersionMetadata, groups: SidebarGroup[], current: SidebarGroup | null): PropVersionMetadata {
  const items = version.docsSidebars[REFERENCE_SIDEBAR] ?? [];
  const sidebar = groupSidebar(items, current);
  const named = new Set(linksOf(sidebar).flatMap((link) => (link.docId ? [link.docId] : [])));
  const inGroups = new Set(groups.flatMap((group) => linksOf(group.category.items).flatMap((link) => (link.docId ? [link.docId] : []))));
  // A page outside every group belongs to the last route, which holds every doc no group names.
  const docs: PropVersionDocs = Object.fromEntries(
    Object.entries(version.docs)
      .filter(([id]) => named.has(id) || (current === null && !inGroups.has(id)))
      .map(([id, doc]) => [id, {...doc, description: ''}]),
  );
  return {...version, docsSidebars: {[REFERENCE_SIDEBAR]: sidebar}, docs};
}

/**
 * A path as a custom group of path-to-regexp 1.x (react-router 5) matches it literally. Letters,
 * digits, `-`, `_`, `~`, `%` and `/` (which path-to-regexp escapes itself) stay as they are; any other
 * character becomes a hex escape, since a backslash before it would be escaped again and a bare
 * parenthesis would end the group.
 */
const escapeForGroup = (path: string) =>
  path.replace(/[^A-Za-z0-9\-_/~%]/g, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });

/**
 * The path of a group's version route: the version's path and one segment matching exactly the
 * group's pages (`/app/docs/1.0.0/api/:page(create-dataset|models/dataset)`), which react-router
 * matches as a prefix, so the routes under it match as before.
 */
export function groupRoutePath(versionPath: string, pagePaths: string[]): string {
  const base = versionPath.replace(/\/+$/, '');
  const relative = pagePaths.map((path) => path.slice(base.length).replace(/^\/+|\/+$/g, ''));
  if (relative.some((path, index) => !pagePaths[index].startsWith(base) || !path)) {
    throw new Error(`[api-reference] a group's pages must be under ${base}/, not at it: ${pagePaths.join(', ')}`);
  }
  return `${base}/:page(${relative.map(escapeForGroup).join('|')})`;
}

/** Whether a route is a docs version route: it has the `version` prop and routes of its own. */
const isVersionRoute = (route: RouteConfig): route is RouteConfig & {props: {version: PropVersionMetadata}; routes: RouteConfig[]} =>
  !!route.routes && typeof (route.props as {version?: unknown} | undefined)?.version === 'object';

/**
 * A docs version route as one route per group of its sidebar and a last one for everything else.
 * The version route holds the route of the sidebar's pages (the one with routes of its own) and
 * possibly tag pages (leaves), which stay with the last route. A version without the reference's
 * sidebar, or whose sidebar has no group, stays as it is.
 */
export function versionRouteByGroup(route: RouteConfig & {props: {version: PropVersionMetadata}; routes: RouteConfig[]}): RouteConfig[] {
  const {version} = route.props;
  const groups = sidebarGroups(version.docsSidebars[REFERENCE_SIDEBAR] ?? []);
  const pagesRoute = route.routes.find((child) => child.routes);
  if (!groups.length || !pagesRoute) return [route];
  const pagesOf = new Map<SidebarGroup | null, RouteConfig[]>([[null, []], ...groups.map((group): [SidebarGroup, RouteConfig[]] => [group, []])]);
  const versionPath = comparable(route.path);
  for (const page of pagesRoute.routes!) {
    const path = comparable(page.path);
    // The version's own address (the overview) stays with the last route, which matches it.
    const group = path === versionPath ? undefined : groups.find((candidate) => candidate.paths.has(path));
    pagesOf.get(group ?? null)!.push(page);
  }
  const groupRoutes = groups
    .filter((group) => pagesOf.get(group)!.length)
    .map((group): RouteConfig => {
      const pages = pagesOf.get(group)!;
      return {
        ...route,
        path: groupRoutePath(route.path, pages.map((page) => page.path)),
        props: {...route.props, version: groupVersion(version, groups, group)},
        routes: [{...pagesRoute, routes: pages}],
        [ROUTE_PART_ATTRIBUTE]: group.name,
      };
    });
  const rest: RouteConfig = {
    ...route,
    props: {...route.props, version: groupVersion(version, groups, null)},
    routes: route.routes.map((child) => (child === pagesRoute ? {...pagesRoute, routes: pagesOf.get(null)} : child)),
  };
  return [...groupRoutes, rest];
}

/** A docs instance's root route (from its `addRoute`) with each version route cut by group. */
export function routesByGroup(docsRoute: RouteConfig): RouteConfig {
  if (!docsRoute.routes) return docsRoute;
  return {...docsRoute, routes: docsRoute.routes.flatMap((route) => (isVersionRoute(route) ? versionRouteByGroup(route) : [route]))};
}
