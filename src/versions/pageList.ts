// Owns the page list every build publishes (`pages.json`) and how the switcher uses it: whether a
// page exists in another version, and where a reader switching versions lands. No Node imports.
import {pathInVersion} from './paths';

export type PageList = {
  version: string;
  /** Each page's address relative to the version's base path: `''` for the home page, `items/drafts/`. */
  pages: string[];
};

/** The page list of a build from its routes (absolute paths); files such as `404.html` are left out. */
export function pageListOf(version: string, routesPaths: readonly string[], basePath: string): PageList {
  const pages = new Set<string>();
  for (const route of routesPaths) {
    const relative = pathInVersion(route, basePath);
    if (relative === undefined || /\.[a-z]+$/i.test(relative)) continue;
    pages.add(relative === '' || relative.endsWith('/') ? relative : `${relative}/`);
  }
  return {version, pages: [...pages].sort()};
}

/** A fetched page list, or undefined when it is not one (a wrong file, a half-written deploy). */
export function readPageList(value: unknown): PageList | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {version, pages} = value as Partial<PageList>;
  if (typeof version !== 'string' || !Array.isArray(pages) || !pages.every((page) => typeof page === 'string')) return undefined;
  return {version, pages};
}

export type SwitchTarget = {
  /** Where the reader goes: the same page in the other version, else its home page. */
  href: string;
  samePage: boolean;
};

/**
 * Where a reader on `pathname` (with `search` and `hash`) of the version at `fromBase` lands in the
 * version at `toBase`: the same page when `pages` (that version's list) has it, else its home.
 * Without a list (it could not be fetched), the home page: a guess could end on a 404.
 */
export function switchTarget(location: {pathname: string; search?: string; hash?: string}, fromBase: string, toBase: string, pages: readonly string[] | undefined): SwitchTarget {
  const relative = pathInVersion(location.pathname, fromBase);
  const normalised = relative === undefined ? undefined : relative === '' || relative.endsWith('/') ? relative : `${relative}/`;
  if (normalised !== undefined && pages?.includes(normalised)) {
    return {href: `${toBase}${normalised}${location.search ?? ''}${location.hash ?? ''}`, samePage: true};
  }
  return {href: toBase, samePage: normalised === ''};
}
