// Build-time plugin: decides which CSS goes into the stylesheet every page blocks on, so that
// stylesheet fits in the first round trip (handbook/performance.md).
//
// Docusaurus puts all CSS into one `styles` chunk, because the server-rendered HTML links only the
// entry's stylesheet: CSS left in a page's own chunks would arrive after the first paint. Two kinds
// of CSS are taken out of it here:
// - the CSS of components fetched only when a reader asks for them (the Try it console, the "Your
//   workspace" panel) stays with their chunk; the bundler's runtime fetches it before they render;
// - the CSS of components that only a few pages use, none of them a page type most readers land
//   on (the 404 page, the changelog, the error codes), goes into a stylesheet of its own, which
//   the pages that use it link next to the main one (./pageStylesheets.ts).
// The stylesheets the runtime adds for a chunk are requested below the top priority, which
// Chromium keeps for the stylesheets a first paint waits for (CHUNK_STYLESHEET_ATTRIBUTES).
import type {Plugin} from '@docusaurus/types';
import {linkPageStylesheets} from './pageStylesheets';

/**
 * The chunks (`webpackChunkName` of their import()) that load only on a reader's action. A chunk
 * that can render during server rendering or hydration must never be listed.
 */
export const ON_DEMAND_CHUNKS: ReadonlySet<string> = new Set(['api-console', 'api-console-callback', 'workspace-panel', 'docs-version-menu', 'docs-version-notice']);

/** The stylesheets of their own, by name (`assets/css/page-<name>.<hash>.css`), with the folder of the component whose CSS each holds. */
export const PAGE_STYLESHEETS: Readonly<Record<string, RegExp>> = {
  'not-found': /[\\/]src[\\/]components[\\/]NotFoundHelp[\\/]/,
  changelog: /[\\/]src[\\/]components[\\/]Changelog[\\/]/,
  'error-codes': /[\\/]src[\\/]components[\\/]ErrorCodeTable[\\/]/,
};

/** File names of the page stylesheets start with this, so the pages that use one can be found after the build. */
export const PAGE_STYLESHEET_PREFIX = 'page-';

/** Above Docusaurus's `styles` group (50), so the page stylesheets get their components' CSS first. */
const PAGE_STYLESHEET_PRIORITY = 60;

/**
 * Attributes of the `<link rel="stylesheet">` the bundler's runtime adds for a chunk's CSS (a page
 * stylesheet on a page reached by a link, the console's CSS on a click). Chromium requests a
 * stylesheet at its highest priority, the one it gives the stylesheets a page's first paint waits
 * for; one added by a script never blocks that paint, and at `low` it is requested one step below.
 */
export const CHUNK_STYLESHEET_ATTRIBUTES: Readonly<Record<string, string>> = {fetchpriority: 'low'};

type ChunkLike = {name?: string | null};
type CacheGroup = Record<string, unknown>;
type WebpackConfigLike = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};

/** Whether the `styles` cache group may take CSS out of `chunk` (every chunk but the on-demand ones). */
export function isRenderBlockingChunk(chunk: ChunkLike): boolean {
  return !chunk.name || !ON_DEMAND_CHUNKS.has(chunk.name);
}

/**
 * Narrows Docusaurus's `styles` cache group to the chunks that are not on demand and adds one cache
 * group per page stylesheet. Throws when the `styles` group is missing, so a Docusaurus upgrade
 * that renames it fails the build instead of silently putting all CSS back into the first paint.
 */
export function splitStylesheets(config: WebpackConfigLike): void {
  const splitChunks = config.optimization?.splitChunks;
  const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined;
  const styles = cacheGroups?.styles;
  if (!cacheGroups || !styles) throw new Error('[css-chunks] Docusaurus no longer has a "styles" splitChunks cache group; see src/plugins/css-chunks');
  styles.chunks = isRenderBlockingChunk;
  for (const [name, folder] of Object.entries(PAGE_STYLESHEETS)) {
    cacheGroups[`${PAGE_STYLESHEET_PREFIX}${name}`] = {
      name: `${PAGE_STYLESHEET_PREFIX}${name}`,
      type: styles.type,
      test: folder,
      chunks: 'all',
      enforce: true,
      priority: PAGE_STYLESHEET_PRIORITY,
    };
  }
}

type CssExtractPluginLike = {
  constructor: {name: string};
  /** Rspack's CssExtractRspackPlugin reads its options when it is applied. */
  options?: {attributes?: Record<string, string>};
  /** mini-css-extract-plugin (webpack) keeps what its runtime needs here from its constructor on. */
  runtimeOptions?: {attributes?: Record<string, string>};
};

const CSS_EXTRACT_PLUGINS = new Set(['CssExtractRspackPlugin', 'MiniCssExtractPlugin']);

/**
 * Sets CHUNK_STYLESHEET_ATTRIBUTES on the CSS extraction plugin of a client config (rspack's or
 * webpack's). Throws when there is none, so a Docusaurus upgrade that changes how CSS is
 * extracted fails the build instead of silently requesting route CSS at the top priority again.
 */
export function lowerChunkStylesheetPriority(config: {plugins?: unknown[]}): void {
  const plugins = (config.plugins ?? []).filter(
    (plugin): plugin is CssExtractPluginLike => typeof plugin === 'object' && plugin !== null && CSS_EXTRACT_PLUGINS.has(plugin.constructor.name),
  );
  if (!plugins.length) throw new Error('[css-chunks] the client config has no CSS extraction plugin (CssExtractRspackPlugin or MiniCssExtractPlugin); see src/plugins/css-chunks');
  for (const plugin of plugins) {
    const target = plugin.runtimeOptions ?? (plugin.options ??= {});
    target.attributes = {...target.attributes, ...CHUNK_STYLESHEET_ATTRIBUTES};
  }
}

export default function cssChunksPlugin(): Plugin {
  return {
    name: 'css-chunks',
    configureWebpack(config, isServer) {
      // The server build extracts no CSS.
      if (!isServer) {
        splitStylesheets(config as WebpackConfigLike);
        lowerChunkStylesheetPriority(config);
      }
      return {};
    },
    async postBuild({outDir, baseUrl}) {
      await linkPageStylesheets(outDir, baseUrl, PAGE_STYLESHEET_PREFIX);
    },
  };
}
