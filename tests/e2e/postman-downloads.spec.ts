// The Postman page's downloads are served and hold the collection and environment the page
// describes: read over HTTP as served, without a browser. (Every content route's title, sidebar,
// diagrams and console are checked by the page sweep, tests/e2e/page-sweep.nginx.spec.ts.)
import {test, expect} from '@playwright/test';
import {BASE_PATH} from '../support/routes';

test('the Postman collection and environment download from the Postman page', async ({baseURL}) => {
  // Imported when the test runs: tests/support's HTML helpers are ES modules that import one another.
  const {linksOf} = await import('../support/html.mjs');
  const links = linksOf(await (await fetch(new URL(`${BASE_PATH}postman-collections/`, baseURL))).text());
  for (const name of ['collection', 'environment']) {
    const href = links.find((link) => new RegExp(`Download the ${name}`).test(link.text))?.href;
    expect(href).toMatch(new RegExp(`^${BASE_PATH}postman/data-api\\.postman_${name}\\.json$`));
    const response = await fetch(new URL(href!, baseURL));
    expect(response.status).toBe(200);
    const body = await response.json();
    if (name === 'collection') expect(JSON.stringify(body)).toContain('{{tenantId}}');
    else expect(body.values.map((value: {key: string}) => value.key)).toEqual(['baseUrl', 'tenantId', 'token']);
  }
});
