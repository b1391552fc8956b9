// The names of what src/plugins/docs-groups writes and the browser reads: kept apart from the
// plugin so that js-chunks and the theme can import them without the docs plugin.

/** The custom prop of the link that stands for a lazy group's items until they load (LazyGroupRef). */
export const LAZY_GROUP_PROP = 'lazySidebarGroup';
/** Which items a lazy group's stand-in link stands for: the docs instance, its version and the group. */
export type LazyGroupRef = {plugin: string; version: string; group: string};

/** The route module of a version route that holds its version's group loaders (src/theme/DocVersionRoot). */
export const SIDEBAR_GROUPS_MODULE = 'sidebarGroups';

/** The data file of a version's group loaders, in the instance's data folder. */
export const groupLoadersFile = (version: string): string => `sidebar-groups-${safeName(version)}.js`;
/** The data file of one group's items. */
export const groupItemsFile = (version: string, group: string): string => `sidebar-group-${safeName(version)}-${safeName(group)}.json`;
/** The chunk of one group's items: `sidebar-default-current-items`. */
export const groupChunkName = (plugin: string, version: string, group: string): string => `sidebar-${safeName(plugin)}-${safeName(version)}-${safeName(group)}`;

/** The group loaders' module wherever the bundler finds it (js-chunks puts it in the docs layout's chunk). */
export const GROUP_LOADERS_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]sidebar-groups-[a-z0-9-]+\.js$/;

/** A name as file and chunk names carry it: lower-case letters, digits and hyphens. */
function safeName(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
}
