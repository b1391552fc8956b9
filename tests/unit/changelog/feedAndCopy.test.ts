// The releases as an Atom feed and as the Markdown copy of the changelog page: both say what the page
// says, the feed is valid Atom, and neither carries a date the release files do not give.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {diffDescriptions} from '../../../src/plugins/changelog/compare';
import {buildReleases, readReleaseSources} from '../../../src/plugins/changelog/releases';
import {buildAtomFeed, escapeXml, releaseHtml} from '../../../src/plugins/changelog/atom';
import {releasesMarkdown} from '../../../src/plugins/changelog/markdown';
import {withTrailingSlash} from '../../../src/plugins/changelog';
import {mdxToMarkdown} from '../../../src/plugins/agent-docs/mdxToMarkdown';
import {loadApiModel, OPENAPI_SOURCE} from '../../../src/openapi';
import {NO_RELEASE_TEXT} from '../../../src/plugins/changelog/wording';
import {atomFeedProblems} from '../../support/atom';
import {headingsOf} from '../../support/markdown';
import {FIXTURE_PAGES, FIXTURE_RELEASES} from './fixtures';
import {JSDOM} from 'jsdom';

const releases = await buildReleases(await readReleaseSources(FIXTURE_RELEASES), FIXTURE_PAGES, async (before, after) => diffDescriptions(before.doc, after.doc));
const site = 'https://docs.example.com/docs/';
const options = {
  pageUrl: `${site}versions&changes/changelog/`,
  feedUrl: `${site}versions&changes/changelog.atom`,
  siteUrl: (sitePath: string) => site + withTrailingSlash(sitePath).slice(1),
  title: 'Releases',
};

const parser = new (new JSDOM('').window.DOMParser)();
const parseFeed = (xml: string): Document => parser.parseFromString(xml, 'application/xml');

describe('the Atom feed', () => {
  const feed = buildAtomFeed(releases, options)!;

  test('is valid Atom: one entry per release, newest first', () => {
    expect(atomFeedProblems(feed)).toEqual([]);
    const entries = Array.from(parseFeed(feed).getElementsByTagName('entry'));
    expect(entries.map((entry) => entry.getElementsByTagName('title')[0]?.textContent)).toEqual(['1.2.0 (breaking changes)', '1.1.0 (breaking changes)', '1.0.0']);
    expect(entries.map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href'))).toEqual(['1-2-0', '1-1-0', '1-0-0'].map((anchor) => `${options.pageUrl}#release-${anchor}`));
  });

  test("an entry is published on the provider's date only; updated is the day the entry last changed", () => {
    const entries = Array.from(parseFeed(feed).getElementsByTagName('entry'));
    expect(entries.map((entry) => entry.getElementsByTagName('published')[0]?.textContent ?? null)).toEqual([null, '2027-02-01T00:00:00Z', null]);
    expect(entries.map((entry) => entry.getElementsByTagName('updated')[0]?.textContent)).toEqual(['2027-03-10T00:00:00Z', '2027-02-02T00:00:00Z', '2027-01-04T00:00:00Z']);
    expect(parseFeed(feed).querySelector('feed > updated')?.textContent).toBe('2027-03-10T00:00:00Z');
  });

  test("an entry's content is the page's text of the release, with absolute links", () => {
    const html = releaseHtml(releases[1]!, options.siteUrl);
    expect(html).toContain('<h3>Breaking changes</h3>');
    expect(html).toContain(`<a href="${site}api/get-dataset-metadata/">Get dataset metadata</a>`);
    expect(releaseHtml(releases[2]!, options.siteUrl)).toContain(`see <a href="${site}rate-limit-quota/">Rate limits and quotas</a>`);
    expect(html).toContain('upgrade &amp; deploy: a <code>&lt;tag&gt;</code> in code stays text');
    expect(html).toContain('<ul><li><p><code>include=properties</code> returns the properties;</p></li>');
  });

  test('escapes what it quotes, once for the HTML and once for the XML', () => {
    expect(feed).toContain('upgrade &amp;amp; deploy');
    expect(escapeXml('a\u0001<b>')).toBe('a&lt;b&gt;');
  });

  test('is not written without a release', () => {
    expect(buildAtomFeed([], options)).toBeUndefined();
  });
});

describe('the Atom validator the tests use', () => {
  test.each([
    ['not XML', '<feed', /not well-formed/],
    ['another root', '<rss version="2.0"/>', /not an Atom <feed>/],
    ['an entry without updated', feedWith('<entry><id>urn:x:1</id><title>1</title><link href="https://x/"/></entry>'), /entry 1 must have exactly one <updated>/],
    ['a date that is not RFC 3339', feedWith('<entry><id>urn:x:1</id><title>1</title><updated>2027-02-01</updated><link href="https://x/"/></entry>'), /not an RFC 3339 date-time: "2027-02-01"/],
    ['two entries with one id', feedWith(`${entry('urn:x:1')}${entry('urn:x:1')}`), /entry 2 repeats the id urn:x:1/],
    ['a relative link', feedWith('<entry><id>urn:x:1</id><title>1</title><updated>2027-02-01T00:00:00Z</updated><link href="/x/"/></entry>'), /links to "\/x\/", which is not absolute/],
  ])('finds %s', (_name, xml, problem) => {
    expect(atomFeedProblems(xml).join('\n')).toMatch(problem);
  });

  function entry(id: string): string {
    return `<entry><id>${id}</id><title>1</title><updated>2027-02-01T00:00:00Z</updated><link href="https://x/"/></entry>`;
  }
  function feedWith(entries: string): string {
    return `<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title><updated>2027-02-01T00:00:00Z</updated><link rel="self" href="https://x/f"/><author><name>a</name></author>${entries}</feed>`;
  }
});

describe('the Markdown copy', () => {
  const markdown = releasesMarkdown({releases, feedPath: '/docs/versions&changes/changelog.atom'});

  test('has the headings the page has: one per release, then its sections and notes', () => {
    expect(headingsOf(markdown).map((heading) => `${heading.depth} ${heading.text}`)).toEqual([
      '2 1.2.0',
      '3 Breaking changes',
      '3 Operations changed',
      '2 1.1.0',
      '3 Breaking changes',
      '3 Operations changed',
      '3 Models changed',
      '3 Get dataset metadata',
      '3 Migration',
      '2 1.0.0',
      '3 Legacy report',
    ]);
  });

  test('links the feed and the operations by site path, and says when no date is published', () => {
    expect(markdown).toContain('[Atom feed](/docs/versions\\&changes/changelog.atom)');
    expect(markdown).toContain('[Create dataset](/api/create-dataset) (`POST /api/v1/{tenantId}/datasets/create`): added');
    expect(markdown).toContain('Released 2027-02-01.');
    expect(markdown.match(/Release date not published\./g)).toHaveLength(2);
  });

  test('says so when there is no release', () => {
    expect(releasesMarkdown({releases: []})).toBe(`${NO_RELEASE_TEXT}\n`);
  });

  test('names each release’s docs version under its summary as the page does: these docs, or a link to another deployed one', () => {
    const manifest = {
      versions: [
        {version: '1.2.0', label: '1.2.0', path: '/app/docs/1.2.0/', status: 'current' as const},
        {version: '1.1.0', label: '1.1.0', path: '/app/docs/1.1.0/', status: 'deprecated' as const},
      ],
    };
    const copy = releasesMarkdown({releases}, {version: '1.2.0', manifest, absoluteUrl: (hostPath) => `https://docs.example.com${hostPath}`});
    expect(copy).toContain('API version 1.2.0: these docs.');
    expect(copy).toContain('API version 1.1.0: [its docs](https://docs.example.com/app/docs/1.1.0/) (deprecated).');
    expect(copy.indexOf('API version 1.2.0')).toBeLessThan(copy.indexOf('### Breaking changes'));
    expect(copy.match(/API version/g)).toHaveLength(2);
    expect(releasesMarkdown({releases}, {version: '1.2.0', manifest: {versions: []}, absoluteUrl: (hostPath) => hostPath})).not.toContain('API version');
  });

  test('stands in for the page component in the page copy, with absolute links', async () => {
    const page = readFileSync(path.join(__dirname, '../../../docs/versions&changes/changelog.mdx'), 'utf8');
    const copy = mdxToMarkdown(page, {
      title: 'Changelog',
      filePath: 'changelog.mdx',
      apiModel: await loadApiModel(path.join(__dirname, '../../..', OPENAPI_SOURCE)),
      providerName: 'Provider',
      supportEmail: 'support@example.com',
      resolveUrl: (url) => (url.startsWith('/') ? `https://docs.example.com${url}` : url),
      componentMarkdown: (name) => (name === 'Changelog' ? markdown : undefined),
    });
    const headings = headingsOf(copy).map((heading) => heading.text);
    expect(headings.indexOf('1.2.0')).toBeLessThan(headings.indexOf('How this list is made'));
    expect(copy).toContain('[Create dataset](https://docs.example.com/api/create-dataset)');
  });
});
