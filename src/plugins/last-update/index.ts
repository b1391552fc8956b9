// Where the "Last updated" dates of doc and recipe pages come from (Docusaurus's
// `future.experimental_vcs` hook): the last commit of each file, read from git. Docusaurus's own
// strategy fails the whole build when the sources are not a git checkout (a release tarball, a
// container build without .git) and shows a fixed 2018 date in development. Here a missing
// history never fails the build and never invents a date: the page shows the date given in
// SOURCE_DATE_EPOCH (the reproducible-builds convention) or no date at all, identically on every run.
import {execFile} from 'node:child_process';
import path from 'node:path';
import type {VcsConfig} from '@docusaurus/types';

export type FileChangeInfo = {timestamp: number; author: string};

/** Runs git in `cwd` and returns its standard output; rejects when git is missing or fails. */
export type GitRunner = (args: string[], cwd: string) => Promise<string>;

/** Docusaurus asks for every page at once; a few git processes at a time are enough. */
export const GIT_CONCURRENCY = 8;

function limitConcurrency<A extends unknown[], R>(limit: number, task: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task(...args);
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const runGit: GitRunner = limitConcurrency(
  GIT_CONCURRENCY,
  (args: string[], cwd: string) =>
    new Promise<string>((resolve, reject) => {
      execFile('git', args, {cwd, maxBuffer: 1024 * 1024}, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    }),
);

/**
 * The reproducible-builds date (https://reproducible-builds.org/specs/source-date-epoch/): whole
 * seconds since 1970. Anything else is ignored, so a typo cannot put a wrong date on every page.
 */
export function sourceDateEpoch(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim()) * 1000;
}

/** The newest (or, for creation, oldest) commit touching `filePath`, or null without a history. */
export async function commitInfo(filePath: string, age: 'newest' | 'oldest', git: GitRunner = runGit): Promise<FileChangeInfo | null> {
  const args = ['-c', 'log.showSignature=false', 'log', '--format=%ct,%an', ...(age === 'newest' ? ['--max-count=1'] : ['--follow', '--diff-filter=A']), '--', path.basename(filePath)];
  let output: string;
  try {
    output = await git(args, path.dirname(filePath));
  } catch {
    // No git, not a repository, or a file git cannot read: all mean "no history here".
    return null;
  }
  const lines = output.trim().split('\n').filter(Boolean);
  const line = age === 'newest' ? lines[0] : lines.at(-1);
  const match = line ? /^(\d+),(.*)$/.exec(line) : null;
  return match ? {timestamp: Number(match[1]) * 1000, author: match[2]} : null;
}

export type LastUpdateOptions = {git?: GitRunner; fallbackTimestamp?: number; warn?: (message: string) => void};

export function createLastUpdateVcs(options: LastUpdateOptions = {}): VcsConfig {
  const {git = runGit, fallbackTimestamp = sourceDateEpoch(process.env.SOURCE_DATE_EPOCH), warn = console.warn} = options;
  let warned = false;
  const fallback = (filePath: string): FileChangeInfo | null => {
    if (!warned) {
      warned = true;
      warn(
        `[last-update] No git history for ${filePath} (and perhaps others): ` +
          (fallbackTimestamp === undefined ? 'those pages show no date.' : 'those pages show the SOURCE_DATE_EPOCH date.'),
      );
    }
    return fallbackTimestamp === undefined ? null : {timestamp: fallbackTimestamp, author: 'unknown'};
  };
  const read = async (filePath: string, age: 'newest' | 'oldest') => (await commitInfo(filePath, age, git)) ?? fallback(filePath);
  return {
    // Docusaurus validates these arities: one parameter each.
    initialize: () => undefined,
    getFileCreationInfo: (filePath: string) => read(filePath, 'oldest'),
    getFileLastUpdateInfo: (filePath: string) => read(filePath, 'newest'),
  };
}
