// The changelog of releases: reads the releases authors declare in openapi/releases/ and compares
// each release's description with the one before (loadContent), hands the page its releases and the
// operation pages their "changed in" versions as data (contentLoaded), and writes the Atom feed
// beside the page (postBuild). Changes made since the latest release are not published; the build
// says that there are some, and `npm run changes` lists them.
import {createRequire} from 'node:module';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiDescriptionFile, type ApiModel} from '../../openapi';
import {loadSiteApiModel} from '../api-reference/siteModel';
import {buildAtomFeed} from './atom';
import {createCachedDiff, type ReferencePages} from './compare';
import {buildReleases, changedInVersions, readReleaseSources, RELEASES_DIR, type DiffReleases, type ReleaseSource} from './releases';
import {CHANGELOG_ROUTE, type ChangedInVersions, type ChangelogData} from './types';

export const CHANGELOG_PLUGIN_NAME = 'changelog';
/** The files contentLoaded writes: `@generated/changelog/default/<file>`. */
export const CHANGELOG_DATA_FILE = 'changelog.json';
export const CHANGED_IN_DATA_FILE = 'changed-in.json';

export type ChangelogOptions = {
  /** The folder of release files and their descriptions, relative to the site directory. */
  releasesDir: string;
  /** Where the Atom feed is written, relative to the output directory (and the base URL). */
  feedFile: string;
};

const DEFAULT_OPTIONS: ChangelogOptions = {
  releasesDir: RELEASES_DIR,
  feedFile: 'versions&changes/changelog.atom',
};

export function resolveOptions(given: unknown): ChangelogOptions {
  const options = (given ?? {}) as Record<string, unknown>;
  const resolved = {...DEFAULT_OPTIONS};
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof ChangelogOptions)[]) {
    if (options[key] === undefined) continue;
    if (typeof options[key] !== 'string' || !options[key]) throw new Error(`changelog option ${key} must be a non-empty string`);
    resolved[key] = options[key];
  }
  return resolved;
}

/** What the plugin loads: the page's data, and the versions that changed each operation. */
export type ChangelogContent = {data: ChangelogData; changedIn: ChangedInVersions};

/** The current reference's operation and model pages, which releases link to. */
export function referencePages(model: ApiModel): ReferencePages {
  return {
    operations: model.operations.map(({operationId, method, path: apiPath, summary, permalink}) => ({operationId, method, path: apiPath, summary, permalink})),
    models: model.schemas.map(({name, permalink}) => ({name, permalink})),
  };
}

function diffLibraryVersion(siteDir: string): string {
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    return String((require('api-smart-diff/package.json') as {version?: unknown}).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Compares two descriptions through a cache under node_modules/.cache, since each comparison takes seconds. */
export const cachedDiff = (siteDir: string) => createCachedDiff(path.join(siteDir, 'node_modules', '.cache', 'changelog'), diffLibraryVersion(siteDir));

/** Compares two releases' descriptions through the cache. */
export function cachedReleaseDiff(siteDir: string): DiffReleases {
  const diff = cachedDiff(siteDir);
  return (before, after) => diff({text: before.snapshotText, doc: before.doc}, {text: after.snapshotText, doc: after.doc});
}

/** The page's data and the "changed in" versions, from the releases read (oldest first). */
export async function changelogContent(sources: ReleaseSource[], pages: ReferencePages, feedPath: string, diff: DiffReleases): Promise<ChangelogContent> {
  const releases = await buildReleases(sources, pages, diff);
  return {
    // Without a release there is nothing to put in a feed, so none is written or linked.
    data: {releases, ...(releases.length ? {feedPath} : {})},
    changedIn: changedInVersions(releases, pages),
  };
}

export default function changelogPlugin(context: LoadContext, given?: unknown): Plugin {
  const options = resolveOptions(given);
  const siteOrigin = context.siteConfig.url.replace(/\/+$/, '');
  const pageRoute = context.baseUrl + CHANGELOG_ROUTE.slice(1);
  return {
    name: CHANGELOG_PLUGIN_NAME,

    getPathsToWatch: () => [path.join(context.siteDir, options.releasesDir, '*')],

    async loadContent(): Promise<ChangelogContent> {
      const model = await loadSiteApiModel(context.siteDir);
      const sources = await readReleaseSources(path.join(context.siteDir, options.releasesDir));
      const content = await changelogContent(sources, referencePages(model), context.baseUrl + options.feedFile, cachedReleaseDiff(context.siteDir));
      const description = apiDescriptionFile(context.siteDir);
      if (sources.length && sources.at(-1)!.snapshotText !== (await readFile(description, 'utf8'))) {
        const file = path.relative(context.siteDir, description);
        console.log(`[changelog] ${file} has changes since release ${sources.at(-1)!.declared.version} in ${options.releasesDir}; the changelog lists them once a release holds them (npm run changes shows them)`);
      }
      return content;
    },

    async contentLoaded({content, actions}) {
      const {data, changedIn} = content as ChangelogContent;
      await actions.createData(CHANGELOG_DATA_FILE, JSON.stringify(data));
      await actions.createData(CHANGED_IN_DATA_FILE, JSON.stringify(changedIn));
    },

    async postBuild({outDir, content, routesPaths}) {
      if (!routesPaths.some((route) => route === pageRoute || `${route}/` === pageRoute)) {
        throw new Error(`changelog: the site has no page at ${pageRoute}, which the feed and the "changed in" marks link to`);
      }
      const feed = buildAtomFeed((content as ChangelogContent).data.releases, {
        pageUrl: siteOrigin + pageRoute,
        feedUrl: siteOrigin + context.baseUrl + options.feedFile,
        siteUrl: (sitePath) => siteOrigin + context.baseUrl + withTrailingSlash(sitePath).replace(/^\//, ''),
        title: `${context.siteConfig.title}: releases of the ${(await loadSiteApiModel(context.siteDir)).info.title}`,
      });
      if (!feed) return;
      const file = path.join(outDir, options.feedFile);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, feed);
    },
  };
}

/** The site links pages with a trailing slash (trailingSlash: true); a path to a file or with a fragment keeps its form. */
export function withTrailingSlash(sitePath: string): string {
  const index = sitePath.search(/[?#]/);
  const [pathname, suffix] = index === -1 ? [sitePath, ''] : [sitePath.slice(0, index), sitePath.slice(index)];
  const last = pathname.split('/').at(-1) ?? '';
  return (pathname.endsWith('/') || last.includes('.') ? pathname : `${pathname}/`) + suffix;
}
