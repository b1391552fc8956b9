// The releases authors declare in openapi/releases/: each `<version>.md` (version, date, summary,
// notes) beside `<version>.openapi.yaml`, the description as it was at that release. Reads and checks
// them, and makes each into what the changelog shows: the first release's contents, every later
// one's changes since the release before, and its notes tied to the operations they are about.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {readApiDescription} from '../../openapi';
import {operationRef, operationsOf, releaseChanges, changesContract, type DescriptionDiff, type DescriptionLike, type ReferencePages, type SnapshotOperation} from './compare';
import {compareVersions, parseReleaseFile, VERSION_PATTERN, type DeclaredNote, type DeclaredRelease} from './releaseFile';
import {plainText} from './wording';
import {releaseAnchor, type ChangedInVersions, type OperationRef, type Release, type ReleaseNote} from './types';

/** Where releases live, relative to the site directory. */
export const RELEASES_DIR = 'openapi/releases';
export const releaseFileName = (version: string) => `${version}.md`;
export const snapshotFileName = (version: string) => `${version}.openapi.yaml`;

const RELEASE_FILE = /^(.+)\.md$/;
const SNAPSHOT_FILE = /^(.+)\.openapi\.yaml$/;

/** A declared release with its description as written at that release. */
export type ReleaseSource = {declared: DeclaredRelease; file: string; snapshotFile: string; snapshotText: string; doc: DescriptionLike};

/** Every release in `releasesDir`, oldest first; no folder means no release yet. */
export async function readReleaseSources(releasesDir: string): Promise<ReleaseSource[]> {
  const names = await readdir(releasesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const releaseVersions = new Set<string>();
  const snapshotVersions = new Set<string>();
  for (const name of names) {
    const snapshot = SNAPSHOT_FILE.exec(name);
    const release = snapshot ? null : RELEASE_FILE.exec(name);
    const version = snapshot?.[1] ?? release?.[1];
    if (!version || !VERSION_PATTERN.test(version)) {
      throw new Error(`${path.join(releasesDir, name)}: only <version>.md and <version>.openapi.yaml belong in ${releasesDir}, with versions such as 1.1.0`);
    }
    (snapshot ? snapshotVersions : releaseVersions).add(version);
  }
  for (const version of snapshotVersions) {
    if (!releaseVersions.has(version)) throw new Error(`${path.join(releasesDir, snapshotFileName(version))} has no release file ${releaseFileName(version)} beside it`);
  }
  const sources = await Promise.all(
    [...releaseVersions].sort(compareVersions).map(async (version): Promise<ReleaseSource> => {
      const file = path.join(releasesDir, releaseFileName(version));
      const snapshotFile = path.join(releasesDir, snapshotFileName(version));
      const declared = parseReleaseFile(await readFile(file, 'utf8'), file, version);
      if (!snapshotVersions.has(version)) {
        throw new Error(`${file}: the description at this release, ${snapshotFileName(version)}, is missing; npm run release -- ${version} --refresh takes it from openapi/openapi.yaml`);
      }
      const snapshotText = await readFile(snapshotFile, 'utf8');
      const doc = (await readApiDescription(snapshotFile)) as DescriptionLike;
      if (String(doc?.info?.version) !== version) {
        throw new Error(`${snapshotFile}: its info.version is ${String(doc?.info?.version)}, not the release's ${version}`);
      }
      return {declared, file, snapshotFile, snapshotText, doc};
    }),
  );
  for (const [index, source] of sources.entries()) {
    const earlier = sources
      .slice(0, index)
      .reverse()
      .find((candidate) => candidate.declared.date !== undefined);
    if (source.declared.date && earlier?.declared.date && source.declared.date < earlier.declared.date) {
      throw new Error(`${source.file}: ${source.declared.version} is dated ${source.declared.date}, before ${earlier.declared.version} (${earlier.declared.date})`);
    }
  }
  return sources;
}

const OPERATION_HEADING = /^(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE) (\/\S*)$/i;

/** The operation a note's heading names (its operationId or `METHOD /path`), if it names one. */
function notedOperation(note: DeclaredNote, operations: SnapshotOperation[], file: string): SnapshotOperation | undefined {
  const heading = plainText(note.title).trim();
  const byId = operations.find((operation) => operation.operationId === heading);
  if (byId) return byId;
  const match = OPERATION_HEADING.exec(heading);
  if (!match) return undefined;
  const key = `${match[1]!.toUpperCase()} ${match[2]}`;
  const byKey = operations.find((operation) => operation.key === key);
  if (!byKey) throw new Error(`${file}: the note "${heading}" names an operation this release's description does not have`);
  return byKey;
}

function groupsOf(doc: DescriptionLike, operations: SnapshotOperation[], pages: ReferencePages): {name: string; operations: OperationRef[]}[] {
  const tagGroups = (doc['x-tagGroups'] ?? []).map((group) => ({
    name: String(group.name ?? ''),
    tags: Array.isArray(group.tags) ? group.tags.map(String) : [],
  }));
  const groupOf = (operation: SnapshotOperation) => tagGroups.find((group) => operation.tags.some((tag) => group.tags.includes(tag)))?.name ?? 'Other operations';
  const names = [...tagGroups.map((group) => group.name), 'Other operations'];
  return names
    .map((name) => ({name, operations: operations.filter((operation) => groupOf(operation) === name).map((operation) => operationRef(operation, pages))}))
    .filter((group) => group.operations.length > 0);
}

/** Compares two releases' descriptions (api-smart-diff, usually through its cache). */
export type DiffReleases = (before: ReleaseSource, after: ReleaseSource) => Promise<DescriptionDiff>;

/** The releases as the changelog shows them, newest first. */
export async function buildReleases(sources: ReleaseSource[], pages: ReferencePages, diff: DiffReleases): Promise<Release[]> {
  const releases: Release[] = [];
  for (const [index, source] of sources.entries()) {
    const previous = sources[index - 1];
    const after = operationsOf(source.doc);
    const before = previous ? operationsOf(previous.doc) : [];
    const {declared, file} = source;
    const release: Release = {
      version: declared.version,
      anchor: releaseAnchor(declared.version),
      ...(declared.date ? {date: declared.date} : {}),
      updated: declared.updated,
      summary: declared.summary,
      notes: [],
    };
    if (previous) release.changes = releaseChanges(await diff(previous, source), before, after, pages);
    else release.contents = {operationCount: after.length, groups: groupsOf(source.doc, after, pages)};
    release.notes = declared.notes.map((note): ReleaseNote => {
      const operation = notedOperation(note, [...after, ...before.filter((entry) => !after.some((later) => later.key === entry.key))], file);
      if (!operation) return {title: note.title, content: note.content};
      if (release.changes && !release.changes.operations.some((change) => `${change.method} ${change.path}` === operation.key)) {
        throw new Error(`${file}: the note "${plainText(note.title).trim()}" is about an operation ${declared.version} did not change; give it a topic heading instead`);
      }
      return {title: note.title, operation: operationRef(operation, pages), content: note.content};
    });
    releases.push(release);
  }
  return releases.reverse();
}

/**
 * The versions whose release changed each operation's contract (added it, or changed it in a way
 * classified as breaking, deprecating or compatible), newest first, by the operationId of its
 * current page. The first release is not a change: every operation is in it.
 */
export function changedInVersions(releases: readonly Release[], pages: ReferencePages): ChangedInVersions {
  const idOfPage = new Map(pages.operations.map((operation) => [operation.permalink, operation.operationId]));
  const versions: ChangedInVersions = {};
  for (const release of releases) {
    for (const change of release.changes?.operations ?? []) {
      const operationId = change.href ? idOfPage.get(change.href) : undefined;
      if (!operationId || !changesContract(change)) continue;
      versions[operationId] = [...(versions[operationId] ?? []), release.version];
    }
  }
  return versions;
}
