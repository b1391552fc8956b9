// Owns the decision whether a hostname is a development or QA host, where every docs page needs a session.

/** The build-time environment variable that overrides the site config's patterns. */
export const DEV_HOSTS_ENV_VARIABLE = 'DOCS_DEV_HOSTS';

/**
 * Patterns used when DOCS_DEV_HOSTS is unset or blank.
 *
 * Non-production hosts carry `dev` or `qa` as a whole DNS label (`dev.example.com`,
 * `docs.qa.example.com`) or as the end of one (`docs-dev.example.com`). Matching whole labels, not
 * the substring, keeps hosts such as `developer.example.com` public, and `*.dev.*` needs a label
 * after `dev`, so a site on the `.dev` top-level domain (`docs.example.dev`) stays public too.
 * Plain `localhost` is left out so local authoring needs no gateway; `qa.localhost`, which
 * browsers resolve to loopback, exercises the gate locally.
 */
export const DEFAULT_DEV_HOST_PATTERNS: readonly string[] = Object.freeze([
  'dev.*',
  'qa.*',
  '*.dev.*',
  '*.qa.*',
  '*-dev.*',
  '*-qa.*',
]);

/**
 * Reads `customFields.devHostPatterns`. Anything but a list of strings falls back to the defaults,
 * so a config mistake keeps dev/QA hosts gated rather than opening them. The value is returned by
 * reference (never copied) so React effects that depend on it do not rerun on every render.
 */
export function devHostPatternsFromConfig(value: unknown): readonly string[] {
  if (Array.isArray(value) && value.every((pattern) => typeof pattern === 'string')) return value;
  return DEFAULT_DEV_HOST_PATTERNS;
}

/** A glob where `*` matches any run of characters (dots included) and everything else is literal. */
export function hostPatternToRegExp(pattern: string): RegExp {
  const source = pattern
    .trim()
    .split('*')
    .map((literal) => literal.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'i');
}

/** Hostnames compare case-insensitively, and a fully qualified name's trailing dot is the same host. */
export function normaliseHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

export function isDevHost(hostname: string, patterns: readonly string[]): boolean {
  const host = normaliseHostname(hostname);
  if (host === '') return false;
  return patterns.some((pattern) => pattern.trim() !== '' && hostPatternToRegExp(pattern).test(host));
}
