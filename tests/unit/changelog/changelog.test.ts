// The generated changelog: revisions of a description compared with api-smart-diff, the history read
// from git (and a build without it), the Atom feed and the Markdown copy of the generated parts.
import {mkdtemp} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {JSDOM} from 'jsdom';
import {describe, expect, test} from 'vitest';
import {areaOf, compareRevisions, type Revision} from '../../../src/plugins/changelog/compare';
import {NO_HISTORY_NOTE, SHALLOW_NOTE, parseLog, readHistory, type GitRunner} from '../../../src/plugins/changelog/history';
import {buildAtomFeed, escapeXml} from '../../../src/plugins/changelog/atom';
import {releasesMarkdown, transitionsMarkdown} from '../../../src/plugins/changelog/markdown';
import {loadChangelog, resolveOptions} from '../../../src/plugins/changelog';
import {RECORDED_TRANSITIONS} from '../../../src/plugins/changelog/transitions';
import {mdxToMarkdown} from '../../../src/plugins/agent-docs/mdxToMarkdown';
import type {ChangelogData} from '../../../src/plugins/changelog/types';
import {OPENAPI_SOURCE} from '../../../src/openapi';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../fixtures/changelog', name), 'utf8');

const revision = (n: number, date: string): Revision => ({
  commit: String(n).repeat(40),
  date,
  subject: `Revision ${n} <of the fixture> & more`,
  text: fixture(`v${n}.yaml`),
});
const v1 = revision(1, '2026-01-05T10:00:00+00:00');
const v2 = revision(2, '2026-02-09T11:30:00+00:00');
const v3 = revision(3, '2026-03-16T09:15:00+01:00');

/** A git that holds the three fixture revisions of openapi/openapi.yaml. */
function fakeGit(options: {shallow?: boolean; revisions?: Revision[]} = {}): GitRunner {
  const revisions = options.revisions ?? [v1, v2, v3];
  return async (args) => {
    if (args.includes('log')) {
      return [...revisions]
        .reverse()
        .map((entry) => `${entry.commit}\u001f${entry.date}\u001f${entry.subject}\u001e\n`)
        .join('');
    }
    if (args[0] === 'show') {
      const found = revisions.find((entry) => args[1] === `${entry.commit}:./openapi/openapi.yaml`);
      if (!found) throw new Error('fatal: path does not exist');
      return found.text;
    }
    if (args[0] === 'rev-parse') return options.shallow ? 'true\n' : 'false\n';
    throw new Error(`unexpected git ${args.join(' ')}`);
  };
}

const noGit: GitRunner = async () => {
  throw new Error('fatal: not a git repository');
};

describe('comparing revisions of the description', () => {
  test('the first revision is summed up, not compared', () => {
    const release = compareRevisions(undefined, v1);
    expect(release).toMatchObject({first: true, version: '1.0.0', operationCount: 1, modelCount: 1, breaking: [], areas: []});
    expect(release.counts.breaking).toBe(0);
  });

  test('an added operation is a compatible change with no breaking entry', () => {
    const release = compareRevisions(v1, v2);
    expect(release.first).toBe(false);
    expect(release.operationsAdded).toEqual(['POST /items']);
    expect(release.operationsRemoved).toEqual([]);
    expect(release.counts.breaking).toBe(0);
    expect(release.counts['non-breaking']).toBeGreaterThan(0);
    expect(release.areas.map((area) => area.area)).toContain('POST /items');
  });

  test('a removed operation and a parameter made required are marked breaking, each listed', () => {
    const release = compareRevisions(v2, v3);
    expect(release.version).toBe('2.0.0');
    expect(release.operationsRemoved).toEqual(['GET /items']);
    expect(release.counts.breaking).toBe(release.breaking.length);
    expect(release.breaking.map((change) => change.area)).toEqual(expect.arrayContaining(['GET /items', 'POST /items']));
    expect(release.breaking.every((change) => change.description.length > 0)).toBe(true);
  });

  test('a revision that is not YAML names its commit', () => {
    expect(() => compareRevisions(v1, {...v2, text: 'paths: [unclosed'})).toThrow(/commit 222222222222 is not valid YAML/);
  });

  test('changes are placed by operation, model or header', () => {
    expect(areaOf(['paths', '/items', 'post', 'requestBody'])).toBe('POST /items');
    expect(areaOf(['paths', '/items', 'parameters'])).toBe('/items');
    expect(areaOf(['components', 'schemas', 'Item', 'properties'])).toBe('model Item');
    expect(areaOf(['info', 'description'])).toBe('description header');
  });
});

describe('reading the history from git', () => {
  test('every commit that changed the file is a release, oldest first, with its git date', async () => {
    const history = await readHistory(OPENAPI_SOURCE, '/site', fakeGit());
    expect(history.note).toBeUndefined();
    expect(history.revisions.map((entry) => [entry.commit[0], entry.date])).toEqual([
      ['1', v1.date],
      ['2', v2.date],
      ['3', v3.date],
    ]);
  });

  test('a checkout without git history gives no releases and says why', async () => {
    expect(await readHistory(OPENAPI_SOURCE, '/site', noGit)).toEqual({revisions: [], note: NO_HISTORY_NOTE});
  });

  test('a shallow clone says its oldest release may not be the first', async () => {
    expect((await readHistory(OPENAPI_SOURCE, '/site', fakeGit({shallow: true}))).note).toBe(SHALLOW_NOTE);
  });

  test('a commit that deleted the file is no release', async () => {
    const git = fakeGit();
    const withDeletion: GitRunner = async (args, cwd) =>
      args.includes('log') ? `${'4'.repeat(40)}\u001f2026-04-01T00:00:00Z\u001fRemove it\u001e\n${await git(args, cwd)}` : git(args, cwd);
    const history = await readHistory(OPENAPI_SOURCE, '/site', withDeletion);
    expect(history.revisions.map((entry) => entry.commit[0])).toEqual(['1', '2', '3']);
  });

  test('log lines that are not a commit with a date are ignored', () => {
    expect(parseLog(`not-a-commit\u001fyesterday\u001fx\u001e\n${'a'.repeat(40)}\u001f2026-01-01T00:00:00Z\u001fok\u001e`)).toEqual([
      {commit: 'a'.repeat(40), date: '2026-01-01T00:00:00Z', subject: 'ok'},
    ]);
  });
});

describe('the changelog data', () => {
  test('lists releases newest first and links the feed', async () => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'changelog-'));
    const data = await loadChangelog({siteDir, baseUrl: '/docs/'}, resolveOptions({}), fakeGit());
    expect(data.releases.map((release) => release.commit[0])).toEqual(['3', '2', '1']);
    expect(data.feedPath).toBe('/docs/versions&changes/changelog.atom');
    expect(data.transitions).toEqual(RECORDED_TRANSITIONS);
  });

  test('without git history it has no release, no feed and a note', async () => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'changelog-'));
    const data = await loadChangelog({siteDir, baseUrl: '/'}, resolveOptions({}), noGit);
    expect(data.releases).toEqual([]);
    expect(data.feedPath).toBeUndefined();
    expect(data.historyNote).toBe(NO_HISTORY_NOTE);
  });

  test('the recorded transitions carry no date', () => {
    const datePattern = /\b(19|20)\d\d-\d\d-\d\d\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
    for (const transition of RECORDED_TRANSITIONS) expect(JSON.stringify(transition)).not.toMatch(datePattern);
  });

  test('a wrong option is a clear error', () => {
    expect(() => resolveOptions({feedFile: 3})).toThrow(/feedFile/);
  });
});

describe('the Atom feed', () => {
  const releases = [compareRevisions(v2, v3), compareRevisions(v1, v2), compareRevisions(undefined, v1)];
  const options = {pageUrl: 'https://docs.example.com/docs/versions&changes/changelog/', feedUrl: 'https://docs.example.com/docs/versions&changes/changelog.atom', title: 'Changes'};

  test('is well-formed Atom with one entry per release, dated by git', () => {
    const feed = buildAtomFeed(releases, options);
    expect(feed).toBeDefined();
    const {DOMParser} = new JSDOM('').window;
    const document = new DOMParser().parseFromString(feed ?? '', 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = Array.from(document.getElementsByTagName('entry'));
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.getElementsByTagName('updated')[0]?.textContent)).toEqual([v3.date, v2.date, v1.date]);
    // The feed's own date is its newest entry's, compared as instants (v3 is in another time zone).
    expect(document.querySelector('feed > updated')?.textContent).toBe(v3.date);
    expect(entries[0]?.getElementsByTagName('title')[0]?.textContent).toMatch(/breaking/);
    expect(entries[0]?.getElementsByTagName('link')[0]?.getAttribute('href')).toBe(`${options.pageUrl}#release-${'3'.repeat(12)}`);
    expect(entries[0]?.getElementsByTagName('content')[0]?.textContent).toContain('<li>GET /items');
  });

  test('escapes what it quotes', () => {
    const feed = buildAtomFeed(releases, options) ?? '';
    expect(feed).toContain('Revision 3 &amp;lt;of the fixture&amp;gt; &amp;amp; more');
    expect(escapeXml('a\u0001<b>')).toBe('a&lt;b&gt;');
  });

  test('is not written without a release, since it would have no date', () => {
    expect(buildAtomFeed([], options)).toBeUndefined();
  });
});

describe('the Markdown copy of the generated parts', () => {
  const data: ChangelogData = {
    source: OPENAPI_SOURCE,
    releases: [compareRevisions(v2, v3), compareRevisions(undefined, v1)],
    transitions: [...RECORDED_TRANSITIONS],
  };

  test('lists every release with its breaking changes', () => {
    const markdown = releasesMarkdown(data);
    expect(markdown).toContain('2026-03-16 · 3333333 · version 2.0.0 (breaking changes)');
    expect(markdown).toContain('Operations removed: `GET /items`');
    expect(markdown).toContain('Earliest revision in the history: 1 operations and 1 models.');
  });

  test('says why there is no release', () => {
    expect(releasesMarkdown({...data, releases: [], historyNote: NO_HISTORY_NOTE})).toBe(`> ${NO_HISTORY_NOTE}\n`);
  });

  test('writes the transitions as a table', () => {
    const rows = transitionsMarkdown(data).trim().split('\n');
    expect(rows).toHaveLength(RECORDED_TRANSITIONS.length + 2);
  });

  test('stands in for the page component in the page copy', () => {
    const markdown = mdxToMarkdown("import Changelog from '@site/src/components/Changelog';\n\n## Releases\n\n<Changelog part=\"releases\" />\n", {
      title: 'Changelog',
      filePath: 'changelog.mdx',
      providerName: 'Provider',
      supportEmail: 'support@example.com',
      resolveUrl: (url) => url,
      componentMarkdown: (name, attribute) => (name === 'Changelog' ? releasesMarkdown(data) + attribute('part') : undefined),
    });
    expect(markdown).toContain('## Releases');
    expect(markdown).toContain('Operations removed: `GET /items`');
    expect(markdown).toContain('releases');
  });
});
