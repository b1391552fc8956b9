// Reads the releases of the API description from git: every commit that changed the file is one
// release, with the date git recorded for it. A checkout without history (a release tarball, a
// container build without .git) never fails the build; it yields no releases and says why, and a
// shallow clone says that its oldest listed revision is only the oldest one it holds.
import {execFile} from 'node:child_process';
import type {Revision} from './compare';

/** Runs git in `cwd` and returns its standard output; rejects when git is missing or fails. */
export type GitRunner = (args: string[], cwd: string) => Promise<string>;

export const runGit: GitRunner = (args, cwd) =>
  new Promise<string>((resolve, reject) => {
    execFile('git', args, {cwd, maxBuffer: 64 * 1024 * 1024}, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });

export type History = {revisions: Revision[]; note?: string};

/** Field and record separators that never occur in a commit id, a date or a subject line. */
const FIELD = '\u001f';
const RECORD = '\u001e';

export const NO_HISTORY_NOTE =
  'This build was made from a copy of the sources without git history, so it lists no releases of the description. ' +
  'A build from a git checkout lists every revision with the date git recorded for it.';

export const SHALLOW_NOTE =
  'This build was made from a shallow git clone, which holds only part of the history: the oldest release listed here is the oldest the clone holds, not necessarily the first.';

export function parseLog(output: string): Omit<Revision, 'text'>[] {
  return output
    .split(RECORD)
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [commit = '', date = '', subject = ''] = record.split(FIELD);
      return {commit: commit.trim(), date: date.trim(), subject: subject.trim()};
    })
    .filter((entry) => /^[0-9a-f]{40,64}$/.test(entry.commit) && !Number.isNaN(Date.parse(entry.date)));
}

/**
 * Every committed revision of `file` (a path relative to `cwd`), oldest first. Uncommitted edits
 * are not a release and do not appear.
 */
export async function readHistory(file: string, cwd: string, git: GitRunner = runGit): Promise<History> {
  let log: string;
  try {
    log = await git(['-c', 'log.showSignature=false', 'log', `--format=%H${FIELD}%cI${FIELD}%s${RECORD}`, '--', file], cwd);
  } catch {
    // No git, not a repository, or no permission to read it: all mean "no history here".
    return {revisions: [], note: NO_HISTORY_NOTE};
  }
  const entries = parseLog(log).reverse();
  if (!entries.length) return {revisions: [], note: NO_HISTORY_NOTE};

  const revisions: Revision[] = [];
  for (const entry of entries) {
    // `./` makes the path relative to `cwd`, whatever the repository root is. A commit that deleted
    // the file has no revision to show, and is no release of it.
    const text = await git(['show', `${entry.commit}:./${file}`], cwd).catch(() => undefined);
    if (text !== undefined) revisions.push({...entry, text});
  }
  if (!revisions.length) return {revisions: [], note: NO_HISTORY_NOTE};
  const shallow = await git(['rev-parse', '--is-shallow-repository'], cwd).then(
    (answer) => answer.trim() === 'true',
    () => false,
  );
  return shallow ? {revisions, note: SHALLOW_NOTE} : {revisions};
}
