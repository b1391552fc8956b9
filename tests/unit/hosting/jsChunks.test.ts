// How the browser's JavaScript is cut into files (src/plugins/js-chunks): the docs layout, the shared
// content components and the docs instances' route data in one chunk, the API reference's
// components in their own, tslib's one helper instead of all of tslib, a route registry without
// the module paths only server rendering reads, and chunk files the runtime names without a map.
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import jsChunksPlugin, {
  CHUNK_FILENAME,
  API_REFERENCE_CHUNK,
  API_REFERENCE_COMPONENTS,
  DOCS_LAYOUT_CHUNK,
  DOCS_LAYOUT_COMPONENTS,
  DOCS_PLUGIN_ROUTE_DATA,
  groupScripts,
  isDocsLayoutChunk,
  isUtilsCommonTslibRequest,
  misnamedLayoutChunks,
  routeChunkName,
  routeRegistryFile,
} from '../../../src/plugins/js-chunks';
import {stripModulePaths} from '../../../src/plugins/js-chunks/registryLoader.mjs';
import {__importDefault} from '../../../src/plugins/js-chunks/importDefault';

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
    expect(groups.docsLayout).toMatchObject({name: DOCS_LAYOUT_CHUNK, chunks: isDocsLayoutChunk, enforce: true});
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

describe('chunk files', () => {
  const plugin = jsChunksPlugin({generatedFilesDir: '/site/.docusaurus', baseUrl: '/app/docs/1.0.0/'} as LoadContext);
  /** What the plugin adds to the browser build's config in one mode. */
  const browserConfig = (mode: 'production' | 'development') => {
    class NormalModuleReplacementPlugin {
      constructor(readonly pattern: RegExp) {}
    }
    const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
    return plugin.configureWebpack!({...docusaurusConfig(), mode} as never, false, utils as never, undefined as never) as Record<string, unknown>;
  };

  it('are named by their id, which is their name, and the build’s hash: the runtime computes the name with no map', () => {
    expect(CHUNK_FILENAME).toBe('assets/js/[id].[fullhash:8].js');
    expect(browserConfig('production')).toMatchObject({output: {chunkFilename: CHUNK_FILENAME}, optimization: {chunkIds: 'named'}});
  });

  it('keep Docusaurus’s names in development', () => {
    const config = browserConfig('development');
    expect(config.output).toBeUndefined();
    expect(config.optimization).toBeUndefined();
  });
});
