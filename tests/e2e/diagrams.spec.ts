// Diagrams (src/theme/Mermaid) are drawn when they come near the screen: a page whose diagram is
// far below the fold loads no diagram code until the reader scrolls towards it.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {DRAWN_DIAGRAM, PENDING_DIAGRAM, drawAllDiagrams} from '../support/diagrams';

test('a diagram far down the page is drawn only when the reader scrolls near it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${BASE_PATH}items/links/`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`${PENDING_DIAGRAM}[data-diagram="waiting"]`)).toHaveCount(1);
  await expect(page.locator(DRAWN_DIAGRAM)).toHaveCount(0);
  const loadedWithPage = scripts.length;

  await page.locator(PENDING_DIAGRAM).scrollIntoViewIfNeeded();
  await expect(page.locator(DRAWN_DIAGRAM)).toBeVisible({timeout: 20_000});
  await expect(page.locator(PENDING_DIAGRAM)).toHaveCount(0);
  expect(scripts.length, 'the diagram code is fetched on scroll').toBeGreaterThan(loadedWithPage);
});

test('a page with several diagrams draws every one of them', async ({page}) => {
  await page.goto(`${BASE_PATH}recipes/links-sync-import/`);
  expect(await drawAllDiagrams(page)).toBe(3);
});
