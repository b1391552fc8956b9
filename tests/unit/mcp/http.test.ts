// The HTTP endpoints of the MCP server: one per docs version it serves, each answering from its own
// build, found by the SDK's own client; any other path or method gets a plain HTTP error, and two
// builds of the same version are refused before the server listens.
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {afterEach, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {serveHttp} from '../../../src/mcp/http';
import {mcpEndpointPath} from '../../../src/mcp/endpoint';
import type {Site} from '../../../src/mcp/site';
import {siteIndex} from '../../fixtures/mcp/siteIndex';

/** A site of the fixture's index for docs `version`; only the index is read to list tools. */
function siteOf(version: string): Site {
  const baseUrl = `/app/docs/${version}/`;
  return {
    index: {...siteIndex, baseUrl},
    endpointPath: mcpEndpointPath(baseUrl),
    search: () => Promise.resolve({terms: [], hits: [], total: 0}),
    markdownOf: () => Promise.reject(new Error('not read by these tests')),
    consoleModuleOf: () => Promise.reject(new Error('not read by these tests')),
  };
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function start(sites: Site[]): Promise<string> {
  server = await serveHttp(sites, {port: 0, host: '127.0.0.1'});
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('serveHttp', () => {
  it('answers each docs version at its own endpoint, from its own build', async () => {
    const origin = await start([siteOf('1.0.0'), siteOf('1.1.0')]);
    for (const version of ['1.0.0', '1.1.0']) {
      const client = new Client({name: 'http-test', version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(new URL(`/app/docs/${version}/mcp`, origin)));
      expect(client.getInstructions()).toContain(`https://docs.example.com/app/docs/${version}/`);
      expect(client.getServerVersion()?.version).toBe(version);
      expect((await client.listTools()).tools).toHaveLength(5);
      await client.close();
    }
  });

  it('answers 404 naming its endpoints for a version it does not serve, and 405 for GET', async () => {
    const origin = await start([siteOf('1.0.0'), siteOf('1.1.0')]);
    const missing = await fetch(`${origin}/app/docs/0.9.0/mcp`, {method: 'POST'});
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found. This server's MCP endpoints: /app/docs/1.0.0/mcp, /app/docs/1.1.0/mcp.\n");
    const get = await fetch(`${origin}/app/docs/1.0.0/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('refuses two builds of the same version', async () => {
    await expect(serveHttp([siteOf('1.0.0'), siteOf('1.0.0')], {port: 0, host: '127.0.0.1'})).rejects.toThrow(
      'Two of the build folders are for the same docs version: both answer at /app/docs/1.0.0/mcp. Give one build per version.',
    );
  });
});
