// The browser build's copy of Docusaurus's generated site config (.docusaurus/docusaurus.config.mjs).
// Docusaurus bundles the whole config into main.js, while the browser reads only what pages render
// from (the title, URLs, themeConfig, customFields, future flags and the like). The fields below
// are read by the build alone (plugin and theme registration, tags and the page template server
// rendering writes into the HTML, how Markdown compiles): plugin options, inline scripts and the
// page template, 1.2 KB of every page's main.js (gzip). The server build keeps them all.

/** Site config fields that only the build reads. */
export const BUILD_ONLY_FIELDS = ['plugins', 'themes', 'presets', 'headTags', 'scripts', 'stylesheets', 'clientModules', 'staticDirectories', 'markdown', 'ssrTemplate'];

const EXPORT = 'export default ';

/**
 * The generated config's source without `BUILD_ONLY_FIELDS`. Throws when the file is not an
 * `export default` of JSON, as @docusaurus/core writes it (codegen.js), so a Docusaurus upgrade
 * that changes it fails the build.
 */
export function withoutBuildOnlyFields(source) {
  const at = source.indexOf(EXPORT);
  let config;
  try {
    if (at === -1) throw new Error('no default export');
    config = JSON.parse(source.slice(at + EXPORT.length).trim().replace(/;$/, ''));
  } catch (error) {
    throw new Error(`[js-chunks] the generated site config is not the JSON default export siteConfigLoader.mjs expects (${error.message}); see src/plugins/js-chunks`, {cause: error});
  }
  for (const field of BUILD_ONLY_FIELDS) delete config[field];
  return `${source.slice(0, at)}${EXPORT}${JSON.stringify(config, null, 2)};\n`;
}

export default function siteConfigLoader(source) {
  return withoutBuildOnlyFields(source);
}
