// The checks the page sweep (tests/e2e/page-sweep.nginx.spec.ts) runs on every page it visits, and
// what it needs to know about each page: its kind, the title its source gives it, its sidebar.
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
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
};

/**
 * axe-core on the page, every violation of any impact, one line each. axe runs in the page itself
 * (put there once per document, through the DevTools protocol, so no Content-Security-Policy stands
 * in the way) rather than through @axe-core/playwright, which injects axe again on every call and
 * finishes each run in a blank page of its own: a second a call on a 2-core machine. Our pages have
 * no frames, which is the one thing that detour is for. Only violations are collected (not passes),
 * which keeps long pages fast.
 */
export async function accessibilityViolations(page: Page, scope: AxeScope | string[] = {}): Promise<string[]> {
  const {rules, tags, include} = Array.isArray(scope) ? {rules: scope} : scope;
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const runOnly = rules ? {type: 'rule', values: rules} : tags ? {type: 'tag', values: tags} : undefined;
  const violations = await page.evaluate(
    async ({context, options}) => {
      const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: Violation[]}>}}).axe;
      const results = await axe.run(context ?? document, options);
      // Only what the description needs crosses back: axe's nodes hold DOM references.
      return results.violations.map(({id, impact, help, nodes}) => ({id, impact, help, nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary}))}));
    },
    {context: include ? {include: [include]} : undefined, options: {resultTypes: ['violations'], ...(runOnly ? {runOnly} : {})}},
  );
  return describeViolations(violations);
}

/**
 * Switches the page to a colour mode the way a change made in another tab reaches it (the storage
 * event Docusaurus listens to), so React's colour mode follows as well as the CSS, at any width, and
 * waits until the colours have finished fading: axe must see where they end, not a frame between.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
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
