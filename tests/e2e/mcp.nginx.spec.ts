// The docs MCP server (src/mcp) on the production build, as an assistant meets it: the SDK's own
// Client over stdio (`npm run -s mcp -- build`), over Streamable HTTP, and over HTTP through nginx
// with deploy/nginx/docs-mcp.conf. Each transport lists the five tools and gets the right answers;
// bad input gets an error result, and a folder that is not a build stops the server with one line.
// No browser: a Node client. In the `nginx` project, whose nginx proxies to the port this spec uses.
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect} from '../support/test';
import {BUILD_DIR} from '../support/build';
import {BASE_PATH} from '../support/routes';
import {SITE_INDEX_FILE, type SiteIndex} from '../../src/mcp/buildOutput';

const ROOT = path.resolve(__dirname, '../..');
/** Set by playwright.config.ts; nginx's upstream for the MCP endpoint points here. */
const MCP_PORT = Number(process.env.E2E_MCP_PORT);
const ENDPOINT = `${BASE_PATH}mcp`;
const TOOLS = ['get_error', 'get_operation', 'get_page', 'search_docs', 'validate_request'];
const index = JSON.parse(readFileSync(path.join(BUILD_DIR, SITE_INDEX_FILE), 'utf8')) as SiteIndex;
const DOCS = `${index.siteUrl}${index.baseUrl}`;
const TENANT = 'ACME_CORP';
const DATASET = '6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34';

test.describe.configure({mode: 'serial'});

/**
 * Runs `npm run -s mcp -- …args` from the checkout, as the README says to, in a process group of
 * its own: npm does not pass a signal on to the server, so stopping it stops the group.
 */
const startServer = (args: string[]): ChildProcess => spawn('npm', ['run', '-s', 'mcp', '--', ...args], {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true});

/** Resolves once the process has written `text` to stderr; rejects if it exits first. */
function stderrContains(child: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve(seen);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${seen}`)));
  });
}

/** The process's exit code and everything it wrote to stderr. */
function runToEnd(child: ChildProcess): Promise<{code: number | null; stderr: string}> {
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({code, stderr}));
  });
}

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({name, arguments: args})) as CallToolResult;

/** A client for each transport, all three connected once for the spec and shared by its tests. */
type Transport = {name: string; connect: (baseURL: string | undefined) => StdioClientTransport | StreamableHTTPClientTransport};
const transports: Transport[] = [
  {name: 'stdio', connect: () => new StdioClientTransport({command: 'npm', args: ['run', '-s', 'mcp', '--', BUILD_DIR], cwd: ROOT, stderr: 'pipe'})},
  {name: 'Streamable HTTP', connect: () => new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${MCP_PORT}${ENDPOINT}`))},
  {name: 'Streamable HTTP through nginx', connect: (baseURL) => new StreamableHTTPClientTransport(new URL(ENDPOINT, baseURL))},
];
const clients = new Map<string, Client>();

let httpServer: ChildProcess;

async function connect(transport: Transport, baseURL: string | undefined): Promise<void> {
  const client = new Client({name: 'docs-tests', version: '1.0.0'});
  await client.connect(transport.connect(baseURL));
  clients.set(transport.name, client);
}

test.beforeAll(async ({baseURL}) => {
  test.setTimeout(120_000);
  // The stdio server starts while the HTTP server does: each start is most of this spec's time.
  const [stdio, ...overHttp] = transports;
  httpServer = startServer([BUILD_DIR, '--http', String(MCP_PORT)]);
  await Promise.all([connect(stdio!, baseURL), stderrContains(httpServer, `${ENDPOINT}`).then(() => Promise.all(overHttp.map((transport) => connect(transport, baseURL))))]);
});

test.afterAll(async () => {
  await Promise.all([...clients.values()].map((client) => client.close()));
  if (httpServer?.pid && httpServer.exitCode === null) {
    const exited = new Promise((resolve) => httpServer.once('exit', resolve));
    process.kill(-httpServer.pid, 'SIGTERM');
    await exited;
  }
});

for (const transport of transports) {
  test.describe(`over ${transport.name}`, () => {
    let client: Client;

    test.beforeAll(() => {
      client = clients.get(transport.name)!;
    });

    test('lists the five tools, each with a description and an input schema', async () => {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
      for (const tool of tools) {
        expect(tool.description?.length, tool.name).toBeGreaterThan(100);
        expect(tool.inputSchema.type, tool.name).toBe('object');
        expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
      }
    });

    test('search_docs ranks the async import first for "import items asynchronously"', async () => {
      const result = await call(client, 'search_docs', {query: 'import items asynchronously'});
      const {results} = result.structuredContent as {results: {url: string; title: string; section: string; snippet?: string}[]};
      expect([`${DOCS}api/import-items-async/`, `${DOCS}recipes/import-integration-async/`]).toContain(results[0]!.url.replace(/#.*$/, ''));
      expect(results[0]!.section).not.toBe('');
      expect(textOf(result)).toContain(`(${results[0]!.url})`);
    });

    test('get_operation gives the async import, with its body fields, from METHOD /path', async () => {
      const text = textOf(await call(client, 'get_operation', {endpoint: 'PUT /datasets/{datasetId}/items/import'}));
      expect(text.startsWith(`Source: ${DOCS}api/import-items-async/\n\n# Import items (async)`)).toBe(true);
      for (const field of ['importLocation', 'resultLocation', 'callback']) expect(text).toContain(`- \`${field}\` (`);
    });

    test('get_error names 40345 TenantUsagePlanNotConfigured and its fix', async () => {
      const entry = index.errors.find((error) => error.code === '40345')!;
      const text = textOf(await call(client, 'get_error', {code: '40345'}));
      expect(text).toContain('# 40345 TenantUsagePlanNotConfigured');
      expect(text).toContain(entry.action);
      expect(text).toContain(`Source: ${DOCS}errors/list/#40345`);
    });

    test('get_page gives a page’s Markdown copy, with its address', async () => {
      const text = textOf(await call(client, 'get_page', {path: 'items/drafts/'}));
      expect(text).toBe(`Source: ${DOCS}items/drafts/\n\n${readFileSync(path.join(BUILD_DIR, 'items/drafts.md'), 'utf8').trim()}\n`);
    });

    test('validate_request refuses a lower-case tenant with 400601 and pathParameter', async () => {
      const result = await call(client, 'validate_request', {operationId: 'listDatasets', path: {tenantId: 'acme_corp'}});
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({valid: false, status: 400, body: {errors: [{code: '400601', name: 'PathParameterMustMatchPattern', pathParameter: '{tenantId}'}]}, source: `${DOCS}api/list-datasets/`});
    });

    test('validate_request refuses a wrong enum value in the body with 400701 and jsonBody', async () => {
      const body = {importLocation: {method: 'POST', url: 'https://storage.example.com/upload/import.json'}};
      const result = await call(client, 'validate_request', {operationId: 'importItemsAsync', path: {tenantId: TENANT, datasetId: DATASET}, body});
      expect(result.structuredContent).toMatchObject({valid: false, status: 400, body: {errors: [{code: '400701', name: 'RequestBodyInvalid', jsonBody: '/importLocation/method'}]}});
    });

    test('validate_request answers a valid request with the documented example', async () => {
      const body = {importLocation: {method: 'GET', url: 'https://storage.example.com/upload/import.json'}};
      const result = await call(client, 'validate_request', {operationId: 'PUT /datasets/{datasetId}/items/import', path: {tenantId: TENANT, datasetId: DATASET}, body});
      expect(result.structuredContent).toMatchObject({valid: true, status: 202, body: {jobStatus: 'created'}});
      expect(textOf(result)).toContain('Valid: the request matches the description of Import items (async)');
    });

    test('bad input gets an error result that says what is wrong', async () => {
      const cases: [string, Record<string, unknown>, RegExp][] = [
        ['search_docs', {query: '  '}, /The query is empty/],
        ['get_operation', {operationId: 'cancelJob'}, /No operation is called "cancelJob"/],
        ['get_page', {path: '../../etc/passwd'}, /leaves the site/],
        ['get_page', {url: 'https://elsewhere.example.net/app/docs/1.0.0/'}, /is not on this site/],
        ['get_page', {}, /Give either url or path/],
        ['get_error', {code: '99999'}, /not in the published error catalogue/],
        ['validate_request', {operationId: 'createDataset', body: '{"name": "People",'}, /The body is not JSON/],
        ['search_docs', {query: 42}, /Invalid arguments for tool search_docs/],
      ];
      for (const [name, args, message] of cases) {
        const result = await call(client, name, args);
        expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
        expect(textOf(result), `${name} ${JSON.stringify(args)}`).toMatch(message);
        expect(textOf(result)).not.toMatch(/\n\s+at /);
      }
    });
  });
}

test('the HTTP endpoint takes only POST, at its path', async ({request, baseURL}) => {
  const direct = `http://127.0.0.1:${MCP_PORT}`;
  expect((await request.get(`${direct}${ENDPOINT}`)).status()).toBe(405);
  expect((await request.post(`${direct}/elsewhere`, {data: {}})).status()).toBe(404);
  const throughNginx = await request.get(new URL(ENDPOINT, baseURL).toString());
  expect(throughNginx.status()).toBe(405);
  expect(throughNginx.headers()['cache-control']).toBe('no-store');
});

test('nginx passes every version’s endpoint to the server, which answers only for the builds it serves', async ({request, baseURL}) => {
  const other = await request.post(new URL('/app/docs/0.9.0/mcp', baseURL).toString(), {data: {}});
  expect(other.status()).toBe(404);
  expect(await other.text()).toBe(`Not found. This server's MCP endpoints: ${ENDPOINT}.\n`);
  // Not a page of the version either: the build's own files stay out of reach.
  expect((await request.get(new URL(`${BASE_PATH}_mcp/site.json`, baseURL).toString())).status()).toBe(404);
});

test('a folder that is not a build stops the server with one line saying so', async () => {
  test.setTimeout(60_000);
  const cases = [
    [path.join(ROOT, 'no-such-folder'), /no-such-folder is not a folder/],
    [path.join(ROOT, 'tests/fixtures'), /has no index\.html: it is not a built site/],
  ] as const;
  // Both at once: each run is a process start.
  const runs = await Promise.all(cases.map(([folder]) => runToEnd(startServer([folder]))));
  cases.forEach(([folder, message], index) => {
    const {code, stderr} = runs[index]!;
    expect(code, folder).toBe(1);
    expect(stderr.trim(), folder).toMatch(message);
    expect(stderr.trim().split('\n'), folder).toHaveLength(1);
  });
});
