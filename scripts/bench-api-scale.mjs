// The API reference at scale: builds copies of the site, each with a larger description in place of
// openapi/openapi.yaml, and prints what grows. The first copy keeps this site's own description (its
// 22 operations), so its build time is today's site in the same run; the others get a description
// that scripts/generate-api-description.mjs writes from a seed (250 operations over 125 schemas,
// 1,000 over 500, by default). Each copy lives in a scratch folder outside the repository, its
// node_modules linked to this checkout's, and is built cold (no persistent bundler cache).
//
// For each size: build time and peak memory (the build's whole process tree, sampled), the seconds
// and the peak memory of each step (loading content, bundling, rendering pages, postBuild,
// compressed copies), operation pages' HTML (gzip, as nginx sends it: every page, median and
// largest), their JavaScript as served (brotli, through nginx with deploy/nginx/, read in Chromium
// on the largest pages and a spread of others), and what a search fetches (gzip bytes to its first
// results, over questions of tests/fixtures/search-questions.json, as scripts/bench-search.mjs
// measures). Then the targets: build at most 6× this site's, peak at most 3 GB, every operation
// page at most 60 KB of HTML and 170 KB of JavaScript, a search at most 150 KB to its first
// results.
//
//   node scripts/bench-api-scale.mjs [--sizes 22,250,1000] [--seed 1] [--pages 12] [--queries 30] [--keep]
//   npm run bench -- --api-scale-only      (the same, from the bench)
//
// Writes bench-results/api-scale.json. Informational: it fails only when it cannot measure.
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {stringify} from 'yaml';
import {chromiumLaunchOptions} from '../tests/support/chromium.mjs';
import {basePathOf} from '../tests/support/nginx-server.mjs';
import {bytesPerSearch, serve, TARGET_BYTES as SEARCH_TARGET_BYTES} from './bench-search.mjs';
import {generateApiDescription} from './generate-api-description.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
/** The sizes of the issue: this site today, and two larger descriptions. The site's own is `22`. */
const DEFAULT_SIZES = [22, 250, 1000];
/** Schemas per operation in the generated descriptions: 500 at 1,000 operations. */
const SCHEMAS_PER_OPERATION = 0.5;
export const TARGETS = {buildRatio: 6, peakBytes: 3 * 1024 ** 3, htmlGzipBytes: 60 * 1024, jsBytes: 170 * 1024};
const SITE_OPERATIONS = 22;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(rootPid) {
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

/** The site's files as git sees them (tracked, and new ones not ignored): what a clone plus the work in progress holds. */
function siteFiles() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {cwd: ROOT, encoding: 'utf8'});
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile());
}

/** Where a copy keeps the generated description; the site's own stays for its pages' facts (src/plugins/api-facts). */
const GENERATED_DESCRIPTION = 'openapi/generated-scale.yaml';
/** The API reference's options in docusaurus.config.ts, which a copy extends with the generated description. */
const REFERENCE_OPTIONS = "{routeBasePath: 'api', strict: true}";

/**
 * A copy of the site in `directory` with `description` (an object, or undefined for the site's own)
 * as its API reference's description. The site's own description stays in openapi/openapi.yaml:
 * its docs and recipes name its error codes, schemas and operations (fact elements, checked as they
 * compile), and the Postman downloads and changelog come from it. Pages of the site link to
 * operations a generated description does not have, so the copy reports broken links instead of
 * failing on them.
 */
export function prepareSite(directory, description) {
  rmSync(directory, {recursive: true, force: true});
  for (const file of siteFiles()) {
    mkdirSync(path.dirname(path.join(directory, file)), {recursive: true});
    cpSync(path.join(ROOT, file), path.join(directory, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(directory, 'node_modules'), 'dir');
  if (description) {
    writeFileSync(path.join(directory, GENERATED_DESCRIPTION), stringify(description, {lineWidth: 0}));
    const configFile = path.join(directory, 'docusaurus.config.ts');
    const config = readFileSync(configFile, 'utf8');
    if (!config.includes("onBrokenLinks: 'throw'")) throw new Error('docusaurus.config.ts no longer sets onBrokenLinks: the bench cannot relax it');
    if (!config.includes(REFERENCE_OPTIONS)) throw new Error(`docusaurus.config.ts no longer gives the API reference ${REFERENCE_OPTIONS}: the bench cannot point it at the generated description`);
    writeFileSync(
      configFile,
      config.replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'").replace(REFERENCE_OPTIONS, `${REFERENCE_OPTIONS.slice(0, -1)}, description: '${GENERATED_DESCRIPTION}'}`),
    );
  }
}

/** The steps of a build the bench reports, as Docusaurus's perf logger names them, and the compressed copies. */
export const PHASES = [
  {key: 'load', label: 'Loading content', perf: 'Load site'},
  {key: 'bundle', label: 'Bundling', perf: 'Bundling with rspack'},
  {key: 'render', label: 'Rendering pages', perf: 'SSG'},
  {key: 'postBuild', label: 'postBuild', perf: 'postBuild()'},
  {key: 'precompress', label: 'Compressed copies'},
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Seconds of each step in a build's log: the perf logger's `[PERF] Build > <locale> > <step> - 1.5 seconds!`
 * (or `- 250.00 ms`) lines, and the precompress plugin's `[precompress] N files, … the rest in 12.3 s after them`. A step
 * the log does not show is null.
 */
export function buildPhases(log) {
  const seconds = (amount, unit) => (unit === 'ms' ? Number(amount) / 1000 : Number(amount));
  return Object.fromEntries(
    PHASES.map(({key, perf}) => {
      const match = perf
        ? new RegExp(`\\[PERF\\] Build > [^>\\n]+ > ${escapeRegExp(perf)} - ([\\d.]+) (ms|seconds)`).exec(log)
        : /\[precompress\] \d+ files\b[^\n]*? in ([\d.]+) (s) after\b/.exec(log);
      return [key, match ? seconds(match[1], match[2]) : null];
    }),
  );
}

/**
 * The step a line of the build's log ends: the key of the step whose perf line it is (`[PERF] Build
 * > en > Bundling with rspack - 62.57 seconds!`, not a line of a part of a step), or null.
 */
export function stepEndedBy(line) {
  const match = /^\[PERF\] Build > [^>]+ > (.+?) - [\d.]+ (?:ms|seconds)/.exec(line);
  return (match && PHASES.find(({perf}) => perf === match[1])?.key) ?? null;
}

/**
 * Follows a build's log as it arrives and its memory as it is sampled: the highest memory of each
 * step, from the end of the step before (a step's perf line is written when it ends). What comes
 * after postBuild is the compressed copies' step.
 */
export function stepPeaks() {
  const peaks = Object.fromEntries(PHASES.map(({key}) => [key, null]));
  let peak = 0;
  let pending = '';
  return {
    sample(bytes) {
      peak = Math.max(peak, bytes);
    },
    read(chunk) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) {
        const key = stepEndedBy(line);
        if (!key) continue;
        peaks[key] = peak;
        peak = 0;
      }
    },
    end() {
      if (peaks.postBuild !== null) peaks.precompress = peak;
      return peaks;
    },
  };
}

/** A cold production build of the copy: seconds and peak memory of its process tree, and the seconds and peak memory of its steps. */
export function build(directory) {
  const outDir = path.join(directory, 'build');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir], {
    cwd: directory,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A production build of this site's current version, whatever the calling shell sets.
    // Docusaurus's perf logger times each step of the build; the bench reads the steps from the log.
    env: {...Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DOCS_TEST_BUILD', 'DOCS_OPENAPI', 'DOCS_VERSION'].includes(name))), DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', DOCUSAURUS_PERF_LOGGER: 'true'},
  });
  let log = '';
  const steps = stepPeaks();
  const read = (chunk) => {
    log += chunk;
    steps.read(String(chunk));
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  let peak = 0;
  const sampler = setInterval(() => {
    const bytes = treeRss(child.pid);
    peak = Math.max(peak, bytes);
    steps.sample(bytes);
  }, 250);
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`the build in ${directory} failed (exit ${code}):\n${log.split('\n').slice(-30).join('\n')}`));
      resolve({seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes: peak, outDir, phases: buildPhases(log), phasePeaks: steps.end()});
    });
  });
}

const gzipBytes = (file) => (existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), {level: 9}).length);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

/** Operation pages of a built copy, from the model summary the reference writes beside its pages. */
export function operationPages(directory, outDir) {
  const summary = JSON.parse(readFileSync(path.join(directory, '.api-reference/model-summary.json'), 'utf8'));
  return summary.operations.map((operation) => {
    const file = path.join(outDir, operation.permalink.replace(/^\//, ''), 'index.html');
    return {permalink: operation.permalink, htmlGzipBytes: gzipBytes(file)};
  });
}

/** The questions of tests/fixtures/search-questions.json, every `step`-th: what the search bench asks. */
function searchQueries(count) {
  const {questions} = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/search-questions.json'), 'utf8'));
  const step = Math.max(1, Math.floor(questions.length / count));
  return questions.filter((_question, index) => index % step === 0).slice(0, count).map(({q}) => q);
}

/** Pages to load in the browser: the largest by HTML, and an even spread of the rest. */
export function samplePages(pages, count) {
  const bySize = [...pages].sort((a, b) => b.htmlGzipBytes - a.htmlGzipBytes);
  const chosen = new Set(bySize.slice(0, Math.ceil(count / 3)));
  const step = Math.max(1, Math.floor(pages.length / Math.max(1, count - chosen.size)));
  for (let index = 0; index < pages.length && chosen.size < count; index += step) chosen.add(pages[index]);
  return [...chosen];
}

/**
 * Served through nginx: the JavaScript each sampled page loads until the network is quiet (encoded
 * bytes, as Chromium receives them), and what a search fetches (scripts/bench-search.mjs's measure:
 * gzip bytes from opening search to the first and to complete results, on a cold page).
 */
async function measureServed(outDir, pages, queries) {
  const server = await serve(outDir, {reuse: false});
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measured = [];
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${server.origin}${basePathOf(outDir)}${page.permalink.replace(/^\//, '')}/`, {waitUntil: 'networkidle'});
      const bytes = await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize || 0), 0),
      );
      measured.push({...page, jsBytes: bytes});
      await context.close();
    }
    return {pages: measured, search: await bytesPerSearch(outDir, server.origin, queries)};
  } finally {
    await browser.close();
    await server.stop();
  }
}

function readOptions(argv) {
  const {values} = parseArgs({
    args: argv,
    options: {sizes: {type: 'string'}, seed: {type: 'string', default: '1'}, pages: {type: 'string', default: '12'}, queries: {type: 'string', default: '30'}, keep: {type: 'boolean', default: false}},
  });
  const sizes = values.sizes ? values.sizes.split(',').map(Number) : DEFAULT_SIZES;
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes must be whole numbers of operations, not "${values.sizes}"`);
  return {sizes, seed: Number(values.seed), pageCount: Number(values.pages), queryCount: Number(values.queries), keep: values.keep};
}

const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/** A Markdown table, each column as wide as its widest cell. */
function markdownTable(header, lines) {
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)));
  const format = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

export function formatTable(rows) {
  const site = rows.find((row) => row.operations === SITE_OPERATIONS) ?? rows[0];
  const header = ['Operations', 'Schemas', 'Build', '× site', 'Peak memory', 'Op. HTML median', 'Op. HTML largest', 'Op. JS median', 'Op. JS largest', 'Search to first results (median / largest)'];
  const lines = rows.map((row) => [
    String(row.operations),
    String(row.schemas),
    `${row.seconds.toFixed(0)} s`,
    `${(row.seconds / site.seconds).toFixed(2)}×`,
    gb(row.peakBytes),
    kb(row.htmlMedian),
    kb(row.htmlLargest),
    kb(row.jsMedian),
    kb(row.jsLargest),
    `${kb(row.search.first.median)} / ${kb(row.search.first.max)}`,
  ]);
  return markdownTable(header, lines);
}

/** Where each build's time went: its steps in seconds, and each step's share of the growth from this site's build. */
export function formatPhaseTable(rows) {
  const site = rows.find((row) => row.operations === SITE_OPERATIONS) ?? rows[0];
  const header = ['Operations', ...PHASES.map((phase) => phase.label), 'Other', 'Build'];
  const lines = rows.map((row) => {
    const known = PHASES.reduce((sum, {key}) => sum + (row.phases?.[key] ?? 0), 0);
    const cells = PHASES.map(({key}) => {
      const value = row.phases?.[key];
      if (value === null || value === undefined) return '–';
      const base = site.phases?.[key];
      return row === site || base === null || base === undefined ? `${value.toFixed(0)} s` : `${value.toFixed(0)} s (${(value / base).toFixed(1)}×)`;
    });
    return [String(row.operations), ...cells, `${Math.max(0, row.seconds - known).toFixed(0)} s`, `${row.seconds.toFixed(0)} s`];
  });
  return markdownTable(header, lines);
}

/** The highest memory of each build's process tree during each of its steps. */
export function formatPeakTable(rows) {
  const header = ['Operations', ...PHASES.map((phase) => phase.label), 'Build'];
  const lines = rows.map((row) => [String(row.operations), ...PHASES.map(({key}) => (typeof row.phasePeaks?.[key] === 'number' ? gb(row.phasePeaks[key]) : '–')), gb(row.peakBytes)]);
  return markdownTable(header, lines);
}

/** Each target, met or missed, for every size. */
export function judge(rows) {
  const site = rows.find((row) => row.operations === SITE_OPERATIONS) ?? rows[0];
  return rows.flatMap((row) => [
    {size: row.operations, target: `build ≤ ${TARGETS.buildRatio}× the site's`, met: row.seconds <= TARGETS.buildRatio * site.seconds},
    {size: row.operations, target: 'peak memory ≤ 3 GB', met: row.peakBytes <= TARGETS.peakBytes},
    {size: row.operations, target: 'every operation page ≤ 60 KB gzip HTML', met: row.htmlLargest <= TARGETS.htmlGzipBytes},
    {size: row.operations, target: 'operation pages ≤ 170 KB JS as served (measured ones)', met: row.jsLargest <= TARGETS.jsBytes},
    {size: row.operations, target: 'a search ≤ 150 KB gzip to its first results', met: row.search.first.max <= SEARCH_TARGET_BYTES},
  ]);
}

/** The figures of one built copy: its operation pages' HTML, the JavaScript of a sample of them, and searches. */
export async function measureBuild(directory, built, {pageCount, queryCount}) {
  const summary = JSON.parse(readFileSync(path.join(directory, '.api-reference/model-summary.json'), 'utf8'));
  const pages = operationPages(directory, built.outDir);
  const served = await measureServed(built.outDir, samplePages(pages, pageCount), searchQueries(queryCount));
  const html = pages.map((page) => page.htmlGzipBytes);
  const js = served.pages.map((page) => page.jsBytes);
  return {
    operations: pages.length,
    schemas: summary.schemas.length,
    seconds: built.seconds,
    phases: built.phases,
    phasePeaks: built.phasePeaks,
    peakBytes: built.peakBytes,
    htmlMedian: median(html),
    htmlLargest: Math.max(...html),
    largestHtmlPage: pages.find((page) => page.htmlGzipBytes === Math.max(...html))?.permalink,
    jsMedian: median(js),
    jsLargest: Math.max(...js),
    largestJsPage: served.pages.find((page) => page.jsBytes === Math.max(...js))?.permalink,
    jsPagesMeasured: served.pages.length,
    search: served.search,
  };
}

/** Writes bench-results/api-scale.json with the rows so far and the targets judged on them. */
function saveFigures(rows, options) {
  const figures = {when: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg()[0].toFixed(1), node: process.version, seed: options.seed, rows, targets: judge(rows)};
  writeFileSync(path.join(RESULTS_DIR, 'api-scale.json'), `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const scratch = path.join(os.tmpdir(), 'api-docs-api-scale');
  mkdirSync(RESULTS_DIR, {recursive: true});
  const rows = [];
  for (const size of options.sizes) {
    const schemas = size === SITE_OPERATIONS ? null : Math.round(size * SCHEMAS_PER_OPERATION);
    const directory = path.join(scratch, `site-${size}`);
    console.log(`\n[api-scale] ${size} operations${schemas === null ? " (this site's description)" : `, ${schemas} schemas, seed ${options.seed}`}: copying the site to ${directory} …`);
    prepareSite(directory, schemas === null ? undefined : generateApiDescription({operations: size, schemas, seed: options.seed}));
    console.log(`[api-scale] building (cold) …`);
    const built = await build(directory);
    console.log(`[api-scale] built in ${built.seconds.toFixed(0)} s, peak ${gb(built.peakBytes)}; loading ${options.pageCount} operation pages and ${options.queryCount} searches in Chromium …`);
    rows.push(await measureBuild(directory, built, options));
    // Each size's figures as soon as they are known: the largest size takes the longest.
    saveFigures(rows, options);
    console.log(formatTable(rows));
    if (!options.keep) rmSync(directory, {recursive: true, force: true});
  }
  const figures = saveFigures(rows, options);
  console.log(`\nAPI reference at scale, ${figures.when}: ${figures.cpus} CPUs (load average ${figures.loadAverage}), Node ${process.version}, cold builds\n`);
  console.log(formatTable(rows));
  console.log(`\nWhere the build's time went (× the site's build in the same step):\n`);
  console.log(formatPhaseTable(rows));
  console.log(`\nPeak memory of the build's process tree in each step:\n`);
  console.log(formatPeakTable(rows));
  console.log('');
  for (const target of figures.targets) console.log(`${target.met ? 'met   ' : 'MISSED'} ${String(target.size).padStart(5)} operations: ${target.target}`);
  console.log(`\nFigures saved to ${path.relative(ROOT, path.join(RESULTS_DIR, 'api-scale.json'))}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
