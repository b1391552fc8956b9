// The production nginx configuration (deploy/nginx/), probed the way a browser or a cache meets it:
// raw HTTP for encodings, caching, URL forms and headers, and a real browser for the
// Content-Security-Policy. Runs only in the `nginx` project.
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {test, expect} from '../support/test';
import {BASE_PATH} from '../support/routes';
import {drawAllDiagrams} from '../support/diagrams';
import {BUILD_DIR, buildFile, buildFiles, compressedCopies} from '../support/build';
import {cspHashSources} from '../../src/plugins/csp-hashes/inlineScripts';
import {DOCS_ROOT, VERSIONS_MANIFEST_PATH} from '../../src/versions/paths';

type RawResponse = {status: number; headers: IncomingHttpHeaders; body: Buffer};

/** A GET that, unlike Playwright's request fixture, sends only the given headers and never decodes the body. */
function rawGet(baseURL: string | undefined, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(urlPath, baseURL), {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

const MAIN_JS = BASE_PATH + buildFile(/^assets\/js\/main\.[0-9a-f]{8}\.js$/);
const STYLES = BASE_PATH + buildFile(/^assets\/css\/styles\.[0-9a-f]{8}\.css$/);
/** A chunk: named by its id and the build's hash (src/plugins/js-chunks), not its content's. */
const SECTION_JS = BASE_PATH + buildFile(/^assets\/js\/routes-recipes\.[0-9a-f]{8}\.js$/);
const SEARCH_INDEX = BASE_PATH + buildFile(/^search-index(-[0-9a-f]+)?\.json$/);
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | string[] | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error(`Expected one Content-Security-Policy header, got ${JSON.stringify(header)}`);
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test.describe('compression', () => {
  test('a client that accepts brotli gets the .br copy with the JavaScript type', async ({baseURL}) => {
    const identity = await rawGet(baseURL, MAIN_JS);
    const response = await rawGet(baseURL, MAIN_JS, {'accept-encoding': BROWSER_ENCODINGS});
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body.length).toBeLessThan(identity.body.length / 2);
    expect(brotliDecompressSync(response.body).equals(identity.body)).toBe(true);
  });

  test('a client that accepts only gzip gets the .gz copy', async ({baseURL}) => {
    const identity = await rawGet(baseURL, STYLES);
    const response = await rawGet(baseURL, STYLES, {'accept-encoding': 'gzip'});
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(response.body).equals(identity.body)).toBe(true);
  });

  test('a client that accepts no compression gets the file as built', async ({baseURL}) => {
    const response = await rawGet(baseURL, MAIN_JS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(readFileSync(path.join(BUILD_DIR, MAIN_JS.slice(BASE_PATH.length))))).toBe(true);
  });

  test('brotli refused with q=0 is not sent', async ({baseURL}) => {
    const response = await rawGet(baseURL, MAIN_JS, {'accept-encoding': 'br;q=0, gzip'});
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('pages are sent precompressed, as HTML', async ({baseURL}) => {
    const identity = await rawGet(baseURL, `${BASE_PATH}guide/`);
    const response = await rawGet(baseURL, `${BASE_PATH}guide/`, {'accept-encoding': BROWSER_ENCODINGS});
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(response.body).toString()).toBe(identity.body.toString());
  });

  test('the not-found page is precompressed too and keeps its 404 status', async ({baseURL}) => {
    const response = await rawGet(baseURL, `${BASE_PATH}no-such-page/`, {'accept-encoding': BROWSER_ENCODINGS});
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toContain('Page Not Found');
  });

  test('text responses vary by Accept-Encoding whichever encoding was chosen, pages by Accept too', async ({baseURL}) => {
    for (const encoding of [BROWSER_ENCODINGS, 'gzip', 'identity']) {
      for (const urlPath of [MAIN_JS, STYLES, SEARCH_INDEX]) {
        const response = await rawGet(baseURL, urlPath, {'accept-encoding': encoding});
        expect(response.headers.vary, `${urlPath} with ${encoding}`).toBe('Accept-Encoding');
      }
      const page = await rawGet(baseURL, `${BASE_PATH}guide/`, {'accept-encoding': encoding});
      expect(page.headers.vary, `a page with ${encoding}`).toBe('Accept, Accept-Encoding');
    }
  });

  test('every compressible file of the build has a brotli and a gzip copy', () => {
    const copies = compressedCopies();
    const missing = buildFiles()
      .filter((file) => /\.(html|m?js|css|json|svg|xml|txt|md|ya?ml)$/.test(file) && !file.startsWith('_nginx/') && !file.startsWith('_mcp/'))
      .filter((file) => readFileSync(path.join(BUILD_DIR, file)).length >= 1024)
      .filter((file) => !copies.has(`${file}.br`) || !copies.has(`${file}.gz`));
    expect(missing).toEqual([]);
  });

  test('compressed copies and server-only files are not served under their own names', async ({baseURL}) => {
    for (const urlPath of [`${MAIN_JS}.br`, `${MAIN_JS}.gz`, `${BASE_PATH}_nginx/csp-script-hashes.conf`, `${BASE_PATH}_mcp/site.json`]) {
      expect((await rawGet(baseURL, urlPath)).status, urlPath).toBe(404);
    }
  });
});

test.describe('caching', () => {
  test('hashed bundles are cached for a year as immutable, in every encoding', async ({baseURL}) => {
    for (const urlPath of [MAIN_JS, STYLES, SECTION_JS]) {
      for (const encoding of [BROWSER_ENCODINGS, 'gzip', 'identity']) {
        const response = await rawGet(baseURL, urlPath, {'accept-encoding': encoding});
        expect(response.headers['cache-control'], `${urlPath} with ${encoding}`).toBe(YEAR_IMMUTABLE);
      }
    }
  });

  test('pages, the search index and unhashed files are revalidated on every use', async ({baseURL}) => {
    for (const urlPath of [BASE_PATH, `${BASE_PATH}guide/`, `${BASE_PATH}no-such-page/`, SEARCH_INDEX, `${BASE_PATH}img/logo.svg`, `${BASE_PATH}openapi.yaml`]) {
      const response = await rawGet(baseURL, urlPath, {'accept-encoding': BROWSER_ENCODINGS});
      expect(response.headers['cache-control'], urlPath).toBe('no-cache');
      expect(response.headers.etag, urlPath).toBeTruthy();
    }
  });

  test('a revalidated page that has not changed costs a 304 without a body', async ({baseURL}) => {
    const first = await rawGet(baseURL, `${BASE_PATH}guide/`, {'accept-encoding': BROWSER_ENCODINGS});
    const second = await rawGet(baseURL, `${BASE_PATH}guide/`, {'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': String(first.headers.etag)});
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });
});

test.describe('addresses', () => {
  test('x, x/, x.html and x/index.html all serve the page built at x/', async ({baseURL}) => {
    const canonical = await rawGet(baseURL, `${BASE_PATH}guide/`);
    for (const form of ['guide', 'guide.html', 'guide/index.html']) {
      const response = await rawGet(baseURL, BASE_PATH + form);
      expect(response.status, form).toBe(200);
      expect(response.body.equals(canonical.body), form).toBe(true);
    }
  });

  test('index.html at the docs root serves the docs root', async ({baseURL}) => {
    const root = await rawGet(baseURL, BASE_PATH);
    const response = await rawGet(baseURL, `${BASE_PATH}index.html`);
    expect(response.status).toBe(200);
    expect(response.body.equals(root.body)).toBe(true);
  });

  test('the base path without its slash redirects to the docs root', async ({baseURL}) => {
    const response = await rawGet(baseURL, BASE_PATH.slice(0, -1));
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(BASE_PATH);
  });

  test('unknown paths in every form get the site not-found page with status 404', async ({baseURL}) => {
    const notFound = readFileSync(path.join(BUILD_DIR, '404.html'));
    for (const form of ['no-such-page/', 'no-such-page', 'no-such-page.html', 'no-such-page/index.html', 'guide/index/', 'assets/', 'assets/js/no-such.js']) {
      const response = await rawGet(baseURL, BASE_PATH + form);
      expect(response.status, form).toBe(404);
      expect(response.body.equals(notFound), form).toBe(true);
    }
  });

  test('a percent-encoded & reaches the page whose path contains &', async ({baseURL}) => {
    const plain = await rawGet(baseURL, `${BASE_PATH}versions&changes/changelog/`);
    const encoded = await rawGet(baseURL, `${BASE_PATH}versions%26changes/changelog/`);
    expect(plain.status).toBe(200);
    expect(encoded.status).toBe(200);
    expect(encoded.body.equals(plain.body)).toBe(true);
  });
});

test.describe('the versions\' root', () => {
  test('the manifest is served as JSON and revalidated on every use', async ({baseURL}) => {
    const response = await rawGet(baseURL, VERSIONS_MANIFEST_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString()).versions.map((entry: {path: string}) => entry.path)).toContain(BASE_PATH);
  });

  test('/app/docs/ is the page that opens the remembered or current version, under the policy', async ({baseURL}) => {
    const bare = await rawGet(baseURL, DOCS_ROOT.slice(0, -1));
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe(DOCS_ROOT);
    const root = await rawGet(baseURL, DOCS_ROOT);
    expect(root.status).toBe(200);
    expect(root.body.toString()).toContain(`<noscript><meta http-equiv="refresh" content="0; url=${BASE_PATH}"></noscript>`);
    expect(cspDirectives(root.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  test('a version that is not deployed sends its readers to the versions\' root; other paths are not found', async ({baseURL}) => {
    const gone = await rawGet(baseURL, `${DOCS_ROOT}0.9.0/items/drafts/`);
    expect(gone.status).toBe(302);
    expect(gone.headers.location).toBe(DOCS_ROOT);
    expect((await rawGet(baseURL, `${DOCS_ROOT}latest/`)).status).toBe(404);
  });
});

test.describe('content negotiation', () => {
  const PAGE = `${BASE_PATH}items/drafts/`;
  const COPY = readFileSync(path.join(BUILD_DIR, 'items/drafts.md'));
  const CHROMIUM_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
  const FIREFOX_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const isMarkdown = (response: RawResponse) => response.headers['content-type'] === 'text/markdown; charset=utf-8';

  test('a page asked for as Markdown answers its copy, typed as Markdown and varying by Accept', async ({baseURL}) => {
    const response = await rawGet(baseURL, PAGE, {accept: 'text/markdown'});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers.vary).toBe('Accept, Accept-Encoding');
    expect(response.body.equals(COPY)).toBe(true);
  });

  test('the weights decide: Markdown only when it is weighted at least as high as HTML', async ({baseURL}) => {
    const cases: [string, boolean][] = [
      ['text/markdown, text/html;q=0.5', true],
      ['text/markdown;q=0.9, text/html', false],
      ['text/html;q=0.9, text/markdown', true],
      ['text/markdown, text/html', true],
      ['text/markdown;q=0.5, text/html;q=0.5', true],
      ['text/markdown;q=0.51, text/html;q=0.5', true],
      ['text/markdown;q=0.5, text/html;q=0.501', false],
      ['text/markdown;q=0, */*', false],
      ['TEXT/MARKDOWN; charset=utf-8; q=0.8, */*;q=0.7', true],
      ['text/markdown;q=0.3, text/*;q=0.2, text/plain', true],
      ['text/markdown;q=0.3, text/*', false],
      ['text/markdown, */*;q=0.1', true],
      ['text/markdownx, text/html;q=0.1', false],
      ['*/*', false],
      ['text/plain', false],
      [CHROMIUM_ACCEPT, false],
      [FIREFOX_ACCEPT, false],
    ];
    for (const [accept, markdown] of cases) {
      const response = await rawGet(baseURL, PAGE, {accept});
      expect(response.status, accept).toBe(200);
      expect(isMarkdown(response), accept).toBe(markdown);
    }
    expect(isMarkdown(await rawGet(baseURL, PAGE)), 'no Accept at all').toBe(false);
  });

  test('every address of a page answers its copy, the docs root its index.md', async ({baseURL}) => {
    for (const form of ['items/drafts', 'items/drafts.html', 'items/drafts/index.html']) {
      const response = await rawGet(baseURL, BASE_PATH + form, {accept: 'text/markdown'});
      expect(response.body.equals(COPY), form).toBe(true);
    }
    const root = await rawGet(baseURL, BASE_PATH, {accept: 'text/markdown'});
    expect(root.body.equals(readFileSync(path.join(BUILD_DIR, 'index.md')))).toBe(true);
  });

  test('the copy comes compressed like any text, as brotli to a client that takes it', async ({baseURL}) => {
    const response = await rawGet(baseURL, PAGE, {accept: 'text/markdown', 'accept-encoding': BROWSER_ENCODINGS});
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).equals(COPY)).toBe(true);
  });

  test('a page without a copy stays HTML, and an unknown page stays the 404 page', async ({baseURL}) => {
    const search = await rawGet(baseURL, `${BASE_PATH}search/`, {accept: 'text/markdown'});
    expect(search.status).toBe(200);
    expect(search.headers['content-type']).toMatch(/^text\/html/);
    const unknown = await rawGet(baseURL, `${BASE_PATH}no-such-page/`, {accept: 'text/markdown'});
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
  });

  test('every HTML page links llms.txt in a header, and its copy in its head', async ({baseURL}) => {
    const {startTags} = await import('../support/html.mjs');
    for (const [page, copy] of [[PAGE, `${BASE_PATH}items/drafts.md`], [BASE_PATH, `${BASE_PATH}index.md`], [`${BASE_PATH}api/import-items-async/`, `${BASE_PATH}api/import-items-async.md`]]) {
      const response = await rawGet(baseURL, page, {accept: CHROMIUM_ACCEPT});
      expect(response.headers.link, page).toBe(`<${BASE_PATH}llms.txt>; rel="llms-txt"`);
      const alternates = startTags(response.body.toString()).filter((tag) => tag.name === 'link' && tag.attributes.rel === 'alternate' && tag.attributes.type === 'text/markdown');
      expect(alternates.map((tag) => tag.attributes.href), page).toEqual([copy]);
    }
    expect((await rawGet(baseURL, `${BASE_PATH}llms.txt`)).headers.link).toBeUndefined();
  });

  test('llms.txt stays under 50,000 characters', async ({baseURL}) => {
    const text = (await rawGet(baseURL, `${BASE_PATH}llms.txt`)).body.toString('utf8');
    expect(text.length).toBeLessThan(50_000);
  });
});

test.describe('security headers', () => {
  const DOCUMENTS = [`${BASE_PATH}guide/`, `${BASE_PATH}api/create-dataset/`, `${BASE_PATH}no-such-page/`, `${BASE_PATH}img/logo.svg`];
  const ASSETS = [MAIN_JS, SEARCH_INDEX];

  test('every response sends nosniff and no server version; documents and stylesheets a referrer policy; documents also forbid framing', async ({baseURL}) => {
    for (const urlPath of [...DOCUMENTS, STYLES, ...ASSETS]) {
      const {headers} = await rawGet(baseURL, urlPath);
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(headers.server, urlPath).toBe('nginx');
    }
    for (const urlPath of [...DOCUMENTS, STYLES]) {
      expect((await rawGet(baseURL, urlPath)).headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
    }
    for (const urlPath of DOCUMENTS) {
      const {headers} = await rawGet(baseURL, urlPath);
      expect(cspDirectives(headers['content-security-policy']).get('frame-ancestors'), urlPath).toEqual(["'none'"]);
      expect(headers['x-frame-options'], urlPath).toBe('DENY');
      expect(headers['permissions-policy'], urlPath).toContain('camera=()');
    }
  });

  test('scripts and data files carry none of the document-only headers (a kilobyte a request)', async ({baseURL}) => {
    for (const urlPath of ASSETS) {
      const {headers} = await rawGet(baseURL, urlPath);
      expect(headers['content-security-policy'], urlPath).toBeUndefined();
      expect(headers['x-frame-options'], urlPath).toBeUndefined();
      expect(headers['permissions-policy'], urlPath).toBeUndefined();
      expect(headers['referrer-policy'], urlPath).toBeUndefined();
    }
  });

  test('the Content-Security-Policy allows no eval and no inline script but those of the build', async ({baseURL}) => {
    const csp = cspDirectives((await rawGet(baseURL, `${BASE_PATH}guide/`)).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    const scriptSources = csp.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  test('the Content-Security-Policy lists the hash of every inline script in the build', async ({baseURL}) => {
    const pages = buildFiles()
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(path.join(BUILD_DIR, file), 'utf8'));
    const expected = cspHashSources(pages);
    expect(expected.length).toBeGreaterThan(0);
    const csp = cspDirectives((await rawGet(baseURL, BASE_PATH)).headers['content-security-policy']);
    expect((csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-")).sort()).toEqual(expected);
  });
});

test.describe('pages under the Content-Security-Policy', () => {
  // The shared `test` fails on any violation, and the page sweep (page-sweep.nginx.spec.ts) loads
  // every page under the policy, the search page with its index included; this adds the colour mode
  // switch and diagrams drawn after it.
  test('the colour mode switch works', async ({page}) => {
    await page.goto(`${BASE_PATH}recipes/async-export/`);
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await drawAllDiagrams(page)).toBeGreaterThan(0);
  });
});
