// The benchmark's arithmetic: bytes counted from a Lighthouse report, and the one table it prints.
import {describe, expect, it} from 'vitest';
import {bundlingSeconds, formatTable, transferredBytes} from '../../../scripts/bench.mjs';

const report = (items: {resourceType: string; transferSize?: number}[]) => ({audits: {'network-requests': {details: {items}}}});

describe('transferredBytes', () => {
  it('adds up what was sent over the wire, and scripts on their own', () => {
    const bytes = transferredBytes(report([
      {resourceType: 'Document', transferSize: 10_000},
      {resourceType: 'Script', transferSize: 150_000},
      {resourceType: 'Script', transferSize: 5_000},
      {resourceType: 'Stylesheet', transferSize: 15_000},
    ]));
    expect(bytes).toEqual({total: 180_000, js: 155_000});
  });

  it('counts a request without a transfer size (served from cache) as zero', () => {
    expect(transferredBytes(report([{resourceType: 'Script'}]))).toEqual({total: 0, js: 0});
  });

  it('gives zero for a report without network requests', () => {
    expect(transferredBytes({audits: {}})).toEqual({total: 0, js: 0});
  });
});

describe('bundlingSeconds', () => {
  it('reads the bundling step from the perf log of either bundler', () => {
    expect(bundlingSeconds('[PERF] Build > en > Bundling with rspack - 14.04 seconds! - (Heap 1mb)')).toBe(14.04);
    expect(bundlingSeconds('[PERF] Build > en > Bundling with webpack - 47.16 seconds! - (Heap 1mb)')).toBe(47.16);
    expect(bundlingSeconds('[PERF] Build > en > Bundling with rspack - 950.5 ms - (Heap 1mb)')).toBeCloseTo(0.9505);
  });

  it('gives null for a log without the step', () => {
    expect(bundlingSeconds('[SUCCESS] Generated static files in "build".')).toBeNull();
  });
});

describe('formatTable', () => {
  const page = {name: 'home', js: 150 * 1024, total: 300 * 1024, performance: 97, accessibility: 100, bestPractices: 100, seo: 100, performanceRange: [96, 98]};
  const figures = {faster: {seconds: 30, peakBytes: 1.5 * 1024 ** 3}, webpack: {seconds: 99, peakBytes: 2 * 1024 ** 3}, pages: [page]};

  it('prints the build rows and two rows per page type in one Markdown table', () => {
    const lines = formatTable(figures).split('\n');
    expect(lines[0]).toMatch(/^\| Measure +\| Value +\| Target +\| +\|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+\|-+\|$/);
    expect(lines).toHaveLength(2 + 4 + 2);
  });

  it('reports the speed-up over webpack against the 3x target', () => {
    expect(formatTable(figures)).toMatch(/Faster speed-up over webpack +\| 3\.30× +\| ≥ 3× +\| met/);
    expect(formatTable({...figures, webpack: {seconds: 60, peakBytes: 0}})).toMatch(/2\.00× +\| ≥ 3× +\| MISSED/);
  });

  it('marks a page that misses a budget', () => {
    const heavy = {...page, js: 250 * 1024, performance: 90, performanceRange: [90, 90]};
    const table = formatTable({...figures, pages: [heavy]});
    expect(table).toMatch(/home: JS \/ total transferred +\| 250 KB \/ 300 KB +\| JS ≤ 200 KB +\| MISSED/);
    expect(table).toMatch(/home: Lighthouse perf \/ a11y \/ BP \/ SEO +\| 90 \/ 100 \/ 100 \/ 100 +\|.*MISSED/);
  });

  it('adds the bundling step on its own when both builds logged it', () => {
    const withSteps = {...figures, faster: {...figures.faster, bundlingSeconds: 10}, webpack: {...figures.webpack, bundlingSeconds: 35}};
    expect(formatTable(withSteps)).toMatch(/Bundling step alone, Faster \/ webpack +\| 10\.0 s \/ 35\.0 s \(3\.50×\)/);
    expect(formatTable(figures)).not.toContain('Bundling step alone');
  });

  it('says when webpack was not measured', () => {
    expect(formatTable({...figures, webpack: null})).toContain('not measured (--skip-webpack)');
  });
});
