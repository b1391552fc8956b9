// Build-time plugin: while the build's last steps run and once they are done, writes .gz and .br
// copies of the site's text files for the web server to send as they are (deploy/nginx/ serves them).
import type {Plugin} from '@docusaurus/types';
import {SERVER_FILES_DIR} from '../csp-hashes';
import {MCP_BUILD_DIR} from '../../mcp/buildOutput';
import {Precompressor} from './precompress';

const pending = new Set<string>();

async function finishAndReport(precompressor: Precompressor): Promise<void> {
  const started = Date.now();
  const summary = await precompressor.finish();
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `[precompress] ${summary.files} files, ${summary.firstPassFiles} of them while the build's other steps ran, the rest in ${((Date.now() - started) / 1000).toFixed(1)} s after them: ` +
      `${kb(summary.originalBytes)} → gzip ${kb(summary.gzipBytes)}, brotli ${kb(summary.brotliBytes)}`,
  );
}

/**
 * Other plugins write files in postBuild too (sitemap, API downloads, llms.txt) and one rewrites
 * pages (css-chunks links their stylesheets), concurrently with this one. The pages and scripts the
 * build has written are compressed one at a time while they work (their postBuild steps keep one
 * thread busy, so this uses the other core); Node emits `beforeExit` once the build command has
 * nothing left to do, and the copies are then completed from the final files: those written since,
 * and those changed since they were read.
 */
function compressWhileBuildFinishes(outDir: string): void {
  if (pending.has(outDir)) return;
  pending.add(outDir);
  // Files for the web server and for the MCP server are read from disk, never sent compressed.
  const precompressor = new Precompressor(outDir, {exclude: [SERVER_FILES_DIR, MCP_BUILD_DIR]});
  void precompressor.begin();
  process.once('beforeExit', () => {
    finishAndReport(precompressor)
      .catch((error: unknown) => {
        console.error(`[precompress] failed for ${outDir}:`, error);
        process.exitCode = 1;
      })
      .finally(() => pending.delete(outDir));
  });
}

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      compressWhileBuildFinishes(outDir);
    },
  };
}
