// A small static server for browser tests and local previews of a production build. It serves the
// build under the site's base path the way production hosting does: `x.html` and `x/index.html`
// resolve to the page at `x/`, unknown paths get the site's 404 page with status 404, and test
// fixtures (a fake login gateway, external search sources) can be mounted beside it.
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {readDocsVersion} = jiti('../../src/config/docsVersion.ts');
const {VERSIONS_MANIFEST_PATH} = jiti('../../src/versions/paths.ts');
const {PAGE_LIST_FILE} = jiti('../../src/versions/files.ts');

/** The production build's base path: the docs version DOCS_VERSION names (default 1.0.0). */
export const BASE_PATH = readDocsVersion(process.env.DOCS_VERSION).basePath;
/** The versions manifest the servers publish unless told otherwise: the repository's. */
export const MANIFEST_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/versions.json');

/** The base path of the build in `buildDir`: its own version's, from the page list it publishes. */
export function buildBasePath(buildDir) {
  const list = path.join(buildDir, PAGE_LIST_FILE);
  return existsSync(list) ? `/app/docs/${JSON.parse(readFileSync(list, 'utf8')).version}/` : BASE_PATH;
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The build file a request path maps to, or null. Never leaves the build folder. */
export async function resolveBuildFile(buildDir, urlPath, basePath = BASE_PATH) {
  if (!urlPath.startsWith(basePath)) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(basePath.length));
  } catch {
    return null;
  }
  const candidates = [];
  if (relative === '' || relative.endsWith('/')) candidates.push(`${relative}index.html`);
  else {
    candidates.push(relative);
    if (relative.endsWith('.html')) candidates.push(`${relative.slice(0, -'.html'.length)}/index.html`);
    else candidates.push(`${relative}/index.html`);
  }
  for (const candidate of candidates) {
    const file = path.resolve(buildDir, candidate);
    if (!file.startsWith(path.resolve(buildDir) + path.sep)) return null;
    if (await isFile(file)) return file;
  }
  return null;
}

/**
 * Starts the server. `routes` maps an exact path (no query) to a handler `(req, res) => void`,
 * checked before the build, so tests can add fixture endpoints.
 */
export function startStaticServer({buildDir, port = 0, host = '127.0.0.1', routes = {}, manifest = MANIFEST_FILE, otherVersions = []}) {
  const basePath = buildBasePath(buildDir);
  // Other versions' builds served beside this one, each at its own base path, as production does.
  const others = otherVersions.map((dir) => ({dir, basePath: buildBasePath(dir)}));
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = routes[url.pathname];
    if (route) return route(req, res, url);
    if (url.pathname === '/' || url.pathname === basePath.slice(0, -1)) {
      res.writeHead(302, {location: basePath});
      return res.end();
    }
    // The shared versions manifest, as the deploy step publishes it beside the versions.
    if (url.pathname === VERSIONS_MANIFEST_PATH) {
      res.writeHead(200, {'content-type': CONTENT_TYPES['.json']});
      return res.end(req.method === 'HEAD' ? undefined : await readFile(manifest));
    }
    const other = others.find((candidate) => url.pathname.startsWith(candidate.basePath));
    if (other) {
      const otherFile = await resolveBuildFile(other.dir, url.pathname, other.basePath);
      res.writeHead(otherFile ? 200 : 404, {'content-type': CONTENT_TYPES[path.extname(otherFile ?? 'x.html')] ?? 'application/octet-stream'});
      return res.end(req.method === 'HEAD' ? undefined : await readFile(otherFile ?? path.join(other.dir, '404.html')));
    }
    const file = await resolveBuildFile(buildDir, url.pathname, basePath);
    if (file) {
      const body = await readFile(file);
      res.writeHead(200, {'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'});
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    const notFound = path.join(buildDir, '404.html');
    res.writeHead(404, {'content-type': CONTENT_TYPES['.html']});
    res.end((await isFile(notFound)) ? await readFile(notFound) : 'Not found');
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

// `node tests/support/static-server.mjs [buildDir[,otherVersionBuild…]] [port] [manifest]` serves a
// build (and other versions' builds beside it) for a manual look.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [buildDir, ...otherVersions] = (process.argv[2] ?? 'build').split(',').map((dir) => path.resolve(dir));
  const port = Number(process.argv[3] ?? 4173);
  const manifest = process.argv[4] ? path.resolve(process.argv[4]) : undefined;
  const {mountFixtures} = await import('./fixtures-server.mjs');
  await startStaticServer({buildDir, port, routes: mountFixtures(), manifest, otherVersions});
  console.log(`Serving ${buildDir} at http://127.0.0.1:${port}${buildBasePath(buildDir)}`);
}
