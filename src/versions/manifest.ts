// Owns the versions manifest: the list of deployed docs versions that every deployment shares at
// /app/docs/versions.json. Its source is deploy/versions.json; the deploy step validates it with
// `validateVersionsManifest` and copies it, the build reads its own entry from it, and the browser
// validates what it fetches the same way. No Node imports: the browser uses it too.
import {docsBasePath, isDocsVersion} from './paths';

export const VERSION_STATUSES = ['current', 'supported', 'deprecated', 'retired'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export type VersionEntry = {
  /** `1.1.0`: the API version, and the folder under /app/docs/. */
  version: string;
  /** What readers see in the switcher, e.g. `1.1.0`. */
  label: string;
  /** `/app/docs/1.1.0/`: always the version's own folder. */
  path: string;
  status: VersionStatus;
  /** `YYYY-MM-DD`, once the version is published. */
  released?: string;
};

export type VersionsManifest = {versions: VersionEntry[]};

const ENTRY_KEYS = ['version', 'label', 'path', 'status', 'released'];
const LABEL_MAX_LENGTH = 40;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function entryProblems(entry: unknown, index: number): string[] {
  const where = `versions[${index}]`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return [`${where} must be an object.`];
  const record = entry as Record<string, unknown>;
  const problems = Object.keys(record)
    .filter((key) => !ENTRY_KEYS.includes(key))
    .map((key) => `${where} has an unknown key "${key}" (known: ${ENTRY_KEYS.join(', ')}).`);
  const {version, label, path, status, released} = record;
  if (!isDocsVersion(version)) problems.push(`${where}.version is ${JSON.stringify(version)}; write three numbers joined by dots, e.g. "1.1.0".`);
  if (typeof label !== 'string' || label.trim() === '' || label.length > LABEL_MAX_LENGTH) {
    problems.push(`${where}.label must be a non-empty string of at most ${LABEL_MAX_LENGTH} characters.`);
  }
  if (isDocsVersion(version) && path !== docsBasePath(version)) problems.push(`${where}.path is ${JSON.stringify(path)}; it must be "${docsBasePath(version)}".`);
  if (!VERSION_STATUSES.includes(status as VersionStatus)) problems.push(`${where}.status is ${JSON.stringify(status)}; use one of ${VERSION_STATUSES.join(', ')}.`);
  if (released !== undefined && (typeof released !== 'string' || !isIsoDate(released))) {
    problems.push(`${where}.released is ${JSON.stringify(released)}; write a date as YYYY-MM-DD, or leave it out until the version is published.`);
  }
  return problems;
}

/** The manifest, or every problem found in it (each naming where it is and what to write). */
export function validateVersionsManifest(value: unknown): {manifest: VersionsManifest; problems: []} | {manifest?: undefined; problems: string[]} {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as {versions?: unknown}).versions)) {
    return {problems: ['The manifest must be an object with a "versions" list.']};
  }
  const entries = (value as {versions: unknown[]}).versions;
  const problems = entries.flatMap(entryProblems);
  const extraKeys = Object.keys(value).filter((key) => key !== 'versions');
  if (extraKeys.length) problems.push(`The manifest has unknown keys ${extraKeys.map((key) => `"${key}"`).join(', ')}; only "versions" is read.`);
  if (!entries.length) problems.push('The "versions" list is empty; it needs at least the current version.');
  const seen = new Set<unknown>();
  for (const entry of entries as {version?: unknown}[]) {
    if (seen.has(entry?.version)) problems.push(`Version ${JSON.stringify(entry.version)} is listed twice.`);
    seen.add(entry?.version);
  }
  const current = (entries as {status?: unknown}[]).filter((entry) => entry?.status === 'current').length;
  if (entries.length && current !== 1) problems.push(`Exactly one version must have status "current"; ${current} do.`);
  if (problems.length) return {problems};
  return {manifest: {versions: entries as VersionEntry[]}, problems: []};
}

export function currentVersionEntry(manifest: VersionsManifest): VersionEntry {
  // validateVersionsManifest guarantees exactly one.
  return manifest.versions.find((entry) => entry.status === 'current')!;
}

export function versionEntry(manifest: VersionsManifest, version: string): VersionEntry | undefined {
  return manifest.versions.find((entry) => entry.version === version);
}

/** What the reader is told about a version, in the switcher and the old-version banner. */
export const STATUS_LABELS: Readonly<Record<VersionStatus, string>> = {
  current: 'current',
  supported: 'supported',
  deprecated: 'deprecated',
  retired: 'retired',
};

/**
 * Where the docs of API version `version` live, for links across versions (the changelog's
 * releases): that version's entry in `manifest`, or undefined when it has no deployed docs.
 */
export function docsOfVersion(manifest: VersionsManifest, version: string): VersionEntry | undefined {
  return versionEntry(manifest, version);
}
