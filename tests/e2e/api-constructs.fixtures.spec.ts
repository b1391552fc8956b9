// The API reference renders every OpenAPI construct right: one small description per construct
// (tests/fixtures/openapi/), each built by the test build as a reference of its own under
// /__fixtures/api/<construct>/ (tests/fixtures/testBuild.ts), and checked here on its built pages,
// their Markdown copies and the search records. Each page is loaded once; its checks are steps.
// The checks only read the pages (a tab clicked, a field opened), so one page per worker goes from
// fixture page to fixture page (tests/support/sharedPage.ts) instead of a new browser page each.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/sharedPage';
import type {Locator, Page} from '../support/test';
import {TEST_BUILD_BASE_PATH} from '../support/routes';
import {hydrated} from '../support/page-checks';
import {openBuiltIndex} from '../../src/search/index/readBuiltIndex';

const BUILD_DIR = path.resolve('build-test');
const page = (fixture: string, slug = '') => `${TEST_BUILD_BASE_PATH}__fixtures/api/${fixture}/${slug ? `${slug}/` : ''}`;
/** A field of a fields list, by the name in its head (not a mention in another field's text). */
const field = (scope: Page | Locator, name: string) => scope.locator(`xpath=.//li[div/code[normalize-space()="${name}"]]`).first();
const fieldType = (scope: Page | Locator, name: string) => field(scope, name).locator('xpath=./div/span[1]').first();
const details = (target: Page) => target.locator('article [class*="details"]').first();
/** The Markdown copy of a built page (`/x/` is `/x.md`), read from the test build. */
const markdownCopy = (fixture: string, slug = '') => readFileSync(path.join(BUILD_DIR, `__fixtures/api/${fixture}${slug ? `/${slug}` : ''}.md`), 'utf8');

/** Shows the code of a request-sample language and returns its text. */
async function sample(target: Page, language: string): Promise<string> {
  const box = target.locator('[data-api-box="request"]');
  await box.getByRole('tab', {name: language, exact: true}).click();
  const panel = box.locator('[role="tabpanel"]:not([hidden])').first();
  return (await panel.locator('pre').first().textContent()) ?? '';
}

/** Every <li> of the article sits in a list. */
async function expectListItemsInLists(target: Page): Promise<void> {
  const orphans = await target.locator('article li').evaluateAll((items) => items.filter((item) => !['UL', 'OL', 'MENU'].includes(item.parentElement?.tagName ?? '')).length);
  expect(orphans, 'list items outside a list').toBe(0);
}

test.describe('oneOf, anyOf and discriminators (variants.yaml)', () => {
  test('variants are named, show the discriminator value that selects each, and their fields sit in lists', async ({page: target}) => {
    await target.goto(page('variants', 'create-worker'));
    await expect(target.locator('h1')).toHaveText('Create worker');
    const body = details(target);
    await expect(body.getByText('One of (kind says which):').first()).toBeVisible();
    const summaries = await body.locator('details > summary').allTextContents();
    expect(summaries).toEqual(expect.arrayContaining(['Employee kind: "employee"', 'Contractor kind: "contractor"']));
    expect(summaries.join(' ')).not.toMatch(/Option \d/);
    await body.locator('summary', {hasText: 'Contractor'}).first().click();
    await expect(field(body, 'agency')).toBeVisible();
    await expectListItemsInLists(target);
  });

  test('variants nested in allOf keep their names, and a discriminated base lists the models that extend it', async ({page: target}) => {
    await target.goto(page('variants', 'create-assignment'));
    await expect(fieldType(details(target), 'worker')).toHaveText('Worker');
    await expect(fieldType(details(target), 'contact')).toHaveText('Contact');
    await expect(details(target).locator('summary', {hasText: 'Email contact'}).first()).toBeAttached();
    await target.goto(page('variants', 'models/vehicle'));
    const article = target.locator('article');
    await expect(article.getByText('Its vehicleType says which:')).toBeVisible();
    await expect(article.getByRole('link', {name: 'Car'})).toHaveAttribute('href', page('variants', 'models/car'));
    await expect(article.locator('li', {hasText: 'Bike'})).toContainText('bike');
  });
});

test('allOf: a model composed of parts shows every part\'s fields, required ones marked (all-of.yaml)', async ({page: target}) => {
  await target.goto(page('all-of', 'models/position'));
  const article = target.locator('article');
  for (const name of ['title', 'grade', 'createdAt', 'positionId', 'manager']) await expect(field(article, name)).toBeAttached();
  await expect(field(article, 'createdAt').getByText('required')).toBeVisible();
  await expect(field(article, 'grade').getByText('required')).toHaveCount(0);
  await expect(article.getByText('Extends NewPosition and Stored with the fields below.')).toBeVisible();
  await expect(fieldType(article, 'manager')).toHaveText('PositionRef');
});

test.describe('null (nullable-30.yaml, type-arrays-31.yaml)', () => {
  test('3.0 nullable reads "or null", on plain fields, references and enums', async ({page: target}) => {
    await target.goto(page('nullable-30', 'models/person'));
    const article = target.locator('article');
    await expect(fieldType(article, 'middleName')).toHaveText('string or null');
    await expect(fieldType(article, 'manager')).toHaveText('PersonRef or null');
    await expect(fieldType(article, 'shift')).toHaveText('string or null');
  });

  test('3.1 type arrays and null variants read "or null", and const, exclusive bounds and examples show', async ({page: target}) => {
    await target.goto(page('type-arrays-31', 'record-measurement'));
    const body = details(target);
    await expect(fieldType(body, 'label')).toHaveText('string or null');
    await expect(fieldType(body, 'reading')).toHaveText('integer or string');
    await expect(fieldType(body, 'sensor')).toHaveText('Sensor or null');
    await expect(field(body, 'unit')).toContainText('Value: celsius');
    await expect(field(body, 'value')).toContainText('Range: > -273.15, < 1000');
    await expect(field(body, 'value')).toContainText('Example: 21.5');
    await expect(field(body, 'step')).toContainText('Multiple of: 5');
    expect(await target.locator('article').textContent()).not.toMatch(/string,\s*null|stringnull/);
    expect(markdownCopy('type-arrays-31', 'record-measurement')).toContain('string or null');
  });
});

test('readOnly fields are left out of request bodies and writeOnly fields out of responses (read-write-only.yaml)', async ({page: target}) => {
  await target.goto(page('read-write-only', 'create-account'));
  const body = details(target);
  const request = body.locator('xpath=.//h2[@id="request-body"]/following-sibling::ul[1]');
  await expect(request.locator(':scope > li > div > code')).toHaveText(['login', 'password']);
  const response = body.locator('details', {hasText: 'Fields of the 201 body'});
  await expect(response.locator('ul').first().locator(':scope > li > div > code')).toHaveText(['accountId', 'login', 'createdAt']);
  const requestSample = await sample(target, 'curl');
  expect(requestSample).not.toContain('accountId');
  await target.goto(page('read-write-only', 'models/account'));
  await expect(field(target.locator('article'), 'password')).toContainText('Write-only: yes');
  await expect(field(target.locator('article'), 'accountId')).toContainText('Read-only: yes');
});

test('enum values show what each means (enums.yaml)', async ({page: target}) => {
  await target.goto(page('enums', 'list-contracts'));
  const status = field(details(target), 'status');
  await expect(status.getByText('Not signed yet.')).toBeVisible();
  await target.goto(page('enums', 'models/contract'));
  const article = target.locator('article');
  await expect(field(article, 'hours')).toContainText('37: Standard week.');
  await expect(field(article, 'basis')).toContainText('Allowed: hourly, salaried');
  await expect(field(article, 'basis')).toContainText('salaried: Paid a fixed salary.');
});

test('maps list their named fields, keys by pattern and any other key (maps.yaml)', async ({page: target}) => {
  await target.goto(page('maps', 'models/labels'));
  const article = target.locator('article');
  await expect(article.locator('xpath=.//h2[@id="fields"]/following-sibling::ul[1]').locator(':scope > li > div > code')).toHaveText(['owner', '{key matching ^x-}', '{other keys}']);
  await expect(fieldType(article, '{other keys}')).toHaveText('Label');
});

test('arrays of arrays are named as such (nested-arrays.yaml)', async ({page: target}) => {
  await target.goto(page('nested-arrays', 'create-roster'));
  await expect(fieldType(details(target), 'hours')).toHaveText('array of array of number');
  await expect(fieldType(details(target), 'shifts')).toHaveText('array of array of object');
  await expect(field(details(target), 'start')).toBeAttached();
});

test('recursive models link to their own page instead of repeating (recursive.yaml)', async ({page: target}) => {
  await target.goto(page('recursive', 'get-team'));
  const fields = details(target).locator('details', {hasText: 'Fields of the 200 body'});
  await expect(fieldType(fields, 'lead')).toHaveText('Member');
  await expect(fields.locator('a', {hasText: 'Team'}).first()).toHaveAttribute('href', page('recursive', 'models/team'));
  await target.goto(page('recursive', 'models/org-unit'));
  await expect(fieldType(target.locator('article'), 'children')).toHaveText('array of OrgUnit');
});

test.describe('deprecation (deprecated.yaml)', () => {
  test('a deprecated operation says so on its page, in the overview and in the sidebar', async ({page: target}) => {
    await target.goto(page('deprecated', 'export-timesheets'));
    await expect(target.locator('.theme-admonition', {hasText: 'Deprecated'})).toBeVisible();
    await expect(target.locator('[data-api-endpoint]').getByText('deprecated')).toBeVisible();
    await expect(target.locator('nav.menu li.api-sidebar-deprecated').getByText('Export timesheets')).toBeVisible();
    expect(markdownCopy('deprecated', 'export-timesheets')).toContain('- Deprecated: yes');
  });

  test('deprecated parameters and fields are marked', async ({page: target}) => {
    await target.goto(page('deprecated', 'list-timesheets'));
    await expect(field(details(target), 'week').getByText('deprecated', {exact: true})).toBeVisible();
    await expect(field(details(target), 'overtime').getByText('deprecated', {exact: true})).toBeAttached();
  });
});

test('parameters: path-level, header and cookie parameters, object, anyOf and content parameters (parameters.yaml)', async ({page: target}) => {
  await target.goto(page('parameters', 'search-people'));
  const body = details(target);
  for (const group of ['In the path', 'In the query string', 'Headers', 'Cookies']) await expect(body.getByText(group, {exact: true})).toBeVisible();
  await expect(field(body, 'tenantId')).toContainText('Example: ACME_CORP');
  await expect(field(body, 'X-Request-Id')).toBeVisible();
  await expect(field(body, 'session')).toContainText('required');
  await expect(field(body, 'filter')).toContainText('filter[field]=value');
  await expect(field(body, 'grade')).toBeAttached();
  await expect(fieldType(body, 'sort')).toHaveText('string or array of string');
  await expect(field(body, 'ids')).toContainText('ids=a&ids=b');
  await expect(field(body, 'where')).toContainText('Sent as application/json');
  const curl = await sample(target, 'curl');
  expect(curl).toContain("--header 'X-Client-Version: 2.4.0'");
  expect(curl).toContain('session=s-1234');
});

test.describe('form and multipart bodies (form-bodies.yaml)', () => {
  test('a form body is sent as a form in every language', async ({page: target}) => {
    await target.goto(page('form-bodies', 'request-token'));
    await expect(details(target).getByText('Sent as a URL-encoded form')).toBeVisible();
    expect(await sample(target, 'curl')).toContain('--data-urlencode grant_type=client_credentials');
    expect(await sample(target, 'Python')).toContain('requests.post(url, data=payload');
    expect(await sample(target, 'JavaScript')).toContain('new URLSearchParams(');
    expect(await sample(target, 'C#')).toContain('new FormUrlEncodedContent(');
    expect(await sample(target, 'Go')).toContain('strings.NewReader("grant_type=client_credentials&client_id=reporting-app&scope=people.read")');
  });

  test('a multipart body sends its file as a file in every language', async ({page: target}) => {
    await target.goto(page('form-bodies', 'upload-photo'));
    const curl = await sample(target, 'curl');
    expect(curl).toContain("--form photo='@photo.png'");
    expect(curl).not.toMatch(/content-type: multipart/i);
    expect(await sample(target, 'Python')).toContain('open("photo.png", "rb")');
    expect(await sample(target, 'JavaScript')).toContain("await openAsBlob('photo.png')");
    expect(await sample(target, 'C#')).toContain('new StreamContent(File.OpenRead("photo.png"))');
    expect(await sample(target, 'Java')).toContain('HttpRequest.BodyPublishers.ofFile(Path.of("photo.png"))');
    expect(await sample(target, 'PowerShell')).toContain("Get-Item -Path 'photo.png'");
    expect(await sample(target, 'Go')).toContain('os.Open("photo.png")');
  });
});

test('every media type and named example is shown, each selectable (media-types.yaml, examples.yaml)', async ({page: target}) => {
  await target.goto(page('media-types', 'headcount-report'));
  await hydrated(target);
  const response = target.locator('[data-api-box="response"]');
  for (const type of ['application/json', 'text/csv', 'application/xml']) await expect(response.getByRole('tab', {name: type})).toBeVisible();
  await response.getByRole('tab', {name: 'text/csv'}).click();
  // Every panel is in the HTML; a panel not hidden can sit in a hidden one (another status's media types).
  await expect(response.locator('[role="tabpanel"] pre:visible')).toContainText('Finance,42');
  await expect(details(target).getByText('or as application/xml')).toBeVisible();

  await target.goto(page('examples', 'request-leave'));
  await hydrated(target);
  const examples = target.locator('[data-api-examples]');
  await examples.getByRole('tab', {name: 'A sick day'}).click();
  await expect(examples.locator('[role="tabpanel"]:not([hidden])')).toContainText('Sick days need no approval.');
  await expect(examples.locator('[role="tabpanel"]:not([hidden]) pre')).toContainText('"sick"');
  const responseBox = target.locator('[data-api-box="response"]');
  await responseBox.getByRole('tab', {name: 'Approved at once'}).click();
  await expect(responseBox.locator('[role="tabpanel"]:not([hidden]) [role="tabpanel"]:not([hidden]) pre')).toContainText('"approved"');
  const markdown = markdownCopy('examples', 'request-leave');
  expect(markdown).toContain('Example: A sick day');
  expect(markdown).toContain('Example: Approved at once');
});

test('responses show their headers and links to the next call (headers-links.yaml)', async ({page: target}) => {
  await target.goto(page('headers-links', 'start-job'));
  const accepted = details(target);
  await expect(accepted.locator('li', {hasText: 'Location'}).first()).toContainText('string (uri), always sent');
  await expect(accepted.locator('li', {hasText: 'X-RateLimit-Remaining'}).first()).toContainText('integer');
  await expect(accepted.locator('li', {hasText: 'GetJob'}).getByRole('link', {name: 'Get job'})).toHaveAttribute('href', page('headers-links', 'get-job'));
  await expect(accepted.locator('li', {hasText: 'CancelJob'})).toContainText('jobId = $response.body#/jobId');
  expect(markdownCopy('headers-links', 'start-job')).toMatch(/- \*\*GetJob\*\*: \[Get job\]\([^)]+\) \(`GET \/jobs\/\{jobId\}`\) with `jobId` = `\$response\.body#\/jobId`/);
});

test.describe('callbacks and webhooks (callbacks.yaml, webhooks.yaml)', () => {
  test('a callback page shows what it sends and what your endpoint answers', async ({page: target}) => {
    await target.goto(page('callbacks', 'start-import'));
    await expect(details(target).locator('p', {hasText: 'Body: ImportOutcome, as application/json.'})).toBeVisible();
    await target.getByRole('link', {name: 'Read the import finished reference'}).click();
    await expect(target.locator('h1')).toHaveText('Import finished');
    const article = target.locator('article');
    await expect(article.getByRole('heading', {name: 'Payload'})).toBeVisible();
    await expect(field(article, 'status')).toContainText('Allowed: completed, failed');
    await expect(article.getByRole('heading', {name: 'What your endpoint answers'})).toBeVisible();
    await expect(article.locator('#response-410')).toContainText('Your endpoint no longer wants outcomes');
  });

  test('a description with only webhooks builds, each webhook with a page like a callback\'s', async ({page: target}) => {
    await target.goto(page('webhooks'));
    await expect(target.getByRole('link', {name: 'Person hired'}).first()).toBeVisible();
    await expect(target.locator('nav.menu').getByText('Webhooks', {exact: true})).toBeVisible();
    await target.goto(page('webhooks', 'webhooks/person-hired'));
    const article = target.locator('article');
    await expect(article.locator('[data-api-endpoint]')).toContainText('{your personHired endpoint}');
    await expect(field(article, 'personId')).toBeVisible();
    await expect(article.locator('pre').filter({hasText: '2025-04-01'})).toBeVisible();
    expect(markdownCopy('webhooks', 'webhooks/person-hired')).toContain('## Payload');
  });
});

test.describe('security schemes (security.yaml)', () => {
  test('each operation says how to authenticate, and its samples send the credential where the scheme says', async ({page: target}) => {
    const cases = [
      {slug: 'key-in-header', says: 'An API key in the X-API-Key header', curl: '--header "X-API-Key: $API_KEY"', python: `"X-API-Key": f"{os.environ['API_KEY']}"`},
      {slug: 'key-in-query', says: 'An API key in the api_key query parameter', curl: '--url "https://api.example.com/key-in-query?api_key=$API_KEY"', python: `f"https://api.example.com/key-in-query?api_key={os.environ['API_KEY']}"`},
      {slug: 'key-in-cookie', says: 'An API key in the api_session cookie', curl: '--header "Cookie: api_session=$API_KEY"', python: `f"api_session={os.environ['API_KEY']}"`},
      {slug: 'basic-authentication', says: 'HTTP basic authentication', curl: '--header "Authorization: Basic $API_CREDENTIALS"', python: `f"Basic {os.environ['API_CREDENTIALS']}"`},
      {slug: 'o-auth-scopes', says: 'An OAuth 2 access token with the scopes people.read, people.write', curl: '--header "Authorization: Bearer $API_TOKEN"', python: `f"Bearer {os.environ['API_TOKEN']}"`},
      {slug: 'open-id-connect', says: 'An OpenID Connect token with the scope profile', curl: '--header "Authorization: Bearer $API_TOKEN"', python: `f"Bearer {os.environ['API_TOKEN']}"`},
    ];
    for (const {slug, says, curl, python} of cases) {
      await target.goto(page('security', slug));
      await expect(target.locator('article').getByText(says, {exact: false}).first(), slug).toBeVisible();
      expect(await sample(target, 'curl'), slug).toContain(curl);
      expect(await sample(target, 'Python'), slug).toContain(python);
    }
    await target.goto(page('security', 'either-scheme'));
    await expect(target.locator('article').getByText('any one of these')).toBeVisible();
    await target.goto(page('security', 'public-status'));
    await expect(target.locator('article').getByText('None: this call needs no credentials.')).toBeVisible();
    expect(await sample(target, 'curl')).not.toMatch(/API_(KEY|TOKEN)/);
  });

  test('the overview describes every scheme, with OAuth flows and scopes', async ({page: target}) => {
    await target.goto(page('security'));
    const article = target.locator('article');
    await expect(article.getByRole('heading', {name: 'Authentication'})).toBeVisible();
    for (const scheme of ['apiKeyHeader', 'apiKeyQuery', 'apiKeyCookie', 'basic', 'oauth', 'openId']) await expect(article.locator('h3').filter({hasText: new RegExp(`^${scheme}\\W*$`)})).toBeVisible();
    await expect(article.getByText('authorise at https://auth.example.com/authorize', {exact: false})).toBeVisible();
    await expect(article.locator('li', {hasText: 'people.write'}).first()).toContainText('Change people.');
    expect(markdownCopy('security')).toContain('### oauth\n\nAn OAuth 2 access token');
  });

  test('the console asks for the credential the scheme names and sends it there', async ({page: target}) => {
    await target.goto(page('security', 'key-in-query'));
    await hydrated(target);
    await target.getByRole('button', {name: 'Try it'}).click();
    await target.getByLabel('Your tenant').check();
    await expect(target.getByLabel('API key')).toBeVisible();
    await expect(target.getByText('sent only to the base URL, in the api_key query parameter')).toBeVisible();
    await target.getByLabel('Example server').check();
    await target.getByRole('button', {name: 'Send request'}).click();
    await expect(target.locator('[data-console-copy="curl"]')).toContainText('api_key=$API_KEY');
  });
});

test('several servers with variables, and an operation on a server of its own (servers.yaml)', async ({page: target}) => {
  await target.goto(page('servers'));
  const article = target.locator('article');
  await expect(article.locator('li', {hasText: 'https://{region}.api.example.com/{basePath}'})).toContainText('one of eu, us');
  await expect(article.locator('li', {hasText: 'https://sandbox.example.com/v2'})).toBeVisible();
  await target.goto(page('servers', 'list-files'));
  await expect(target.locator('article').getByText('Server: https://files.example.com')).toBeVisible();
  expect(await sample(target, 'curl')).toContain('https://files.example.com/files');
});

test('OpenAPI 3.2: the QUERY method, tags nested under their parent, and a streamed response (openapi-32.yaml)', async ({page: target}) => {
  await target.goto(page('openapi-32', 'query-people'));
  await expect(target.locator('[data-api-endpoint] [data-method]')).toHaveText('QUERY');
  const sidebar = target.locator('nav.menu');
  await expect(sidebar.locator('.menu__link--sublist', {hasText: 'Search'})).toBeVisible();
  await expect(sidebar.locator('li.api-sidebar-method--query')).toBeVisible();
  await target.goto(page('openapi-32', 'stream-changes'));
  await expect(details(target).getByText('a stream of Change items', {exact: false})).toBeVisible();
});

test('a group of several tags has a category per tag, and a long list is cut into runs (sidebar.yaml)', async ({page: target}) => {
  const sidebar = target.locator('nav.menu');
  const category = (label: string) => sidebar.locator('li.theme-doc-sidebar-item-category', {has: target.locator(':scope > .menu__list-item-collapsible > a.menu__link', {hasText: label})});
  await target.goto(page('sidebar', 'list-people'));
  const staff = category('Staff');
  await expect(staff.locator(':scope > ul > li > .menu__list-item-collapsible > a.menu__link')).toHaveText(['People', 'Teams']);
  await expect(category('People').getByRole('link', {name: 'List people'})).toHaveAttribute('aria-current', 'page');
  // The other tag is closed, its pages not in the page until the reader opens it.
  await expect(category('Teams')).toHaveClass(/menu__list-item--collapsed/);
  expect(await category('Teams').getByRole('link', {name: 'List teams'}).count()).toBe(0);
  await category('Teams').locator(':scope > .menu__list-item-collapsible > a.menu__link').click();
  await expect(category('Teams').getByRole('link', {name: 'List teams'})).toBeVisible();

  // 64 models: two runs of 32, named after their first and last models, the open one the page's.
  await target.goto(page('sidebar', 'models/measure40'));
  const runs = category('Models').locator(':scope > ul > li > .menu__list-item-collapsible > a.menu__link');
  await expect(runs).toHaveText(['Person – Measure30', 'Measure31 – Measure62']);
  const open = category('Measure31 – Measure62');
  await expect(open.locator(':scope > ul > li')).toHaveCount(32);
  await expect(open.getByRole('link', {name: 'Measure40', exact: true})).toHaveAttribute('aria-current', 'page');
  await expect(category('Person – Measure30')).toHaveClass(/menu__list-item--collapsed/);
});

test('a description with neither extension gets groups from its tags and no error table (plain.yaml)', async ({page: target}) => {
  await target.goto(page('plain'));
  // The overview's sidebar shows each group collapsed, its items loaded when it opens (src/plugins/docs-groups).
  await expect(target.locator('nav.menu > ul > li.sidebar-group-lazy > .menu__list-item-collapsible > a.menu__link')).toHaveText(['Locations', 'Other operations', 'Models']);
  await expect(target.getByRole('link', {name: 'GET /locations'}).first()).toHaveAttribute('href', page('plain', 'get-locations'));
  await target.goto(page('plain', 'create-location'));
  const errors = details(target).locator('#response-422');
  await expect(errors).toContainText('The location is not valid.');
  await expect(errors.getByRole('link', {name: 'Problem'})).toBeVisible();
  expect(await target.locator('article').textContent()).not.toMatch(/ErrorResponse|error list|X-Amzn-Trace-Id/);
});

test('raw HTML in descriptions becomes text, and stays out of meta descriptions (html-descriptions.yaml)', async ({page: target}) => {
  await target.goto(page('html-descriptions', 'list-notes'));
  const intro = target.locator('article [class*="intro"]').first();
  await expect(intro).toContainText('An unclosed paragraph with a {brace} and a inside.');
  expect(await intro.locator('script, custom-tag, b').count()).toBe(0);
  await expect(target.locator('meta[name="description"]')).toHaveAttribute('content', 'Lists notes. Each note has an author.');
  expect(await target.locator('article').textContent()).not.toMatch(/alert\(|<br|<p>/);
});

test('search records cover every fixture reference: operations, webhooks and models', async () => {
  // The built index, searched as the browser searches it: each identifier finds its fixture's page first.
  const index = await openBuiltIndex(BUILD_DIR);
  const expected = {createWorker: page('variants', 'create-worker'), queryPeople: page('openapi-32', 'query-people'), personHired: page('webhooks', 'webhooks/person-hired'), HireEvent: page('webhooks', 'models/hire-event')};
  for (const [identifier, url] of Object.entries(expected)) {
    const found = await index.search(identifier, {limit: 5, fuzzyDistance: 0, text: false});
    expect(found.pages[0]?.page.u, identifier).toBe(url);
  }
});
