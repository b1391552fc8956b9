// The generated nginx glue around deploy/nginx/: nginx itself accepts the result, and a build that
// cannot be served is refused with a message that says why.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {DEPLOY_DIR, preparePrefix, renderNginxConfig} from '../../support/nginx-server.mjs';
import {cspHashSource, nginxCspSnippet} from '../../../src/plugins/csp-hashes/inlineScripts';
import {DEFAULT_DOCS_VERSION} from '../../../src/config/docsVersion';
import {docsBasePath} from '../../../src/versions/paths';

/** nginx is a system package: `npm test` and .ci/run require it, the quick unit-test loop does not. */
const nginxInstalled = !spawnSync('nginx', ['-v']).error;
if (!nginxInstalled) {
  console.warn('nginxConfig.test.ts: skipping the tests that run `nginx -t`: nginx is not installed (Debian: apt-get install nginx-light). npm test fails without it.');
}

let work: string;
let build: string;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
  build = path.join(work, 'build');
  mkdirSync(path.join(build, '_nginx'), {recursive: true});
  writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(build, '_nginx/csp-script-hashes.conf'), nginxCspSnippet([cspHashSource('a()')], docsBasePath(DEFAULT_DOCS_VERSION)));
  writeFileSync(path.join(build, 'pages.json'), JSON.stringify({version: DEFAULT_DOCS_VERSION, pages: ['']}));
});
afterEach(() => rmSync(work, {recursive: true, force: true}));

describe('renderNginxConfig', () => {
  it('includes the deploy files and every version’s CSP hashes, and listens where asked', () => {
    const prefix = path.join(work, 'prefix');
    const config = renderNginxConfig({prefix, port: 4999});
    expect(config).toContain(`include "${path.join(DEPLOY_DIR, 'docs-http.conf')}";`);
    expect(config).toContain(`include "${path.join(DEPLOY_DIR, 'docs-server.conf')}";`);
    expect(config).toContain(`include "${path.join(prefix, 'www/app/docs/*/_nginx/csp-script-hashes.conf')}";`);
    expect(config).toContain('listen 127.0.0.1:4999;');
  });

  it('proxies the MCP endpoint with deploy/nginx/docs-mcp.conf to the MCP server’s port', () => {
    const config = renderNginxConfig({prefix: path.join(work, 'prefix'), port: 4999, mcpPort: 5013});
    expect(config).toContain('upstream docs_mcp { server 127.0.0.1:5013; }');
    expect(config).toContain(`include "${path.join(DEPLOY_DIR, 'docs-mcp.conf')}";`);
  });
});

describe.skipIf(!nginxInstalled)('preparePrefix with nginx installed', () => {
  it('writes a configuration that nginx -t accepts', () => {
    const configFile = preparePrefix({buildDir: build, port: 4999, host: '127.0.0.1', prefix: path.join(work, 'prefix')});
    expect(readFileSync(configFile, 'utf8')).toContain('docs-server.conf');
  });
});

describe('preparePrefix', () => {
  it('refuses a folder that holds no build', () => {
    rmSync(path.join(build, 'index.html'));
    expect(() => preparePrefix({buildDir: build, port: 4999, prefix: path.join(work, 'prefix')})).toThrow(/No build at/);
  });

  it('refuses a build made without the page list of src/plugins/docs-versions', () => {
    rmSync(path.join(build, 'pages.json'));
    expect(() => preparePrefix({buildDir: build, port: 4999, prefix: path.join(work, 'prefix')})).toThrow(/pages\.json/);
  });

  it('refuses a build made without the CSP hashes plugin', () => {
    rmSync(path.join(build, '_nginx'), {recursive: true});
    expect(() => preparePrefix({buildDir: build, port: 4999, prefix: path.join(work, 'prefix')})).toThrow(/csp-script-hashes\.conf/);
  });
});

describe.skipIf(!nginxInstalled)('example-site.conf', () => {
  it('passes nginx -t once its paths point at a build', () => {
    const www = path.join(work, 'www');
    mkdirSync(path.join(www, 'app/docs'), {recursive: true});
    symlinkSync(build, path.join(www, 'app/docs', DEFAULT_DOCS_VERSION));
    const site = readFileSync(path.join(DEPLOY_DIR, 'example-site.conf'), 'utf8')
      .replaceAll('/etc/nginx/api-docs/', `${DEPLOY_DIR}/`)
      .replaceAll('/srv/api-docs/www', www)
      .replace('listen 80;', 'listen 127.0.0.1:4999;');
    writeFileSync(path.join(work, 'site.conf'), site);
    const main = `pid ${work}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n include /etc/nginx/mime.types;\n include ${work}/site.conf;\n}\n`;
    writeFileSync(path.join(work, 'nginx.conf'), main);
    const check = spawnSync('nginx', ['-t', '-q', '-p', work, '-c', path.join(work, 'nginx.conf')], {encoding: 'utf8'});
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
