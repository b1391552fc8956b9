// The versions manifest: the repository's file (deploy/versions.json) and the browser tests' are
// valid, and every mistake an editor can make is named with what to write instead.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {currentVersionEntry, docsOfVersion, validateVersionsManifest} from '../../../src/versions/manifest';
import {DEFAULT_DOCS_VERSION} from '../../../src/config/docsVersion';

const root = path.resolve(__dirname, '../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const entry = (fields: Record<string, unknown> = {}) => ({version: '1.1.0', label: '1.1.0', path: '/app/docs/1.1.0/', status: 'current', ...fields});

describe('deploy/versions.json', () => {
  const {manifest, problems} = validateVersionsManifest(readJson('deploy/versions.json'));

  it('is a valid manifest', () => {
    expect(problems).toEqual([]);
  });

  it('lists the version a build is for by default', () => {
    expect(manifest?.versions.map((version) => version.version)).toContain(DEFAULT_DOCS_VERSION);
  });
});

describe('the browser tests’ manifest', () => {
  it('is valid, with 1.1.0 current and 1.0.0 deprecated', () => {
    const {manifest} = validateVersionsManifest(readJson('tests/fixtures/versions/versions.json'));
    expect(manifest && currentVersionEntry(manifest).version).toBe('1.1.0');
    expect(manifest && docsOfVersion(manifest, '1.0.0')?.status).toBe('deprecated');
  });
});

describe('validateVersionsManifest', () => {
  it('accepts versions with a label, their own path, a status and an optional release date', () => {
    const value = {versions: [entry({released: '2026-03-02'}), entry({version: '1.0.0', label: '1.0.0', path: '/app/docs/1.0.0/', status: 'retired'})]};
    expect(validateVersionsManifest(value)).toEqual({manifest: value, problems: []});
  });

  it.each([
    ['a version that is not three numbers', entry({version: 'v1.1'}), /versions\[0\]\.version is "v1\.1"/],
    ['a path other than the version’s folder', entry({path: '/app/docs/latest/'}), /versions\[0\]\.path .* must be "\/app\/docs\/1\.1\.0\/"/],
    ['an unknown status', entry({status: 'beta'}), /versions\[0\]\.status is "beta"; use one of current, supported, deprecated, retired/],
    ['an impossible release date', entry({released: '2026-02-30'}), /versions\[0\]\.released is "2026-02-30"/],
    ['an empty label', entry({label: ' '}), /versions\[0\]\.label must be a non-empty string/],
    ['a misspelt key', entry({relased: '2026-03-02'}), /unknown key "relased"/],
  ])('names %s', (_name, version, problem) => {
    const {manifest, problems} = validateVersionsManifest({versions: [version]});
    expect(manifest).toBeUndefined();
    expect(problems.join('\n')).toMatch(problem);
  });

  it('needs exactly one current version', () => {
    expect(validateVersionsManifest({versions: [entry(), entry({version: '1.0.0', label: '1.0.0', path: '/app/docs/1.0.0/'})]}).problems).toContain('Exactly one version must have status "current"; 2 do.');
    expect(validateVersionsManifest({versions: [entry({status: 'supported'})]}).problems).toContain('Exactly one version must have status "current"; 0 do.');
  });

  it('refuses a version listed twice, an empty list and a file that is not a manifest', () => {
    expect(validateVersionsManifest({versions: [entry(), entry({status: 'supported'})]}).problems).toContain('Version "1.1.0" is listed twice.');
    expect(validateVersionsManifest({versions: []}).problems).toContain('The "versions" list is empty; it needs at least the current version.');
    expect(validateVersionsManifest([entry()]).problems).toEqual(['The manifest must be an object with a "versions" list.']);
  });
});
