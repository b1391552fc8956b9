// An API operation page read at a glance: the checks every operation page of the reference must
// pass, as the page sweep (tests/e2e/page-sweep.nginx.spec.ts) runs them on each one it loads. At a
// laptop's 1366 px: method and path right under the title and above the fold, a page short enough to
// read, both sample boxes within the window and beside the text without squeezing each other, the
// status picker on one row, the response box in view at Responses, every error code linked to its
// row, the sidebar with the operation's group open (the operation with its method badge) and every
// other group as a link, and previous and next following the sidebar. On a phone: method, path and the request sample
// before the parameters.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {apiModelSummary, apiRoute} from './apiModel';
import {BASE_PATH} from './routes';

export type Operation = ReturnType<typeof apiModelSummary>['operations'][number];

/** The window the reference is read at on a laptop. */
export const LAPTOP_WINDOW = {width: 1366, height: 900};
/** The limit for an operation page at 1366 px (it was up to 15,538 px). */
export const MAX_OPERATION_PAGE_HEIGHT = 6000;

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};

/** The reference's sidebar as generated: its reading order (every page, as routes) and its groups (top-level categories) with their pages. */
export type ReferenceSidebar = {order: string[]; groups: {label: string; pages: string[]}[]};

export function referenceSidebar(): ReferenceSidebar {
  const api = `${BASE_PATH}api/`;
  const sidebar = JSON.parse(readFileSync(path.resolve(__dirname, '../../.api-reference/sidebars.json'), 'utf8')) as {api: SidebarItem[]};
  const flatten = (items: SidebarItem[]): string[] => items.flatMap((item) => (item.type === 'doc' ? [item.id === 'index' ? api : `${api}${item.id}/`] : flatten(item.items ?? [])));
  const groups = sidebar.api.filter((item) => item.type === 'category').map((group) => ({label: group.label ?? '', pages: flatten(group.items ?? [])}));
  return {order: flatten(sidebar.api), groups};
}

const endpointOf = (page: Page) => page.locator('[data-api-endpoint]').first();
const requestBoxOf = (page: Page) => page.locator('[data-api-box="request"]');

/** The loaded operation page at 1366 px (it sets the window): method and path, boxes, errors and the way on. */
export async function expectReadableAtLaptopWidth(page: Page, operation: Operation, sidebar: ReferenceSidebar): Promise<void> {
  await page.setViewportSize(LAPTOP_WINDOW);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('h1').first()).toHaveText(operation.summary);

  // Method and full path right under the title, above the fold.
  const endpoint = endpointOf(page);
  await expect(endpoint.locator('[data-method]')).toHaveText(operation.method.toUpperCase());
  await expect(endpoint.locator('code')).toHaveText(operation.path);
  expect((await endpoint.boundingBox())!.y + 40).toBeLessThan(LAPTOP_WINDOW.height);

  // The page is short enough to read, and both sample boxes fit the window and sit side by side with the text.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(MAX_OPERATION_PAGE_HEIGHT);
  const requestBox = requestBoxOf(page);
  const responseBox = page.locator('[data-api-box="response"]');
  for (const box of [requestBox, responseBox]) expect((await box.boundingBox())!.height).toBeLessThanOrEqual(LAPTOP_WINDOW.height);
  // Neither box is squeezed by the other: each shows its whole sample or at least 160 px of it.
  for (const box of [requestBox, responseBox]) {
    const code = await box.locator('.tabs-container > div').first().evaluate((panel) => ({shown: panel.clientHeight, whole: panel.scrollHeight}));
    expect(code.shown, 'sample area height').toBeGreaterThanOrEqual(Math.min(code.whole, 160));
  }
  expect((await requestBox.boundingBox())!.x).toBeGreaterThan((await page.locator('h1').first().boundingBox())!.x + 300);
  // The status picker never wraps: one row of tabs.
  // The status tabs, not the media-type tabs a response with several media types nests in its panel.
  const statusTabs = responseBox.getByRole('tablist').first().getByRole('tab');
  const tops = new Set(await statusTabs.evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))));
  expect(tops.size).toBe(1);

  // At Responses, the response box is in view.
  await page.locator('#responses').scrollIntoViewIfNeeded();
  await expect(responseBox).toBeInViewport();

  // Every error code is linked to its row on the error list, and the page names exactly the codes of
  // the model: the error responses' in the Errors section, and those a success answer's failures carry
  // (Clear drafts' per-layer codes) in that answer's section.
  const codes = await page.locator('#responses ~ * a[href*="/errors/list/#"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash.slice(1)));
  expect([...new Set(codes)].sort()).toEqual([...operation.errorCodes].sort());

  // The sidebar shows the operation's group open, the operation with its method badge, and every
  // other group collapsed, its items loaded when it opens (src/plugins/docs-groups).
  const route = apiRoute(operation.permalink);
  const group = sidebar.groups.find((candidate) => candidate.pages.includes(route));
  expect(group, 'page is in a sidebar group').toBeDefined();
  await expect(page.locator('nav.menu > ul > li:not(.menu__list-item--collapsed) > .menu__list-item-collapsible')).toHaveText(group!.label);
  await expect(page.locator('nav.menu > ul > li.sidebar-group-lazy')).toHaveCount(sidebar.groups.length - 1);
  const item = page.locator(`nav.menu li.api-sidebar-method--${operation.method}`).filter({hasText: operation.summary}).first();
  await expect(item).toBeVisible();
  const badge = await item.locator('.menu__link').evaluate((link) => getComputedStyle(link, '::before').content);
  expect(badge, operation.summary).toBe(`"${operation.method === 'delete' ? 'DEL' : operation.method.toUpperCase()}"`);

  // Previous and next follow the sidebar.
  const here = sidebar.order.indexOf(route);
  expect(here, 'page is in the sidebar').toBeGreaterThanOrEqual(0);
  await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute('href', sidebar.order[here + 1]);
  await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', sidebar.order[here - 1]);
}

/** The loaded operation page in a phone's window (the caller sets it): method, path and the request sample before the parameters. */
export async function expectReadableOnPhone(page: Page): Promise<void> {
  const phone = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const endpointBox = (await endpointOf(page).boundingBox())!;
  expect(endpointBox.y + endpointBox.height).toBeLessThan(phone.height);
  const sampleTop = (await requestBoxOf(page).boundingBox())!.y;
  const parametersTop = (await page.locator('#parameters').boundingBox())!.y;
  expect(sampleTop).toBeLessThan(parametersTop);
}
