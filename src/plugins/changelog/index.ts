// Generates the changelog of the API description at build time: reads every committed revision of
// openapi/openapi.yaml from git (loadContent), compares each with the one before, hands the result
// to the changelog page as data (contentLoaded), and writes the Atom feed beside the page
// (postBuild). A checkout without git history builds fine, with no releases and a note saying why.
import {createRequire} from 'node:module';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildAtomFeed} from './atom';
import {compareRevisions, type Revision} from './compare';
import {readHistory, type GitRunner} from './history';
import {RECORDED_TRANSITIONS} from './transitions';
import type {ChangelogData, Release} from './types';
import {OPENAPI_SOURCE} from '../../openapi/loadApiModel';

export const CHANGELOG_PLUGIN_NAME = 'changelog';
/** The file contentLoaded writes; the page imports it as `@generated/changelog/default/changelog.json`. */
export const CHANGELOG_DATA_FILE = 'changelog.json';

export type ChangelogOptions = {
  /** The API description, relative to the site directory. */
  openApiFile: string;
  /** Route of the changelog page, relative to the base URL. */
  pageRoute: string;
  /** Where the Atom feed is written, relative to the output directory (and the base URL). */
  feedFile: string;
};

const DEFAULT_OPTIONS: ChangelogOptions = {
  openApiFile: OPENAPI_SOURCE,
  pageRoute: 'versions&changes/changelog/',
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

/**
 * Comparing two revisions takes seconds, and a commit never changes, so each comparison is kept
 * on disk under the two commit ids and the diff library's version.
 */
function cachedCompare(cacheDir: string, libraryVersion: string) {
  return async (before: Revision | undefined, after: Revision): Promise<Release> => {
    const file = path.join(cacheDir, `${libraryVersion}-${before?.commit ?? 'first'}-${after.commit}.json`);
    const cached = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Release,
      () => undefined,
    );
    if (cached?.commit === after.commit) return cached;
    const release = compareRevisions(before, after);
    await mkdir(cacheDir, {recursive: true});
    await writeFile(file, JSON.stringify(release));
    return release;
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

export async function loadChangelog(context: Pick<LoadContext, 'siteDir' | 'baseUrl'>, options: ChangelogOptions, git?: GitRunner): Promise<ChangelogData> {
  const history = await readHistory(options.openApiFile, context.siteDir, git);
  const compare = cachedCompare(path.join(context.siteDir, 'node_modules', '.cache', 'changelog'), diffLibraryVersion(context.siteDir));
  const releases: Release[] = [];
  for (const [index, revision] of history.revisions.entries()) releases.push(await compare(history.revisions[index - 1], revision));
  releases.reverse();
  return {
    source: options.openApiFile,
    releases,
    ...(history.note ? {historyNote: history.note} : {}),
    transitions: [...RECORDED_TRANSITIONS],
    // Without a release there is no date to give a feed, so none is written or linked.
    ...(releases.length ? {feedPath: context.baseUrl + options.feedFile} : {}),
  };
}

export default function changelogPlugin(context: LoadContext, given?: unknown): Plugin {
  const options = resolveOptions(given);
  const siteOrigin = context.siteConfig.url.replace(/\/+$/, '');
  return {
    name: CHANGELOG_PLUGIN_NAME,

    loadContent: () => loadChangelog(context, options),

    async contentLoaded({content, actions}) {
      await actions.createData(CHANGELOG_DATA_FILE, JSON.stringify(content as ChangelogData));
    },

    async postBuild({outDir, content, routesPaths}) {
      const pageRoute = context.baseUrl + options.pageRoute;
      if (!routesPaths.some((route) => route === pageRoute || `${route}/` === pageRoute)) {
        throw new Error(`changelog: the site has no page at ${pageRoute}, which the feed links to`);
      }
      const feed = buildAtomFeed((content as ChangelogData).releases, {
        pageUrl: siteOrigin + pageRoute,
        feedUrl: siteOrigin + context.baseUrl + options.feedFile,
        title: `${context.siteConfig.title}: changes to the API description`,
      });
      if (!feed) return;
      const file = path.join(outDir, options.feedFile);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, feed);
    },
  };
}
