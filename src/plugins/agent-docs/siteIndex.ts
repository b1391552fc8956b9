// The index the docs MCP server reads from the build (src/mcp): every page with its Markdown copy
// and section, every operation with its page, and the error catalogue with the operations that can
// return each code. Written from the same pages and model as the copies, so the two agree.
import type {ApiModel} from '../../openapi';
import {SITE_INDEX_VERSION, type SiteIndex} from '../../mcp/buildOutput';
import {descriptionMarkdown, type UrlResolver} from './apiSchema';
import {supportMarkdown} from './apiMarkdown';
import type {AgentPage} from './pages';
import {API_PLUGIN_ID} from '../api-reference/instances';

export type SiteIndexInput = {
  title: string;
  siteUrl: string;
  baseUrl: string;
  llmsTxt: string;
  errorList: string;
  pages: readonly AgentPage[];
  model: ApiModel;
  /** The absolute URL of a page's route, and the file of its Markdown copy in the build. */
  pageUrl: (route: string) => string;
  markdownFile: (route: string) => string;
  /** Makes the site links of the catalogue's Markdown absolute. */
  resolve: UrlResolver;
  supportEmail: string;
};

export function buildSiteIndex(input: SiteIndexInput): SiteIndex {
  const {model} = input;
  // The operations of this site's reference: other instances (the test build's fixtures) may reuse an operationId.
  const operationPages = new Map(input.pages.flatMap((page) => (page.source.kind === 'api-operation' && page.source.instance === API_PLUGIN_ID ? [[page.source.operationId, page.route] as const] : [])));
  const groups = new Map(model.errorCatalogue.groups.map((group) => [group.id, group.title]));
  return {
    version: SITE_INDEX_VERSION,
    title: input.title,
    siteUrl: input.siteUrl,
    baseUrl: input.baseUrl,
    llmsTxt: input.llmsTxt,
    errorList: input.errorList,
    pages: input.pages.map((page) => ({url: input.pageUrl(page.route), title: page.title, section: page.section, description: page.description, markdown: input.markdownFile(page.route)})),
    operations: model.operations.map((operation) => {
      const route = operationPages.get(operation.operationId);
      if (!route) throw new Error(`agent-docs: the operation ${operation.operationId} has no page`);
      return {operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path, summary: operation.summary, url: input.pageUrl(route), isAsync: operation.isAsync};
    }),
    errors: model.errorCatalogue.codes.map((entry) => {
      return {
        code: entry.code,
        name: entry.name,
        status: entry.status,
        group: groups.get(entry.group) ?? entry.group,
        meaning: descriptionMarkdown(entry.meaning, input.resolve),
        action: `${descriptionMarkdown(entry.action, input.resolve)}${supportMarkdown(entry, input.supportEmail)}`,
        operations: model.operations.filter((operation) => operation.errorCodes.includes(entry.code)).map((operation) => operation.operationId),
      };
    }),
  };
}
