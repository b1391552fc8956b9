// The changelog on the test build, whose releases are tests/fixtures/changelog/releases: 1.1.0 makes
// a parameter of Get dataset metadata required (breaking), adds Create dataset and describes List
// datasets; 1.2.0 removes an operation the reference never had. Later releases call out their
// breaking changes and link what they touched, and operation pages link back to them.
import {test, expect} from '../support/test';
import {TEST_BUILD_BASE_PATH as BASE_PATH} from '../support/routes';

const PAGE = `${BASE_PATH}versions&changes/changelog/`;

// The changelog's checks share one visit, a step each; the breaking change's link then leads to the
// operation page whose mark is checked, and its link back to the release.
test('the changelog lists its releases, dates, breaking changes and touched operations, linked both ways with the operation pages', async ({page}) => {
  await page.goto(PAGE);

  await test.step('releases come newest first, each in the table of contents, before how the list is made', async () => {
    const headings = (await page.locator('article h2').allTextContents()).map((text) => text.replace(/\u200b/g, '').trim());
    expect(headings).toEqual(['1.2.0', '1.1.0', '1.0.0', 'How this list is made', 'Next steps']);
    await expect(page.locator('.table-of-contents a')).toHaveText(headings);
  });

  await test.step('a release shows the date the provider publishes, or says it publishes none', async () => {
    await expect(page.locator('#release-1-1-0 + p')).toContainText('Released 2027-02-01.');
    await expect(page.locator('#release-1-2-0 + p')).toContainText('Release date not published.');
  });

  await test.step('the operations a release touched are listed with what happened to them; a removed one has no link', async () => {
    const touched = page.locator('h3:text-is("Operations changed") + ul').nth(1);
    await expect(touched.getByRole('listitem')).toHaveText([/^List datasets .*: 1 compatible, 1 descriptions only$/, /^Get dataset metadata .*: 1 breaking, 1 compatible$/, /^Create dataset .*: added$/]);
    await expect(touched.getByRole('link')).toHaveText(['List datasets', 'Get dataset metadata', 'Create dataset']);
    const removed = page.locator('h3:text-is("Operations changed") + ul').first();
    await expect(removed.getByRole('listitem')).toHaveText(/^Legacy report .*: removed$/);
    await expect(removed.getByRole('link')).toHaveCount(0);
  });

  // It leaves the changelog for the operation's page.
  await test.step('a release with breaking changes is marked and lists them first, with the operation linked to its page', async () => {
    await expect(page.locator('#release-1-1-0 + p')).toContainText('Breaking changes');
    await expect(page.locator('#release-1-0-0 + p')).not.toContainText('Breaking changes');
    const breaking = page.locator('#release-1-1-0 ~ div').first();
    await expect(breaking.getByRole('heading', {level: 3})).toHaveText('Breaking changes');
    await expect(breaking.getByRole('listitem')).toHaveCount(1);
    await expect(breaking.getByRole('listitem')).toContainText('GET /api/v1/{tenantId}/datasets/{datasetId}');
    await breaking.getByRole('link', {name: 'Get dataset metadata'}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}api/get-dataset-metadata/$`));
    await expect(page.locator('h1')).toHaveText('Get dataset metadata');
  });

  // On the operation page the step before reached.
  await test.step('an operation page names the releases that changed it, each linked to its entry', async () => {
    const mark = page.locator('article').getByText(/^Changed in/);
    await expect(mark).toHaveText('Changed in 1.1.0');
    await mark.getByRole('link', {name: '1.1.0'}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}versions&changes/changelog/#release-1-1-0$`));
    await expect(page.locator('#release-1-1-0')).toBeInViewport();
  });
});

test('an operation no release has changed since the first carries no mark', async ({page}) => {
  await page.goto(`${BASE_PATH}api/list-items/`);
  await expect(page.locator('h1')).toHaveText('List items');
  await expect(page.locator('article').getByText(/^Changed in/)).toHaveCount(0);
});
