// The build lets go of rspack's compilers when bundling ends, and rspack's allocator hands back what
// they held (src/config/bundlerMemory.ts). Three things kept a compiler alive to the end of the
// process: a function `test` in a splitChunks cache group (rspack's wrapper of it, patched in
// patches/ to hold its compiler weakly), Docusaurus's ReactLoadableSSRAddon (patched to let go
// after it writes its manifest) and js-chunks' runtime module (src/plugins/js-chunks).
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import ReactLoadableSSRAddon from 'react-loadable-ssr-addon-v5-slorber';
import {afterAll, describe, expect, it} from 'vitest';
import {BUNDLER_ALLOCATOR_ENV, returnFreedBundlerMemory} from '@site/src/config/bundlerMemory';
import {isInDocsLayout, replaceChunkAssetPlugin} from '@site/src/plugins/js-chunks';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('the allocator options', () => {
  it('are set where the environment has none, and a value already set is kept', () => {
    const env: NodeJS.ProcessEnv = {MIMALLOC_PURGE_DELAY: '25'};
    returnFreedBundlerMemory(env);
    expect(env).toEqual({...BUNDLER_ALLOCATOR_ENV, MIMALLOC_PURGE_DELAY: '25'});
    expect(BUNDLER_ALLOCATOR_ENV).toEqual({MIMALLOC_PURGE_DELAY: '0', MIMALLOC_ABANDONED_PAGE_PURGE: '1'});
  });
});

describe('a compiler after its build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundler-memory-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  writeFileSync(path.join(dir, 'index.js'), 'import("./page.js").then((page) => console.log(page.default));\n');
  writeFileSync(path.join(dir, 'page.js'), 'export default "ACME_CORP";\n');

  /**
   * Builds the two files as the site's browser build is set up and closes the compiler. Resolves to
   * the build's plugins, which Docusaurus holds in its config until the whole build ends.
   */
  async function buildAndClose(collected: FinalizationRegistry<string>): Promise<unknown[]> {
    // Stands for Docusaurus's plugin, which replaceChunkAssetPlugin finds by its class's name.
    class ChunkAssetPlugin {
      apply(): void {}
    }
    const plugins: unknown[] = [new ReactLoadableSSRAddon({filename: path.join(dir, 'client-manifest.json')}), new ChunkAssetPlugin()];
    replaceChunkAssetPlugin(plugins as never, rspack as never);
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: './index.js',
      output: {path: path.join(dir, 'out')},
      optimization: {minimize: false, splitChunks: {cacheGroups: {docsLayout: {name: 'docs-layout', test: isInDocsLayout, chunks: 'async', enforce: true}}}},
      plugins: plugins as RspackPluginInstance[],
    });
    collected.register(compiler, 'compiler');
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
    );
    return plugins;
  }

  it('is collected once nothing of the site holds it', async () => {
    let collected = false;
    // Held here: a registry that is itself collected calls nothing.
    const registry = new FinalizationRegistry<string>(() => (collected = true));
    // Held to the end, as Docusaurus holds its config: the manifest plugin among them must not keep the compiler.
    const plugins = await buildAndClose(registry);
    for (let attempt = 0; attempt < 50 && !collected; attempt += 1) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(collected, 'the compiler was collected').toBe(true);
    expect(plugins).toHaveLength(2);
  }, 30_000);
});
