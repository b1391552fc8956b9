// The authors' side of releases: `npm run release -- <version>` declares one (it sets the
// description's info.version, copies the description beside the release file and writes the file
// for the author to complete), `--refresh` takes the latest release's description again, and
// `npm run changes` lists what changed since the latest release, classified, for authors only.
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseDocument} from 'yaml';
import {OPENAPI_SOURCE, readApiDescription} from '../../openapi';
import {operationsOf, releaseChanges, type DescriptionLike} from './compare';
import {cachedDiff} from './index';
import {compareVersions, VERSION_PATTERN} from './releaseFile';
import {readReleaseSources, releaseFileName, RELEASES_DIR, snapshotFileName, type ReleaseSource} from './releases';
import type {ReleaseChanges} from './types';
import {countsText, endpointText, operationChangeText, operationName} from './wording';

/** Today in UTC as YYYY-MM-DD: the `updated` day a release command writes. */
export const today = () => new Date().toISOString().slice(0, 10);

/** `text` (a description) with `info.version` set to `version`, everything else as it was written. */
export function withInfoVersion(text: string, version: string): string {
  const document = parseDocument(text, {keepSourceTokens: true});
  const node = document.getIn(['info', 'version'], true) as {range?: [number, number, number]} | undefined;
  if (!node?.range) throw new Error(`${OPENAPI_SOURCE} has no info.version to set`);
  const [start, end] = node.range;
  return text.slice(0, start) + version + text.slice(end);
}

/** The release file `npm run release` writes; the build refuses it until the author writes the summary. */
export function releaseFileTemplate(version: string, updated: string): string {
  return [
    '---',
    `version: ${version}`,
    '# What this release means for integrators, in a sentence or two (Markdown). The build fails until it is written.',
    'summary:',
    '# The release date as the provider publishes it, YYYY-MM-DD. Leave it out when none is published.',
    '# date: YYYY-MM-DD',
    '# The day this entry last changed: the Atom feed needs one. It is never shown as the release date.',
    `updated: ${updated}`,
    '---',
    '',
  ].join('\n');
}

/** Sets the front matter's `updated` line of a release file. */
export function withUpdated(text: string, day: string): string {
  const end = text.indexOf('\n---', 3);
  if (!text.startsWith('---') || end === -1 || !/^updated:.*$/m.test(text.slice(0, end))) throw new Error('the release file has no updated line in its front matter');
  return text.slice(0, end).replace(/^updated:.*$/m, `updated: ${day}`) + text.slice(end);
}

type Site = {siteDir: string; releasesDir?: string; day?: string};

async function currentDescription(siteDir: string): Promise<{text: string; doc: DescriptionLike}> {
  const file = path.join(siteDir, OPENAPI_SOURCE);
  return {text: await readFile(file, 'utf8'), doc: (await readApiDescription(file)) as DescriptionLike};
}

/** No pages: a terminal shows names and endpoints, not links. */
const NO_PAGES = {operations: [], models: []};

/** The changes from a release's description to `after`, operations named by their summaries. */
async function changesSince(siteDir: string, release: ReleaseSource, after: {text: string; doc: DescriptionLike}): Promise<ReleaseChanges> {
  const diff = await cachedDiff(siteDir)({text: release.snapshotText, doc: release.doc}, after);
  return releaseChanges(diff, operationsOf(release.doc), operationsOf(after.doc), NO_PAGES);
}

/** Declares `version`, or with `refresh` takes the latest release's description again; returns what it did, for the author. */
export async function declareRelease(site: Site, version: string, refresh = false): Promise<string> {
  if (!VERSION_PATTERN.test(version)) throw new Error(`${version} is not a version: write MAJOR.MINOR.PATCH, for example 1.1.0`);
  const releasesDir = path.join(site.siteDir, site.releasesDir ?? RELEASES_DIR);
  const sources = await readReleaseSources(releasesDir);
  const latest = sources.at(-1);
  const releaseFile = path.join(releasesDir, releaseFileName(version));
  if (refresh) {
    if (latest?.declared.version !== version) {
      throw new Error(`only the latest release can take the description again${latest ? `; that is ${latest.declared.version}` : ', and there is no release yet'}`);
    }
  } else if (latest && compareVersions(version, latest.declared.version) <= 0) {
    throw new Error(`${version} must come after the latest release, ${latest.declared.version}`);
  }

  const descriptionFile = path.join(site.siteDir, OPENAPI_SOURCE);
  const text = await readFile(descriptionFile, 'utf8');
  const versioned = withInfoVersion(text, version);
  if (versioned !== text) await writeFile(descriptionFile, versioned);
  await mkdir(releasesDir, {recursive: true});
  await copyFile(descriptionFile, path.join(releasesDir, snapshotFileName(version)));
  const day = site.day ?? today();
  const lines: string[] = [];
  if (versioned !== text) lines.push(`Set info.version to ${version} in ${OPENAPI_SOURCE}.`);
  lines.push(`Copied ${OPENAPI_SOURCE} to ${path.relative(site.siteDir, path.join(releasesDir, snapshotFileName(version)))}.`);
  if (refresh) {
    await writeFile(releaseFile, withUpdated(await readFile(releaseFile, 'utf8'), day));
    lines.push(`Set updated to ${day} in ${path.relative(site.siteDir, releaseFile)}.`);
  } else {
    await writeFile(releaseFile, releaseFileTemplate(version, day));
    lines.push(`Wrote ${path.relative(site.siteDir, releaseFile)}: write its summary (and any notes) before you build.`);
  }
  const previous = refresh ? sources.at(-2) : latest;
  if (previous) {
    lines.push('', `What ${version} changes since ${previous.declared.version}:`, changesText(await changesSince(site.siteDir, previous, await currentDescription(site.siteDir))));
  }
  return lines.join('\n');
}

/** `npm run changes`: what the description holds that no release does yet. */
export async function unreleasedChanges(site: Site): Promise<string> {
  const sources = await readReleaseSources(path.join(site.siteDir, site.releasesDir ?? RELEASES_DIR));
  const latest = sources.at(-1);
  if (!latest) return `No release yet: nothing in ${OPENAPI_SOURCE} is published in the changelog. npm run release -- 1.0.0 declares the first release.`;
  const current = await currentDescription(site.siteDir);
  if (current.text === latest.snapshotText) return `${OPENAPI_SOURCE} is as released in ${latest.declared.version}: no unreleased change.`;
  const changes = await changesSince(site.siteDir, latest, current);
  return [`Changes since ${latest.declared.version}, not published until a release holds them (npm run release -- <version>):`, changesText(changes)].join('\n');
}

/** The changes as plain text for a terminal, breaking ones first and one by one. */
export function changesText(changes: ReleaseChanges): string {
  const total = countsText(changes.counts);
  if (!total && !changes.operations.length) return `No change to operations or models; the files differ only in formatting, comments or the version number.`;
  const lines = [`In all: ${total || 'operations added or removed only'}.`];
  const section = (title: string, entries: string[]) => {
    if (entries.length) lines.push('', `${title}:`, ...entries.map((entry) => `  ${entry}`));
  };
  section(
    'Breaking',
    changes.breaking.map((change) => `${change.operation ? `${endpointText(change.operation)}` : change.area}: ${change.description}`),
  );
  section(
    'Operations',
    changes.operations.map((change) => `${operationName(change)}${change.summary ? ` (${endpointText(change)})` : ''}: ${operationChangeText(change)}`),
  );
  section(
    'Models',
    changes.models.map((model) => `${model.name}: ${countsText(model.counts)}`),
  );
  section(
    'Other',
    changes.other.map((area) => `${area.area}: ${countsText(area.counts)}`),
  );
  return lines.join('\n');
}

