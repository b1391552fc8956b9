// The authors' commands: `npm run release -- <version>` (and `--refresh`) and `npm run changes`, run
// on a copy of a site whose description and releases are the fixtures.
import {cp, mkdir, mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {declareRelease, releaseFileTemplate, unreleasedChanges, withInfoVersion, withUpdated} from '../../../src/plugins/changelog/authoring';
import {parseReleaseFile} from '../../../src/plugins/changelog/releaseFile';
import {FIXTURE_RELEASES} from './fixtures';
import {OPENAPI_SOURCE} from '../../../src/openapi';

const DAY = '2027-04-01';

/** A site whose description is `description` and whose releases are the fixture releases up to `upTo`. */
async function siteWith(versions: string[], description: string): Promise<{siteDir: string; day: string}> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'release-site-'));
  await mkdir(path.join(siteDir, 'openapi/releases'), {recursive: true});
  for (const version of versions) {
    for (const file of [`${version}.md`, `${version}.openapi.yaml`]) await cp(path.join(FIXTURE_RELEASES, file), path.join(siteDir, 'openapi/releases', file));
  }
  await writeFile(path.join(siteDir, OPENAPI_SOURCE), description);
  return {siteDir, day: DAY};
}

const fixture = (file: string) => readFile(path.join(FIXTURE_RELEASES, file), 'utf8');
const read = (siteDir: string, file: string) => readFile(path.join(siteDir, file), 'utf8');

describe('npm run release', () => {
  test('declares a release: sets info.version, copies the description beside the release file it writes', async () => {
    const site = await siteWith(['1.0.0', '1.1.0'], (await fixture('1.2.0.openapi.yaml')).replace('version: 1.2.0', 'version: 1.1.0'));
    const report = await declareRelease(site, '1.2.0');
    const description = await read(site.siteDir, OPENAPI_SOURCE);
    expect(description).toBe(await fixture('1.2.0.openapi.yaml'));
    expect(await read(site.siteDir, 'openapi/releases/1.2.0.openapi.yaml')).toBe(description);
    expect(await read(site.siteDir, 'openapi/releases/1.2.0.md')).toBe(releaseFileTemplate('1.2.0', DAY));
    expect(report).toContain('Set info.version to 1.2.0 in openapi/openapi.yaml.');
    expect(report).toContain('What 1.2.0 changes since 1.1.0:');
    expect(report).toContain('GET /api/v1/{tenantId}/reports/legacy: [Removed] operation');
  });

  test.each([
    ['a version that is not after the latest release', '1.1.0', false, /1\.1\.0 must come after the latest release, 1\.1\.0/],
    ['a version that is not MAJOR.MINOR.PATCH', 'v1.2', false, /v1\.2 is not a version/],
    ['taking again the description of a release that is not the latest', '1.0.0', true, /only the latest release can take the description again; that is 1\.1\.0/],
  ])('refuses %s', async (_name, version, refresh, message) => {
    const site = await siteWith(['1.0.0', '1.1.0'], await fixture('1.1.0.openapi.yaml'));
    await expect(declareRelease(site, version, refresh)).rejects.toThrow(message);
  });

  test('--refresh takes the latest release’s description again and sets its updated day, keeping what the author wrote', async () => {
    const edited = (await fixture('1.1.0.openapi.yaml')).replace('Every dataset of the tenant.', 'Every dataset of the tenant, in no set order.');
    const site = await siteWith(['1.0.0', '1.1.0'], edited);
    await declareRelease(site, '1.1.0', true);
    expect(await read(site.siteDir, 'openapi/releases/1.1.0.openapi.yaml')).toBe(edited);
    const releaseFile = await read(site.siteDir, 'openapi/releases/1.1.0.md');
    expect(releaseFile).toBe((await fixture('1.1.0.md')).replace('updated: 2027-02-02', `updated: ${DAY}`));
  });

  test('the file it writes fails the build until its summary is written', () => {
    const template = releaseFileTemplate('1.2.0', DAY);
    expect(() => parseReleaseFile(template, '1.2.0.md')).toThrow(/write a summary/);
    const written = parseReleaseFile(template.replace('summary:', 'summary: Removes the legacy report.'), '1.2.0.md');
    expect(written).toMatchObject({version: '1.2.0', updated: DAY});
    expect(written).not.toHaveProperty('date');
  });

  test('info.version is set where it is written and nothing else moves', () => {
    const text = "openapi: 3.0.3\ninfo:\n  title: X # the title\n  version: '1.0.0' # quoted\npaths: {}\n";
    expect(withInfoVersion(text, '1.1.0')).toBe("openapi: 3.0.3\ninfo:\n  title: X # the title\n  version: 1.1.0 # quoted\npaths: {}\n");
  });

  test('the updated day is set in the front matter only', () => {
    const text = '---\nversion: 1.0.0\nsummary: x\nupdated: 2027-01-01\n---\n\n## Note\n\nupdated: stays\n';
    expect(withUpdated(text, DAY)).toBe(text.replace('updated: 2027-01-01', `updated: ${DAY}`));
  });
});

describe('npm run changes', () => {
  test('lists the changes since the latest release, breaking ones first', async () => {
    const site = await siteWith(['1.0.0', '1.1.0'], (await fixture('1.2.0.openapi.yaml')).replace('version: 1.2.0', 'version: 1.1.0'));
    const report = await unreleasedChanges(site);
    expect(report).toMatch(/^Changes since 1\.1\.0, not published until a release holds them/);
    expect(report.indexOf('Breaking:')).toBeLessThan(report.indexOf('Operations:'));
    expect(report).toContain('Legacy report (GET /api/v1/{tenantId}/reports/legacy): removed');
  });

  test('says so when the description is as released', async () => {
    const site = await siteWith(['1.0.0', '1.1.0'], await fixture('1.1.0.openapi.yaml'));
    expect(await unreleasedChanges(site)).toBe('openapi/openapi.yaml is as released in 1.1.0: no unreleased change.');
  });

  test('says so when there is no release yet', async () => {
    const site = await siteWith([], await fixture('1.1.0.openapi.yaml'));
    expect(await unreleasedChanges(site)).toMatch(/^No release yet: .* npm run release -- 1\.0\.0 declares the first release\.$/);
  });
});
