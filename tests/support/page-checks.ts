// The checks the page sweep (tests/e2e/page-sweep.nginx.spec.ts) runs on every page it visits, and
// what it needs to know about each page: its kind, the title its source gives it, its sidebar.
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import type {RunOptions} from 'axe-core';
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

/**
 * The looks (see `colourRulesByLook`) the colour rules have passed. A caller that checks page after
 * page (the page sweep) keeps one set, so a look passed on one page is not checked again on the
 * next; a new set checks every look of the page.
 */
export type ColourLooks = Set<string>;

export type AxeScope = {
  /** Only these rules (otherwise every rule axe runs by default). */
  rules?: string[];
  /** Only rules with one of these tags (wcag2a, wcag2aa…). */
  tags?: string[];
  /** Only this part of the page (a CSS selector; otherwise the whole document). */
  include?: string;
  /**
   * The colour rules check one element per distinct look (`colourRulesByLook`) rather than every
   * element, and skip the looks this set holds; the looks they pass are added to it.
   */
  colourLooks?: ColourLooks;
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
  const {rules, tags, include, colourLooks} = Array.isArray(scope) ? {rules: scope} : scope;
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const colourRules = (rules ?? COLOUR_RULES).filter((rule) => COLOUR_RULES.includes(rule));
  if (!colourLooks || !colourRules.length) return axeRun(page, {include, rules, tags});
  if (tags) throw new Error('accessibilityViolations: check colours by look with a rule list, not with tags');
  // By look, the run splits in two: every other rule over the whole page, the colour rules over
  // one element of each look not passed before. The other rules keep the whole page: leaving out
  // hidden tab panels and code tokens measured no faster (axe builds its tree of the whole page
  // either way), and rules that look at hidden elements too (aria-allowed-role, aria-hidden-focus,
  // accesskeys) can find faults inside a hidden panel.
  const otherRules = rules?.filter((rule) => !COLOUR_RULES.includes(rule));
  const others = !otherRules || otherRules.length ? await axeRun(page, {include, rules: otherRules, disabled: COLOUR_RULES}) : [];
  const byLook = await page.evaluate(colourRulesByLook, {rules: colourRules, include, passedLooks: [...colourLooks]});
  for (const look of byLook.passed) colourLooks.add(look);
  return [...describeViolations(byLook.violations), ...others];
}

type AxeRun = {
  include?: string;
  rules?: string[];
  tags?: string[];
  /** Rules left out of a run of every rule. */
  disabled?: string[];
};

/** One axe run in the page, its violations one line each. */
async function axeRun(page: Page, {include, rules, tags, disabled}: AxeRun): Promise<string[]> {
  const runOnly = rules ? {type: 'rule', values: rules} : tags ? {type: 'tag', values: tags} : undefined;
  const options = {
    resultTypes: ['violations'],
    ...(runOnly ? {runOnly} : {}),
    ...(disabled ? {rules: Object.fromEntries(disabled.map((rule) => [rule, {enabled: false}]))} : {}),
  };
  const violations = await page.evaluate(
    async ({include, options}) => {
      const results = await (window as unknown as {axe: Axe}).axe.run(include ? {include: [[include]]} : document, options as RunOptions);
      // Only what the description needs crosses back: axe's nodes hold DOM references.
      return results.violations.map(({id, impact, help, nodes}) => ({id, impact, help, nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary}))}));
    },
    {include, options},
  );
  return describeViolations(violations);
}

type Axe = typeof import('axe-core');

type ByLookArguments = {rules: string[]; include?: string; passedLooks: string[]};
type ByLookResult = {violations: Violation[]; passed: string[]};

/**
 * In the page: the colour rules (`rules`, some of COLOUR_RULES) over one element of each distinct
 * look, and the looks they passed. Text is drawn in a few dozen looks: a recipe has 5,400 elements,
 * most of them code tokens, and axe's contrast check of each of them took most of the sweep's time
 * and can find nothing that one element of each look would not. axe checks real elements, so it
 * still finds their backgrounds and anything that overlaps them itself.
 *
 * A look is what each rule's verdict depends on, read from the computed style:
 * - color-contrast, every element with text of its own and every text field: colour, text fill and
 *   stroke, shadow, font (family, size, weight, style), the opacity of it and its ancestors, and
 *   every background layer (colour, image, opacity, filter, blending) from it out to the first
 *   opaque colour; a disabled element is a look apart (axe does not check those);
 * - link-in-text-block, every link with text: its colour, font, decoration, borders, outline,
 *   background and generated content, beside the same of the block it sits in.
 *
 * Elements a reader cannot see (hidden, clipped, outside the page) are not sampled. axe decides
 * for itself whether the rule applies: a look counts as passed only when axe passed its sample
 * (not as hidden, or out of its rule), or could not judge it for a reason the look itself sets (a
 * gradient or image behind it, a colour it cannot parse, a complex shadow). Otherwise every other
 * element of that look on the page is checked in a second run, and the look stays unpassed. A
 * violation is reported on every page it is found on.
 */
async function colourRulesByLook({rules, include, passedLooks}: ByLookArguments): Promise<ByLookResult> {
  const passed = new Set(passedLooks);
  const roots = include ? Array.from(document.querySelectorAll(include)) : [document.documentElement];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const opacities = new Map<Element, number>();
  const opacityOf = (element: Element | null): number => {
    if (!element) return 1;
    let opacity = opacities.get(element);
    if (opacity === undefined) opacities.set(element, (opacity = Number(styleOf(element).opacity) * opacityOf(element.parentElement)));
    return opacity;
  };
  const backgrounds = new Map<Element, string>();
  const backgroundOf = (element: Element | null): string => {
    if (!element) return '';
    let background = backgrounds.get(element);
    if (background === undefined) {
      const style = styleOf(element);
      const layer = [style.backgroundColor, style.backgroundImage, style.opacity, style.filter, style.mixBlendMode].join(' ');
      // rgb() has no alpha: an opaque colour, so nothing further out shows through.
      if (/^rgb\(/.test(style.backgroundColor)) background = layer;
      else if (layer === 'rgba(0, 0, 0, 0) none 1 none normal') background = backgroundOf(element.parentElement);
      else background = `${layer} / ${backgroundOf(element.parentElement)}`;
      backgrounds.set(element, background);
    }
    return background;
  };
  const fontOf = (style: CSSStyleDeclaration) => [style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle].join(' ');
  const textLook = (element: Element) => {
    const style = styleOf(element);
    const disabled = element.closest(':disabled, [aria-disabled="true"]') ? 'disabled' : '';
    return [style.color, style.webkitTextFillColor, style.webkitTextStroke, style.textShadow, fontOf(style), opacityOf(element), backgroundOf(element), disabled].join(' | ');
  };
  const decorationOf = (style: CSSStyleDeclaration) => [style.textDecoration, style.textDecorationLine, style.textDecorationStyle].join(' ');
  // What axe takes for a block around a link (link-in-text-block compares the link with it), and
  // for a link that is a block of its own.
  const isBlock = (element: Element) => /^(block|list-item|table|flex|grid|inline-block|table-.*)$/.test(styleOf(element).display);
  const blockAround = (element: Element) => {
    let block = element.parentElement;
    while (block && !isBlock(block)) block = block.parentElement;
    return block;
  };
  const LINKS = 'a[href], [role="link"]';
  const WIDGETS = `${LINKS}, button, [role="button"]`;
  /**
   * Whether link-in-text-block can apply: not when the link is a block itself, nor when the block
   * around it has no text but that of links and buttons (axe applies it to a link only where the
   * block's other text outweighs theirs): navigation, tables of contents, footers.
   */
  const mayBeInText = (link: Element) => {
    if (isBlock(link) || /^inline-(flex|grid)$/.test(styleOf(link).display)) return false;
    const block = blockAround(link);
    if (!block) return true;
    const otherText = (node: Node): boolean =>
      Array.from(node.childNodes).some((child) =>
        child.nodeType === Node.TEXT_NODE ? child.textContent!.trim() !== '' : child instanceof Element && !child.matches(WIDGETS) && !isBlock(child) && otherText(child),
      );
    return otherText(block);
  };
  const linkLook = (link: Element) => {
    const style = styleOf(link);
    const block = blockAround(link);
    const blockStyle = block ? styleOf(block) : undefined;
    const edges = ['borderTop', 'borderBottom', 'outline'].map((edge) => style[edge as 'borderTop']).join(' ');
    const generated = ['::before', '::after'].map((pseudo) => getComputedStyle(link, pseudo).content).join(' ');
    const own = [style.color, fontOf(style), decorationOf(style), edges, generated, opacityOf(link), backgroundOf(link)].join(' | ');
    const around = blockStyle ? [blockStyle.color, fontOf(blockStyle), decorationOf(blockStyle), opacityOf(block), backgroundOf(block)].join(' | ') : 'no block';
    return `${own} in ${around}`;
  };

  const TEXT_FIELDS = 'input:not([type="hidden"], [type="range"], [type="color"], [type="checkbox"], [type="radio"], [type="image"]), select, textarea';
  const hasOwnText = (element: Element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = document.documentElement.scrollHeight;
  /** Not clipped away, inside the page: with `checkVisibility`, what a reader can see. */
  const onPage = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    const left = box.left + window.scrollX;
    const top = box.top + window.scrollY;
    if (left + box.width <= 0 || top + box.height <= 0 || left >= pageWidth || top >= pageHeight) return false;
    for (let current: Element | null = element; current; current = current.parentElement) {
      const style = styleOf(current);
      if (style.clip !== 'auto' || style.clipPath !== 'none') return false;
    }
    return true;
  };

  // Every element a reader can see of every look not passed before, in page order, by rule and look.
  const looks = new Map<string, {rule: string; elements: Element[]}>();
  const add = (rule: string, look: string, element: Element) => {
    const key = `${rule}: ${look}`;
    if (passed.has(key) || !onPage(element)) return;
    const entry = looks.get(key) ?? {rule, elements: []};
    entry.elements.push(element);
    looks.set(key, entry);
  };
  for (const root of roots) {
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const isText = rules.includes('color-contrast') && (hasOwnText(element) || element.matches(TEXT_FIELDS));
      const isLink = rules.includes('link-in-text-block') && element.matches(LINKS) && element.textContent!.trim() !== '';
      if (!(isText || isLink) || !element.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
      if (isText) add('color-contrast', textLook(element), element);
      if (isLink && mayBeInText(element)) add('link-in-text-block', linkLook(element), element);
    }
  }

  /** Incomplete for a reason its look sets: the same for every element of it. */
  const LOOK_REASONS = ['bgImage', 'bgGradient', 'colorParse', 'complexTextShadows'];
  type Verdict = 'passed' | 'failed' | 'undecided';
  const axe = (window as unknown as {axe: Axe}).axe;
  const violations: Violation[] = [];
  /** One axe run of the colour rules over `samples`: each rule's verdict on each sample it applied to. */
  const check = async (samples: Element[]) => {
    const listed = new Set(samples);
    // axe checks a node when the closest listed node around it is an include: the samples are
    // checked, their children that are not samples themselves are not.
    const exclude = samples.flatMap((sample) => Array.from(sample.children).filter((child) => !listed.has(child)));
    const results = await axe.run({include: samples, exclude}, {runOnly: {type: 'rule', values: rules}, resultTypes: ['violations', 'passes', 'incomplete'], elementRef: true});
    const verdicts = new Map<string, Map<Element, Verdict>>(rules.map((rule) => [rule, new Map()]));
    for (const {id, nodes} of results.passes) {
      // A pass for an element axe found hidden says nothing about its look.
      for (const node of nodes) verdicts.get(id)!.set(node.element!, node.any.some((check) => check.data?.messageKey === 'hidden') ? 'undecided' : 'passed');
    }
    for (const {id, nodes} of results.incomplete) {
      for (const node of nodes) {
        const setByLook = [...node.any, ...node.all, ...node.none].some(
          (check) => LOOK_REASONS.includes(check.data?.messageKey) && (check.relatedNodes ?? []).every((related) => related.element?.contains(node.element!)),
        );
        verdicts.get(id)!.set(node.element!, setByLook ? 'passed' : 'undecided');
      }
    }
    for (const {id, impact, help, nodes} of results.violations) {
      for (const node of nodes) verdicts.get(id)!.set(node.element!, 'failed');
      violations.push({id, impact, help, nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary}))});
    }
    return (rule: string, element: Element): Verdict => verdicts.get(rule)!.get(element) ?? 'undecided';
  };

  const answered = new Set<string>();
  if (looks.size) {
    const firstVerdict = await check([...new Set([...looks.values()].map(({elements}) => elements[0]))]);
    const undecided = [...looks].filter(([, {rule, elements}]) => firstVerdict(rule, elements[0]) === 'undecided');
    for (const [look, {rule, elements}] of looks) if (firstVerdict(rule, elements[0]) === 'passed') answered.add(look);
    const rest = [...new Set(undecided.flatMap(([, {elements}]) => elements.slice(1)))];
    if (rest.length) {
      const restVerdict = await check(rest);
      for (const [look, {rule, elements}] of undecided) {
        const verdicts = elements.slice(1).map((element) => restVerdict(rule, element));
        if (verdicts.includes('passed') && !verdicts.includes('failed')) answered.add(look);
      }
    }
  }
  return {violations, passed: [...answered]};
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
 * takes the colours' fades to their end: axe must see where they end, not a frame between.
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
  await finishFades(page);
}

/**
 * Takes the page's transitions (colours fading into a new mode) to their end at once rather than
 * waiting a quarter of a second for them, and waits for any other animation to end: axe must see
 * the colours the reader ends up with, not a frame between.
 */
export async function finishFades(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => {
        if (animation instanceof CSSTransition) animation.finish();
        return animation.finished;
      }),
    ),
  );
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
