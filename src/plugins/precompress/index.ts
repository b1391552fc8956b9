// Build-time plugin: once the build has finished, writes .gz and .br copies of the site's text files
// for the web server to send as they are (deploy/nginx/ serves them).
import type {Plugin} from '@docusaurus/types';
import {SERVER_FILES_DIR} from '../csp-hashes';
import {MCP_BUILD_DIR} from '../../mcp/buildOutput';
import {precompressDirectory} from './precompress';

const pending = new Set<string>();

async function precompressAndReport(outDir: string): Promise<void> {
  const started = Date.now();
  // Files for the web server and for the MCP server are read from disk, never sent compressed.
  const summary = await precompressDirectory(outDir, {exclude: [SERVER_FILES_DIR, MCP_BUILD_DIR]});
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `[precompress] ${summary.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(summary.originalBytes)} → gzip ${kb(summary.gzipBytes)}, brotli ${kb(summary.brotliBytes)}`,
  );
}

/**
 * Other plugins write files in postBuild too (sitemap, API downloads, llms.txt), concurrently with
 * this one: compressing now could miss a file or read one half-written. Node emits `beforeExit`
 * once the build command has nothing left to do, so the copies are made from the final files.
 */
function whenBuildIsDone(outDir: string): void {
  if (pending.has(outDir)) return;
  pending.add(outDir);
  process.once('beforeExit', () => {
    precompressAndReport(outDir)
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
      whenBuildIsDone(outDir);
    },
  };
}
