// Build-time plugin: every page's HTML arrives in the first round trip of its connection (./strip.ts
// says why and how). After the build, and before the compressed copies are made (src/plugins/build-end),
// a page too big for it leaves its last runs of blocks to its script. The search index, built from
// the pages before this step, still holds all of their text.
import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {atBuildEnd} from '../build-end';
import {markdownFileFor, markdownPathFor} from '../agent-docs/markdownPath';
import {brotliOptions} from '../precompress/precompress';
import {fitToBudget, noScriptNotice, PAGE_BYTES_BUDGET} from './strip';
import {UNIT_ATTRIBUTE} from './unit';

const brotli = promisify(zlib.brotliCompress);

/** The compressed size of a page, as the server sends it (the settings of src/plugins/precompress). */
export function pageBytes(html: string): number {
  const buffer = Buffer.from(html);
  return zlib.brotliCompressSync(buffer, brotliOptions('index.html', buffer.length)).length;
}

/** The site path of the page built at `relativeFile` (`recipes/x/index.html` → `/base/recipes/x/`). */
export function routeOf(relativeFile: string, baseUrl: string): string {
  const folder = path.posix.dirname(relativeFile);
  return folder === '.' ? baseUrl : `${baseUrl}${folder}/`;
}

export type FittedPage = {file: string; before: number; after: number; leftOut: string[]; fits: boolean};

/** Fits every page of `outDir` that has runs and is over the budget; returns what it changed. */
export async function fitPages(outDir: string, baseUrl: string, budget = PAGE_BYTES_BUDGET): Promise<FittedPage[]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const fitted: FittedPage[] = [];
  // The first measure is the costly one (every page); zlib's async calls run on several threads.
  await Promise.all(
    files.map(async (relative) => {
      const file = path.join(outDir, relative);
      const html = await readFile(file, 'utf8');
      if (!html.includes(UNIT_ATTRIBUTE)) return;
      const before = (await brotli(Buffer.from(html), brotliOptions(relative, Buffer.byteLength(html)))).length;
      if (before <= budget) return;
      const route = routeOf(relative, baseUrl);
      const hasMarkdown = existsSync(path.join(outDir, markdownFileFor(route, baseUrl)));
      const notice = noScriptNotice(hasMarkdown ? markdownPathFor(route, baseUrl) : null);
      const result = fitToBudget(html, {budget, size: pageBytes, notice});
      await writeFile(file, result.html);
      fitted.push({file: relative, before, after: result.bytes, leftOut: result.leftOut, fits: result.fits});
    }),
  );
  return fitted.sort((a, b) => a.file.localeCompare(b.file));
}

function report(fitted: FittedPage[], budget: number): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  if (fitted.length === 0) return;
  console.log(`[deferred-content] ${fitted.length} pages over ${kb(budget)} leave their last runs to the script:`);
  for (const page of fitted) {
    const line = `  ${page.file}: ${kb(page.before)} → ${kb(page.after)}, ${page.leftOut.length} runs left out`;
    if (page.fits) console.log(line);
    else console.warn(`${line}; still over: its first run alone is too big`);
  }
}

export default function deferredContentPlugin(context: LoadContext): Plugin {
  return {
    name: 'deferred-content',
    async postBuild({outDir}) {
      atBuildEnd(outDir, 'pages', async (dir) => report(await fitPages(dir, context.baseUrl), PAGE_BYTES_BUDGET));
    },
  };
}
