// Byte budgets (budgets.json): what a reader downloads, compressed as the build ships it, for one
// page of each type and for one search, to its first and to its complete results. Sizes of built files are
// deterministic, so unlike timings they can gate every build. The measuring is done in the browser
// (tests/e2e/budgets.spec.ts: which files a page loads); the sizing and judging happen here.
import {existsSync, readFileSync} from 'node:fs';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_PATH, resolveBuildFile} from './static-server.mjs';
import {startTags} from './html.mjs';

export const BUDGETS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../budgets.json');

/** The measures a page type may have a limit for, with the words a failure uses. */
export const PAGE_MEASURES = {
  jsGzipBytes: 'JavaScript loaded with the page (gzip)',
  htmlGzipBytes: 'HTML of the page (gzip)',
  blockingCssBrotliBytes: 'render-blocking CSS of the page (brotli)',
};

const isLimit = (value) => Number.isInteger(value) && value > 0;

/** The search measures: the most any one query of the question set fetches, from opening search. */
export const SEARCH_MEASURES = {
  searchFirstResultsGzipBytes: 'search, fetched before the first results (gzip, the largest of any query)',
  searchSettledGzipBytes: 'search, fetched until results and snippets are complete (gzip, the largest of any query)',
};

/**
 * Reads and checks a budgets file: `pages` maps a page type to the page measured for it (`path`)
 * and its limits; the search measures limit what one search downloads from opening search, on a
 * cold page, to its first results and to its complete results. Throws with the reason on anything
 * else, so a typo cannot switch a budget off.
 */
export function loadBudgets(file = BUDGETS_FILE) {
  const budgets = JSON.parse(readFileSync(file, 'utf8'));
  const problems = [];
  if (!budgets.pages || typeof budgets.pages !== 'object') problems.push('no "pages" object');
  for (const [type, page] of Object.entries(budgets.pages ?? {})) {
    if (typeof page.path !== 'string' || !page.path.startsWith(BASE_PATH)) problems.push(`${type}: "path" must be a page under ${BASE_PATH}`);
    for (const key of Object.keys(page).filter((name) => name !== 'path')) {
      if (!(key in PAGE_MEASURES)) problems.push(`${type}: unknown measure "${key}" (known: ${Object.keys(PAGE_MEASURES).join(', ')})`);
      else if (!isLimit(page[key])) problems.push(`${type}: ${key} must be a positive whole number of bytes`);
    }
  }
  for (const key of Object.keys(SEARCH_MEASURES)) if (!isLimit(budgets[key])) problems.push(`${key} must be a positive whole number of bytes`);
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return budgets;
}

/**
 * Gzip bytes of the build file served at `urlPath`: its `.gz` copy when the build wrote one (what
 * nginx sends), else the file compressed here at gzip's best level. Throws for a path the build
 * does not hold.
 */
export async function gzipBytesOf(buildDir, urlPath) {
  const file = await resolveBuildFile(path.resolve(buildDir), new URL(urlPath, 'http://site').pathname);
  if (!file) throw new Error(`${urlPath} is not a file of ${buildDir}`);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), {level: 9}).length;
}

/**
 * Brotli bytes of the build file served at `urlPath`: its `.br` copy when the build wrote one (what
 * nginx sends to browsers, which all accept brotli), else the file compressed here at brotli's best.
 */
export async function brotliBytesOf(buildDir, urlPath) {
  const file = await resolveBuildFile(path.resolve(buildDir), new URL(urlPath, 'http://site').pathname);
  if (!file) throw new Error(`${urlPath} is not a file of ${buildDir}`);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file), {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 11}}).length;
}

/**
 * The stylesheets a page's HTML makes the browser wait for before it paints: every
 * `<link rel="stylesheet">` but those for another medium (`media="print"`) or switched off.
 */
export function renderBlockingStylesheets(html) {
  return startTags(html)
    .filter(({name, attributes}) => {
      if (name !== 'link' || 'disabled' in attributes) return false;
      if (!(attributes.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet')) return false;
      const media = attributes.media?.trim();
      return media === undefined || ['all', 'screen', ''].includes(media);
    })
    .map(({attributes}) => attributes.href);
}

/** Brotli bytes of the render-blocking stylesheets of the page at `urlPath` in the build, summed. */
export async function blockingCssBrotliBytes(buildDir, urlPath) {
  const page = await resolveBuildFile(path.resolve(buildDir), new URL(urlPath, 'http://site').pathname);
  if (!page) throw new Error(`${urlPath} is not a page of ${buildDir}`);
  let total = 0;
  for (const href of new Set(renderBlockingStylesheets(readFileSync(page, 'utf8')))) total += await brotliBytesOf(buildDir, new URL(href, new URL(urlPath, 'http://site')).pathname);
  return total;
}

/** Sum of gzipBytesOf over distinct URL paths. */
export async function totalGzipBytes(buildDir, urlPaths) {
  let total = 0;
  for (const urlPath of new Set(urlPaths)) total += await gzipBytesOf(buildDir, urlPath);
  return total;
}

/**
 * Judges measurements against the budgets. `measured.pages[type]` holds a page type's measures,
 * `measured.searchFirstResultsGzipBytes` and `measured.searchSettledGzipBytes` the search payloads
 * (with the query that fetched the most in `measured.searchWorst`, if known). Returns one line per
 * limit exceeded and per limit that was not measured; empty when everything is within budget.
 * `search: false` judges the pages alone (the search measures come from a test of their own).
 */
export function checkBudgets(budgets, measured, {search = true} = {}) {
  const problems = [];
  const over = (what, bytes, limit) => `${what}: ${bytes} bytes, over its limit of ${limit} by ${bytes - limit}`;
  for (const [type, page] of Object.entries(budgets.pages)) {
    for (const [measure, label] of Object.entries(PAGE_MEASURES)) {
      const limit = page[measure];
      if (limit === undefined) continue;
      const bytes = measured.pages?.[type]?.[measure];
      if (!Number.isFinite(bytes)) problems.push(`${type} (${page.path}) ${label}: not measured`);
      else if (bytes > limit) problems.push(over(`${type} (${page.path}) ${label}`, bytes, limit));
    }
  }
  for (const [key, label] of Object.entries(search ? SEARCH_MEASURES : {})) {
    const bytes = measured[key];
    const worst = measured.searchWorst?.[key];
    if (!Number.isFinite(bytes)) problems.push(`${label}: not measured`);
    else if (bytes > budgets[key]) problems.push(over(`${label}${worst ? ` ("${worst}")` : ''}`, bytes, budgets[key]));
  }
  return problems;
}
