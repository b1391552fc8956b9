// Only the English locale exists (spec 2 "Only the English locale exists").
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';

test('English is the only locale: pages declare lang="en" and no locale path exists', async ({page, request}) => {
  await page.goto(BASE_PATH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const locale of ['fr', 'de', 'en']) {
    expect((await request.get(`${BASE_PATH}${locale}/`)).status(), `${BASE_PATH}${locale}/`).toBe(404);
  }
});
