// Shared handles on the search UI for browser tests: the navbar button, the dialog and its parts.
import {expect, type Page} from '@playwright/test';

export const searchButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Search', exact: true});
export const searchDialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
export const searchInput = (page: Page) => searchDialog(page).getByRole('combobox');
export const searchOptions = (page: Page) => searchDialog(page).getByRole('option');

/** Opens the dialog with the navbar button and types a query; resolves once results for it show. */
export async function searchFor(page: Page, query: string) {
  if (!(await searchDialog(page).isVisible())) {
    // The button announces its shortcuts once the page has hydrated and the button works.
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /K/);
    await searchButton(page).click();
  }
  await searchInput(page).fill(query);
  const status = searchDialog(page).getByRole('status');
  await expect(status).toHaveAttribute('data-query', query);
  await expect(status).toHaveAttribute('data-search-status', /^(ready|failed)$/);
  // The first results come from titles and headings; body text then settles them, which can
  // reorder the list and move the highlight back to the first result.
  if ((await status.getAttribute('data-search-status')) === 'ready') await expect(status).toHaveAttribute('data-search-settled', 'true');
}

/** Makes the page report an Apple platform, where the shortcut is Cmd+K. */
export async function emulateApplePlatform(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel', configurable: true});
    Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => ({platform: 'macOS'}), configurable: true});
  });
}
