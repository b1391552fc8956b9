// Trimming Infima (src/plugins/infima-subset): rules go only when no source can set their class or
// the config leaves their feature off; elements, attributes and used custom properties stay; a
// built page that uses a class the stylesheet lost fails the build.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import infimaSubsetPlugin, {infimaClassesLost, infimaPurge, purgeInputsKey, removeUnusedCustomProperties} from '../../../src/plugins/infima-subset';
import {classesOfCss, classesOnPage, customPropertiesUsedBy, nonClassSelectorWords} from '../../../src/plugins/infima-subset/classSources';
import {classesTheConfigNeverShows, configuresBlog, stylesheetsTheConfigNeverShows} from '../../../src/plugins/infima-subset/configClasses';

const SITE_DIR = path.resolve(__dirname, '../../..');
const INFIMA_FILE = path.join(SITE_DIR, 'node_modules/infima/dist/css/default/default.css');
const NAVBAR_ITEM_DIR = path.join(SITE_DIR, 'node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem');
const LOCALE_DROPDOWN_STYLESHEET = path.join(NAVBAR_ITEM_DIR, 'LocaleDropdownNavbarItem/styles.module.css');
const MOBILE_DROPDOWN_STYLESHEET = path.join(NAVBAR_ITEM_DIR, 'DropdownNavbarItem/Mobile/styles.module.css');

/** Infima in small: rules the site uses, rules it does not, elements, and custom properties. */
const INFIMA_SAMPLE = `
:root{--ifm-color-primary:#3578e5;--ifm-link-color:var(--ifm-color-primary);--ifm-pills-spacing:.125rem;--ifm-navbar-height:3.75rem}
html[data-theme=dark]{--ifm-color-primary:#6af;--ifm-pills-spacing:.25rem}
a{color:var(--ifm-link-color)}
blockquote{border-left:2px solid}
hr{height:1px}
.alert--info{color:blue}
.navbar__brand{display:flex}
.navbar--primary{background:blue}
.dropdown__menu{display:none}
.pills__item{margin:var(--ifm-pills-spacing)}
@media (max-width:996px){.pills__item{margin:0}}
`;

const SITE_CONFIG = {plugins: [], presets: [], themeConfig: {navbar: {items: [{type: 'doc'}]}, footer: {style: 'dark'}}};

async function purged(css: string, from = INFIMA_FILE, siteConfig: object = SITE_CONFIG): Promise<string> {
  const plugin = infimaPurge({siteDir: SITE_DIR, siteConfig: siteConfig as never}, {});
  return (await postcss([plugin]).process(css, {from})).css;
}

describe('infimaPurge', () => {
  it("keeps the rules whose classes the theme or our code can set, and drops the others'", async () => {
    const css = await purged(INFIMA_SAMPLE);
    expect(css).toContain('.alert--info');
    expect(css).toContain('.navbar__brand');
    expect(css).not.toContain('.pills__item');
    expect(css).not.toMatch(/@media/);
  }, 60_000);

  it('drops the classes the theme sets only for a feature the config leaves off', async () => {
    const css = await purged(INFIMA_SAMPLE);
    expect(css).not.toContain('.navbar--primary');
    expect(css).not.toContain('.dropdown__menu');
  }, 60_000);

  it('keeps element and attribute rules, which Markdown and the colour mode produce without naming them', async () => {
    const css = await purged(INFIMA_SAMPLE);
    expect(css).toContain('blockquote{');
    expect(css).toContain('hr{');
    expect(css).toContain('html[data-theme=dark]{--ifm-color-primary:#6af}');
  }, 60_000);

  it('drops custom properties nothing uses any more and keeps those used here or elsewhere', async () => {
    const css = await purged(INFIMA_SAMPLE);
    expect(css).not.toContain('--ifm-pills-spacing');
    expect(css).toContain('--ifm-link-color:var(--ifm-color-primary)');
    expect(css).toContain('--ifm-color-primary:#3578e5');
    // Not used by Infima's rules that are left, but by the theme's and our stylesheets.
    expect(css).toContain('--ifm-navbar-height');
  }, 60_000);

  it('leaves every stylesheet but Infima as it is', async () => {
    expect(await purged('.pills__item{margin:0}', path.join(SITE_DIR, 'src/css/custom.css'))).toBe('.pills__item{margin:0}');
  });

  it("empties the theme's dropdown stylesheets when no navbar item is a dropdown, and keeps them when one is", async () => {
    const css = '.iconLanguage{margin-right:5px}';
    expect(await purged(css, LOCALE_DROPDOWN_STYLESHEET)).toBe('');
    expect(await purged('.dropdownNavbarItemMobile{cursor:pointer}', MOBILE_DROPDOWN_STYLESHEET)).toBe('');
    const withLocales = {...SITE_CONFIG, themeConfig: {navbar: {items: [{type: 'localeDropdown'}]}}};
    expect(await purged(css, LOCALE_DROPDOWN_STYLESHEET, withLocales)).toBe(css);
  });
});

describe('the bundler cache', () => {
  const production = {siteDir: SITE_DIR, siteConfig: {presets: [], plugins: [], themeConfig: {navbar: {items: [{to: '/'}]}}}} as never;
  const testBuild = {siteDir: SITE_DIR, siteConfig: {presets: [], plugins: [], themeConfig: {navbar: {style: 'dark', items: [{type: 'dropdown', items: []}]}}}} as never;

  it('is versioned by what the trim reads: the classes and stylesheets the config rules out and the folders it reads', () => {
    const key = purgeInputsKey(production, {});
    expect(purgeInputsKey(production, {})).toBe(key);
    expect(purgeInputsKey(testBuild, {})).not.toBe(key);
    // A dropdown alone changes it: its classes and the theme's dropdown stylesheets are no longer ruled out.
    const withDropdown = {siteDir: SITE_DIR, siteConfig: {presets: [], plugins: [], themeConfig: {navbar: {items: [{to: '/'}, {type: 'localeDropdown'}]}}}} as never;
    expect(purgeInputsKey(withDropdown, {})).not.toBe(key);
    expect(purgeInputsKey(production, {extraClassSources: ['tests/fixtures/pages']})).not.toBe(key);
  });

  it("adds that version to rspack's persistent cache and to webpack's", () => {
    const plugin = infimaSubsetPlugin({})(production);
    const key = purgeInputsKey(production, {});
    const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-en-abc'}}};
    const webpack = {cache: {type: 'filesystem', version: '3.10.2-abc'}};
    const none = {};
    for (const config of [rspack, webpack, none]) plugin.configureWebpack!(config as never, false, {} as never, undefined);
    expect(rspack.experiments.cache.version).toBe(`client-production-en-abc-infima-${key}`);
    expect(webpack.cache.version).toBe(`3.10.2-abc-infima-${key}`);
    expect(none).toEqual({});
  });
});

describe('removeUnusedCustomProperties', () => {
  it('keeps a property used through another used one, and what is used elsewhere with what it uses', () => {
    const root = postcss.parse(':root{--a:1px;--b:var(--a);--c:2px;--d:var(--e);--e:3px;--unused:4px}.x{margin:var(--b)}');
    removeUnusedCustomProperties(root, new Set(['--d']));
    expect(root.toString()).toBe(':root{--a:1px;--b:var(--a);--d:var(--e);--e:3px}.x{margin:var(--b)}');
  });

  it('removes rules and at-rules left empty', () => {
    const root = postcss.parse('.x{margin:0}@media print{:root{--gone:1}}html[data-theme=dark]{--gone:2}');
    removeUnusedCustomProperties(root, new Set());
    expect(root.toString()).toBe('.x{margin:0}');
  });
});

describe('classesTheConfigNeverShows', () => {
  const blocked = (themeConfig: Parameters<typeof classesTheConfigNeverShows>[0], name: string) => classesTheConfigNeverShows(themeConfig).some((pattern) => pattern.test(name));

  it('blocks the navbar and footer styles the config does not choose', () => {
    expect(blocked({}, 'navbar--dark')).toBe(true);
    expect(blocked({}, 'navbar--primary')).toBe(true);
    expect(blocked({navbar: {style: 'dark'}}, 'navbar--dark')).toBe(false);
    expect(blocked({navbar: {style: 'dark'}}, 'navbar--primary')).toBe(true);
    expect(blocked({footer: {style: 'dark'}}, 'footer--dark')).toBe(false);
    expect(blocked({}, 'footer--dark')).toBe(true);
  });

  it('blocks the dropdown only when no navbar item is one', () => {
    expect(blocked({navbar: {items: [{type: 'doc'}]}}, 'dropdown__menu')).toBe(true);
    expect(blocked({navbar: {items: [{type: 'doc'}]}}, 'dropdown--show')).toBe(true);
    expect(blocked({navbar: {items: [{type: 'doc'}]}}, 'dropdown')).toBe(true);
    expect(blocked({navbar: {items: [{type: 'localeDropdown'}]}}, 'dropdown')).toBe(false);
    // The site's version switcher replaces the theme's docsVersionDropdown and styles its own menu.
    expect(blocked({navbar: {items: [{type: 'docsVersionDropdown'}]}}, 'dropdown__menu')).toBe(true);
    expect(blocked({navbar: {items: [{items: []}]}}, 'dropdown__link')).toBe(false);
    expect(blocked({}, 'dropdownish')).toBe(false);
  });

  it("keeps the close button of an announcement bar the reader can close, and only then", () => {
    expect(blocked({announcementBar: {isCloseable: true}}, 'close')).toBe(false);
    expect(blocked({announcementBar: {isCloseable: false}}, 'close')).toBe(true);
    expect(blocked({}, 'close')).toBe(true);
  });
});

describe('stylesheetsTheConfigNeverShows', () => {
  const unshown = (themeConfig: Parameters<typeof stylesheetsTheConfigNeverShows>[0], file: string) =>
    stylesheetsTheConfigNeverShows(themeConfig).some((pattern) => pattern.test(file));

  it("rules out the theme's dropdown stylesheets when no navbar item is a dropdown", () => {
    const links = {navbar: {items: [{type: 'doc'}, {type: 'docsVersionDropdown'}]}};
    expect(unshown(links, LOCALE_DROPDOWN_STYLESHEET)).toBe(true);
    expect(unshown(links, MOBILE_DROPDOWN_STYLESHEET)).toBe(true);
    expect(unshown(links, 'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\NavbarItem\\LocaleDropdownNavbarItem\\styles.module.css')).toBe(true);
  });

  it('keeps them when an item is a dropdown, a locale dropdown or has items', () => {
    for (const item of [{type: 'dropdown'}, {type: 'localeDropdown'}, {items: []}]) {
      expect(unshown({navbar: {items: [item]}}, LOCALE_DROPDOWN_STYLESHEET)).toBe(false);
      expect(unshown({navbar: {items: [item]}}, MOBILE_DROPDOWN_STYLESHEET)).toBe(false);
    }
  });

  it("never rules out the theme's other stylesheets or ours", () => {
    expect(unshown({}, path.join(NAVBAR_ITEM_DIR, '../Navbar/Content/styles.module.css'))).toBe(false);
    expect(unshown({}, path.join(SITE_DIR, 'src/components/VersionSwitcher/styles.module.css'))).toBe(false);
  });
});

describe('configuresBlog', () => {
  it('sees a blog plugin or a preset, which adds one unless told not to', () => {
    expect(configuresBlog({plugins: [], presets: []})).toBe(false);
    expect(configuresBlog({plugins: [['@docusaurus/plugin-content-blog', {}]], presets: []})).toBe(true);
    expect(configuresBlog({plugins: [() => ({name: 'x'})], presets: ['classic']})).toBe(true);
  });
});

describe('reading classes', () => {
  it('takes class names from selectors only, never from values or comments', () => {
    expect([...classesOfCss('/* .note */ .a,.b--x>.c__d:hover{margin:.5rem}@media (min-width:1px){.e{padding:.25em}}')].sort()).toEqual(['a', 'b--x', 'c__d', 'e']);
  });

  it('reads class attributes as minified HTML writes them', () => {
    expect([...classesOnPage('<p class="a  b"><i class=c></i><b class=\'d\'>class=e</b>')].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives PurgeCSS the element and attribute words of selectors, without the classes', () => {
    expect(nonClassSelectorWords('html[data-theme=dark] .navbar__brand,blockquote>p:first-child{x:y}').sort()).toEqual(['blockquote', 'dark', 'data-theme', 'first-child', 'html', 'p']);
  });

  it('finds the custom properties code mentions and stylesheets use, not those they only declare', () => {
    const used = customPropertiesUsedBy(["el.style.setProperty('--ifm-navbar-height', h); const c = 'button--primary';"], [':root{--own:1px}.x{margin:var(--ifm-spacing)}']);
    expect([...used].sort()).toEqual(['--ifm-navbar-height', '--ifm-spacing']);
  });
});

describe('infimaClassesLost', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'infima-subset-'));
    mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    mkdirSync(path.join(outDir, 'guide'), {recursive: true});
    writeFileSync(path.join(outDir, 'assets/css/styles.1.css'), '.alert{padding:1rem}.alert--info{color:blue}');
  });
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('names an Infima class a page uses that no built stylesheet has, with the page', async () => {
    writeFileSync(path.join(outDir, 'guide/index.html'), '<div class="alert alert--danger our_x1Yz">!</div>');
    expect(await infimaClassesLost(outDir, '.alert{}.alert--info{}.alert--danger{}')).toEqual(new Map([['alert--danger', path.join('guide', 'index.html')]]));
  });

  it('is empty when every Infima class on the pages is still styled', async () => {
    writeFileSync(path.join(outDir, 'guide/index.html'), '<div class="alert alert--info our_x1Yz">!</div>');
    expect(await infimaClassesLost(outDir, '.alert{}.alert--info{}.alert--danger{}')).toEqual(new Map());
  });
});
