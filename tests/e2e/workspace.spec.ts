// "Your workspace" (issue 20): the reader sets a tenant and ids once, and every code sample, in
// curl, Python and JavaScript, on docs pages, recipes and API pages, and the Postman environment
// show them; reload and other tabs keep them; Reset brings the samples back; a bad tenant id is
// refused with the rule; nothing but the documented fields reaches localStorage; the swap happens
// after hydration without moving anything; each code block showing the reader's values says so in
// its own frame, with a way to the panel that changes or resets them. Checks that start from the
// same page load share it, one step each, and each step leaves the panel closed and the page in
// light mode; the panel itself starts from the stored workspace each time it opens. axe checks the
// whole page in light mode and its colours again in dark mode: the colour rules on one element of
// each distinct look of text and links (tests/support/page-checks.ts), every other rule on every
// element. It runs once per state the workspace gives a page: the panel open, and a recipe whose
// blocks show the reader's values at a phone's width (the page sweep checks it with the samples').
import {readFile} from 'node:fs/promises';
import {test, expect, type Page} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {accessibilityViolations, COLOUR_RULES, finishFades, hydrated, narrowToPhone, PHONE_WIDTH, type ColourLooks} from '../support/page-checks';
import {findHiddenOverflow} from '../support/overflow';

const STORAGE_KEY = 'api-docs-workspace';
const TENANT = 'YOURS_1';
const PEOPLE = '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0';
const SAMPLE_PEOPLE = '6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34';

const DOC = `${BASE_PATH}guide/your_first_call/`;
const RECIPE = `${BASE_PATH}recipes/import-integration/`;
const OPERATION = `${BASE_PATH}api/get-dataset-metadata/`;
const LANGUAGES = ['curl', 'Python', 'JavaScript'];
const TENANT_SWAP = `Your workspace: ACME_CORP → ${TENANT} (change or reset)`;

/**
 * The code blocks that call the API with a tenant (not a `{tenantId}` placeholder), but those in tab
 * panels not shown: they are in the page, the samples' values in them until they are shown.
 */
const apiCalls = (page: Page) => page.locator('pre').filter({hasText: /\/api\/v1\/[A-Z]/, visible: true});

/**
 * The first of them, scrolled to: a block the page hydrated swaps in the reader's values when it
 * first comes near the screen (src/theme/CodeBlock/waitForScreen.ts).
 */
async function apiCall(page: Page) {
  const block = apiCalls(page).first();
  await block.scrollIntoViewIfNeeded();
  return block;
}

/** The indicators of code blocks that show the reader's values. */
const indicators = (page: Page) => page.locator('.theme-code-block').getByRole('button', {name: /^Your workspace/});

/**
 * The text of every code block on the page but those in tab panels not shown. From the DOM, not as
 * rendered (innerText): a block far below the screen is not rendered until the reader scrolls near
 * it (content-visibility).
 */
const shownCode = (page: Page) =>
  page.locator('pre').evaluateAll((blocks) => blocks.filter((block) => !block.closest('[role="tabpanel"][hidden]')).map((block) => block.textContent).join('\n'));

async function openPanel(page: Page) {
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Workspace/}).click();
  const dialog = page.getByRole('dialog', {name: 'Your workspace'});
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveWorkspace(page: Page, values: {tenant?: string; people?: string}) {
  const dialog = await openPanel(page);
  if (values.tenant !== undefined) await dialog.getByLabel('Tenant id').fill(values.tenant);
  if (values.people !== undefined) await dialog.getByLabel('People dataset id').fill(values.people);
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();
}

/** In each of curl, Python and JavaScript, the first tab group's code shows `expected` and no `absent`. */
async function expectEveryLanguage(page: Page, expected: string[], absent: string[]) {
  for (const language of LANGUAGES) {
    const tab = page.getByRole('tab', {name: language, exact: true}).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel').filter({has: page.locator('pre')}).first();
    for (const text of expected) await expect(panel.locator('pre').first(), `${language} on ${page.url()}`).toContainText(text);
    for (const text of absent) await expect(panel.locator('pre').first(), `${language} on ${page.url()}`).not.toContainText(text);
  }
}

test('a tenant and a dataset id set once show in every language on docs, recipe and API pages, and in the Postman environment; the panel refuses a bad tenant id, works from the keyboard and resets', async ({page, context, request}) => {
  await page.goto(DOC);
  await hydrated(page);

  await test.step('a bad tenant id is refused with the rule and nothing is stored', async () => {
    const dialog = await openPanel(page);
    const tenant = dialog.getByLabel('Tenant id');
    await tenant.fill('acme corp');
    await expect(tenant).toHaveAttribute('aria-invalid', 'true');
    await expect(tenant).toHaveAccessibleDescription(/must match \^\[A-Z\]\[A-Z0-9_\]\{0,29\}\$: a capital letter, then up to 29 capital letters, digits or underscores/);
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Not saved: correct the fields marked below.');
    await expect(tenant).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await expect(await apiCall(page)).toContainText('/api/v1/ACME_CORP/');
    // Closed unsaved: the panel starts from the (empty) stored workspace when it opens again.
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the panel works from the keyboard, returns focus, and passes axe in both colour modes', async () => {
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Workspace/});
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Your workspace'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('API base URL')).toBeFocused();
    for (const label of ['API base URL', 'Tenant id', 'People dataset id', 'Positions dataset id', 'People-to-Positions links dataset id', 'Draft id']) {
      await expect(dialog.getByLabel(label)).toBeVisible();
    }
    await dialog.getByLabel('Tenant id').fill('bad tenant');
    const colourLooks: ColourLooks = new Set();
    expect(await accessibilityViolations(page, {colourLooks})).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    // Buttons fade to their dark colours; axe must see where they end, not a frame of the fade.
    await finishFades(page);
    expect(await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks})).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Back to light mode for the steps that follow.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await finishFades(page);
  });

  await test.step('Reset to samples in the panel empties its fields and the stored workspace', async () => {
    await saveWorkspace(page, {tenant: TENANT, people: PEOPLE});
    await expect(await apiCall(page)).toContainText(`/api/v1/${TENANT}/`);
    const dialog = await openPanel(page);
    await expect(dialog.getByLabel('Tenant id')).toHaveValue(TENANT);
    await dialog.getByRole('button', {name: 'Reset to samples'}).click();
    await expect(dialog.getByRole('status')).toHaveText('Reset: the samples show their own values again.');
    await expect(dialog.getByLabel('Tenant id')).toHaveValue('');
    await expect(dialog.getByLabel('People dataset id')).toHaveValue('');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await expect(dialog).toBeHidden();
    await expect(await apiCall(page)).toContainText('/api/v1/ACME_CORP/');
    await expect(indicators(page)).toHaveCount(0);
  });

  await test.step('a tenant and a dataset id set once show in every language on docs, recipe and API pages, and in the Postman environment', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await saveWorkspace(page, {tenant: TENANT, people: PEOPLE});

    await expectEveryLanguage(page, [`/api/v1/${TENANT}/`], ['ACME_CORP']);

    // The copy button copies what the block shows; the block says whose values it shows.
    const block = page.locator('.theme-code-block').filter({hasText: `/api/v1/${TENANT}/`, visible: true}).first();
    await expect(block.getByRole('button', {name: TENANT_SWAP})).toBeVisible();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`/api/v1/${TENANT}/`);
    // innerText puts a blank line after each line of code; the copied text has single newlines.
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(copied)).toEqual(lines(await block.locator('pre').innerText()));

    await page.goto(RECIPE);
    await hydrated(page);
    await expectEveryLanguage(page, [`/api/v1/${TENANT}/`], ['ACME_CORP']);
    expect(await shownCode(page)).toContain(PEOPLE);

    await page.goto(OPERATION);
    await hydrated(page);
    await expectEveryLanguage(page, [`/api/v1/${TENANT}/datasets/${PEOPLE}`], ['ACME_CORP', SAMPLE_PEOPLE]);

    // The server-rendered HTML keeps the samples' values.
    const html = await (await request.get(OPERATION)).text();
    expect(html).toContain(`/api/v1/ACME_CORP/datasets/${SAMPLE_PEOPLE}`);
    expect(html).not.toContain(TENANT);

    await page.goto(`${BASE_PATH}api/`);
    await hydrated(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', {name: 'Postman environment'}).click()]);
    expect(download.suggestedFilename()).toBe('data-api.postman_environment.json');
    const environment = JSON.parse(await readFile((await download.path())!, 'utf8')) as {values: {key: string; value: string; type: string}[]};
    const values = Object.fromEntries(environment.values.map((variable) => [variable.key, variable.value]));
    expect(values).toMatchObject({baseUrl: 'https://api.example.com', tenantId: TENANT, peopleDatasetId: PEOPLE, token: ''});

    // Only the documented key, holding only the documented fields; never a token.
    const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
    expect(JSON.parse(stored[STORAGE_KEY]!)).toEqual({tenantId: TENANT, peopleDatasetId: PEOPLE});
    for (const [key, value] of Object.entries(stored)) expect(`${key}=${value}`).not.toMatch(/token|bearer/i);
  });
});

test('reload keeps the workspace, another tab picks changes up, and Reset restores the samples', async ({page, context}) => {
  await page.goto(RECIPE);
  await hydrated(page);
  await saveWorkspace(page, {tenant: TENANT});
  await page.reload();
  await hydrated(page);
  // Each block swaps as it comes near the screen: the last, far below, shows the samples' values
  // until then. Before printing, every block swaps, so the printout shows the reader's values.
  const lastCall = apiCalls(page).last();
  await expect(lastCall).toContainText('/api/v1/ACME_CORP/');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  expect(await shownCode(page)).not.toContain('ACME_CORP');
  await expect(await apiCall(page)).toContainText(`/api/v1/${TENANT}/`);

  const other = await context.newPage();
  await other.goto(DOC);
  await hydrated(other);
  await expect(await apiCall(other)).toContainText(`/api/v1/${TENANT}/`);

  await saveWorkspace(page, {tenant: 'FROM_THE_FIRST_TAB'});
  await expect(await apiCall(other)).toContainText('/api/v1/FROM_THE_FIRST_TAB/');

  // The indicator beside the swapped block opens the panel, whose Reset brings the samples back.
  const swappedBlock = other.locator('.theme-code-block').filter({hasText: '/api/v1/FROM_THE_FIRST_TAB/', visible: true}).first();
  const indicator = swappedBlock.getByRole('button', {name: 'Your workspace: ACME_CORP → FROM_THE_FIRST_TAB (change or reset)'});
  await indicator.click();
  const dialog = other.getByRole('dialog', {name: 'Your workspace'});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Reset to samples'}).click();
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(dialog).toBeHidden();
  await expect(indicators(other)).toHaveCount(0);
  await expect(await apiCall(other)).toContainText('/api/v1/ACME_CORP/');
  await expect(await apiCall(page)).toContainText('/api/v1/ACME_CORP/');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

// Shifts of the swap's own making: of the page's content (code blocks, their indicators and what
// follows them) or the navbar's items. The brand and breadcrumbs have shifts of their own while the
// page loads, with or without a workspace, which are not the swap's.
// The article, the API reference's sample column and the navbar's workspace button.
const SWAP_AREAS = '.markdown, [data-api-box], .navbar__items--right';

/** What the no-shift test's init script keeps: shifts in the swap areas, and from when they count. */
type SwapShiftWindow = Window & {swapShifts?: {at: number; shift: string}[]; comparableFrom?: number};

// Opened where swapped code blocks are on screen: only shifts in view count. On an API page the
// request sample is beside the title at 1280 px and under the introduction on a phone.
const NO_SHIFT_PAGES = [
  {kind: 'recipe', path: `${RECIPE}#step-3-read-the-metadata`},
  {kind: 'API operation', path: `${BASE_PATH}api/get-dataset-metadata/`},
];

/**
 * Opens the panel from the phone menu and saves a tenant in it (the window must be a phone's). axe
 * checks this recipe showing the reader's values at this width in the indicators' test below.
 */
async function phonePanelFits(page: Page) {
  await narrowToPhone(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  // On a docs page the phone menu opens on the page's sidebar; the navbar items are one level up.
  await page.getByRole('button', {name: '← Back to main menu'}).click();
  await page.locator('.navbar-sidebar').getByRole('button', {name: /^Workspace/}).click();
  const dialog = page.getByRole('dialog', {name: 'Your workspace'});
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  await dialog.getByLabel('Tenant id').fill(TENANT);
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeFocused();
  await expect(await apiCall(page)).toContainText(`/api/v1/${TENANT}/`);
}

for (const width of [1280, PHONE_WIDTH]) for (const {kind, path} of NO_SHIFT_PAGES) {
  // The recipe on a phone, swapped to a longer tenant, is also where the panel is opened from the
  // phone menu: saving another tenant there shows on the page.
  const phoneRecipe = kind === 'recipe' && width === PHONE_WIDTH;
  const title = `the swap after hydration moves nothing on ${kind === 'recipe' ? 'a recipe' : 'an API operation'} page, ${width} px wide`;
  test(phoneRecipe ? `${title}, and there the panel opens from the menu and fits` : title, async ({page}) => {
    await page.setViewportSize({width, height: 844});
    await page.addInitScript(
      ([key, value, areas]) => {
        localStorage.setItem(key, value);
        const win = window as SwapShiftWindow;
        win.swapShifts = [];
        // A busy machine paints part of a page while it is still parsing it. The first frame after
        // parsing then reports as shifts everything the rest of the page moved, before any swap can
        // (blocks swap only once they are seen near the screen, after hydration): count from the
        // frame after it.
        document.addEventListener('DOMContentLoaded', () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              win.comparableFrom = performance.now();
            }),
          ),
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node?: Node}[]})[]) {
            const nodes = entry.sources.map((source) => source.node).filter((node): node is Element => node instanceof Element);
            if (!entry.hadRecentInput && nodes.some((node) => node.closest(areas)))
              win.swapShifts!.push({at: entry.startTime, shift: `${entry.value} ${nodes.map((node) => node.outerHTML.slice(0, 120)).join(' | ')}`});
          }
        }).observe({type: 'layout-shift', buffered: true});
      },
      [STORAGE_KEY, JSON.stringify({tenantId: 'A_LONGER_TENANT_ID_THAN_ACME', baseUrl: 'https://api.eu-west.example.org', peopleDatasetId: PEOPLE}), SWAP_AREAS],
    );
    await page.goto(path);
    await test.step(title, async () => {
      if (kind !== 'recipe' && width === PHONE_WIDTH) await page.evaluate(() => document.querySelector('[data-api-box="request"]')?.scrollIntoView());
      await hydrated(page);
      const swappedOnScreen = () =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('pre')).filter((pre) => {
              const {top, bottom} = pre.getBoundingClientRect();
              return pre.innerText.includes('/api/v1/A_LONGER_TENANT_ID_THAN_ACME/') && bottom > 0 && top < window.innerHeight;
            }).length,
        );
      await expect.poll(swappedOnScreen).toBeGreaterThan(0);
      await expect(indicators(page).first()).toBeVisible();
      const shifts = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve)));
        const {swapShifts, comparableFrom} = window as SwapShiftWindow;
        if (comparableFrom === undefined) throw new Error('no frame was painted after the page was parsed');
        return swapShifts!.filter(({at}) => at >= comparableFrom).map(({shift}) => shift);
      });
      expect(shifts).toEqual([]);
    });
    if (phoneRecipe) {
      await test.step('on a phone the panel opens from the menu and fits 390 px', async () => {
        // Opened at an anchor, the page hides its navbar (hideOnScroll); back at the top, as a page
        // opened without one, the navbar and its menu button show again.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
        await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeInViewport({ratio: 1});
        await phonePanelFits(page);
      });
    }
  });
}

/**
 * Where a block's indicator sits against the block: the frame's and the indicator's boxes, the top
 * of the code's first line, and the copy and wrap buttons' left edge (they show on hover or touch).
 */
function indicatorGeometry(block: ReturnType<Page['locator']>) {
  return block.evaluate((element) => {
    const box = (target: Element | null) => target?.getBoundingClientRect().toJSON() as DOMRect | undefined;
    return {
      frame: box(element)!,
      indicator: box(element.querySelector('[data-workspace-indicator]'))!,
      firstLine: box(element.querySelector('.token-line'))!,
      buttons: box(element.querySelector('[class*="buttonGroup"]')),
    };
  });
}

// The reader's values go into the server's highlighted markup, token by token: a page with a
// workspace fetches no more JavaScript than without one (Prism and its grammars stay unloaded), and
// its swapped blocks keep their colours. The page as reloaded with a workspace is then where each
// swapped block's indicator is checked.
test('swapped code blocks keep their highlighting without loading the highlighter, and each says so in its frame, covers no code, opens the panel from the keyboard and passes axe', async ({page}) => {
  const scripts = new Set<string>();
  // Routing turns the HTTP cache off, so the second visit asks for every script again.
  await page.route('**/*.js', (route) => route.continue());
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  const visit = async (first: boolean) => {
    scripts.clear();
    // The same address again would only scroll to the anchor: the second visit reloads.
    if (first) await page.goto(`${RECIPE}#step-3-read-the-metadata`);
    else await page.reload();
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
    return [...scripts].sort();
  };
  const withoutWorkspace = await visit(true);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify({tenantId: TENANT, peopleDatasetId: PEOPLE})]);
  const withWorkspace = await visit(false);

  await test.step('swapped code blocks keep their highlighting without loading the highlighter', async () => {
    await expect(indicators(page).first()).toBeVisible();
    expect(withWorkspace).toEqual(withoutWorkspace);
    const swapped = page.locator('.theme-code-block').filter({has: page.getByRole('button', {name: /^Your workspace/})}).locator('pre');
    expect(await swapped.count()).toBeGreaterThan(0);
    for (const block of await swapped.all()) {
      await expect(block).toContainText(new RegExp(`${TENANT}|${PEOPLE}`));
      expect(await block.locator('.token:not(.plain)').count(), 'highlighted tokens in a swapped block').toBeGreaterThan(0);
    }
    await page.unroute('**/*.js');
  });

  await test.step('each code block showing the reader values says so in its frame, covers no code, opens the panel from the keyboard, and passes axe in both colour modes at 390 px', async () => {
    await expect(indicators(page).first()).toBeVisible();

    // A block has an indicator exactly when it shows a reader value; one with only the reader's ids
    // names no pair.
    const blocks = await page.locator('.theme-code-block').evaluateAll((elements, values) =>
      elements.map((element) => ({
        swapped: values.some((value) => (element.querySelector('pre')?.textContent ?? '').toUpperCase().includes(value)),
        indicator: element.querySelector('[data-workspace-indicator]')?.textContent ?? null,
      })),
    [TENANT, PEOPLE]);
    expect(blocks.filter((block) => block.swapped).length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.indicator !== null, JSON.stringify(block)).toBe(block.swapped);
    expect(blocks.filter((block) => block.indicator !== null && !block.indicator.includes('→'))).not.toHaveLength(0);

    const block = page.locator('.theme-code-block').filter({hasText: `/api/v1/${TENANT}/`, visible: true}).first();
    const indicator = block.getByRole('button', {name: TENANT_SWAP});
    for (const width of [1280, PHONE_WIDTH]) {
      await page.setViewportSize({width, height: 844});
      await block.scrollIntoViewIfNeeded();
      await expect(indicator).toBeVisible();
      // Inside the frame, above the first line of code, clear of the copy and wrap buttons.
      const {frame, indicator: box, firstLine, buttons} = await indicatorGeometry(block);
      expect(box.left, `${width} px`).toBeGreaterThanOrEqual(frame.left);
      expect(box.right, `${width} px`).toBeLessThanOrEqual(frame.right);
      expect(box.top, `${width} px`).toBeGreaterThanOrEqual(frame.top);
      expect(box.bottom, `${width} px`).toBeLessThanOrEqual(firstLine.top + 0.5);
      if (buttons) expect(box.right, `${width} px`).toBeLessThanOrEqual(buttons.left);
      // Code that is wider than its block still scrolls with its cue, as the page sweep requires.
      await expect.poll(() => findHiddenOverflow(page), {message: `hidden overflow at ${width} px`}).toEqual([]);
    }

    // At a phone's width from here on (the loop's last), where axe checks the recipe with the
    // reader's values; the page sweep checks it there with the samples'.
    await indicator.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Your workspace'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Tenant id')).toHaveValue(TENANT);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(indicator).toBeFocused();

    const colourLooks: ColourLooks = new Set();
    expect(await accessibilityViolations(page, {colourLooks})).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await finishFades(page);
    expect(await accessibilityViolations(page, {rules: COLOUR_RULES, colourLooks})).toEqual([]);
  });
});
