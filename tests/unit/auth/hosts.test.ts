import {describe, expect, it} from 'vitest';
import {
  DEFAULT_DEV_HOST_PATTERNS,
  devHostPatternsFromConfig,
  hostPatternToRegExp,
  isDevHost,
} from '../../../src/auth/hosts';
import {resolveDevHostPatterns} from '../../../src/config/devHosts';

describe('isDevHost with the default patterns', () => {
  it.each([
    'dev.example.com',
    'qa.example.com',
    'docs.dev.example.com',
    'docs.qa.example.com',
    'docs-dev.example.com',
    'docs-qa.example.com',
    'qa.localhost',
    'dev.localhost',
    'docs.qa.localhost',
  ])('treats %s as a dev/QA host', (hostname) => {
    expect(isDevHost(hostname, DEFAULT_DEV_HOST_PATTERNS)).toBe(true);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    'docs.example.com',
    'developer.example.com',
    'devices.example.com',
    'quality.example.com',
    'docs.example.dev',
    'devqa.example.com',
  ])('treats %s as public', (hostname) => {
    expect(isDevHost(hostname, DEFAULT_DEV_HOST_PATTERNS)).toBe(false);
  });

  it('matches hostnames case-insensitively', () => {
    expect(isDevHost('QA.Example.COM', DEFAULT_DEV_HOST_PATTERNS)).toBe(true);
  });

  it('treats a fully qualified hostname with a trailing dot as the same host', () => {
    expect(isDevHost('qa.example.com.', DEFAULT_DEV_HOST_PATTERNS)).toBe(true);
  });

  it('treats an empty hostname as public', () => {
    expect(isDevHost('', DEFAULT_DEV_HOST_PATTERNS)).toBe(false);
  });
});

describe('isDevHost with configured patterns', () => {
  it('matches the whole hostname, not a part of it', () => {
    expect(isDevHost('staging.example.com.evil.test', ['staging.example.com'])).toBe(false);
  });

  it('lets * match any run of characters, dots included', () => {
    expect(isDevHost('a.b.staging.example.com', ['*.example.com'])).toBe(true);
  });

  it('treats regular-expression characters in a pattern literally', () => {
    expect(isDevHost('stagingXexample.com', ['staging.example.com'])).toBe(false);
  });

  it('ignores empty patterns instead of matching every host', () => {
    expect(isDevHost('docs.example.com', ['', '   '])).toBe(false);
  });

  it('matches a pattern given in capitals', () => {
    expect(isDevHost('staging.example.com', ['STAGING.*'])).toBe(true);
  });

  it('gates every host with the single pattern *', () => {
    expect(isDevHost('docs.example.com', ['*'])).toBe(true);
  });

  it('treats no patterns as no dev/QA hosts', () => {
    expect(isDevHost('qa.example.com', [])).toBe(false);
  });
});

describe('resolveDevHostPatterns', () => {
  it('uses the defaults when DOCS_DEV_HOSTS is unset', () => {
    expect(resolveDevHostPatterns(undefined)).toEqual([...DEFAULT_DEV_HOST_PATTERNS]);
  });

  it('uses the defaults when DOCS_DEV_HOSTS is blank', () => {
    expect(resolveDevHostPatterns(' , ,')).toEqual([...DEFAULT_DEV_HOST_PATTERNS]);
  });

  it('splits DOCS_DEV_HOSTS on commas and trims each pattern', () => {
    expect(resolveDevHostPatterns(' staging.* ,, *.internal.example.com ')).toEqual([
      'staging.*',
      '*.internal.example.com',
    ]);
  });

  it('returns a copy the caller may change without touching the defaults', () => {
    resolveDevHostPatterns(undefined).push('changed.*');
    expect(DEFAULT_DEV_HOST_PATTERNS).not.toContain('changed.*');
  });
});

describe('devHostPatternsFromConfig', () => {
  it('returns the configured list itself, so React effects see a stable value', () => {
    const configured = ['staging.*'];
    expect(devHostPatternsFromConfig(configured)).toBe(configured);
  });

  it.each([undefined, null, 'qa.*', [1, 2], {}])('falls back to the defaults for %j', (value) => {
    expect(devHostPatternsFromConfig(value)).toBe(DEFAULT_DEV_HOST_PATTERNS);
  });
});

describe('hostPatternToRegExp', () => {
  it('anchors the pattern at both ends', () => {
    expect(hostPatternToRegExp('qa.*').source).toBe('^qa\\..*$');
  });
});
