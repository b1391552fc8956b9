// The build's precompressed copies: what gets a .gz and .br, and that they decode to the original.
import {mkdtempSync, mkdirSync, readFileSync, existsSync, writeFileSync, rmSync} from 'node:fs';
import {randomBytes} from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {brotliQualityFor, isCompressible, precompressDirectory} from '../../../src/plugins/precompress/precompress';
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
