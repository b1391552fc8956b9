// Checks a built site's internal links the way a reader meets them: every href/src/srcset in every
// HTML file, and every link in llms.txt-style text and Markdown copies, must reach a file the hosting
// serves (same URL rules as static-server.mjs and deploy/nginx), and every #anchor must name an
// element on the target page.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {startTags} from './html.mjs';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {BASE_PATH, resolveBuildFile} from './static-server.mjs';

/** Same-host paths outside the docs that pages may link to (the sign-in flow's gateway). */
export const OTHER_APPS_ON_HOST = ['/app/login-gateway/'];

/** Attributes that load or lead to another URL. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'];
const SKIPPED_SCHEMES = new Set(['mailto:', 'tel:', 'data:', 'javascript:', 'blob:']);

/**
 * The not-found page is sent for every unknown address, so it has no address of its own: the
 * canonical and hreflang links Docusaurus derives from its build path (`404.html/`) name no page,
 * and search engines ignore them on a 404 response. Its other links are checked like any page's.
 */
export const NOT_FOUND_PAGE = '404.html';
const isOwnAddressLink = (name, attributes) => name === 'link' && /\b(canonical|alternate)\b/i.test(attributes.rel ?? '');

/** Every URL an HTML page references, and the anchors (`id`, `<a name>`) it offers. */
export function scanHtml(html, {isNotFoundPage = false} = {}) {
  const urls = [];
  const anchors = new Set();
  for (const {name, attributes} of startTags(html)) {
    if (attributes.id) anchors.add(attributes.id);
    if (name === 'a' && attributes.name) anchors.add(attributes.name);
    if (isNotFoundPage && isOwnAddressLink(name, attributes)) continue;
    for (const attribute of URL_ATTRIBUTES) if (attributes[attribute]) urls.push(attributes[attribute].trim());
    if (attributes.srcset) {
      for (const candidate of attributes.srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.push(url);
      }
    }
  }
  return {urls, anchors};
}

/**
 * Link targets of a Markdown or llms.txt text, read by remark with GFM: inline links, images,
 * reference definitions, `<https://…>` autolinks and bare URLs; nothing inside code.
 */
export function markdownLinks(markdown) {
  const urls = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), ['link', 'image', 'definition'], (node) => {
    urls.push(node.url);
  });
  return urls;
}

function listFiles(root) {
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The address a build file is served at: `x/index.html` → `…/x/`, anything else as it is. */
export function urlOfBuildFile(origin, relative) {
  const servedPath = relative === 'index.html' ? '' : relative.replace(/(^|\/)index\.html$/, '$1');
  return new URL(BASE_PATH + servedPath.split('/').map(encodeURIComponent).join('/'), origin).href;
}

/** The site's canonical origin, read from the home page's `<link rel="canonical">`. */
export function siteOrigin(buildDir) {
  const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const canonical = startTags(home).find((tag) => tag.name === 'link' && tag.attributes.rel === 'canonical');
  if (!canonical) throw new Error(`${buildDir}/index.html has no <link rel="canonical">, so the site's origin is unknown`);
  return new URL(canonical.attributes.href).origin;
}

const isTextWithLinks = (relative) => /\.md$/.test(relative) || /(^|\/)llms[^/]*\.txt$/.test(relative);

/**
 * Checks every internal link of the build. Returns the broken ones (`{source, url, problem}`) and
 * counts of what was checked, so a caller can tell "nothing broken" from "nothing read".
 */
export async function checkBuiltSite(buildDirectory, {origin = siteOrigin(buildDirectory)} = {}) {
  const buildDir = path.resolve(buildDirectory);
  const files = listFiles(buildDir).filter((relative) => !relative.startsWith('_nginx/'));
  const htmlFiles = files.filter((relative) => relative.endsWith('.html'));
  const textFiles = files.filter(isTextWithLinks);
  const anchorsOf = new Map();
  const scanned = new Map(htmlFiles.map((relative) => [
      relative,
      scanHtml(readFileSync(path.join(buildDir, relative), 'utf8'), {isNotFoundPage: relative === NOT_FOUND_PAGE}),
    ]));
  for (const [relative, {anchors}] of scanned) anchorsOf.set(path.join(buildDir, relative), anchors);

  const resolved = new Map();
  const resolve = async (pathname) => {
    if (!resolved.has(pathname)) resolved.set(pathname, await resolveBuildFile(buildDir, pathname));
    return resolved.get(pathname);
  };

  const broken = [];
  const counts = {htmlFiles: htmlFiles.length, textFiles: textFiles.length, links: 0, anchors: 0};
  const check = async (source, rawUrl) => {
    if (!rawUrl || rawUrl === '#') return;
    let url;
    try {
      url = new URL(rawUrl, urlOfBuildFile(origin, source));
    } catch {
      broken.push({source, url: rawUrl, problem: 'not a valid URL'});
      return;
    }
    if (SKIPPED_SCHEMES.has(url.protocol) || url.origin !== origin) return;
    counts.links += 1;
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      broken.push({source, url: rawUrl, problem: 'malformed percent-encoding'});
      return;
    }
    if (!pathname.startsWith(BASE_PATH)) {
      if (!OTHER_APPS_ON_HOST.some((app) => pathname.startsWith(app))) broken.push({source, url: rawUrl, problem: `outside ${BASE_PATH}`});
      return;
    }
    const target = await resolve(url.pathname);
    if (!target) {
      broken.push({source, url: rawUrl, problem: 'no such page or file'});
      return;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!fragment || fragment === 'top' || !target.endsWith('.html')) return;
    counts.anchors += 1;
    if (!anchorsOf.get(target)?.has(fragment)) broken.push({source, url: rawUrl, problem: `no element with id "${fragment}"`});
  };

  for (const [relative, {urls}] of scanned) for (const url of urls) await check(relative, url);
  for (const relative of textFiles) {
    for (const url of markdownLinks(readFileSync(path.join(buildDir, relative), 'utf8'))) await check(relative, url);
  }
  return {broken, counts};
}

// `node tests/support/link-checker.mjs [buildDir]`: list broken links, exit 1 if any.
if (import.meta.url === `file://${process.argv[1]}`) {
  checkBuiltSite(path.resolve(process.argv[2] ?? 'build')).then(({broken, counts}) => {
    for (const {source, url, problem} of broken) console.log(`${source}: ${url} (${problem})`);
    console.log(`${counts.links} links (${counts.anchors} anchors) in ${counts.htmlFiles} HTML and ${counts.textFiles} text files: ${broken.length} broken`);
    process.exit(broken.length ? 1 : 0);
  });
}
