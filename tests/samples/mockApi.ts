// The mock API the sample run and the Postman run talk to: Stoplight Prism, started from
// openapi/openapi.yaml with request validation (`--errors`), behind a small front server that
//  - names the sample each request came from (`/s/<sampleId>/api/v1/...`),
//  - records Prism's verdict (status and `sl-violations`) per sample,
//  - checks the bearer token itself (Prism only checks that one is present),
//  - stands in for presigned storage (`/s/<sampleId>/storage/...`): job tickets, result files, uploads,
//  - rewrites the hosts in Prism's answers so a sample follows links back to this server, and signs
//    their presigned URLs now (`X-Amz-Date`), so that a sample that stops at a URL's expiry runs on.
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {OPENAPI_SOURCE} from '../../src/openapi';
import {sampleUniverse} from '../../src/samples/universe';

export const root = path.resolve(__dirname, '../..');

export type Exchange = {method: string; path: string; status: number; violations: string[]; refusedByTokenCheck: boolean};

export type MockApi = {
  /** Origin of the front server, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** Base that replaces `https://api.example.com` for one sample. */
  apiBaseFor(sampleId: string): string;
  storageBaseFor(sampleId: string): string;
  exchanges(sampleId: string): Exchange[];
  close(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const PRISM_START_LIMIT_MS = 90_000;
const PRISM_RETRIES = 10;
const PRISM_RESTART_WAIT_MS = 1_000;

function startPrism(port: number): Promise<ChildProcess> {
  const prism = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', '--errors', '-h', '127.0.0.1', '-p', String(port), path.join(root, OPENAPI_SOURCE)],
    {cwd: root, stdio: ['ignore', 'pipe', 'pipe']},
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      prism.kill();
      reject(new Error(`Prism did not start within ${PRISM_START_LIMIT_MS / 1000} s:\n${output}`));
    }, PRISM_START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        prism.stdout!.removeAllListeners('data');
        prism.stdout!.resume();
        prism.stderr!.resume();
        resolve(prism);
      }
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prism.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before it listened:\n${output}`));
    });
  });
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/** `X-Amz-Date` of a URL signed now, e.g. `20261127T231502Z`. */
function signingTime(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/**
 * Presigned URLs as the mock hands them out: signed now, so that a sample which reads
 * `X-Amz-Date` plus `X-Amz-Expires` to stop polling in time sees a valid URL, as it would live.
 */
function signedNow(text: string): string {
  const stamp = signingTime();
  return text.replace(/X-Amz-Date=\d{8}T\d{6}Z/g, `X-Amz-Date=${stamp}`);
}

/** A completed job ticket whose links point back at the storage stand-in. */
function completedTicket(storageBase: string, jobPath: string): string {
  const jobFolder = jobPath.replace(/\/ticket\.json$|\.json$/, '');
  const presigned = `?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=${signingTime()}&X-Amz-Expires=600`;
  return JSON.stringify({
    _links: {
      self: {url: `${storageBase}${jobPath}${presigned}`, contentType: 'application/json; charset=UTF-8', type: 'jobTicket'},
      result: {url: `${storageBase}${jobFolder}/result.json${presigned}`, contentType: 'application/json; charset=UTF-8', type: 'downloadLink'},
    },
    jobStatus: 'completed',
    _createdAt: '2025-03-14T09:30:00Z',
    _createdBy: 'integration@acme.example',
    _modifiedAt: '2025-03-14T09:34:12Z',
    'X-Amzn-Trace-Id': 'Root=1-67d3f718-4d5e6f708192a3b4c5d6e7f8',
  });
}

/** Stand-in for presigned storage: tickets read as completed, results as small files, uploads succeed. */
function serveStorage(method: string, storagePath: string, storageBase: string, response: ServerResponse): void {
  if (method === 'PUT') {
    response.writeHead(200).end();
    return;
  }
  const file = storagePath.split('?')[0];
  if (/\/ticket\.json$/.test(file) || /\/jobs\/[^/]+\.json$/.test(file)) {
    response.writeHead(200, {'Content-Type': 'application/json; charset=UTF-8'}).end(completedTicket(storageBase, file));
    return;
  }
  const {positions} = sampleUniverse.datasets;
  const csv = `${positions.keys.autoId},${positions.keys.label}\nP-1001,Chief Executive\n`;
  const body = /\.(csv|tsv)(\.gz)?$/.test(file) ? csv : '[]';
  const data = file.endsWith('.gz') ? gzipSync(body) : Buffer.from(body);
  response.writeHead(200, {'Content-Type': /\.(csv|tsv)/.test(file) ? 'text/csv' : 'application/json'}).end(data);
}

export async function startMockApi(options: {token: string}): Promise<MockApi> {
  const prismPort = await freePort();
  const prism = await startPrism(prismPort);
  const log = new Map<string, Exchange[]>();
  let origin = '';
  const record = (sampleId: string, exchange: Exchange) => {
    if (!log.has(sampleId)) log.set(sampleId, []);
    log.get(sampleId)!.push(exchange);
  };

  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const match = /^\/s\/([\w-]+)(\/.*)$/.exec(incoming.url ?? '');
    if (!match) {
      response.writeHead(404).end('Not a sample address');
      return;
    }
    const [, sampleId, rest] = match;
    const apiBase = `${origin}/s/${sampleId}`;
    const storageBase = `${apiBase}/storage`;
    const body = await readBody(incoming);
    const method = incoming.method ?? 'GET';
    if (rest.startsWith('/storage/')) {
      serveStorage(method, rest.slice('/storage'.length), storageBase, response);
      return;
    }
    const pathOnly = rest.split('?')[0];
    if (incoming.headers.authorization !== `Bearer ${options.token}`) {
      record(sampleId, {method, path: pathOnly, status: 401, violations: [`Authorization is not "Bearer <the token>": ${JSON.stringify(incoming.headers.authorization ?? null)}`], refusedByTokenCheck: true});
      response.writeHead(401, {'Content-Type': 'application/json; charset=UTF-8'});
      response.end(JSON.stringify({errors: [{code: '40101', name: 'Unauthorized', message: 'The bearer token is missing or wrong.'}]}));
      return;
    }
    const headers = {...incoming.headers, host: `127.0.0.1:${prismPort}`};
    delete headers['content-length'];
    if (body.length) headers['content-length'] = String(body.length);
    // Prism's cluster restarts its worker when a request crashes it; wait for it and retry.
    const forward = (attemptsLeft: number) => {
      const upstream = httpRequest({host: '127.0.0.1', port: prismPort, method, path: rest, headers}, async (answer) => {
        const answerBody = (await readBody(answer)).toString('utf8');
        const violations = answer.headers['sl-violations'];
        const parsed = typeof violations === 'string' ? (JSON.parse(violations) as {location: string[]; message: string}[]) : [];
        record(sampleId, {
          method,
          path: pathOnly,
          status: answer.statusCode ?? 0,
          violations: parsed.map((violation) => `${violation.location.join('.')}: ${violation.message}`),
          refusedByTokenCheck: false,
        });
        const rewritten = signedNow(
          answerBody.split(sampleUniverse.baseUrl).join(apiBase).split(sampleUniverse.storageUrl).join(storageBase),
        );
        const outHeaders = {...answer.headers};
        delete outHeaders['content-length'];
        delete outHeaders['transfer-encoding'];
        delete outHeaders['connection'];
        delete outHeaders['keep-alive'];
        response.writeHead(answer.statusCode ?? 502, {...outHeaders, 'content-length': String(Buffer.byteLength(rewritten))});
        response.end(rewritten);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (attemptsLeft > 0 && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET')) {
          setTimeout(() => forward(attemptsLeft - 1), PRISM_RESTART_WAIT_MS);
          return;
        }
        record(sampleId, {method, path: pathOnly, status: 502, violations: [`mock unreachable: ${error.message}`], refusedByTokenCheck: false});
        response.writeHead(502).end();
      });
      upstream.end(body);
    };
    forward(PRISM_RETRIES);
  };

  const server: Server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: Error) => {
      response.writeHead(500).end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    apiBaseFor: (sampleId) => `${origin}/s/${sampleId}`,
    storageBaseFor: (sampleId) => `${origin}/s/${sampleId}/storage`,
    exchanges: (sampleId) => log.get(sampleId) ?? [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (prism.exitCode === null) {
        const exited = new Promise<void>((resolve) => prism.once('exit', () => resolve()));
        prism.kill();
        await exited;
      }
    },
  };
}
