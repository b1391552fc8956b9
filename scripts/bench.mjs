// `npm run bench`: how fast the site builds and how light and fast its pages are, in one table.
// Builds cold with Docusaurus Faster (time, peak memory) and with webpack (for the ratio), serves
// the Faster build through nginx with deploy/nginx/, and runs Lighthouse (mobile) on one page of
// each type. It prints; it does not gate. Targets are those of the README's "Performance budgets".
//
// Options: --runs N (Lighthouse runs per page, median by performance; default 3),
//          --skip-webpack (no ratio; saves a few minutes), --port P (nginx; default E2E_SITE_PORT+11).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/chromium.mjs';
import {startNginx} from '../tests/support/nginx-server.mjs';

const RESULTS_DIR = 'bench-results';
const DOCUSAURUS = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
const LIGHTHOUSE = path.resolve('node_modules/lighthouse/cli/index.js');

/** One representative page per type; fixed so figures compare across runs. */
export const PAGE_TYPES = [
  {name: 'home', path: ''},
  {name: 'long doc page', path: 'egress/export-api/'},
  {name: 'recipe', path: 'recipes/import-integration/'},
  {name: 'API operation', path: 'api/create-dataset/'},
  {name: 'search page', path: 'search/?q=dataset'},
];

export const TARGETS = {jsKb: 200, performance: 95, otherScores: 100, buildSpeedup: 3};

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
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: {...process.env, CHROME_PATH: CHROMIUM_PATH}},
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
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

function measurePage(baseUrl, pageType, runs) {
  const url = baseUrl + pageType.path;
  const samples = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`[bench] Lighthouse ${pageType.name} (${run}/${runs}) ${url}`);
    const report = lighthouse(url);
    if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
    samples.push({
      report,
      ...transferredBytes(report),
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    });
  }
  samples.sort((a, b) => a.performance - b.performance);
  const {report, ...median} = samples[Math.floor(samples.length / 2)];
  // The median run's full report, to see what costs the points (open it in the Lighthouse viewer).
  writeFileSync(path.join(RESULTS_DIR, `lighthouse-${pageType.name.replace(/\W+/g, '-')}.json`), JSON.stringify(report));
  return {...pageType, ...median, performanceRange: [samples[0].performance, samples.at(-1).performance]};
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const verdict = (met) => (met ? 'met' : 'MISSED');

/** The single table: build rows first, then two rows per page type. */
export function formatTable({faster, webpack, pages}) {
  const rows = [['Measure', 'Value', 'Target', '']];
  rows.push(['Cold build, Faster (rspack)', `${faster.seconds.toFixed(1)} s`, '', '']);
  if (webpack) {
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
  rows.push(['Peak build memory, Faster', `${(faster.peakBytes / 1024 ** 3).toFixed(2)} GB`, '', '']);
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
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

function readOptions(argv) {
  const {values} = parseArgs({
    args: argv,
    options: {
      runs: {type: 'string', default: '3'},
      'skip-webpack': {type: 'boolean', default: false},
      port: {type: 'string', default: String(Number(process.env.E2E_SITE_PORT ?? 4173) + 11)},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a TCP port, not "${values.port}"`);
  return {runs, port, skipWebpack: values['skip-webpack']};
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const {runs} = options;
  mkdirSync(RESULTS_DIR, {recursive: true});
  const fasterDir = path.join(RESULTS_DIR, 'build-faster');
  const faster = await coldBuild('Faster (rspack)', fasterDir, {});
  const webpack = options.skipWebpack ? null : await coldBuild('webpack', path.join(RESULTS_DIR, 'build-webpack'), {DOCS_BUNDLER: 'webpack'});

  await waitForQuietMachine();
  const server = startNginx({buildDir: fasterDir, port: options.port});
  let pages;
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    pages = PAGE_TYPES.map((pageType) => measurePage(server.url, pageType, runs));
    if (existsSync('scripts/bench-search.mjs')) {
      console.log('\n[bench] scripts/bench-search.mjs');
      const search = spawnSync(process.execPath, ['scripts/bench-search.mjs'], {
        stdio: 'inherit',
        env: {...process.env, BENCH_SITE_URL: server.url, BENCH_BUILD_DIR: path.resolve(fasterDir)},
      });
      if (search.status !== 0) console.log(`[bench] bench-search.mjs exited with ${search.status}`);
    }
  } finally {
    await server.stop();
  }

  const loadAverage = os.loadavg()[0].toFixed(1);
  const figures = {when: new Date().toISOString(), cpus: os.cpus().length, loadAverage, node: process.version, lighthouseRuns: runs, faster, webpack, pages};
  writeFileSync(path.join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
  // Lighthouse's mobile CPU throttling multiplies whatever else the machine is doing: say how busy it was.
  console.log(`\nAPI documentation benchmark: ${os.cpus().length} CPUs (load average ${loadAverage}), Node ${process.version}, Lighthouse mobile, median of ${runs} run(s)\n`);
  console.log(formatTable(figures));
  console.log(`\nFigures saved to ${RESULTS_DIR}/bench.json`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
