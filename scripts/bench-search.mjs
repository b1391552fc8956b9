// Search speed and size on an existing production build, at Lighthouse's slow-4G settings
// (DevTools throttling: 562.5 ms latency, 1474.56 kbit/s down, 607.5 kbit/s up, CPU 4× slower):
//
// - bytes over the network between opening search and the first results (the light index and the
//   search code; what the page itself loaded before is not counted), and the time to those
//   results, with a cold cache (new browser profile) and a warm one (another page, same profile);
// - when the body text (the second file) has arrived, cold;
// - sizes of the index files, raw and gzip;
// - the median time per query over a fixed list, unthrottled, with the index loaded.
//
//   npx docusaurus build --out-dir build && node scripts/bench-search.mjs [buildDir]
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

/** Lighthouse's mobile slow 4G, as DevTools applies it (lighthouse-core constants, "devtools" throttling). */
const SLOW_4G = {latency: 562.5, downloadKbps: 1474.56, uploadKbps: 607.5, cpuSlowdown: 4};
/** The targets: first results within 1.5 s, in at most 150 KB of gzip. */
const TARGET_MS = 1500;
const TARGET_BYTES = 150 * 1024;
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

function indexFiles(buildDir) {
  const names = readdirSync(buildDir).filter((file) => /^search-index-[0-9a-f]+(\.light|\.text)?\.json$/.test(file));
  const light = names.find((name) => name.endsWith('.light.json'));
  if (!light) throw new Error(`No search-index-*.light.json in ${buildDir}: build the site first (npx docusaurus build).`);
  return names.sort().map((name) => {
    const raw = readFileSync(path.join(buildDir, name));
    return {file: name, rawBytes: raw.length, gzipBytes: gzipSync(raw, {level: 9}).length};
  });
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
      if (open) document.querySelector('nav.navbar button[aria-haspopup="dialog"]').click();
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

async function main() {
  const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? process.argv[2] ?? 'build');
  const files = indexFiles(buildDir);
  let server = null;
  let origin = process.env.BENCH_SITE_URL ? new URL(process.env.BENCH_SITE_URL).origin : null;
  if (!origin) {
    server = startNginx({buildDir, port: await freePort()});
    origin = new URL(server.url).origin;
    // nginx starts in the background: wait until it answers.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await fetch(`${origin}${basePathOf(buildDir)}`).then((response) => response.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const cold = [];
    const warm = [];
    let textArrivedMs = null;
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const meter = await networkMeter(page);
      await openDocsPage(page, origin, basePathOf(buildDir), 'introduction/');
      const started = performance.now();
      cold.push(await throttledSearch(page, meter, COLD_QUERY));
      if (run === 0) {
        // The body text follows the first results; note when it has arrived (still throttled).
        await throttle(meter.cdp);
        await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('.text.json') && entry.responseEnd > 0), null, {timeout: 120_000});
        const text = meter.finished.find((response) => response.url.includes('.text.json'));
        textArrivedMs = text ? text.at - started : null;
        await unthrottle(meter.cdp);
        // Warm: another page in the same profile, so the index and code come from the HTTP cache.
        await openDocsPage(page, origin, basePathOf(buildDir), 'egress/export-api/');
        warm.push(await throttledSearch(page, meter, WARM_QUERY));
      }
      await context.close();
    }

    // Per query, unthrottled, with the index and the text loaded.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openDocsPage(page, origin, basePathOf(buildDir), 'introduction/');
    check(await timeToResults(page, COLD_QUERY, {open: true}), 'first search');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('.text.json') && entry.responseEnd > 0));
    const perQuery = [];
    for (const query of BENCH_QUERIES) perQuery.push((await timeToResults(page, query, {open: false})).ms);
    await context.close();

    const coldMedian = {ms: median(cold.map((run) => run.ms)), bytes: median(cold.map((run) => run.bytes))};
    const figures = {
      throttling: SLOW_4G,
      index: files,
      firstResultsCold: {...coldMedian, files: cold[0].files, runs: cold.length},
      firstResultsWarm: {ms: warm[0].ms, bytes: warm[0].bytes, files: warm[0].files},
      bodyTextArrivedColdMs: textArrivedMs,
      perQueryMedianMs: median(perQuery),
      queries: BENCH_QUERIES.length,
      targets: {ms: TARGET_MS, bytes: TARGET_BYTES},
    };
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    console.log(`Search (${path.relative(process.cwd(), buildDir) || '.'}), slow 4G (${SLOW_4G.latency} ms, ${SLOW_4G.downloadKbps} kbit/s, CPU ×${SLOW_4G.cpuSlowdown})`);
    for (const file of files) console.log(`  ${file.file.padEnd(36)} ${kib(file.rawBytes).padStart(11)} raw, ${kib(file.gzipBytes).padStart(10)} gzip`);
    console.log(
      `  first results, cold   ${ms(coldMedian.ms)} (target ${TARGET_MS} ms: ${verdict(coldMedian.ms <= TARGET_MS)}), ` +
        `${kib(coldMedian.bytes)} fetched (target ${kib(TARGET_BYTES)}: ${verdict(coldMedian.bytes <= TARGET_BYTES)}); median of ${COLD_RUNS}`,
    );
    console.log(`                        fetched: ${cold[0].files.join(', ')}`);
    console.log(`  first results, warm   ${ms(warm[0].ms)}, ${kib(warm[0].bytes)} fetched (revalidations: ${warm[0].files.join(', ') || 'none'})`);
    if (textArrivedMs !== null) console.log(`  body text arrived     ${ms(textArrivedMs)} after opening search, cold`);
    console.log(`  per query             ${figures.perQueryMedianMs.toFixed(1)} ms median over ${BENCH_QUERIES.length} queries (unthrottled, index loaded)`);
    mkdirSync('bench-results', {recursive: true});
    writeFileSync('bench-results/search.json', `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(`bench-search: ${error.message}`);
  process.exit(1);
});
