// Diagrams are drawn at build time (src/plugins/mermaid-svg): a page carries each one as two SVG
// images, light and dark, shows the one for the colour mode without any JavaScript, loads no
// Mermaid code, keeps labels legible and opens the diagram zoomed on click. That every recipe's
// diagrams are drawn, with alt text, is read from the built HTML of every recipe (no browser); the
// browser loads the recipes that show each kind of diagram (a sequence diagram and a flowchart),
// each once, and runs every check on a recipe on that load: one recipe is loaded in dark mode,
// another in a 1366 px window. (The page sweep draws every recipe's diagrams in the browser.)
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {test as nodeTest} from '@playwright/test';
import {test, expect, type Page} from '../support/test';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';
import {BUILD_DIAGRAM} from '../support/diagrams';
import {BUILD_DIR} from '../support/build';
import {MIN_DIAGRAM_SCALE} from '../../src/plugins/mermaid-svg/remark';
import {DIAGRAM_FONT_SIZE_PX} from '../../src/plugins/mermaid-svg/render';
import {hydrated} from '../support/page-checks';

/**
 * What a recipe may load beyond a diagram-free doc page: its own content chunk (the longest is about
 * 18 KB as served). The Mermaid library alone was about 160 KB.
 */
const RECIPE_CONTENT_ALLOWANCE_BYTES = 20 * 1024;
/** Smallest label size, in CSS pixels, at a laptop's width. */
const MIN_LABEL_PX = 12;

const RECIPES = SITE_ROUTES.filter((route) => route.area === 'recipes' && !route.path.endsWith('/recipes/'));

/** The built HTML of a page of the site, by its route. */
const builtHtml = (route: string) => readFileSync(path.join(BUILD_DIR, decodeURI(route.slice(BASE_PATH.length)), 'index.html'), 'utf8');

nodeTest('every recipe has its diagrams drawn in its HTML, each as a light and a dark image with alt text from its labels', async () => {
  const {diagramFramesOf} = await import('../support/html.mjs');
  for (const route of RECIPES) {
    const frames = diagramFramesOf(builtHtml(route.path));
    expect(frames.length, route.path).toBeGreaterThan(0);
    // A frame the build could not draw is drawn in the browser by Mermaid, which the site never loads.
    expect(frames.map((frame) => frame.kind), `${route.path}: drawn at build time`).toEqual(frames.map(() => 'build'));
    for (const {images} of frames) {
      expect(images.map((image) => new URL(image.src, 'https://docs.example.com').hash), route.path).toEqual(['#diagram-light', '#diagram-dark']);
      for (const image of images) expect(image.alt, route.path).toMatch(/^(Sequence diagram|Flowchart|Diagram)\b/);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a recipe shows its diagram as an image for the colour mode, with JavaScript off', async ({page}) => {
    await page.goto(`${BASE_PATH}recipes/async-export/`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await test.step(`with a ${colorScheme} colour scheme`, async () => {
        await page.emulateMedia({colorScheme});
        // Without JavaScript the page has no data-theme, so the light drawing shows.
        const frame = page.locator(BUILD_DIAGRAM).first();
        await expect(frame.locator('img[src$="#diagram-light"]')).toBeVisible();
        await expect(frame.locator('img[src$="#diagram-dark"]')).toBeHidden();
      });
    }
  });
});

/** Brotli bytes of every script a page loads while it loads and hydrates (not prefetches for other pages). */
async function servedScriptBytes(page: Page, urlPath: string): Promise<{bytes: number; files: string[]}> {
  const scripts = new Set<string>();
  const onRequest = (request: {resourceType(): string; url(): string}) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(urlPath);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  let bytes = 0;
  const files: string[] = [];
  for (const script of scripts) {
    const file = path.join(BUILD_DIR, script.slice(BASE_PATH.length));
    // The precompress plugin writes the brotli copy the server sends.
    const brotli = `${file}.br`;
    bytes += readFileSync(existsSync(brotli) ? brotli : file).length;
    files.push(file);
  }
  return {bytes, files};
}

/** The recipe loaded in dark mode, and the one whose labels are measured and zoomed (sequence diagrams both). */
const DARK_MODE_RECIPE = `${BASE_PATH}recipes/async-export/`;
const LABELS_RECIPE = `${BASE_PATH}recipes/import-integration-async/`;
/** A recipe with a flowchart, the other kind of diagram the recipes draw. */
const FLOWCHART_RECIPE = `${BASE_PATH}recipes/export-draft/`;
const LAPTOP = {width: 1366, height: 900};

test('recipes with each kind of diagram show them drawn with alt text and load no Mermaid code; the drawings follow the colour mode, keep labels legible and zoom', async ({page}) => {
  const loaded = RECIPES.filter((route) => [DARK_MODE_RECIPE, LABELS_RECIPE, FLOWCHART_RECIPE].includes(route.path));
  expect(loaded).toHaveLength(3);
  const {diagramFramesOf} = await import('../support/html.mjs');
  const alts = (route: string) => diagramFramesOf(builtHtml(route)).flatMap(({images}) => images.map((image) => image.alt ?? ''));
  expect(alts(FLOWCHART_RECIPE).some((alt) => alt.startsWith('Flowchart'))).toBe(true);
  expect(alts(DARK_MODE_RECIPE).some((alt) => alt.startsWith('Sequence diagram'))).toBe(true);
  const startingSize = page.viewportSize()!;
  const plain = await test.step('a page without diagrams: the JavaScript it loads', () => servedScriptBytes(page, `${BASE_PATH}guide/your_first_call/`));
  for (const route of loaded) {
    // Loaded in dark mode (the reader's stored choice) or at 1366 px where a check below needs it.
    const dark = route.path === DARK_MODE_RECIPE;
    if (dark) await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    if (route.path === LABELS_RECIPE) await page.setViewportSize(LAPTOP);
    const recipe = await servedScriptBytes(page, route.path);

    await test.step(`${route.path}: its diagrams are in the HTML, drawn, with alt text from their labels`, async () => {
      const frames = page.locator(BUILD_DIAGRAM);
      expect(await frames.count(), route.path).toBeGreaterThan(0);
      await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
      for (const image of await frames.locator('img').all()) {
        expect(await image.getAttribute('alt'), route.path).toMatch(/^(Sequence diagram|Flowchart|Diagram)\b/);
      }
    });

    await test.step(`${route.path}: no Mermaid code, and no more JavaScript than a page without diagrams, besides its own content`, async () => {
      for (const file of recipe.files) {
        // A name only Mermaid's own renderer code carries.
        expect(readFileSync(file, 'utf8'), `${file} on ${route.path}`).not.toContain('flowchart-v2');
      }
      expect(recipe.bytes, `${route.path}: ${Math.round(recipe.bytes / 1024)} KB of JavaScript`).toBeLessThanOrEqual(
        plain.bytes + RECIPE_CONTENT_ALLOWANCE_BYTES,
      );
    });

    if (dark) {
      await test.step('in dark mode the dark drawing shows and the light one is hidden', async () => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        const frame = page.locator(BUILD_DIAGRAM).first();
        await expect(frame.locator('img[src$="#diagram-dark"]')).toBeVisible();
        await expect(frame.locator('img[src$="#diagram-light"]')).toBeHidden();
      });
      // The recipes after this one load in light mode again.
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
    }

    if (route.path === LABELS_RECIPE) {
      await test.step(`diagram labels stay at least ${MIN_LABEL_PX} px at 1366 px, and a diagram opens zoomed on click`, async () => {
        expect(DIAGRAM_FONT_SIZE_PX * MIN_DIAGRAM_SCALE).toBeGreaterThanOrEqual(MIN_LABEL_PX);
        const image = page.locator(`${BUILD_DIAGRAM} img[src$="#diagram-light"]`).first();
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const scale = await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width / img.naturalWidth);
        expect(scale * DIAGRAM_FONT_SIZE_PX).toBeGreaterThanOrEqual(MIN_LABEL_PX);

        // The zoom's code is fetched when the reader points at the image; a click opens it.
        await image.click();
        await expect(page.locator('html')).toHaveAttribute('data-image-zoom', 'open');
        await page.keyboard.press('Escape');
        await expect(page.locator('html')).toHaveAttribute('data-image-zoom', 'closed');
      });
      await page.setViewportSize(startingSize);
    }
  }
});
