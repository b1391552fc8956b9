// A server build in miniature: rspack bundles the given files for Node as Docusaurus's server build
// does (one entry, commonjs2, not minified), in a scratch folder, for tests of what the site's
// bundler settings put into the server build.
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack, type RspackOptions} from '@rspack/core';

export type ServerBundle = {
  /** Every output file's text, by file name. */
  files: Map<string, string>;
  /** The entry module's exports, loaded as server rendering loads the bundle. */
  entry: Record<string, unknown>;
};

type Settings = {plugins?: RspackOptions['plugins']; splitChunks?: NonNullable<RspackOptions['optimization']>['splitChunks']};

/**
 * Bundles `sources` (file path → text; the entry is `entry.js`) with `plugins` and `splitChunks`,
 * and hands the result to `check` while the output still exists (chunks load from it on demand).
 */
export async function withServerBundle<T>(sources: Record<string, string>, {plugins = [], splitChunks = false}: Settings, check: (bundle: ServerBundle) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
  try {
    for (const [file, text] of Object.entries(sources)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), text);
    }
    const out = path.join(dir, 'out');
    const compiler = rspack({
      context: dir,
      mode: 'production',
      target: 'node',
      entry: {main: './entry.js'},
      output: {path: out, filename: 'server.bundle.js', libraryTarget: 'commonjs2'},
      optimization: {minimize: false, splitChunks},
      plugins,
    });
    await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve())));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const files = new Map(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
    const {default: entry} = (await import(path.join(out, 'server.bundle.js'))) as {default: Record<string, unknown>};
    return await check({files, entry});
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
