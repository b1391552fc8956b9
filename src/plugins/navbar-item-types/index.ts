// Build-time plugin: the navbar item types the site's browser code includes are the ones its navbar
// config uses. The theme's own registry (NavbarItem/ComponentTypes) imports all nine of Docusaurus's
// types, so every page's main.js carried the dropdowns, the version and locale items and the rest
// (about 2 KB compressed) for a navbar that has links only. This plugin writes a registry of the
// types `themeConfig.navbar.items` names, at any depth, plus the site's custom types; the wrapped
// src/theme/NavbarItem/ComponentTypes.tsx exports it. A config that adds any type of Docusaurus's
// gets it at the next build; an unknown type still fails the build with the theme's own error,
// "No NavbarItem component found for type ...".
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Docusaurus's navbar item types and the theme components that render them. */
export const BUILT_IN_TYPES: Readonly<Record<string, string>> = {
  default: '@theme/NavbarItem/DefaultNavbarItem',
  localeDropdown: '@theme/NavbarItem/LocaleDropdownNavbarItem',
  search: '@theme/NavbarItem/SearchNavbarItem',
  dropdown: '@theme/NavbarItem/DropdownNavbarItem',
  html: '@theme/NavbarItem/HtmlNavbarItem',
  doc: '@theme/NavbarItem/DocNavbarItem',
  docSidebar: '@theme/NavbarItem/DocSidebarNavbarItem',
  docsVersion: '@theme/NavbarItem/DocsVersionNavbarItem',
  docsVersionDropdown: '@theme/NavbarItem/DocsVersionDropdownNavbarItem',
};

export type NavbarItemTypesOptions = {
  /** Custom types (`custom-…`) and the modules whose default export renders each. */
  customTypes?: Readonly<Record<string, string>>;
  /** Every one of Docusaurus's types, used or not, as the theme's registry has them (for `npm run bench`). */
  allTypes?: boolean;
};

/** The name of the file this plugin writes; the site imports it from `@generated`. */
export const PLUGIN_NAME = 'navbar-item-types';
export const REGISTRY_FILE = 'registry.js';

type Item = {type?: unknown; items?: unknown};

/**
 * The types `items` use, as the theme resolves them: no type (or `default`) is a `dropdown` when the
 * item has `items`, else `default`; a dropdown's own items count too. `default` is always in: the
 * dropdown types render their entries with it, and every plain link is one.
 */
export function typesUsed(items: readonly unknown[]): Set<string> {
  const used = new Set(['default']);
  const visit = (list: readonly unknown[]) => {
    for (const entry of list) {
      if (typeof entry !== 'object' || entry === null) continue;
      const item = entry as Item;
      const type = typeof item.type === 'string' && item.type !== 'default' ? item.type : 'items' in item ? 'dropdown' : 'default';
      used.add(type);
      if (Array.isArray(item.items)) visit(item.items);
    }
  };
  visit(items);
  return used;
}

/**
 * The registry module: an import per type in `used` that Docusaurus or `customTypes` defines, keyed
 * by the type's name. A type neither defines is left out, so the theme reports it when it renders.
 */
export function registrySource(used: ReadonlySet<string>, customTypes: Readonly<Record<string, string>> = {}): string {
  const modules = {...BUILT_IN_TYPES, ...customTypes};
  const types = [...used].filter((type) => Object.hasOwn(modules, type)).sort();
  const imports = types.map((type, index) => `import type${index} from ${JSON.stringify(modules[type])};`);
  const entries = types.map((type, index) => `  ${JSON.stringify(type)}: type${index},`);
  return [
    `// Written by src/plugins/${PLUGIN_NAME}: the navbar item types the navbar config uses.`,
    ...imports,
    'export default {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

export default function navbarItemTypesPlugin(options: NavbarItemTypesOptions = {}): (context: LoadContext) => Plugin {
  return (context) => ({
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar;
      const used = typesUsed(navbar?.items ?? []);
      if (options.allTypes) for (const type of Object.keys(BUILT_IN_TYPES)) used.add(type);
      await actions.createData(REGISTRY_FILE, registrySource(used, options.customTypes));
    },
  });
}
