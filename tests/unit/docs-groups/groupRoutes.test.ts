// A docs version route cut by sidebar group (src/plugins/docs-groups/groupRoutes.ts): one route per
// group matching its own pages, with its own docs and a sidebar in which each other group is a
// collapsed category whose items load when it opens, and a last route for the overview and
// addresses that are no page. The reference's routes are built as the docs plugin builds them, from
// the sidebar apiSidebar writes for a real model; a docs instance at the base URL from folders. All
// are matched as react-router 5 matches them (react-router-config's matchRoutes, first match wins).
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {matchRoutes} from 'react-router-config';
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropSidebarItemCategory, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {loadApiModel, OPENAPI_SOURCE, type ApiModel} from '../../../src/openapi';
import {apiSidebar} from '../../../src/plugins/api-reference/pages';
import {groupRoutePath, LAZY_GROUP_CLASS, routesByGroup as cutByGroup, type GroupOptions} from '../../../src/plugins/docs-groups/groupRoutes';
import {LAZY_GROUP_PROP} from '../../../src/plugins/docs-groups/files';
import {REFERENCE_SIDEBAR} from '../../../src/plugins/api-reference/instances';
import {ROUTE_PART_ATTRIBUTE} from '../../../src/plugins/js-chunks/routeSections.mjs';

const BASE_URL = '/app/docs/1.0.0/';
const VERSION_PATH = '/app/docs/1.0.0/api';
const API_OPTIONS: GroupOptions = {sidebar: REFERENCE_SIDEBAR, baseUrl: BASE_URL, keepDescriptions: false};
/** The reference's root route cut as its plugin cuts it. */
const routesByGroup = (route: RouteConfig) => cutByGroup(route, API_OPTIONS).route;
const FIXTURES = path.resolve(__dirname, '../../fixtures/openapi');
const SITE_DESCRIPTION = path.resolve(__dirname, '../../..', OPENAPI_SOURCE);

type SidebarEntry = {type: string; id?: string; label: string; className?: string; collapsed?: boolean; collapsible?: boolean; items?: SidebarEntry[]};
const hrefOf = (id: string) => (id === 'index' ? `${VERSION_PATH}/` : `${VERSION_PATH}/${id}/`);

/** apiSidebar's items as the docs plugin hands them to the theme (toSidebarsProp): doc items become links. */
function propItems(items: SidebarEntry[]): PropSidebarItem[] {
  return items.map((item): PropSidebarItem =>
    item.type === 'doc'
      ? {type: 'link', href: hrefOf(item.id!), label: item.label, docId: item.id, unlisted: false, ...(item.className && {className: item.className})}
      : {type: 'category', label: item.label, collapsed: item.collapsed ?? true, collapsible: item.collapsible ?? true, items: propItems(item.items ?? [])},
  );
}
const docIdsOf = (items: SidebarEntry[]): string[] => items.flatMap((item) => (item.type === 'doc' ? [item.id!] : docIdsOf(item.items ?? [])));

/** The docs instance's root route for a model, as the docs plugin's createAllRoutes adds it. */
function docsRouteOf(model: ApiModel): RouteConfig {
  const sidebar = apiSidebar(model).api as SidebarEntry[];
  const ids = docIdsOf(sidebar);
  const version: PropVersionMetadata = {
    pluginId: 'api',
    version: 'current',
    label: '1.0.0',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: {[REFERENCE_SIDEBAR]: propItems(sidebar)},
    docs: Object.fromEntries(ids.map((id) => [id, {id, title: id, description: `About ${id}.`, sidebar: REFERENCE_SIDEBAR}])),
  };
  const pages = ids.map((id) => ({path: hrefOf(id), component: '@theme/DocItem', exact: true, modules: {content: `@site/.api-reference/${id}.mdx`}, sidebar: REFERENCE_SIDEBAR}));
  return {
    path: VERSION_PATH,
    component: '@theme/DocsRoot',
    exact: false,
    routes: [{path: VERSION_PATH, component: '@theme/DocVersionRoot', exact: false, priority: -1, props: {version}, routes: [{path: VERSION_PATH, component: '@theme/DocRoot', exact: false, routes: pages}]}],
  };
}

const versionRoutes = (docsRoute: RouteConfig) => docsRoute.routes! as (RouteConfig & {props: {version: PropVersionMetadata}})[];
/** Docusaurus's route configs as react-router-config reads them (components are module paths here). */
const asRouterRoutes = (routes: unknown[]) => routes as Parameters<typeof matchRoutes>[0];
/** The routes react-router renders for an address, from the docs root down. */
const matched = (docsRoute: RouteConfig, address: string) => matchRoutes(asRouterRoutes([docsRoute]), address).map(({route}) => route as unknown as RouteConfig);

describe("this site's description (x-tagGroups)", async () => {
  const model = await loadApiModel(SITE_DESCRIPTION);
  const before = docsRouteOf(model);
  const split = routesByGroup(before);
  const routes = versionRoutes(split);
  const groupNames = model.tagGroups.map((group) => group.name.toLowerCase().replace(/[^a-z\d]+/g, '-'));

  it('has a version route per tag group, in the sidebar’s order, then one for the rest', () => {
    expect(routes.map((route) => route[ROUTE_PART_ATTRIBUTE])).toEqual([...groupNames, undefined]);
    expect(routes.at(-1)!.path).toBe(VERSION_PATH);
  });

  it('renders every page under its own group’s route, and nothing else under it', () => {
    for (const group of model.tagGroups) {
      const route = routes.find((candidate) => candidate[ROUTE_PART_ATTRIBUTE] === group.name.toLowerCase().replace(/[^a-z\d]+/g, '-'))!;
      const pages = route.routes![0].routes!.map((page) => page.path);
      const expected = group.tags.flatMap((tag) => [...tag.operations.map((operation) => operation.permalink), ...tag.schemas.map((schema) => schema.permalink)]);
      for (const permalink of expected) expect(pages, group.name).toContain(`/app/docs/1.0.0${permalink}/`);
      for (const page of pages) {
        const chain = matched(split, page);
        expect(chain[1], page).toBe(route);
        expect(chain.at(-1)!.path, page).toBe(page);
      }
    }
  });

  it('gives each group’s pages that group’s docs and the overview’s, and no other group’s', () => {
    const datasets = routes[0].props.version;
    const links = routes[1].routes![0].routes!.map((page) => page.path.split('/').at(-2)!);
    expect(Object.keys(datasets.docs)).toContain('create-dataset');
    expect(Object.keys(datasets.docs)).toContain('index');
    for (const id of links) expect(Object.keys(datasets.docs)).not.toContain(id);
    // Every doc is in exactly one route's docs, besides the overview, which every sidebar links.
    const everyDoc = Object.keys((before.routes![0].props!.version as PropVersionMetadata).docs).filter((id) => id !== 'index');
    const byRoute = routes.flatMap((route) => Object.keys(route.props.version.docs).filter((id) => id !== 'index'));
    expect(byRoute.sort()).toEqual(everyDoc.sort());
  });

  it('keeps each doc’s id, title and sidebar, and leaves out its description, which only doc cards read', () => {
    const original = (before.routes![0].props!.version as PropVersionMetadata).docs['create-dataset'];
    expect(routes[0].props.version.docs['create-dataset']).toEqual({...original, description: ''});
    expect(original.description).not.toBe('');
  });

  it('shows a group its own category with every page, and every other group collapsed, with a link to its first page standing for its items', () => {
    const sidebar = routes[0].props.version.docsSidebars[REFERENCE_SIDEBAR];
    const original = (before.routes![0].props!.version as PropVersionMetadata).docsSidebars[REFERENCE_SIDEBAR];
    expect(sidebar.map((item) => ('label' in item ? item.label : ''))).toEqual(original.map((item) => ('label' in item ? item.label : '')));
    expect(sidebar[1]).toBe(original[1]);
    const others = sidebar.slice(2) as PropSidebarItemCategory[];
    for (const [index, other] of others.entries()) {
      const source = original[index + 2] as PropSidebarItemCategory;
      const first = source.items[0] as {href: string; label: string};
      expect(other).toMatchObject({type: 'category', label: source.label, collapsed: true});
      expect(other.className).toContain(LAZY_GROUP_CLASS);
      expect(other.items).toEqual([
        expect.objectContaining({type: 'link', href: first.href, label: first.label, customProps: {[LAZY_GROUP_PROP]: {plugin: 'api', version: 'current', group: groupNames[index + 1]}}}),
      ]);
    }
  });

  it('hands back every group’s items, for the categories that load them', () => {
    const {groups} = cutByGroup(before, API_OPTIONS);
    const original = (before.routes![0].props!.version as PropVersionMetadata).docsSidebars[REFERENCE_SIDEBAR].filter((item) => item.type === 'category') as PropSidebarItemCategory[];
    expect(groups.get('current')!.map((group) => group.name)).toEqual(groupNames);
    expect(groups.get('current')!.map((group) => group.items)).toEqual(original.map((category) => category.items));
  });

  it('leaves the overview, and any address that is no page, to the last route, which shows every group as a link', () => {
    const rest = routes.at(-1)!;
    expect(rest.routes![0].routes!.map((page) => page.path)).toEqual([`${VERSION_PATH}/`]);
    expect(matched(split, `${VERSION_PATH}/`)[1]).toBe(rest);
    const unknown = matched(split, `${VERSION_PATH}/no-such-page/`);
    expect(unknown[1]).toBe(rest);
    expect(unknown).toHaveLength(3);
    expect(rest.props.version.docsSidebars[REFERENCE_SIDEBAR].filter((item) => item.type === 'category').every((item) => (item as PropSidebarItemCategory).className?.includes(LAZY_GROUP_CLASS))).toBe(true);
    expect(Object.keys(rest.props.version.docs)).toEqual(['index']);
  });

  it('leaves the version’s other props and the page routes as they were', () => {
    const original = before.routes![0];
    for (const route of routes) {
      expect(route.component).toBe(original.component);
      expect(route.priority).toBe(-1);
      const {docsSidebars: _sidebars, docs: _docs, ...metadata} = route.props.version;
      const {docsSidebars: _originalSidebars, docs: _originalDocs, ...originalMetadata} = original.props!.version as PropVersionMetadata;
      expect(metadata).toEqual(originalMetadata);
    }
    const pagesBefore = original.routes![0].routes!;
    const pagesAfter = routes.flatMap((route) => route.routes![0].routes!);
    expect(pagesAfter).toHaveLength(pagesBefore.length);
    for (const page of pagesBefore) expect(pagesAfter).toContain(page);
  });
});

describe('a description without x-tagGroups (plain.yaml)', async () => {
  const model = await loadApiModel(path.join(FIXTURES, 'plain.yaml'));
  const routes = versionRoutes(routesByGroup(docsRouteOf(model)));

  it('has a version route per group the model made from its tags', () => {
    expect(model.tagGroups.map((group) => group.name)).toContain('Locations');
    const withPages = model.tagGroups.filter((group) => group.tags.some((tag) => tag.operations.length || tag.schemas.length));
    expect(routes.map((route) => route[ROUTE_PART_ATTRIBUTE])).toEqual([...withPages.map((group) => group.name.toLowerCase().replace(/[^a-z\d]+/g, '-')), undefined]);
    const locations = routes.find((route) => route[ROUTE_PART_ATTRIBUTE] === 'locations')!;
    expect(locations.routes![0].routes!.map((page) => page.path)).toEqual(
      model.tagGroups.find((group) => group.name === 'Locations')!.tags.flatMap((tag) => tag.operations.map((operation) => `/app/docs/1.0.0${operation.permalink}/`)),
    );
  });
});

describe('the route of a group', () => {
  it('matches its pages whatever characters their addresses hold, and no address that only looks alike', () => {
    const pattern = groupRoutePath(`${VERSION_PATH}/`, [`${VERSION_PATH}/a.b/`, `${VERSION_PATH}/models/d+e/`, `${VERSION_PATH}/f&g$h/`, `${VERSION_PATH}/i{j}|k*/`])!;
    // Docusaurus writes the path into the route table as a string literal, backslashes unescaped.
    expect(pattern).not.toContain('\\');
    const route = {path: pattern, exact: false};
    const matches = (address: string) => matchRoutes(asRouterRoutes([route]), address).length === 1;
    for (const address of ['a.b', 'models/d+e', 'f&g$h', 'i{j}|k*']) expect(matches(`${VERSION_PATH}/${address}/`), address).toBe(true);
    for (const address of ['aXb', 'models/dde', 'models/ddde', 'a.b-more', 'f&gh', 'i{j}', 'k*']) expect(matches(`${VERSION_PATH}/${address}/`), address).toBe(false);
    expect(matches(`${VERSION_PATH}/`)).toBe(false);
  });

  it('cannot cut a group with a page whose address a route group cannot hold, so its version stays whole', () => {
    for (const address of ['a(b)', 'c\\d', 'e]f', 'g^h']) expect(groupRoutePath(VERSION_PATH, [`${VERSION_PATH}/x/`, `${VERSION_PATH}/${address}/`]), address).toBeNull();
  });

  it('refuses a page outside the version or at its own address', () => {
    expect(() => groupRoutePath(VERSION_PATH, ['/elsewhere/a/'])).toThrow(/must be under/);
    expect(() => groupRoutePath(VERSION_PATH, [`${VERSION_PATH}/`])).toThrow(/must be under/);
  });

  it('leaves a version without the reference’s sidebar, and a route that is no version route, as they are', () => {
    const version = {docsSidebars: {tutorial: []}, docs: {}} as unknown as PropVersionMetadata;
    const other: RouteConfig = {path: VERSION_PATH, component: '@theme/DocVersionRoot', props: {version}, routes: [{path: VERSION_PATH, component: '@theme/DocRoot', routes: []}]};
    const tags: RouteConfig = {path: `${VERSION_PATH}/tags/`, component: '@theme/DocTagsListPage', exact: true};
    const docsRoute: RouteConfig = {path: VERSION_PATH, component: '@theme/DocsRoot', routes: [other, tags]};
    expect(routesByGroup(docsRoute).routes).toEqual([other, tags]);
    expect(cutByGroup(docsRoute, API_OPTIONS).groups.size).toBe(0);
  });
});

describe('a docs instance at the base URL, its groups folders', () => {
  const at = (relative: string) => `${BASE_URL}${relative}`;
  const link = (id: string, label: string) => ({type: 'link' as const, href: at(id === 'index' ? '' : `${id}/`), label, docId: id, unlisted: false});
  const category = (label: string, href: string | undefined, items: PropSidebarItem[]): PropSidebarItemCategory => ({type: 'category', label, collapsed: true, collapsible: true, items, ...(href && {href})});
  /** A docs root route whose sidebar is `sidebar` and whose pages are its links and categories' pages. */
  function docsRoute(sidebar: PropSidebarItem[]): RouteConfig {
    const pages = new Map<string, string>();
    const collect = (items: PropSidebarItem[]) => {
      for (const item of items) {
        if (item.type === 'link') pages.set(item.docId!, item.href);
        if (item.type === 'category') {
          // A category's own page: the sidebar names it by its address only.
          if (item.href) pages.set(`${item.href.slice(BASE_URL.length)}index`, item.href);
          collect(item.items);
        }
      }
    };
    collect(sidebar);
    const version = {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {tutorialSidebar: sidebar},
      docs: Object.fromEntries([...pages.keys()].map((id) => [id, {id, title: id, description: `About ${id}.`, sidebar: 'tutorialSidebar'}])),
    } as unknown as PropVersionMetadata;
    const routes = [...pages.values()].map((href) => ({path: href, component: '@theme/DocItem', exact: true, sidebar: 'tutorialSidebar'}));
    return {path: BASE_URL, component: '@theme/DocsRoot', routes: [{path: BASE_URL, component: '@theme/DocVersionRoot', props: {version}, routes: [{path: BASE_URL, component: '@theme/DocRoot', routes}]}]};
  }
  const DOCS_OPTIONS: GroupOptions = {sidebar: 'tutorialSidebar', baseUrl: BASE_URL, keepDescriptions: true};
  const sidebar: PropSidebarItem[] = [
    link('index', 'Introduction'),
    category('Items', at('items/'), [link('items/drafts', 'Working with drafts'), link('items/links', 'Links')]),
    category('Errors', undefined, [link('errors/list', 'Error codes'), link('errors/handle', 'Handling errors')]),
    link('postman', 'Postman collections'),
  ];

  it('gives each group a route under its folder, the folder’s own page the empty alternative', () => {
    expect(groupRoutePath(BASE_URL, [at('items/'), at('items/drafts/'), at('items/links/')], true)).toBe(`${BASE_URL}items/:page(|drafts|links)`);
    expect(groupRoutePath(BASE_URL, [at('errors/list/'), at('errors/handle/')], true)).toBe(`${BASE_URL}errors/:page(list|handle)`);
    expect(groupRoutePath(BASE_URL, [at('versions&changes/')], true)).toBe(`${BASE_URL}versions&changes`);
    expect(groupRoutePath(BASE_URL, [at('items/drafts/'), at('postman/')], true)).toBeNull();
  });

  it('matches each page under its group’s route and every other address under the last one', () => {
    const {route: split, groups} = cutByGroup(docsRoute(sidebar), DOCS_OPTIONS);
    const [items, errors, rest] = versionRoutes(split);
    expect([items[ROUTE_PART_ATTRIBUTE], errors[ROUTE_PART_ATTRIBUTE], rest[ROUTE_PART_ATTRIBUTE]]).toEqual(['items', 'errors', undefined]);
    for (const address of ['items/', 'items/drafts/', 'items/links/']) expect(matched(split, at(address))[1], address).toBe(items);
    for (const address of ['errors/list/', 'errors/handle/']) expect(matched(split, at(address))[1], address).toBe(errors);
    for (const address of ['', 'postman/', 'items/unknown/', 'errors/']) expect(matched(split, at(address))[1], address).toBe(rest);
    expect(matched(split, at('items/drafts/')).at(-1)!.path).toBe(at('items/drafts/'));
    expect([...groups.get('current')!].map((group) => group.name)).toEqual(['items', 'errors']);
  });

  it('keeps the descriptions of the group’s own docs only, for doc cards on its pages', () => {
    const [items, , rest] = versionRoutes(cutByGroup(docsRoute(sidebar), DOCS_OPTIONS).route);
    expect(items.props.version.docs['items/drafts'].description).toBe('About items/drafts.');
    expect(rest.props.version.docs['index'].description).toBe('About index.');
    expect(Object.keys(items.props.version.docs)).not.toContain('errors/list');
    // A category's own page is named by no link, so the last route holds it with the pages outside the groups.
    expect(Object.keys(rest.props.version.docs).sort()).toEqual(['index', 'items/index', 'postman']);
  });

  it('leaves the version whole when a group’s pages are not all in one folder', () => {
    const moved = [category('Items', at('items/'), [link('items/drafts', 'Working with drafts'), link('elsewhere', 'Moved by a slug')])];
    const route = docsRoute(moved);
    const result = cutByGroup(route, DOCS_OPTIONS);
    expect(result.route).toEqual(route);
    expect(result.groups.size).toBe(0);
  });
});
