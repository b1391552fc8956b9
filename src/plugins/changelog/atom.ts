// Writes the changelog's releases as an Atom feed (RFC 4287), so readers can follow changes to the
// API description in a feed reader. Every date in it is a commit date from git; a build without
// releases has no date to give the feed, so it writes no feed at all.
import {CHANGE_TYPES, CHANGE_TYPE_LABELS, releaseAnchor, type Release} from './types';

export type FeedOptions = {
  /** Absolute URL of the changelog page; the feed's id and every entry's link derive from it. */
  pageUrl: string;
  /** Absolute URL the feed itself is served at. */
  feedUrl: string;
  title: string;
};

const XML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'};

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped rather than written.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** A release's title: its date, short commit id and version, and the word "breaking" when it is. */
export function releaseTitle(release: Release): string {
  const breaking = release.counts.breaking > 0 ? ' (breaking changes)' : '';
  return `${release.date.slice(0, 10)} · ${release.commit.slice(0, 7)} · version ${release.version || 'unknown'}${breaking}`;
}

/** The summary of a release as a few lines of HTML, written into the entry as escaped text. */
export function releaseSummaryHtml(release: Release): string {
  const parts = [`<p>${escapeXml(release.subject)}</p>`];
  if (release.first) {
    parts.push(`<p>Earliest revision in the history: ${release.operationCount} operations and ${release.modelCount} models.</p>`);
    return parts.join('');
  }
  const counts = CHANGE_TYPES.filter((type) => release.counts[type] > 0).map((type) => `${release.counts[type]} ${CHANGE_TYPE_LABELS[type]}`);
  parts.push(`<p>${counts.length ? `Changes: ${counts.join(', ')}.` : 'No change to operations or models (formatting only).'}</p>`);
  const list = (title: string, items: string[]) =>
    items.length ? `<p>${title}</p><ul>${items.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>` : '';
  parts.push(list('Operations added:', release.operationsAdded));
  parts.push(list('Operations removed:', release.operationsRemoved));
  parts.push(list('Breaking changes:', release.breaking.map((change) => `${change.area}: ${change.description}`)));
  return parts.join('');
}

/** The feed, or undefined when there is no release (and so no date) to put in it. */
export function buildAtomFeed(releases: readonly Release[], options: FeedOptions): string | undefined {
  if (!releases.length) return undefined;
  const newest = releases.reduce((latest, release) => (Date.parse(release.date) > Date.parse(latest.date) ? release : latest));
  const entries = releases.map((release) =>
    [
      '  <entry>',
      `    <id>${escapeXml(`${options.pageUrl}#${releaseAnchor(release)}`)}</id>`,
      `    <title>${escapeXml(releaseTitle(release))}</title>`,
      `    <updated>${escapeXml(release.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${options.pageUrl}#${releaseAnchor(release)}`)}"/>`,
      `    <content type="html">${escapeXml(releaseSummaryHtml(release))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(options.pageUrl)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <updated>${escapeXml(newest.date)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(options.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(options.pageUrl)}"/>`,
    '  <author><name>API documentation</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
