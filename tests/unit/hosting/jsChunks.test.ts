// How the browser's JavaScript is cut into files (src/plugins/js-chunks): the docs layout, the shared
// content components and the docs instances' route data in one chunk, the API reference's
// components in their own, tslib's one helper instead of all of tslib, a route registry without
// the module paths only server rendering reads, a site config without the fields only the build
// reads, and chunk files the runtime names without a map,
// from an id or from a name; and a server build that holds a module several pages share once.
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import jsChunksPlugin, {
  CHUNK_ASSET_FUNCTION,
  CHUNK_FILENAME,
  chunkAssetRuntimeCode,
  API_REFERENCE_CHUNK,
  API_REFERENCE_COMPONENTS,
  DOCS_LAYOUT_CHUNK,
  DOCS_LAYOUT_COMPONENTS,
  DOCS_PLUGIN_ROUTE_DATA,
  groupScripts,
  isDocsLayoutChunk,
  isInDocsLayout,
  isUtilsCommonTslibRequest,
  misnamedLayoutChunks,
  replaceChunkAssetPlugin,
  routeChunkName,
  routeRegistryFile,
  SERVER_SPLIT_CHUNKS,
  siteConfigFile,
} from '../../../src/plugins/js-chunks';
import {stripModulePaths} from '../../../src/plugins/js-chunks/registryLoader.mjs';
import {BUILD_ONLY_FIELDS, withoutBuildOnlyFields} from '../../../src/plugins/js-chunks/siteConfigLoader.mjs';
import {__importDefault} from '../../../src/plugins/js-chunks/importDefault';
import {withServerBundle} from '../../support/serverBundle';

/** The part of Docusaurus's client config this plugin changes, as @docusaurus/core writes it. */
const docusaurusConfig = () => ({
  optimization: {
    splitChunks: {
      cacheGroups: {
        default: false as const,
        common: {name: 'common', minChunks: 70, priority: 40} as Record<string, unknown>,
        styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50} as Record<string, unknown>,
      },
    },
  },
});

describe('groupScripts', () => {
  it('puts the content components of more than half the pages into the docs layout chunk', () => {
    const config = docusaurusConfig();
    groupScripts(config);
    expect(config.optimization.splitChunks.cacheGroups.common).toEqual({name: DOCS_LAYOUT_CHUNK, minChunks: 70, priority: 40});
  });

  it('puts the docs layout route chunks and the docs instances route data into the docs layout chunk, never CSS', () => {
    const config = docusaurusConfig();
    groupScripts(config);
    const groups = config.optimization.splitChunks.cacheGroups as unknown as Record<string, Record<string, unknown>>;
    expect(groups.docsLayout).toMatchObject({name: DOCS_LAYOUT_CHUNK, test: isInDocsLayout, chunks: 'async', enforce: true});
    expect(groups.docsPluginRouteData).toMatchObject({name: DOCS_LAYOUT_CHUNK, test: DOCS_PLUGIN_ROUTE_DATA, chunks: 'async', enforce: true});
    for (const group of [groups.docsLayout, groups.apiReference]) {
      const type = group.type as RegExp;
      expect(type.test('css/mini-extract')).toBe(false);
      expect(['javascript/auto', 'javascript/esm', 'json'].every((moduleType) => type.test(moduleType))).toBe(true);
      // Below the stylesheet groups, above Docusaurus's own.
      expect(group.priority).toBeGreaterThan(40);
      expect(group.priority).toBeLessThan(groups.styles.priority as number);
    }
  });

  it('gives the API reference components a chunk of their own', () => {
    const config = docusaurusConfig();
    groupScripts(config);
    const groups = config.optimization.splitChunks.cacheGroups as unknown as Record<string, Record<string, unknown>>;
    expect(groups.apiReference).toMatchObject({name: API_REFERENCE_CHUNK, test: API_REFERENCE_COMPONENTS, chunks: 'async', enforce: true});
    expect(groups.apiReference.priority).toBeGreaterThan(groups.docsLayout.priority as number);
    expect(API_REFERENCE_COMPONENTS.test('/site/src/components/ApiReference/index.tsx')).toBe(true);
    expect(API_REFERENCE_COMPONENTS.test('/site/src/components/ApiConsole/index.tsx')).toBe(false);
  });

  it('selects the four docs layout route chunks by the names Docusaurus gives them, and no other chunk', () => {
    expect(isDocsLayoutChunk({name: routeChunkName('@theme/DocItem')})).toBe(true);
    expect(DOCS_LAYOUT_COMPONENTS.every((component) => isDocsLayoutChunk({name: routeChunkName(component)}))).toBe(true);
    expect(isDocsLayoutChunk({name: routeChunkName('@site/docs/index.mdx')})).toBe(false);
    expect(isDocsLayoutChunk({name: 'api-console'})).toBe(false);
    expect(isDocsLayoutChunk({name: null})).toBe(false);
  });

  it('takes every module of the docs layout route chunks, from every chunk that has it too', () => {
    const layout = {name: routeChunkName('@theme/DocItem')};
    const page = {name: routeChunkName('@site/.api-reference/create-dataset.mdx')};
    const chunksOf = new Map<string, {name: string}[]>([
      ['code block', [layout, page]],
      ['doc item', [layout]],
      ['page content', [page]],
      ['console', [{name: 'api-console'}]],
    ]);
    const chunkGraph = {getModuleChunksIterable: (module: unknown) => chunksOf.get(module as string) ?? []};
    expect(isInDocsLayout('code block', {chunkGraph})).toBe(true);
    expect(isInDocsLayout('doc item', {chunkGraph})).toBe(true);
    expect(isInDocsLayout('page content', {chunkGraph})).toBe(false);
    expect(isInDocsLayout('console', {chunkGraph})).toBe(false);
    expect(isInDocsLayout('unused', {chunkGraph})).toBe(false);
  });

  it('takes the route data of every docs instance and nothing else', () => {
    expect(DOCS_PLUGIN_ROUTE_DATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/recipes/__plugin.json')).toBe(true);
    expect(DOCS_PLUGIN_ROUTE_DATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/app-docs-1-0-0-06c.json')).toBe(false);
    expect(DOCS_PLUGIN_ROUTE_DATA.test('/site/.docusaurus/docusaurus-plugin-content-pages/default/__plugin.json')).toBe(false);
  });

  it('fails the build when Docusaurus has no "common" cache group any more', () => {
    expect(() => groupScripts({optimization: {splitChunks: {cacheGroups: {}}}})).toThrow(/no longer has a "common" splitChunks cache group/);
    expect(() => groupScripts({optimization: {splitChunks: false}})).toThrow(/common/);
  });
});

describe('misnamedLayoutChunks', () => {
  const registryEntry = (component: string, name = routeChunkName(component)) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${component}"), "${component}", require.resolveWeak("${component}")],`;

  it('is empty when the registry names every layout chunk as expected', () => {
    const registry = `export default {\n${DOCS_LAYOUT_COMPONENTS.map((component) => registryEntry(component)).join('\n')}\n};`;
    expect(misnamedLayoutChunks(registry)).toEqual([]);
  });

  it('names the layout components whose chunks are named otherwise', () => {
    const registry = DOCS_LAYOUT_COMPONENTS.map((component) => registryEntry(component, component === '@theme/DocItem' ? 'theme-DocItem-123' : undefined)).join('\n');
    expect(misnamedLayoutChunks(registry)).toEqual(['@theme/DocItem']);
  });
});

describe('the tslib helper', () => {
  it('replaces only the tslib that @docusaurus/utils-common requires', () => {
    expect(isUtilsCommonTslibRequest('tslib', '/site/node_modules/@docusaurus/utils-common/lib')).toBe(true);
    expect(isUtilsCommonTslibRequest('tslib', '/site/node_modules/minisearch/dist')).toBe(false);
    expect(isUtilsCommonTslibRequest('tslib/modules/index.js', '/site/node_modules/@docusaurus/utils-common/lib')).toBe(false);
  });

  it('behaves as tslib __importDefault: CommonJS modules get a default, ES modules stay as they are', () => {
    const commonJs = {addTrailingSlash: () => ''};
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: () => ''};
    expect(__importDefault(esModule)).toBe(esModule);
  });
});

describe('the browser copy of the route registry', () => {
  const entry = (name: string, modulePath: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

  it('keeps each entry loader and module id and drops its module path', () => {
    const registry = `export default {\n${entry('17896441', '@theme/DocItem')}\n${entry('31b71100', '@site/recipes/async-export.mdx')}\n};\n`;
    expect(stripModulePaths(registry)).toBe(
      'export default {\n' +
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],\n' +
        '  "31b71100": [() => import(/* webpackChunkName: "31b71100" */ "@site/recipes/async-export.mdx"), 0, require.resolveWeak("@site/recipes/async-export.mdx")],\n' +
        '};\n',
    );
  });

  it('handles paths with escaped characters', () => {
    const modulePath = String.raw`@site/docs/a \"quoted\" name.mdx`;
    expect(stripModulePaths(entry('0a1b2c3d', modulePath))).not.toContain(`), "${modulePath}",`);
  });

  it('fails the build when an entry is not in the shape Docusaurus writes', () => {
    const changed = `  "17896441": [() => import("@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],`;
    expect(() => stripModulePaths(`${entry('31b71100', '@site/recipes/async-export.mdx')}\n${changed}`)).toThrow(/1 of 2 route registry entries/);
  });

  it('applies to the generated registry file only', () => {
    expect(routeRegistryFile('/site/.docusaurus')).toBe('/site/.docusaurus/registry.js');
  });
});

/** Docusaurus's plugin that adds the chunk asset function (a stand-in with its class name). */
class ChunkAssetPlugin {}
/** The bundler classes and names the plugin uses, as Rspack and webpack export them. */
class RuntimeModule {
  static STAGE_ATTACH = 10;
  constructor(
    readonly name: string,
    readonly stage = 0,
  ) {}
  generate(): string {
    return '';
  }
}
const RUNTIME_GLOBALS = {publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u'};
const bundler = () => ({RuntimeModule, RuntimeGlobals: RUNTIME_GLOBALS});

/** Runs the chunk asset function's code with a runtime whose files are named as CHUNK_FILENAME names them. */
function chunkAssetFunction(code: string): (chunkName: string) => string {
  const runtime = {p: '/app/docs/1.0.0/', u: (id: string) => `assets/js/${id}.0a1b2c3d.js`} as Record<string, unknown>;
  new Function('__webpack_require__', code)(runtime);
  return runtime.gca as (chunkName: string) => string;
}

/** The runtime modules the plugin in `plugins` adds to a chunk, as the bundler would call it. */
function runtimeModulesOf(plugin: unknown): RuntimeModule[] {
  const added: RuntimeModule[] = [];
  let onRequirements: (chunk: unknown) => void = () => undefined;
  const compilation = {
    hooks: {additionalTreeRuntimeRequirements: {tap: (_: string, fn: (chunk: unknown) => void) => (onRequirements = fn)}},
    addRuntimeModule: (_: unknown, module: RuntimeModule) => added.push(module),
  };
  (plugin as {apply(compiler: unknown): void}).apply({hooks: {thisCompilation: {tap: (_: string, fn: (c: unknown) => void) => fn(compilation)}}});
  onRequirements({name: 'main'});
  return added;
}

describe('the browser copy of the site config', () => {
  // As @docusaurus/core's codegen writes .docusaurus/docusaurus.config.mjs.
  const generated = (config: Record<string, unknown>) => `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  const config = {
    title: 'API Documentation',
    baseUrl: '/app/docs/1.0.0/',
    future: {experimental_router: 'browser'},
    themeConfig: {navbar: {items: []}},
    customFields: {docsVersion: {version: '1.0.0'}},
    plugins: [['./src/plugins/docs-groups/index.ts', {path: 'docs'}]],
    themes: ['@docusaurus/theme-classic'],
    headTags: [{tagName: 'script', innerHTML: 'window.x = 1'}],
    markdown: {mermaid: true},
    ssrTemplate: '<html><%~ it.appHtml %></html>',
  };

  it('keeps what pages render from and drops the fields only the build reads', async () => {
    const trimmed = withoutBuildOnlyFields(generated(config));
    expect(trimmed.startsWith("/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ")).toBe(true);
    const {default: browserConfig} = await import(`data:text/javascript,${encodeURIComponent(trimmed)}`);
    expect(browserConfig).toEqual({title: config.title, baseUrl: config.baseUrl, future: config.future, themeConfig: config.themeConfig, customFields: config.customFields});
    expect(BUILD_ONLY_FIELDS).toEqual(expect.arrayContaining(['plugins', 'themes', 'headTags', 'markdown', 'ssrTemplate']));
  });

  it('is what the plugin gives the browser build, and the server build keeps the whole config', () => {
    const plugin = jsChunksPlugin({generatedFilesDir: '/site/.docusaurus', baseUrl: '/'} as LoadContext);
    const bundler = {instance: {NormalModuleReplacementPlugin: class {}}} as never;
    type Rule = {resource?: string; use?: {loader: string}[]};
    const rulesFor = (isServer: boolean) =>
      (plugin.configureWebpack!({...docusaurusConfig(), mode: 'development', plugins: []} as never, isServer, {currentBundler: bundler} as never, undefined) as {module?: {rules?: Rule[]}}).module
        ?.rules ?? [];
    const configRule = (rules: Rule[]) => rules.find((rule) => rule.resource === siteConfigFile('/site/.docusaurus'));
    expect(configRule(rulesFor(false))?.use?.[0]?.loader).toMatch(/siteConfigLoader\.mjs$/);
    expect(configRule(rulesFor(true))).toBeUndefined();
  });

  it('stops the build when the file is not the JSON default export it expects', () => {
    expect(() => withoutBuildOnlyFields('export default siteConfig;\n')).toThrow(/siteConfigLoader\.mjs expects/);
    expect(() => withoutBuildOnlyFields('module.exports = {};\n')).toThrow(/no default export/);
  });
});

describe('the chunk asset function', () => {
  it('gives a chunk’s file from its name with no map of the chunks', () => {
    const code = chunkAssetRuntimeCode(RUNTIME_GLOBALS);
    expect(code).toMatch(new RegExp(`^${CHUNK_ASSET_FUNCTION.replace(/[.]/g, '\\.')} = `));
    expect(code).not.toMatch(/[{]\s*"/);
    expect(chunkAssetFunction(code)('routes-egress')).toBe('/app/docs/1.0.0/assets/js/routes-egress.0a1b2c3d.js');
  });

  it('replaces Docusaurus’s plugin in place with one that adds that function to the runtime', () => {
    const before = {name: 'before'};
    const after = {name: 'after'};
    const plugins = [before, new ChunkAssetPlugin(), after];
    replaceChunkAssetPlugin(plugins, bundler());
    expect(plugins[0]).toBe(before);
    expect(plugins[2]).toBe(after);
    expect(plugins[1]).not.toBeInstanceOf(ChunkAssetPlugin);
    const modules = runtimeModulesOf(plugins[1]);
    expect(modules).toHaveLength(1);
    expect(modules[0]).toBeInstanceOf(RuntimeModule);
    expect(modules[0].stage).toBe(10);
    expect(chunkAssetFunction(modules[0].generate())('api-console')).toBe('/app/docs/1.0.0/assets/js/api-console.0a1b2c3d.js');
  });

  it('fails the build when Docusaurus no longer adds its plugin', () => {
    expect(() => replaceChunkAssetPlugin([new (class OtherPlugin {})()], bundler())).toThrow(/no longer adds its ChunkAssetPlugin/);
  });
});

describe('chunk files', () => {
  const plugin = jsChunksPlugin({generatedFilesDir: '/site/.docusaurus', baseUrl: '/app/docs/1.0.0/'} as LoadContext);
  /** What the plugin adds to the browser build's config in one mode, and the config's plugins after it ran. */
  const browserConfig = (mode: 'production' | 'development') => {
    class NormalModuleReplacementPlugin {
      constructor(readonly pattern: RegExp) {}
    }
    const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin, ...bundler()}}};
    const config = {...docusaurusConfig(), mode, plugins: [new ChunkAssetPlugin()]};
    const added = plugin.configureWebpack!(config as never, false, utils as never, undefined as never) as Record<string, unknown>;
    return Object.assign(added, {pluginsAfter: config.plugins});
  };

  it('are named by their id, which is their name, and the build’s hash: the runtime computes the name with no map', () => {
    expect(CHUNK_FILENAME).toBe('assets/js/[id].[fullhash:8].js');
    const config = browserConfig('production');
    expect(config).toMatchObject({output: {chunkFilename: CHUNK_FILENAME}, optimization: {chunkIds: 'named'}});
    expect(config.pluginsAfter[0]).not.toBeInstanceOf(ChunkAssetPlugin);
  });

  it('keep Docusaurus’s names in development', () => {
    const config = browserConfig('development');
    expect(config.output).toBeUndefined();
    expect(config.optimization).toBeUndefined();
    expect(config.pluginsAfter[0]).toBeInstanceOf(ChunkAssetPlugin);
  });
});

describe('the server build', () => {
  /** Two pages that load their content on demand, as route components do, and share one component. */
  function bundleForServer(splitChunks: false | typeof SERVER_SPLIT_CHUNKS): Promise<Map<string, string>> {
    const sources = {
      'entry.js': "export const pages = [() => import('./pageA.js'), () => import('./pageB.js')];\n",
      'shared.js': "export const fieldTable = (rows) => rows.map((row) => `<tr>${row}</tr>`).join('');\n",
      ...Object.fromEntries(['pageA', 'pageB'].map((name) => [`${name}.js`, `import {fieldTable} from './shared.js';\nexport default () => fieldTable(['${name}']);\n`])),
    };
    return withServerBundle(sources, {splitChunks}, async ({files, entry}) => {
      const pages = entry.pages as (() => Promise<{default: () => string}>)[];
      expect(await Promise.all(pages.map(async (load) => (await load()).default()))).toEqual(['<tr>pageA</tr>', '<tr>pageB</tr>']);
      return files;
    });
  }
  const copiesOfShared = (files: Map<string, string>) => [...files.values()].filter((code) => code.includes('<tr>${row}</tr>')).length;

  it('holds a module that several pages use once, in a shared chunk, and still renders every page', async () => {
    expect(copiesOfShared(await bundleForServer(false)), 'Docusaurus’s own setting copies it into each page').toBe(2);
    const files = await bundleForServer(SERVER_SPLIT_CHUNKS);
    expect(copiesOfShared(files)).toBe(1);
  });

  it('is what the plugin gives the server build, and the browser build keeps its own chunks', () => {
    const plugin = jsChunksPlugin({generatedFilesDir: '/site/.docusaurus', baseUrl: '/'} as LoadContext);
    const bundler = {instance: {NormalModuleReplacementPlugin: class {}}} as never;
    const server = plugin.configureWebpack!({} as never, true, {currentBundler: bundler} as never, undefined) as {optimization?: {splitChunks?: unknown}};
    expect(server.optimization?.splitChunks).toBe(SERVER_SPLIT_CHUNKS);
  });
});
