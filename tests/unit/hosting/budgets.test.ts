// The byte-budget checker (tests/support/budgets.mjs): a page over its limit fails with the page,
// the measure and the excess named; the budgets file is read strictly; sizes are what nginx sends.
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {blockingCssBrotliBytes, brotliBytesOf, checkBudgets, gzipBytesOf, loadBudgets, renderBlockingStylesheets, totalGzipBytes} from '../../support/budgets.mjs';

/** Issue 23: the stylesheets a page waits for fit in TCP's first window (10 packets) with their headers. */
const FIRST_ROUND_TRIP_CSS_BYTES = 13_800;

const BUDGETS = {
  pages: {
    doc: {path: '/app/docs/1.0.0/guide/', jsGzipBytes: 200_000, htmlGzipBytes: 20_000},
    search: {path: '/app/docs/1.0.0/search/?q=x', jsGzipBytes: 150_000},
  },
  searchFirstResultsGzipBytes: 60_000,
  searchSettledGzipBytes: 150_000,
};
const WITHIN = {
  pages: {doc: {jsGzipBytes: 199_000, htmlGzipBytes: 19_000}, search: {jsGzipBytes: 150_000}},
  searchFirstResultsGzipBytes: 59_000,
  searchSettledGzipBytes: 149_000,
};

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
});
afterEach(() => rmSync(work, {recursive: true, force: true}));

describe('checkBudgets', () => {
  it('passes measurements at or under every limit', () => {
    expect(checkBudgets(BUDGETS, WITHIN)).toEqual([]);
  });

  it('fails a page whose JavaScript grew past its limit, naming page, measure and excess', () => {
    const grown = {...WITHIN, pages: {...WITHIN.pages, doc: {jsGzipBytes: 200_001, htmlGzipBytes: 19_000}}};
    expect(checkBudgets(BUDGETS, grown)).toEqual([
      'doc (/app/docs/1.0.0/guide/) JavaScript loaded with the page (gzip): 200001 bytes, over its limit of 200000 by 1',
    ]);
  });

  it('fails HTML and the search payloads past their limits, naming the query that fetched the most', () => {
    const grown = {
      pages: {...WITHIN.pages, doc: {jsGzipBytes: 1, htmlGzipBytes: 25_000}},
      searchFirstResultsGzipBytes: 61_000,
      searchSettledGzipBytes: 160_000,
      searchWorst: {searchSettledGzipBytes: 'export jsonRows'},
    };
    expect(checkBudgets(BUDGETS, grown)).toEqual([
      'doc (/app/docs/1.0.0/guide/) HTML of the page (gzip): 25000 bytes, over its limit of 20000 by 5000',
      'search, fetched before the first results (gzip, the largest of any query): 61000 bytes, over its limit of 60000 by 1000',
      'search, fetched until results and snippets are complete (gzip, the largest of any query) ("export jsonRows"): 160000 bytes, over its limit of 150000 by 10000',
    ]);
  });

  it('fails a page whose render-blocking CSS grew past its limit', () => {
    const budgets = {...BUDGETS, pages: {...BUDGETS.pages, doc: {...BUDGETS.pages.doc, blockingCssBrotliBytes: 13_800}}};
    const grown = {...WITHIN, pages: {...WITHIN.pages, doc: {...WITHIN.pages.doc, blockingCssBrotliBytes: 14_000}}};
    expect(checkBudgets(budgets, grown)).toEqual(['doc (/app/docs/1.0.0/guide/) render-blocking CSS of the page (brotli): 14000 bytes, over its limit of 13800 by 200']);
  });

  it('judges the pages alone when asked, leaving the search measures to their own test', () => {
    expect(checkBudgets(BUDGETS, {pages: WITHIN.pages}, {search: false})).toEqual([]);
  });

  it('fails a limit that was never measured rather than passing it', () => {
    expect(checkBudgets(BUDGETS, {pages: {doc: WITHIN.pages.doc}})).toEqual([
      'search (/app/docs/1.0.0/search/?q=x) JavaScript loaded with the page (gzip): not measured',
      'search, fetched before the first results (gzip, the largest of any query): not measured',
      'search, fetched until results and snippets are complete (gzip, the largest of any query): not measured',
    ]);
  });
});

describe('loadBudgets', () => {
  const write = (budgets: unknown) => {
    const file = path.join(work, 'budgets.json');
    writeFileSync(file, JSON.stringify(budgets));
    return file;
  };

  it('reads the project budgets: JS, HTML and CSS limits for each page type and the search payload', () => {
    const budgets = loadBudgets();
    expect(Object.keys(budgets.pages).sort()).toEqual(['apiOperation', 'doc', 'home', 'recipe', 'search']);
    for (const page of Object.values(budgets.pages) as {jsGzipBytes: number; htmlGzipBytes: number; blockingCssBrotliBytes: number}[]) {
      expect(page.jsGzipBytes).toBeGreaterThan(0);
      expect(page.htmlGzipBytes).toBeGreaterThan(0);
      expect(page.blockingCssBrotliBytes).toBeGreaterThan(0);
    }
    expect(budgets.searchFirstResultsGzipBytes).toBeGreaterThan(0);
    expect(budgets.searchSettledGzipBytes).toBeGreaterThan(0);
  });

  it("keeps every page type's render-blocking CSS within the first round trip", () => {
    for (const [type, page] of Object.entries(loadBudgets().pages) as [string, {blockingCssBrotliBytes: number}][]) {
      expect(page.blockingCssBrotliBytes, type).toBeLessThanOrEqual(FIRST_ROUND_TRIP_CSS_BYTES);
    }
  });

  it('rejects a misspelt measure, which would otherwise switch its budget off', () => {
    const file = write({pages: {doc: {path: '/app/docs/1.0.0/guide/', jsGzipByte: 1}}, searchFirstResultsGzipBytes: 1});
    expect(() => loadBudgets(file)).toThrow(/doc: unknown measure "jsGzipByte"/);
  });

  it('rejects limits that are not whole byte counts and pages outside the site', () => {
    const file = write({pages: {doc: {path: '/elsewhere/', htmlGzipBytes: '20 KB'}}, searchFirstResultsGzipBytes: -1});
    expect(() => loadBudgets(file)).toThrow(/doc: "path" must be a page under .*doc: htmlGzipBytes must be a positive whole number.*searchFirstResultsGzipBytes/);
  });
});

describe('gzip sizes of build files', () => {
  const build = () => {
    const dir = path.join(work, 'build');
    mkdirSync(path.join(dir, 'guide'), {recursive: true});
    mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    return dir;
  };

  it('uses the .gz copy the build wrote, which is what nginx sends', async () => {
    const dir = build();
    writeFileSync(path.join(dir, 'assets/js/main.js'), 'x'.repeat(5000));
    writeFileSync(path.join(dir, 'assets/js/main.js.gz'), Buffer.alloc(123));
    expect(await gzipBytesOf(dir, '/app/docs/1.0.0/assets/js/main.js')).toBe(123);
  });

  it('compresses a file without a copy, resolves page addresses and counts each file once', async () => {
    const dir = build();
    const html = '<!doctype html><title>Guide</title>'.repeat(50);
    writeFileSync(path.join(dir, 'guide/index.html'), html);
    const size = gzipSync(html, {level: 9}).length;
    expect(await gzipBytesOf(dir, '/app/docs/1.0.0/guide/')).toBe(size);
    expect(await totalGzipBytes(dir, ['/app/docs/1.0.0/guide/', '/app/docs/1.0.0/guide/'])).toBe(size);
  });

  it('throws for a path the build does not hold', async () => {
    await expect(gzipBytesOf(build(), '/app/docs/1.0.0/no-such.js')).rejects.toThrow(/not a file of/);
  });

  it('uses the .br copy for brotli, and compresses at the best setting without one', async () => {
    const dir = build();
    mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
    const css = '.a{color:red}'.repeat(200);
    writeFileSync(path.join(dir, 'assets/css/styles.css'), css);
    expect(await brotliBytesOf(dir, '/app/docs/1.0.0/assets/css/styles.css')).toBe(brotliCompressSync(css, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 11}}).length);
    writeFileSync(path.join(dir, 'assets/css/styles.css.br'), Buffer.alloc(77));
    expect(await brotliBytesOf(dir, '/app/docs/1.0.0/assets/css/styles.css')).toBe(77);
  });
});

describe('render-blocking CSS', () => {
  it('counts the stylesheets a page links, not those for print, switched off or only preloaded', () => {
    const html = [
      '<link rel=alternate hreflang=en href=/app/docs/1.0.0/ />',
      '<link rel=stylesheet href=/app/docs/1.0.0/assets/css/styles.1.css />',
      '<link rel="stylesheet" href="/app/docs/1.0.0/assets/css/page-x.2.css">',
      '<link rel=stylesheet media=print href=/print.css>',
      '<link rel=stylesheet disabled href=/off.css>',
      '<link rel=preload as=style href=/later.css>',
    ].join('');
    expect(renderBlockingStylesheets(html)).toEqual(['/app/docs/1.0.0/assets/css/styles.1.css', '/app/docs/1.0.0/assets/css/page-x.2.css']);
  });

  it("adds up the brotli bytes of every stylesheet a page blocks on, as served", async () => {
    const dir = path.join(work, 'build');
    mkdirSync(path.join(dir, 'guide'), {recursive: true});
    mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
    writeFileSync(path.join(dir, 'guide/index.html'), '<head><link rel=stylesheet href=/app/docs/1.0.0/assets/css/a.css /><link rel="stylesheet" href="/app/docs/1.0.0/assets/css/b.css"></head>');
    for (const [name, bytes] of [['a', 100], ['b', 20]] as const) {
      writeFileSync(path.join(dir, `assets/css/${name}.css`), 'x');
      writeFileSync(path.join(dir, `assets/css/${name}.css.br`), Buffer.alloc(bytes));
    }
    expect(await blockingCssBrotliBytes(dir, '/app/docs/1.0.0/guide/?q=x')).toBe(120);
  });
});
