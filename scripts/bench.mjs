// `npm run bench`: how fast the site builds and how light and fast its pages are, and how its pages
// compare with a stock Docusaurus site of the same version and settings. Builds ours cold with
// Docusaurus Faster (time, peak memory) and with webpack (for the ratio), builds the stock classic
// site once (scripts/bench-stock-site.mjs, cached under .bench-cache/), serves both through nginx
// with deploy/nginx/, and runs Lighthouse (mobile) interleaved: stock, ours, stock, ours… so that
// whatever else the machine does weighs on both alike. It prints; it does not gate. Targets are
// those of the README's "Performance budgets" and of issue 23 (against the stock doc page).
// Every page's CLS is printed; the row "recipe with your workspace" loads the recipe with a
// reader's workspace in localStorage (issue 20: the swap after hydration must not shift anything)
// and checks, on the very page Lighthouse measured, that the code showed the reader's values.
//
// Options: --runs N (interleaved rounds, each one Lighthouse run per page and its stock page;
//          medians over the rounds; default 5), --skip-webpack (no ratio; saves a few minutes),
//          --build-dir DIR (measure this existing build of ours instead of building cold: no build
//          rows), --skip-search (no search timings), --skip-search-growth (no 1×/10× search figures,
//          which build the site twice more), --port P (ours; the stock site gets P+1; default E2E_SITE_PORT+11),
//          --applied-rounds N (rounds of the first paint in a throttled browser, below; default 3, 0 skips).
//
// Lighthouse's default throttling is simulated: it loads the page at full speed and models the
// slow phone from that. Its first paint counts the page's first layout and paint as the fast load
// had them, often of a page only partly parsed. A phone on a slow network gets the whole page before
// the stylesheet, so its first frame lays out all of it. The last table is therefore the first
// paint with DevTools throttling applied to a real load (Lighthouse's --throttling-method=devtools:
// 562.5 ms RTT, 1.47 Mbps, 4× CPU), our page types against the stock doc page, interleaved too.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/chromium.mjs';
import {startNginx} from '../tests/support/nginx-server.mjs';
import {ensureStockBuild} from './bench-stock-site.mjs';

const RESULTS_DIR = 'bench-results';
const DOCUSAURUS = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
const LIGHTHOUSE = path.resolve('node_modules/lighthouse/cli/index.js');

/** The stock site's pages: its home page and a doc page like the classic template's intro. */
export const STOCK_PAGES = {
  home: {name: 'stock home', path: ''},
  doc: {name: 'stock doc page', path: 'docs/intro/'},
};

/**
 * One representative page per type, fixed so figures compare across runs, each with the stock page
 * it is paired with in the interleaved order (and compared with for the ratio).
 */
export const PAGE_TYPES = [
  {name: 'home', path: '', stock: STOCK_PAGES.home},
  {name: 'long doc page', path: 'egress/export-api/', stock: STOCK_PAGES.doc},
  {name: 'API operation', path: 'api/create-dataset/', stock: STOCK_PAGES.doc},
  {name: 'recipe', path: 'recipes/async-export/', stock: STOCK_PAGES.doc},
  {name: 'search page', path: 'search/?q=dataset', stock: STOCK_PAGES.doc},
  {name: 'recipe with your workspace', path: 'recipes/async-export/', stock: STOCK_PAGES.doc, workspace: true},
];

/**
 * The reader's workspace the "with your workspace" row stores before Lighthouse loads the page, under
 * the key and in the format of src/workspace/store.ts (a JSON object of the fields of
 * src/workspace/fields.ts; tests/unit/hosting/bench.test.ts checks both still match). The values
 * are longer than the samples', so a swap that moved anything would show.
 */
export const WORKSPACE_STORAGE_KEY = 'api-docs-workspace';
export const BENCH_WORKSPACE = {
  baseUrl: 'https://api.eu-west.example.org',
  tenantId: 'A_LONGER_TENANT_ID_THAN_ACME',
  peopleDatasetId: '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0',
};

/**
 * Whether a page showed the reader's workspace, from the text of its code blocks: at least one
 * block calls the API with the reader's base URL and tenant, and none still with the samples'.
 */
export function showsWorkspace(codeTexts, workspace = BENCH_WORKSPACE) {
  const reader = `${workspace.baseUrl}/api/v1/${workspace.tenantId}/`;
  const swapped = codeTexts.filter((text) => text.includes(reader)).length;
  const unswapped = codeTexts.filter((text) => /https:\/\/api\.example\.com\/api\/v1\/ACME_CORP\//.test(text)).length;
  return {shown: swapped > 0 && unswapped === 0, swapped, unswapped};
}

export const TARGETS = {jsKb: 200, performance: 95, otherScores: 100, buildSpeedup: 3, consoleKb: 40, cls: 0};
/** Issue 19: the Try it console's code (chunk `api-console`) and an operation's data (`api-console-op-*`). */
const CONSOLE_CHUNK = /^api-console\.[0-9a-f]+\.js$/;
const CONSOLE_OPERATION_CHUNK = /^api-console-op-.+\.[0-9a-f]+\.js$/;

/**
 * What opening the Try it console downloads, gzip: its code plus the largest operation's data and
 * validators (the chunks each reader fetches on first use). Null when the build has no console.
 */
export function consoleChunkBytes(buildDir) {
  const folder = path.join(buildDir, 'assets/js');
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder);
  const gzipOf = (file) => gzipSync(readFileSync(path.join(folder, file))).length;
  const code = files.filter((file) => CONSOLE_CHUNK.test(file)).map(gzipOf);
  if (!code.length) return null;
  const operations = files.filter((file) => CONSOLE_OPERATION_CHUNK.test(file)).map(gzipOf);
  return {code: code.reduce((sum, bytes) => sum + bytes, 0), largestOperation: Math.max(0, ...operations)};
}
/** Issue 23: every page type at least as fast as the stock doc page, and at most this much JS. */
export const STOCK_TARGETS = {jsKb: 150};

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      continue;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Seconds of the bundling step in Docusaurus's perf log ("Bundling with rspack - 14.04 seconds!"),
 * or null when the log has no such line. The step the bundler choice changes; loading content,
 * rendering pages and the plugins' postBuild work are the same with either bundler.
 */
export function bundlingSeconds(perfLog) {
  const match = /Bundling with \w+ - ([\d.]+) (seconds|ms)/.exec(perfLog);
  if (!match) return null;
  return match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]);
}

/** A cold production build (no persistent bundler cache) into `outDir`: seconds, bundling seconds and peak memory. */
function coldBuild(label, outDir, env) {
  console.log(`\n[bench] ${label}: cold build into ${outDir} …`);
  rmSync(outDir, {recursive: true, force: true});
  rmSync('.docusaurus', {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {...process.env, ...env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', DOCUSAURUS_PERF_LOGGER: 'true'},
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    log += text;
    // The perf logger's many timing lines are read, not shown.
    const shown = text.split('\n').filter((line) => !line.includes('[PERF]')).join('\n');
    if (shown.trim()) process.stdout.write(shown.endsWith('\n') ? shown : `${shown}\n`);
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${label} build failed with exit code ${code}`));
      resolve({seconds: Number(process.hrtime.bigint() - started) / 1e9, bundlingSeconds: bundlingSeconds(log), peakBytes: peak});
    });
  });
}

/** Below this one-minute load average (per CPU) the builds' leftover work no longer skews Lighthouse. */
const QUIET_LOAD_PER_CPU = 0.5;
const QUIET_WAIT_LIMIT_MS = 120_000;

/**
 * Lighthouse scales the main-thread time it observes by its CPU slowdown, so work still running
 * from the builds (a bundler's worker winding down, disk flushes) would count against the pages.
 * Waits, up to two minutes, until the machine is quiet.
 */
async function waitForQuietMachine() {
  const limit = QUIET_LOAD_PER_CPU * os.cpus().length;
  const started = Date.now();
  while (os.loadavg()[0] > limit && Date.now() - started < QUIET_WAIT_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  console.log(`\n[bench] load average ${os.loadavg()[0].toFixed(2)} after ${Math.round((Date.now() - started) / 1000)} s of waiting for a quiet machine`);
}

const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run (mobile; simulated throttling, the CLI's default, or with `applied` DevTools
 * throttling on a real load) as the parsed report.
 */
function lighthouse(url, {applied = false} = {}) {
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ...(applied ? ['--throttling-method=devtools'] : []),
    ],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: {...process.env, CHROME_PATH: CHROMIUM_PATH}},
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * One Lighthouse run, with the same defaults as the CLI's, on a page whose origin has the reader's
 * workspace in localStorage. Lighthouse clears an origin's storage before it loads a page, so this
 * runs through its Node API on a Chromium launched here: the workspace is stored from a plain-text
 * file of the site (the site's scripts stay out of the cache, which is cleared too), and Lighthouse
 * runs with `disableStorageReset` on that same tab. Afterwards the tab still shows the page as
 * Lighthouse measured it, and its code blocks, once the page is told it is about to print, say
 * whether it read the reader's values.
 */
async function lighthouseWithWorkspace(url, storageUrl, workspace) {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS});
  let browser;
  try {
    browser = await puppeteer.connect({browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null});
    const page = await browser.newPage();
    await page.goto(storageUrl);
    await page.evaluate((key, value) => localStorage.setItem(key, value), WORKSPACE_STORAGE_KEY, JSON.stringify(workspace));
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const result = await lighthouseRun(url, {output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES, disableStorageReset: true}, undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    // Blocks put the reader's values in as they come near the screen, and all of them before the
    // page prints (src/components/nearScreen.ts): ask for the latter, then read every block.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const codeTexts = await page.$$eval('pre', (blocks) => blocks.map((block) => block.textContent ?? ''));
    return {report: result.lhr, workspaceShown: showsWorkspace(codeTexts, workspace)};
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/** Bytes transferred (compressed, as sent) by the page load, in total and for scripts only. */
export function transferredBytes(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  let total = 0;
  let js = 0;
  for (const request of requests) {
    total += request.transferSize ?? 0;
    if (request.resourceType === 'Script') js += request.transferSize ?? 0;
  }
  return {total, js};
}

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Ours over stock; null when there is nothing to divide by (a stock TBT of 0 ms). */
export function ratio(ours, stock) {
  if (!Number.isFinite(ours) || !Number.isFinite(stock) || stock === 0) return null;
  return ours / stock;
}

/**
 * The order of the Lighthouse visits: in every round, each page type's stock page, then ours
 * (stock, ours, stock, ours…), so that load from elsewhere on the machine falls on both alike.
 */
export function interleavedVisits(pageTypes, rounds) {
  const visits = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const pageType of pageTypes) {
      visits.push({round, site: 'stock', page: pageType.stock});
      visits.push({round, site: 'ours', page: pageType});
    }
  }
  return visits;
}

/** The figures of one Lighthouse report (CLS as Lighthouse gives it; times rounded to the ms). */
export function sampleOf(report) {
  const audit = (id) => Math.round(report.audits[id]?.numericValue ?? 0);
  const cls = report.audits['cumulative-layout-shift']?.numericValue;
  return {
    ...transferredBytes(report),
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    // Null when Lighthouse could not measure it, so a missing figure is never shown as a CLS of 0.
    cls: Number.isFinite(cls) ? cls : null,
  };
}

const SAMPLE_FIGURES = ['js', 'total', 'performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];

/**
 * Each figure's median over the samples (figure by figure), with the performance range and count,
 * the largest CLS of any run (one shifting run is a shift), and, for a page loaded with a
 * workspace, in how many runs the page showed it.
 */
export function summarise(samples) {
  /** @type {Record<string, any>} */
  const summary = {runs: samples.length};
  for (const figure of SAMPLE_FIGURES) summary[figure] = median(samples.map((sample) => sample[figure]));
  const scores = samples.map((sample) => sample.performance);
  summary.performanceRange = [Math.min(...scores), Math.max(...scores)];
  const shifts = samples.map((sample) => sample.cls).filter((value) => Number.isFinite(value));
  summary.clsMax = shifts.length ? Math.max(...shifts) : null;
  if (samples.some((sample) => sample.workspaceShown)) summary.workspaceShownRuns = samples.filter((sample) => sample.workspaceShown.shown).length;
  return summary;
}

/** A file of our site with no scripts or styles, to store the workspace from. */
const STORAGE_PAGE = 'robots.txt';

/** Runs every visit in order; returns each page's samples and saves its median-performance report. */
async function runVisits(visits, urls) {
  const samples = new Map();
  const reports = new Map();
  for (const [index, visit] of visits.entries()) {
    const url = urls[visit.site] + visit.page.path;
    const key = visit.page.name;
    console.log(`[bench] ${index + 1}/${visits.length} round ${visit.round}: ${visit.site} ${visit.page.name} ${url}`);
    let report;
    let workspaceShown;
    if (visit.page.workspace) ({report, workspaceShown} = await lighthouseWithWorkspace(url, urls[visit.site] + STORAGE_PAGE, BENCH_WORKSPACE));
    else report = lighthouse(url);
    if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
    const sample = {...sampleOf(report), ...(workspaceShown ? {workspaceShown} : {})};
    if (workspaceShown) {
      console.log(`[bench]   your workspace: ${workspaceShown.swapped} code block(s) with the reader's values, ${workspaceShown.unswapped} with the samples'${workspaceShown.shown ? '' : ' — NOT SHOWN: this run measured the sample page'}`);
    }
    samples.set(key, [...(samples.get(key) ?? []), sample]);
    reports.set(key, [...(reports.get(key) ?? []), {performance: sample.performance, report}]);
  }
  // The median run's full report per page, ours and stock, to see what costs the points (open it in
  // the Lighthouse viewer).
  for (const [name, runs] of reports) {
    runs.sort((a, b) => a.performance - b.performance);
    writeFileSync(path.join(RESULTS_DIR, `lighthouse-${name.replace(/\W+/g, '-')}.json`), JSON.stringify(runs[Math.floor(runs.length / 2)].report));
  }
  return samples;
}

/** The page types of the applied-throttling rows: all but the workspace one, each after the stock doc page. */
export function appliedPageTypes() {
  return PAGE_TYPES.filter((pageType) => !pageType.workspace).map((pageType) => ({...pageType, stock: STOCK_PAGES.doc}));
}

/**
 * The first paint with throttling applied: each page type but the workspace one (the same page as
 * the recipe) after the stock doc page, round after round. Medians of FCP and LCP per page.
 */
async function runAppliedVisits(rounds, urls) {
  const pageTypes = appliedPageTypes();
  const visits = interleavedVisits(pageTypes, rounds);
  const samples = new Map();
  for (const [index, visit] of visits.entries()) {
    const url = urls[visit.site] + visit.page.path;
    console.log(`[bench] applied throttling ${index + 1}/${visits.length} round ${visit.round}: ${visit.site} ${visit.page.name}`);
    const report = lighthouse(url, {applied: true});
    if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
    const {fcpMs, lcpMs} = sampleOf(report);
    samples.set(visit.page.name, [...(samples.get(visit.page.name) ?? []), {fcpMs, lcpMs}]);
  }
  const summary = (name) => ({fcpMs: median(samples.get(name).map((sample) => sample.fcpMs)), lcpMs: median(samples.get(name).map((sample) => sample.lcpMs))});
  return {rounds, stockDoc: summary(STOCK_PAGES.doc.name), pages: pageTypes.map((pageType) => ({name: pageType.name, ...summary(pageType.name)}))};
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;

/** Rows of cells (the first row the header) as a Markdown table with padded columns. */
function markdownTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}
const verdict = (met) => (met ? 'met' : 'MISSED');

/** CLS as printed: two significant digits, so a small shift never prints as a 0; n/a when not measured. */
export const formatCls = (value) => (Number.isFinite(value) ? String(Number(value.toPrecision(2))) : 'n/a');

/** Issue 20: no layout shift from the workspace swap. What the CLS row of a page says. */
export function clsRow(page) {
  const worst = Number.isFinite(page.clsMax) && page.clsMax !== page.cls ? ` (worst run ${formatCls(page.clsMax)})` : '';
  let value = `${formatCls(page.cls)}${worst}`;
  let met = Number.isFinite(page.clsMax ?? page.cls) && (page.clsMax ?? page.cls) === TARGETS.cls;
  if (page.workspace) {
    const shownRuns = page.workspaceShownRuns ?? 0;
    value += `, workspace shown in ${shownRuns} of ${page.runs} run(s)`;
    met = met && shownRuns === page.runs;
  }
  return [`${page.name}: CLS`, value, `${TARGETS.cls}`, verdict(met)];
}

/**
 * The single table: build rows first, then three rows per page type (bytes, scores, CLS), then the
 * Try it console.
 * @param {{faster: any, webpack: any, pages: any[], consoleChunk?: {code: number, largestOperation: number} | null}} figures
 */
export function formatTable({faster, webpack, pages, consoleChunk = null}) {
  const rows = [['Measure', 'Value', 'Target', '']];
  if (!faster) rows.push(['Cold build', 'not measured (--build-dir)', '', '']);
  else rows.push(['Cold build, Faster (rspack)', `${faster.seconds.toFixed(1)} s`, '', '']);
  if (!faster) {
    // An existing build was measured: no build figures.
  } else if (webpack) {
    const speedup = webpack.seconds / faster.seconds;
    rows.push(['Cold build, webpack', `${webpack.seconds.toFixed(1)} s`, '', '']);
    rows.push(['Faster speed-up over webpack', `${speedup.toFixed(2)}×`, `≥ ${TARGETS.buildSpeedup}×`, verdict(speedup >= TARGETS.buildSpeedup)]);
    if (faster.bundlingSeconds && webpack.bundlingSeconds) {
      const bundling = webpack.bundlingSeconds / faster.bundlingSeconds;
      rows.push([
        'Bundling step alone, Faster / webpack',
        `${faster.bundlingSeconds.toFixed(1)} s / ${webpack.bundlingSeconds.toFixed(1)} s (${bundling.toFixed(2)}×)`,
        '',
        '',
      ]);
    }
  } else rows.push(['Faster speed-up over webpack', 'not measured (--skip-webpack)', `≥ ${TARGETS.buildSpeedup}×`, '']);
  if (faster) rows.push(['Peak build memory, Faster', `${(faster.peakBytes / 1024 ** 3).toFixed(2)} GB`, '', '']);
  for (const page of pages) {
    rows.push([`${page.name}: JS / total transferred`, `${kb(page.js)} / ${kb(page.total)}`, `JS ≤ ${TARGETS.jsKb} KB`, verdict(page.js <= TARGETS.jsKb * 1024)]);
    const others = [page.accessibility, page.bestPractices, page.seo];
    const range = page.performanceRange[0] === page.performanceRange[1] ? '' : ` (runs ${page.performanceRange.join('–')})`;
    rows.push([
      `${page.name}: Lighthouse perf / a11y / BP / SEO`,
      `${page.performance} / ${others.join(' / ')}${range}`,
      `≥ ${TARGETS.performance} / ${TARGETS.otherScores} / ${TARGETS.otherScores} / ${TARGETS.otherScores}`,
      verdict(page.performance >= TARGETS.performance && others.every((value) => value >= TARGETS.otherScores)),
    ]);
    rows.push(clsRow(page));
  }
  if (consoleChunk) {
    const total = consoleChunk.code + consoleChunk.largestOperation;
    rows.push(['Try it console on first use: code + largest operation (gzip)', `${kb(consoleChunk.code)} + ${kb(consoleChunk.largestOperation)}`, `≤ ${TARGETS.consoleKb} KB`, verdict(total <= TARGETS.consoleKb * 1024)]);
  }
  return markdownTable(rows);
}

const times = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);

/** One figure with its ratio to the stock page, e.g. `146 KB (0.85×)`. */
function withRatio(text, ours, stock) {
  return `${text} (${times(ratio(ours, stock))})`;
}

/**
 * What issue 23 asks of a page type against the stock doc page on the same run: performance at
 * least as high, TBT no longer, FCP no later, and JS within the budget. The misses, by name.
 */
export function missesAgainstStock(page, stockDoc) {
  const misses = [];
  if (page.performance < stockDoc.performance) misses.push('perf');
  if (page.tbtMs > stockDoc.tbtMs) misses.push('TBT');
  if (page.fcpMs > stockDoc.fcpMs) misses.push('FCP');
  if (page.js > STOCK_TARGETS.jsKb * 1024) misses.push('JS');
  return misses;
}

/**
 * The side-by-side table: the stock pages, then each page type of ours with its ratio to the stock
 * page it was paired with, and whether it meets issue 23's targets against the stock doc page.
 */
export function formatComparison({stock, pages}) {
  const stockDoc = stock[STOCK_PAGES.doc.name];
  const rows = [['Page', 'JS as served', 'LH perf', 'TBT', 'FCP', 'LCP', 'CLS', `vs stock doc page (perf, TBT, FCP; JS ≤ ${STOCK_TARGETS.jsKb} KB)`]];
  const figures = (page) => [`${(page.js / 1024).toFixed(1)} KB`, String(page.performance), `${Math.round(page.tbtMs)} ms`, `${Math.round(page.fcpMs)} ms`, `${Math.round(page.lcpMs)} ms`, formatCls(page.cls)];
  for (const [name, page] of Object.entries(stock)) rows.push([name, ...figures(page), '']);
  for (const page of pages) {
    const paired = stock[page.stock.name];
    const [js, performance, tbt, fcp, lcp, cls] = figures(page);
    const misses = missesAgainstStock(page, stockDoc);
    rows.push([
      page.name,
      withRatio(js, page.js, paired.js),
      withRatio(performance, page.performance, paired.performance),
      withRatio(tbt, page.tbtMs, paired.tbtMs),
      withRatio(fcp, page.fcpMs, paired.fcpMs),
      withRatio(lcp, page.lcpMs, paired.lcpMs),
      cls,
      misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
    ]);
  }
  return markdownTable(rows);
}

/** The first paint with applied throttling: each page type against the stock doc page of the same rounds. */
export function formatApplied({stockDoc, pages}) {
  const signed = (ms) => `${ms > 0 ? '+' : ms < 0 ? '−' : '±'}${Math.abs(Math.round(ms))} ms`;
  const rows = [['Page', 'FCP', 'LCP', 'FCP against the stock doc page']];
  rows.push([STOCK_PAGES.doc.name, `${Math.round(stockDoc.fcpMs)} ms`, `${Math.round(stockDoc.lcpMs)} ms`, '']);
  for (const page of pages) rows.push([page.name, `${Math.round(page.fcpMs)} ms`, `${Math.round(page.lcpMs)} ms`, signed(page.fcpMs - stockDoc.fcpMs)]);
  return markdownTable(rows);
}

function readOptions(argv) {
  const {values} = parseArgs({
    args: argv,
    options: {
      runs: {type: 'string', default: '5'},
      'skip-webpack': {type: 'boolean', default: false},
      'build-dir': {type: 'string'},
      'skip-search': {type: 'boolean', default: false},
      'skip-search-growth': {type: 'boolean', default: false},
      'applied-rounds': {type: 'string', default: '3'},
      port: {type: 'string', default: String(Number(process.env.E2E_SITE_PORT ?? 4173) + 11)},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  const appliedRounds = Number(values['applied-rounds']);
  if (!Number.isInteger(appliedRounds) || appliedRounds < 0) throw new Error(`--applied-rounds must be a whole number (0 skips), not "${values['applied-rounds']}"`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a TCP port, not "${values.port}"`);
  if (port > 65534) throw new Error(`--port must leave room for the stock site's port, ${port} + 1`);
  const buildDir = values['build-dir'];
  if (buildDir !== undefined && !existsSync(path.join(buildDir, 'index.html'))) throw new Error(`--build-dir ${buildDir} holds no built site (no index.html)`);
  return {runs, appliedRounds, port, skipWebpack: values['skip-webpack'], skipSearch: values['skip-search'], skipSearchGrowth: values['skip-search'] || values['skip-search-growth'], buildDir};
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const {runs} = options;
  mkdirSync(RESULTS_DIR, {recursive: true});
  let oursDir = options.buildDir;
  let faster = null;
  let webpack = null;
  if (!oursDir) {
    oursDir = path.join(RESULTS_DIR, 'build-faster');
    faster = await coldBuild('Faster (rspack)', oursDir, {});
    webpack = options.skipWebpack ? null : await coldBuild('webpack', path.join(RESULTS_DIR, 'build-webpack'), {DOCS_BUNDLER: 'webpack'});
  }
  const stockDir = ensureStockBuild();

  await waitForQuietMachine();
  const ours = startNginx({buildDir: oursDir, port: options.port});
  const stockServer = startNginx({buildDir: stockDir, port: options.port + 1});
  // Interrupted (Ctrl-C), the servers are stopped too rather than left running.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => Promise.all([ours.stop(), stockServer.stop()]).finally(() => process.exit(130)));
  }
  let pages;
  let stock;
  let applied = null;
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const samples = await runVisits(interleavedVisits(PAGE_TYPES, runs), {ours: ours.url, stock: stockServer.url});
    pages = PAGE_TYPES.map((pageType) => ({...pageType, ...summarise(samples.get(pageType.name))}));
    stock = Object.fromEntries(Object.values(STOCK_PAGES).map((page) => [page.name, summarise(samples.get(page.name))]));
    if (options.appliedRounds > 0) applied = await runAppliedVisits(options.appliedRounds, {ours: ours.url, stock: stockServer.url});
    if (!options.skipSearch && existsSync('scripts/bench-search.mjs')) {
      console.log('\n[bench] scripts/bench-search.mjs');
      const search = spawnSync(process.execPath, ['scripts/bench-search.mjs'], {
        stdio: 'inherit',
        env: {...process.env, BENCH_SITE_URL: ours.url, BENCH_BUILD_DIR: path.resolve(oursDir)},
      });
      if (search.status !== 0) console.log(`[bench] bench-search.mjs exited with ${search.status}`);
    }
  } finally {
    await ours.stop();
    await stockServer.stop();
  }

  const loadAverage = os.loadavg()[0].toFixed(1);
  const consoleChunk = consoleChunkBytes(oursDir);
  const figures = {when: new Date().toISOString(), cpus: os.cpus().length, loadAverage, node: process.version, rounds: runs, faster, webpack, pages, stock, applied, consoleChunk};
  writeFileSync(path.join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
  // Lighthouse's mobile CPU throttling multiplies whatever else the machine is doing: say how busy it was.
  console.log(`\nAPI documentation benchmark, ${figures.when}: ${os.cpus().length} CPUs (load average ${loadAverage}), Node ${process.version}, Lighthouse mobile, medians of ${runs} interleaved round(s)\n`);
  console.log(formatTable(figures));
  console.log(`\nAgainst stock Docusaurus (same version, settings, server and browser; ratio to the paired stock page):\n`);
  console.log(formatComparison(figures));
  if (applied) {
    console.log(`\nFirst paint in a throttled browser (DevTools throttling applied to a real load: 562.5 ms RTT, 1.47 Mbps, 4× CPU), medians of ${applied.rounds} interleaved round(s):\n`);
    console.log(formatApplied(applied));
  }
  console.log(`\nFigures saved to ${RESULTS_DIR}/bench.json`);
  if (!options.skipSearchGrowth) {
    // Bytes per search and the index's build time with the docs as they are and repeated 10 times.
    console.log('\n[bench] scripts/bench-search.mjs --scale 10');
    const growth = spawnSync(process.execPath, ['scripts/bench-search.mjs', '--scale', '10'], {stdio: 'inherit'});
    if (growth.status !== 0) console.log(`[bench] bench-search.mjs --scale 10 exited with ${growth.status}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
