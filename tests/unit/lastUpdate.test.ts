// Last-updated dates come from git history, and a build without git history neither fails nor
// invents a date: it shows SOURCE_DATE_EPOCH when given, else nothing, the same on every run.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {commitInfo, createLastUpdateVcs, sourceDateEpoch, type GitRunner} from '../../src/plugins/last-update';

const FIRST_COMMIT = '2024-03-01T10:00:00Z';
const SECOND_COMMIT = '2025-01-15T08:30:00Z';
let repo: string;
let noRepo: string;

function commit(file: string, content: string, date: string) {
  writeFileSync(path.join(repo, file), content);
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
  execFileSync('git', ['add', file], {cwd: repo, env});
  execFileSync('git', ['-c', 'user.name=Ada Writer', '-c', 'user.email=ada@example.com', 'commit', '-q', '-m', `edit ${file}`], {cwd: repo, env});
}

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'last-update-repo-'));
  noRepo = mkdtempSync(path.join(tmpdir(), 'last-update-plain-'));
  execFileSync('git', ['init', '-q'], {cwd: repo});
  commit('page.mdx', 'one', FIRST_COMMIT);
  commit('page.mdx', 'two', SECOND_COMMIT);
  writeFileSync(path.join(repo, 'untracked.mdx'), 'new');
  writeFileSync(path.join(noRepo, 'page.mdx'), 'copied without .git');
});

afterAll(() => {
  rmSync(repo, {recursive: true, force: true});
  rmSync(noRepo, {recursive: true, force: true});
});

describe('commitInfo', () => {
  it('reads the date and author of the last commit of a file', async () => {
    expect(await commitInfo(path.join(repo, 'page.mdx'), 'newest')).toEqual({timestamp: Date.parse(SECOND_COMMIT), author: 'Ada Writer'});
  });

  it('reads the date of the commit that added a file', async () => {
    expect((await commitInfo(path.join(repo, 'page.mdx'), 'oldest'))?.timestamp).toBe(Date.parse(FIRST_COMMIT));
  });

  it('has no answer for a file git does not track', async () => {
    expect(await commitInfo(path.join(repo, 'untracked.mdx'), 'newest')).toBeNull();
  });

  it('has no answer outside a git repository', async () => {
    expect(await commitInfo(path.join(noRepo, 'page.mdx'), 'newest')).toBeNull();
  });

  it('has no answer when git is not installed', async () => {
    const missingGit: GitRunner = () => Promise.reject(Object.assign(new Error('spawn git ENOENT'), {code: 'ENOENT'}));
    expect(await commitInfo(path.join(repo, 'page.mdx'), 'newest', missingGit)).toBeNull();
  });
});

describe('createLastUpdateVcs', () => {
  it('gives the git date where there is history', async () => {
    const vcs = createLastUpdateVcs({fallbackTimestamp: 0, warn: vi.fn()});
    expect((await vcs.getFileLastUpdateInfo(path.join(repo, 'page.mdx')))?.timestamp).toBe(Date.parse(SECOND_COMMIT));
  });

  it('gives no date without history and no SOURCE_DATE_EPOCH, the same every time', async () => {
    const vcs = createLastUpdateVcs({fallbackTimestamp: undefined, warn: vi.fn()});
    const file = path.join(noRepo, 'page.mdx');
    expect([await vcs.getFileLastUpdateInfo(file), await vcs.getFileLastUpdateInfo(file)]).toEqual([null, null]);
  });

  it('gives the SOURCE_DATE_EPOCH date without history', async () => {
    const vcs = createLastUpdateVcs({fallbackTimestamp: Date.parse('2025-06-01T00:00:00Z'), warn: vi.fn()});
    expect(await vcs.getFileLastUpdateInfo(path.join(noRepo, 'page.mdx'))).toEqual({timestamp: Date.parse('2025-06-01T00:00:00Z'), author: 'unknown'});
  });

  it('warns once, however many files lack history', async () => {
    const warn = vi.fn();
    const vcs = createLastUpdateVcs({fallbackTimestamp: undefined, warn});
    await vcs.getFileLastUpdateInfo(path.join(noRepo, 'page.mdx'));
    await vcs.getFileCreationInfo(path.join(repo, 'untracked.mdx'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('has the one-parameter functions Docusaurus validates', () => {
    const vcs = createLastUpdateVcs({warn: vi.fn()});
    expect([vcs.initialize.length <= 1, vcs.getFileCreationInfo.length, vcs.getFileLastUpdateInfo.length]).toEqual([true, 1, 1]);
  });
});

describe('sourceDateEpoch', () => {
  it('reads whole seconds as a timestamp in milliseconds', () => {
    expect(sourceDateEpoch('1735689600')).toBe(Date.parse('2025-01-01T00:00:00Z'));
  });

  it('ignores an empty or malformed value', () => {
    expect([sourceDateEpoch(undefined), sourceDateEpoch(''), sourceDateEpoch('2025-01-01'), sourceDateEpoch('-5')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
