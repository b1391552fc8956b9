// Owns the DOCS_DEV_HOSTS build setting: which hosts gate every page behind sign-in (src/auth/hosts.ts
// decides at run time). Build-time only: it reports a malformed value as an author error.
import {AuthorError} from './authorError';
import {DEFAULT_DEV_HOST_PATTERNS, DEV_HOSTS_ENV_VARIABLE} from '../auth/hosts';

/** A host pattern: letters, digits, dots, hyphens and `*`, nothing that belongs to a URL (scheme, port, path). */
const HOST_PATTERN = /^[a-z0-9*]([a-z0-9*.-]*[a-z0-9*])?$/i;
const DEV_HOSTS_EXAMPLE = `${DEV_HOSTS_ENV_VARIABLE}='staging.*,*.internal.example.com'`;

/** Why `pattern` is not a host pattern, or undefined when it is one. */
export function devHostPatternProblem(pattern: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pattern)) return `"${pattern}" is a URL, not a host name`;
  if (/[/:]/.test(pattern)) return `"${pattern}" has a port or a path; the pattern is matched against the host name alone`;
  if (/\s/.test(pattern)) return `"${pattern}" has a space; separate patterns with commas`;
  if (!HOST_PATTERN.test(pattern)) return `"${pattern}" has characters a host name cannot have`;
  if (/^[*.]+$/.test(pattern)) return `"${pattern}" matches every host, so the public site would need a sign-in too`;
  return undefined;
}

/**
 * The patterns the site config should carry: the comma-separated globs of DOCS_DEV_HOSTS, or the
 * defaults when it names none. A blank value counts as unset because CI templates often export
 * empty variables; to gate no host, name one that cannot occur, such as `none.invalid`. A value
 * that is not a list of host patterns stops the build with one message naming the bad pattern.
 */
export function resolveDevHostPatterns(env: string | undefined): string[] {
  const patterns = (env ?? '')
    .split(',')
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '');
  for (const pattern of patterns) {
    const problem = devHostPatternProblem(pattern);
    if (problem) {
      throw new AuthorError({
        source: DEV_HOSTS_ENV_VARIABLE,
        problem: `${problem}.`,
        fix: `Write comma-separated host names where * matches any run of characters, for example ${DEV_HOSTS_EXAMPLE}; unset it for the defaults.`,
      });
    }
  }
  return patterns.length > 0 ? patterns : [...DEFAULT_DEV_HOST_PATTERNS];
}
