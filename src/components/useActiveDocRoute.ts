// The doc page the reader is on, found in the route table rather than in the docs plugin's global
// data. The theme's navbar doc items find it in that data, which lists every doc of every docs
// instance (id, path and sidebar) and so grew every page's main.js with each page added; the site
// keeps only the docs its navbar names there (src/plugins/docs-groups). A doc's route carries its
// sidebar, and the route table holds the routes of the page being shown (js-chunks loads a
// section's routes before Docusaurus matches an address in it).
import routes from '@generated/routes';
import {matchPath, useLocation} from '@docusaurus/router';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import type {RouteConfig} from '@docusaurus/types';

/** The doc of a docs instance that a page shows: its route's path and its sidebar, if it has one. */
export type ActiveDocRoute = {path: string; sidebar: string | undefined};

/** The innermost route that matches `pathname`, as react-router renders it: the first match of each list. */
export function innermostRoute(list: readonly RouteConfig[], pathname: string): RouteConfig | undefined {
  for (const route of list) {
    if (!matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict})) continue;
    return route.routes ? (innermostRoute(route.routes, pathname) ?? route) : route;
  }
  return undefined;
}

/**
 * The doc page of the docs instance `pluginId` (the default one if not given) that the reader is on,
 * or undefined on any other page: another instance's, a page that is no doc, an address that is
 * no page.
 */
export function useActiveDocRoute(pluginId?: string): ActiveDocRoute | undefined {
  const {pathname} = useLocation();
  const activePlugin = useActivePlugin();
  if (activePlugin?.pluginId !== (pluginId ?? 'default')) return undefined;
  const route = innermostRoute(routes as unknown as RouteConfig[], pathname);
  if (!route?.exact || route.routes || !('sidebar' in route)) return undefined;
  return {path: route.path, sidebar: (route as RouteConfig & {sidebar?: string}).sidebar};
}
