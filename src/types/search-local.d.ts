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
