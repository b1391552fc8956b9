// The scale bench's description generator and arithmetic (scripts/bench-api-scale.mjs): the same
// seed always writes the same description, it loads with this site's house rules and holds the
// constructs the reference renders, and the bench picks the pages to weigh and judges the targets.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateApiDescription} from '../../../scripts/generate-api-description.mjs';
import {buildPhases, formatPeakTable, formatPhaseTable, judge, prepareSite, samplePages, stepEndedBy, stepPeaks, TARGETS} from '../../../scripts/bench-api-scale.mjs';
import {loadApiModel, OPENAPI_SOURCE} from '../../../src/openapi';

describe('generateApiDescription', () => {
  it('writes the same description for the same seed, and another for another seed', () => {
    const first = JSON.stringify(generateApiDescription({operations: 30, schemas: 15, seed: 7}));
    expect(JSON.stringify(generateApiDescription({operations: 30, schemas: 15, seed: 7}))).toBe(first);
    expect(JSON.stringify(generateApiDescription({operations: 30, schemas: 15, seed: 8}))).not.toBe(first);
  });

  it('loads with the house rules, with the operations and schemas asked for and the constructs the reference renders', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'scale-description-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(generateApiDescription({operations: 60, schemas: 30, seed: 1})));
    const model = await loadApiModel(file, {strict: true});
    expect(model.operations).toHaveLength(60);
    expect(Object.keys(model.componentSchemas)).toHaveLength(31);
    expect(model.webhooks.length).toBeGreaterThan(0);
    expect(model.callbacks.length).toBeGreaterThan(0);
    const contentTypes = new Set(model.operations.flatMap((operation) => operation.requestBody?.media.map((media) => media.contentType) ?? []));
    expect([...contentTypes].sort()).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    expect(model.operations.some((operation) => operation.deprecated)).toBe(true);
    expect(new Set(model.operations.flatMap((operation) => operation.security.flat().map((requirement) => requirement.scheme)))).toEqual(new Set(['bearer', 'apiKey', 'oauth']));
    expect(Object.values(model.componentSchemas).some((schema) => schema.discriminator)).toBe(true);
  });
});

describe('the scale bench', () => {
  it("serves a generated description from the reference and keeps the site's own for its pages' facts", () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), 'scale-copy-')), 'site');
    try {
      prepareSite(directory, generateApiDescription({operations: 4, schemas: 2, seed: 1}));
      const config = readFileSync(path.join(directory, 'docusaurus.config.ts'), 'utf8');
      expect(config).toContain("{routeBasePath: 'api', strict: true, description: 'openapi/generated-scale.yaml'}");
      expect(config).toContain("onBrokenLinks: 'warn'");
      expect(readFileSync(path.join(directory, OPENAPI_SOURCE), 'utf8')).toBe(readFileSync(OPENAPI_SOURCE, 'utf8'));
      expect(readFileSync(path.join(directory, 'openapi/generated-scale.yaml'), 'utf8')).toContain('ACME_CORP');
    } finally {
      rmSync(path.dirname(directory), {recursive: true, force: true});
    }
  });

  it('weighs the largest pages and a spread of the others', () => {
    const pages = Array.from({length: 30}, (_, index) => ({permalink: `/api/p${index}`, htmlGzipBytes: index === 17 ? 50_000 : 1000 + index}));
    const chosen = samplePages(pages, 6);
    expect(chosen).toHaveLength(6);
    expect(chosen.map((page) => page.permalink)).toContain('/api/p17');
    expect(new Set(chosen).size).toBe(6);
  });

  it('judges each size against the targets, the build against this site\'s', () => {
    const search = (max: number) => ({first: {median: 20_000, max}, complete: {median: 40_000, max: 60_000}});
    const row = (operations: number, seconds: number, htmlLargest: number, searchMax: number) => ({operations, seconds, peakBytes: 2 * 1024 ** 3, htmlLargest, jsLargest: 160 * 1024, search: search(searchMax)});
    const judged: {size: number; target: string; met: boolean}[] = judge([row(22, 60, 12_000, 90_000), row(1000, 400, TARGETS.htmlGzipBytes + 1, 160 * 1024)]);
    expect(judged.filter((target) => !target.met).map((target) => `${target.size}: ${target.target}`)).toEqual([
      '1000: build ≤ 6× the site\'s',
      '1000: every operation page ≤ 60 KB gzip HTML',
      '1000: a search ≤ 150 KB gzip to its first results',
    ]);
  });

  it("reads the build's steps from Docusaurus's perf log and the precompress line", () => {
    const log = [
      '[PERF] Build > en > Load site > Load plugins - 10.48 seconds! - (Heap 179mb -> 292mb / Total 447mb)',
      '[PERF] Build > en > Load site - 11.10 seconds! - (Heap 160mb -> 250mb / Total 446mb)',
      '[PERF] Build > en > Bundling with rspack - 62.57 seconds! - (Heap 268mb -> 247mb / Total 405mb)',
      '[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 254.58 ms - (Heap 251mb -> 251mb / Total 405mb)',
      '[PERF] Build > en > SSG - 18.42 seconds! - (Heap 247mb -> 201mb / Total 220mb)',
      '[PERF] Build > en > postBuild() - 850.00 ms - (Heap 202mb -> 737mb / Total 844mb)',
      "[precompress] 3435 files, 2980 of them while the build's other steps ran, the rest in 72.5 s after them: 85564 KB → gzip 14614 KB, brotli 12233 KB",
    ].join('\n');
    expect(buildPhases(log)).toEqual({load: 11.1, bundle: 62.57, render: 18.42, postBuild: 0.85, precompress: 72.5});
    expect(buildPhases('[INFO] Creating an optimized production build...')).toEqual({load: null, bundle: null, render: null, postBuild: null, precompress: null});
  });

  it("prints each step's seconds and its growth over the site's build", () => {
    const phases = (factor: number) => ({load: 10 * factor, bundle: 40 * factor, render: 10 * factor, postBuild: 5 * factor, precompress: null});
    const table = formatPhaseTable([
      {operations: 22, seconds: 70, phases: phases(1)},
      {operations: 1000, seconds: 500, phases: phases(6)},
    ]);
    const [, , site, large] = table.split('\n');
    expect(site).toMatch(/^\| 22 +\| 10 s +\| 40 s +\| 10 s +\| 5 s +\| – +\| 5 s +\| 70 s +\|$/);
    expect(large).toMatch(/^\| 1000 +\| 60 s \(6\.0×\) +\| 240 s \(6\.0×\) +\| 60 s \(6\.0×\) +\| 30 s \(6\.0×\) +\| – +\| 110 s +\| 500 s +\|$/);
  });
});

describe('peak memory by step', () => {
  it('takes the highest sample between the end of the step before and the end of the step, the rest for the compressed copies', () => {
    const steps = stepPeaks();
    const gbytes = (value: number) => value * 1024 ** 3;
    steps.sample(gbytes(0.8));
    steps.read('[PERF] Build > en > Load site > Load plugins - 10.48 seconds! - (Heap 1mb -> 2mb / Total 3mb)\n[PERF] Build > en > Load s');
    steps.sample(gbytes(1.1));
    // A line that arrives in two pieces ends its step once it is whole.
    steps.read('ite - 11.10 seconds! - (Heap 160mb -> 250mb / Total 446mb)\n');
    steps.sample(gbytes(3.9));
    steps.sample(gbytes(3.5));
    steps.read('[PERF] Build > en > Bundling with rspack - 62.57 seconds! - (Heap 268mb -> 247mb / Total 405mb)\n');
    steps.sample(gbytes(4.2));
    steps.read('[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 254.58 ms - (Heap 1mb -> 2mb / Total 3mb)\n');
    steps.sample(gbytes(4.4));
    steps.read('[PERF] Build > en > SSG - 18.42 seconds! - (Heap 247mb -> 201mb / Total 220mb)\n');
    steps.sample(gbytes(5.0));
    steps.read('[PERF] Build > en > postBuild() - 850.00 ms - (Heap 202mb -> 737mb / Total 844mb)\n');
    steps.sample(gbytes(2.0));
    expect(steps.end()).toEqual({load: gbytes(1.1), bundle: gbytes(3.9), render: gbytes(4.4), postBuild: gbytes(5.0), precompress: gbytes(2.0)});
  });

  it('names only the steps the bench reports', () => {
    expect(stepEndedBy('[PERF] Build > en > SSG - 18.42 seconds! - (Heap 247mb -> 201mb / Total 220mb)')).toBe('render');
    expect(stepEndedBy('[PERF] Build > en > SSG > Read client manifest - 38.09 ms - (Heap 334mb -> 336mb / Total 1032mb)')).toBeNull();
    expect(stepEndedBy('[PERF] Build > en > Deleting server bundle - 1.20 seconds! - (Heap 1mb -> 2mb / Total 3mb)')).toBeNull();
  });

  it('prints each step’s peak beside the whole build’s', () => {
    const gbytes = (value: number) => value * 1024 ** 3;
    const table = formatPeakTable([
      {operations: 22, peakBytes: gbytes(1.5), phasePeaks: {load: gbytes(0.5), bundle: gbytes(1.5), render: gbytes(1.2), postBuild: gbytes(1.4), precompress: null}},
    ]);
    expect(table.split('\n')[2]).toMatch(/^\| 22 +\| 0\.50 GB +\| 1\.50 GB +\| 1\.20 GB +\| 1\.40 GB +\| – +\| 1\.50 GB +\|$/);
  });
});
