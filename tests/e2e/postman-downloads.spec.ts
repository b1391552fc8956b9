// Every content page of the spec opens in the browser with its own title and no errors; recipes
// draw their flow diagram; the Postman downloads are served.
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {parse as parseYaml} from 'yaml';
import {BASE_PATH, SITE_ROUTES, type SiteRoute} from '../support/routes';
import {drawAllDiagrams} from '../support/diagrams';

const root = path.resolve(__dirname, '../..');

/** The source file of a route, to read the title the page must show. */
function sourceOf(route: SiteRoute): string {
  const relative = decodeURI(route.path.slice(BASE_PATH.length)).replace(/\/$/, '');
  const candidates =
    route.area === 'page'
      ? [`src/pages/${relative}.md`]
      : route.area === 'docs'
        ? [`docs/${relative}.mdx`, `docs/${relative ? `${relative}/` : ''}index.mdx`]
        : [`${relative}.mdx`, `${relative}/index.mdx`];
  const found = candidates.find((candidate) => existsSync(path.join(root, candidate)));
  if (!found) throw new Error(`No source for ${route.path}`);
  return found;
}

function titleOf(route: SiteRoute): string {
  const source = readFileSync(path.join(root, sourceOf(route)), 'utf8');
  return parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)![1]).title;
}

for (const route of SITE_ROUTES) {
  test(`${route.path} opens with its title`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(titleOf(route));
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(route.sidebar ? 1 : 0);
    if (route.area === 'recipes' && !route.path.endsWith('/recipes/')) {
      expect(await drawAllDiagrams(page)).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });
}

test('the Postman collection and environment download from the Postman page', async ({page, request}) => {
  await page.goto(`${BASE_PATH}postman-collections/`);
  for (const name of ['collection', 'environment']) {
    const href = await page.getByRole('link', {name: new RegExp(`Download the ${name}`)}).first().getAttribute('href');
    expect(href).toMatch(new RegExp(`^${BASE_PATH}postman/data-api\\.postman_${name}\\.json$`));
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const body = await response.json();
    if (name === 'collection') expect(JSON.stringify(body)).toContain('{{tenantId}}');
    else expect(body.values.map((value: {key: string}) => value.key)).toEqual(['baseUrl', 'tenantId', 'token']);
  }
});

test('diagrams render in dark mode too', async ({page}) => {
  await page.goto(`${BASE_PATH}recipes/async-export/`);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await drawAllDiagrams(page)).toBeGreaterThan(0);
});
