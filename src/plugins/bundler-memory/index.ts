// Build-time plugin: once the build's compilers have been collected, runs one tiny rspack build so
// that rspack's worker threads hand back the memory those compilers held. rspack's allocator
// (mimalloc) returns a freed block to the thread that allocated it, and that thread takes it back
// (and, with src/config/bundlerMemory.ts, returns the emptied pages to the system) only when it
// next allocates; after bundling, the threads sit idle to the end of the process, so about 1 GB
// freed at 1,000 operations stayed resident through rendering and postBuild (handbook/performance.md,
// "The API reference at scale"). Nothing happens while a compiler lives (the dev server's never
// ends) or with webpack.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The part of rspack's API the idle build uses. */
type Rspack = (options: Record<string, unknown>) => {
  run(callback: (error: Error | null, stats?: {hasErrors(): boolean}) => void): void;
  close(callback: (error?: Error | null) => void): void;
};

/**
 * Builds two one-line modules, one importing the other, in a scratch folder it then removes: work
 * for rspack's threads, and so a chance to take back what other threads freed for them. Resolves
 * once the build is closed; a failure is the returned error, never a failed site build.
 */
export function runIdleBuild(rspack: Rspack): Promise<Error | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundler-memory-'));
  writeFileSync(path.join(dir, 'entry.js'), 'import("./later.js");\n');
  writeFileSync(path.join(dir, 'later.js'), 'export default 0;\n');
  return new Promise<Error | undefined>((resolve) => {
    const compiler = rspack({context: dir, mode: 'production', entry: './entry.js', output: {path: path.join(dir, 'out')}, infrastructureLogging: {level: 'none'}});
    compiler.run((error, stats) => {
      const failure = error ?? (stats?.hasErrors() ? new Error('the idle build had errors') : undefined);
      compiler.close((closeError) => resolve(failure ?? closeError ?? undefined));
    });
  }).finally(() => rmSync(dir, {recursive: true, force: true}));
}

/**
 * Calls `release` each time every compiler handed to `watch` so far has been collected. The
 * registry lives as long as the tracker: a collected registry calls nothing.
 */
export function releaseWhenCollected(release: () => void): {watch(compiler: object): void} {
  let alive = 0;
  const registry = new FinalizationRegistry<null>(() => {
    alive -= 1;
    if (alive === 0) release();
  });
  return {
    watch(compiler) {
      alive += 1;
      registry.register(compiler, null);
    },
  };
}

export default function bundlerMemoryPlugin(): Plugin {
  let tracker: ReturnType<typeof releaseWhenCollected> | undefined;
  return {
    name: 'bundler-memory',
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (currentBundler.name !== 'rspack') return {};
      const rspack = currentBundler.instance as unknown as Rspack;
      tracker ??= releaseWhenCollected(() => {
        void runIdleBuild(rspack).then((error) => {
          if (error) console.warn(`[bundler-memory] the build's memory stays in use to its end: an idle rspack build failed (${error.message})`);
        });
      });
      const watching = tracker;
      return {plugins: [{apply: (compiler: object) => watching.watch(compiler)}]};
    },
  };
}
