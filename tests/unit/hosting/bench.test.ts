// The benchmark's arithmetic: bytes counted from a Lighthouse report, medians and ratios, the
// interleaved order of the visits, the tables it prints, and the workspace it loads a recipe with.
// The real-throttling run's own arithmetic (round trips, TBT, CLS, bytes) is in benchReal.test.ts.
import {describe, expect, it} from 'vitest';
import {
  BENCH_WORKSPACE,
  PAGE_TYPES,
  STOCK_PAGES,
  WORKSPACE_STORAGE_KEY,
  bundlingSeconds,
  clsRow,
  formatCls,
  usablePorts,
  formatComparison,
  formatTable,
  interleavedVisits,
  median,
  missesAgainstStock,
  ratio,
  sampleOf,
  showsWorkspace,
  summarise,
  transferredBytes,
} from '../../../scripts/bench.mjs';
import {WORKSPACE_STORAGE_KEY as SITE_STORAGE_KEY} from '../../../src/workspace/store';
import {sanitiseWorkspace} from '../../../src/workspace/fields';
import {applyWorkspace} from '../../../src/workspace/substitute';
import {stockSiteFiles, stockSiteStamp} from '../../../scripts/bench-stock-site.mjs';
import {DEFAULT_DOCS_VERSION} from '../../../src/config/docsVersion';
import {docsBasePath} from '../../../src/versions/paths';

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
  const page = {name: 'home', js: 150 * 1024, total: 300 * 1024, performance: 97, accessibility: 100, bestPractices: 100, seo: 100, performanceRange: [96, 98], runs: 3, cls: 0, clsMax: 0};
  const figures = {faster: {seconds: 30, peakBytes: 1.5 * 1024 ** 3}, webpack: {seconds: 99, peakBytes: 2 * 1024 ** 3}, pages: [page]};

  it('prints the build rows and three rows per page type in one Markdown table', () => {
    const lines = formatTable(figures).split('\n');
    expect(lines[0]).toMatch(/^\| Measure +\| Value +\| Target +\| +\|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+\|-+\|$/);
    expect(lines).toHaveLength(2 + 4 + 3);
    expect(lines[8]).toMatch(/^\| home: CLS +\| 0 +\| 0 +\| met/);
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

describe('formatTable without build figures', () => {
  it('says the build was not measured when an existing build was given', () => {
    const page = {name: 'home', js: 1024, total: 2048, performance: 97, accessibility: 100, bestPractices: 100, seo: 100, performanceRange: [97, 97], runs: 1, cls: 0, clsMax: 0};
    const table = formatTable({faster: null, webpack: null, pages: [page]});
    expect(table).toContain('not measured (--build-dir)');
    expect(table).not.toContain('Peak build memory');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('does not reorder the numbers it was given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('ignores values that are not numbers and gives null for none', () => {
    expect(median([Number.NaN, 5, undefined as unknown as number])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('ratio', () => {
  it('divides ours by stock', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(0, 188)).toBe(0);
  });

  it('gives null when stock is zero or a figure is missing', () => {
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(Number.NaN, 10)).toBeNull();
  });
});

describe('interleavedVisits', () => {
  it('alternates stock and ours, page type by page type, round after round', () => {
    const visits = interleavedVisits(PAGE_TYPES, 2);
    expect(visits).toHaveLength(2 * 2 * PAGE_TYPES.length);
    expect(visits.map((visit) => visit.site)).toEqual(Array.from({length: visits.length}, (_, index) => (index % 2 ? 'ours' : 'stock')));
    expect(visits.slice(0, 4).map((visit) => visit.page.name)).toEqual(['stock home', 'home', 'stock doc page', 'long doc page']);
    expect(visits.map((visit) => visit.round)).toEqual([...Array(2 * PAGE_TYPES.length).fill(1), ...Array(2 * PAGE_TYPES.length).fill(2)]);
  });

  it('pairs each page of ours with its stock page', () => {
    const visits = interleavedVisits(PAGE_TYPES, 1);
    for (let index = 0; index < visits.length; index += 2) expect(visits[index].page).toBe(visits[index + 1].page.stock);
  });

  it('covers home, a long doc, an API operation, a recipe, search, and the recipe again with a workspace', () => {
    expect(PAGE_TYPES.map((page) => page.path)).toEqual(['', 'egress/export-api/', 'api/create-dataset/', 'recipes/async-export/', 'search/?q=dataset', 'recipes/async-export/']);
    expect(PAGE_TYPES.filter((page) => page.workspace).map((page) => page.name)).toEqual(['recipe with your workspace']);
  });

  it('plans nothing for no rounds', () => {
    expect(interleavedVisits(PAGE_TYPES, 0)).toEqual([]);
  });
});

describe('sampleOf and summarise', () => {
  const lighthouseReport = (performance: number, tbt: number, js: number, cls: number | null = 0) => ({
    categories: {performance: {score: performance / 100}, accessibility: {score: 1}, 'best-practices': {score: 1}, seo: {score: 0.92}},
    audits: {
      'network-requests': {details: {items: [{resourceType: 'Script', transferSize: js}, {resourceType: 'Document', transferSize: 5000}]}},
      'first-contentful-paint': {numericValue: 900.4},
      'largest-contentful-paint': {numericValue: 2100.6},
      'total-blocking-time': {numericValue: tbt},
      ...(cls === null ? {} : {'cumulative-layout-shift': {numericValue: cls}}),
    },
  });

  it('reads the figures of one report, CLS unrounded', () => {
    expect(sampleOf(lighthouseReport(95, 188, 170_000, 0.0123))).toEqual({
      js: 170_000, total: 175_000, performance: 95, accessibility: 100, bestPractices: 100, seo: 92, fcpMs: 900, lcpMs: 2101, tbtMs: 188, cls: 0.0123,
    });
  });

  it('gives a null CLS, not 0, when the report has none', () => {
    expect(sampleOf(lighthouseReport(95, 188, 1, null)).cls).toBeNull();
  });

  it('takes each figure\'s median on its own and keeps the performance range and the worst CLS', () => {
    const summary = summarise([lighthouseReport(90, 300, 1, 0), lighthouseReport(97, 100, 3, 0.2), lighthouseReport(95, 500, 2, 0)].map(sampleOf));
    expect(summary).toMatchObject({runs: 3, performance: 95, tbtMs: 300, js: 2, performanceRange: [90, 97], cls: 0, clsMax: 0.2});
    expect(summary).not.toHaveProperty('workspaceShownRuns');
  });

  it('counts the runs that showed the workspace', () => {
    const shown = {shown: true, swapped: 6, unswapped: 0};
    const notShown = {shown: false, swapped: 0, unswapped: 6};
    const samples = [{...sampleOf(lighthouseReport(90, 1, 1)), workspaceShown: shown}, {...sampleOf(lighthouseReport(90, 1, 1)), workspaceShown: notShown}];
    expect(summarise(samples).workspaceShownRuns).toBe(1);
  });
});

describe('CLS', () => {
  it('prints two significant digits, so a small shift never reads as 0', () => {
    expect(formatCls(0)).toBe('0');
    expect(formatCls(0.00012)).toBe('0.00012');
    expect(formatCls(0.12345)).toBe('0.12');
    expect(formatCls(null)).toBe('n/a');
  });

  const page = {name: 'recipe', runs: 2, cls: 0, clsMax: 0};

  it('is met only at 0 in every run', () => {
    expect(clsRow(page)).toEqual(['recipe: CLS', '0', '0', 'met']);
    expect(clsRow({...page, clsMax: 0.05})).toEqual(['recipe: CLS', '0 (worst run 0.05)', '0', 'MISSED']);
    expect(clsRow({...page, cls: null, clsMax: null})[3]).toBe('MISSED');
  });

  it('with a workspace, is met only if every run showed the reader values', () => {
    const workspacePage = {...page, name: 'recipe with your workspace', workspace: true};
    expect(clsRow({...workspacePage, workspaceShownRuns: 2})).toEqual(['recipe with your workspace: CLS', '0, workspace shown in 2 of 2 run(s)', '0', 'met']);
    expect(clsRow({...workspacePage, workspaceShownRuns: 1})).toEqual(['recipe with your workspace: CLS', '0, workspace shown in 1 of 2 run(s)', '0', 'MISSED']);
  });
});

describe('the workspace the recipe is loaded with', () => {
  it('is stored under the site\'s key, in the site\'s format, with every value valid', () => {
    expect(WORKSPACE_STORAGE_KEY).toBe(SITE_STORAGE_KEY);
    expect(sanitiseWorkspace(JSON.parse(JSON.stringify(BENCH_WORKSPACE)))).toEqual(BENCH_WORKSPACE);
  });

  it('is recognised in code the site swapped, and not in the samples', () => {
    const sample = 'curl "https://api.example.com/api/v1/ACME_CORP/datasets"';
    expect(showsWorkspace([applyWorkspace(sample, BENCH_WORKSPACE), 'pip install requests'])).toEqual({shown: true, swapped: 1, unswapped: 0});
    expect(showsWorkspace([sample, 'pip install requests'])).toEqual({shown: false, swapped: 0, unswapped: 1});
    expect(showsWorkspace([applyWorkspace(sample, BENCH_WORKSPACE), sample]).shown).toBe(false);
    expect(showsWorkspace([]).shown).toBe(false);
  });
});

describe('formatComparison', () => {
  const stockFigures = (performance: number, tbtMs: number, fcpMs: number) => ({js: 172 * 1024, total: 200 * 1024, performance, tbtMs, fcpMs, lcpMs: 2200, cls: 0});
  const stock = {[STOCK_PAGES.home.name]: stockFigures(95, 200, 900), [STOCK_PAGES.doc.name]: stockFigures(94, 190, 910)};
  const ours = (name: string, figures: object) => ({...PAGE_TYPES.find((page) => page.name === name)!, ...figures});

  it('prints the stock pages, then ours with the ratio to the paired stock page', () => {
    const home = ours('home', {js: 129 * 1024, performance: 97, tbtMs: 100, fcpMs: 800, lcpMs: 1100, cls: 0.0012});
    const lines = formatComparison({stock, pages: [home]}).split('\n');
    expect(lines).toHaveLength(2 + 2 + 1);
    expect(lines[0]).toMatch(/\| LCP +\| CLS +\| vs stock doc page/);
    expect(lines[2]).toMatch(/^\| stock home +\| 172\.0 KB .*\| 0 +\| +\|$/);
    expect(lines[4]).toMatch(/^\| home +\| 129\.0 KB \(0\.75×\) \| 97 \(1\.02×\) +\| 100 ms \(0\.50×\) \| 800 ms \(0\.89×\) \| 1100 ms \(0\.50×\) \| 0\.0012 \| met/);
  });

  it('judges every page type against the stock doc page', () => {
    const recipe = ours('recipe', {js: 160 * 1024, performance: 93, tbtMs: 250, fcpMs: 950, lcpMs: 2000});
    expect(missesAgainstStock(recipe, stock[STOCK_PAGES.doc.name])).toEqual(['perf', 'TBT', 'FCP', 'JS']);
    expect(formatComparison({stock, pages: [recipe]})).toContain('MISSED: perf, TBT, FCP, JS');
  });

  it('writes n/a for a ratio to a stock TBT of zero', () => {
    const idleStock = {...stock, [STOCK_PAGES.home.name]: stockFigures(99, 0, 800)};
    const home = ours('home', {js: 1024, performance: 99, tbtMs: 0, fcpMs: 800, lcpMs: 900});
    expect(formatComparison({stock: idleStock, pages: [home]})).toContain('0 ms (n/a)');
  });
});

describe('the stock site', () => {
  const files = stockSiteFiles({
    cspHashes: '/repo/src/plugins/csp-hashes/index.ts',
    precompress: '/repo/src/plugins/precompress/index.ts',
    docsVersions: '/repo/src/plugins/docs-versions/index.ts',
    basePath: docsBasePath(DEFAULT_DOCS_VERSION),
  });

  it('has the settings that shape the output as ours does', () => {
    const config = files['docusaurus.config.mjs'];
    expect(config).toContain(`baseUrl: "${docsBasePath(DEFAULT_DOCS_VERSION)}"`);
    expect(config).toContain('trailingSlash: true');
    expect(config).toContain('future: {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}}');
    expect(config).toContain("'classic'");
    expect(config).toContain('"/repo/src/plugins/csp-hashes/index.ts"');
    expect(config).toContain('"/repo/src/plugins/precompress/index.ts"');
    expect(config).toContain('plugins: [cspHashesPlugin, precompressPlugin, docsVersionsPlugin]');
  });

  it('has a home page and the doc page it is compared on', () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['src/pages/index.js', 'docs/intro.md', 'sidebars.js']));
    expect(STOCK_PAGES.doc.path).toBe('docs/intro/');
  });

  it('is rebuilt when its files or the installed versions change', () => {
    const versions = {core: '3.10.2', presetClassic: '3.10.2'};
    const stamp = stockSiteStamp(files, versions);
    expect(stockSiteStamp(files, versions)).toBe(stamp);
    expect(stockSiteStamp(files, {...versions, core: '3.10.3'})).not.toBe(stamp);
    expect(stockSiteStamp({...files, 'docs/intro.md': '# Changed\n'}, versions)).not.toBe(stamp);
  });
});

describe('usablePorts', () => {
  it('counts up from the first port, skipping ports browsers refuse to connect to', () => {
    expect(usablePorts(4184, 11)).toEqual([4184, 4185, 4186, 4187, 4188, 4189, 4191, 4192, 4193, 4194, 4195]);
    expect(usablePorts(6664, 3)).toEqual([6664, 6670, 6671]);
  });
});
