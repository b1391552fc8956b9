// The figures drawn for the docs (SVG files beside their pages): each page shows its figure with alt
// text saying what it shows, loaded, and the figure opens zoomed on click and closes with Escape.
// Each test only reads and zooms within its page, so one page per worker goes from page to page
// (tests/support/sharedPage.ts).
import {test, expect} from '../support/sharedPage';
import {BASE_PATH} from '../support/routes';

const FIGURES = [
  {page: 'introduction/orgvue-data-intro/', alt: /^A POSITIONS dataset drawn as a tree/},
  {page: 'working/async/', alt: /^The life of an asynchronous job/},
  {page: 'items/drafts/', alt: /^A draft's default layer holds only differences/},
];

for (const figure of FIGURES) {
  test(`${figure.page} shows its figure, which zooms on click`, async ({page}) => {
    await page.goto(`${BASE_PATH}${figure.page}`);
    const image = page.locator('article .markdown').getByRole('img', {name: figure.alt});
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Small drawings are inlined by the build as data URIs; larger ones are files.
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml|\.svg(#|$)/);
    // The zoom's code comes when a reader points at or touches an image; a click before it has
    // arrived opens the zoom once it has.
    await image.click();
    await expect(page.locator('html')).toHaveAttribute('data-image-zoom', 'open');
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-image-zoom', 'closed');
  });
}
