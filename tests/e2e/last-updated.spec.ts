// Doc and recipe pages say when they last changed: the date of their source file's last commit.
// (Without git history the build shows no date rather than a wrong one; tests/unit/lastUpdate.test.ts
// covers that case.)
import {execFileSync} from 'node:child_process';
import path from 'node:path';
// Each test only reads its page: one page per worker goes from page to page (tests/support/sharedPage.ts).
import {test, expect} from '../support/sharedPage';
import {BASE_PATH} from '../support/routes';

const root = path.resolve(__dirname, '../..');

/** The committer date of a file's last commit, as Docusaurus reads it. */
function lastCommitDate(file: string): string {
  const seconds = execFileSync('git', ['log', '--max-count=1', '--format=%ct', '--', file], {cwd: root, encoding: 'utf8'}).trim();
  if (!seconds) throw new Error(`${file} has no git history; commit it before running this test`);
  return new Date(Number(seconds) * 1000).toISOString();
}

for (const {route, file} of [
  {route: `${BASE_PATH}items/drafts/`, file: 'docs/items/drafts.mdx'},
  {route: `${BASE_PATH}recipes/powerbi/`, file: 'recipes/powerbi.mdx'},
]) {
  test(`${route} shows the date of the last commit of ${file}`, async ({page}) => {
    await page.goto(route);
    const time = page.locator('.theme-last-updated time');
    await expect(time).toHaveAttribute('datetime', lastCommitDate(file));
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
  });
}
