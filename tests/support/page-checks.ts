// The checks the page sweep (tests/e2e/page-sweep.nginx.spec.ts) runs on every page it visits, and
// what it needs to know about each page: its kind, the title its source gives it, its sidebar.
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {expect, type JSHandle, type Page} from '@playwright/test';
import {BASE_PATH, type SiteRoute} from './routes';
import {frontMatter} from './content.mjs';

const root = path.resolve(__dirname, '../..');

/** The source file of a spec route, to read the title the page must show. */
export function sourceOf(route: SiteRoute): string {
  const relative = decodeURI(route.path.slice(BASE_PATH.length)).replace(/\/$/, '');
  const candidates =
    route.area === 'page'
      ? [`src/pages/${relative}.md`]
      : route.area === 'docs'
        ? [`docs/${relative}.mdx`, `docs/${relative ? `${relative}/` : ''}index.mdx`]
        : [`${relative}.mdx`, `${relative}/index.mdx`];
  const found = candidates.find((candidate) => existsSync(path.join(root, candidate)));
  if (!found) throw new Error(`No source for ${route.path}`);
  return found;
}

/** The front matter title of a spec route's source. */
export function titleOf(route: SiteRoute): string {
  const title = frontMatter(readFileSync(path.join(root, sourceOf(route)), 'utf8')).title;
  if (typeof title !== 'string') throw new Error(`${sourceOf(route)} has no title in its front matter`);
  return title;
}

type Violation = {id: string; impact?: string | null; help: string; nodes: {target: unknown[]; failureSummary?: string}[]};

/** One line per failing element, so a failure names the rule, the element and the reason. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * The axe-core rules whose result depends on colour. The page is the same DOM in either colour mode,
 * so after a full check in light mode, dark mode needs only these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core itself, read once per worker and put into a page only when the page lacks it. */
let axeSource: string | undefined;

export type AxeScope = {
  /** Only these rules (otherwise every rule axe runs by default). */
  rules?: string[];
  /** Only rules with one of these tags (wcag2a, wcag2aa…). */
  tags?: string[];
  /** Only this part of the page (a CSS selector; otherwise the whole document). */
  include?: string;
  /**
   * For the rules that depend on colour, the text of code blocks: every element (the default), or
   * one element per distinct look (see `codeTextSamples`), which the page sweep uses.
   */
  codeText?: 'every element' | 'one per look';
};

/**
 * In the page, one text element of code blocks per distinct look: colour, font size and weight,
 * opacity and the nearest background behind it. Highlighted code is thousands of token spans in a
 * few dozen looks (a recipe has 4,400): axe's contrast check of every one of them takes most of its
 * time on a long page and can find nothing that one of each look would not. The elements axe then
 * checks are real ones, so it still finds the backgrounds and overlaps itself.
 */
function codeTextSamples(): {samples: Element[]; blocks: Element[]} {
  const blocks = Array.from(document.querySelectorAll('pre'));
  const byLook = new Map<string, Element>();
  const backgroundOf = (element: Element | null): string => {
    for (let current = element; current; current = current.parentElement) {
      const background = getComputedStyle(current).backgroundColor;
      if (background !== 'transparent' && !/, 0\)$/.test(background)) return background;
    }
    return 'none';
  };
  // Blocks in tab panels not shown have no look to sample: axe checks the colours of shown text only.
  for (const block of blocks.filter((element) => !element.closest('[role="tabpanel"][hidden]'))) {
    for (const element of [block, ...Array.from(block.querySelectorAll('*'))]) {
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText) continue;
      const style = getComputedStyle(element);
      const look = [style.color, style.fontSize, style.fontWeight, style.opacity, style.textShadow, backgroundOf(element)].join(' | ');
      if (!byLook.has(look)) byLook.set(look, element);
    }
  }
  return {samples: Array.from(byLook.values()), blocks};
}

/**
 * axe-core on the page, every violation of any impact, one line each. axe runs in the page itself
 * (put there once per document, through the DevTools protocol, so no Content-Security-Policy stands
 * in the way) rather than through @axe-core/playwright, which injects axe again on every call and
 * finishes each run in a blank page of its own: a second a call on a 2-core machine. Our pages have
 * no frames, which is the one thing that detour is for. Only violations are collected (not passes),
 * which keeps long pages fast.
 */
export async function accessibilityViolations(page: Page, scope: AxeScope | string[] = {}): Promise<string[]> {
  const {rules, tags, include, codeText = 'every element'} = Array.isArray(scope) ? {rules: scope} : scope;
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const colourRules = (rules ?? COLOUR_RULES).filter((rule) => COLOUR_RULES.includes(rule));
  if (codeText === 'every element' || !colourRules.length) return axeRun(page, {include, rules, tags});
  if (tags) throw new Error('accessibilityViolations: sample code text with a rule list, not with tags');
  // Sampling code text splits the run in two: the colour rules over the sampled code, every other
  // rule over all of it.
  const otherRules = rules?.filter((rule) => !COLOUR_RULES.includes(rule));
  const samples = await page.evaluateHandle(codeTextSamples);
  try {
    return [
      ...(await axeRun(page, {include, rules: colourRules, codeSamples: samples})),
      ...(!otherRules || otherRules.length ? await axeRun(page, {include, rules: otherRules, disabled: COLOUR_RULES}) : []),
    ];
  } finally {
    await samples.dispose();
  }
}

type AxeRun = {
  include?: string;
  rules?: string[];
  tags?: string[];
  /** Rules left out of a run of every rule. */
  disabled?: string[];
  /** Check these elements of code blocks and no other text in them (from `codeTextSamples`). */
  codeSamples?: JSHandle<{samples: Element[]; blocks: Element[]}>;
};

/** One axe run in the page, its violations one line each. */
async function axeRun(page: Page, {include, rules, tags, disabled, codeSamples}: AxeRun): Promise<string[]> {
  const runOnly = rules ? {type: 'rule', values: rules} : tags ? {type: 'tag', values: tags} : undefined;
  const options = {
    resultTypes: ['violations'],
    ...(runOnly ? {runOnly} : {}),
    ...(disabled ? {rules: Object.fromEntries(disabled.map((rule) => [rule, {enabled: false}]))} : {}),
  };
  const violations = await page.evaluate(
    async ({include, options, codeSamples}) => {
      const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: Violation[]}>}}).axe;
      let context: unknown = include ? {include: [[include]]} : document;
      if (codeSamples) {
        // axe checks a node when the closest listed node around it is an include: the samples,
        // inside the excluded code blocks, are checked; the rest of the blocks' text is not.
        const roots = include ? Array.from(document.querySelectorAll(include)) : [document.documentElement];
        const inRoots = (element: Element) => roots.some((root) => root.contains(element));
        context = {include: [...roots, ...codeSamples.samples.filter(inRoots)], exclude: codeSamples.blocks.filter(inRoots)};
      }
      const results = await axe.run(context, options);
      // Only what the description needs crosses back: axe's nodes hold DOM references.
      return results.violations.map(({id, impact, help, nodes}) => ({id, impact, help, nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary}))}));
    },
    {include, options, codeSamples},
  );
  return describeViolations(violations);
}

/**
 * Waits until the page has hydrated. Its buttons and listeners work only from then on, and that can
 * come after the load event, which is all `page.goto` waits for.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Switches the page to a colour mode the way a change made in another tab reaches it (the storage
 * event Docusaurus listens to), so React's colour mode follows as well as the CSS, at any width, and
 * waits until the colours have finished fading: axe must see where they end, not a frame between.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // The listener comes with hydration; a page that has only loaded would miss the event.
  await hydrated(page);
  await page.evaluate((theme) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', theme);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: theme, storageArea: localStorage, url: location.href}));
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/**
 * Counts code blocks and tab lists taken out of the page, from before the first script runs: a
 * hydration that rebuilds server-rendered code (src/theme/CodeBlock, src/theme/Tabs) removes them.
 */
export async function countRemovedBlocks(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const win = window as Window & {removedBlocks?: number};
    win.removedBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.matches('pre, [role="tablist"], .theme-code-block')) win.removedBlocks! += 1;
          else if (node instanceof Element) win.removedBlocks! += node.querySelectorAll('pre, [role="tablist"]').length;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as Window & {removedBlocks?: number}).removedBlocks ?? 0);
}

/** Resolves once the browser has had an idle moment: the work queued by hydration and effects has run. */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** A phone's width: iPhone 12 to 15. No page may be wider, or the phone zooms the whole page out. */
export const PHONE_WIDTH = 390;

/** Narrows the window to a phone's width and waits until the layout has switched to the mobile one. */
export async function narrowToPhone(page: Page): Promise<void> {
  await page.setViewportSize({width: PHONE_WIDTH, height: 844});
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE_WIDTH);
}

/** How wide the page is, in CSS pixels (wider than the window means it scrolls sideways). */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
