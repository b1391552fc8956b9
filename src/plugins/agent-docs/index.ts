// Makes the site readable by tools and language models: after the build it writes a Markdown copy
// next to every content page (`/items/drafts/` → `/items/drafts.md`), llms.txt and llms-full.txt,
// and the index the docs MCP server reads (src/mcp/buildOutput.ts).
// During the build it tells the theme which routes have a copy (global data), for the page actions.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiDescriptionFile, type ApiModel} from '../../openapi';
import {API_PLUGIN_ID, type ApiReferenceContent} from '../api-reference/instances';
import {loadCachedApiModel, loadSiteApiModel} from '../api-reference/siteModel';
import {COLLECTION_FILE, DESCRIPTION_FILE, ENVIRONMENT_FILE} from '../api-artifacts/files';
import {ERROR_CODES_PARTIAL, ERROR_LIST_ROUTE} from '../api-reference/pages';
import {callbackMarkdown, errorCatalogueMarkdown, infoMarkdown, operationMarkdown, schemaMarkdown, webhookMarkdown, type ApiDownloads, type ApiLinks} from './apiMarkdown';
import {HOME_CARDS} from '../../components/HomeCards/cards';
import {AGENT_DOCS_PLUGIN_NAME, type AgentDocsGlobalData} from './globalData';
import {createUrlResolver} from './links';
import {buildLlmsFullTxt, buildLlmsTxt, type RenderedPage, type SiteSummary} from './llmsTxt';
import {markdownFileFor, markdownPathFor} from './markdownPath';
import {mdxToMarkdown} from './mdxToMarkdown';
import {collectPages, markdownCopyRoutes, withTrailingSlash, type AgentPage} from './pages';
import {MCP_BUILD_DIR, SITE_INDEX_FILE} from '../../mcp/buildOutput';
import {mcpClientConfig, mcpEndpointPath} from '../../mcp/endpoint';
import {codeBlock} from './markdownBlocks';
import {buildSiteIndex} from './siteIndex';
import {CHANGELOG_PLUGIN_NAME, type ChangelogContent} from '../changelog';
import {releasesMarkdown} from '../changelog/markdown';
import {CHANGELOG_ROUTE, releaseAnchor} from '../changelog/types';
import type {DocsVersionInfo} from '../../config/docsVersion';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

export type AgentDocsOptions = {
  /** Where the build publishes that description (the api-artifacts plugin), relative to the base URL. */
  openApiDownload: string;
  /** Utility routes, relative to the base URL, that are not content. */
  exclude: string[];
};

const DEFAULT_OPTIONS: AgentDocsOptions = {
  openApiDownload: DESCRIPTION_FILE,
  // It only forwards the reader to the feedback form.
  exclude: ['feedback/redirectToFeedbackForm/'],
};

type SiteSettings = {providerName?: unknown; supportEmail?: unknown};

function contentReplacements(context: LoadContext): {providerName: string; supportEmail: string} {
  const settings = (context.siteConfig.customFields?.siteSettings ?? {}) as SiteSettings;
  if (typeof settings.providerName !== 'string' || typeof settings.supportEmail !== 'string') {
    throw new Error('agent-docs needs customFields.siteSettings.providerName and .supportEmail in docusaurus.config.ts');
  }
  return {providerName: settings.providerName, supportEmail: settings.supportEmail};
}

function firstParagraph(text: string | undefined): string {
  return (text ?? '').trim().split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ') ?? '';
}

/** Options given in the config over the defaults; a wrong type is a config error, said plainly. */
export function resolveOptions(given: unknown): AgentDocsOptions {
  const options = (given ?? {}) as Record<string, unknown>;
  const resolved = {...DEFAULT_OPTIONS};
  for (const key of ['openApiDownload'] as const) {
    if (options[key] === undefined) continue;
    if (typeof options[key] !== 'string') throw new Error(`agent-docs option ${key} must be a string`);
    resolved[key] = options[key];
  }
  if (options.exclude !== undefined) {
    if (!Array.isArray(options.exclude) || !options.exclude.every((route) => typeof route === 'string')) {
      throw new Error('agent-docs option exclude must be a list of routes');
    }
    resolved.exclude = options.exclude;
  }
  return resolved;
}

export default function agentDocsPlugin(context: LoadContext, options?: unknown): Plugin {
  const settings = resolveOptions(options);
  const {baseUrl, siteDir} = context;
  const siteOrigin = context.siteConfig.url.replace(/\/+$/, '');
  const absoluteUrl = (sitePath: string) => `${siteOrigin}${sitePath}`;
  const openApiPath = apiDescriptionFile(siteDir);
  const errorListUrl = absoluteUrl(withTrailingSlash(baseUrl + ERROR_LIST_ROUTE.replace(/^\//, '')));
  const mcpEndpointUrl = absoluteUrl(mcpEndpointPath(baseUrl));
  const docsVersion = context.siteConfig.customFields?.docsVersion as DocsVersionInfo | undefined;
  const releaseDocs = docsVersion && {version: docsVersion.version, manifest: docsVersion.manifest, absoluteUrl};
  let pages: AgentPage[] = [];
  let changelog: ChangelogContent | undefined;
  /** Each API reference instance's description, by plugin id, as the instance announced it in its content. */
  let apiReferences = new Map<string, ApiReferenceContent>();

  /** The model of an API reference instance, as that instance loaded it. */
  const modelOf = (instance: string): Promise<ApiModel> => {
    const reference = apiReferences.get(instance);
    if (!reference) throw new Error(`agent-docs: no API reference instance ${instance}`);
    return loadCachedApiModel(reference.descriptionFile, {strict: reference.strict, routeBase: reference.routeBase});
  };
  // Components whose content is generated: their Markdown is written from the same data. The
  // changelog's releases, the error list's table (a partial the API reference generates), the home
  // cards, and the MCP server's address.
  const componentMarkdown = (model: ApiModel, links: ApiLinks, supportEmail: string) => (name: string, _attribute: (name: string) => string | undefined, importedFrom: string | undefined) => {
    if (importedFrom?.endsWith(`/${ERROR_CODES_PARTIAL}`)) return errorCatalogueMarkdown(model, links, supportEmail);
    if (name === 'HomeCards') return HOME_CARDS.map((card) => `- [${card.title}](${card.to}): ${card.description}`).join('\n');
    if (name === 'McpEndpoint') return codeBlock(mcpEndpointUrl, 'text');
    if (name === 'McpConfig') return codeBlock(mcpClientConfig(mcpEndpointUrl), 'json title="MCP server configuration"');
    return name === 'Changelog' && changelog ? releasesMarkdown(changelog.data, releaseDocs) : undefined;
  };

  /** Absolute URLs for the links of a page's source, and the links of the API pages. */
  function linkResolvers() {
    const routeBySourceFile = new Map(pages.flatMap((page) => (page.source.kind === 'mdx' ? [[page.source.filePath, page.route] as const] : [])));
    const resolveUrl = createUrlResolver({
      siteOrigin,
      baseUrl,
      routeBySourceFile,
      sourceRoots: [siteDir, ...['docs', 'recipes', 'feedback', 'src/pages'].map((dir) => path.join(siteDir, dir))],
    });
    const schemaPages = new Map(pages.flatMap((page) => (page.source.kind === 'api-schema' ? [[`${page.source.instance}\n${page.source.schemaName}`, page.route] as const] : [])));
    // API pages come from their instance's description: its site links (`/api/x`) resolve like a
    // page's, and its models link to that instance's model pages.
    const apiLinks = (instance: string, route: string): ApiLinks => {
      const descriptionFile = apiReferences.get(instance)?.descriptionFile ?? openApiPath;
      const linkFor = (name: string) => {
        const modelRoute = schemaPages.get(`${instance}\n${name}`);
        return modelRoute ? absoluteUrl(modelRoute) : undefined;
      };
      return {linkFor, absolute: (url) => resolveUrl(url, descriptionFile, route)};
    };
    return {resolveUrl, apiLinks};
  }

  /**
   * Every page's copy. `siteModel` is this site's reference, whose error catalogue the error list
   * shows; `factsModel` is the description the pages' fact elements are written from (src/plugins/api-facts
   * reads the site's description, whichever description the reference serves).
   */
  async function renderPages(siteModel: ApiModel, factsModel: ApiModel): Promise<RenderedPage[]> {
    const replacements = contentReplacements(context);
    const {resolveUrl, apiLinks} = linkResolvers();
    const downloads: ApiDownloads = {
      description: absoluteUrl(baseUrl + settings.openApiDownload),
      collection: absoluteUrl(baseUrl + COLLECTION_FILE),
      environment: absoluteUrl(baseUrl + ENVIRONMENT_FILE),
    };

    const render = async (page: AgentPage): Promise<string> => {
      const {source} = page;
      if (source.kind === 'mdx') {
        return mdxToMarkdown(await readFile(source.filePath, 'utf8'), {
          ...replacements,
          title: page.title,
          filePath: source.filePath,
          apiModel: factsModel,
          componentMarkdown: componentMarkdown(siteModel, apiLinks(API_PLUGIN_ID, page.route), replacements.supportEmail),
          resolveUrl: (url) => resolveUrl(url, source.filePath, page.route),
        });
      }
      const model = await modelOf(source.instance);
      const links = apiLinks(source.instance, page.route);
      // Only this site's reference has the description and Postman downloads, and releases in the changelog.
      const isSite = source.instance === API_PLUGIN_ID;
      switch (source.kind) {
        case 'api-info':
          return infoMarkdown(model, isSite ? downloads : undefined, links);
        case 'api-schema': {
          const schema = model.schemas.find((entry) => entry.name === source.schemaName);
          if (!schema) throw new Error(`agent-docs: the API model has no model named ${source.schemaName}`);
          return schemaMarkdown(schema, model, links);
        }
        case 'api-callback': {
          const callback = model.callbacks.find((entry) => entry.name === source.callbackName);
          if (!callback) throw new Error(`agent-docs: the API model has no callback named ${source.callbackName}`);
          return callbackMarkdown(callback, model, links, errorListUrl);
        }
        case 'api-webhook': {
          const webhook = model.webhooks.find((entry) => entry.name === source.webhookName);
          if (!webhook) throw new Error(`agent-docs: the API model has no webhook named ${source.webhookName}`);
          return webhookMarkdown(webhook, model, links, errorListUrl);
        }
        case 'api-operation': {
          const operation = model.operations.find((entry) => entry.operationId === source.operationId);
          if (!operation) throw new Error(`agent-docs: the API model has no operation ${source.operationId}`);
          const changelogUrl = absoluteUrl(withTrailingSlash(baseUrl + CHANGELOG_ROUTE.replace(/^\//, '')));
          const changedIn = (isSite ? (changelog?.changedIn[operation.operationId] ?? []) : []).map((version) => ({version, url: `${changelogUrl}#${releaseAnchor(version)}`}));
          return operationMarkdown(operation, model, links, errorListUrl, changedIn);
        }
      }
    };
    return Promise.all(pages.map(async (page) => ({page, url: absoluteUrl(page.route), markdown: await render(page)})));
  }

  return {
    name: AGENT_DOCS_PLUGIN_NAME,
    getPathsToWatch: () => [openApiPath],

    async allContentLoaded({allContent, actions}) {
      pages = collectPages(allContent, {siteDir, baseUrl, exclude: settings.exclude});
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, {apiReference?: ApiReferenceContent}>;
      apiReferences = new Map(Object.entries(docsInstances).flatMap(([id, content]) => (content.apiReference ? [[id, content.apiReference] as const] : [])));
      changelog = (allContent[CHANGELOG_PLUGIN_NAME] as Record<string, unknown> | undefined)?.default as ChangelogContent | undefined;
      const globalData: AgentDocsGlobalData = markdownCopyRoutes(allContent, pages);
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir, routesPaths}) {
      const known = new Set(routesPaths.map(withTrailingSlash));
      const missing = pages.filter((page) => !known.has(page.route)).map((page) => page.route);
      if (missing.length) throw new Error(`agent-docs has Markdown for routes the site does not have: ${missing.join(', ')}`);

      const files = pages.map((page) => markdownFileFor(page.route, baseUrl));
      const clash = files.find((file, index) => files.indexOf(file) !== index);
      if (clash) throw new Error(`agent-docs would write two pages to ${clash}`);

      const model = await modelOf(API_PLUGIN_ID);
      const rendered = await renderPages(model, await loadSiteApiModel(siteDir));
      await Promise.all(
        rendered.map(async ({page, markdown}) => {
          const file = path.join(outDir, markdownFileFor(page.route, baseUrl));
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, markdown);
        }),
      );

      const site: SiteSummary = {
        title: `${context.siteConfig.title}: ${model.info.title}`,
        summary: firstParagraph(model.info.description) || context.siteConfig.tagline,
        fullTextUrl: absoluteUrl(baseUrl + LLMS_FULL_TXT),
        openApiUrl: absoluteUrl(baseUrl + settings.openApiDownload),
        mcpUrl: mcpEndpointUrl,
      };
      const markdownUrlOf = (page: AgentPage) => absoluteUrl(markdownPathFor(page.route, baseUrl));
      await writeFile(path.join(outDir, LLMS_TXT), buildLlmsTxt(site, pages, markdownUrlOf));
      await writeFile(path.join(outDir, LLMS_FULL_TXT), buildLlmsFullTxt(site, rendered));

      // The catalogue's links resolve as they do on the error list, where the codes are shown.
      const {resolveUrl} = linkResolvers();
      const index = buildSiteIndex({
        title: site.title,
        siteUrl: siteOrigin,
        baseUrl,
        llmsTxt: absoluteUrl(baseUrl + LLMS_TXT),
        errorList: errorListUrl,
        pages,
        model,
        pageUrl: absoluteUrl,
        markdownFile: (route) => markdownFileFor(route, baseUrl),
        resolve: (url) => resolveUrl(url, openApiPath, errorListUrl.slice(siteOrigin.length)),
        supportEmail: contentReplacements(context).supportEmail,
      });
      await mkdir(path.join(outDir, MCP_BUILD_DIR), {recursive: true});
      await writeFile(path.join(outDir, SITE_INDEX_FILE), JSON.stringify(index));
    },
  };
}
