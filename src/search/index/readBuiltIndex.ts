// The site's search index read from a built site's folder, in Node: how tests, the bench and the
// MCP server search with the browser's ranking. Not imported by browser code (it uses node:fs).
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {indexFolderName, indexPaths} from './format';
import {SiteIndex, type IndexReader} from './siteIndex';

const PLUGIN_INDEX = /^search-index(-[0-9a-f]+)?\.json$/;

/** Reads the files of an index folder; `onRead` hears each path read (tests count what a search fetches). */
export const folderReader =
  (folder: string, onRead?: (file: string) => void): IndexReader =>
  async (file) => {
    onRead?.(file);
    return JSON.parse(await readFile(path.join(folder, file), 'utf8')) as unknown;
  };

/** The index folder of a built site (`build/search-index-<hash>/`). @throws Error when the build has none. */
export async function builtIndexFolder(buildDir: string): Promise<string> {
  const names = (await readdir(buildDir)).filter((name) => PLUGIN_INDEX.test(name));
  for (const name of names) {
    const folder = path.join(buildDir, indexFolderName(name));
    if (await readFile(path.join(folder, indexPaths.meta)).then(() => true, () => false)) return folder;
  }
  throw new Error(`${buildDir} has no search index folder (search-index-<hash>/${indexPaths.meta}): build the site first.`);
}

/** The search index of a built site, ready to search. */
export async function openBuiltIndex(buildDir: string, onRead?: (file: string) => void): Promise<SiteIndex> {
  return new SiteIndex(folderReader(await builtIndexFolder(buildDir), onRead));
}
