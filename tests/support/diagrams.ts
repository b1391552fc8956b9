// Diagrams are drawn at build time as images (src/plugins/mermaid-svg, frames marked
// data-diagram="build"); a diagram without a drawing falls back to the client renderer, which draws
// only when it comes near the screen (src/theme/Mermaid). These helpers bring every client-drawn
// diagram there and wait until each is drawn, so a test sees the page a reader who scrolls sees.
import {expect, type Page} from '@playwright/test';

/** Every diagram's frame, from the server render on. */
export const DIAGRAM = '[data-diagram]';
/** A diagram drawn at build time: a frame holding one image per colour mode. */
export const BUILD_DIAGRAM = '[data-diagram="build"]';
/** A client-drawn diagram not yet drawn: waiting to come near the screen, or drawing. */
export const PENDING_DIAGRAM = '[data-diagram]:not([data-diagram="build"]):not(:has(.docusaurus-mermaid-container svg))';
/** A diagram on screen, however it was drawn. */
export const DRAWN_DIAGRAM = '[data-diagram="build"], [data-diagram]:has(.docusaurus-mermaid-container svg)';

/** Scrolls to each diagram not yet drawn, waits until all are drawn, and returns how many there are. */
export async function drawAllDiagrams(page: Page, timeout = 20_000): Promise<number> {
  const pending = page.locator(PENDING_DIAGRAM);
  for (let left = await pending.count(); left > 0; left = await pending.count()) {
    // In the page, not through a locator: the diagram may be drawn (and stop matching) meanwhile.
    await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({block: 'center'}), PENDING_DIAGRAM);
    // Scrolling to one diagram can bring the next ones near enough to be drawn too.
    await expect.poll(() => pending.count(), {timeout}).toBeLessThan(left);
  }
  const total = await page.locator(DIAGRAM).count();
  await expect(page.locator(DRAWN_DIAGRAM)).toHaveCount(total);
  await page.evaluate(() => window.scrollTo(0, 0));
  return total;
}
