// The Postman page's downloads are served and hold the collection and environment the page
// describes. (Every content route's title, sidebar, diagrams and console are checked by the page
// sweep, tests/e2e/page-sweep.nginx.spec.ts.)
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';

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
