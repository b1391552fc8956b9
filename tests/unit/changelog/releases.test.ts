// Releases read from a folder of release files and descriptions (tests/fixtures/changelog/releases:
// 1.0.0 with three operations; 1.1.0 adds one, makes a parameter required and describes another;
// 1.2.0 removes one), compared with api-smart-diff, and the "changed in" versions of each operation.
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {diffDescriptions, placeOf} from '../../../src/plugins/changelog/compare';
import {FIXTURE_PAGES, FIXTURE_RELEASES} from './fixtures';
import {buildReleases, changedInVersions, readReleaseSources, type ReleaseSource} from '../../../src/plugins/changelog/releases';
import {changelogContent} from '../../../src/plugins/changelog';
import type {Release} from '../../../src/plugins/changelog/types';
import {plainText} from '../../../src/plugins/changelog/wording';

const diff = async (before: ReleaseSource, after: ReleaseSource) => diffDescriptions(before.doc, after.doc);

let fixtureReleasesOnce: Promise<Release[]> | undefined;
/** The fixture releases, read and compared once for the whole file (no test changes them). */
function fixtureReleases(): Promise<Release[]> {
  fixtureReleasesOnce ??= readReleaseSources(FIXTURE_RELEASES).then((sources) => buildReleases(sources, FIXTURE_PAGES, diff));
  return fixtureReleasesOnce;
}

/** A copy of the fixture folder to break in one way. */
async function copyOfFixtures(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'releases-'));
  await cp(FIXTURE_RELEASES, dir, {recursive: true});
  return dir;
}

describe('reading the releases folder', () => {
  test('lists the releases oldest first, each with its description', async () => {
    const sources = await readReleaseSources(FIXTURE_RELEASES);
    expect(sources.map((source) => source.declared.version)).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(sources.every((source) => source.snapshotText.includes(`version: ${source.declared.version}`))).toBe(true);
  });

  test('no folder is no release yet', async () => {
    expect(await readReleaseSources(path.join(tmpdir(), 'no-such-releases-folder'))).toEqual([]);
  });

  test.each([
    ['a release without its description', (dir: string) => rm(path.join(dir, '1.1.0.openapi.yaml')), /1\.1\.0\.md: the description at this release, 1\.1\.0\.openapi\.yaml, is missing/],
    ['a description without its release file', (dir: string) => rm(path.join(dir, '1.2.0.md')), /1\.2\.0\.openapi\.yaml has no release file 1\.2\.0\.md/],
    ['a file that is neither', (dir: string) => writeFile(path.join(dir, 'notes.md'), 'x'), /notes\.md: only <version>\.md and <version>\.openapi\.yaml belong/],
    [
      'a description whose info.version is another release',
      async (dir: string) => writeFile(path.join(dir, '1.2.0.openapi.yaml'), (await readFile(path.join(dir, '1.2.0.openapi.yaml'), 'utf8')).replace('version: 1.2.0', 'version: 1.1.0')),
      /1\.2\.0\.openapi\.yaml: its info\.version is 1\.1\.0, not the release's 1\.2\.0/,
    ],
    [
      'a later release dated before an earlier one',
      async (dir: string) => writeFile(path.join(dir, '1.2.0.md'), (await readFile(path.join(dir, '1.2.0.md'), 'utf8')).replace('updated:', 'date: 2027-01-15\nupdated:')),
      /1\.2\.0 is dated 2027-01-15, before 1\.1\.0 \(2027-02-01\)/,
    ],
  ])('refuses %s', async (_name, breakIt, message) => {
    const dir = await copyOfFixtures();
    await breakIt(dir);
    await expect(readReleaseSources(dir)).rejects.toThrow(message);
  });
});

describe('what each release shows', () => {
  test('newest first; the first release lists its operations by group, linked where they still have a page', async () => {
    const releases = await fixtureReleases();
    expect(releases.map((release) => release.version)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    const first = releases[2]!;
    expect(first.changes).toBeUndefined();
    expect(first.contents?.operationCount).toBe(3);
    expect(first.contents?.groups.map((group) => [group.name, group.operations.map((operation) => operation.href ?? `(${operation.summary})`)])).toEqual([
      ['Datasets', ['/api/list-datasets', '/api/get-dataset-metadata']],
      ['Reports', ['(Legacy report)']],
    ]);
  });

  test('a later release lists its breaking changes with the operation they are in, linked', async () => {
    const release = (await fixtureReleases())[1]!;
    expect(release.changes?.breaking).toEqual([
      expect.objectContaining({operation: expect.objectContaining({summary: 'Get dataset metadata', href: '/api/get-dataset-metadata'}), description: expect.stringContaining('include')}),
    ]);
  });

  test('a later release lists every operation it touched, added and changed, with the kinds of change', async () => {
    const changes = (await fixtureReleases())[1]!.changes!;
    expect(changes.operations.map((change) => [change.operationId, change.status, change.counts.breaking > 0, change.counts.annotation > 0])).toEqual([
      ['listDatasets', 'changed', false, true],
      ['getDataset', 'changed', true, false],
      ['createDataset', 'added', false, false],
    ]);
    expect(changes.models).toEqual([expect.objectContaining({name: 'Dataset', href: '/api/models/dataset'})]);
  });

  test('a removed operation is breaking and listed without a link', async () => {
    const changes = (await fixtureReleases())[0]!.changes!;
    expect(changes.operations).toEqual([expect.objectContaining({operationId: 'legacyReport', status: 'removed'})]);
    expect(changes.operations[0]).not.toHaveProperty('href');
    expect(changes.breaking.map((change) => change.area)).toEqual(['GET /api/v1/{tenantId}/reports/legacy']);
  });

  test('the date is the published one or none, never another', async () => {
    const [r120, r110, r100] = await fixtureReleases();
    expect([r120!.date, r110!.date, r100!.date]).toEqual([undefined, '2027-02-01', undefined]);
  });

  test("a note headed by an operation's id or endpoint is tied to that operation; others keep their heading", async () => {
    const [, r110, r100] = await fixtureReleases();
    expect(r100!.notes[0]!.operation).toMatchObject({operationId: 'legacyReport', summary: 'Legacy report'});
    expect(r110!.notes.map((note) => note.operation?.href ?? plainText(note.title))).toEqual(['/api/get-dataset-metadata', 'Migration']);
  });

  test('a note about an operation the release did not change is refused', async () => {
    const dir = await copyOfFixtures();
    await writeFile(path.join(dir, '1.2.0.md'), `${await readFile(path.join(dir, '1.2.0.md'), 'utf8')}\n## createDataset\n\nUnchanged.\n`);
    await expect(buildReleases(await readReleaseSources(dir), FIXTURE_PAGES, diff)).rejects.toThrow(/"createDataset" is about an operation 1\.2\.0 did not change/);
  });

  test('a note naming an endpoint the release does not have is refused', async () => {
    const dir = await copyOfFixtures();
    await writeFile(path.join(dir, '1.2.0.md'), `${await readFile(path.join(dir, '1.2.0.md'), 'utf8')}\n## DELETE /api/v1/{tenantId}/datasets\n\nGone.\n`);
    await expect(buildReleases(await readReleaseSources(dir), FIXTURE_PAGES, diff)).rejects.toThrow(/names an operation this release's description does not have/);
  });
});

describe('"changed in" versions', () => {
  test('an operation added or changed in its contract carries the release, newest first; removed ones have no page to carry it', async () => {
    expect(changedInVersions(await fixtureReleases(), FIXTURE_PAGES)).toEqual({listDatasets: ['1.1.0'], getDataset: ['1.1.0'], createDataset: ['1.1.0']});
  });

  test('a change to descriptions or examples only is no contract change', async () => {
    const releases = await fixtureReleases();
    const onlyDescribed = structuredClone(releases);
    const listDatasets = onlyDescribed[1]!.changes!.operations[0]!;
    listDatasets.counts = {...listDatasets.counts, 'non-breaking': 0};
    expect(changedInVersions(onlyDescribed, FIXTURE_PAGES)).not.toHaveProperty('listDatasets');
  });

  test('the first release changes nothing: every operation is in it', async () => {
    const releases = await fixtureReleases();
    expect(changedInVersions(releases.slice(2), FIXTURE_PAGES)).toEqual({});
  });

  test('the page data has no feed without a release', async () => {
    expect(await changelogContent([], FIXTURE_PAGES, '/docs/feed.atom', diff)).toEqual({data: {releases: []}, changedIn: {}});
  });
});

describe('placing a change', () => {
  const onPath = () => ['GET /items', 'POST /items'];
  test.each([
    [['paths', '/items', 'post', 'requestBody'], {kind: 'operation', keys: ['POST /items']}],
    [['paths', '/items', 'parameters', 0], {kind: 'operation', keys: ['GET /items', 'POST /items']}],
    [['components', 'schemas', 'Item', 'properties'], {kind: 'model', key: 'Item'}],
    [['components', 'securitySchemes', 'bearer'], {kind: 'other', key: 'authentication'}],
    [['servers', 0, 'url'], {kind: 'other', key: 'servers'}],
  ])('%j', (diffPath, place) => {
    expect(placeOf(diffPath, onPath)).toEqual(place);
  });

  test("the release's own version number is no change", () => {
    const before = {info: {version: '1.0.0'}, paths: {}};
    expect(diffDescriptions(before, {info: {version: '1.1.0'}, paths: {}}).counts).toEqual({breaking: 0, 'non-breaking': 0, deprecated: 0, annotation: 0, unclassified: 0});
  });
});
