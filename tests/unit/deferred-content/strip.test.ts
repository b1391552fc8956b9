import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  FIRST_ROUND_TRIP_BYTES,
  PAGE_BYTES_BUDGET,
  findUnits,
  fitToBudget,
  leaveOut,
  noScriptNotice,
} from '../../../src/plugins/deferred-content/strip';
import {fitPages, pageBytes, routeOf} from '../../../src/plugins/deferred-content/index';

/** A page whose article holds a run before the first heading, then one run under each heading. */
function page(runs: string[]): string {
  const body = runs
    .map((content, index) => `${index ? `<h2 id="s${index}">Section ${index}</h2>` : ''}<div class="run_x" data-deferrable="abc-${index}">${content}</div>`)
    .join('\n');
  return `<!doctype html><html><head><title>T</title></head><body><div id="__docusaurus"><article><div class="markdown">${body}</div></article><footer>F</footer></div></body></html>`;
}

const NOTICE = '<noscript>note</noscript>';

describe('finding the runs in a page', () => {
  it('gives each marked element and exactly the HTML inside it, in page order', () => {
    const html = page(['<p>a</p>', '<div><p>b<br>c</p><img src=x></div>', '']);
    const units = findUnits(html);
    expect(units.map((unit) => unit.unit)).toEqual(['abc-0', 'abc-1', 'abc-2']);
    expect(units.map((unit) => html.slice(unit.start, unit.end))).toEqual(['<p>a</p>', '<div><p>b<br>c</p><img src=x></div>', '']);
  });

  it('finds none in a page without runs', () => {
    expect(findUnits('<html><body><div><p>x</p></div></body></html>')).toEqual([]);
  });
});

describe('leaving runs out of a page', () => {
  it('empties the runs, puts the note in the first, and keeps every other byte', () => {
    const html = page(['<p>a</p>', '<p>b</p>', '<p>c</p>']);
    const out = leaveOut(html, findUnits(html).slice(1), NOTICE);
    expect(out).toBe(page(['<p>a</p>', NOTICE, '']));
  });

  it('links the Markdown copy in the note when the page has one', () => {
    expect(noScriptNotice('/base/x.md')).toMatch(/^<noscript><p class="deferred-notice">.*<a href="\/base\/x\.md">Markdown copy<\/a>.*<\/p><\/noscript>$/);
    expect(noScriptNotice(null)).not.toContain('<a');
  });
});

describe('fitting a page to the first round trip', () => {
  const size = (html: string) => html.length;
  const runs = ['<p>intro</p>', 'a'.repeat(100), 'b'.repeat(100), 'c'.repeat(100), 'd'.repeat(100)];

  it('leaves a page within the budget as it is', () => {
    const html = page(runs);
    expect(fitToBudget(html, {budget: html.length, size, notice: NOTICE})).toEqual({html, bytes: html.length, leftOut: [], fits: true});
  });

  it('leaves out the fewest runs from the end that bring the page within the budget', () => {
    const html = page(runs);
    const budget = html.length - 150;
    const result = fitToBudget(html, {budget, size, notice: NOTICE});
    expect(result.leftOut).toEqual(['abc-3', 'abc-4']);
    expect(result.html).toBe(page([...runs.slice(0, 3), NOTICE, '']));
    expect(result.bytes).toBeLessThanOrEqual(budget);
    expect(result.fits).toBe(true);
    // One run fewer left out would not fit.
    expect(size(page([...runs.slice(0, 4), NOTICE]))).toBeGreaterThan(budget);
  });

  it('always keeps the first run, and says so when the page still does not fit', () => {
    const html = page(runs);
    const result = fitToBudget(html, {budget: 10, size, notice: NOTICE});
    expect(result.leftOut).toEqual(['abc-1', 'abc-2', 'abc-3', 'abc-4']);
    expect(result.html).toBe(page([runs[0], NOTICE, '', '', '']));
    expect(result.fits).toBe(false);
  });

  it('counts a page within the first round trip when it leaves room for the response headers', () => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14_600);
    expect(PAGE_BYTES_BUDGET).toBeLessThan(FIRST_ROUND_TRIP_BYTES - 976);
  });
});

describe('fitting the pages of a build', () => {
  let dir: string;
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  /** Text brotli cannot shrink much, so that a few runs of it outgrow a small budget. */
  const noise = (seed: number) => Array.from({length: 400}, (_, index) => ((index * 7919 + seed * 104729) % 65536).toString(36)).join(' ');

  it('rewrites only the pages over the budget, with a note that links their Markdown copy', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'deferred-content-'));
    const long = page(['<p>intro</p>', ...[1, 2, 3, 4].map((seed) => `<p>${noise(seed)}</p>`)]);
    const short = page(['<p>intro</p>', '<p>short</p>']);
    const budget = Math.round(pageBytes(long) * 0.6);
    for (const [file, html] of [['guide/long/index.html', long], ['guide/short/index.html', short], ['index.html', long]]) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), html);
    }
    writeFileSync(path.join(dir, 'guide/long.md'), '# Long');

    const fitted = await fitPages(dir, '/base/', budget);

    expect(fitted.map((entry) => entry.file)).toEqual(['guide/long/index.html', 'index.html']);
    const written = readFileSync(path.join(dir, 'guide/long/index.html'), 'utf8');
    expect(pageBytes(written)).toBeLessThanOrEqual(budget);
    expect(written).toContain('<a href="/base/guide/long.md">Markdown copy</a>');
    // The site root has no Markdown copy in this build: its note links nothing.
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('<p class="deferred-notice">From here on');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).not.toContain('Markdown copy</a>');
    expect(readFileSync(path.join(dir, 'guide/short/index.html'), 'utf8')).toBe(short);
  });

  it('knows the route of each built page', () => {
    expect(routeOf('recipes/async-export/index.html', '/base/')).toBe('/base/recipes/async-export/');
    expect(routeOf('index.html', '/base/')).toBe('/base/');
  });
});
