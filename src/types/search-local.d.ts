// The search plugin's generated settings, read through its own proxy modules (they resolve only
// inside the Docusaurus bundle). Only src/search/pluginSettings.ts imports them.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const searchIndexUrl: string;
  export const searchResultLimits: number;
  export const fuzzyMatchingDistance: number;
  export const removeDefaultStopWordFilter: string[];
  export const language: string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchResultContextMaxLength: number;
}

// The plugin's server entry, wrapped by src/plugins/search-index (which adds the sharded index).
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  const plugin: (context: LoadContext, options: PluginOptions) => Plugin;
  export default plugin;
  export const validateOptions: NonNullable<PluginModule['validateOptions']>;
}
