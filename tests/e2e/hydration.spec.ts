// Hydration adopts the server-rendered page instead of rebuilding it: code blocks and tab groups
// (src/theme/CodeBlock, src/theme/Tabs) stay the very elements the server sent, in either colour
// mode and with a stored language choice, and React reports no mismatch.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';

/** Counts code blocks and tab lists taken out of the page, from before the first script runs. */
async function countRemovedBlocks(page: Page): Promise<void> {
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
}

const removedBlocks = (page: Page) => page.evaluate(() => (window as Window & {removedBlocks?: number}).removedBlocks);

for (const path of [`${BASE_PATH}recipes/import-integration/`, `${BASE_PATH}egress/export-api/`, `${BASE_PATH}api/create-dataset/`]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${path} keeps its server-rendered code blocks in ${mode} mode`, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await countRemovedBlocks(page);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForTimeout(500);
      expect(await page.locator('pre').count()).toBeGreaterThan(0);
      expect(await removedBlocks(page)).toBe(0);
      expect(errors).toEqual([]);
    });
  }
}
