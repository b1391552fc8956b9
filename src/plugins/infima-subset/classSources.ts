// Owns where class names and custom properties can come from (the files infima-subset reads),
// and reading class names out of CSS and built HTML.
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

export type ClassSourceOptions = {
  /** More folders, relative to the site, whose files can name classes (the test build's fixtures). */
  extraClassSources?: string[];
};

/**
 * A folder whose files (with one of `extensions`, in any subfolder, apart from those whose path
 * matches `exclude`) can name classes, or one file.
 */
export type ClassSource = {dir: string; extensions: readonly string[]; exclude?: RegExp} | {file: string};

/** Files that can put a class on a page: code, content and config. Stylesheets only use classes. */
const MARKUP_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.md', '.mdx'];

/** Our folders and files that can name a class: components, swizzles, plugins that write markup, content, config. */
const SITE_CLASS_SOURCES: ReadonlyArray<{dir: string} | {file: string}> = [
  {dir: 'src'},
  {dir: 'docs'},
  {dir: 'recipes'},
  {dir: 'feedback'},
  {file: 'docusaurus.config.ts'},
  {file: 'sidebars.ts'},
];

/**
 * Packages whose code renders markup onto our pages, each with the folder of that code. The theme's
 * components name Infima classes as whole strings ('dropdown--show', 'alert alert--info'), so
 * reading the code finds every class they can set.
 */
export const PACKAGE_CLASS_SOURCES: ReadonlyArray<{name: string; dir: string}> = [
  {name: '@docusaurus/theme-classic', dir: 'lib'},
  {name: '@docusaurus/theme-common', dir: 'lib'},
  {name: '@docusaurus/theme-mermaid', dir: 'lib'},
  {name: '@docusaurus/core', dir: 'lib/client'},
  {name: '@docusaurus/mdx-loader', dir: 'lib'},
  {name: '@docusaurus/plugin-content-docs', dir: 'lib'},
  {name: '@easyops-cn/docusaurus-search-local', dir: 'dist/client'},
];

/** The folder a package is installed in: from its package.json, or from its entry point where it exports none. */
function packageDir(name: string, siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(name));
    while (!existsSync(path.join(dir, 'package.json'))) {
      if (path.dirname(dir) === dir) throw new Error(`[infima-subset] cannot find the folder of ${name}`);
      dir = path.dirname(dir);
    }
    return dir;
  }
}

/** The theme's blog components, which render nothing on a site without a blog. */
const BLOG_COMPONENTS = /[\\/]theme[\\/]Blog[^\\/]*[\\/]/;

/** Every source of class names, as absolute folders and files; the theme's blog only for a site with one. */
export function classSources(siteDir: string, options: ClassSourceOptions = {}, {blog = true}: {blog?: boolean} = {}): ClassSource[] {
  const site = [...SITE_CLASS_SOURCES, ...(options.extraClassSources ?? []).map((dir) => ({dir}))];
  return [
    ...site.map((source) => ('file' in source ? {file: path.join(siteDir, source.file)} : {dir: path.join(siteDir, source.dir), extensions: MARKUP_EXTENSIONS})),
    ...PACKAGE_CLASS_SOURCES.map(({name, dir}) => ({dir: path.join(packageDir(name, siteDir), dir), extensions: ['.js'], ...(blog ? {} : {exclude: BLOG_COMPONENTS})})),
  ];
}

/** The stylesheets beside the sources (ours, the theme's CSS modules), which may use Infima's custom properties. */
export function stylesheetSources(sources: ClassSource[]): ClassSource[] {
  return sources.flatMap((source) => ('dir' in source ? [{...source, extensions: ['.css']}] : []));
}

/** The text of every file of the sources, in a stable order. */
export async function readSources(sources: ClassSource[]): Promise<string[]> {
  const files: string[] = [];
  for (const source of sources) {
    if ('file' in source) {
      files.push(source.file);
      continue;
    }
    const entries = await readdir(source.dir, {recursive: true, withFileTypes: true});
    const matching = entries.filter((entry) => entry.isFile() && source.extensions.includes(path.extname(entry.name)));
    const paths = matching.map((entry) => path.join(entry.parentPath, entry.name));
    files.push(...paths.filter((file) => !source.exclude?.test(file)).sort());
  }
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Selectors of a stylesheet, without comments and declarations (a `.5rem` in a value is no class). */
function selectorText(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}');
}

/** Class names in a stylesheet's selectors. */
export function classesOfCss(css: string): Set<string> {
  return new Set([...selectorText(css).matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]));
}

/**
 * The words of a stylesheet's selectors other than class names: element names, attribute names
 * and values, pseudo-classes. Given to PurgeCSS as content so that it judges classes only.
 */
export function nonClassSelectorWords(css: string): string[] {
  return [...new Set(selectorText(css).replace(CLASS_IN_SELECTOR, ' ').match(/[\w-]+/g) ?? [])];
}

/** Class names set in a page's markup (`class="a b"`, `class=a`, as minified HTML writes them). */
export function classesOnPage(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * Custom properties that code or other stylesheets use: every `--name` that code mentions (it may
 * set or read one), and every `var(--name)` of a stylesheet.
 */
export function customPropertiesUsedBy(code: string[], stylesheets: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of code) for (const match of text.matchAll(/(?<![\w-])--[a-zA-Z][\w-]*/g)) names.add(match[0]);
  for (const text of stylesheets) for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) names.add(match[1]);
  return names;
}
