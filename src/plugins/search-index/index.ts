// The search theme: @easyops-cn/docusaurus-search-local as it is (its /search route, its index in
// the spec's format, its generated settings), plus the sharded index the site's search reads. Its
// postBuild runs the plugin's first, then builds the sharded index from the plugin's
// index and the API records (src/search/index/), so the two never race.
import {mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildApiRecords} from '../../search/index/apiRecords';
import {apiModelInput} from '../../search/index/apiModelInput';
import type {ApiReferenceContent} from '../api-reference/instances';
import {loadCachedApiModel, loadSiteApiModel} from '../api-reference/siteModel';
import {buildSiteIndex, type PluginIndexFile} from '../../search/index/buildSiteIndex';
import {indexFolderName} from '../../search/index/format';

const WRITE_BATCH = 64;
const PLUGIN_INDEX = /^search-index(-[0-9a-f]+)?\.json$/;

/** The plugin's index in outDir; the newest if an old one is still there. */
async function findPluginIndex(outDir: string): Promise<string> {
  const names = (await readdir(outDir)).filter((name) => PLUGIN_INDEX.test(name));
  if (names.length === 0) throw new Error(`search: the search plugin wrote no search-index*.json to ${outDir}`);
  const dated = await Promise.all(names.map(async (name) => ({name, time: (await stat(path.join(outDir, name))).mtimeMs})));
  return dated.sort((a, b) => b.time - a.time)[0].name;
}

/**
 * Builds the sharded index from the plugin's index in outDir and writes it beside it; returns what
 * the build log prints. The API records come from every API reference of the build (the test build
 * adds fixture references), this site's by default.
 */
export async function writeSiteIndex(context: Pick<LoadContext, 'siteDir' | 'baseUrl'>, outDir: string, references?: ApiReferenceContent[]): Promise<string> {
  const started = Date.now();
  const name = await findPluginIndex(outDir);
  const pluginIndex = JSON.parse(await readFile(path.join(outDir, name), 'utf8')) as PluginIndexFile;
  const models = references?.length
    ? await Promise.all(references.map((reference) => loadCachedApiModel(reference.descriptionFile, {strict: reference.strict, routeBase: reference.routeBase})))
    : [await loadSiteApiModel(context.siteDir)];
  const records = models.flatMap((model) => buildApiRecords(apiModelInput(model, context.baseUrl)));
  const {files, warnings, stats} = buildSiteIndex(pluginIndex, records);
  warnings.forEach((warning) => console.warn(warning));
  const folder = path.join(outDir, indexFolderName(name));
  await rm(folder, {recursive: true, force: true});
  const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(folder, file))));
  for (const dir of folders) await mkdir(dir, {recursive: true});
  // A few at a time: a large site has thousands of files, more than a process may hold open.
  const entries = [...files];
  for (let at = 0; at < entries.length; at += WRITE_BATCH) {
    await Promise.all(entries.slice(at, at + WRITE_BATCH).map(([file, value]) => writeFile(path.join(folder, file), JSON.stringify(value))));
  }
  return `[search-index] ${stats.pages} pages in ${stats.shards} shards, ${files.size} files, in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

/** `options` were checked by the plugin's own validateOptions (attached below) before this runs. */
export default function searchTheme(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options as PluginOptions);
  const pluginPostBuild = plugin.postBuild?.bind(plugin);
  let references: ApiReferenceContent[] = [];
  return {
    ...plugin,
    // The API reference instances say which description each serves, in their content.
    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, {apiReference?: ApiReferenceContent}>;
      references = Object.values(docs).flatMap((content) => (content.apiReference ? [content.apiReference] : []));
    },
    async postBuild(props) {
      await pluginPostBuild?.(props);
      console.log(await writeSiteIndex(context, props.outDir, references));
    },
  };
}

searchTheme.validateOptions = validateOptions;
