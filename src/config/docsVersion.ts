// Owns the docs version a build is for: the build setting DOCS_VERSION (default 1.0.0), which
// gives the base path `/app/docs/<version>/`, the version's label, the API downloads' names and
// the sitemap's addresses. Everything else derives from `readDocsVersion`; a malformed value stops
// the build with one clear message.
import {AuthorError} from './authorError';
import {DOCS_VERSION_PATTERN, docsBasePath} from '../versions/paths';
import {validateVersionsManifest, versionEntry, type VersionStatus, type VersionsManifest} from '../versions/manifest';

export const DOCS_VERSION_SETTING = 'DOCS_VERSION';
/** The version a build is for when DOCS_VERSION is unset or blank. */
export const DEFAULT_DOCS_VERSION = '1.0.0';

export type DocsVersionSetting = {
  /** `1.1.0` */
  version: string;
  /** `/app/docs/1.1.0/` */
  basePath: string;
};

/** The docs version from the variable's raw value; unset or blank is DEFAULT_DOCS_VERSION. */
export function readDocsVersion(raw: string | undefined): DocsVersionSetting {
  const version = raw === undefined || raw.trim() === '' ? DEFAULT_DOCS_VERSION : raw.trim();
  if (!DOCS_VERSION_PATTERN.test(version)) {
    throw new AuthorError({
      source: DOCS_VERSION_SETTING,
      problem: `is ${JSON.stringify(raw)}, which is not a version number (three numbers joined by dots).`,
      fix: `Set it to the API version the docs are for, for example ${DOCS_VERSION_SETTING}=1.1.0 npm run build, or unset it for ${DEFAULT_DOCS_VERSION}.`,
    });
  }
  return {version, basePath: docsBasePath(version)};
}

/** The manifest in the repository that the deploy step publishes; a build reads its own entry. */
export const VERSIONS_MANIFEST_SOURCE = 'deploy/versions.json';

/** What a build knows about its version, handed to the browser in `customFields.docsVersion`. */
export type DocsVersionInfo = DocsVersionSetting & {
  label: string;
  /** From the repository's manifest; undefined for a version it does not list yet (a preview). */
  status?: VersionStatus;
  /** The repository's manifest as the build saw it: the switcher's list until the deployed one loads. */
  manifest: VersionsManifest;
};

/** The build's version and its entry in the repository's manifest (`manifestText`, the file's text). */
export function docsVersionInfo(setting: DocsVersionSetting, manifestText: string, source = VERSIONS_MANIFEST_SOURCE): DocsVersionInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch (error) {
    throw new AuthorError({source, problem: `is not valid JSON (${(error as Error).message}).`, fix: 'Correct the file; deploy/README.md describes its format.'});
  }
  const {manifest, problems} = validateVersionsManifest(parsed);
  if (!manifest) {
    const shown = problems.slice(0, 2).join(' ');
    throw new AuthorError({source, problem: problems.length > 2 ? `${shown} (and ${problems.length - 2} more)` : shown, fix: 'Correct the file; deploy/README.md describes its format.'});
  }
  const entry = versionEntry(manifest, setting.version);
  return {...setting, label: entry?.label ?? setting.version, status: entry?.status, manifest};
}
