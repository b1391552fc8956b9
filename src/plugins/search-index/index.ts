// The search theme: @easyops-cn/docusaurus-search-local as it is (its /search route, its index in
// the spec's format, its generated settings), plus the light index the site's search reads. Its
// postBuild runs the plugin's first, then builds the light and text files from the plugin's
// index and the API records (src/search/light/), so the two never race.
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildApiRecords} from '../../search/light/apiRecords';
import {apiModelInput} from '../../search/light/apiModelInput';
import {loadSiteApiModel} from '../api-reference/siteModel';
import {buildLightIndexes, type PluginIndexFile} from '../../search/light/buildLightIndex';
import {lightIndexName, textIndexName} from '../../search/light/format';

const PLUGIN_INDEX = /^search-index(-[0-9a-f]+)?\.json$/;

/** The plugin's index in outDir; the newest if an old one is still there. */
async function findPluginIndex(outDir: string): Promise<string> {
  const names = (await readdir(outDir)).filter((name) => PLUGIN_INDEX.test(name));
  if (names.length === 0) throw new Error(`search: the search plugin wrote no search-index*.json to ${outDir}`);
  const dated = await Promise.all(names.map(async (name) => ({name, time: (await stat(path.join(outDir, name))).mtimeMs})));
  return dated.sort((a, b) => b.time - a.time)[0].name;
}

export async function writeLightIndexes(context: Pick<LoadContext, 'siteDir' | 'baseUrl'>, outDir: string): Promise<void> {
  const name = await findPluginIndex(outDir);
  const pluginIndex = JSON.parse(await readFile(path.join(outDir, name), 'utf8')) as PluginIndexFile;
  const records = buildApiRecords(apiModelInput(await loadSiteApiModel(context.siteDir), context.baseUrl));
  const {light, text, warnings} = buildLightIndexes(pluginIndex, records);
  warnings.forEach((warning) => console.warn(warning));
  await Promise.all([
    writeFile(path.join(outDir, lightIndexName(name)), JSON.stringify(light)),
    writeFile(path.join(outDir, textIndexName(name)), JSON.stringify(text)),
  ]);
}

/** `options` were checked by the plugin's own validateOptions (attached below) before this runs. */
export default function searchTheme(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options as PluginOptions);
  const pluginPostBuild = plugin.postBuild?.bind(plugin);
  return {
    ...plugin,
    async postBuild(props) {
      await pluginPostBuild?.(props);
      await writeLightIndexes(context, props.outDir);
    },
  };
}

searchTheme.validateOptions = validateOptions;
