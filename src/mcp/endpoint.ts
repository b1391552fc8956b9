// Where the docs MCP server answers and the name it gives itself: shared by the server, the
// integrators' page and that page's Markdown copy, so all three say the same. No imports, so the
// browser bundle can take it.

export const MCP_SERVER_NAME = 'api-docs';

/** The endpoint's path: the docs' base path plus `mcp`, e.g. `/app/docs/1.0.0/mcp`. */
export const mcpEndpointPath = (baseUrl: string): string => `${baseUrl.replace(/\/*$/, '/')}mcp`;

/** What an assistant's configuration file holds for the endpoint (the common `mcpServers` shape). */
export function mcpClientConfig(endpointUrl: string): string {
  return JSON.stringify({mcpServers: {[MCP_SERVER_NAME]: {type: 'http', url: endpointUrl}}}, null, 2);
}
