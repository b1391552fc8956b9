// `npm run bench`: how fast the site builds, how light and fast its pages are for readers, how they
// compare with a stock Docusaurus site of the same version and settings, and what each of the build's
// optimisations wins. It prints; it does not gate (byte budgets gate in `npm test`, budgets.json).
//
// 1. Builds ours cold with Docusaurus Faster (time, peak memory) and with webpack (for the ratio), and
//    the stock classic site (scripts/bench-stock-site.mjs, cached under .bench-cache/), which also
//    renders three of our pages' Markdown copies, for the HTML of stock pages of the same content.
// 2. Builds ours once more without each optimisation (DOCS_BENCH_WITHOUT, src/config/benchWithout.ts).
// 3. Serves every build through nginx with deploy/nginx/, and loads each page type in Chromium with
//    real throttling (scripts/bench-real.mjs: slow 4G applied per request, 4× slower CPU, a phone's
//    screen), interleaved: in every round, for each page type, the stock doc page, then ours, then
//    ours without each optimisation, so that whatever else the machine does weighs on all alike.
//    Medians over the rounds. Printed first: ours against stock, then what each optimisation wins.
// 4. Runs Lighthouse (mobile, simulated throttling) on ours and stock, interleaved, for its scores,
//    and the search benchmark (scripts/bench-search.mjs).
//
// Options: --rounds N (real-throttling rounds; default 5), --variants LIST (optimisations to measure
//          without, comma-separated, or `none`; default all), --lighthouse-runs N (default 5; 0
//          skips Lighthouse), --only-real (the real-throttling tables only: no Lighthouse, no
//          search, no webpack build), --build-dir DIR (measure this existing build of ours instead
//          of building cold), --skip-webpack, --skip-search, --skip-search-growth (no 1×/10× figures
//          of search and per-page JavaScript, which build the site twice more), --port P (the first
//          nginx port; the others follow it, past ports browsers refuse; default E2E_SITE_PORT+11), --skip-api-scale (not the API
//          reference at scale, scripts/bench-api-scale.mjs, which runs last and takes the longest),
//          --api-scale-only (that alone).
// A variant's build is kept in bench-results/ with the id of the source files it was built from, and
// reused by a later run of the same source (sourceStamp).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import {chromium} from 'playwright-core';
import puppeteer from 'puppeteer-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/chromium.mjs';
import {HEALTH_PATH, startNginx} from '../tests/support/nginx-server.mjs';
import {ensureStockBuild} from './bench-stock-site.mjs';
import {treeRss} from './bench-api-scale.mjs';
import {PHONE, REAL_THROTTLING, firstPaintBytes, measureVisit} from './bench-real.mjs';

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
  {name: 'long doc page', path: 'egress/export-api/', stock: STOCK_PAGES.doc, markdownCopy: 'egress/export-api.md'},
  {name: 'API operation', path: 'api/create-dataset/', stock: STOCK_PAGES.doc, markdownCopy: 'api/create-dataset.md'},
  {name: 'recipe', path: 'recipes/async-export/', stock: STOCK_PAGES.doc, markdownCopy: 'recipes/async-export.md'},
  {name: 'search page', path: 'search/?q=dataset', stock: STOCK_PAGES.doc},
  {name: 'recipe with your workspace', path: 'recipes/async-export/', stock: STOCK_PAGES.doc, workspace: true},
];

/**
 * The stock page whose HTML a page type's is compared with for round trips: the stock site's
 * rendering of the page's Markdown copy (the same content; scripts/bench-stock-site.mjs), else the
 * page it is paired with (the stock site has no search page: its doc page is as short).
 */
export function sameContentStockPath(pageType) {
  return pageType.markdownCopy ? `docs/same-content/${sameContentSlug(pageType.markdownCopy)}/` : pageType.stock.path;
}

/** The slug of a same-content page in the stock site: `egress/export-api.md` → `egress-export-api`. */
export const sameContentSlug = (markdownCopy) => markdownCopy.replace(/\.md$/, '').replace(/[^a-z0-9]+/gi, '-');

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

/**
 * The text of the code blocks a page shows: not those in tab panels not shown, which keep the
 * samples' values (and the server's markup) until the reader shows them.
 */
const SHOWN_CODE = () => Array.from(document.querySelectorAll('pre')).filter((block) => !block.closest('[role="tabpanel"][hidden]')).map((block) => block.textContent ?? '');

export const TARGETS = {jsKb: 200, performance: 95, otherScores: 100, buildSpeedup: 3, consoleKb: 40, cls: 0};
/** The Try it console's code (chunk `api-console`) and an operation's data (`api-console-op-*`). */
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
/** JS as served (Lighthouse's count) that every page type stays within, as the stock doc page does. */
export const STOCK_TARGETS = {jsKb: 150};

/**
 * With real throttling, against the stock doc page of the same run: FCP and LCP at most this much
 * later, TBT no longer, no layout shift, and the JavaScript a page loads within this as served
 * (compressed as nginx sends it to the browser, brotli, headers included; the stock doc page's is
 * 146 KB). Its gzip size is printed beside it.
 */
export const REAL_TARGETS = {paintMarginMs: 50, jsServedKb: 150, cls: 0};

/**
 * The optimisations a build can leave out (src/config/benchWithout.ts, whose list
 * tests/unit/hosting/bench.test.ts keeps in step with this one).
 */
export const OPTIMISATIONS = ['css-chunks', 'js-chunks', 'infima-subset', 'code-highlight', 'lazy-highlighter', 'intent-prefetch', 'kept-tab-panels', 'scripts-after-styles'];

/** An optimisation pays for itself when leaving it out costs at least this on some page type. */
export const PAYS = {ms: 50, gzipBytes: 5 * 1024};

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

/** One Lighthouse run (mobile, simulated throttling: the CLI's defaults) as the parsed report. */
function lighthouse(url) {
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
    // page prints (src/components/nearScreen.ts): ask for the latter, then read every block shown.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    return {report: result.lhr, workspaceShown: showsWorkspace(await page.evaluate(SHOWN_CODE), workspace)};
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

/** The site name of our build without `optimisation` in the real-throttling run. */
export const withoutSite = (optimisation) => `without ${optimisation}`;

/**
 * The order of the real-throttling visits. In every round: the stock home page, then, for each page
 * type, the stock doc page (the reference of every target), then ours and each build of ours
 * without an optimisation, their order turned by one each round so that none always comes first.
 * @param {typeof PAGE_TYPES} pageTypes
 * @param {string[]} sites ours first, then the variants
 * @param {number} rounds
 */
export function realVisits(pageTypes, sites, rounds) {
  const visits = [];
  for (let round = 1; round <= rounds; round += 1) {
    visits.push({round, site: 'stock', page: STOCK_PAGES.home});
    const turn = (round - 1) % sites.length;
    const order = [...sites.slice(turn), ...sites.slice(0, turn)];
    for (const pageType of pageTypes) {
      visits.push({round, site: 'stock', page: STOCK_PAGES.doc});
      for (const site of order) visits.push({round, site, page: pageType});
    }
  }
  return visits;
}

const REAL_FIGURES = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'total', 'js', 'css', 'document', 'jsGzip', 'gzip'];

/** Each figure's median over a page's real-throttling visits, the worst CLS, and how the visits went. */
export function summariseReal(samples) {
  /** @type {Record<string, any>} */
  const summary = {runs: samples.length};
  for (const figure of REAL_FIGURES) summary[figure] = median(samples.map((sample) => sample[figure]));
  const shifts = samples.map((sample) => sample.cls).filter((value) => Number.isFinite(value));
  summary.clsMax = shifts.length ? Math.max(...shifts) : null;
  summary.notQuiet = samples.filter((sample) => sample.quiet === false).length;
  if (samples.some((sample) => sample.workspaceShown)) summary.workspaceShownRuns = samples.filter((sample) => sample.workspaceShown?.shown).length;
  return summary;
}

/** Stores the reader's workspace on every page of a context before the page's scripts run. */
async function storeWorkspace(context) {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank) has nothing to store it in.
      }
    },
    [WORKSPACE_STORAGE_KEY, JSON.stringify(BENCH_WORKSPACE)],
  );
}

/** Animation frames without a new swapped block after which the swap is taken as done. */
const SETTLED_FRAMES = 10;

/**
 * Whether the page as measured showed the reader's workspace: blocks swap as they come near the
 * screen and all of them before the page prints (src/components/nearScreen.ts), so it is told it is
 * about to print and its code blocks are read until every one shows the reader's values or no more
 * change for a few frames.
 */
async function workspaceShownOn(page) {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  let result = showsWorkspace(await page.evaluate(SHOWN_CODE));
  for (let unchanged = 0; !result.shown && unchanged < SETTLED_FRAMES; ) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const next = showsWorkspace(await page.evaluate(SHOWN_CODE));
    unchanged = next.swapped === result.swapped ? unchanged + 1 : 0;
    result = next;
  }
  return result;
}

/**
 * Runs the real-throttling visits in order in one Chromium, each in a fresh context; returns each
 * site's and page's samples, keyed `site\0page name`.
 * @param {ReturnType<typeof realVisits>} visits
 * @param {Record<string, {url: string, buildDir: string}>} servers by site name
 */
async function runRealVisits(visits, servers) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const samples = new Map();
  try {
    for (const [index, visit] of visits.entries()) {
      const server = servers[visit.site];
      const url = server.url + visit.page.path;
      const sample = await measureVisit(browser, url, {
        buildDir: server.buildDir,
        basePath: new URL(server.url).pathname,
        prepare: visit.page.workspace ? storeWorkspace : undefined,
        inspect: visit.page.workspace ? workspaceShownOn : undefined,
      });
      const {inspected: workspaceShown, ...figures} = sample;
      const key = `${visit.site}\0${visit.page.name}`;
      samples.set(key, [...(samples.get(key) ?? []), {...figures, ...(workspaceShown ? {workspaceShown} : {})}]);
      const shown = workspaceShown ? `, workspace ${workspaceShown.shown ? 'shown' : 'NOT SHOWN'}` : '';
      console.log(
        `[bench] real ${index + 1}/${visits.length} round ${visit.round}: ${visit.site} ${visit.page.name}: FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms${shown}${figures.quiet ? '' : ' (never quiet)'}`,
      );
    }
  } finally {
    await browser.close();
  }
  return samples;
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

/** No layout shift, from the workspace swap either. What the CLS row of a page says. */
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
 * What Lighthouse's table asks of a page type against the stock doc page on the same run: performance at
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
 * page it was paired with, and whether it meets those targets against the stock doc page.
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

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const kib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const signedMs = (value) => (Number.isFinite(value) ? `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))} ms` : 'n/a');
const signedKb = (bytes) => (Number.isFinite(bytes) ? `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${Math.abs(bytes / 1024).toFixed(1)} KB` : 'n/a');

/**
 * What a page type misses of the real-throttling targets against the stock doc page of the same run,
 * by name and figure; none when it meets them all.
 */
export function realMisses(page, stockDoc) {
  const misses = [];
  // A figure that could not be measured (null) meets nothing.
  const within = (value, limit) => Number.isFinite(value) && Number.isFinite(limit) && value <= limit;
  const later = (figure) => (Number.isFinite(page[figure]) && Number.isFinite(stockDoc[figure]) ? signedMs(page[figure] - stockDoc[figure]) : 'n/a');
  const margin = REAL_TARGETS.paintMarginMs;
  if (!within(page.fcpMs, stockDoc.fcpMs + margin)) misses.push(`FCP ${later('fcpMs')}`);
  if (!within(page.lcpMs, stockDoc.lcpMs + margin)) misses.push(`LCP ${later('lcpMs')}`);
  if (!within(page.tbtMs, stockDoc.tbtMs)) misses.push(`TBT ${later('tbtMs')}`);
  if ((page.clsMax ?? page.cls) !== REAL_TARGETS.cls) misses.push(`CLS ${formatCls(page.clsMax ?? page.cls)}`);
  if (!within(page.js, REAL_TARGETS.jsServedKb * 1024)) misses.push(`JS ${kib(page.js)}`);
  if (page.workspace && page.workspaceShownRuns !== page.runs) misses.push(`workspace shown in ${page.workspaceShownRuns ?? 0} of ${page.runs}`);
  return misses;
}

/**
 * The real-throttling table: the stock pages, then each page type of ours, with the verdict against
 * the stock doc page (FCP and LCP within 50 ms of it, TBT no longer, CLS 0, JS as served within 150 KB).
 */
export function formatReal({stock, pages}) {
  const stockDoc = stock[STOCK_PAGES.doc.name];
  const rows = [['Page', 'FCP', 'LCP', 'TBT', 'CLS', 'JS as served', 'JS (gzip)', 'All (gzip)', `Against the stock doc page (FCP, LCP ≤ +${REAL_TARGETS.paintMarginMs} ms; TBT ≤; CLS 0; JS as served ≤ ${REAL_TARGETS.jsServedKb} KB)`]];
  const figures = (page) => [ms(page.fcpMs), ms(page.lcpMs), ms(page.tbtMs), formatCls(page.clsMax ?? page.cls), kib(page.js), kib(page.jsGzip), kib(page.gzip)];
  for (const [name, page] of Object.entries(stock)) rows.push([name, ...figures(page), '']);
  for (const page of pages) {
    const misses = realMisses(page, stockDoc);
    rows.push([page.name, ...figures(page), misses.length ? `MISSED: ${misses.join(', ')}` : 'met']);
  }
  return markdownTable(rows);
}

/** @typedef {{html: number, htmlTrips: number, css: number, cssTrips: number}} FirstPaint */

/**
 * What each page type's first paint waits for (its HTML and its render-blocking stylesheets, with
 * their headers as nginx sends them, and the round trips each takes on a new connection), beside
 * the stock page of the same content (or, without one, the stock page it is paired with): ours must
 * need no more round trips.
 * @param {{name: string, ours: FirstPaint, stockName: string, stock: FirstPaint}[]} rows
 */
export function formatRoundTrips(rows) {
  const table = [['Page', 'HTML', 'Blocking CSS', 'Stock page', 'HTML', 'Blocking CSS', 'Round trips']];
  const cell = (bytes, trips) => `${kib(bytes)} (${trips})`;
  for (const {name, ours, stockName, stock} of rows) {
    const met = ours.htmlTrips <= stock.htmlTrips && ours.cssTrips <= stock.cssTrips;
    table.push([name, cell(ours.html, ours.htmlTrips), cell(ours.css, ours.cssTrips), stockName, cell(stock.html, stock.htmlTrips), cell(stock.css, stock.cssTrips), met ? 'met' : 'MISSED']);
  }
  return markdownTable(table);
}

/** What leaving an optimisation out costs on one page type: the variant's medians less ours. */
export function costOf(variant, full) {
  return {
    fcpMs: variant.fcpMs - full.fcpMs,
    lcpMs: variant.lcpMs - full.lcpMs,
    tbtMs: variant.tbtMs - full.tbtMs,
    jsGzip: variant.jsGzip - full.jsGzip,
    gzip: variant.gzip - full.gzip,
    htmlTrips: (variant.htmlTrips ?? 0) - (full.htmlTrips ?? 0),
    cssTrips: (variant.cssTrips ?? 0) - (full.cssTrips ?? 0),
  };
}

/** More or fewer round trips for what the first paint waits for, e.g. `CSS +1`; `±0` for none. */
const tripsCell = (cost) => [cost.htmlTrips ? `HTML ${cost.htmlTrips > 0 ? '+' : '−'}${Math.abs(cost.htmlTrips)}` : '', cost.cssTrips ? `CSS ${cost.cssTrips > 0 ? '+' : '−'}${Math.abs(cost.cssTrips)}` : ''].filter(Boolean).join(', ') || '±0';

/**
 * Whether an optimisation pays, from its costs per page type: leaving it out makes some page type's
 * FCP, LCP or TBT at least 50 ms worse, or its bytes (JS or all, gzip) at least 5 KB heavier, or
 * what its first paint waits for (HTML, blocking CSS) a round trip longer. Per-request throttling
 * cannot show the last, which costs a round trip of the network (150 ms on slow 4G) on a new
 * connection; it is counted as one. The reasons, by page type; none when it does not pay.
 * @param {{name: string, cost: ReturnType<typeof costOf>}[]} costs
 */
export function paysFor(costs) {
  const reasons = [];
  for (const {name, cost} of costs) {
    for (const figure of ['fcpMs', 'lcpMs', 'tbtMs']) {
      if (cost[figure] >= PAYS.ms) reasons.push(`${figure.replace(/Ms$/, '').toUpperCase()} ${signedMs(cost[figure])} on ${name}`);
    }
    if (cost.jsGzip >= PAYS.gzipBytes) reasons.push(`JS ${signedKb(cost.jsGzip)} on ${name}`);
    else if (cost.gzip >= PAYS.gzipBytes) reasons.push(`bytes ${signedKb(cost.gzip)} on ${name}`);
    if (cost.htmlTrips > 0 || cost.cssTrips > 0) reasons.push(`${tripsCell(cost)} round trip(s) on ${name}`);
  }
  return reasons;
}

/**
 * The per-optimisation table: for each optimisation and page type, what leaving it out costs (the
 * build without it less ours, medians of the same rounds; positive is worse), and whether it pays.
 * @param {{full: Record<string, any>, variants: Record<string, Record<string, any>>}} figures
 *   page figures by page name, for ours and for each optimisation left out
 */
export function formatOptimisations({full, variants}) {
  const rows = [['Left out', 'Page', 'FCP', 'LCP', 'TBT', 'JS (gzip)', 'All (gzip)', 'Round trips', 'Pays?']];
  for (const [optimisation, pages] of Object.entries(variants)) {
    const costs = Object.keys(pages).map((name) => ({name, cost: costOf(pages[name], full[name])}));
    const reasons = paysFor(costs);
    costs.forEach(({name, cost}, index) => {
      const verdict = index > 0 ? '' : reasons.length ? `yes: ${reasons.join('; ')}` : 'no';
      rows.push([index ? '' : optimisation, name, signedMs(cost.fcpMs), signedMs(cost.lcpMs), signedMs(cost.tbtMs), signedKb(cost.jsGzip), signedKb(cost.gzip), tripsCell(cost), verdict]);
    });
  }
  return markdownTable(rows);
}

/** A whole number option of at least `min`. */
function countOption(values, name, min) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, not "${values[name]}"`);
  return value;
}

/** The optimisations `--variants` names: all by default, none for `none`; an unknown name is an error. */
export function variantsOption(value) {
  if (value === undefined || value === 'all') return [...OPTIMISATIONS];
  if (value === 'none') return [];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !OPTIMISATIONS.includes(name));
  if (unknown.length) throw new Error(`--variants: ${unknown.join(', ')} not among ${OPTIMISATIONS.join(', ')} (or all, none)`);
  return names;
}

export function readOptions(argv) {
  const {values} = parseArgs({
    args: argv,
    options: {
      rounds: {type: 'string', default: '5'},
      variants: {type: 'string'},
      'lighthouse-runs': {type: 'string', default: '5'},
      'only-real': {type: 'boolean', default: false},
      'skip-webpack': {type: 'boolean', default: false},
      'build-dir': {type: 'string'},
      'skip-search': {type: 'boolean', default: false},
      'skip-search-growth': {type: 'boolean', default: false},
      'skip-api-scale': {type: 'boolean', default: false},
      'api-scale-only': {type: 'boolean', default: false},
      port: {type: 'string', default: String(Number(process.env.E2E_SITE_PORT ?? 4173) + 11)},
    },
  });
  const onlyReal = values['only-real'];
  const variants = variantsOption(values.variants);
  const port = Number(values.port);
  // Ours, stock, then one server per variant.
  if (!Number.isInteger(port) || port < 1 || port + 1 + variants.length > 65535) throw new Error(`--port must be a TCP port with ${1 + variants.length} more after it, not "${values.port}"`);
  const buildDir = values['build-dir'];
  if (buildDir !== undefined && !existsSync(path.join(buildDir, 'index.html'))) throw new Error(`--build-dir ${buildDir} holds no built site (no index.html)`);
  return {
    rounds: countOption(values, 'rounds', 1),
    lighthouseRuns: onlyReal ? 0 : countOption(values, 'lighthouse-runs', 0),
    variants,
    port,
    skipWebpack: onlyReal || values['skip-webpack'],
    skipSearch: onlyReal || values['skip-search'],
    skipSearchGrowth: onlyReal || values['skip-search'] || values['skip-search-growth'],
    skipApiScale: onlyReal || values['skip-api-scale'],
    apiScaleOnly: values['api-scale-only'],
    buildDir,
  };
}

/** Files no build reads: the handbooks, the budgets, the scripts and the tests' specs. */
const NOT_BUILT = ['README.md', 'deploy/README.md', 'src/theme/README.md', 'handbook', 'budgets.json', 'scripts', 'tests/e2e', 'tests/unit', 'tests/samples'];

/**
 * The source a build comes from, as the id of a git tree of the working tree's files that builds
 * read (committed or not, untracked ones included, ignored ones not), so a variant's build is
 * reused only by a run of the very same source, whatever was committed or documented in between.
 */
function sourceStamp() {
  const index = path.join(os.tmpdir(), `api-docs-bench-index-${process.pid}`);
  const git = (...args) => {
    const result = spawnSync('git', args, {encoding: 'utf8', env: {...process.env, GIT_INDEX_FILE: index}});
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
    return result.stdout.trim();
  };
  try {
    git('read-tree', 'HEAD');
    git('rm', '--cached', '-r', '-q', '--ignore-unmatch', '--', ...NOT_BUILT);
    git('add', '--all', '--', '.', ...NOT_BUILT.map((pattern) => `:!${pattern}`));
    return git('write-tree');
  } finally {
    rmSync(index, {force: true});
  }
}

const SOURCE_STAMP_FILE = '.bench-source';

/** Our build without `optimisation` (DOCS_BENCH_WITHOUT), built now unless the same source built it before. */
function variantBuild(optimisation, stamp) {
  const outDir = path.join(RESULTS_DIR, `build-without-${optimisation}`);
  const stampFile = path.join(outDir, SOURCE_STAMP_FILE);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`[bench] reusing ${outDir}, built from this source`);
    return outDir;
  }
  console.log(`\n[bench] building without ${optimisation} into ${outDir} …`);
  rmSync(outDir, {recursive: true, force: true});
  const build = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {...process.env, DOCS_BENCH_WITHOUT: optimisation, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  if (build.status !== 0) throw new Error(`The build without ${optimisation} failed with exit code ${build.status}`);
  writeFileSync(stampFile, stamp);
  return outDir;
}

/** Our pages' Markdown copies that the stock site renders, for stock pages of the same content. */
function sameContentPages(oursDir) {
  return Object.fromEntries(
    PAGE_TYPES.filter((pageType) => pageType.markdownCopy).map((pageType) => [sameContentSlug(pageType.markdownCopy), readFileSync(path.join(oursDir, pageType.markdownCopy), 'utf8')]),
  );
}

/**
 * What each page type's first paint waits for, ours and the stock page of the same content (from
 * the same-content build) or the stock page it is paired with.
 */
async function measureRoundTrips(oursUrl, stockUrl, sameContentUrl) {
  const rows = [];
  for (const pageType of PAGE_TYPES.filter((entry) => !entry.workspace)) {
    const stockPath = sameContentStockPath(pageType);
    const stock = await firstPaintBytes((pageType.markdownCopy ? sameContentUrl : stockUrl) + stockPath);
    const stockName = pageType.markdownCopy ? `stock, same content (${stockPath})` : pageType.stock.name;
    rows.push({name: pageType.name, ours: await firstPaintBytes(oursUrl + pageType.path), stockName, stock});
  }
  return rows;
}

/**
 * Ports browsers and fetch refuse to connect to (the Fetch standard's "bad ports" at 1024 and up;
 * Chromium's list is the same). A server the bench starts on one of them could never be reached.
 */
const REFUSED_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** `count` ports from `first` upwards, skipping those browsers refuse. */
export function usablePorts(first, count) {
  const ports = [];
  for (let port = first; ports.length < count; port += 1) if (!REFUSED_PORTS.has(port)) ports.push(port);
  return ports;
}

/** Resolves once an nginx of startNginx answers its health check; fails if it exits first. */
async function untilServing(server) {
  const health = new URL(HEALTH_PATH, server.url);
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`nginx for ${server.url} exited with ${server.child.exitCode}`);
    try {
      if ((await fetch(health)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Page figures by page name for one site of the real-throttling samples. */
function realPages(samples, site) {
  return Object.fromEntries(PAGE_TYPES.map((pageType) => [pageType.name, {...pageType, ...summariseReal(samples.get(`${site}\0${pageType.name}`) ?? [])}]));
}

/** The API reference at scale (scripts/bench-api-scale.mjs): builds copies of the site with larger descriptions. */
function runApiScale() {
  console.log('\n[bench] scripts/bench-api-scale.mjs');
  const scale = spawnSync(process.execPath, ['scripts/bench-api-scale.mjs'], {stdio: 'inherit'});
  if (scale.status !== 0) console.log(`[bench] bench-api-scale.mjs exited with ${scale.status}`);
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.apiScaleOnly) return runApiScale();
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
  const sameContentDir = ensureStockBuild({sameContent: sameContentPages(oursDir)});
  const stamp = options.variants.length ? sourceStamp() : '';
  const variantDirs = Object.fromEntries(options.variants.map((optimisation) => [optimisation, variantBuild(optimisation, stamp)]));

  await waitForQuietMachine();
  const [oursPort, stockPort, sameContentPort, ...variantPorts] = usablePorts(options.port, 3 + options.variants.length);
  const servers = {ours: startNginx({buildDir: oursDir, port: oursPort}), stock: startNginx({buildDir: stockDir, port: stockPort})};
  options.variants.forEach((optimisation, index) => {
    servers[withoutSite(optimisation)] = startNginx({buildDir: variantDirs[optimisation], port: variantPorts[index]});
  });
  const sameContentServer = startNginx({buildDir: sameContentDir, port: sameContentPort});
  const buildDirs = {ours: oursDir, stock: stockDir, ...Object.fromEntries(options.variants.map((name) => [withoutSite(name), variantDirs[name]]))};
  const stopAll = () => Promise.all([...Object.values(servers), sameContentServer].map((server) => server.stop()));
  // Interrupted (Ctrl-C), the servers are stopped too rather than left running.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().finally(() => process.exit(130)));

  let real;
  let roundTripRows;
  let pages = null;
  let stock = null;
  try {
    for (const server of [...Object.values(servers), sameContentServer]) await untilServing(server);
    const sites = ['ours', ...options.variants.map(withoutSite)];
    const realServers = Object.fromEntries(Object.entries(servers).map(([site, server]) => [site, {url: server.url, buildDir: buildDirs[site]}]));
    const samples = await runRealVisits(realVisits(PAGE_TYPES, sites, options.rounds), realServers);
    real = {
      rounds: options.rounds,
      stock: Object.fromEntries(Object.values(STOCK_PAGES).map((page) => [page.name, summariseReal(samples.get(`stock\0${page.name}`))])),
      full: realPages(samples, 'ours'),
      variants: Object.fromEntries(options.variants.map((name) => [name, realPages(samples, withoutSite(name))])),
    };
    roundTripRows = await measureRoundTrips(servers.ours.url, servers.stock.url, sameContentServer.url);
    // What the first paint waits for does not depend on the load: once per page of each build.
    for (const [site, pages] of [['ours', real.full], ...options.variants.map((name) => [withoutSite(name), real.variants[name]])]) {
      for (const page of Object.values(pages)) Object.assign(page, await firstPaintBytes(servers[site].url + page.path));
    }
    if (options.lighthouseRuns > 0) {
      const lighthouseSamples = await runVisits(interleavedVisits(PAGE_TYPES, options.lighthouseRuns), {ours: servers.ours.url, stock: servers.stock.url});
      pages = PAGE_TYPES.map((pageType) => ({...pageType, ...summarise(lighthouseSamples.get(pageType.name))}));
      stock = Object.fromEntries(Object.values(STOCK_PAGES).map((page) => [page.name, summarise(lighthouseSamples.get(page.name))]));
    }
    if (!options.skipSearch && existsSync('scripts/bench-search.mjs')) {
      console.log('\n[bench] scripts/bench-search.mjs');
      const search = spawnSync(process.execPath, ['scripts/bench-search.mjs'], {
        stdio: 'inherit',
        env: {...process.env, BENCH_SITE_URL: servers.ours.url, BENCH_BUILD_DIR: path.resolve(oursDir)},
      });
      if (search.status !== 0) console.log(`[bench] bench-search.mjs exited with ${search.status}`);
    }
  } finally {
    await stopAll();
  }

  const loadAverage = os.loadavg().map((value) => value.toFixed(1)).join(', ');
  const consoleChunk = consoleChunkBytes(oursDir);
  const commit = spawnSync('git', ['describe', '--always', '--dirty'], {encoding: 'utf8'}).stdout?.trim();
  const figures = {when: new Date().toISOString(), commit, cpus: os.cpus().length, loadAverage, node: process.version, real, roundTrips: roundTripRows, lighthouseRuns: options.lighthouseRuns, faster, webpack, pages, stock, consoleChunk};
  writeFileSync(path.join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
  // Throttling multiplies whatever else the machine is doing: say how busy it was.
  console.log(`\nAPI documentation benchmark, ${figures.when}, commit ${commit}: ${os.cpus().length} CPUs (load average ${loadAverage} over 1, 5 and 15 minutes), Node ${process.version}\n`);
  const {latencyMs, downloadBitsPerSecond, uploadBitsPerSecond, cpuSlowdown} = REAL_THROTTLING;
  console.log(
    `Real throttling (Chromium, ${latencyMs} ms per request, ${(downloadBitsPerSecond / 1024 ** 2).toFixed(1)} Mbit/s down, ${uploadBitsPerSecond / 1024} kbit/s up, ${cpuSlowdown}× CPU, ${PHONE.viewport.width} px wide), medians of ${options.rounds} interleaved round(s):\n`,
  );
  console.log(formatReal({stock: real.stock, pages: Object.values(real.full)}));
  console.log(`\nWhat the first paint waits for, with headers as nginx sends it, and (in brackets) the round trips each response takes on a new connection (initial window 10 × 1,460 bytes):\n`);
  console.log(formatRoundTrips(roundTripRows));
  if (options.variants.length) {
    console.log(`\nWhat each optimisation wins: ours without it less ours, medians of the same rounds (positive: worse without it; it pays at ${PAYS.ms} ms or ${PAYS.gzipBytes / 1024} KB gzip on some page type):\n`);
    console.log(formatOptimisations({full: real.full, variants: real.variants}));
  }
  if (pages) {
    console.log(`\nLighthouse (mobile, simulated throttling), medians of ${options.lighthouseRuns} interleaved round(s):\n`);
    console.log(formatTable(figures));
    console.log(`\nLighthouse against stock Docusaurus (same version, settings, server and browser; ratio to the paired stock page):\n`);
    console.log(formatComparison(figures));
  } else if (faster) {
    console.log(`\nCold build, Faster: ${faster.seconds.toFixed(1)} s${webpack ? `; webpack: ${webpack.seconds.toFixed(1)} s` : ''}`);
  }
  console.log(`\nFigures saved to ${RESULTS_DIR}/bench.json`);
  if (!options.skipSearchGrowth) {
    // Bytes per search, the index's build time and each page type's JavaScript with the docs as they
    // are and repeated 10 times.
    console.log('\n[bench] scripts/bench-search.mjs --scale 10');
    const growth = spawnSync(process.execPath, ['scripts/bench-search.mjs', '--scale', '10'], {stdio: 'inherit'});
    if (growth.status !== 0) console.log(`[bench] bench-search.mjs --scale 10 exited with ${growth.status}`);
  }
  if (!options.skipApiScale) runApiScale();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
