// `npm run bench` weighs the Try it console as a reader downloads it on first use: the console's
// chunk plus the largest operation's data, against the 40 KB gzip target.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {consoleChunkBytes, formatTable} from '../../../scripts/bench.mjs';

let build: string | undefined;
afterEach(() => build && rmSync(build, {recursive: true, force: true}));

describe('consoleChunkBytes', () => {
  it('adds the console chunk and the largest operation chunk, gzip', () => {
    build = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
    const js = path.join(build, 'assets/js');
    mkdirSync(js, {recursive: true});
    const files = {'api-console.0a1b2c3d.js': 'console '.repeat(500), 'api-console-op-listDatasets.11111111.js': 'a', 'api-console-op-importItems.22222222.js': 'import items '.repeat(300), 'main.33333333.js': 'main'};
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(js, name), text);
    expect(consoleChunkBytes(build)).toEqual({code: gzipSync(files['api-console.0a1b2c3d.js']).length, largestOperation: gzipSync(files['api-console-op-importItems.22222222.js']).length});
  });

  it('is null for a build without the console', () => {
    build = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
    expect(consoleChunkBytes(build)).toBeNull();
  });
});

describe('formatTable', () => {
  it('reports the console against the 40 KB target', () => {
    const table = formatTable({faster: null, webpack: null, pages: [], consoleChunk: {code: 9 * 1024, largestOperation: 7 * 1024}});
    expect(table).toMatch(/Try it console on first use: code \+ largest operation \(gzip\) +\| 9 KB \+ 7 KB +\| ≤ 40 KB +\| met/);
    expect(formatTable({faster: null, webpack: null, pages: [], consoleChunk: {code: 35 * 1024, largestOperation: 7 * 1024}})).toMatch(/≤ 40 KB +\| MISSED/);
  });
});
