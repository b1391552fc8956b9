// Code samples in tabs (src/theme/Tabs): every panel is in the page as served, the hidden ones
// hidden; a hidden panel keeps the server's markup through hydration and renders when first shown;
// the language choice syncs across groups and survives a reload, and the tabs work from the keyboard.
// The shared test fails on any console error, a hydration mismatch included.
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {browserIdle, hydrated} from '../support/page-checks';

const PAGE = `${BASE_PATH}egress/export-api/`;

test('the page as served holds every panel of every group, all but the selected one hidden', async ({request}) => {
  // Imported when the test runs: tests/support's HTML helpers are ES modules that import one another.
  const {startTags} = await import('../support/html.mjs');
  const tags = startTags(await (await request.get(PAGE)).text());
  const groups = tags.filter((tag) => tag.attributes.role === 'tablist');
  const tabs = tags.filter((tag) => tag.attributes.role === 'tab');
  const panels = tags.filter((tag) => tag.attributes.role === 'tabpanel');
  expect(groups.length).toBeGreaterThan(2);
  expect(panels.map((panel) => panel.attributes.id).sort()).toEqual(tabs.map((tab) => tab.attributes['aria-controls']).sort());
  expect(panels.filter((panel) => !('hidden' in panel.attributes))).toHaveLength(groups.length);
});

test('a hidden panel keeps the server\'s samples through hydration and shows them when chosen', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await browserIdle(page);
  const hiddenPython = page.locator('[role="tabpanel"][hidden]').filter({hasText: 'import requests'});
  await expect(hiddenPython.first()).toBeAttached();
  // The server's highlighting is there too: the panel was not rendered again in the browser.
  await expect(hiddenPython.first().locator('pre .token.keyword').first()).toBeAttached();

  await page.getByRole('tablist').first().getByRole('tab', {name: 'Python', exact: true}).click();
  const shown = page.getByRole('tabpanel').first();
  await expect(shown).toContainText('import requests');
  await expect(shown.locator('pre .token.keyword').first()).toBeVisible();
});

test('without JavaScript every sample is in the page', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.getByRole('tabpanel').first()).toContainText('curl');
  await expect(page.locator('[role="tabpanel"][hidden]').filter({hasText: 'import requests'}).first()).toBeAttached();
  await expect(page.locator('[role="tabpanel"][hidden]').filter({hasText: 'await fetch('}).first()).toBeAttached();
  await context.close();
});

test('choosing a language switches every group on the page and survives a reload', async ({page}) => {
  await page.goto(PAGE);
  const lists = page.getByRole('tablist');
  const groupCount = await lists.count();
  await lists.first().getByRole('tab', {name: 'Python', exact: true}).click();

  const selectedPython = page.getByRole('tab', {name: 'Python', exact: true, selected: true});
  await expect(selectedPython).toHaveCount(groupCount);
  await expect(page.getByRole('tabpanel')).toHaveCount(groupCount);
  await expect(page.getByRole('tabpanel').first()).toContainText('import requests');

  await page.reload();
  await expect(selectedPython).toHaveCount(groupCount);
  await expect(page.getByRole('tabpanel').first()).toContainText('import requests');
});

test('a stored language choice applies on load without a hydration error', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.lang', 'javascript'));
  await page.goto(PAGE);
  await expect(page.getByRole('tab', {name: 'JavaScript', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('await fetch(');
  // A mismatch is reported while React hydrates; the shared test fails on the console error.
  await hydrated(page);
  await browserIdle(page);
});

test('each selected tab controls the panel that is labelled by it', async ({page}) => {
  await page.goto(PAGE);
  const tab = page.getByRole('tablist').first().getByRole('tab', {selected: true});
  const panelId = await tab.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toHaveAttribute('role', 'tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
  await expect(page.getByRole('tabpanel', {name: 'curl'}).first()).toBeVisible();
});

test('arrow keys move along the tabs and Enter selects one', async ({page}) => {
  await page.goto(PAGE);
  const list = page.getByRole('tablist').first();
  await list.getByRole('tab', {name: 'curl', exact: true}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', {name: 'Python', exact: true})).toBeFocused();
  await page.keyboard.press('End');
  await expect(list.getByRole('tab', {name: 'JavaScript', exact: true})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', {name: 'curl', exact: true})).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('tab', {name: 'JavaScript', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('await fetch(');
});
