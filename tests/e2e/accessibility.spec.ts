// Accessibility: axe-core on every page of the site (every spec route, every API reference page in
// the build, the search page) in both colour modes, with zero violations of any impact.
import {AxeBuilder} from '@axe-core/playwright';
import {test, expect, type Page} from '../support/test';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';
import {builtPagePaths} from '../support/build';
import {drawAllDiagrams} from '../support/diagrams';

// The not-found page is checked at an address it has a "did you mean" link for.
const PAGES = [...new Set([...SITE_ROUTES.map((route) => route.path), ...builtPagePaths('api'), `${BASE_PATH}search/`, `${BASE_PATH}items/draft/`])];
const COLOUR_MODES = ['light', 'dark'] as const;

type Violation = {id: string; impact?: string | null; help: string; nodes: {target: unknown[]; failureSummary?: string}[]};

/** One line per failing element, so a failure names the rule, the element and the reason. */
function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Waits until React has hydrated (Docusaurus flags it on <html>) and every diagram is drawn, so axe
 * checks the page a reader who scrolls through sees. Not `networkidle`: Docusaurus prefetches the
 * chunks of visible links, which keeps the network busy long after the page is ready.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await drawAllDiagrams(page);
}

for (const mode of COLOUR_MODES) {
  test.describe(`${mode} mode`, () => {
    // axe checks the contrast of every text node: the longest recipes take well over the default 30 s.
    test.describe.configure({timeout: 120_000});
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    for (const path of PAGES) {
      test(`${path} has no accessibility violations in ${mode} mode`, async ({page}) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await settle(page);
        const {violations} = await new AxeBuilder({page}).analyze();
        expect(describeViolations(violations)).toEqual([]);
      });
    }
  });
}

// Narrow screens hide and rearrange navbar and sidebar controls (the search button shows only its
// icon): one page of each kind, checked again at a phone's width.
const PHONE = {width: 412, height: 823};
const PHONE_PAGES = [BASE_PATH, `${BASE_PATH}egress/export-api/`, `${BASE_PATH}recipes/import-integration/`, `${BASE_PATH}api/create-dataset/`, `${BASE_PATH}search/?q=dataset`];

test.describe('phone width', () => {
  test.describe.configure({timeout: 120_000});
  test.use({viewport: PHONE});

  for (const mode of COLOUR_MODES) {
    for (const path of PHONE_PAGES) {
      test(`${path} has no accessibility violations on a phone in ${mode} mode`, async ({page}) => {
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await settle(page);
        const {violations} = await new AxeBuilder({page}).analyze();
        expect(describeViolations(violations)).toEqual([]);
      });
    }
  }
});

