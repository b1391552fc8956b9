// The home page starts an integrator: what the API does, a three-step quickstart with curl, Python
// and JavaScript in synced tabs, cards into the main areas and the latest changes.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';

// The home page's checks share one visit, a step each; the one that chooses a language comes last.
test('the first sample is copyable, the cards lead into the main areas, and the quickstart has three steps with synced curl, Python and JavaScript tabs', async ({page}) => {
  await page.goto(BASE_PATH);

  await test.step('the first sample is copyable and the cards lead into the main areas', async () => {
    await expect(page.locator('article pre').first()).toContainText('API_TOKEN');
    await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i})).toHaveCount(1);
    for (const [name, href] of [
      ['Documentation', 'guide/'],
      ['Recipes', 'recipes/'],
      ['API Reference', 'api/'],
      ['Errors', 'errors/list/'],
    ]) {
      await expect(page.locator('article a[data-plain-link]').filter({hasText: new RegExp(`^${name}`)})).toHaveAttribute('href', `${BASE_PATH}${href}`);
    }
    await expect(page.locator('article').getByRole('link', {name: 'changelog'})).toHaveAttribute('href', `${BASE_PATH}versions&changes/changelog/`);
  });

  await test.step('the quickstart has three steps and synced curl, Python and JavaScript tabs', async () => {
    const headings = page.locator('article h3');
    await expect(headings.nth(0)).toHaveText(/1\. Get a token/);
    await expect(headings.nth(1)).toHaveText(/2\. List your datasets/);
    await expect(headings.nth(2)).toHaveText(/3\. Import items/);
    await hydrated(page);
    const tabLists = page.getByRole('tablist');
    await expect(tabLists).toHaveCount(2);
    await expect(tabLists.first().getByRole('tab')).toHaveText(['curl', 'Python', 'JavaScript']);
    await tabLists.first().getByRole('tab', {name: 'Python'}).click();
    await expect(tabLists.nth(1).getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').nth(1)).toContainText('requests.put(');
  });
});
