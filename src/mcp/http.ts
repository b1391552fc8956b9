// The server as Streamable HTTP at each site's base path plus `mcp` (`/app/docs/1.0.0/mcp`, one
// endpoint per docs version it serves), stateless: every POST is one request and one answer, with a
// server and transport of its own, so no session is kept and any number of instances can stand
// behind nginx. Anything else gets a plain HTTP error.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer} from './server';
import {SiteError, type Site} from './site';

function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...headers}).end(`${message}\n`);
}

async function answer(sites: ReadonlyMap<string, Site>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const site = sites.get(pathname);
  if (!site) return refuse(response, 404, `Not found. This server's MCP endpoints: ${[...sites.keys()].join(', ')}.`);
  // Stateless: no event stream to open (GET) and no session to end (DELETE).
  if (request.method !== 'POST') return refuse(response, 405, 'Method not allowed: send MCP requests with POST.', {Allow: 'POST'});
  const server = createDocsServer(site);
  const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

/**
 * Listens on `host:port`, each site at its own endpoint; resolves once it accepts connections.
 * @throws Error when two sites share an endpoint (two builds of the same docs version).
 */
export function serveHttp(sites: readonly Site[], {port, host}: {port: number; host: string}): Promise<Server> {
  const byEndpoint = new Map<string, Site>();
  for (const site of sites) {
    if (byEndpoint.has(site.endpointPath)) return Promise.reject(new SiteError(`Two of the build folders are for the same docs version: both answer at ${site.endpointPath}. Give one build per version.`));
    byEndpoint.set(site.endpointPath, site);
  }
  const server = createServer((request, response) => {
    answer(byEndpoint, request, response).catch((error: unknown) => {
      console.error(`MCP request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) refuse(response, 500, 'The MCP server failed to answer this request.');
      else response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
