// The JavaScript each page type loads, file by file, in gzip bytes: what a reader's browser fetches
// to show and hydrate the page (nothing clicked), from a served production build. The bench prints
// it for the site as it is and with docs/ repeated (scripts/bench-search.mjs --scale), so that a
// cost that grows with the number of pages shows.
//
//   node scripts/bench-page-scripts.mjs <origin> <buildDir>     prints one build's figures
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/support/chromium.mjs';
import {gzipBytesOf} from '../tests/support/budgets.mjs';
import {basePathOf} from '../tests/support/nginx-server.mjs';

/** One page per type, the same as the budgets' and the Lighthouse rows'. */
export const SCRIPT_PAGES = [
  {name: 'home', path: ''},
  {name: 'long doc page', path: 'egress/export-api/'},
  {name: 'recipe', path: 'recipes/async-export/'},
  {name: 'API operation', path: 'api/create-dataset/'},
];

/**
 * A script's file name without its content hash (`main.1a2b3c4d.js` → `main.js`), so the same file
 * of two builds lines up.
 */
export const scriptName = (urlPath) => path.basename(urlPath).replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');

/**
 * Loads each page of `pages` (under the build's `basePath`) in a fresh context and waits until it is hydrated and the network is
 * idle. Resolves with, per page, its scripts (name and gzip bytes, largest first) and their total.
 */
export async function pageScripts(buildDir, origin, {pages = SCRIPT_PAGES, basePath = basePathOf(buildDir)} = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows = [];
  try {
    for (const {name, path: pagePath} of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const paths = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && response.request().resourceType() === 'script') paths.push(url.pathname);
      });
      await page.goto(`${origin}${basePath}${pagePath}`);
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await page.waitForLoadState('networkidle');
      const scripts = [];
      for (const urlPath of new Set(paths)) scripts.push({file: scriptName(urlPath), gzipBytes: await gzipBytesOf(buildDir, urlPath)});
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      rows.push({name, path: pagePath, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0)});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Lines comparing the page scripts of two builds (`rows` of pageScripts each): per page type its
 * total at both scales and the difference, then the files that grew most.
 */
export function formatScriptGrowth(one, many, copies) {
  const lines = [`Page JavaScript: gzip bytes each page type loads until hydrated and idle, docs/ ×1 and ×${copies}`];
  lines.push(`  page             ${'1×'.padStart(10)} ${`${copies}×`.padStart(10)} ${'growth'.padStart(10)}   files that grew by 0.5 KiB or more`);
  for (const row of one) {
    const other = many.find((candidate) => candidate.name === row.name);
    if (!other) continue;
    const before = new Map(row.scripts.map((script) => [script.file, script.gzipBytes]));
    const grown = other.scripts
      .map((script) => ({file: script.file, growth: script.gzipBytes - (before.get(script.file) ?? 0)}))
      .filter((script) => script.growth >= 512)
      .sort((a, b) => b.growth - a.growth)
      .map((script) => `${script.file} +${kib(script.growth)}`);
    lines.push(`  ${row.name.padEnd(16)} ${kib(row.gzipBytes).padStart(10)} ${kib(other.gzipBytes).padStart(10)} ${`+${kib(other.gzipBytes - row.gzipBytes)}`.padStart(10)}   ${grown.join(', ') || '–'}`);
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [origin, buildDir] = process.argv.slice(2);
  if (!origin || !buildDir) {
    console.error('usage: node scripts/bench-page-scripts.mjs <origin> <buildDir>');
    process.exit(1);
  }
  pageScripts(path.resolve(buildDir), origin).then(
    (rows) => console.log(JSON.stringify(rows, null, 2)),
    (error) => {
      console.error(`bench-page-scripts: ${error.message}`);
      process.exit(1);
    },
  );
}
