// The build's precompressed copies: what gets a .gz and .br, and that they decode to the original.
import {mkdtempSync, mkdirSync, readFileSync, existsSync, writeFileSync, renameSync, rmSync, statSync} from 'node:fs';
import {randomBytes} from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {brotliQualityFor, isCompressible, precompressDirectory, Precompressor} from '../../../src/plugins/precompress/precompress';
import {brotliSettings, brotliWindowFor} from '../../../src/plugins/precompress/compressFile.mjs';
import {DESCRIPTION_FILE} from '../../../src/plugins/api-artifacts/files';

let site: string;
const text = (lines: number) => Array.from({length: lines}, (_, i) => `<p>Line ${i} of a documentation page.</p>`).join('\n');
const write = (relative: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(site, relative)), {recursive: true});
  writeFileSync(path.join(site, relative), content);
};

beforeEach(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

describe('isCompressible', () => {
  it('accepts text types the site serves', () => {
    for (const file of ['index.html', 'assets/js/main.1a2b3c4d.js', 'assets/css/styles.css', 'search-index.json', 'img/logo.svg', 'sitemap.xml', 'llms.txt', 'guide.md', DESCRIPTION_FILE]) {
      expect(isCompressible(file, 5000), file).toBe(true);
    }
  });

  it('rejects images, fonts and files too small to gain', () => {
    expect(isCompressible('img/photo.png', 50_000)).toBe(false);
    expect(isCompressible('fonts/a.woff2', 50_000)).toBe(false);
    expect(isCompressible('robots.txt', 100)).toBe(false);
  });
});

describe('brotliQualityFor', () => {
  it('gives stylesheets the best compression, pages and scripts the next, and data files a faster setting', () => {
    expect(brotliQualityFor('assets/css/styles.1a2b3c4d.css')).toBe(11);
    expect(brotliQualityFor('assets/js/main.1a2b3c4d.js')).toBe(10);
    expect(brotliQualityFor('guide/index.html')).toBe(10);
    expect(brotliQualityFor('search-index-1a2b.json')).toBe(9);
    expect(brotliQualityFor('guide.md')).toBe(9);
  });
});

describe('brotliWindowFor', () => {
  it('gives a file the smallest window that holds it, between brotli’s smallest and its default', () => {
    expect(brotliWindowFor(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowFor(300)).toBe(10);
    expect(brotliWindowFor(1024)).toBe(10);
    expect(brotliWindowFor(1025)).toBe(11);
    expect(brotliWindowFor(7000)).toBe(13);
    expect(brotliWindowFor(4 * 1024 ** 2)).toBe(22);
    expect(brotliWindowFor(40 * 1024 ** 2)).toBe(constants.BROTLI_DEFAULT_WINDOW);
  });

  it('compresses a small data file to the bytes the default window gives, within 1%', () => {
    const shard = Buffer.from(JSON.stringify(Array.from({length: 120}, (_, i) => ({id: `doc-${i}`, title: `Create dataset ${i}`, words: ['tenantId', 'ACME_CORP', `item${i % 7}`]}))));
    const own = brotliCompressSync(shard, brotliSettings(9, shard.length));
    const wide = brotliCompressSync(shard, {params: {[constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: shard.length}});
    expect(brotliDecompressSync(own).equals(shard)).toBe(true);
    expect(Math.abs(own.length - wide.length)).toBeLessThanOrEqual(wide.length / 100);
  });
});

describe('precompressDirectory', () => {
  it('writes .gz and .br copies that decode to the original file', async () => {
    write('guide/index.html', text(200));
    await precompressDirectory(site);
    const original = readFileSync(path.join(site, 'guide/index.html'));
    expect(gunzipSync(readFileSync(path.join(site, 'guide/index.html.gz'))).equals(original)).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(site, 'guide/index.html.br'))).equals(original)).toBe(true);
  });

  it('leaves images and tiny files alone', async () => {
    write('img/photo.png', randomBytes(4000));
    write('robots.txt', 'User-agent: *\n');
    await precompressDirectory(site);
    expect(existsSync(path.join(site, 'img/photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(site, 'robots.txt.br'))).toBe(false);
  });

  it('writes no copy that would be larger than the original', async () => {
    write('data/random.json', randomBytes(4000));
    const summary = await precompressDirectory(site);
    expect(summary.files).toBe(1);
    expect(existsSync(path.join(site, 'data/random.json.br'))).toBe(false);
    expect(existsSync(path.join(site, 'data/random.json.gz'))).toBe(false);
  });

  it('skips excluded folders', async () => {
    write('_nginx/csp-script-hashes.conf.txt', text(50));
    write('index.html', text(50));
    await precompressDirectory(site, {exclude: ['_nginx']});
    expect(existsSync(path.join(site, '_nginx/csp-script-hashes.conf.txt.gz'))).toBe(false);
    expect(existsSync(path.join(site, 'index.html.gz'))).toBe(true);
  });

  it('reports how much was saved', async () => {
    write('a.html', text(300));
    write('b.js', `console.log(${JSON.stringify(text(300))});`);
    const summary = await precompressDirectory(site);
    expect(summary.files).toBe(2);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(summary.originalBytes / 5);
  });
});

describe('Precompressor', () => {
  const decoded = (file: string) => brotliDecompressSync(readFileSync(path.join(site, `${file}.br`))).toString();

  it('makes every copy from the file as the build left it: rewritten after the first pass, added, or unchanged', async () => {
    write('kept/index.html', `<p>${text(100)}</p>`);
    write('rewritten/index.html', `<p>${text(100)}</p>`);
    const precompressor = new Precompressor(site);
    await precompressor.begin();
    expect(decoded('rewritten/index.html')).toBe(`<p>${text(100)}</p>`);
    // Another plugin links a stylesheet into a page the way css-chunks does (a new file renamed over it) and writes a new file.
    const relinked = `<link rel="stylesheet" href="/x.css"><p>${text(100)}</p>`;
    write('rewritten/index.html.linking', relinked);
    renameSync(path.join(site, 'rewritten/index.html.linking'), path.join(site, 'rewritten/index.html'));
    write('llms.txt', text(120));
    const summary = await precompressor.finish();
    expect(decoded('rewritten/index.html')).toBe(relinked);
    expect(decoded('kept/index.html')).toBe(`<p>${text(100)}</p>`);
    expect(decoded('llms.txt')).toBe(text(120));
    // Each file counted once, however many times it was compressed.
    expect(summary.files).toBe(3);
    expect(summary.originalBytes).toBe(['kept/index.html', 'rewritten/index.html', 'llms.txt'].reduce((sum, file) => sum + statSync(path.join(site, file)).size, 0));
  });

  it('compresses on its own thread while the main thread is busy, as it is with the build’s postBuild steps', async () => {
    for (let index = 0; index < 8; index += 1) write(`page-${index}/index.html`, `<p>${text(2000 + index)}</p>`);
    const precompressor = new Precompressor(site);
    const firstPass = precompressor.begin();
    // The main thread does not yield until every copy is there: only another thread can have made them.
    const copies = Array.from({length: 8}, (_, index) => path.join(site, `page-${index}/index.html.br`));
    const deadline = Date.now() + 20_000;
    while (!copies.every((copy) => existsSync(copy)) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    expect(copies.filter((copy) => existsSync(copy))).toHaveLength(8);
    await firstPass;
    const summary = await precompressor.finish();
    expect(summary).toMatchObject({files: 8, firstPassFiles: 8});
  });

  it('does not compress a file again that has not changed since the first pass', async () => {
    write('page/index.html', `<p>${text(100)}</p>`);
    const precompressor = new Precompressor(site);
    await precompressor.begin();
    const copy = path.join(site, 'page/index.html.br');
    expect(existsSync(copy)).toBe(true);
    const firstWritten = statSync(copy).mtimeMs;
    await precompressor.finish();
    expect(statSync(copy).mtimeMs).toBe(firstWritten);
  });

  it('removes a copy that no longer fits the file', async () => {
    write('data/values.json', JSON.stringify({values: text(200)}));
    const precompressor = new Precompressor(site);
    await precompressor.begin();
    expect(existsSync(path.join(site, 'data/values.json.br'))).toBe(true);
    // Rewritten with content that does not compress: the old copies would serve the old file.
    rmSync(path.join(site, 'data/values.json'));
    write('data/values.json', randomBytes(4000));
    await precompressor.finish();
    expect(existsSync(path.join(site, 'data/values.json.br'))).toBe(false);
    expect(existsSync(path.join(site, 'data/values.json.gz'))).toBe(false);
  });
});
