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

test('without JavaScript every sample is in the page', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.getByRole('tabpanel').first()).toContainText('curl');
  await expect(page.locator('[role="tabpanel"][hidden]').filter({hasText: 'import requests'}).first()).toBeAttached();
  await expect(page.locator('[role="tabpanel"][hidden]').filter({hasText: 'await fetch('}).first()).toBeAttached();
  await context.close();
});

// One visit for the checks in the browser with JavaScript, in the order a reader meets them: the
// tabs as loaded, a language chosen (it syncs every group and is stored), the page reloaded, the
// keyboard, and the page reloaded with the language the keyboard chose.
test('tabs control their panels, keep the server\'s samples, sync and store the chosen language, and work from the keyboard', async ({page}) => {
  await page.goto(PAGE);

  await test.step('each selected tab controls the panel that is labelled by it', async () => {
    const tab = page.getByRole('tablist').first().getByRole('tab', {selected: true});
    const panelId = await tab.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
    await expect(page.getByRole('tabpanel', {name: 'curl'}).first()).toBeVisible();
  });

  await test.step('a hidden panel keeps the server\'s samples through hydration and shows them when chosen', async () => {
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

  // Python, chosen in the first group by the step before.
  await test.step('choosing a language switches every group on the page and survives a reload', async () => {
    const groupCount = await page.getByRole('tablist').count();
    const selectedPython = page.getByRole('tab', {name: 'Python', exact: true, selected: true});
    await expect(selectedPython).toHaveCount(groupCount);
    await expect(page.getByRole('tabpanel')).toHaveCount(groupCount);
    await expect(page.getByRole('tabpanel').first()).toContainText('import requests');

    await page.reload();
    await expect(selectedPython).toHaveCount(groupCount);
    await expect(page.getByRole('tabpanel').first()).toContainText('import requests');
  });

  await test.step('arrow keys move along the tabs and Enter selects one', async () => {
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

  // JavaScript, stored by the step before, is in localStorage before the page loads.
  await test.step('a stored language choice applies on load without a hydration error', async () => {
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.lang'))).toBe('javascript');
    await page.reload();
    await expect(page.getByRole('tab', {name: 'JavaScript', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toContainText('await fetch(');
    // A mismatch is reported while React hydrates; the shared test fails on the console error.
    await hydrated(page);
    await browserIdle(page);
  });
});
