// The page template (src/config/ssrTemplate.ts): Docusaurus's own but for the scripts, which an
// inline script at the end of the body requests once the stylesheets have loaded.
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import DOCUSAURUS_TEMPLATE from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {SCRIPTS_AFTER_STYLES_TEMPLATE} from '../../../src/config/ssrTemplate';

const PAGE = {
  appHtml: '<main><h1>Export a dataset</h1></main>',
  baseUrl: '/app/docs/1.0.0/',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="navigation-with-keyboard"',
  headTags: '<script>window.colourMode = "light"</script>',
  preBodyTags: '<svg id="sprites"></svg>',
  postBodyTags: '<div id="portal"></div>',
  metaAttributes: ['<title>Export a dataset</title>', '<meta name="description" content="How to export">'],
  scripts: ['assets/js/runtime~main.1a2b3c4d.js', 'assets/js/main.5e6f7a8b.js'],
  stylesheets: ['assets/css/styles.9c8d7e6f.css'],
  noIndex: false,
  version: '3.10.2',
};
const SCRIPT_URLS = PAGE.scripts.map((script) => `${PAGE.baseUrl}${script}`);

const render = async (template: string) => (await compileSSGTemplate(template))(PAGE);

describe('the page template', () => {
  it('lists no script in the head, and requests the page scripts from the end of the body, in order', async () => {
    const html = await render(SCRIPTS_AFTER_STYLES_TEMPLATE);
    const {document} = new JSDOM(html).window;
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/app/docs/1.0.0/assets/css/styles.9c8d7e6f.css');
    const last = document.body.lastElementChild!;
    expect(last.tagName).toBe('SCRIPT');
    expect(last.getAttribute('src')).toBeNull();

    // Run as the browser runs it: each script added to the head, in order, to run in that order.
    const {window} = new JSDOM('<!doctype html><head></head><body></body>', {runScripts: 'outside-only'});
    window.eval(last.textContent!);
    const added = Array.from(window.document.head.querySelectorAll('script'));
    expect(added.map((script) => script.getAttribute('src'))).toEqual(SCRIPT_URLS);
    expect(added.every((script) => !script.async)).toBe(true);
  });

  it('is otherwise Docusaurus’s own', async () => {
    const ours = await render(SCRIPTS_AFTER_STYLES_TEMPLATE);
    const docusaurus = await render(DOCUSAURUS_TEMPLATE);
    // The same markup once the scripts are gone, whatever line breaks the template leaves between tags.
    const withoutScripts = (html: string) =>
      html
        .replace(/<script src="[^"]*" defer><\/script>/g, '')
        .replace(/<script>[^<]*<\/script>(\s*<\/body>)/, '$1')
        .replace(/>\s+</g, '><');
    expect(docusaurus).toContain(`<script src="${SCRIPT_URLS[1]}" defer></script>`);
    expect(ours).toMatch(/<script>[^<]*<\/script>\s*<\/body>/);
    expect(withoutScripts(ours)).toBe(withoutScripts(docusaurus));
  });
});
