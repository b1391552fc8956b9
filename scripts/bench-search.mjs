// Search speed and size on an existing production build: index size (raw and gzip), time from
// opening the search dialog to its first results with the index cold and warm, and the median
// time per query over a fixed list of 50 queries. Starts its own static server on a free port
// and Chromium with the browser tests' launch options.
//
//   npx docusaurus build --out-dir build && node scripts/bench-search.mjs [buildDir]
//
// Prints the figures and writes them to bench-results/search.json. Informational: it never fails
// on a slow figure, only when it cannot measure.
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {BASE_PATH, startStaticServer} from '../tests/support/static-server.mjs';
import {chromiumLaunchOptions} from '../tests/support/chromium.mjs';

/** The spec's target for first results with the index already loaded. */
const WARM_FIRST_RESULTS_TARGET_MS = 100;
const COLD_RUNS = 5;
const WARM_RUNS = 5;
const COLD_QUERY = 'dataset';
const WARM_QUERIES = ['export', 'drafts', 'links', 'import', 'webhook'];

/** Fixed queries: words, phrases, codes, prefixes a reader is still typing, and typos. */
const BENCH_QUERIES = [
  'dataset', 'datasets', 'create dataset', 'items', 'links', 'drafts', 'export', 'import', 'async',
  'sync', 'callback', 'webhook', 'job ticket', 'jobStatus', 'autoId', 'labelId', 'treeId',
  'properties', 'property type', 'filter', 'projection', 'csv', 'tsv', 'jsonRows', 'gzip',
  'compression', 'rate limit', 'quota', 'throttled', 'error codes', '400801', 'ItemNotFound', 'SCIM',
  'SSL certificate', 'tenant', 'token', 'authentication', 'Power BI', 'on-demand', 'expression',
  'fold scheme', 'layer', 'clear drafts', 'apply drafts', 'populate links', 'allocation',
  'temporary file', 'alloc', 'expor', 'datset',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

function indexFile(buildDir) {
  const name = readdirSync(buildDir).find((file) => /^search-index(-[0-9a-f]+)?\.json$/.test(file));
  if (!name) throw new Error(`No search-index*.json in ${buildDir}: build the site first (npx docusaurus build).`);
  return path.join(buildDir, name);
}

/**
 * In the page: optionally opens the dialog with the navbar button, types `query`, and resolves
 * once the results for that query are in the DOM. Returns the elapsed time and the result count.
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
        return status?.dataset.query === query && ['ready', 'failed'].includes(status.dataset.searchStatus);
      });
      const status = document.querySelector('[role="dialog"] [role="status"]').dataset.searchStatus;
      return {ms: performance.now() - started, results: document.querySelectorAll('[role="dialog"] [role="option"]').length, status};
    },
    {query, open},
  );
}

async function openDocsPage(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${BASE_PATH}introduction/`);
  // The button announces its shortcuts once hydrated, i.e. once it works.
  await page.waitForSelector('nav.navbar button[aria-keyshortcuts]');
  return {context, page};
}

function check(run, what) {
  if (run.status !== 'ready') throw new Error(`${what}: the search index did not load (status ${run.status}).`);
  return run;
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const file = indexFile(buildDir);
  const raw = readFileSync(file);
  const gzip = gzipSync(raw, {level: 6}).length;

  const server = await startStaticServer({buildDir, port: 0});
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const cold = [];
    const warm = [];
    let perQuery = [];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const {context, page} = await openDocsPage(browser, origin);
      cold.push(check(await timeToResults(page, COLD_QUERY, {open: true}), 'cold run').ms);
      if (run === 0) {
        for (const query of WARM_QUERIES.slice(0, WARM_RUNS)) {
          await page.keyboard.press('Escape');
          await page.waitForSelector('[role="dialog"]', {state: 'detached'});
          warm.push(check(await timeToResults(page, query, {open: true}), 'warm run').ms);
        }
        for (const query of BENCH_QUERIES) perQuery.push(check(await timeToResults(page, query, {open: false}), query));
      }
      await context.close();
    }
    perQuery = perQuery.map((run) => run.ms);
    const figures = {
      index: {file: path.basename(file), rawBytes: raw.length, gzipBytes: gzip},
      firstResultsColdMs: median(cold),
      firstResultsWarmMs: median(warm),
      warmTargetMs: WARM_FIRST_RESULTS_TARGET_MS,
      perQueryMedianMs: median(perQuery),
      perQueryP95Ms: percentile(perQuery, 95),
      queries: BENCH_QUERIES.length,
    };
    console.log(`Search (${path.relative(process.cwd(), buildDir) || '.'}/${figures.index.file})`);
    console.log(`  index size            ${kib(raw.length)} raw, ${kib(gzip)} gzip (level 6)`);
    console.log(`  first results, cold   ${ms(figures.firstResultsColdMs)} median of ${COLD_RUNS} page loads (fetch + parse + search)`);
    console.log(
      `  first results, warm   ${ms(figures.firstResultsWarmMs)} median of ${WARM_RUNS} reopenings` +
        ` (target < ${WARM_FIRST_RESULTS_TARGET_MS} ms: ${figures.firstResultsWarmMs < WARM_FIRST_RESULTS_TARGET_MS ? 'met' : 'MISSED'})`,
    );
    console.log(`  per query             ${ms(figures.perQueryMedianMs)} median, ${ms(figures.perQueryP95Ms)} p95 over ${BENCH_QUERIES.length} queries`);
    console.log('  (times run from the action to the results being in the DOM)');
    mkdirSync('bench-results', {recursive: true});
    writeFileSync('bench-results/search.json', `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(`bench-search: ${error.message}`);
  process.exit(1);
});
