// Writes the changelog's releases as an Atom feed (RFC 4287), so readers can follow releases in a
// feed reader. An entry's `published` is the release date the provider publishes, when it publishes
// one; Atom requires an `updated` date of every entry, which is the day the entry last changed (the
// release file's `updated`), not a release date. No release, no feed.
import type {PhrasingContent, RootContent} from 'mdast';
import type {Release} from './types';
import {releaseTree} from './tree';
import {isBreaking, plainText} from './wording';

export type FeedOptions = {
  /** Absolute URL of the changelog page; the feed's id and every entry's link derive from it. */
  pageUrl: string;
  /** Absolute URL the feed itself is served at. */
  feedUrl: string;
  /** Turns a site path (`/api/get-dataset`, `/rate-limit-quota/`) into an absolute URL. */
  siteUrl: (sitePath: string) => string;
  title: string;
};

const XML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'};

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped rather than written.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** A release's title: its version, and "breaking changes" when it has any. */
export const releaseTitle = (release: Release) => `${release.version}${isBreaking(release) ? ' (breaking changes)' : ''}`;

type Url = (sitePath: string) => string;

function phrasingHtml(nodes: readonly PhrasingContent[], url: Url): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeXml(node.value);
        case 'inlineCode':
          return `<code>${escapeXml(node.value)}</code>`;
        case 'break':
          return '<br/>';
        case 'emphasis':
          return `<em>${phrasingHtml(node.children, url)}</em>`;
        case 'strong':
          return `<strong>${phrasingHtml(node.children, url)}</strong>`;
        case 'link':
          return `<a href="${escapeXml(node.url.startsWith('/') ? url(node.url) : node.url)}">${phrasingHtml(node.children, url)}</a>`;
        default:
          return escapeXml(plainText([node]));
      }
    })
    .join('');
}

/** HTML of the blocks a release is made of (tree.ts); release files allow no other kind. */
export function blocksHtml(nodes: readonly RootContent[], url: Url): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'heading':
          return `<h${node.depth}>${phrasingHtml(node.children, url)}</h${node.depth}>`;
        case 'paragraph':
          return `<p>${phrasingHtml(node.children, url)}</p>`;
        case 'list': {
          const tag = node.ordered ? 'ol' : 'ul';
          return `<${tag}>${node.children.map((item) => `<li>${blocksHtml(item.children, url)}</li>`).join('')}</${tag}>`;
        }
        case 'code':
          return `<pre><code>${escapeXml(node.value)}</code></pre>`;
        default:
          throw new Error(`changelog: the feed cannot render a ${node.type}`);
      }
    })
    .join('');
}

/** A release as HTML for its feed entry: the page's text of it under the entry's title, with absolute links. */
export function releaseHtml(release: Release, url: Url): string {
  return blocksHtml(releaseTree(release).slice(1), url);
}

const instant = (day: string) => `${day}T00:00:00Z`;

/** The feed, or undefined when there is no release to put in it. */
export function buildAtomFeed(releases: readonly Release[], options: FeedOptions): string | undefined {
  if (!releases.length) return undefined;
  const updated = releases.map((release) => release.updated).reduce((latest, day) => (day > latest ? day : latest));
  const entries = releases.map((release) => {
    const link = `${options.pageUrl}#${release.anchor}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(releaseTitle(release))}</title>`,
      `    <updated>${instant(release.updated)}</updated>`,
      ...(release.date ? [`    <published>${instant(release.date)}</published>`] : []),
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <summary>${escapeXml(plainText(release.summary))}</summary>`,
      `    <content type="html">${escapeXml(releaseHtml(release, options.siteUrl))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(options.pageUrl)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <updated>${instant(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(options.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(options.pageUrl)}"/>`,
    '  <author><name>API documentation</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
