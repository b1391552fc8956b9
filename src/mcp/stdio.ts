// The server on standard input and output, for an assistant that starts it from a checkout
// (`npm run -s mcp -- build`). Nothing but the protocol goes to stdout.
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './server';
import type {Site} from './site';

export async function serveStdio(site: Site): Promise<void> {
  await createDocsServer(site).connect(new StdioServerTransport());
}
