// Finds every page that gets a Markdown copy, in reading order, from the content the other plugins
// loaded: the docs instances (documentation, recipes, feedback) in sidebar order, the API reference
// grouped by tag, and the standalone Markdown pages. Each page knows its route, title, one-line
// description, the llms.txt section it belongs to, and where its Markdown comes from.
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';

/** Which API reference a page belongs to: the docs instance that serves it. */
type ApiInstance = {instance: string};

export type PageSource =
  | {kind: 'mdx'; filePath: string}
  | ({kind: 'api-info'} & ApiInstance)
  | ({kind: 'api-operation'; operationId: string} & ApiInstance)
  | ({kind: 'api-schema'; schemaName: string} & ApiInstance)
  | ({kind: 'api-callback'; callbackName: string} & ApiInstance)
  | ({kind: 'api-webhook'; webhookName: string} & ApiInstance);

export type AgentPage = {
  /** Site path with the base URL and a trailing slash. */
  route: string;
  title: string;
  /** One line for llms.txt. */
  description: string;
  section: string;
  /** False for a page that has a copy but no line in llms.txt. */
  listed: boolean;
  source: PageSource;
};

/** llms.txt's name for material a reader can skip (https://llmstxt.org/#format). */
export const OPTIONAL_SECTION = 'Optional';

/** Section titles of the docs instances, by plugin id; the reading order is the config's order. */
export const DOCS_SECTIONS: Record<string, string> = {default: 'Documentation', recipes: 'Recipes', feedback: OPTIONAL_SECTION};
export const API_SECTION = 'API reference';
/** The docs instance that serves this site's API reference (src/plugins/api-reference). */
export const API_DOCS_PLUGIN_ID = 'api';

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
type ApiFrontMatter = {api_operation_id?: string; api_method?: string; api_path?: string; api_schema?: string; api_callback?: string; api_webhook?: string; api_overview?: boolean};
type DocMetadata = {id: string; title: string; description: string; source: string; permalink: string; unlisted?: boolean; draft?: boolean; frontMatter?: ApiFrontMatter};
/** A docs instance's content; an API reference instance adds `apiReference` (src/plugins/api-reference). */
type DocsContent = {loadedVersions: {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>}[]; apiReference?: unknown};
type PageMetadata = {type: string; permalink: string; source: string; title?: string; description?: string; unlisted?: boolean};

export type CollectOptions = {
  siteDir: string;
  /** Routes (relative to the base URL) that are utilities, not content, e.g. a redirect page. */
  exclude: readonly string[];
  baseUrl: string;
};

export function withTrailingSlash(route: string): string {
  return route.endsWith('/') ? route : `${route}/`;
}

/** The first sentence of a text, on one line: enough for a list entry. */
export function firstSentence(text: string | undefined): string {
  const oneLine = (text ?? '').replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(oneLine);
  return match ? match[1] : oneLine;
}

function sourceFile(siteDir: string, aliased: string): string {
  return path.join(siteDir, aliased.replace(/^@site\//, ''));
}

/** Docs in the order of their sidebar, each with the label of the top-level category it sits in. */
function docsInSidebarOrder(content: DocsContent): {doc: DocMetadata; category?: string}[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered: {doc: DocMetadata; category?: string}[] = [];
  const seen = new Set<string>();
  const add = (id: string | undefined, category: string | undefined) => {
    const doc = id ? byId.get(id) : undefined;
    if (!doc || seen.has(doc.id)) return;
    seen.add(doc.id);
    ordered.push({doc, category});
  };
  const walk = (items: SidebarItem[], category: string | undefined) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, category);
      if (item.type === 'category') {
        const top = category ?? item.label;
        if (item.link?.type === 'doc') add(item.link.id, top);
        walk(item.items ?? [], top);
      }
    }
  };
  Object.values(version.sidebars).forEach((sidebar) => walk(sidebar, undefined));
  // Pages outside every sidebar (the feedback area has none) follow in their own order.
  version.docs.forEach((doc) => add(doc.id, undefined));
  return ordered;
}

function docsPages(allContent: AllContent, options: CollectOptions): AgentPage[] {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  return Object.entries(instances).filter(([pluginId, content]) => pluginId !== API_DOCS_PLUGIN_ID && !content.apiReference).flatMap(([pluginId, content]) => {
    const area = DOCS_SECTIONS[pluginId] ?? pluginId;
    return docsInSidebarOrder(content)
      .filter(({doc}) => !doc.unlisted && !doc.draft)
      .map(({doc, category}) => ({
        route: withTrailingSlash(doc.permalink),
        title: doc.title,
        description: firstSentence(doc.description),
        section: category ? `${area}: ${category}` : area,
        listed: true,
        source: {kind: 'mdx', filePath: sourceFile(options.siteDir, doc.source)} as const,
      }));
  });
}

function standalonePages(allContent: AllContent, options: CollectOptions): AgentPage[] {
  const instances = (allContent['docusaurus-plugin-content-pages'] ?? {}) as Record<string, PageMetadata[]>;
  return Object.values(instances)
    .flat()
    .filter((page) => page.type === 'mdx' && !page.unlisted)
    .map((page) => ({
      route: withTrailingSlash(page.permalink),
      title: page.title ?? path.basename(page.source).replace(/\.mdx?$/, ''),
      description: firstSentence(page.description),
      section: OPTIONAL_SECTION,
      listed: true,
      source: {kind: 'mdx', filePath: sourceFile(options.siteDir, page.source)} as const,
    }));
}

/** The pages of every API reference instance, each in its sidebar's order, written from its model rather than its generated MDX. */
function apiPages(allContent: AllContent): AgentPage[] {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  return Object.entries(instances)
    .filter(([pluginId, content]) => pluginId === API_DOCS_PLUGIN_ID || content.apiReference)
    .flatMap(([instance, content]) =>
      docsInSidebarOrder(content).flatMap(({doc, category}): AgentPage[] => {
        const route = withTrailingSlash(doc.permalink);
        const front = doc.frontMatter ?? {};
        const section = category ? `${API_SECTION}: ${category}` : API_SECTION;
        const page = (source: PageSource, description = firstSentence(doc.description), inSection = section): AgentPage => ({route, title: doc.title, description, section: inSection, listed: true, source});
        if (front.api_overview) return [page({kind: 'api-info', instance}, undefined, API_SECTION)];
        if (front.api_operation_id) return [page({kind: 'api-operation', operationId: front.api_operation_id, instance}, `${(front.api_method ?? '').toUpperCase()} ${front.api_path ?? ''}: ${firstSentence(doc.description)}`)];
        if (front.api_schema) return [page({kind: 'api-schema', schemaName: front.api_schema, instance})];
        if (front.api_callback) return [page({kind: 'api-callback', callbackName: front.api_callback, instance})];
        if (front.api_webhook) return [page({kind: 'api-webhook', webhookName: front.api_webhook, instance})];
        throw new Error(`agent-docs: the API reference page ${route} says neither which operation, model, callback nor webhook it shows`);
      }),
    );
}

/** Every page with a Markdown copy, in reading order; skippable material (Optional) comes last. */
export function collectPages(allContent: AllContent, options: CollectOptions): AgentPage[] {
  const excluded = new Set(options.exclude.map((route) => withTrailingSlash(options.baseUrl + route.replace(/^\//, ''))));
  const all = [...docsPages(allContent, options), ...apiPages(allContent), ...standalonePages(allContent, options)].filter(
    (page) => !excluded.has(page.route),
  );
  const routes = new Set<string>();
  for (const page of all) {
    if (routes.has(page.route)) throw new Error(`agent-docs found two pages at ${page.route}`);
    routes.add(page.route);
  }
  return [...all.filter((page) => page.section !== OPTIONAL_SECTION), ...all.filter((page) => page.section === OPTIONAL_SECTION)];
}

function docRoutes(allContent: AllContent): string[] {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  return Object.values(instances)
    .flatMap((content) => content.loadedVersions.flatMap((version) => version.docs))
    .map((doc) => withTrailingSlash(doc.permalink));
}

/**
 * What the browser is told about Markdown copies, in two short lists rather than one that names every
 * page of the site in what every page loads: the doc pages (of every docs instance and version) that
 * have no copy (unlisted docs, excluded routes), and the pages outside the docs that have one
 * (standalone pages under src/pages). Any other page, the search and not-found pages among
 * them, has none.
 */
export function markdownCopyRoutes(allContent: AllContent, pages: readonly AgentPage[]): {docRoutesWithoutMarkdown: string[]; otherRoutesWithMarkdown: string[]} {
  const withCopy = new Set(pages.map((page) => page.route));
  const docs = docRoutes(allContent);
  const docSet = new Set(docs);
  return {
    docRoutesWithoutMarkdown: docs.filter((route) => !withCopy.has(route)),
    otherRoutesWithMarkdown: pages.map((page) => page.route).filter((route) => !docSet.has(route)),
  };
}
