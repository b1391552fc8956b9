// Navbar config mistakes that Docusaurus turns into build errors (spec 2 "An unknown type is an
// error", spec 5 "A sidebar navbar item whose sidebar has no link is an error"), and the navbar
// styles it accepts. Each test builds the one-page site in tests/fixtures/tiny-site with a navbar
// of its own, which takes seconds rather than the minute the whole site needs.
import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const TINY_SITE = path.join(ROOT, 'tests/fixtures/tiny-site');
// Inside the checkout, so the tiny site resolves Docusaurus from the checkout's node_modules.
const WORK_DIR = path.join(ROOT, 'test-results/tiny-sites');
const BUILD_TIMEOUT_MS = 180_000;

type NavbarConfig = {style?: string; items: Record<string, unknown>[]};
type BuildResult = {succeeded: boolean; output: string; siteDir: string};

function buildTinySite(name: string, navbar: NavbarConfig): Promise<BuildResult> {
  const siteDir = path.join(WORK_DIR, name);
  rmSync(siteDir, {recursive: true, force: true});
  mkdirSync(WORK_DIR, {recursive: true});
  cpSync(TINY_SITE, siteDir, {recursive: true});
  const config = {
    title: 'Tiny site',
    url: 'https://example.com',
    baseUrl: '/',
    future: {faster: true, v4: true},
    // The classic theme and docs plugin on their own, as the site registers them (no preset).
    plugins: [['@docusaurus/plugin-content-docs', {routeBasePath: '/', sidebarPath: './sidebars.mjs'}]],
    themes: ['@docusaurus/theme-classic'],
    themeConfig: {navbar},
  };
  writeFileSync(path.join(siteDir, 'docusaurus.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'build'],
      // Each build starts from an empty folder, so a persistent bundler cache would be written for nothing.
      {cwd: siteDir, env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}},
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({succeeded: code === 0, output, siteDir}));
  });
}

describe('navbar config that Docusaurus rejects', () => {
  test.concurrent(
    'an item type Docusaurus does not know fails the build naming the type',
    async () => {
      const result = await buildTinySite('unknown-type', {items: [{type: 'sparkles', label: 'Sparkles'}]});
      expect(result.succeeded).toBe(false);
      expect(result.output).toContain('Bad navbar item type sparkles');
    },
    BUILD_TIMEOUT_MS,
  );

  test.concurrent(
    'a custom item type without a component fails with "No NavbarItem component found for type"',
    async () => {
      const result = await buildTinySite('unregistered-custom-type', {items: [{type: 'custom-sparkles'}]});
      expect(result.succeeded).toBe(false);
      expect(result.output).toContain('No NavbarItem component found for type "custom-sparkles".');
    },
    BUILD_TIMEOUT_MS,
  );

  test.concurrent(
    'a docSidebar item whose sidebar has no link fails the build',
    async () => {
      const result = await buildTinySite('sidebar-without-link', {
        items: [{type: 'docSidebar', sidebarId: 'outsideLinksOnly', label: 'Elsewhere'}],
      });
      expect(result.succeeded).toBe(false);
      expect(result.output).toContain('Sidebar with ID "outsideLinksOnly" doesn\'t have anything to be linked to.');
    },
    BUILD_TIMEOUT_MS,
  );

  test.concurrent(
    'a navbar style other than dark or primary fails the build',
    async () => {
      const result = await buildTinySite('unknown-style', {style: 'sparkly', items: []});
      expect(result.succeeded).toBe(false);
      expect(result.output).toMatch(/"navbar\.style" must be one of \[dark, primary\]/);
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('navbar config that Docusaurus accepts', () => {
  test.concurrent(
    'the primary navbar style is applied',
    async () => {
      const result = await buildTinySite('primary-style', {
        style: 'primary',
        items: [{type: 'docSidebar', sidebarId: 'main', label: 'Docs'}],
      });
      expect(result.succeeded, result.output).toBe(true);
      const html = readFileSync(path.join(result.siteDir, 'build/index.html'), 'utf8');
      // The build minifies HTML, so attribute quotes are optional.
      const navbar = /<nav aria-label="?Main"?[^>]*>/.exec(html)?.[0];
      expect(navbar).toMatch(/\bnavbar--primary\b/);
      expect(/<a[^>]*href="?\/"?[^>]*>Docs<\/a>/.test(html), 'the docSidebar item links to the sidebar page').toBe(true);
    },
    BUILD_TIMEOUT_MS,
  );
});
