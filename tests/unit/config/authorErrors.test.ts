// Build settings an author gets wrong stop the build with one short message: where, what, how to fix.
import {spawnSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {inspect} from 'node:util';
import {describe, expect, it} from 'vitest';
import {AUTHOR_ERROR_MAX_LINES, AuthorError} from '../../../src/config/authorError';
import {announcementBarFromEnv} from '../../../src/config/announcement';
import {resolveDevHostPatterns} from '../../../src/config/devHosts';

/** What Docusaurus prints for a failed build: `util.inspect` of the error, depth unlimited. */
function printed(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return inspect(error, {depth: Infinity});
  }
  throw new Error('expected an author error');
}

function expectShortAuthorMessage(text: string, source: string, ...phrases: RegExp[]) {
  expect(text.split('\n').length).toBeLessThanOrEqual(AUTHOR_ERROR_MAX_LINES);
  expect(text.startsWith(`${source}: `)).toBe(true);
  expect(text).toMatch(/\nFix: /);
  expect(text).not.toMatch(/\n\s+at /);
  for (const phrase of phrases) expect(text).toMatch(phrase);
}

describe('AuthorError', () => {
  it('prints its location, problem and fix alone, without a stack, cause or properties', () => {
    const error = new AuthorError({source: 'openapi/openapi.yaml', line: 12, column: 3, pointer: '#/paths', problem: 'Something is wrong.', fix: 'Do this.'});
    expect(inspect(error, {depth: Infinity})).toBe('openapi/openapi.yaml:12:3 (#/paths): Something is wrong.\nFix: Do this.');
    expect(error.stack).toBe(error.message);
  });

  it('keeps a long quoted value to one short line', () => {
    const error = new AuthorError({source: 'X', problem: `bad ${'x'.repeat(5000)}`, fix: 'y'});
    expect(error.message.length).toBeLessThan(450);
    expect(error.message.split('\n')).toHaveLength(2);
  });
});

describe('DOCS_ANNOUNCEMENT', () => {
  it('is off when unset or blank', () => {
    expect(announcementBarFromEnv(undefined)).toBeUndefined();
    expect(announcementBarFromEnv('  ')).toBeUndefined();
  });

  it('fills the colours and closeable flag it is not given', () => {
    expect(announcementBarFromEnv('{"content":"Maintenance on Saturday"}')).toEqual({
      id: 'announcement',
      content: 'Maintenance on Saturday',
      backgroundColor: '#0b5cad',
      textColor: '#ffffff',
      isCloseable: true,
    });
  });

  it.each([
    ['not JSON', '{content: "x"}', /is not valid JSON/, /for example DOCS_ANNOUNCEMENT=/],
    ['not an object', '["x"]', /must be a JSON object/, /for example DOCS_ANNOUNCEMENT=/],
    ['without content', '{"backgroundColor":"#000"}', /non-empty "content"/, /for example DOCS_ANNOUNCEMENT=/],
    ['with a misspelt key', '{"content":"x","textColour":"#fff"}', /unknown key "textColour"/, /Use only "content", "backgroundColor", "textColor", "isCloseable"/],
    ['with a colour that is not one', '{"content":"x","backgroundColor":"blue;"}', /"backgroundColor" is "blue;", which is not a CSS colour/, /such as "#0b5cad"/],
    ['with a quoted flag', '{"content":"x","isCloseable":"false"}', /"isCloseable" is "false", which is not true or false/, /without quotes/],
  ])('stops the build, %s, in one short message', (_case, raw, problem, fix) => {
    expectShortAuthorMessage(printed(() => announcementBarFromEnv(raw)), 'DOCS_ANNOUNCEMENT', problem, fix);
  });
});

describe('DOCS_DEV_HOSTS', () => {
  it('accepts comma-separated host patterns', () => {
    expect(resolveDevHostPatterns('staging.*, *.internal.example.com')).toEqual(['staging.*', '*.internal.example.com']);
  });

  it.each([
    ['a URL', 'https://dev.example.com', /is a URL, not a host name/],
    ['a port', 'dev.example.com:8080', /has a port or a path/],
    ['a space instead of a comma', 'dev.* qa.*', /has a space; separate patterns with commas/],
    ['a character no host has', 'dev_$.example.com', /characters a host name cannot have/],
    ['a pattern that gates every host', '*', /matches every host/],
  ])('stops the build on %s, in one short message', (_case, raw, phrase) => {
    expectShortAuthorMessage(printed(() => resolveDevHostPatterns(raw)), 'DOCS_DEV_HOSTS', phrase, /for example DOCS_DEV_HOSTS=/);
  });
});

describe('a malformed build setting in the docusaurus command', () => {
  it('prints the author message alone, in under 10 lines, and fails', () => {
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', path.join(tmpdir(), 'author-error-build')], {
      env: {...process.env, DOCS_ANNOUNCEMENT: '{"content": "x", "isCloseable": "no"}'},
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`.trim();
    expect(result.status).toBe(1);
    expect(output.split('\n').length).toBeLessThan(10);
    expect(output).toMatch(/^\[ERROR\] DOCS_ANNOUNCEMENT: "isCloseable" is "no", which is not true or false\.\nFix: /);
  }, 180_000);
});
