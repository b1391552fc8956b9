// The build lets go of rspack's compilers when bundling ends, and rspack's allocator hands back what
// they held (src/config/bundlerMemory.ts, src/plugins/bundler-memory). Three things kept a compiler
// alive to the end of the process: a function `test` in a splitChunks cache group (rspack's wrapper
// of it, patched in patches/ to hold its compiler weakly), Docusaurus's ReactLoadableSSRAddon
// (patched to let go after it writes its manifest) and js-chunks' runtime module.
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import ReactLoadableSSRAddon from 'react-loadable-ssr-addon-v5-slorber';
import {afterAll, describe, expect, it} from 'vitest';
import {BUNDLER_ALLOCATOR_ENV, returnFreedBundlerMemory} from '@site/src/config/bundlerMemory';
import {isInDocsLayout, replaceChunkAssetPlugin} from '@site/src/plugins/js-chunks';
import bundlerMemoryPlugin, {releaseWhenCollected, runIdleBuild} from '@site/src/plugins/bundler-memory';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Collects garbage until `done()` or 50 times, letting finalisation callbacks run in between. */
async function collectUntil(done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50 && !done(); attempt += 1) {
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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
   * Builds the two files as the site's browser build is set up, with the bundler-memory plugin's own
   * plugin among the others, and closes the compiler. Resolves to the build's plugins, which
   * Docusaurus holds in its config until the whole build ends. The plugin is given `bundler` as
   * Docusaurus's rspack.
   */
  async function buildAndClose(memoryPlugin: ReturnType<typeof bundlerMemoryPlugin>, bundler: unknown): Promise<unknown[]> {
    // Stands for Docusaurus's plugin, which replaceChunkAssetPlugin finds by its class's name.
    class ChunkAssetPlugin {
      apply(): void {}
    }
    const {plugins: watching} = memoryPlugin.configureWebpack!({} as never, false, {currentBundler: {name: 'rspack', instance: bundler}} as never, undefined) as {plugins: unknown[]};
    const plugins: unknown[] = [new ReactLoadableSSRAddon({filename: path.join(dir, 'client-manifest.json')}), new ChunkAssetPlugin(), ...watching];
    replaceChunkAssetPlugin(plugins as never, rspack as never);
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: './index.js',
      output: {path: path.join(dir, 'out')},
      optimization: {minimize: false, splitChunks: {cacheGroups: {docsLayout: {name: 'docs-layout', test: isInDocsLayout, chunks: 'async', enforce: true}}}},
      plugins: plugins as RspackPluginInstance[],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
    );
    return plugins;
  }

  it('is collected once nothing of the site holds it, and the plugin then runs its idle build, which leaves no folder', async () => {
    // The folder of each build the plugin runs. Made here, not in buildAndClose: a function made
    // there would share its scope, and so its compiler, with the plugin that keeps the function.
    const idleBuilds: string[] = [];
    const recordingRspack = (options: Record<string, unknown>) => {
      idleBuilds.push(options.context as string);
      return rspack(options);
    };
    // Held, as Docusaurus holds its plugins: the plugin's tracker lives in it.
    const memoryPlugin = bundlerMemoryPlugin();
    // Held to the end, as Docusaurus holds its config: the manifest plugin among them must not keep the compiler.
    const plugins = await buildAndClose(memoryPlugin, recordingRspack);
    await collectUntil(() => idleBuilds.length > 0);
    expect(idleBuilds, 'the compiler was collected and the idle build started').toHaveLength(1);
    for (let attempt = 0; attempt < 100 && existsSync(idleBuilds[0]); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(idleBuilds[0]), 'the idle build finished and removed its folder').toBe(false);
    expect(plugins).toHaveLength(3);
    expect(memoryPlugin.name).toBe('bundler-memory');
  }, 30_000);
});

describe('the release', () => {
  it('runs once every compiler watched so far is collected', async () => {
    let released = 0;
    const tracker = releaseWhenCollected(() => (released += 1));
    // The server's compiler is held in an array, the client's nowhere once watched.
    const held: object[] = [{name: 'server'}];
    tracker.watch(held[0]);
    tracker.watch({name: 'client'});
    await collectUntil(() => released > 0);
    expect(released, 'one of two collected').toBe(0);
    held.length = 0;
    await collectUntil(() => released > 0);
    expect(released).toBe(1);
  }, 30_000);

  it('is an rspack build that succeeds, and leaves no folder behind', async () => {
    const contexts: string[] = [];
    const recording = (options: Record<string, unknown>) => {
      contexts.push(options.context as string);
      return rspack(options);
    };
    await expect(runIdleBuild(recording as never)).resolves.toBeUndefined();
    expect(contexts).toHaveLength(1);
    expect(existsSync(contexts[0])).toBe(false);
  }, 30_000);

  it('resolves to the error of a build that fails, and still removes its folder', async () => {
    let context = '';
    const failing = (options: Record<string, unknown>) => {
      context = options.context as string;
      return {run: (callback: (error: Error | null) => void) => callback(new Error('no threads')), close: (callback: () => void) => callback()};
    };
    await expect(runIdleBuild(failing as never)).resolves.toMatchObject({message: 'no threads'});
    expect(existsSync(context)).toBe(false);
  });

  it('adds nothing to a webpack build', () => {
    expect(bundlerMemoryPlugin().configureWebpack!({} as never, false, {currentBundler: {name: 'webpack', instance: rspack}} as never, undefined)).toEqual({});
  });
});
