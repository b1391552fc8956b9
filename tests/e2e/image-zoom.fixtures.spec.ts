// Image zoom on content images (spec 2 "Images in content zoom on click…", spec 4 "Image zoom:
// closed, opening, open"), on the test build's fixture page, in both colour modes. The page is loaded
// once, in light mode, and switched to dark the way a reader's choice in another tab reaches it: the
// overlay takes its colour from a CSS variable, so it follows the mode. Each step opens its own zoom
// and leaves the page closed, at the top and at its starting size.
import {test, expect, type Page, type Route} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {hydrated, switchColourMode} from '../support/page-checks';

const ZOOM_PAGE = `${TEST_BUILD_BASE_PATH}__fixtures/image-zoom/`;
const OVERLAY_BACKGROUND = {light: 'rgba(255, 255, 255, 0.96)', dark: 'rgba(27, 27, 29, 0.96)'};

const contentImage = (page: Page) => page.getByRole('img', {name: 'Fixture diagram: a dataset linked to a draft'});
const zoomState = (page: Page) => page.locator('html');

/** Records every value <html data-image-zoom> takes from now on (an earlier recording stops). */
async function recordZoomStates(page: Page) {
  await page.evaluate(() => {
    const win = window as unknown as {zoomStates: string[]; zoomObserver?: MutationObserver};
    win.zoomObserver?.disconnect();
    const seen: string[] = [];
    win.zoomStates = seen;
    win.zoomObserver = new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-image-zoom') ?? ''));
    win.zoomObserver.observe(document.documentElement, {attributes: true, attributeFilter: ['data-image-zoom']});
  });
}

const zoomStates = (page: Page) => page.evaluate(() => (window as unknown as {zoomStates: string[]}).zoomStates);

/**
 * Points at the content image, which fetches medium-zoom the first time, until the zoom is attached
 * to it and the image has loaded (the zoom sizes itself from the image: pointing may be what
 * scrolled a lazily loaded image into view).
 */
async function reachForImage(page: Page) {
  await contentImage(page).hover();
  await expect(contentImage(page)).toHaveClass(/medium-zoom-image/);
  await expect.poll(() => contentImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function openZoom(page: Page) {
  await reachForImage(page);
  await recordZoomStates(page);
  await contentImage(page).click();
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'open');
}

async function expectClosed(page: Page) {
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'closed');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  expect(await zoomStates(page)).toEqual(['opening', 'open', 'closed']);
}

test('content images zoom on click over the whole window, and a click, Escape, a scroll or a resize closes the zoom, in both colour modes', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(ZOOM_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const startingSize = page.viewportSize()!;

  await test.step('an image inside a link stays a link and does not zoom', async () => {
    await reachForImage(page);
    await expect(page.getByRole('img', {name: 'Linked fixture diagram'})).not.toHaveClass(/medium-zoom-image/);
  });

  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await test.step('the page switches to dark mode', () => switchColourMode(page, 'dark'));

    await test.step(`in ${mode} mode: a click opens the zoom over the whole window, going closed → opening → open`, async () => {
      await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'closed');
      await openZoom(page);
      expect(await zoomStates(page)).toEqual(['opening', 'open']);
      await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', OVERLAY_BACKGROUND[mode]);
      // Margin 0: the zoomed image reaches the window's edges on its limiting side.
      const viewport = page.viewportSize()!;
      const zoomed = (await page.locator('img.medium-zoom-image--opened').boundingBox())!;
      expect(Math.max(zoomed.width / viewport.width, zoomed.height / viewport.height)).toBeCloseTo(1, 2);
      // The overlay covers the sticky navbar.
      const navbar = (await page.locator('nav.navbar').boundingBox())!;
      const topElement = await page.evaluate(
        ({x, y}) => document.elementFromPoint(x, y)?.className,
        {x: navbar.x + 5, y: navbar.y + navbar.height / 2},
      );
      expect(topElement).toMatch(/medium-zoom/);
      // Closed again for the next step (how it closes is checked there).
      await page.keyboard.press('Escape');
      await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'closed');
    });

    await test.step(`in ${mode} mode: a click on the zoomed image closes it`, async () => {
      await openZoom(page);
      await page.locator('img.medium-zoom-image--opened').click();
      await expectClosed(page);
    });

    await test.step(`in ${mode} mode: Escape closes the zoom`, async () => {
      await openZoom(page);
      await page.keyboard.press('Escape');
      await expectClosed(page);
    });

    await test.step(`in ${mode} mode: a scroll of more than 40 px closes the zoom`, async () => {
      await openZoom(page);
      await page.evaluate(() => window.scrollBy(0, 41));
      await expectClosed(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    await test.step(`in ${mode} mode: a window resize closes the zoom`, async () => {
      await openZoom(page);
      await page.setViewportSize({width: startingSize.width - 200, height: startingSize.height});
      await expectClosed(page);
      await page.setViewportSize(startingSize);
    });
  }

  await test.step('a scroll of 40 px or less leaves the zoom open', async () => {
    await switchColourMode(page, 'light');
    // Installed on the loaded page: medium-zoom looks setTimeout up when the scroll happens.
    await page.clock.install();
    await openZoom(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), {once: true});
          window.scrollBy(0, 40);
        }),
    );
    // medium-zoom closes 150 ms after a qualifying scroll: step the page's clock well past that.
    await page.clock.fastForward(600);
    await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'open');
  });
});

test('medium-zoom is fetched when a reader first points at an image, and a click before it arrives opens the zoom', async ({page}) => {
  const held: Route[] = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const body = await (await route.fetch()).text();
    if (body.includes('medium-zoom-overlay')) held.push(route);
    else await route.continue();
  });
  await page.goto(ZOOM_PAGE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(held).toHaveLength(0);
  await expect(contentImage(page)).not.toHaveClass(/medium-zoom-image/);

  await recordZoomStates(page);
  await contentImage(page).click();
  await expect.poll(() => held.length).toBe(1);
  await held[0].continue();
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'open');
  expect(await zoomStates(page)).toEqual(['opening', 'open']);
  await page.keyboard.press('Escape');
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'closed');
});

test('a zoom opened before the route’s attach delay runs out stays open when it does', async ({page}) => {
  // The page's clock stands still from the start, so the attach delay runs out only when stepped past.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.goto(ZOOM_PAGE);
  await openZoom(page);
  await page.clock.runFor(1_500);
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'open');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
});

test('once fetched, the zoom is attached to a new page’s images 1000 ms after the route update', async ({page}) => {
  await page.clock.install();
  await page.goto(ZOOM_PAGE);
  await reachForImage(page);
  await page.getByRole('link', {name: 'Linked fixture diagram'}).click();
  await expect(page.getByRole('heading', {name: 'Test fixtures'})).toBeVisible();
  // Stop the page's clock so the delay can be stepped through exactly.
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.locator('main').getByRole('link', {name: 'Image zoom'}).click();
  await expect(page.getByRole('heading', {name: 'Image zoom fixture'})).toBeVisible();
  await page.clock.runFor(999);
  await expect(contentImage(page)).not.toHaveClass(/medium-zoom-image/);
  await page.clock.runFor(1);
  await expect(contentImage(page)).toHaveClass(/medium-zoom-image/);
});
