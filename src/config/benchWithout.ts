// Owns the DOCS_BENCH_WITHOUT build setting: the optimisations a build leaves out, so `npm run bench`
// can measure what each one wins (handbook/performance.md, "What each optimisation wins"). Only the
// bench sets it; a production build leaves nothing out. Each optimisation here is one the build keeps
// because the bench showed it pays; one that stops paying goes from the code with its name.
import {AuthorError} from './authorError';

export const BENCH_WITHOUT_ENV_VARIABLE = 'DOCS_BENCH_WITHOUT';

/** The optimisations a build can leave out, with what leaving each out means. */
export const OPTIMISATIONS = {
  'css-chunks': 'src/plugins/css-chunks off: all CSS in the one stylesheet every page waits for',
  'js-chunks': "src/plugins/js-chunks off: Docusaurus's own chunking",
  'infima-subset': 'src/plugins/infima-subset off: all of Infima in the stylesheet',
  'code-highlight': 'src/plugins/code-highlight off: Prism and its grammars in every page’s JavaScript',
  'lazy-highlighter': 'code blocks re-highlighted by Prism while the page hydrates, as the theme does (implies code-highlight)',
  'intent-prefetch': 'src/clientModules/intentPrefetch off: Docusaurus prefetches every link that comes into view',
  'kept-tab-panels': 'every tab panel hydrates, the hidden ones too, as the theme does',
  'scripts-after-styles': "src/config/ssrTemplate.ts off: Docusaurus's template, whose scripts download beside the stylesheets",
} as const;

export type Optimisation = keyof typeof OPTIMISATIONS;

const isOptimisation = (name: string): name is Optimisation => Object.hasOwn(OPTIMISATIONS, name);

/**
 * The optimisations `value` (comma-separated names) leaves out; none when it is unset or blank. An
 * unknown name stops the build, so a typo cannot measure the full build under another name.
 */
export function optimisationsLeftOut(value: string | undefined): ReadonlySet<Optimisation> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isOptimisation(name));
  if (unknown.length) {
    throw new AuthorError({
      source: BENCH_WITHOUT_ENV_VARIABLE,
      problem: `${unknown.map((name) => `"${name}"`).join(', ')} ${unknown.length === 1 ? 'is not an optimisation' : 'are not optimisations'} the build can leave out.`,
      fix: `Name some of ${Object.keys(OPTIMISATIONS).join(', ')}, separated by commas, or unset it for a production build.`,
    });
  }
  const leftOut = new Set(names.filter(isOptimisation));
  // Re-highlighting every block needs Prism at once, which is what code-highlight keeps out.
  if (leftOut.has('lazy-highlighter')) leftOut.add('code-highlight');
  return leftOut;
}
