// The real-throttling run of `npm run bench`: pages loaded in Chromium (Debian's, through
// playwright-core and the DevTools protocol) with the network slowed per request and the CPU slowed,
// as Lighthouse's mobile settings describe a phone on slow 4G, and timed as the browser paints them.
// Lighthouse's default (simulated) throttling loads the page at full speed and models the phone from
// that; this is what a reader on that phone gets. Every visit is a fresh browser context (empty cache,
// new connections). The figures of one visit: FCP and LCP (paint timing), TBT (long tasks after the
// first paint, less 50 ms each, as Lighthouse counts them), CLS (the largest session window of
// layout shifts, as Core Web Vitals count it) and the bytes received, by kind, headers included.
import {connect} from 'node:net';
import {gzipSync} from 'node:zlib';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {renderBlockingStylesheets} from '../tests/support/budgets.mjs';

/** Lighthouse's mobile slow-4G figures (its `mobileSlow4G` throttling preset) and CPU slowdown. */
export const REAL_THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
  cpuSlowdown: 4,
};

/** Lighthouse's mobile screen (a Moto G Power): 412 × 823 CSS pixels at 1.75 device pixels each. */
export const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/** How long the page must stay without network requests and without long tasks before a visit ends. */
export const QUIET_MS = 1_500;
/** A visit that never goes quiet (a page polling forever) ends here, and says so. */
const VISIT_LIMIT_MS = 60_000;

/** TCP's initial congestion window (RFC 6928: 10 segments) of 1,460-byte segments, as Linux sends. */
export const INITIAL_WINDOW_BYTES = 10 * 1460;

/**
 * How many round trips a response of `bytes` (headers and body as sent) takes on a new connection
 * in slow start: the first carries the initial window, each next one twice the one before.
 */
export function roundTrips(bytes) {
  if (!(bytes > 0)) return 0;
  let trips = 0;
  let sent = 0;
  let window = INITIAL_WINDOW_BYTES;
  while (sent < bytes) {
    sent += window;
    window *= 2;
    trips += 1;
  }
  return trips;
}

/**
 * Blocking time from long tasks, as Lighthouse counts it: the part of each task over 50 ms, counting
 * only what runs after the first paint (a task that spans it counts from there).
 * @param {{start: number, duration: number}[]} tasks
 * @param {number} fcpMs
 */
export function totalBlockingTime(tasks, fcpMs) {
  let total = 0;
  for (const {start, duration} of tasks) {
    const end = start + duration;
    if (end <= fcpMs) continue;
    total += Math.max(0, end - Math.max(start, fcpMs) - 50);
  }
  return total;
}

/**
 * Cumulative layout shift as Core Web Vitals define it: shifts without recent input grouped into
 * session windows (a gap under 1 s, at most 5 s long), the largest window's sum.
 * @param {{start: number, value: number, hadRecentInput?: boolean}[]} shifts
 */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.hadRecentInput) continue;
    if (shift.start - previous > 1_000 || shift.start - windowStart > 5_000) {
      current = 0;
      windowStart = shift.start;
    }
    current += shift.value;
    previous = shift.start;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Runs in the page before its own scripts: records paints, long tasks and layout shifts. */
function recordTimings() {
  const figures = {fcp: null, lcp: null, tasks: [], shifts: []};
  Object.defineProperty(window, '__benchTimings', {value: figures});
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({type, buffered: true});
    } catch {
      // An entry type this browser does not report stays null or empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') figures.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (figures.lcp = entry.startTime));
  observe('longtask', (entry) => figures.tasks.push({start: entry.startTime, duration: entry.duration}));
  observe('layout-shift', (entry) => figures.shifts.push({start: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput}));
}

/**
 * Bytes received per request, by the kind DevTools gives it, with the document's own on the side.
 * @param {{type: string, bytes: number, url: string}[]} responses
 */
export function bytesByKind(responses) {
  let total = 0;
  let js = 0;
  let css = 0;
  let document = 0;
  for (const response of responses) {
    total += response.bytes;
    if (response.type === 'Script') js += response.bytes;
    else if (response.type === 'Stylesheet') css += response.bytes;
    else if (response.type === 'Document' && document === 0) document = response.bytes;
  }
  return {total, js, css, document};
}

/** Extensions of files that are compressed already (images, fonts): counted at their size. */
const COMPRESSED_ALREADY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?)$/i;

/**
 * Gzip bytes of the files a page received from the build that served them, whatever encoding the
 * browser got: each file's `.gz` copy, or the file compressed here (a file compressed already counts
 * at its size). The budgets' measure, and one that does not depend on headers or the encoding.
 * @param {string[]} urls
 * @param {string} buildDir
 * @param {string} basePath the path the build is served at
 */
export function gzipBytesOf(urls, buildDir, basePath) {
  let total = 0;
  for (const url of urls) {
    const {pathname} = new URL(url);
    if (!pathname.startsWith(basePath)) continue;
    let file = path.join(buildDir, decodeURIComponent(pathname.slice(basePath.length)));
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (existsSync(`${file}.gz`)) total += readFileSync(`${file}.gz`).length;
    else if (!existsSync(file)) continue;
    else if (COMPRESSED_ALREADY.test(file)) total += readFileSync(file).length;
    else total += gzipSync(readFileSync(file), {level: 9}).length;
  }
  return total;
}

/**
 * Waits until the page has had `QUIET_MS` with no request in flight and no long task, after its
 * load event. Returns whether it went quiet before the limit.
 */
async function waitForQuiet(page, inFlight) {
  await page.waitForLoadState('load', {timeout: VISIT_LIMIT_MS});
  const started = Date.now();
  let quietSince = Date.now();
  let seenTasks = -1;
  while (Date.now() - started < VISIT_LIMIT_MS) {
    const tasks = await page.evaluate(() => window.__benchTimings.tasks.length);
    if (inFlight.size > 0 || tasks !== seenTasks) {
      quietSince = Date.now();
      seenTasks = tasks;
    } else if (Date.now() - quietSince >= QUIET_MS) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/**
 * One visit with real throttling: a new context on `browser`, the page loaded and left to go quiet.
 * `prepare(context)` runs first (the workspace row stores the reader's values with it); `inspect(page)`
 * runs at the end, on the page as measured. Returns the visit's figures.
 */
export async function measureVisit(browser, url, {buildDir, basePath, prepare, inspect} = {}) {
  const context = await browser.newContext({...PHONE, serviceWorkers: 'block'});
  try {
    await prepare?.(context);
    await context.addInitScript(recordTimings);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: REAL_THROTTLING.latencyMs,
      downloadThroughput: REAL_THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: REAL_THROTTLING.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: REAL_THROTTLING.cpuSlowdown});
    const kinds = new Map();
    const inFlight = new Set();
    const responses = [];
    cdp.on('Network.requestWillBeSent', ({requestId}) => inFlight.add(requestId));
    cdp.on('Network.responseReceived', ({requestId, type, response}) => kinds.set(requestId, {type, url: response.url}));
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      inFlight.delete(requestId);
      const kind = kinds.get(requestId);
      if (kind) responses.push({...kind, bytes: encodedDataLength});
    });
    cdp.on('Network.loadingFailed', ({requestId}) => inFlight.delete(requestId));
    const response = await page.goto(url, {waitUntil: 'commit', timeout: VISIT_LIMIT_MS});
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const quiet = await waitForQuiet(page, inFlight);
    const timings = await page.evaluate(() => window.__benchTimings);
    const inspected = await inspect?.(page);
    const bytes = bytesByKind(responses);
    const urls = (type) => responses.filter((entry) => !type || entry.type === type).map((entry) => entry.url);
    return {
      fcpMs: timings.fcp,
      lcpMs: timings.lcp,
      tbtMs: timings.fcp === null ? null : totalBlockingTime(timings.tasks, timings.fcp),
      cls: cumulativeLayoutShift(timings.shifts),
      ...bytes,
      jsGzip: buildDir ? gzipBytesOf(urls('Script'), buildDir, basePath) : null,
      gzip: buildDir ? gzipBytesOf(urls(), buildDir, basePath) : null,
      quiet,
      ...(inspected === undefined ? {} : {inspected}),
    };
  } finally {
    await context.close();
  }
}

/**
 * The bytes of one response as nginx sends it to a browser, status line and headers included, over
 * a new connection.
 */
export function bytesWithHeaders(origin, pathAndQuery, accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8') {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect({host: hostname, port: Number(port)}, () => {
      socket.write(
        [
          `GET ${pathAndQuery} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Accept: ${accept}`,
          'Accept-Encoding: gzip, deflate, br, zstd',
          'Accept-Language: en-GB,en;q=0.9',
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.on('data', (chunk) => (bytes += chunk.length));
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

/**
 * What a page's first paint waits for, as nginx sends it: the page's HTML and each stylesheet its
 * HTML makes render-blocking, in bytes with their headers and in round trips on a new connection
 * (a browser opens one for a stylesheet while the page's own is still busy with the HTML).
 * @param {string} pageUrl
 */
export async function firstPaintBytes(pageUrl) {
  const {origin, pathname, search} = new URL(pageUrl);
  const html = await bytesWithHeaders(origin, pathname + search);
  const stylesheets = renderBlockingStylesheets(await (await fetch(pageUrl)).text());
  const css = await Promise.all(stylesheets.map((href) => bytesWithHeaders(origin, new URL(href, pageUrl).pathname, 'text/css,*/*;q=0.1')));
  return {
    html,
    htmlTrips: roundTrips(html),
    css: css.reduce((sum, bytes) => sum + bytes, 0),
    cssTrips: Math.max(0, ...css.map(roundTrips)),
  };
}
