// Build-time plugin: once the build has finished, writes .gz and .br copies of the site's text files
// for the web server to send as they are (deploy/nginx/ serves them). It runs last of the build-end
// steps (src/plugins/build-end), after every other plugin has written its files and the pages are final.
import type {Plugin} from '@docusaurus/types';
import {atBuildEnd} from '../build-end';
import {SERVER_FILES_DIR} from '../csp-hashes';
import {precompressDirectory} from './precompress';

async function precompressAndReport(outDir: string): Promise<void> {
  const started = Date.now();
  const summary = await precompressDirectory(outDir, {exclude: [SERVER_FILES_DIR]});
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `[precompress] ${summary.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(summary.originalBytes)} → gzip ${kb(summary.gzipBytes)}, brotli ${kb(summary.brotliBytes)}`,
  );
}

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      atBuildEnd(outDir, 'compress', precompressAndReport);
    },
  };
}
