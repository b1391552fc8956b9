// The built site's files for tools and language models, as served: llms.txt lists every content
// page once, every listed Markdown copy exists and says what its page says (title and headings),
// API copies list every parameter of their operation, and llms-full.txt holds every page. Files are
// fetched over HTTP with node's fetch, as a tool would: no browser.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect} from '@playwright/test';
import {BASE_PATH, SITE_ROUTES} from '../support/routes';
import {apiModelSummary, apiRoute} from '../support/apiModel';
import {headingsOf, tableUnder} from '../support/markdown';

/** GETs a path of the site under test. */
type Site = {get(urlPath: string): Promise<Response>};

const test = base.extend<{site: Site}>({
  site: async ({baseURL}, runTest) => runTest({get: (urlPath) => fetch(new URL(urlPath, baseURL))}),
});

const SITE_ORIGIN = 'https://docs.example.com';
const model = apiModelSummary();

type Operation = {operationId: string; method: string; path: string; route: string; parameters: {name: string; in: string}[]};

const operations: Operation[] = model.operations.map((operation) => ({
  operationId: operation.operationId,
  method: operation.method.toUpperCase(),
  path: operation.path,
  route: apiRoute(operation.permalink),
  parameters: operation.parameters,
}));
const schemaRoutes = [...model.schemas, ...model.callbacks].map((page) => apiRoute(page.permalink));

/** Every page that must be listed: the spec's content pages and the whole API reference. */
const EXPECTED_ROUTES = [...SITE_ROUTES.map((route) => route.path), `${BASE_PATH}api/`, ...operations.map((entry) => entry.route), ...schemaRoutes];

function markdownUrlToRoute(url: string): string {
  expect(url.startsWith(SITE_ORIGIN + BASE_PATH), url).toBe(true);
  const sitePath = url.slice(SITE_ORIGIN.length);
  expect(sitePath.endsWith('.md'), url).toBe(true);
  const withoutExtension = sitePath.slice(0, -'.md'.length);
  return withoutExtension === `${BASE_PATH}index` ? BASE_PATH : `${withoutExtension}/`;
}

async function listedLinks(site: Site): Promise<{title: string; url: string; route: string}[]> {
  const text = await (await site.get(`${BASE_PATH}llms.txt`)).text();
  return [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)/gm)].map(([, title, url]) => ({title, url, route: markdownUrlToRoute(url)}));
}

/** The headings a reader sees on the HTML page, as text. */
async function htmlHeadings(site: Site, route: string): Promise<string[]> {
  const response = await site.get(route);
  expect(response.status, route).toBe(200);
  const {articleHeadings} = await import('../support/html.mjs');
  return articleHeadings(await response.text()).map((heading) => heading.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim());
}

test('llms.txt lists every content page and API reference page exactly once', async ({site}) => {
  const routes = (await listedLinks(site)).map((link) => link.route);
  expect(new Set(routes).size, 'no page twice').toBe(routes.length);
  expect([...routes].sort()).toEqual([...EXPECTED_ROUTES].sort());
});

test('llms.txt starts with the title and a summary of the API, then sections', async ({site}) => {
  const response = await site.get(`${BASE_PATH}llms.txt`);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^# API Documentation: Data API\n\n> The Data API reads and writes the tabular datasets of a tenant/);
  for (const section of ['## Documentation', '## Recipes', '## API reference: Datasets', '## API reference: Models', '## Optional']) {
    expect(text).toContain(`\n${section}\n`);
  }
});

test('every listed Markdown copy is served as Markdown and holds its page title and headings', async ({site}) => {
  test.setTimeout(120_000);
  for (const {url, route} of await listedLinks(site)) {
    const response = await site.get(url.slice(SITE_ORIGIN.length));
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toContain('text/markdown');
    const markdown = await response.text();
    // Fact elements (<ErrorCode />, <Endpoint />…) are written out from the API model, never left as tags.
    expect(markdown, url).not.toMatch(/<(?:ErrorCode|ErrorStatus|ErrorMeaning|Endpoint|ParameterDefault|ParameterValues)\b/);
    const markdownHeadings = headingsOf(markdown);
    const pageHeadings = await htmlHeadings(site, route);
    expect(markdownHeadings[0], `${url} title`).toEqual({depth: 1, text: pageHeadings[0]});
    expect(markdownHeadings.map((heading) => heading.text), url).toEqual(expect.arrayContaining(pageHeadings));
  }
});

for (const operation of operations) {
  test(`the Markdown copy of ${operation.method} ${operation.path} lists every parameter`, async ({site}) => {
    const markdown = await (await site.get(operation.route.replace(/\/$/, '.md'))).text();
    expect(markdown).toContain(`\`${operation.method} ${operation.path}\``);
    const rows = tableUnder(markdown, 'Parameters');
    expect(rows.map((row) => `${row.In} ${row.Name}`)).toEqual(operation.parameters.map((parameter) => `${parameter.in} ${parameter.name}`));
  });
}

test('llms-full.txt holds every listed page, docs and recipes in their reading order', async ({site}) => {
  const full = await (await site.get(`${BASE_PATH}llms-full.txt`)).text();
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map(([, url]) => url.slice(SITE_ORIGIN.length));
  const listed = (await listedLinks(site)).map((link) => link.route);
  expect([...sources].sort()).toEqual([...listed].sort());
  const {startTags} = await import('../support/html.mjs');
  // Reading order is the order of each area's "Next" links, which follow its sidebar.
  for (const area of ['docs', 'recipes'] as const) {
    const areaRoutes = new Set(SITE_ROUTES.filter((route) => route.area === area).map((route) => route.path));
    const inOrder = sources.filter((source) => areaRoutes.has(source));
    for (const [index, route] of inOrder.slice(0, -1).entries()) {
      const next = startTags(await (await site.get(route)).text()).find((tag) => tag.attributes.class?.split(/\s+/).includes('pagination-nav__link--next'));
      expect(next?.attributes.href, `after ${route}`).toBe(inOrder[index + 1]);
    }
  }
});

test('the Markdown copy of a doc page is clean Markdown with the configured names', async ({site}) => {
  const markdown = await (await site.get(`${BASE_PATH}feedback.md`)).text();
  expect(markdown).toContain('[support@orgvue.com](mailto:support@orgvue.com?subject=Data%20API%20support%20request)');
  expect(markdown).toContain('> **Warning: Keep secrets out of feedback**');
  expect(markdown).not.toMatch(/<[A-Z][A-Za-z]*|^import |^:::/m);
});

test("a page's fact elements reach its HTML and its Markdown copy as the description's text, linked", async ({site}) => {
  const {linksOf} = await import('../support/html.mjs');
  const source = readFileSync(path.resolve(__dirname, '../../docs/items/drafts.mdx'), 'utf8');
  const code = /<ErrorCode code="(\d+)" \/>/.exec(source)?.[1];
  const operationId = /<Endpoint operation="(\w+)" \/>/.exec(source)?.[1];
  expect(code && operationId, 'items/drafts.mdx uses an <ErrorCode> and an <Endpoint>').toBeTruthy();
  const entry = model.errorCodes.find((candidate) => candidate.code === code)!;
  const operation = operations.find((candidate) => candidate.operationId === operationId)!;
  const html = await (await site.get(`${BASE_PATH}items/drafts/`)).text();
  // Each link's address and text, as a reader (or a crawler) gets them from the HTML.
  const links = linksOf(html);
  expect(links).toContainEqual({href: `${BASE_PATH}errors/list/#${code}`, text: `${code} ${entry.name}`});
  expect(links).toContainEqual({href: operation.route, text: `${operation.method} ${operation.path}`});
  const markdown = await (await site.get(`${BASE_PATH}items/drafts.md`)).text();
  expect(markdown).toContain(`[\`${code} ${entry.name}\`](${SITE_ORIGIN}${BASE_PATH}errors/list/#${code})`);
  expect(markdown).toContain(`[\`${operation.method} ${operation.path}\`](${SITE_ORIGIN}${operation.route})`);
});

test('links in a Markdown copy are absolute addresses of the site', async ({site}) => {
  const markdown = await (await site.get(`${BASE_PATH}items/drafts.md`)).text();
  expect(markdown).toContain(`[Get dataset metadata](${SITE_ORIGIN}${BASE_PATH}api/get-dataset-metadata/)`);
  expect(markdown).toContain(`[filter syntax](${SITE_ORIGIN}${BASE_PATH}egress/filter-rows/)`);
});

test('the feedback redirect has no Markdown copy', async ({site}) => {
  expect((await site.get(`${BASE_PATH}feedback/redirectToFeedbackForm.md`)).status).toBe(404);
});
