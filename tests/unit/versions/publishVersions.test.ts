// The deploy step that publishes the versions' root: the manifest, the page at /app/docs/ and its
// script, from deploy/versions.json; and the test version's description, merged from its patch.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {publishVersions} from '../../../scripts/publish-versions.mjs';
import {mergePatch} from '../../fixtures/versions/variant.mjs';
import {versionsRootPage} from '../../../src/versions/rootPage';
import {REMEMBERED_VERSION_KEY} from '../../../src/versions/remembered';
import {downloadName} from '../../../src/plugins/api-artifacts/files';

let docs: string;
const manifestFile = () => path.join(docs, '..', 'versions.json');
const writeManifest = (versions: object[]) => writeFileSync(manifestFile(), JSON.stringify({versions}));
const deploy = (version: string) => {
  mkdirSync(path.join(docs, version), {recursive: true});
  writeFileSync(path.join(docs, version, 'pages.json'), JSON.stringify({version, pages: ['']}));
};
const listed = (version: string, status: string) => ({version, label: version, path: `/app/docs/${version}/`, status});

beforeEach(() => {
  docs = path.join(mkdtempSync(path.join(os.tmpdir(), 'publish-versions-')), 'docs');
  mkdirSync(docs);
});
afterEach(() => rmSync(path.dirname(docs), {recursive: true, force: true}));

describe('publishVersions', () => {
  it('writes the manifest, the root page and its script', () => {
    deploy('1.1.0');
    deploy('1.0.0');
    writeManifest([listed('1.1.0', 'current'), listed('1.0.0', 'supported')]);
    expect(publishVersions(docs, manifestFile())).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(docs, 'versions.json'), 'utf8')).versions).toHaveLength(2);
    expect(readFileSync(path.join(docs, 'index.html'), 'utf8')).toContain('data-version="1.0.0"');
    expect(existsSync(path.join(docs, 'remembered-version.js'))).toBe(true);
  });

  it('warns about a listed version that is not deployed', () => {
    deploy('1.1.0');
    writeManifest([listed('1.1.0', 'current'), listed('0.9.0', 'retired')]);
    expect(publishVersions(docs, manifestFile())).toEqual([expect.stringMatching(/^Version 0\.9\.0 \(retired\) is listed but not deployed/)]);
  });

  it('refuses, writing nothing, a manifest whose current version is not deployed', () => {
    deploy('1.0.0');
    writeManifest([listed('1.1.0', 'current'), listed('1.0.0', 'supported')]);
    expect(() => publishVersions(docs, manifestFile())).toThrow(/current version 1\.1\.0 is not deployed/);
    expect(existsSync(path.join(docs, 'versions.json'))).toBe(false);
  });

  it('refuses an invalid manifest, listing its problems', () => {
    deploy('1.1.0');
    writeManifest([listed('1.1.0', 'latest')]);
    expect(() => publishVersions(docs, manifestFile())).toThrow(/is not a valid versions manifest:\n- versions\[0\]\.status is "latest"/);
  });
});

describe('versionsRootPage', () => {
  const page = versionsRootPage({versions: [{...listed('1.1.0', 'current'), released: '2026-03-02'} as never, listed('1.0.0', 'deprecated') as never]});

  it('lists every version for readers without JavaScript and sends them to the current one', () => {
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="0; url=/app/docs/1.1.0/"></noscript>');
    expect(page).toContain('<a href="/app/docs/1.1.0/" data-version="1.1.0" data-current>1.1.0</a> (current, released 2026-03-02)');
    expect(page).toContain('<a href="/app/docs/1.0.0/" data-version="1.0.0">1.0.0</a> (deprecated)');
  });

  it('loads the redirect as a file, with the storage key the switcher writes', () => {
    expect(page).toContain(`<script src="/app/docs/remembered-version.js" data-storage-key="${REMEMBERED_VERSION_KEY}" defer></script>`);
    expect(page).not.toMatch(/<script>/);
  });
});

describe('mergePatch (the test version’s description)', () => {
  it('merges objects key by key, replaces everything else and removes keys set to null', () => {
    expect(mergePatch({info: {title: 'A', version: '1.0.0'}, tags: ['a'], x: 1}, {info: {version: '1.1.0'}, tags: ['b'], x: null})).toEqual({
      info: {title: 'A', version: '1.1.0'},
      tags: ['b'],
    });
  });
});

describe('downloadName', () => {
  it('puts the version before the extensions', () => {
    expect(downloadName('openapi.yaml', '1.1.0')).toBe('openapi-1.1.0.yaml');
    expect(downloadName('postman/data-api.postman_collection.json', '1.1.0')).toBe('data-api-1.1.0.postman_collection.json');
  });
});
