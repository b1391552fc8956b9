// Owns linking the page stylesheets (src/plugins/css-chunks) from the built pages that use them. The
// server-rendered HTML links only the main stylesheet; a page whose markup uses a class of a page
// stylesheet gets a link to it right after, so it is styled from the first paint. Reached by a
// client-side navigation instead, the page's chunks bring the stylesheet with them.
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {classesOfCss, classesOnPage} from '../infima-subset/classSources';

type PageStylesheet = {href: string; classes: ReadonlySet<string>};

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/g;

/** The page stylesheets of a page: those defining a class that the page's markup uses. */
export function stylesheetsUsedBy(html: string, stylesheets: readonly PageStylesheet[]): string[] {
  const used = classesOnPage(html);
  return stylesheets.filter(({classes}) => [...classes].some((name) => used.has(name))).map(({href}) => href);
}

/** The page with links to `hrefs` after its last stylesheet link (so they come later in the cascade). */
export function withStylesheetLinks(html: string, hrefs: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  const last = [...html.matchAll(STYLESHEET_LINK)].filter((match) => headEnd === -1 || match.index < headEnd).at(-1);
  if (!last) throw new Error('[css-chunks] a page without a stylesheet link: cannot link its page stylesheets');
  const at = last.index + last[0].length;
  return html.slice(0, at) + hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('') + html.slice(at);
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Links every page stylesheet (`assets/css/<prefix>*.css`) from the pages that use it. Other plugins
 * read the pages while this runs, so each page is replaced whole (written beside it, then renamed).
 */
export async function linkPageStylesheets(outDir: string, baseUrl: string, prefix: string): Promise<number> {
  const cssDir = path.join(outDir, 'assets/css');
  const names = (await readdir(cssDir)).filter((name) => name.startsWith(prefix) && name.endsWith('.css'));
  const stylesheets = await Promise.all(
    names.map(async (name) => ({href: `${baseUrl}assets/css/${name}`, classes: classesOfCss(await readFile(path.join(cssDir, name), 'utf8'))})),
  );
  let linked = 0;
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const hrefs = stylesheetsUsedBy(html, stylesheets);
    if (!hrefs.length) continue;
    await writeFile(`${file}.linking`, withStylesheetLinks(html, hrefs));
    await rename(`${file}.linking`, file);
    linked += 1;
  }
  return linked;
}
