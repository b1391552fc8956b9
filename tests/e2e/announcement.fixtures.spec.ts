// The announcement bar, configured only in the test build (DOCS_ANNOUNCEMENT).
import {test, expect} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

test('the configured announcement bar shows, closes, and stays closed after reload', async ({page}) => {
  await page.goto(TEST_BUILD_BASE_PATH);
  const bar = page.getByRole('banner').filter({hasText: 'Test announcement'});
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  // The close button works once React has hydrated the bar; a click before that does nothing.
  await hydrated(page);
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(page.getByText('Test announcement')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Test announcement')).toHaveCount(0);
});
