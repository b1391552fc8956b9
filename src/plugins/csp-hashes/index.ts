// Build-time plugin: writes the hashes of the built HTML's inline scripts (the colour-mode script,
// the dev/QA session guard, …) as an nginx snippet, so the production Content-Security-Policy can
// forbid every other inline script without breaking these.
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cspHashSources, nginxCspSnippet} from './inlineScripts';

/** Build folder for files meant for the web server, not the browser; deploy/nginx/ refuses to serve it. */
export const SERVER_FILES_DIR = '_nginx';
export const CSP_SNIPPET_FILE = `${SERVER_FILES_DIR}/csp-script-hashes.conf`;

async function readHtmlPages(root: string): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  return Promise.all(files.map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')));
}

export default function cspHashesPlugin(context: LoadContext): Plugin {
  return {
    name: 'csp-hashes',
    async postBuild({outDir}) {
      const sources = cspHashSources(await readHtmlPages(outDir));
      await mkdir(path.join(outDir, SERVER_FILES_DIR), {recursive: true});
      await writeFile(path.join(outDir, CSP_SNIPPET_FILE), nginxCspSnippet(sources, context.baseUrl));
    },
  };
}
