// A docs instance cut by the groups of its sidebar (./groupRoutes.ts): a page loads its own group's
// pages and sidebar, and another group's items only when the reader opens that group's category.
// This module is a plugin (the docs and recipes instances of docusaurus.config.ts use it in place
// of @docusaurus/plugin-content-docs, with the same options) and the contentLoaded the API
// reference's instances use (src/plugins/api-reference).
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {isVersionRoute, routesByGroup, type GroupOptions, type LazyGroupItems} from './groupRoutes';
import {groupChunkName, groupItemsFile, groupLoadersFile, SIDEBAR_GROUPS_MODULE} from './files';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/** The sidebar the docs and recipes instances have, whose top-level categories are the groups. */
export const DOCS_SIDEBAR = 'tutorialSidebar';

/** The loader module of a version's groups: a function per group that imports its items' file. */
export function groupLoadersCode(plugin: string, version: string, groups: LazyGroupItems[]): string {
  const entries = groups.map(
    ({name}) => `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: ${JSON.stringify(groupChunkName(plugin, version, name))} */ ${JSON.stringify(`./${groupItemsFile(version, name)}`)}),`,
  );
  return `// Written by src/plugins/docs-groups: the items of each group of this version's sidebar.\nexport default {\n${entries.join('\n')}\n};\n`;
}

/** A route's version routes with the loader module of their version's groups as the route module SIDEBAR_GROUPS_MODULE. */
function withGroupLoaders(route: RouteConfig, loaders: Map<string, string>): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes.map((child) => {
      const loader = isVersionRoute(child) ? loaders.get(child.props.version.version) : undefined;
      return loader ? {...child, modules: {...child.modules, [SIDEBAR_GROUPS_MODULE]: loader}} : child;
    }),
  };
}

type ContentLoaded = NonNullable<Plugin<LoadedContent>['contentLoaded']>;
type ContentLoadedArgs = Parameters<ContentLoaded>[0];

/**
 * The docs plugin's contentLoaded with its routes cut by group. The routes the docs plugin adds are
 * held until it is done, cut, given each version's loader module and then added; each group's
 * items are written as data files beside the instance's other data. `actions` lets a caller change
 * the other actions (the API reference trims its global data).
 */
export function contentLoadedByGroup(docs: Plugin<LoadedContent>, options: GroupOptions & {pluginId: string}, actionsFor: (actions: PluginContentLoadedActions) => PluginContentLoadedActions = (actions) => actions) {
  return async (args: ContentLoadedArgs): Promise<void> => {
    const {actions} = args;
    const added: RouteConfig[] = [];
    await docs.contentLoaded!({...args, actions: {...actionsFor(actions), addRoute: (route) => void added.push(route)}});
    for (const route of added) {
      const {route: split, groups} = routesByGroup(route, options);
      const loaders = new Map<string, string>();
      for (const [version, items] of groups) {
        await Promise.all(items.map((group) => actions.createData(groupItemsFile(version, group.name), JSON.stringify(group.items))));
        loaders.set(version, await actions.createData(groupLoadersFile(version), groupLoadersCode(options.pluginId, version, items)));
      }
      actions.addRoute(withGroupLoaders(split, loaders));
    }
  };
}

type NavbarItem = {type?: string; docId?: string; docsPluginId?: string; items?: NavbarItem[]};

/** The ids of the docs of instance `pluginId` that navbar doc items (dropdowns' included) link. */
export function navbarDocIds(items: NavbarItem[] | undefined, pluginId: string): Set<string> {
  const ids = new Set<string>();
  const visit = (list: NavbarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' && item.docId && (item.docsPluginId ?? 'default') === pluginId) ids.add(item.docId);
      if (Array.isArray(item.items)) visit(item.items);
    }
  };
  visit(items ?? []);
  return ids;
}

/**
 * A docs instance's global data with each version's list of docs cut to those in `keep`; everything
 * else as it was. Every page's main.js carries this data, so the whole list grew every page with
 * each page added. The theme reads the list to find a navbar doc item's doc (kept) and the doc the
 * reader is on, which the site's navbar doc items find in the route table instead
 * (src/components/useActiveDocRoute.ts).
 */
export function withDocList(data: unknown, keep: ReadonlySet<string>): unknown {
  const plugin = data as {versions?: {docs?: {id: string}[]}[]};
  if (!Array.isArray(plugin?.versions)) return data;
  return {...plugin, versions: plugin.versions.map((version) => ({...version, docs: (version.docs ?? []).filter((doc) => keep.has(doc.id))}))};
}

/** @docusaurus/plugin-content-docs with its version routes cut by the groups of its sidebar, and its global data without its list of docs. */
export default async function docsGroupsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar;
  const keep = navbarDocIds(navbar?.items, options.id);
  return {
    ...docs,
    contentLoaded: contentLoadedByGroup(docs, {pluginId: options.id, sidebar: DOCS_SIDEBAR, baseUrl: context.baseUrl, keepDescriptions: true}, (actions) => ({
      ...actions,
      setGlobalData: (data) => actions.setGlobalData(withDocList(data, keep)),
    })),
  };
}
