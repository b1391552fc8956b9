// Which CSS goes where (src/plugins/css-chunks): on-demand components keep their CSS out of the
// main stylesheet, rarely used components get a stylesheet of their own, and the built pages that
// use one link it right after the main stylesheet.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import {CssExtractRspackPlugin} from '@rspack/core';
import {
  CHUNK_STYLESHEET_ATTRIBUTES,
  isRenderBlockingChunk,
  lowerChunkStylesheetPriority,
  PAGE_STYLESHEET_PREFIX,
  PAGE_STYLESHEETS,
  splitStylesheets,
} from '../../../src/plugins/css-chunks';
import {linkPageStylesheets, stylesheetsUsedBy, withStylesheetLinks} from '../../../src/plugins/css-chunks/pageStylesheets';

/** The part of Docusaurus's client config this plugin changes, as @docusaurus/core writes it. */
const docusaurusConfig = () => ({
  optimization: {
    splitChunks: {
      cacheGroups: {
        default: false as const,
        common: {name: 'common', priority: 40},
        styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50} as Record<string, unknown>,
      },
    },
  },
});

describe('splitStylesheets', () => {
  it('keeps the CSS of the on-demand chunks out of the main stylesheet, and only theirs', () => {
    const config = docusaurusConfig();
    splitStylesheets(config);
    const chunks = config.optimization.splitChunks.cacheGroups.styles.chunks as (chunk: {name?: string | null}) => boolean;
    expect(chunks({name: 'api-console'})).toBe(false);
    expect(chunks({name: 'workspace-panel'})).toBe(false);
    expect(chunks({name: 'main'})).toBe(true);
    expect(chunks({name: '17896441'})).toBe(true);
    expect(chunks({name: null})).toBe(true);
    expect(isRenderBlockingChunk({name: 'api-console-callback'})).toBe(false);
  });

  it('gives each rarely used component a stylesheet of its own, taken before the main one', () => {
    const config = docusaurusConfig();
    splitStylesheets(config);
    const groups = config.optimization.splitChunks.cacheGroups as Record<string, unknown>;
    expect(groups['page-not-found']).toEqual({
      name: 'page-not-found',
      type: 'css/mini-extract',
      test: PAGE_STYLESHEETS['not-found'],
      chunks: 'all',
      enforce: true,
      priority: 60,
    });
    expect(PAGE_STYLESHEETS['not-found'].test('/site/src/components/NotFoundHelp/styles.module.css')).toBe(true);
    expect(PAGE_STYLESHEETS['not-found'].test('/site/src/components/SearchHit/styles.module.css')).toBe(false);
    expect(Object.keys(groups).filter((name) => name.startsWith(PAGE_STYLESHEET_PREFIX))).toHaveLength(Object.keys(PAGE_STYLESHEETS).length);
  });

  it('fails the build when Docusaurus has no "styles" cache group any more', () => {
    expect(() => splitStylesheets({optimization: {splitChunks: {cacheGroups: {}}}})).toThrow(/no longer has a "styles" splitChunks cache group/);
    expect(() => splitStylesheets({optimization: {splitChunks: false}})).toThrow(/styles/);
  });
});

describe('lowerChunkStylesheetPriority', () => {
  it('has rspack\'s runtime add the chunk stylesheets with fetchpriority=low, keeping other attributes', () => {
    const plugin = new CssExtractRspackPlugin({attributes: {'data-kept': 'yes'}});
    lowerChunkStylesheetPriority({plugins: [{}, plugin]});
    expect(plugin.options.attributes).toEqual({'data-kept': 'yes', fetchpriority: 'low'});
    expect(plugin.normalizeOptions(plugin.options).attributes).toEqual({'"data-kept"': '"yes"', '"fetchpriority"': '"low"'});
  });

  it('does the same for webpack\'s mini-css-extract-plugin, whose runtime reads what its constructor kept', () => {
    const plugin = new MiniCssExtractPlugin();
    lowerChunkStylesheetPriority({plugins: [plugin]});
    expect((plugin as unknown as {runtimeOptions: {attributes: Record<string, string>}}).runtimeOptions.attributes).toEqual(CHUNK_STYLESHEET_ATTRIBUTES);
  });

  it('fails the build when the client config extracts no CSS', () => {
    expect(() => lowerChunkStylesheetPriority({plugins: [{}]})).toThrow(/no CSS extraction plugin/);
    expect(() => lowerChunkStylesheetPriority({})).toThrow(/no CSS extraction plugin/);
  });
});

const MAIN = '<link rel=stylesheet href=/docs/assets/css/styles.1.css />';
const page = (body: string) => `<!doctype html><html><head><title>t</title>${MAIN}<script src=/docs/assets/js/main.js defer></script></head><body>${body}</body></html>`;
const notFoundSheet = {href: '/docs/assets/css/page-not-found.2.css', classes: new Set(['lead_XTDU', 'search_DHy7'])};
const changelogSheet = {href: '/docs/assets/css/page-changelog.3.css', classes: new Set(['releases_fuGh'])};

describe('stylesheetsUsedBy', () => {
  it('links a page stylesheet only from pages whose markup uses one of its classes', () => {
    expect(stylesheetsUsedBy(page('<p class="lead_XTDU x">Not found</p>'), [notFoundSheet, changelogSheet])).toEqual([notFoundSheet.href]);
    expect(stylesheetsUsedBy(page('<ul class=releases_fuGh></ul><div class=search_DHy7></div>'), [notFoundSheet, changelogSheet])).toEqual([notFoundSheet.href, changelogSheet.href]);
    expect(stylesheetsUsedBy(page('<p>lead_XTDU in text is not a class</p>'), [notFoundSheet])).toEqual([]);
  });
});

describe('withStylesheetLinks', () => {
  it('puts the links right after the last stylesheet of the head, so they come later in the cascade', () => {
    const html = withStylesheetLinks(page('<link rel=stylesheet href=/in-body.css>'), [notFoundSheet.href]);
    expect(html).toContain(`${MAIN}<link rel="stylesheet" href="${notFoundSheet.href}"><script`);
    expect(html.indexOf(notFoundSheet.href)).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a page without a stylesheet, which would otherwise go unstyled', () => {
    expect(() => withStylesheetLinks('<html><head></head><body></body></html>', [notFoundSheet.href])).toThrow(/without a stylesheet link/);
  });
});

describe('linkPageStylesheets', () => {
  let outDir: string;
  const write = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(outDir, relative)), {recursive: true});
    writeFileSync(path.join(outDir, relative), content);
  };
  beforeEach(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'css-chunks-'));
  });
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('links each built page stylesheet from the pages that use it and leaves the others as they were', async () => {
    write('assets/css/styles.1.css', '.lead_XTDU{color:red}');
    write('assets/css/page-not-found.2.css', '.lead_XTDU{font-size:1.1rem}.search_DHy7{margin:0}');
    write('404.html', page('<p class=lead_XTDU>Gone</p>'));
    const guide = page('<p class=other>Guide</p>');
    write('guide/index.html', guide);

    expect(await linkPageStylesheets(outDir, '/docs/', PAGE_STYLESHEET_PREFIX)).toBe(1);
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain('<link rel="stylesheet" href="/docs/assets/css/page-not-found.2.css">');
    expect(readFileSync(path.join(outDir, 'guide/index.html'), 'utf8')).toBe(guide);
    expect(readdirSync(outDir).filter((name) => name.endsWith('.linking'))).toEqual([]);
    expect(existsSync(path.join(outDir, '404.html.linking'))).toBe(false);
  });
});
