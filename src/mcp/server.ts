// One MCP server over a loaded site: its name, what it tells an assistant about itself, and its
// tools. Cheap to create, so the HTTP endpoint makes one per request (stateless).
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {MCP_SERVER_NAME} from './endpoint';
import type {Site} from './site';
import {registerTools} from './tools';

export function createDocsServer(site: Site): McpServer {
  const {index} = site;
  const server = new McpServer(
    {name: MCP_SERVER_NAME, title: index.title, version: index.baseUrl.split('/').filter(Boolean).at(-1) ?? 'current'},
    {
      instructions:
        `Answers from the documentation of the data API at ${index.siteUrl}${index.baseUrl}. ` +
        'Search with search_docs, read a page with get_page, an operation with get_operation and an error code with get_error; ' +
        'check a request with validate_request before sending it. Every answer gives the URL of its page: cite it.',
    },
  );
  registerTools(server, site);
  return server;
}
