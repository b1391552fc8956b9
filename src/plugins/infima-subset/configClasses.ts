// Owns what the site's config says about Infima classes: the ones theme components would set only
// for a feature the config leaves off, and the theme's blog components, which render nothing on a
// site without a blog. Their code names classes that no page of this site can then show. Also the
// theme's own stylesheets for such a feature, which no page can then use either.
import type {DocusaurusConfig} from '@docusaurus/types';

type NavbarItemLike = {type?: string; items?: unknown[]};
type ThemeConfigLike = {
  navbar?: {style?: string; items?: NavbarItemLike[]};
  footer?: {style?: string};
  announcementBar?: {isCloseable?: boolean};
};

/**
 * Navbar item types that the theme renders as an Infima dropdown (an item with `items` is one too).
 * Not `docsVersionDropdown`: the site's own version switcher replaces the theme's and styles its
 * menu itself (src/components/VersionSwitcher).
 */
const DROPDOWN_ITEM_TYPES = new Set(['dropdown', 'localeDropdown']);

/** Whether the navbar renders an Infima dropdown: an item of a dropdown type, or one with `items`. */
const hasDropdownItem = (themeConfig: ThemeConfigLike): boolean =>
  (themeConfig.navbar?.items ?? []).some((item) => DROPDOWN_ITEM_TYPES.has(item.type ?? '') || Array.isArray(item.items));

/**
 * The theme's CSS modules that style navbar dropdowns only: the locale dropdown's icon and a
 * dropdown's entry in the phone menu. The theme's navbar item registry imports every item type, so
 * they are in the stylesheet every page waits for whether or not the navbar has a dropdown.
 */
const DROPDOWN_STYLESHEETS = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]NavbarItem[\\/](?:LocaleDropdownNavbarItem|DropdownNavbarItem[\\/]Mobile)[\\/]styles\.module\.css$/;

/**
 * Infima classes that the theme sets only for a feature this config does not use: the dark or
 * primary navbar (`navbar.style`), dropdown navbar items, the dark footer, the close button of a
 * closeable announcement bar. PurgeCSS drops their rules even though the theme's code names them.
 */
export function classesTheConfigNeverShows(themeConfig: ThemeConfigLike): RegExp[] {
  const classes: RegExp[] = [];
  const navbarStyle = themeConfig.navbar?.style;
  if (navbarStyle !== 'dark') classes.push(/^navbar--dark$/);
  if (navbarStyle !== 'primary') classes.push(/^navbar--primary$/);
  if (themeConfig.footer?.style !== 'dark') classes.push(/^footer--dark$/);
  if (!hasDropdownItem(themeConfig)) classes.push(/^dropdown(?:$|--|__)/);
  if (!themeConfig.announcementBar?.isCloseable) classes.push(/^close$/);
  return classes;
}

/** The theme's stylesheets (file paths) that style only a feature this config does not use. */
export function stylesheetsTheConfigNeverShows(themeConfig: ThemeConfigLike): RegExp[] {
  return hasDropdownItem(themeConfig) ? [] : [DROPDOWN_STYLESHEETS];
}

/** Whether the site has a blog: a blog plugin, or a preset (the classic preset adds one unless told not to). */
export function configuresBlog(siteConfig: Pick<DocusaurusConfig, 'plugins' | 'presets'>): boolean {
  if (siteConfig.presets.length > 0) return true;
  return siteConfig.plugins.some((entry) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    return typeof plugin === 'string' && plugin.includes('blog');
  });
}
