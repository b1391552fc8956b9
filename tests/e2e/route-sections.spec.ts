// The route table by section (src/plugins/js-chunks, handbook/architecture.md): a page loads the
// routes of its own section only, and an API page those of its own group of the reference with its
// group's version data, so its JavaScript does not grow with the rest of the site; moving between
// sections and groups in the browser (a click, back and forward, a hash link, a search result)
// still happens without a full page load. Chunk files are named by id, so a route module is known
// by the routes it creates, and version data by the docs it lists.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';
import {hydrated} from '../support/page-checks';

const DOC_PAGE = `${BASE_PATH}egress/export-api/`;
const API_PAGE = `${BASE_PATH}api/export-dataset-async/`;

type SidebarItem = {type: string; id?: string; label: string; items?: SidebarItem[]};
/** The reference's groups as its sidebar holds them (.api-reference/sidebars.json): label, then doc ids. */
const API_GROUPS: Map<string, string[]> = (() => {
  const {api} = JSON.parse(readFileSync(path.resolve(__dirname, '../../.api-reference/sidebars.json'), 'utf8')) as {api: SidebarItem[]};
  const ids = (items: SidebarItem[]): string[] => items.flatMap((item) => (item.type === 'doc' ? [item.id!] : ids(item.items ?? [])));
  return new Map(api.filter((item) => item.type === 'category').map((group) => [group.label, ids(group.items ?? [])]));
})();
const apiPage = (id: string) => `${BASE_PATH}api/${id}/`;
const groupOf = (page: string) => [...API_GROUPS].find(([, ids]) => ids.some((id) => apiPage(id) === page))![0];

/** The pages a script creates routes for (each route's ComponentCreator call names its path). */
const routedPages = (script: string) => new Set([...script.matchAll(/\("(\/app\/docs\/[^"]*)","[0-9a-f]+"\)/g)].map(([, page]) => page));
/** The doc ids a script's docs version data lists (`"id":{"id":"id","title":…}` in its `docs`). */
const versionDocIds = (script: string) => new Set([...script.matchAll(/"([^"\\]+)":\{"id":"\1","title"/g)].map(([, id]) => id));

/** URL paths of the scripts the page fetches from now on. */
function scriptPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') paths.push(new URL(response.url()).pathname);
  });
  return paths;
}

const scriptText = (urlPath: string) => readFileSync(path.join(BUILD_DIR, urlPath.slice(BASE_PATH.length)), 'utf8');

/** The group items files a page fetches (src/plugins/docs-groups), as they are fetched. */
function sidebarLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/sidebar-')) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** Opens `address` until it is hydrated and idle: the scripts it fetched, their text, the pages they route and the docs their version data lists. */
async function openAndRead(page: Page, address: string) {
  const scripts = scriptPaths(page);
  await page.goto(address);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const texts = scripts.map(scriptText);
  return {scripts, texts, routed: new Set(texts.flatMap((text) => [...routedPages(text)])), docs: new Set(texts.flatMap((text) => [...versionDocIds(text)]))};
}

/** Marks the document, so that a full page load (which would drop the mark) shows. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, {sameDocument: true}));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

test('a click into another section, back and forward, and a hash link stay in the same document', async ({page}) => {
  await page.goto(DOC_PAGE);
  await hydrated(page);
  const heading = await page.locator('article h1').textContent();
  await markDocument(page);

  await page.locator(`article a[href="${API_PAGE}"]`).first().click();
  await expect(page).toHaveURL(API_PAGE);
  await expect(page.locator('h1').first()).toContainText(/export/i);
  await expect(page.locator('h1').first()).not.toHaveText(heading ?? '');

  await page.goBack();
  await expect(page).toHaveURL(DOC_PAGE);
  await expect(page.locator('article h1')).toHaveText(heading ?? '');
  await page.goForward();
  await expect(page).toHaveURL(API_PAGE);

  await page.goBack();
  await expect(page).toHaveURL(DOC_PAGE);
  const tocLink = page.locator('.table-of-contents a[href^="#"]').first();
  const hash = await tocLink.getAttribute('href');
  await tocLink.click();
  await expect(page).toHaveURL(`${DOC_PAGE}${hash}`);
  expect(await stillSameDocument(page), 'no full page load on the way').toBe(true);
});

test('an API page loads the routes and version data of its own group of the reference only', async ({page}) => {
  const {routed, docs} = await openAndRead(page, API_PAGE);
  const own = groupOf(API_PAGE);
  for (const [group, ids] of API_GROUPS) {
    for (const id of ids) {
      expect(routed.has(apiPage(id)), `${group} page ${id} routed`).toBe(group === own);
      expect(docs.has(id), `${group} doc ${id} in the version data`).toBe(group === own);
    }
  }
});

test('another group of the sidebar opens in place, its pages loaded then, and its first page opens in the same document with that group open', async ({page}) => {
  await page.goto(API_PAGE);
  await hydrated(page);
  await markDocument(page);
  const loads = sidebarLoads(page);
  const [other, ids] = [...API_GROUPS].find(([group]) => group !== groupOf(API_PAGE))!;
  const sidebar = page.locator('nav.menu');
  const open = sidebar.locator('.menu__list-item:not(.menu__list-item--collapsed):has(> .menu__list-item-collapsible)');
  await sidebar.getByRole('button', {name: other, exact: true}).or(sidebar.getByRole('link', {name: other, exact: true})).click();
  await expect(open.locator('> .menu__list-item-collapsible')).toHaveText(other);
  await expect(open.locator('.menu__list .menu__link')).toHaveCount(ids.length);
  expect(page.url(), 'opening a group goes nowhere').toContain(API_PAGE);
  expect(loads, 'the group’s items, once').toHaveLength(1);
  await open.locator('.menu__list .menu__link').first().click();
  await expect(page).toHaveURL(apiPage(ids[0]));
  await expect(open).toHaveCount(1);
  await expect(open.locator('> .menu__list-item-collapsible')).toHaveText(other);
  await expect(open.locator('.menu__list .menu__link')).toHaveCount(ids.length);
  expect(await stillSameDocument(page), 'no full page load on the way').toBe(true);
});

test('a doc page loads the routes, pages and sidebar of its own folder only, names no page of another; another folder opens in place and the navbar’s doc link stays active', async ({page}) => {
  const loads = sidebarLoads(page);
  const {scripts, texts, routed, docs} = await openAndRead(page, DOC_PAGE);
  // main.js creates the routes every page shares; the rest come with the page's section and folder,
  // whose part carries the docs layout's route at the base URL around its pages.
  const outside = texts.filter((_text, index) => !/\/main\.[0-9a-f]+\.js$/.test(scripts[index])).flatMap((text) => [...routedPages(text)]);
  expect(outside, 'the egress folder’s routes').toContain(DOC_PAGE);
  expect(outside.filter((route) => route !== BASE_PATH && !route.startsWith(`${BASE_PATH}egress/`)), 'no other section’s routes').toEqual([]);
  for (const [index, text] of texts.entries()) expect(text, scripts[index]).not.toContain(API_PAGE);
  const other = `${BASE_PATH}items/drafts/`;
  expect(routed.has(DOC_PAGE) && !routed.has(other), 'the page’s folder is routed, another folder is not').toBe(true);
  expect(docs.has('egress/export-api') && !docs.has('items/drafts'), 'the version data lists the page’s folder only').toBe(true);
  // main.js, which every page loads, names no doc: the docs plugin's global data lists only the navbar's.
  const main = texts[scripts.findIndex((script) => /\/main\.[0-9a-f]+\.js$/.test(script))];
  for (const doc of ['egress/export-api', 'items/drafts', 'guide/your_first_call']) expect(main, doc).not.toContain(doc);
  expect(loads, 'no other group’s items before a category opens').toEqual([]);

  const navbarLink = page.locator('.navbar__items').getByRole('link', {name: 'Documentation', exact: true});
  await expect(navbarLink).toHaveClass(/navbar__link--active/);
  const sidebar = page.locator('nav.menu');
  const items = sidebar.locator('li.sidebar-group-lazy', {has: page.getByRole('link', {name: 'Items', exact: true})});
  await items.getByRole('button', {name: /Expand sidebar category 'Items'/}).click();
  const drafts = items.getByRole('link', {name: 'Working with drafts', exact: true});
  await expect(drafts).toHaveAttribute('href', other);
  expect(loads).toHaveLength(1);
  // Clicked once the reader can see it: while the category opens, the list's animated height clips
  // the link (one run under load clicked it then and stayed on the page).
  await expect(drafts).toBeInViewport();
  await drafts.click();
  await expect(page).toHaveURL(other);
  await expect(page.locator('article h1')).toHaveText('Working with drafts');
  await expect(navbarLink).toHaveClass(/navbar__link--active/);
  await page.locator('.navbar__items').getByRole('link', {name: 'Recipes', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}recipes/`));
  await expect(navbarLink).not.toHaveClass(/navbar__link--active/);
});

test('previous and next, a model link, the overview’s table, back and forward cross groups in the same document', async ({page}) => {
  const [first, firstIds] = [...API_GROUPS][0];
  const [second, secondIds] = [...API_GROUPS][1];
  await page.goto(apiPage(secondIds[0]));
  await hydrated(page);
  await markDocument(page);
  // The first page of a group follows the last page of the group before it.
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(apiPage(firstIds.at(-1)!));
  await expect(page.locator('nav.menu .menu__list-item:not(.menu__list-item--collapsed) > .menu__list-item-collapsible')).toHaveText(first);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(apiPage(secondIds[0]));

  const model = page.locator('article a[href*="/api/models/"]').first();
  const modelPage = await model.getAttribute('href');
  await model.click();
  await expect(page).toHaveURL(modelPage!);
  await expect(page.locator('nav.menu .menu__list-item:not(.menu__list-item--collapsed) > .menu__list-item-collapsible')).toHaveText(groupOf(modelPage!));

  await page.locator('nav.menu').getByRole('link', {name: 'Introduction', exact: true}).click();
  await expect(page).toHaveURL(`${BASE_PATH}api/`);
  const lastGroup = [...API_GROUPS].filter(([, ids]) => ids.some((id) => !id.startsWith('models/')))!.at(-1)!;
  const operation = lastGroup[1].find((id) => !id.startsWith('models/') && !id.startsWith('callbacks/'))!;
  await page.locator(`article table a[href="${apiPage(operation)}"]`).click();
  await expect(page).toHaveURL(apiPage(operation));
  await expect(page.locator('h1').first()).not.toHaveText('Data API');

  await page.goBack();
  await expect(page).toHaveURL(`${BASE_PATH}api/`);
  await expect(page.locator('h1').first()).toHaveText('Data API');
  await page.goForward();
  await expect(page).toHaveURL(apiPage(operation));
  expect(await stillSameDocument(page), 'no full page load on the way').toBe(true);
  expect(second).not.toBe(first);
});

test('a search result opens an API page in the same document, with its group’s routes loaded first', async ({page}) => {
  await page.goto(`${BASE_PATH}search/?q=get+draft`);
  await hydrated(page);
  await markDocument(page);
  // A result carries the words to highlight on the page it opens.
  await page.getByRole('main').locator(`a[href^="${apiPage('get-draft')}?"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${apiPage('get-draft')}\\?_highlight=`));
  await expect(page.locator('h1').first()).toHaveText('Get draft');
  await expect(page.locator('nav.menu .menu__list-item:not(.menu__list-item--collapsed) > .menu__list-item-collapsible')).toHaveText(groupOf(apiPage('get-draft')));
  expect(await stillSameDocument(page), 'no full page load on the way').toBe(true);
});

// react-router-config keys a list's routes by position unless a route has a key; the routes of a
// list that gains routes as sections load have keys of their own, or the open page would be
// mounted anew (losing its state) at the next render after a section loaded before it.
const OTHER_SECTIONS = [...new Map(SITE_ROUTES.filter((route) => route.area === 'docs' && route.path).map((route) => [route.path.split('/')[0], `${BASE_PATH}${route.path}`])).values()];
for (const [kind, address, others] of [
  ['a doc page, as every other section of its docs loads', DOC_PAGE, OTHER_SECTIONS],
  ['the API overview, as every group loads', `${BASE_PATH}api/`, [...API_GROUPS.values()].map((ids) => apiPage(ids[0]))],
] as const) {
  test(`${kind}, stays mounted through the next render`, async ({page}) => {
    await page.goto(address);
    await hydrated(page);
    await page.locator('article').evaluate((article) => Object.assign(article, {keptFromFirstRender: true}));
    // What a pointer over each link would fetch (src/clientModules/intentPrefetch.ts).
    await page.evaluate((addresses) => Promise.all(addresses.map((other) => window.docusaurus.preload(other))), others.filter((other) => other !== address));
    const tocLink = page.locator('.table-of-contents a[href^="#"]').first();
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(`${address}${hash}`);
    // Docusaurus scrolls to the heading once the route update has rendered.
    await expect(page.locator(`[id="${hash.slice(1)}"]`)).toBeInViewport();
    expect(await page.locator('article').evaluate((article) => (article as HTMLElement & {keptFromFirstRender?: boolean}).keptFromFirstRender)).toBe(true);
  });
}
