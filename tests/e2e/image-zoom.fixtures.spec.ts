// Image zoom on content images (spec 2 "Images in content zoom on click…", spec 4 "Image zoom:
// closed, opening, open"), on the test build's fixture page, in both colour modes.
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';

const ZOOM_PAGE = `${BASE_PATH}__fixtures/image-zoom/`;
const OVERLAY_BACKGROUND = {light: 'rgba(255, 255, 255, 0.96)', dark: 'rgba(27, 27, 29, 0.96)'};

const contentImage = (page: Page) => page.getByRole('img', {name: 'Fixture diagram: a dataset linked to a draft'});
const zoomState = (page: Page) => page.locator('html');

/** Records every value <html data-image-zoom> takes from now on. */
async function recordZoomStates(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {zoomStates: string[]}).zoomStates = seen;
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-image-zoom') ?? '')).observe(
      document.documentElement,
      {attributes: true, attributeFilter: ['data-image-zoom']},
    );
  });
}

const zoomStates = (page: Page) => page.evaluate(() => (window as unknown as {zoomStates: string[]}).zoomStates);

async function openZoom(page: Page) {
  await expect(contentImage(page)).toHaveClass(/medium-zoom-image/);
  await recordZoomStates(page);
  await contentImage(page).click();
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'open');
}

async function expectClosed(page: Page) {
  await expect(zoomState(page)).toHaveAttribute('data-image-zoom', 'closed');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  expect(await zoomStates(page)).toEqual(['opening', 'open', 'closed']);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(ZOOM_PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    });

    test('a click opens the zoom over the whole window, going closed → opening → open', async ({page}) => {
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
    });

    test('a click on the zoomed image closes it', async ({page}) => {
      await openZoom(page);
      await page.locator('img.medium-zoom-image--opened').click();
      await expectClosed(page);
    });

    test('Escape closes the zoom', async ({page}) => {
      await openZoom(page);
      await page.keyboard.press('Escape');
      await expectClosed(page);
    });

    test('a scroll of more than 40 px closes the zoom', async ({page}) => {
      await openZoom(page);
      await page.evaluate(() => window.scrollBy(0, 41));
      await expectClosed(page);
    });

    test('a window resize closes the zoom', async ({page}) => {
      await openZoom(page);
      const {width, height} = page.viewportSize()!;
      await page.setViewportSize({width: width - 200, height});
      await expectClosed(page);
    });
  });
}

test('a scroll of 40 px or less leaves the zoom open', async ({page}) => {
  await page.clock.install();
  await page.goto(ZOOM_PAGE);
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

test('an image inside a link stays a link and does not zoom', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  await expect(contentImage(page)).toHaveClass(/medium-zoom-image/);
  await expect(page.getByRole('img', {name: 'Linked fixture diagram'})).not.toHaveClass(/medium-zoom-image/);
});

test('the zoom is attached to a new page’s images 1000 ms after the route update', async ({page}) => {
  await page.clock.install();
  await page.goto(`${BASE_PATH}__fixtures/`);
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
