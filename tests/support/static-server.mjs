// A small static server for browser tests and local previews of a production build. It serves the
// build under the site's base path the way production hosting does: `x.html` and `x/index.html`
// resolve to the page at `x/`, unknown paths get the site's 404 page with status 404, and test
// fixtures (a fake login gateway, external search sources) can be mounted beside it.
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';

export const BASE_PATH = '/app/docs/1.0.0/';

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
export async function resolveBuildFile(buildDir, urlPath) {
  if (!urlPath.startsWith(BASE_PATH)) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(BASE_PATH.length));
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
export function startStaticServer({buildDir, port = 0, host = '127.0.0.1', routes = {}}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = routes[url.pathname];
    if (route) return route(req, res, url);
    if (url.pathname === '/' || url.pathname === BASE_PATH.slice(0, -1)) {
      res.writeHead(302, {location: BASE_PATH});
      return res.end();
    }
    const file = await resolveBuildFile(buildDir, url.pathname);
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

// `node tests/support/static-server.mjs [buildDir] [port]` serves a build for a manual look.
if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const port = Number(process.argv[3] ?? 4173);
  const {mountFixtures} = await import('./fixtures-server.mjs');
  await startStaticServer({buildDir, port, routes: mountFixtures()});
  console.log(`Serving ${buildDir} at http://127.0.0.1:${port}${BASE_PATH}`);
}
