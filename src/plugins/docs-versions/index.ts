// Build-time plugin: publishes the list of this build's pages (`pages.json`), so the version
// switcher of any other deployed version can tell whether a page exists here before it sends the
// reader (src/components/VersionSwitcher), and the version's robots.txt, which names its sitemap.
// The operations list beside the description comes from src/plugins/api-artifacts.
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageListOf} from '../../versions/pageList';
import {PAGE_LIST_FILE} from '../../versions/files';
import {versionOfBasePath} from '../../versions/paths';

/** Crawlers may read the version's pages; its sitemap (plugin-sitemap, `sitemap.xml`) lists them. */
export function robotsTxt(siteUrl: string, basePath: string): string {
  return `User-agent: *\nAllow: ${basePath}\nSitemap: ${siteUrl.replace(/\/$/, '')}${basePath}sitemap.xml\n`;
}

export default function docsVersionsPlugin(context: LoadContext): Plugin {
  const version = versionOfBasePath(context.baseUrl);
  if (!version) throw new Error(`docs-versions: the base URL ${context.baseUrl} is not a version's (/app/docs/<version>/).`);
  return {
    name: 'docs-versions',
    async postBuild({outDir, routesPaths}) {
      const list = pageListOf(version, routesPaths, context.baseUrl);
      await writeFile(path.join(outDir, PAGE_LIST_FILE), JSON.stringify(list));
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.baseUrl));
    },
  };
}
