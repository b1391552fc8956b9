// Build-time plugin: decides how the browser's JavaScript is cut into files, so that a page loads
// few scripts and none that it does not need (handbook/performance.md). Every script
// costs its headers (about 400 bytes a response) on top of its body, so fewer files save too.
//
// - The docs layout (the four route components every doc, recipe, API and feedback page renders,
//   with the theme code they import), the components of more than half the pages' content (code
//   blocks, tabs) and the docs instances' route data (a few bytes each) go into one chunk,
//   `docs-layout`, instead of about ten: Docusaurus's own `common` group is renamed to it. A
//   module of the layout is taken out of every other chunk that has it too (isInDocsLayout), so a
//   page that imports a code block itself does not load it twice.
// - The API reference's components, used by every API page and no other, get a chunk of their own,
//   `api-reference`, instead of riding in `common`, which every page loads.
// - @docusaurus/utils-common requires tslib from CommonJS for one helper, which puts all of tslib
//   into main.js; in the browser build that one require gets the helper alone (./importDefault.ts).
// - The route registry in main.js names every route module's file path for server rendering only;
//   the browser build's copy drops them (./registryLoader.mjs).
// - The site config in main.js held fields only the build reads (plugin options, head tags, the
//   page template): the browser build's copy drops them (./siteConfigLoader.mjs).
// - The route table, its chunk names and its registry named every page of the site in main.js, so
//   every page's JavaScript grew with the site. The browser build keeps the pages' routes in one
//   module per section (./routeSections.mjs), and Docusaurus's preload loads the section of an
//   address before it matches it (./client/preload.ts).
// - The bundler's runtime, which every page loads, named each chunk's file: a map from every chunk
//   to its name and another to its content hash, about 15 KB compressed per 1,000 chunks, and the
//   site has a chunk per page and per operation's console data. Chunks are identified by their
//   names and their files named by id and the build's hash instead (CHUNK_FILENAME), which the
//   runtime computes with no map. Docusaurus's own runtime function from a chunk's name to its file
//   (`__webpack_require__.gca`) still carries a map from every name to its id, which is the name
//   itself there: the browser build's function has no map (chunkAssetRuntimeCode).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {simpleHash} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {GROUP_LOADERS_MODULE} from '../docs-groups/files';

/** The chunk with the docs layout, the shared content components and the docs instances' route data. */
export const DOCS_LAYOUT_CHUNK = 'docs-layout';
/** The chunk with the API reference's components (src/components/ApiReference). */
export const API_REFERENCE_CHUNK = 'api-reference';

/**
 * The route components of the docs plugin (its `docsRootComponent`, `docVersionRootComponent`,
 * `docRootComponent` and `docItemComponent` defaults), nested in that order around every doc page.
 */
export const DOCS_LAYOUT_COMPONENTS = ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem'] as const;

/** Docusaurus names a route module's chunk after its path this way in production (core's genChunkName). */
export const routeChunkName = (modulePath: string): string => simpleHash(modulePath, 8);

/**
 * A docs instance's route data, which every page of the instance loads: `{name, id}`, and the
 * loaders of its sidebar's groups (src/plugins/docs-groups), a function per group.
 */
export const DOCS_PLUGIN_ROUTE_DATA = new RegExp(`${/[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__plugin\.json$/.source}|${GROUP_LOADERS_MODULE.source}`);
export const API_REFERENCE_COMPONENTS = /[\\/]src[\\/]components[\\/]ApiReference[\\/]/;

/**
 * The file of every chunk but the entry's: its id, which is its name (CHUNK_IDS: `routes-egress`,
 * `api-console`), and the build's hash, which changes whenever any chunk does, so the files stay safe
 * to cache for a year (deploy/README.md) and the runtime needs no map from chunk to name or content
 * hash. Docusaurus's own, `[name].[contenthash:8]`, keeps an unchanged chunk's address from one
 * build to the next, at the price of both maps on every page.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';
/** Chunk ids are their names (a chunk without one is named after its modules by the bundler). */
export const CHUNK_IDS = 'named';

/** The runtime function Docusaurus adds to find a chunk's file from its name (core's ChunkAssetPlugin). */
export const CHUNK_ASSET_FUNCTION = '__webpack_require__.gca';
/** Docusaurus's bundler plugin that adds CHUNK_ASSET_FUNCTION with a map of every chunk's name to its id. */
const DOCUSAURUS_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/**
 * The code of CHUNK_ASSET_FUNCTION when chunk ids are their names (CHUNK_IDS): a chunk's name is its
 * id, so the function asks the runtime for the file of that id. A name no chunk has (its modules were
 * merged into another chunk) gives an address that answers 404 to the prefetch that asks for it, as
 * Docusaurus's own function gives for a name missing from its map.
 */
export function chunkAssetRuntimeCode(globals: {publicPath: string; getChunkScriptFilename: string}): string {
  return `${CHUNK_ASSET_FUNCTION} = function (chunkName) { return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkName); };`;
}

/** Above Docusaurus's `common` group (40), below its `styles` group (50): CSS never goes into these. */
const DOCS_LAYOUT_PRIORITY = 45;
const API_REFERENCE_PRIORITY = 46;
/** Modules of these types only: stylesheets stay with the `styles` and css-chunks groups. */
const SCRIPT_MODULE_TYPES = /^(javascript|json)/;

type ChunkLike = {name?: string | null};
type BundlerPlugin = {constructor: {name: string}};
type Bundler = {
  RuntimeModule: {new (name: string, stage?: number): {generate(): string}; STAGE_ATTACH: number};
  RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string};
};
type CompilerLike = {
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: CompilationLike) => void): void}};
};
type CompilationLike = {
  hooks: {additionalTreeRuntimeRequirements: {tap(name: string, fn: (chunk: unknown) => void): void}};
  addRuntimeModule(chunk: unknown, module: unknown): void;
};
type CacheGroup = Record<string, unknown>;
type WebpackConfigLike = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};

/** Whether `chunk` is one of the docs layout's route chunks. */
export function isDocsLayoutChunk(chunk: ChunkLike): boolean {
  return !!chunk.name && DOCS_LAYOUT_CHUNK_NAMES.has(chunk.name);
}

/** The part of the bundler's chunk graph isInDocsLayout reads (webpack's and Rspack's have it). */
type ChunkGraphLike = {getModuleChunksIterable(module: unknown): Iterable<ChunkLike>};

/**
 * Whether `module` is in one of the docs layout's route chunks, as the bundler has them before it
 * splits: every doc page loads it with `docs-layout`, so no other chunk needs a copy. A page's own
 * chunk that imports a code block or tabs itself would otherwise keep one whenever fewer than half
 * the pages use them (Docusaurus's `common` threshold): with the docs ten times, the API operation
 * pages loaded those components twice, 9 KB gzip.
 */
export function isInDocsLayout(module: unknown, {chunkGraph}: {chunkGraph: ChunkGraphLike}): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (isDocsLayoutChunk(chunk)) return true;
  return false;
}
const DOCS_LAYOUT_CHUNK_NAMES: ReadonlySet<string> = new Set(DOCS_LAYOUT_COMPONENTS.map(routeChunkName));

/**
 * Renames Docusaurus's `common` group to `docs-layout` and adds the groups that join it and the
 * API reference's. Throws when the `common` group is missing, so a Docusaurus upgrade that renames
 * it fails the build instead of silently loading a dozen scripts a page again.
 */
export function groupScripts(config: WebpackConfigLike): void {
  const splitChunks = config.optimization?.splitChunks;
  const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined;
  const common = cacheGroups?.common;
  if (!cacheGroups || !common) throw new Error('[js-chunks] Docusaurus no longer has a "common" splitChunks cache group; see src/plugins/js-chunks');
  common.name = DOCS_LAYOUT_CHUNK;
  cacheGroups.docsLayout = {
    name: DOCS_LAYOUT_CHUNK,
    test: isInDocsLayout,
    chunks: 'async',
    type: SCRIPT_MODULE_TYPES,
    enforce: true,
    priority: DOCS_LAYOUT_PRIORITY,
  };
  cacheGroups.docsPluginRouteData = {
    name: DOCS_LAYOUT_CHUNK,
    test: DOCS_PLUGIN_ROUTE_DATA,
    chunks: 'async',
    enforce: true,
    priority: DOCS_LAYOUT_PRIORITY,
  };
  cacheGroups.apiReference = {
    name: API_REFERENCE_CHUNK,
    test: API_REFERENCE_COMPONENTS,
    type: SCRIPT_MODULE_TYPES,
    chunks: 'async',
    enforce: true,
    priority: API_REFERENCE_PRIORITY,
  };
}

/**
 * Puts a plugin that adds CHUNK_ASSET_FUNCTION with chunkAssetRuntimeCode in the place of
 * Docusaurus's ChunkAssetPlugin in the browser build's `plugins`. Throws when Docusaurus's is
 * missing, so a Docusaurus upgrade that renames or drops it is looked at (its client calls the
 * function to prefetch a page's chunks).
 */
export function replaceChunkAssetPlugin(plugins: BundlerPlugin[], bundler: Bundler): void {
  const index = plugins.findIndex((plugin) => plugin?.constructor?.name === DOCUSAURUS_CHUNK_ASSET_PLUGIN);
  if (index < 0) throw new Error(`[js-chunks] Docusaurus no longer adds its ${DOCUSAURUS_CHUNK_ASSET_PLUGIN} to the browser build; see src/plugins/js-chunks`);
  const code = chunkAssetRuntimeCode(bundler.RuntimeGlobals);
  class ChunkAssetRuntimeModule extends bundler.RuntimeModule {
    constructor() {
      // The stage Docusaurus's module has: after the runtime's own functions.
      super('ChunkAssetByIdRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
    }
    generate(): string {
      return code;
    }
    // Keeps nothing of the build: the compiler holds `generate` as long as it lives, so the
    // compilation the base class keeps here kept the compiler, and the native memory behind it,
    // alive to the end of the process (handbook/performance.md, "The API reference at scale").
    attach(): void {}
  }
  const name = 'js-chunks-chunk-asset';
  plugins[index] = {
    apply(compiler: CompilerLike) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (chunk) => compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule()));
      });
    },
  } as unknown as BundlerPlugin;
}

/** The one tslib require to replace: @docusaurus/utils-common's, which uses only `__importDefault`. */
export function isUtilsCommonTslibRequest(request: string, context: string): boolean {
  return request === 'tslib' && /[\\/]@docusaurus[\\/]utils-common[\\/]/.test(context);
}

/**
 * The layout components whose chunk in Docusaurus's route registry (`registry.js`, generated) is
 * not named as `routeChunkName` says: their code would stay in chunks of their own.
 */
export function misnamedLayoutChunks(registry: string): string[] {
  return DOCS_LAYOUT_COMPONENTS.filter((component) => !registry.includes(`/* webpackChunkName: "${routeChunkName(component)}" */ "${component}"`));
}

/** Docusaurus's generated route registry, whose browser copy registryLoader.mjs trims. */
export const routeRegistryFile = (generatedFilesDir: string): string => path.join(generatedFilesDir, 'registry.js');

/** Docusaurus's generated site config, whose browser copy siteConfigLoader.mjs trims. */
export const siteConfigFile = (generatedFilesDir: string): string => path.join(generatedFilesDir, 'docusaurus.config.mjs');

/** Docusaurus's generated route table and its chunk names, which routesLoader.mjs splits with the registry. */
export const routeTableFiles = (generatedFilesDir: string): string[] =>
  ['routes.js', 'routesChunkNames.json', 'registry.js'].map((file) => path.join(generatedFilesDir, file));

/** Docusaurus's client preload, which the browser build replaces with ./client/preload.ts. */
export function isCorePreloadRequest(request: string, context: string): boolean {
  return request === './preload' && /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(context);
}

/**
 * The server build's chunks. Docusaurus splits nothing there, so every module a page's chunk
 * imports beyond the entry (the reference's and console's components, their styles, their
 * libraries) was copied into each page chunk that uses it: 331 MB of server code written for 1,000
 * operations. Modules that two or more page chunks share go into one `shared` chunk instead (93 MB in
 * all), which rendering loads once.
 */
export const SERVER_SPLIT_CHUNKS = {
  chunks: 'async',
  cacheGroups: {default: false, defaultVendors: false, shared: {name: 'shared', chunks: 'async', minChunks: 2, enforce: true, reuseExistingChunk: true}},
} as const;

export default function jsChunksPlugin({generatedFilesDir, baseUrl}: LoadContext): Plugin {
  const routesLoader = path.join(__dirname, 'routesLoader.mjs');
  const siteConfigLoader = path.join(__dirname, 'siteConfigLoader.mjs');
  return {
    name: 'js-chunks',
    configureWebpack(config, isServer, {currentBundler}) {
      // The server build is never downloaded: its route table stays whole, and its rendering needs
      // the registry's module paths. Its table only gains the section loaders the browser's has
      // (they resolve at once), so code that imports them builds the same on both. Its chunks share
      // what several pages use (SERVER_SPLIT_CHUNKS).
      if (isServer) {
        const [routesFile] = routeTableFiles(generatedFilesDir);
        return {
          module: {rules: [{resource: routesFile, use: [{loader: routesLoader, options: {server: true}}]}]},
          optimization: {splitChunks: SERVER_SPLIT_CHUNKS},
        };
      }
      groupScripts(config as WebpackConfigLike);
      if (config.mode === 'production') replaceChunkAssetPlugin(config.plugins as unknown as BundlerPlugin[], currentBundler.instance as unknown as Bundler);
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const importDefault = path.join(__dirname, 'importDefault.ts');
      const preload = path.join(__dirname, 'client', 'preload.ts');
      return {
        ...(config.mode === 'production' && {output: {chunkFilename: CHUNK_FILENAME}, optimization: {chunkIds: CHUNK_IDS}}),
        module: {
          rules: [
            ...routeTableFiles(generatedFilesDir).map((resource) => ({resource, enforce: 'pre' as const, use: [{loader: routesLoader, options: {generatedFilesDir, baseUrl}}]})),
            {resource: siteConfigFile(generatedFilesDir), enforce: 'pre' as const, use: [{loader: siteConfigLoader}]},
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {request: string; context: string}) => {
            if (isUtilsCommonTslibRequest(resource.request, resource.context)) resource.request = importDefault;
          }),
          new NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {request: string; context: string}) => {
            if (isCorePreloadRequest(resource.request, resource.context)) resource.request = preload;
          }),
        ],
      };
    },
    async postBuild() {
      const misnamed = misnamedLayoutChunks(await readFile(routeRegistryFile(generatedFilesDir), 'utf8'));
      if (misnamed.length) {
        throw new Error(`[js-chunks] Docusaurus no longer names the chunks of ${misnamed.join(', ')} as routeChunkName() does, so they are not in the ${DOCS_LAYOUT_CHUNK} chunk; see src/plugins/js-chunks`);
      }
    },
  };
}
