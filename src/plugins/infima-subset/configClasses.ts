// Owns what the site's config says about Infima classes: the ones theme components would set only
// for a feature the config leaves off, and the theme's blog components, which render nothing on a
// site without a blog. Their code names classes that no page of this site can then show.
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
  const items = themeConfig.navbar?.items ?? [];
  if (!items.some((item) => DROPDOWN_ITEM_TYPES.has(item.type ?? '') || Array.isArray(item.items))) classes.push(/^dropdown(?:$|--|__)/);
  if (!themeConfig.announcementBar?.isCloseable) classes.push(/^close$/);
  return classes;
}

/** Whether the site has a blog: a blog plugin, or a preset (the classic preset adds one unless told not to). */
export function configuresBlog(siteConfig: Pick<DocusaurusConfig, 'plugins' | 'presets'>): boolean {
  if (siteConfig.presets.length > 0) return true;
  return siteConfig.plugins.some((entry) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    return typeof plugin === 'string' && plugin.includes('blog');
  });
}
