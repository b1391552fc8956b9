// The search dialog: every way to open and close it, keyboard navigation of results, focus and
// ARIA roles, what a result shows, and how it behaves when the index cannot be loaded. Checks that
// need the same page share one visit, a step each: between steps the dialog is closed (it forgets
// its query and highlight when it closes) and, before keyboard checks, focus is taken off, as on a
// page just loaded. A visit ends with the step that leaves the page.
import {test, expect, type Page, type Route} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {emulateApplePlatform, searchButton, searchDialog, searchFor, searchInput, searchOptions} from '../support/search';

// The plugin's index file and every file of the site's sharded index beside it.
const INDEX_REQUEST = /\/app\/docs\/1\.0\.0\/search-index-[0-9a-f]{8}(\.json|\/)/;

async function gotoDocs(page: Page, path = `${BASE_PATH}introduction/`) {
  await page.goto(path);
  // The button is server-rendered; it announces the shortcuts once they listen (after hydration).
  await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /K/);
}

/** Closes the dialog with Escape, so the next check opens a new one. */
async function closeSearch(page: Page) {
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toHaveCount(0);
}

/** Takes focus off whatever has it (closing the dialog gives it back to the opener), as on a page just loaded. */
async function blurFocus(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('the dialog opens and closes every way, and the keyboard moves through its results', async ({page}) => {
  await gotoDocs(page);

  await test.step('the navbar button opens the dialog with focus in its search input', async () => {
    await searchButton(page).click();
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  });

  // The dialog the navbar button opened in the step before.
  await test.step('Escape closes search and focus returns to the navbar button', async () => {
    await searchInput(page).fill('links');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  await blurFocus(page);
  await test.step('Ctrl+K opens search', async () => {
    await page.keyboard.press('Control+K');
    await expect(searchInput(page)).toBeFocused();
  });

  // The dialog Ctrl+K opened in the step before.
  await test.step('the shortcut pressed again closes search', async () => {
    await expect(searchDialog(page)).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(searchDialog(page)).toHaveCount(0);
  });

  await blurFocus(page);
  await test.step('a click on the backdrop closes search; a click inside the dialog does not', async () => {
    await searchButton(page).click();
    await searchDialog(page).click({position: {x: 10, y: 10}});
    await expect(searchDialog(page)).toBeVisible();
    await page.getByTestId('search-backdrop').click({position: {x: 5, y: 5}});
    await expect(searchDialog(page)).toHaveCount(0);
  });

  await blurFocus(page);
  await test.step('Arrow Down and Arrow Up move the highlighted result, wrapping at both ends', async () => {
    await searchFor(page, 'dataset');
    const options = searchOptions(page);
    const count = await options.count();
    expect(count).toBeGreaterThan(3);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await closeSearch(page);
  });

  await blurFocus(page);
  await test.step('the highlighted result is scrolled into view', async () => {
    const viewport = page.viewportSize()!;
    await page.setViewportSize({width: 1000, height: 500});
    await searchFor(page, 'dataset');
    const last = searchOptions(page).last();
    await expect(last).not.toBeInViewport();
    await page.keyboard.press('ArrowUp');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
    await closeSearch(page);
    await page.setViewportSize(viewport);
  });

  await blurFocus(page);
  await test.step('the input points assistive technology at the highlighted option', async () => {
    await searchFor(page, 'dataset');
    await page.keyboard.press('ArrowDown');
    const activeId = await searchOptions(page).nth(1).getAttribute('id');
    await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', activeId!);
    await closeSearch(page);
  });

  await blurFocus(page);
  await test.step('Tab and Shift+Tab keep focus inside the open dialog', async () => {
    await searchFor(page, 'links');
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await searchDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await searchDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await closeSearch(page);
  });

  await blurFocus(page);
  await test.step('Enter opens the highlighted result in the same tab and closes search', async () => {
    await searchFor(page, 'allocation');
    await page.keyboard.press('ArrowDown');
    const highlighted = searchOptions(page).nth(1);
    await expect(highlighted).toHaveAttribute('aria-selected', 'true');
    const href = await highlighted.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === href);
    expect(page.context().pages()).toHaveLength(1);
  });
});

test('"/" opens search outside text fields, and the keyboard alone reaches the full results page, where "/" is typed', async ({page}) => {
  await gotoDocs(page);

  await test.step('"/" opens search when focus is not in a text field', async () => {
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
  });

  // The dialog "/" opened in the step before.
  await test.step('keyboard alone reaches the full results page through "See all results"', async () => {
    await page.keyboard.type('drafts');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(searchDialog(page).getByRole('link', {name: 'See all results'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `${BASE_PATH}search/` && url.searchParams.get('q') === 'drafts');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "drafts"');
  });

  // On the full results page the step before reached; its input is emptied first, as on a page of its own.
  await test.step('"/" typed in an input types a slash and does not open search', async () => {
    const input = page.getByLabel('Search the documentation');
    await input.fill('');
    await input.click();
    await page.keyboard.press('/');
    await expect(input).toHaveValue('/');
    await expect(searchDialog(page)).toHaveCount(0);
  });
});

test('what is typed while the dialog is still on its way becomes its query; Escape meanwhile cancels opening', async ({page}) => {
  // The dialog's code is fetched on first use; held back here until the reader has pressed keys.
  const held: Route[] = [];
  await page.route(/\/assets\/js\/search-modal\.[0-9a-f]+\.js$/, (route) => held.push(route));
  const release = async () => {
    await expect.poll(() => held.length).toBe(1);
    await held.pop()!.continue();
  };

  await test.step('letters typed after "/" and before the dialog arrives are in its input', async () => {
    await gotoDocs(page);
    await page.keyboard.press('/');
    await page.keyboard.type('drafts');
    await release();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('drafts');
  });

  // A page of its own: the dialog's code, once fetched, stays for the page's life.
  await test.step('Escape pressed before the dialog arrives means it does not open', async () => {
    await gotoDocs(page);
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await release();
    await page.waitForLoadState('networkidle');
    await expect(searchDialog(page)).toHaveCount(0);
    // It opens at once the next time.
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
  });
});

test('Cmd+K opens search on Apple platforms', async ({page}) => {
  await emulateApplePlatform(page);
  await gotoDocs(page);
  await page.keyboard.press('Meta+K');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchButton(page)).toContainText('⌘');
});

test('a result shows its page, heading and context, the list is announced as such, and a click opens it', async ({page}) => {
  await gotoDocs(page);

  await test.step('the input is a combobox that controls a listbox of options', async () => {
    await searchFor(page, 'links');
    const input = searchInput(page);
    const listbox = searchDialog(page).getByRole('listbox');
    await expect(searchDialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await closeSearch(page);
  });

  await test.step('a result shows its page title, heading and a context snippet with matched words marked', async () => {
    await searchFor(page, 'fractions');
    const option = searchOptions(page).filter({hasText: 'Maintaining links'}).first();
    await expect(option).toContainText('Allocation');
    await expect(option.locator('mark').filter({hasText: /^fractions$/i}).first()).toBeVisible();
    const snippet = (await option.innerText()).split('\n').pop()!;
    expect(snippet.replace(/…/g, '').length).toBeLessThanOrEqual(50);
    await closeSearch(page);
  });

  await test.step('API reference results are labelled "API Reference", others are not', async () => {
    await searchFor(page, 'create dataset');
    const api = searchDialog(page).locator(`[role="option"][href^="${BASE_PATH}api/"]`);
    await expect(api.first()).toContainText('API Reference');
    const guide = searchDialog(page).locator(`[role="option"][href^="${BASE_PATH}Dataset-operations/"]`);
    await expect(guide.first()).not.toContainText('API Reference');
    await closeSearch(page);
  });

  await test.step('shows at most 20 results', async () => {
    await searchFor(page, 'data');
    await expect(searchOptions(page)).toHaveCount(20);
    await closeSearch(page);
  });

  await test.step('a query with no match says no documents were found', async () => {
    await searchFor(page, 'zzqxjv');
    await expect(searchDialog(page).getByRole('status')).toHaveText('No documents were found');
    await closeSearch(page);
  });

  await test.step('a mouse click on a result opens it in the same tab and closes search', async () => {
    await searchFor(page, 'allocation');
    const option = searchOptions(page).first();
    const href = await option.getAttribute('href');
    await option.click();
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === href);
  });
});

test.describe('the index', () => {
  // The page's clock is installed for the check without analytics, which shares this visit.
  test('is fetched from the base path only when search first opens, and once per page load; search works without analytics', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => INDEX_REQUEST.test(request.url()) && requests.push(new URL(request.url()).pathname));
    await page.clock.install();
    await gotoDocs(page);

    await test.step('the index is not fetched before search first opens', async () => {
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
    });

    await test.step('search works and nothing breaks when the page has no analytics', async () => {
      await searchFor(page, 'links');
      await expect(searchOptions(page).first()).toBeVisible();
      // Past the settle time (800 ms), on the page's clock: the report without gtag has run; the shared
      // test fails on any error it raised.
      await page.clock.fastForward(1_200);
      expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    });

    // The dialog the step before opened, with "links" searched.
    await test.step('the index is fetched from the base path once per page load: the shard table first, then what each query needs', async () => {
      await page.keyboard.press('Escape');
      await searchFor(page, 'drafts');
      await searchDialog(page).getByRole('link', {name: 'See all results'}).click();
      await expect(page.getByRole('list', {name: 'Search results'}).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The shard table first, then for each query its light and text shards, cards and sections;
      // each file once. The plugin's own index (the spec's format, for other sites) is not needed.
      expect(requests[0]).toMatch(/^\/app\/docs\/1\.0\.0\/search-index-[0-9a-f]{8}\/meta\.json$/);
      expect(new Set(requests).size, 'no file is fetched twice').toBe(requests.length);
      const folder = requests[0].replace(/meta\.json$/, '');
      expect(requests.filter((file) => !file.startsWith(folder))).toEqual([]);
      for (const kind of ['l', 't', 'p', 's']) expect(requests.some((file) => file.startsWith(`${folder}${kind}/`)), kind).toBe(true);
    });
  });

  // Each failure gets a visit of its own, so no file read before it is already in the page's memory.
  test('body text that cannot be loaded leaves titles, headings and the API reference searchable', async ({page, browserLog}) => {
    browserLog.expectErrors(/^Failed to load resource: the server responded with a status of 500/);
    await page.route(/\/search-index-[0-9a-f]{8}\/t\//, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    await gotoDocs(page);
    await searchFor(page, 'createDataset');
    await expect(searchOptions(page).first()).toHaveAttribute('href', new RegExp(`^${BASE_PATH}api/create-dataset/`));
    await expect.poll(() => browserLog.warnings.some((text) => text.includes('Search text could not be loaded'))).toBe(true);
    await expect(searchDialog(page).getByRole('status')).not.toContainText('could not be loaded');
  });

  for (const [failure, fulfil] of [
    ['request fails', {status: 500, body: 'Internal Server Error'}],
    ['file is not JSON', {status: 200, contentType: 'application/json', body: '<!doctype html><p>not json'}],
  ] as const) {
    test(`when the index ${failure}, a warning is logged and the dialog says so, without crashing`, async ({page, browserLog}) => {
      browserLog.expectErrors(/^Failed to load resource/);
      await page.route(INDEX_REQUEST, (route) => route.fulfill(fulfil));
      await gotoDocs(page);
      await searchButton(page).click();
      await searchInput(page).fill('links');
      await expect(searchDialog(page).getByRole('status')).toContainText('the search index could not be loaded');
      await expect(searchOptions(page)).toHaveCount(0);
      expect(browserLog.warnings.some((text) => text.includes('Search index could not be loaded'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toHaveCount(0);
    });
  }
});

// The page's clock, which the first check moves on, runs in real time otherwise: the second check
// chooses a result as soon as it shows, well inside the settle time, as on a page of its own.
test('each settled query is reported once as a site-search event, and a result chosen before it settles at once', async ({page}) => {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, {searchEvents: events, gtag: (...args: unknown[]) => events.push(args)});
  });
  await page.clock.install();
  await gotoDocs(page);
  const events = () => page.evaluate(() => (window as unknown as {searchEvents: unknown[]}).searchEvents);

  await test.step('each settled query is reported once as a site-search event', async () => {
    await searchButton(page).click();
    await searchInput(page).pressSequentially('links', {delay: 40});
    await expect.poll(events).toEqual([['event', 'site-search', {search_term: 'links'}]]);
    // Past another settle time (800 ms), on the page's clock: a second report would be due by now.
    await page.clock.fastForward(1_200);
    expect(await events()).toHaveLength(1);
  });

  // A new dialog (it remembers no query) and no events recorded, as on a page of its own.
  await closeSearch(page);
  await page.evaluate(() => void ((window as unknown as {searchEvents: unknown[]}).searchEvents.length = 0));

  await test.step('choosing a result before the query settles reports it at once', async () => {
    await searchFor(page, 'drafts');
    await page.keyboard.press('Enter');
    expect(await events()).toEqual([['event', 'site-search', {search_term: 'drafts'}]]);
  });
});
