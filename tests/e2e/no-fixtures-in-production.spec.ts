// The production build carries nothing of the test build's fixtures (tests/fixtures/testBuild.ts):
// no fixture route, and no file that names one or the fixtures' navbar items.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';

const BUILD_DIR = path.resolve('build');
const FIXTURE_MARKERS = ['__fixtures', 'crashOnDemand', 'crash-navbar-item', 'Failure screens fixture', 'Request client fixture', 'fixture-probe'];
const TEXT_FILE = /\.(html|js|json|xml|txt|css)$/;

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

test('the production build serves no fixture route', async ({request}) => {
  for (const fixture of ['', 'image-zoom/', 'failure-screens/', 'lazy-section/', 'request-client/']) {
    const response = await request.get(`${BASE_PATH}__fixtures/${fixture}`);
    expect(response.status(), `${BASE_PATH}__fixtures/${fixture}`).toBe(404);
  }
});

test('no production build file is or mentions a fixture', () => {
  const files = listFiles(BUILD_DIR);
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((file) => file.includes('__fixtures'))).toEqual([]);
  const mentioning = files
    .filter((file) => TEXT_FILE.test(file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return FIXTURE_MARKERS.some((marker) => text.includes(marker));
    })
    .map((file) => path.relative(BUILD_DIR, file));
  expect(mentioning).toEqual([]);
});
