// Build-time plugin: draws every Mermaid diagram of the docs and recipes to SVG files, light and
// dark, before the pages are compiled; `remark.ts` then puts the files in the pages as images, so
// a page with a diagram ships no Mermaid code and shows its diagram without JavaScript. Without a
// browser (or if drawing fails) the diagrams stay Mermaid code for the theme's client renderer.
import path from 'node:path';
import {mkdir, readFile, readdir, writeFile, access} from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DIAGRAM_MODES, diagramCacheDir, diagramFileName, diagramKey, extractMermaidBlocks} from './diagrams';
import {drawDiagrams} from './render';

/** The content folders whose pages may hold diagrams. */
export const DIAGRAM_SOURCE_DIRS = ['docs', 'recipes'];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export async function drawMissingDiagrams(siteDir: string): Promise<{drawn: number; cached: number; skipped: boolean}> {
  const cacheDir = diagramCacheDir(siteDir);
  const codes = new Set<string>();
  for (const dir of DIAGRAM_SOURCE_DIRS) {
    for (const file of await sourceFiles(path.join(siteDir, dir))) {
      for (const code of extractMermaidBlocks(await readFile(file, 'utf8'))) codes.add(code);
    }
  }
  const missing: string[] = [];
  for (const code of codes) {
    const key = diagramKey(code);
    const present = await Promise.all(DIAGRAM_MODES.map(({mode}) => exists(path.join(cacheDir, diagramFileName(key, mode)))));
    if (!present.every(Boolean)) missing.push(code);
  }
  const drawn = await drawDiagrams(missing, {siteDir});
  if (drawn === null) return {drawn: 0, cached: codes.size - missing.length, skipped: true};
  await mkdir(cacheDir, {recursive: true});
  for (const [code, svgs] of drawn) {
    const key = diagramKey(code);
    for (const {mode} of DIAGRAM_MODES) await writeFile(path.join(cacheDir, diagramFileName(key, mode)), svgs[mode]);
  }
  return {drawn: drawn.size, cached: codes.size - missing.length, skipped: false};
}

export default function mermaidSvgPlugin(context: LoadContext): Plugin {
  return {
    name: 'mermaid-svg',
    getPathsToWatch: () => DIAGRAM_SOURCE_DIRS.map((dir) => path.join(context.siteDir, dir, '**/*.{md,mdx}')),
    async loadContent() {
      try {
        const result = await drawMissingDiagrams(context.siteDir);
        if (result.skipped) {
          console.warn('[mermaid-svg] no browser to draw diagrams with; pages keep the client-side Mermaid renderer');
        } else if (result.drawn > 0) {
          console.log(`[mermaid-svg] drew ${result.drawn} diagrams (${result.cached} already drawn)`);
        }
      } catch (error) {
        // A diagram Mermaid cannot draw must not stop the build: the client renderer shows its error.
        console.warn(`[mermaid-svg] drawing failed, pages keep the client-side renderer: ${(error as Error).message}`);
      }
    },
  };
}
