// Site configuration. Every provider-specific value (name, outside links, feedback form) lives in
// `siteSettings` below and nowhere else; components read it through `customFields`.
import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as ClassicThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import apiArtifactsPlugin from './src/plugins/api-artifacts';
import type {ApiReferenceOptions} from './src/plugins/api-reference';
import agentDocsPlugin from './src/plugins/agent-docs';
import changelogPlugin from './src/plugins/changelog';
import {createLastUpdateVcs} from './src/plugins/last-update';
import cspHashesPlugin from './src/plugins/csp-hashes';
import precompressPlugin from './src/plugins/precompress';
import bundlerMemoryPlugin from './src/plugins/bundler-memory';
import cssChunksPlugin from './src/plugins/css-chunks';
import jsChunksPlugin from './src/plugins/js-chunks';
import infimaSubsetPlugin from './src/plugins/infima-subset';
import codeHighlightPlugin from './src/plugins/code-highlight';
import remarkImageAlt from './src/plugins/image-alt';
import searchTheme from './src/plugins/search-index';
import mermaidSvgPlugin from './src/plugins/mermaid-svg';
import docsVersionsPlugin from './src/plugins/docs-versions';
import remarkMermaidSvg from './src/plugins/mermaid-svg/remark';
import remarkApiFacts from './src/plugins/api-facts';
import {resolveDevHostPatterns} from './src/config/devHosts';
import {announcementBarFromEnv} from './src/config/announcement';
import {readFileSync} from 'node:fs';
import {readSetting} from './src/config/authorError';
import {docsVersionInfo, readDocsVersion, VERSIONS_MANIFEST_SOURCE} from './src/config/docsVersion';
import {optimisationsLeftOut} from './src/config/benchWithout';
import {sessionGateHeadTags} from './src/auth/prehydrationGuard';
import {withDefaultNavbarItemPosition} from './src/config/navbarItemPosition';
import {normalisePathHeadTags} from './src/config/normalisePath';
import {SCRIPTS_AFTER_STYLES_TEMPLATE} from './src/config/ssrTemplate';
import {FIXTURE_CLASS_SOURCES, withTestFixtures} from './tests/fixtures/testBuild';
import {limitHeapGrowth} from './src/config/heapGrowth';
import {returnFreedBundlerMemory} from './src/config/bundlerMemory';

// Before anything large is loaded: the build collects garbage before its heap doubles (src/config/heapGrowth.ts).
limitHeapGrowth();
// Before rspack's binding loads: what the bundler frees goes back to the system (src/config/bundlerMemory.ts).
returnFreedBundlerMemory();

const siteSettings = {
  providerName: 'Orgvue',
  companyUrl: 'https://www.orgvue.com/',
  userGuidesUrl: 'https://support.orgvue.com/hc/en-us/categories/user-guides',
  knowledgeBaseUrl: 'https://support.orgvue.com/hc/en-us',
  resourcesHubUrl: 'https://www.orgvue.com/resources/',
  feedbackFormUrl: 'https://www.orgvue.com/contact-us/',
  supportEmail: 'support@orgvue.com',
  copyrightYear: 2025,
};

/**
 * Mermaid diagrams are drawn to SVG at build time (src/plugins/mermaid-svg) and shown as images, so
 * pages ship no Mermaid code; a diagram without a drawing keeps the theme's client renderer.
 */
const diagramRemarkPlugins = [[remarkMermaidSvg, {siteDir: __dirname}]];

/**
 * `<ErrorCode code="400701" />`, `<Endpoint operation="createDataset" />` and the other fact
 * elements become Markdown from the API model (src/plugins/api-facts), so pages never retype a
 * code's name, an operation's path or a parameter's default.
 */
const apiFactsRemarkPlugins = [[remarkApiFacts, {siteDir: __dirname}]];

/** The build the browser tests run against (scripts/test-all.mjs): fixture pages and test-only navbar items. */
const isTestBuild = process.env.DOCS_TEST_BUILD === '1';

/**
 * The docs version this build is for (DOCS_VERSION, default 1.0.0): the base path, the version's label
 * and status (from deploy/versions.json), the downloads' names and the sitemap all follow from it.
 */
const docsVersion = readSetting(() =>
  docsVersionInfo(readDocsVersion(process.env.DOCS_VERSION), readFileSync(`${__dirname}/${VERSIONS_MANIFEST_SOURCE}`, 'utf8')),
);

/** Optimisations this build leaves out: only `npm run bench` sets DOCS_BENCH_WITHOUT, to measure what each wins. */
const leftOut = readSetting(() => optimisationsLeftOut(process.env.DOCS_BENCH_WITHOUT));
const unlessLeftOut = <T>(optimisation: Parameters<typeof leftOut.has>[0], entry: T): T[] => (leftOut.has(optimisation) ? [] : [entry]);

/** Hosts where every page needs a session (dev/QA); see "Sign-in on dev/QA hosts" in the README. */
const devHostPatterns = readSetting(() => resolveDevHostPatterns(process.env.DOCS_DEV_HOSTS));

const config = {
  title: 'API Documentation',
  tagline: `Learn how to integrate with ${siteSettings.providerName}'s APIs`,
  favicon: 'img/favicon.svg',
  url: process.env.DOCS_SITE_URL ?? 'https://docs.example.com',
  baseUrl: docsVersion.basePath,
  trailingSlash: true,
  // The page's scripts are requested once its stylesheets have loaded (src/config/ssrTemplate.ts).
  ...(leftOut.has('scripts-after-styles') ? {} : {ssrTemplate: SCRIPTS_AFTER_STYLES_TEMPLATE}),
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  // Last-updated dates from git, stable (never a failed build) where there is no git history.
  // DOCS_BUNDLER=webpack builds without Docusaurus Faster, only so `npm run bench` can compare the two.
  future: {
    faster: process.env.DOCS_BUNDLER !== 'webpack',
    v4: {removeLegacyPostBuildHeadAttribute: true},
    experimental_vcs: createLastUpdateVcs(),
  },
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },
  customFields: {
    siteSettings,
    devHostPatterns,
    // The build's version, its status and the repository's versions manifest (src/versions).
    docsVersion,
    // Other sites' search indexes (same format as ours) whose results search shows too, as
    // `{heading, uri}`; see "Search" in the README. The test build adds two.
    externalSearchSources: [],
    // What the browser code of a bench build leaves out (src/components/leftOut.ts); empty in production.
    benchWithout: [...leftOut],
  },
  // Inline scripts that must run before the app boots; the csp-hashes plugin hashes them for the CSP.
  headTags: [...normalisePathHeadTags(), ...sessionGateHeadTags(devHostPatterns)],
  clientModules: ['./src/clientModules/imageZoom.ts', ...unlessLeftOut('intent-prefetch', './src/clientModules/intentPrefetch.ts')],
  // The classic preset's plugins, registered one by one: the API reference is a docs instance of its own.
  plugins: [
    // The docs plugin, with each top-level category of the sidebar a group whose pages and sidebar
    // load apart from the others' (src/plugins/docs-groups); so are the recipes below.
    [
      './src/plugins/docs-groups/index.ts',
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        showLastUpdateTime: true,
        versions: {current: {label: docsVersion.label}},
        beforeDefaultRemarkPlugins: [...apiFactsRemarkPlugins, ...diagramRemarkPlugins],
        // Undoes the double escaping of image alt text by Docusaurus' image transform.
        remarkPlugins: [remarkImageAlt],
      } satisfies DocsOptions,
    ],
    // Pages from the API model (src/openapi): operations, models, callbacks and webhooks at /api/,
    // with this site's house rules for its own description (strict).
    ['./src/plugins/api-reference/index.ts', {routeBasePath: 'api', strict: true} satisfies DocsOptions & ApiReferenceOptions],
    ['@docusaurus/plugin-content-pages', {beforeDefaultRemarkPlugins: apiFactsRemarkPlugins} satisfies PagesOptions],
    ['@docusaurus/plugin-sitemap', {changefreq: 'daily', priority: 0.5, filename: 'sitemap.xml'} satisfies SitemapOptions],
    apiArtifactsPlugin,
    agentDocsPlugin,
    changelogPlugin,
    cspHashesPlugin,
    precompressPlugin,
    bundlerMemoryPlugin,
    ...unlessLeftOut('css-chunks', cssChunksPlugin),
    ...unlessLeftOut('js-chunks', jsChunksPlugin),
    // The test build's fixture pages name Infima classes too; production's stylesheet does not keep them.
    ...unlessLeftOut('infima-subset', infimaSubsetPlugin({extraClassSources: isTestBuild ? FIXTURE_CLASS_SOURCES : []})),
    docsVersionsPlugin,
    ...unlessLeftOut('code-highlight', codeHighlightPlugin),
    mermaidSvgPlugin,
    [
      './src/plugins/docs-groups/index.ts',
      {
        id: 'recipes',
        path: 'recipes',
        routeBasePath: 'recipes',
        sidebarPath: './sidebars.ts',
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins: [...apiFactsRemarkPlugins, ...diagramRemarkPlugins],
        // Undoes the double escaping of image alt text by Docusaurus' image transform.
        remarkPlugins: [remarkImageAlt],
      },
    ],
    [
      '@docusaurus/plugin-content-docs',
      {id: 'feedback', path: 'feedback', routeBasePath: 'feedback', sidebarPath: false, beforeDefaultRemarkPlugins: apiFactsRemarkPlugins},
    ],
  ],
  themes: [
    ['@docusaurus/theme-classic', {customCss: './src/css/custom.css'} satisfies ClassicThemeOptions],
    '@docusaurus/theme-mermaid',
    [
      // @easyops-cn/docusaurus-search-local, plus the light index the site's search reads.
      searchTheme,
      {
        hashed: 'filename',
        indexDocs: true,
        indexPages: true,
        indexBlog: false,
        docsRouteBasePath: ['/', 'recipes', 'feedback', 'api'],
        // Only hashed into the index file name (patched to include the OpenAPI description), so
        // every source of indexed pages is listed.
        docsDir: ['docs', 'recipes', 'feedback', 'src/pages', 'openapi'],
        // Previous/next links would make a page match its neighbours' titles, the API pages'
        // request/response boxes (marked data-search-exclude) repeat what the page says in seven
        // languages, and page controls (copy, feedback) are not content.
        ignoreCssSelectors: ['.pagination-nav', '[data-search-exclude]'],
        searchResultLimits: 20,
        searchResultContextMaxLength: 50,
        // Off: the plugin would put mark.js into every page's bundle. SearchTermHighlighter highlights
        // `_highlight` terms itself and fetches mark.js only on pages whose URL has them.
        highlightSearchTermsOnTargetPage: false,
      } satisfies SearchLocalOptions,
    ],
  ],
  themeConfig: {
    // The card link previews show (1200x630); drawn from static/img/social-card.svg.
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'API, data API, datasets, import, export, drafts, integration'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: readSetting(() => announcementBarFromEnv(process.env.DOCS_ANNOUNCEMENT)),
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 5},
    navbar: {
      title: 'API Documentation',
      hideOnScroll: true,
      // src/theme/Navbar/Logo shows the mark, then siteSettings.providerName, then the title.
      // The size reserves the image's box before it loads: the docs sidebar shows the theme's own
      // Logo (under the navbar until it hides on scroll), and without it the title beside moved 32 px.
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: withDefaultNavbarItemPosition([
        {type: 'doc', docId: 'index', label: 'Documentation', position: 'left'},
        {to: '/recipes/', label: 'Recipes', position: 'left', activeBaseRegex: '/recipes/'},
        {to: '/api/', label: 'API Reference', position: 'left', activeBaseRegex: '/api/'},
        {to: '/feedback/', label: 'Feedback', position: 'left', activeBaseRegex: '/feedback/'},
        // Every deployed docs version; choosing one opens this page there (src/components/VersionSwitcher).
        {type: 'docsVersionDropdown', position: 'right'},
        // Opens "Your workspace": the reader's tenant, host and ids in every sample (src/components/Workspace).
        {type: 'custom-workspace'},
      ]),
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: siteSettings.providerName,
          items: [{label: 'Company site', href: siteSettings.companyUrl}],
        },
        {
          title: 'Help',
          items: [
            {label: 'User guides', href: siteSettings.userGuidesUrl},
            {label: 'Knowledge base', href: siteSettings.knowledgeBaseUrl},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Resources hub', href: siteSettings.resourcesHubUrl},
            {label: 'Send feedback', to: '/feedback/'},
          ],
        },
      ],
      copyright: `Copyright © ${siteSettings.copyrightYear} ${siteSettings.providerName}.`,
    },
    prism: {
      // Every code colour lives in src/css/code.css, keyed to the colour mode (WCAG AA in both), so
      // code is readable before React hydrates too; the themes add no inline colours.
      theme: {plain: {}, styles: []},
      darkTheme: {plain: {}, styles: []},
      // prism-react-renderer already bundles json, python and yaml; listing them again shipped and
      // ran their grammars twice.
      additionalLanguages: ['bash', 'powerquery'],
    },
  } satisfies UserThemeConfig,
} satisfies Config;

// The test build adds fixture pages and a navbar with every item type; see tests/fixtures/testBuild.ts.
export default isTestBuild ? withTestFixtures(config) : config;
