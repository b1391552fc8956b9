// The real-throttling run of `npm run bench` (scripts/bench-real.mjs and its tables in
// scripts/bench.mjs): round trips of a response, blocking time and layout shift as Lighthouse and
// Core Web Vitals count them, bytes by kind, the order of the visits, the verdicts against the
// stock doc page, and whether an optimisation pays.
import {mkdtempSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {INITIAL_WINDOW_BYTES, bytesByKind, cumulativeLayoutShift, gzipBytesOf, roundTrips, totalBlockingTime} from '../../../scripts/bench-real.mjs';
import {
  OPTIMISATIONS,
  PAGE_TYPES,
  STOCK_PAGES,
  costOf,
  formatOptimisations,
  formatReal,
  formatRoundTrips,
  paysFor,
  readOptions,
  realMisses,
  realVisits,
  sameContentStockPath,
  summariseReal,
  variantsOption,
} from '../../../scripts/bench.mjs';
import {stockSiteFiles} from '../../../scripts/bench-stock-site.mjs';

describe('round trips of a response on a new connection', () => {
  it('fit the initial window in one, then twice as much in each next one', () => {
    expect(INITIAL_WINDOW_BYTES).toBe(14_600);
    expect(roundTrips(1)).toBe(1);
    expect(roundTrips(14_600)).toBe(1);
    expect(roundTrips(14_601)).toBe(2);
    expect(roundTrips(43_800)).toBe(2);
    expect(roundTrips(43_801)).toBe(3);
    expect(roundTrips(0)).toBe(0);
  });
});

describe('total blocking time', () => {
  it('counts each long task over 50 ms after the first paint, and a task spanning it from there', () => {
    const tasks = [
      {start: 100, duration: 300},
      {start: 900, duration: 200},
      {start: 1_200, duration: 120},
      {start: 1_500, duration: 40},
    ];
    // The first ends before the paint at 1,000 ms; the second counts from 1,000 to 1,100.
    expect(totalBlockingTime(tasks, 1_000)).toBe(50 + 70);
    expect(totalBlockingTime([], 1_000)).toBe(0);
  });
});

describe('cumulative layout shift', () => {
  it('is the largest session window, shifts within 1 s of each other and 5 s of its start', () => {
    const shifts = [
      {start: 100, value: 0.01},
      {start: 600, value: 0.02},
      {start: 3_000, value: 0.05},
      {start: 3_500, value: 0.01},
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it('leaves out shifts right after input, and is 0 without shifts', () => {
    expect(cumulativeLayoutShift([{start: 10, value: 0.3, hadRecentInput: true}])).toBe(0);
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('bytes of a page load', () => {
  it('add up by kind, with the document counted once', () => {
    const responses = [
      {type: 'Document', bytes: 20_000, url: 'a'},
      {type: 'Script', bytes: 100_000, url: 'b'},
      {type: 'Script', bytes: 5_000, url: 'c'},
      {type: 'Stylesheet', bytes: 14_000, url: 'd'},
      {type: 'Image', bytes: 1_000, url: 'e'},
    ];
    expect(bytesByKind(responses)).toEqual({total: 140_000, js: 105_000, css: 14_000, document: 20_000});
  });

  it('as gzip come from the build: its .gz copies, a folder\u2019s index.html, a file compressed already at its size', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'bench-gzip-'));
    mkdirSync(path.join(build, 'page'));
    writeFileSync(path.join(build, 'page/index.html'), 'x'.repeat(1000));
    writeFileSync(path.join(build, 'page/index.html.gz'), Buffer.alloc(42));
    writeFileSync(path.join(build, 'main.js'), 'const a = 1;\n'.repeat(100));
    writeFileSync(path.join(build, 'logo.png'), Buffer.alloc(300));
    const origin = 'http://127.0.0.1:1/app/docs/1.0.0/';
    const urls = [`${origin}page/?q=1`, `${origin}main.js`, `${origin}logo.png`, `${origin}missing.js`, 'http://elsewhere.example/x.js'];
    expect(gzipBytesOf(urls, build, '/app/docs/1.0.0/')).toBe(42 + gzipSync('const a = 1;\n'.repeat(100), {level: 9}).length + 300);
  });
});

describe('the order of the visits', () => {
  it('is, each round, the stock home, then per page type the stock doc page, ours and each variant, the variants turning', () => {
    const pageTypes = PAGE_TYPES.slice(0, 2);
    const visits = realVisits(pageTypes, ['ours', 'without a', 'without b'], 2);
    const names = visits.map((visit) => `${visit.round} ${visit.site}: ${visit.page.name}`);
    expect(names).toEqual([
      '1 stock: stock home',
      '1 stock: stock doc page',
      '1 ours: home',
      '1 without a: home',
      '1 without b: home',
      '1 stock: stock doc page',
      '1 ours: long doc page',
      '1 without a: long doc page',
      '1 without b: long doc page',
      '2 stock: stock home',
      '2 stock: stock doc page',
      '2 without a: home',
      '2 without b: home',
      '2 ours: home',
      '2 stock: stock doc page',
      '2 without a: long doc page',
      '2 without b: long doc page',
      '2 ours: long doc page',
    ]);
  });
});

const figures = (overrides: Record<string, unknown> = {}) => ({runs: 5, fcpMs: 1_400, lcpMs: 1_600, tbtMs: 80, cls: 0, clsMax: 0, js: 140_000, jsGzip: 150_000, gzip: 200_000, ...overrides});

describe('the verdict against the stock doc page', () => {
  const stockDoc = figures();

  it('allows FCP and LCP 50 ms later, TBT no longer, no shift, and 150 KB of JS as served', () => {
    expect(realMisses(figures({fcpMs: 1_450, lcpMs: 1_650, tbtMs: 80, js: 150 * 1024, jsGzip: 170 * 1024}), stockDoc)).toEqual([]);
    expect(realMisses(figures({fcpMs: 1_451, lcpMs: 1_700, tbtMs: 81, clsMax: 0.002, js: 150 * 1024 + 1}), stockDoc)).toEqual(['FCP +51 ms', 'LCP +100 ms', 'TBT +1 ms', 'CLS 0.002', 'JS 150.0 KB']);
  });

  it('misses a page with a figure it could not measure', () => {
    expect(realMisses(figures({lcpMs: null, tbtMs: null}), stockDoc)).toEqual(['LCP n/a', 'TBT n/a']);
  });

  it('on the workspace row, asks that every visit showed the reader\u2019s values', () => {
    expect(realMisses(figures({workspace: true, workspaceShownRuns: 4}), stockDoc)).toEqual(['workspace shown in 4 of 5']);
  });

  it('is printed beside each page type, after the stock pages', () => {
    const lines = formatReal({stock: {[STOCK_PAGES.home.name]: figures(), [STOCK_PAGES.doc.name]: stockDoc}, pages: [{name: 'recipe', ...figures({lcpMs: 1_700})}]}).split('\n');
    expect(lines).toHaveLength(2 + 3);
    expect(lines[3]).toMatch(/^\| stock doc page +\| 1400 ms \| 1600 ms \| 80 ms \| 0 +\| 136\.7 KB +\| 146\.5 KB +\| 195\.3 KB +\| +\|$/);
    expect(lines[4]).toMatch(/^\| recipe .*\| MISSED: LCP \+100 ms +\|$/);
  });
});

describe('round trips against stock', () => {
  it('compare each page with the stock page of the same content, or the one it is paired with', () => {
    expect(sameContentStockPath(PAGE_TYPES.find((page) => page.name === 'recipe')!)).toBe('docs/same-content/recipes-async-export/');
    expect(sameContentStockPath(PAGE_TYPES.find((page) => page.name === 'home')!)).toBe('');
    const firstPaint = (html: number, css: number) => ({html, htmlTrips: roundTrips(html), css, cssTrips: roundTrips(css)});
    const lines = formatRoundTrips([
      {name: 'recipe', ours: firstPaint(25_000, 14_000), stockName: 'stock, same content', stock: firstPaint(30_000, 13_000)},
      {name: 'home', ours: firstPaint(12_000, 15_000), stockName: 'stock home', stock: firstPaint(4_000, 13_000)},
    ]).split('\n');
    expect(lines[2]).toMatch(/^\| recipe +\| 24\.4 KB \(2\) \| 13\.7 KB \(1\) +\| stock, same content \| 29\.3 KB \(2\) \| 12\.7 KB \(1\) +\| met +\|$/);
    expect(lines[3]).toMatch(/^\| home +\| 11\.7 KB \(1\) \| 14\.6 KB \(2\) +\| stock home +\| 3\.9 KB \(1\) +\| 12\.7 KB \(1\) +\| MISSED +\|$/);
  });

  it('use stock renderings of our pages\u2019 Markdown copies, in a build of their own', () => {
    const plugins = {cspHashes: '/c.ts', precompress: '/p.ts'};
    const files = stockSiteFiles(plugins, {'recipes-async-export': '# Recipe {braces}\n'});
    expect(files['docs/same-content/recipes-async-export.md']).toBe('# Recipe {braces}\n');
    expect(files['docusaurus.config.mjs']).toContain("markdown: {format: 'detect'}");
    expect(stockSiteFiles(plugins)['docusaurus.config.mjs']).not.toContain('markdown:');
  });
});

describe('what an optimisation wins', () => {
  const full = {recipe: figures(), home: figures()};

  it('is the build without it less ours, page type by page type', () => {
    expect(costOf(figures({fcpMs: 1_460, tbtMs: 40, jsGzip: 160_000, cssTrips: 2}), figures({cssTrips: 1}))).toEqual({fcpMs: 60, lcpMs: 0, tbtMs: -40, jsGzip: 10_000, gzip: 0, htmlTrips: 0, cssTrips: 1});
  });

  it('pays at 50 ms of FCP, LCP or TBT, or 5 KB gzip, on some page type', () => {
    const none = {htmlTrips: 0, cssTrips: 0};
    expect(paysFor([{name: 'recipe', cost: {fcpMs: 49, lcpMs: -80, tbtMs: 10, jsGzip: 5 * 1024 - 1, gzip: 5 * 1024 - 1, ...none}}])).toEqual([]);
    expect(paysFor([{name: 'recipe', cost: {fcpMs: 0, lcpMs: 0, tbtMs: 50, jsGzip: 0, gzip: 6 * 1024, ...none}}])).toEqual(['TBT +50 ms on recipe', 'bytes +6.0 KB on recipe']);
  });

  it('pays when leaving it out adds a round trip to what the first paint waits for, which throttling per request cannot show', () => {
    expect(paysFor([{name: 'home', cost: {fcpMs: 3, lcpMs: 0, tbtMs: 0, jsGzip: -600, gzip: 800, htmlTrips: 0, cssTrips: 1}}])).toEqual(['CSS +1 round trip(s) on home']);
  });

  it('is printed for each page type, with the verdict on the optimisation\u2019s first row', () => {
    const variants = {
      'css-chunks': {recipe: figures({lcpMs: 1_700, cssTrips: 1}), home: figures()},
      'intent-prefetch': {recipe: figures({tbtMs: 90}), home: figures({gzip: 201_000})},
    };
    const lines = formatOptimisations({full, variants}).split('\n');
    expect(lines).toHaveLength(2 + 4);
    expect(lines[2]).toMatch(/^\| css-chunks +\| recipe \| ±0 ms \| \+100 ms \| ±0 ms +\| ±0\.0 KB +\| ±0\.0 KB +\| CSS \+1 +\| yes: LCP \+100 ms on recipe; CSS \+1 round trip\(s\) on recipe +\|$/);
    expect(lines[3]).toMatch(/^\| +\| home +\|/);
    expect(lines[4]).toMatch(/^\| intent-prefetch \| recipe \| .*\| no +\|$/);
  });
});

describe('summaries of the visits', () => {
  it('take each figure\u2019s median, the worst CLS, and count the visits that never went quiet or showed no workspace', () => {
    const samples = [
      {...figures({fcpMs: 1_000, cls: 0}), quiet: true, workspaceShown: {shown: true}},
      {...figures({fcpMs: 3_000, cls: 0.01}), quiet: false, workspaceShown: {shown: false}},
      {...figures({fcpMs: 2_000, cls: 0}), quiet: true, workspaceShown: {shown: true}},
    ];
    expect(summariseReal(samples)).toMatchObject({runs: 3, fcpMs: 2_000, cls: 0, clsMax: 0.01, notQuiet: 1, workspaceShownRuns: 2});
  });
});

describe('the bench\u2019s options', () => {
  it('measure every optimisation by default, some by name, or none', () => {
    expect(variantsOption(undefined)).toEqual(OPTIMISATIONS);
    expect(variantsOption('css-chunks,intent-prefetch')).toEqual(['css-chunks', 'intent-prefetch']);
    expect(variantsOption('none')).toEqual([]);
    expect(() => variantsOption('css')).toThrow(/--variants: css not among/);
  });

  it('with --only-real, run the real-throttling tables alone: no Lighthouse, search or webpack build', () => {
    expect(readOptions(['--only-real', '--variants', 'none', '--rounds', '7'])).toMatchObject({rounds: 7, lighthouseRuns: 0, skipSearch: true, skipWebpack: true, variants: []});
    expect(readOptions([])).toMatchObject({rounds: 5, lighthouseRuns: 5, skipSearch: false, skipWebpack: false});
    expect(() => readOptions(['--rounds', '0'])).toThrow(/--rounds must be a whole number of at least 1/);
  });
});
