// Search speed and size on an existing production build, at Lighthouse's slow-4G settings
// (DevTools throttling: 562.5 ms latency, 1474.56 kbit/s down, 607.5 kbit/s up, CPU 4× slower):
//
// - bytes over the network between opening search and the first results (the shard table, the
//   shards, cards and search code the query needs; what the page itself loaded before is not
//   counted), and the time to those results, with a cold cache (new browser profile) and a warm
//   one (another page, same profile);
// - when the results are complete (body text and snippets), cold;
// - the sizes of the index's files, raw and gzip;
// - the median time per query over a fixed list, unthrottled, after a first search.
//
//   npx docusaurus build --out-dir build && node scripts/bench-search.mjs [buildDir]
//
// With `--scale N` it measures growth instead: it builds the site twice in scratch folders
// (scripts/bench-scaled-site.mjs), once as it is and once with docs/ repeated N times, and for each
// prints the search index's build time and, for every question of
// tests/fixtures/search-questions.json on a cold page, the gzip bytes fetched from opening search to
// the first results and to complete results (median and largest), and how the N× figures compare;
// and on the same builds, the JavaScript each page type loads (scripts/bench-page-scripts.mjs).
//
// Serves the build through nginx with the production configuration (precompressed files, cache
// headers), or uses BENCH_SITE_URL when `npm run bench` already serves it. Prints the figures and
// writes bench-results/search.json. Informational: it fails only when it cannot measure.
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {createServer} from 'node:net';
import {chromium} from 'playwright-core';
import {basePathOf, startNginx} from '../tests/support/nginx-server.mjs';
import {chromiumLaunchOptions} from '../tests/support/chromium.mjs';
import {totalGzipBytes} from '../tests/support/budgets.mjs';
import {buildScaledSite} from './bench-scaled-site.mjs';
import {formatScriptGrowth, pageScripts} from './bench-page-scripts.mjs';

/** Lighthouse's mobile slow 4G, as DevTools applies it (lighthouse-core constants, "devtools" throttling). */
const SLOW_4G = {latency: 562.5, downloadKbps: 1474.56, uploadKbps: 607.5, cpuSlowdown: 4};
/** The issue's targets: first results within 1.5 s, in at most 150 KB of gzip. */
const TARGET_MS = 1500;
export const TARGET_BYTES = 150 * 1024;
const COLD_RUNS = 3;
const COLD_QUERY = 'dataset';
const WARM_QUERY = 'export';

/** Fixed queries: words, phrases, identifiers, codes, prefixes still being typed, and typos. */
const BENCH_QUERIES = [
  'dataset', 'create dataset', 'links', 'drafts', 'export', 'import', 'callback', 'webhook', 'job ticket',
  'jobStatus', 'autoId', 'dateFormat', 'date format', 'filter', 'projection', 'csv', 'jsonRows', 'gzip',
  'rate limit', 'quota', '400804', 'ItemNotFound', 'POST /datasets/create', 'put items import',
  'createDataset', 'SSL certificate', 'tenant', 'token', 'Power BI', 'on-demand', 'fold scheme',
  'clear drafts', 'allocation', 'temporary file', 'alloc', 'expor', 'datset', 'how do I delete an item',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(0)} ms`;

/** The index's folder in a build, and its files by kind (shard table, light and text shards, cards, sections), raw and gzip. */
function indexFiles(buildDir) {
  const folder = readdirSync(buildDir).find((name) => /^search-index-[0-9a-f]+$/.test(name));
  if (!folder) throw new Error(`No search-index-<hash>/ folder in ${buildDir}: build the site first (npx docusaurus build).`);
  const kinds = {'meta.json': 'shard table', l: 'light shards', t: 'text shards', p: 'cards', s: 'sections'};
  const totals = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json')) {
        const kind = kinds[path.relative(path.join(buildDir, folder), file).split(path.sep)[0]] ?? 'other';
        const raw = readFileSync(file);
        const total = totals.get(kind) ?? {file: kind, files: 0, rawBytes: 0, gzipBytes: 0};
        total.files += 1;
        total.rawBytes += raw.length;
        total.gzipBytes += gzipSync(raw, {level: 9}).length;
        totals.set(kind, total);
      }
    }
  };
  walk(path.join(buildDir, folder));
  return {folder, files: [...totals.values()]};
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });

/** Records every response's bytes on the wire (headers and body, as compressed) from now on. */
async function networkMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const finished = [];
  cdp.on('Network.requestWillBeSent', ({requestId, request}) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) =>
    finished.push({url: urls.get(requestId) ?? '', bytes: encodedDataLength, at: performance.now()}),
  );
  return {
    cdp,
    /** Bytes of the responses finished since `mark()`, and their URLs. */
    mark() {
      const start = finished.length;
      return () => finished.slice(start);
    },
    finished,
  };
}

async function throttle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOW_4G.cpuSlowdown});
}

async function unthrottle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
}

/** Loads a docs page unthrottled and waits until the search button works (hydrated). */
async function openDocsPage(page, origin, basePath, docPath) {
  await page.goto(`${origin}${basePath}${docPath}`);
  await page.waitForSelector('nav.navbar button[aria-keyshortcuts]');
}

/**
 * In the page: opens the dialog with the navbar button (unless open), types `query`, and resolves
 * once results for it are in the DOM. Returns the elapsed time and the result count.
 */
function timeToResults(page, query, {open}) {
  return page.evaluate(
    async ({query, open}) => {
      const waitFor = (check) =>
        new Promise((resolve) => {
          if (check()) return resolve();
          const observer = new MutationObserver(() => {
            if (check()) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, {subtree: true, childList: true, attributes: true});
        });
      const started = performance.now();
      if (open) document.querySelector('nav.navbar button[aria-keyshortcuts]').click();
      await waitFor(() => document.querySelector('[role="dialog"] [role="combobox"]'));
      const input = document.querySelector('[role="dialog"] [role="combobox"]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      await waitFor(() => {
        const status = document.querySelector('[role="dialog"] [role="status"]');
        if (status?.dataset.searchStatus === 'failed') return true;
        return status?.dataset.query === query && status.dataset.searchStatus === 'ready' && document.querySelector('[role="dialog"] [role="option"]');
      });
      const status = document.querySelector('[role="dialog"] [role="status"]').dataset.searchStatus;
      return {ms: performance.now() - started, results: document.querySelectorAll('[role="dialog"] [role="option"]').length, status};
    },
    {query, open},
  );
}

function check(run, what) {
  if (run.status !== 'ready' || run.results === 0) throw new Error(`${what}: no results (status ${run.status}).`);
  return run;
}

/** One throttled search on a page that is already loaded: time, and bytes fetched meanwhile. */
async function throttledSearch(page, meter, query) {
  await throttle(meter.cdp);
  const since = meter.mark();
  const run = check(await timeToResults(page, query, {open: true}), `search for "${query}"`);
  const responses = since();
  await unthrottle(meter.cdp);
  return {ms: run.ms, bytes: responses.reduce((sum, response) => sum + response.bytes, 0), files: responses.map((response) => path.basename(new URL(response.url).pathname))};
}

/** Serves `buildDir` through nginx unless BENCH_SITE_URL already serves it; resolves with its origin and a stop function. */
export async function serve(buildDir, {reuse = true} = {}) {
  if (reuse && process.env.BENCH_SITE_URL) return {origin: new URL(process.env.BENCH_SITE_URL).origin, stop: async () => {}};
  const server = startNginx({buildDir, port: await freePort()});
  const origin = new URL(server.url).origin;
  // nginx starts in the background: wait until it answers.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await fetch(`${origin}${basePathOf(buildDir)}`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {origin, stop: () => server.stop()};
}

/** Waits, in the page, until the dialog's results for the query it shows are complete (body text and snippets). */
const settled = (page) =>
  page.waitForFunction(() => document.querySelector('[role="dialog"] [role="status"]')?.dataset.searchSettled === 'true', null, {timeout: 120_000});

async function timings(buildDir, origin, files) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const cold = [];
    const warm = [];
    let settledMs = null;
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const meter = await networkMeter(page);
      await openDocsPage(page, origin, basePathOf(buildDir), 'introduction/');
      const started = performance.now();
      cold.push(await throttledSearch(page, meter, COLD_QUERY));
      if (run === 0) {
        // Body matches and snippets follow the first results; note when they are in (still throttled).
        await throttle(meter.cdp);
        await settled(page);
        settledMs = performance.now() - started;
        await unthrottle(meter.cdp);
        // Warm: another page in the same profile, so the index and code come from the HTTP cache.
        await openDocsPage(page, origin, basePathOf(buildDir), 'egress/export-api/');
        warm.push(await throttledSearch(page, meter, WARM_QUERY));
      }
      await context.close();
    }

    // Per query, unthrottled, after a first search.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openDocsPage(page, origin, basePathOf(buildDir), 'introduction/');
    check(await timeToResults(page, COLD_QUERY, {open: true}), 'first search');
    await settled(page);
    const perQuery = [];
    for (const query of BENCH_QUERIES) perQuery.push((await timeToResults(page, query, {open: false})).ms);
    await context.close();

    const coldMedian = {ms: median(cold.map((run) => run.ms)), bytes: median(cold.map((run) => run.bytes))};
    const figures = {
      throttling: SLOW_4G,
      index: files,
      firstResultsCold: {...coldMedian, files: cold[0].files, runs: cold.length},
      firstResultsWarm: {ms: warm[0].ms, bytes: warm[0].bytes, files: warm[0].files},
      settledColdMs: settledMs,
      perQueryMedianMs: median(perQuery),
      queries: BENCH_QUERIES.length,
      targets: {ms: TARGET_MS, bytes: TARGET_BYTES},
    };
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    console.log(`Search (${path.relative(process.cwd(), buildDir) || '.'}), slow 4G (${SLOW_4G.latency} ms, ${SLOW_4G.downloadKbps} kbit/s, CPU ×${SLOW_4G.cpuSlowdown})`);
    for (const file of files.files) console.log(`  ${`${file.file} (${file.files})`.padEnd(24)} ${kib(file.rawBytes).padStart(11)} raw, ${kib(file.gzipBytes).padStart(10)} gzip`);
    console.log(
      `  first results, cold   ${ms(coldMedian.ms)} (target ${TARGET_MS} ms: ${verdict(coldMedian.ms <= TARGET_MS)}), ` +
        `${kib(coldMedian.bytes)} fetched (target ${kib(TARGET_BYTES)}: ${verdict(coldMedian.bytes <= TARGET_BYTES)}); median of ${COLD_RUNS}`,
    );
    console.log(`                        ${cold[0].files.length} files fetched`);
    console.log(`  first results, warm   ${ms(warm[0].ms)}, ${kib(warm[0].bytes)} fetched (${warm[0].files.length} revalidations)`);
    if (settledMs !== null) console.log(`  complete results      ${ms(settledMs)} after opening search, cold`);
    console.log(`  per query             ${figures.perQueryMedianMs.toFixed(1)} ms median over ${BENCH_QUERIES.length} queries (unthrottled, after a first search)`);
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * For each question on a cold page (a new browser profile, a docs page loaded first and not
 * counted): the gzip bytes of what opening search and searching fetched before the first results
 * showed, and until the results were complete, as the build's files measure them.
 */
export async function bytesPerSearch(buildDir, origin, queries) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const first = [];
  const complete = [];
  try {
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openDocsPage(page, origin, basePathOf(buildDir), 'introduction/');
      const opened = await page.evaluate((typed) => {
        performance.setResourceTimingBufferSize(2000);
        new MutationObserver((_, observer) => {
          const status = document.querySelector('[role="dialog"] [role="status"]');
          if (status?.dataset.query === typed && status.dataset.searchStatus === 'ready') {
            window.firstResultsAt = performance.now();
            observer.disconnect();
          }
        }).observe(document.body, {subtree: true, childList: true, attributes: true});
        document.querySelector('nav.navbar button[aria-keyshortcuts]').click();
        return performance.now();
      }, query);
      await page.locator('[role="dialog"] [role="combobox"]').fill(query);
      await page.waitForFunction((typed) => {
        const status = document.querySelector('[role="dialog"] [role="status"]');
        return status?.dataset.query === typed && status.dataset.searchSettled === 'true';
      }, query, {timeout: 120_000});
      const {firstResultsAt, resources} = await page.evaluate(() => ({
        firstResultsAt: window.firstResultsAt,
        resources: performance.getEntriesByType('resource').map((entry) => ({url: entry.name, start: entry.startTime})),
      }));
      const ours = resources.filter((entry) => entry.start >= opened && new URL(entry.url).origin === origin);
      const paths = (entries) => entries.map((entry) => new URL(entry.url).pathname);
      first.push(await totalGzipBytes(buildDir, paths(ours.filter((entry) => entry.start < firstResultsAt))));
      complete.push(await totalGzipBytes(buildDir, paths(ours)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const summary = (values) => ({median: median(values), max: Math.max(...values)});
  return {first: summary(first), complete: summary(complete)};
}

async function measureGrowth(copies) {
  const {questions} = JSON.parse(readFileSync('tests/fixtures/search-questions.json', 'utf8'));
  const queries = questions.map(({q}) => q);
  const rows = [];
  for (const scale of [1, copies]) {
    console.log(`[bench-search] building the site with docs/ ×${scale} (scripts/bench-scaled-site.mjs)…`);
    const built = await buildScaledSite({copies: scale});
    const server = await serve(built.buildDir, {reuse: false});
    try {
      const bytes = await bytesPerSearch(built.buildDir, server.origin, queries);
      rows.push({scale, buildSeconds: built.buildSeconds, index: built.search, bytes, pageScripts: await pageScripts(built.buildDir, server.origin)});
    } finally {
      await server.stop();
    }
  }
  const [one, many] = rows;
  const ratio = (pick) => pick(many) / pick(one);
  console.log(`Search growth: the ${queries.length} questions of tests/fixtures/search-questions.json, cold page, gzip bytes from opening search`);
  console.log('  site     pages  index build  shards  files   first results (median / largest)   complete (median / largest)');
  for (const row of rows) {
    console.log(
      `  ${`${row.scale}×`.padEnd(8)} ${String(row.index?.pages ?? '?').padStart(5)}  ${`${row.index?.seconds ?? '?'} s`.padStart(11)}  ${String(row.index?.shards ?? '?').padStart(6)}  ${String(row.index?.files ?? '?').padStart(5)}   ` +
        `${kib(row.bytes.first.median).padStart(10)} / ${kib(row.bytes.first.max).padStart(10)}           ${kib(row.bytes.complete.median).padStart(10)} / ${kib(row.bytes.complete.max).padStart(10)}`,
    );
  }
  const growth = ratio((row) => row.bytes.complete.median);
  console.log(
    `  ${copies}× against 1×: first results ${ratio((row) => row.bytes.first.median).toFixed(2)}× (median), ${ratio((row) => row.bytes.first.max).toFixed(2)}× (largest); ` +
      `complete ${growth.toFixed(2)}× (median), ${ratio((row) => row.bytes.complete.max).toFixed(2)}× (largest); target within 1.5×: ${growth <= 1.5 && ratio((row) => row.bytes.complete.max) <= 1.5 ? 'met' : 'MISSED'}`,
  );
  for (const line of formatScriptGrowth(one.pageScripts, many.pageScripts, copies)) console.log(line);
  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/search-growth.json', `${JSON.stringify(rows, null, 2)}\n`);
}

async function main() {
  const scaleAt = process.argv.indexOf('--scale');
  if (scaleAt !== -1) {
    const copies = Number(process.argv[scaleAt + 1]);
    if (!Number.isInteger(copies) || copies < 2) throw new Error('--scale takes a whole number of copies, 2 or more');
    await measureGrowth(copies);
    return;
  }
  const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? process.argv[2] ?? 'build');
  const files = indexFiles(buildDir);
  const server = await serve(buildDir);
  try {
    const figures = await timings(buildDir, server.origin, files);
    mkdirSync('bench-results', {recursive: true});
    writeFileSync('bench-results/search.json', `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`bench-search: ${error.message}`);
    process.exit(1);
  });
}
