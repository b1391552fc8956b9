// Build-time plugin: drops the rules and custom properties of Infima (the theme's CSS framework)
// that nothing on the site uses, so the stylesheet every page blocks on fits in the first round
// trip (handbook/performance.md), and fails the build if a page uses a class it dropped.
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import purgeCssPlugin from '@fullhuman/postcss-purgecss';
import type {AcceptedPlugin, Declaration, Helpers, Plugin as PostCssPlugin, Root} from 'postcss';
import {classesTheConfigNeverShows, configuresBlog, stylesheetsTheConfigNeverShows} from './configClasses';
import {
  classesOfCss,
  classesOnPage,
  classSources,
  customPropertiesUsedBy,
  nonClassSelectorWords,
  readSources,
  stylesheetSources,
  type ClassSource,
  type ClassSourceOptions,
} from './classSources';

/** The stylesheet this plugin trims: Infima's, which the classic theme loads on every page. */
const INFIMA_STYLESHEET = /[\\/]node_modules[\\/]infima[\\/]dist[\\/]css[\\/]/;

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

export type InfimaSubsetOptions = ClassSourceOptions;

/**
 * Removes the custom properties `root` declares that none of its other declarations use, directly
 * or through a used property, and that are not in `usedElsewhere`; then the rules left empty.
 */
export function removeUnusedCustomProperties(root: Root, usedElsewhere: ReadonlySet<string>): void {
  const declarations = new Map<string, Declaration[]>();
  const used = new Set(usedElsewhere);
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) declarations.set(declaration.prop, [...(declarations.get(declaration.prop) ?? []), declaration]);
    else for (const [, name] of declaration.value.matchAll(VAR_REFERENCE)) used.add(name);
  });
  const pending = [...used];
  while (pending.length) {
    for (const declaration of declarations.get(pending.pop()!) ?? []) {
      for (const [, name] of declaration.value.matchAll(VAR_REFERENCE)) {
        if (used.has(name)) continue;
        used.add(name);
        pending.push(name);
      }
    }
  }
  for (const [name, list] of declarations) if (!used.has(name)) for (const declaration of list) declaration.remove();
  root.walkRules((rule) => {
    if (!rule.nodes.length) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && !atRule.nodes.length) atRule.remove();
  });
}

function dependencyMessages(sources: ClassSource[]) {
  return sources.map((source) =>
    'file' in source ? {type: 'dependency', plugin: 'infima-subset', file: source.file} : {type: 'dir-dependency', plugin: 'infima-subset', dir: source.dir},
  );
}

/**
 * A PostCSS plugin that trims Infima's stylesheet only. PurgeCSS drops the rules with a class that no
 * source names (ours, our content, the theme's components) or that the theme sets only for a
 * feature the config leaves off; only classes are judged, as the element and attribute names of
 * Infima's own selectors are given to it too, so what Markdown produces (blockquote, hr, kbd,
 * tables) keeps its styles whether or not a source names the element. Then the custom properties
 * that neither what is left nor any other stylesheet or code uses go. The theme's stylesheets for a
 * feature the config leaves off (the navbar's dropdowns) are emptied.
 */
export function infimaPurge({siteDir, siteConfig}: Pick<LoadContext, 'siteDir' | 'siteConfig'>, options: InfimaSubsetOptions): PostCssPlugin {
  const sources = classSources(siteDir, options, {blog: configuresBlog(siteConfig)});
  const blocklist = classesTheConfigNeverShows(siteConfig.themeConfig);
  const unshownStylesheets = stylesheetsTheConfigNeverShows(siteConfig.themeConfig);
  return {
    postcssPlugin: 'infima-subset',
    async OnceExit(root: Root, helpers: Helpers) {
      const file = root.source?.input.file ?? '';
      if (unshownStylesheets.some((stylesheet) => stylesheet.test(file))) {
        root.removeAll();
        return;
      }
      if (!INFIMA_STYLESHEET.test(file)) return;
      // The bundler caches this result between builds: a change to any source must run it again.
      helpers.result.messages.push(...dependencyMessages(sources));
      const code = await readSources(sources);
      const purge = purgeCssPlugin({
        blocklist,
        content: [{raw: code.join('\n'), extension: 'js'}, {raw: nonClassSelectorWords(root.toString()).join(' '), extension: 'txt'}],
      }) as {OnceExit: (root: Root, helpers: Helpers) => Promise<void>};
      await purge.OnceExit(root, helpers);
      removeUnusedCustomProperties(root, customPropertiesUsedBy(code, await readSources(stylesheetSources(sources))));
    },
  };
}

async function filesUnder(root: string, extension: string): Promise<string[]> {
  const entries = await readdir(root, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(extension)).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The Infima classes the built pages use that no built stylesheet defines any more (a class composed
 * at run time, `'col--' + n`, that no source spells out), each with a page that uses it.
 */
export async function infimaClassesLost(outDir: string, infimaCss: string): Promise<Map<string, string>> {
  const infimaClasses = classesOfCss(infimaCss);
  const builtClasses = new Set<string>();
  for (const file of await filesUnder(path.join(outDir, 'assets/css'), '.css')) for (const name of classesOfCss(await readFile(file, 'utf8'))) builtClasses.add(name);
  const lost = new Map<string, string>();
  for (const file of await filesUnder(outDir, '.html')) {
    for (const name of classesOnPage(await readFile(file, 'utf8'))) {
      if (infimaClasses.has(name) && !builtClasses.has(name) && !lost.has(name)) lost.set(name, path.relative(outDir, file));
    }
  }
  return lost;
}

/** The plugin, with its options given here so the config's types check them. */
/**
 * What the trim reads besides the sources' contents: which folders it reads and the classes and
 * theme stylesheets the config rules out. The bundler's persistent cache knows neither (it keys on the theme's aliases and
 * the config file, not on the environment that config reads), so they go into its version: a test
 * build after a production build reused the production build's trimmed stylesheet once both had the
 * same theme aliases, and lost the classes of the test build's dark navbar, dropdowns and fixtures.
 */
export function purgeInputsKey({siteDir, siteConfig}: Pick<LoadContext, 'siteDir' | 'siteConfig'>, options: InfimaSubsetOptions): string {
  const sources = classSources(siteDir, options, {blog: configuresBlog(siteConfig)});
  const blocklist = classesTheConfigNeverShows(siteConfig.themeConfig).map(String);
  const stylesheets = stylesheetsTheConfigNeverShows(siteConfig.themeConfig).map(String);
  return createHash('md5').update(JSON.stringify({sources, blocklist, stylesheets})).digest('hex').slice(0, 12);
}

type CacheVersioned = {version?: unknown};

export default function infimaSubsetPlugin(options: InfimaSubsetOptions = {}): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'infima-subset',
    configureWebpack(config) {
      const key = `infima-${purgeInputsKey(context, options)}`;
      // Rspack's persistent cache is versioned under `experiments.cache`, webpack's under `cache`.
      for (const cache of [(config.experiments as {cache?: CacheVersioned} | undefined)?.cache, config.cache as CacheVersioned | boolean | undefined]) {
        if (typeof cache === 'object' && typeof cache.version === 'string') cache.version = `${cache.version}-${key}`;
      }
    },
    configurePostCss(postcssOptions) {
      // Production builds only: the development server would not notice a class added to a source.
      if (process.env.NODE_ENV === 'production') (postcssOptions.plugins as AcceptedPlugin[]).push(infimaPurge(context, options));
      return postcssOptions;
    },
    async postBuild({outDir}) {
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const infimaCss = await readFile(require.resolve('infima/dist/css/default/default.css'), 'utf8');
      const lost = await infimaClassesLost(outDir, infimaCss);
      if (lost.size) {
        const list = [...lost].map(([name, page]) => `.${name} (${page})`).join(', ');
        throw new Error(`[infima-subset] pages use Infima classes that the stylesheet no longer has: ${list}. Spell each class out whole in the code that sets it.`);
      }
    },
  });
}
