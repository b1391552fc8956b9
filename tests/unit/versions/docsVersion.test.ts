// The DOCS_VERSION build setting: its default, what it derives, and the one short message a
// malformed value gets.
import {describe, expect, it} from 'vitest';
import {AUTHOR_ERROR_MAX_LINES} from '../../../src/config/authorError';
import {DEFAULT_DOCS_VERSION, docsVersionInfo, readDocsVersion} from '../../../src/config/docsVersion';

const manifest = (versions: object[]) => JSON.stringify({versions});
const listed = (version: string, status: string) => ({version, label: version, path: `/app/docs/${version}/`, status});

describe('readDocsVersion', () => {
  it('is the default version when unset or blank', () => {
    expect(readDocsVersion(undefined)).toEqual({version: DEFAULT_DOCS_VERSION, basePath: `/app/docs/${DEFAULT_DOCS_VERSION}/`});
    expect(readDocsVersion('  ').version).toBe(DEFAULT_DOCS_VERSION);
  });

  it('gives the base path of the version set', () => {
    expect(readDocsVersion('1.1.0')).toEqual({version: '1.1.0', basePath: '/app/docs/1.1.0/'});
  });

  it.each(['v1.1.0', '1.1', '1.1.0-beta', '../1.0.0', '01.1.0'])('stops at %s with a short message naming the variable and a valid example', (value) => {
    expect(() => readDocsVersion(value)).toThrow(/^DOCS_VERSION: is ".*", which is not a version number[\s\S]*DOCS_VERSION=1\.1\.0 npm run build/);
    try {
      readDocsVersion(value);
    } catch (error) {
      expect((error as Error).message.split('\n').length).toBeLessThanOrEqual(AUTHOR_ERROR_MAX_LINES);
    }
  });
});

describe('docsVersionInfo', () => {
  it('takes the version’s label and status from the repository’s manifest', () => {
    const info = docsVersionInfo(readDocsVersion('1.0.0'), manifest([listed('1.1.0', 'current'), {...listed('1.0.0', 'deprecated'), label: '1.0 (legacy)'}]));
    expect(info).toMatchObject({version: '1.0.0', label: '1.0 (legacy)', status: 'deprecated'});
  });

  it('has no status for a version the manifest does not list yet', () => {
    expect(docsVersionInfo(readDocsVersion('2.0.0'), manifest([listed('1.0.0', 'current')]))).toMatchObject({version: '2.0.0', label: '2.0.0', status: undefined});
  });

  it('stops at a manifest that is not valid, naming the file and the problem', () => {
    expect(() => docsVersionInfo(readDocsVersion('1.0.0'), manifest([listed('1.0.0', 'latest')]))).toThrow(/^deploy\/versions\.json: versions\[0\]\.status is "latest"/);
    expect(() => docsVersionInfo(readDocsVersion('1.0.0'), '{"versions": [')).toThrow(/^deploy\/versions\.json: is not valid JSON/);
  });
});
