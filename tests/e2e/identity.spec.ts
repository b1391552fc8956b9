// The site's identity: a logo mark that is not a menu icon, the provider's name beside the title
// "API Documentation", a matching favicon and a social card; on a phone, one menu icon only.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';

// The home page's checks share one visit, a step each.
test('the navbar shows the logo, the provider name and the site title in one home link; the favicon is the logo mark and the social card is set', async ({page}) => {
  await page.goto(BASE_PATH);

  await test.step('the navbar shows the logo, the provider name and the site title in one home link', async () => {
    const brand = page.locator('.navbar__brand').first();
    await expect(brand).toHaveAttribute('href', BASE_PATH);
    await expect(brand).toHaveText(/^Orgvue\s*API Documentation$/);
    await expect(brand.locator('img')).toHaveAttribute('src', `${BASE_PATH}img/logo.svg`);
    await expect(page).toHaveTitle(/API Documentation/);
  });

  await test.step('the favicon is the logo mark and the social card is set', async () => {
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `${BASE_PATH}img/favicon.svg`);
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(/\/img\/social-card\.png$/);
    const response = await page.request.get(new URL(card!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the menu button and the logo do not look alike: the logo is not drawn as stacked bars', async ({page}) => {
    await page.goto(BASE_PATH);
    await expect(page.getByRole('button', {name: /navigation bar|menu/i})).toHaveCount(1);
    const logo = await (await page.request.get(`${BASE_PATH}img/logo.svg`)).text();
    // The old mark was three horizontal strokes, like the menu icon; the new one is an org chart.
    expect(logo).not.toMatch(/M9 10h14M9 16h10M9 22h14/);
    expect(logo.match(/<circle/g)?.length).toBe(3);
    const brand = page.locator('.navbar__brand').first();
    await expect(brand.getByText('Orgvue')).toBeVisible();
    // Brand and menu button both fit: the navbar does not overflow the phone's width.
    expect(await page.evaluate(() => document.querySelector('.navbar')!.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
