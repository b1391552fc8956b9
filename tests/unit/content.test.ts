// Content is the product: every page has its metadata, every JSON sample parses, every marked
// sample matches the OpenAPI description, and every code sample is valid syntax.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkSamples,
  createSchemaValidator,
  extractCodeBlocks,
  frontMatter,
  listContentFiles,
  loadModel,
  parseContent,
  sampleMarker,
} from '../support/content.mjs';
import {visit} from 'unist-util-visit';
import type {Node} from 'unist';
import {javascriptSyntaxError, pythonSyntaxErrors, shellSyntaxError} from '../support/syntax';
import {SITE_ROUTES, BASE_PATH} from '../support/routes';

const root = path.resolve(__dirname, '../..');
const files = listContentFiles(root);
const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
const model = await loadModel(root);
const validator = createSchemaValidator(model);
const trees = new Map(files.map((file) => [file, parseContent(sources.get(file)!)]));

type JsxAttribute = {type: string; name?: string};
const jsxAttributes = (node: Node): JsxAttribute[] => ((node as {attributes?: JsxAttribute[]}).attributes ?? []);
const isTabItem = (node: Node) => node.type.startsWith('mdxJsx') && (node as {name?: string}).name === 'TabItem';

/** The route a content file is served at (docs at the root, recipes and feedback under their folders). */
function routeOf(file: string): string {
  const withoutExt = file.replace(/\.mdx?$/, '');
  const [area, ...rest] = withoutExt.split('/');
  const prefix = area === 'docs' ? '' : area === 'src' ? '' : `${area}/`;
  const tail = (area === 'src' ? rest.slice(1) : rest).join('/').replace(/(^|\/)index$/, '');
  return `${BASE_PATH}${prefix}${tail}${tail ? '/' : ''}`;
}

describe('content files', () => {
  it('cover every route of the spec and no page outside it', () => {
    const routes = files.map(routeOf).sort();
    const expected = [...SITE_ROUTES.map((route) => route.path), `${BASE_PATH}feedback/redirectToFeedbackForm/`].sort();
    expect(routes).toEqual(expected);
  });

  it.each(files)('%s has a title and a meta description', (file) => {
    const meta = frontMatter(sources.get(file)!);
    expect(typeof meta.title).toBe('string');
    expect(String(meta.description ?? '').length).toBeGreaterThan(40);
  });

  it.each(files)('%s has no stub wording', (file) => {
    expect(sources.get(file)).not.toMatch(/\b(TODO|TBD|lorem ipsum|coming soon|placeholder page|to be written)\b/i);
  });

  // Only the selected tab's panel is in the page (src/theme/Tabs), so a heading or anchor inside a
  // tab would be missing from the table of contents and break links to it.
  it.each(files)('%s keeps headings and anchors outside tabs', (file) => {
    const found: string[] = [];
    visit(trees.get(file)!, isTabItem, (tab) => {
      visit(tab, (node: Node) => {
        if (node.type === 'heading') found.push(`heading at line ${node.position?.start.line}`);
        else if (jsxAttributes(node).some((attribute) => attribute.name === 'id')) found.push(`id at line ${node.position?.start.line}`);
      });
    });
    expect(found).toEqual([]);
  });

  it.each(files)('%s never names the provider or its support address literally', (file) => {
    // The front matter may name the provider's own pages (their slugs); the page itself may not.
    const tree = trees.get(file)!;
    const body = sources.get(file)!.slice(tree.children[0]?.type === 'yaml' ? tree.children[0].position!.end.offset : 0);
    expect(body).not.toMatch(/orgvue(?!-data-intro)/i);
    expect(body).not.toMatch(/support@/i);
  });
});

describe('code samples', () => {
  it.each(files)('%s: JSON parses and marked samples match their OpenAPI schema', (file) => {
    expect(checkSamples(file, sources.get(file)!, validator)).toEqual([]);
  });

  it('reads a polled job ticket marker as the shape of its operation\'s 202 answer', () => {
    expect(sampleMarker('json title="Completed ticket" openapi="exportDatasetAsync ticket"')).toEqual({operationId: 'exportDatasetAsync', part: 'response', status: '202'});
    expect(sampleMarker('json openapi="exportDatasetAsync ticket 200"')).toMatchObject({part: 'invalid'});
    const ticket = {_links: {self: {url: 'https://storage.example.com/t.json'}}, jobStatus: 'completed'};
    expect(validator.validateSample(sampleMarker('json openapi="exportDatasetAsync ticket"'), ticket)).toEqual([]);
    expect(validator.validateSample(sampleMarker('json openapi="exportDatasetAsync ticket"'), {...ticket, jobStatus: 'done'})).not.toEqual([]);
  });

  it('mark at least one request or response sample for every operation', () => {
    const marked = new Set<string>();
    for (const source of sources.values()) {
      for (const block of extractCodeBlocks(source)) {
        const marker = sampleMarker(block.meta);
        if (marker) marked.add(marker.operationId);
      }
    }
    const operations = model.operations.map((operation: {operationId: string}) => operation.operationId);
    expect(operations.filter((id) => !marked.has(id))).toEqual([]);
  });

  const blocks = files.flatMap((file) =>
    extractCodeBlocks(sources.get(file)!).map((block, index) => ({...block, id: `${file}:${block.line}#${index}`})),
  );

  it('Python samples are valid Python', () => {
    const errors = pythonSyntaxErrors(blocks.filter((block) => block.lang === 'python'));
    expect(Object.fromEntries(errors)).toEqual({});
  });

  it('JavaScript samples are valid ES modules', () => {
    const errors = blocks
      .filter((block) => ['javascript', 'js'].includes(block.lang))
      .map((block) => [block.id, javascriptSyntaxError(block.code)])
      .filter(([, error]) => error);
    expect(Object.fromEntries(errors)).toEqual({});
  });

  it('shell samples are valid bash', () => {
    const errors = blocks
      .filter((block) => ['bash', 'sh', 'shell'].includes(block.lang))
      .map((block) => [block.id, shellSyntaxError(block.code)])
      .filter(([, error]) => error);
    expect(Object.fromEntries(errors)).toEqual({});
  });

  it('curl samples never use a real-looking host or a literal token', () => {
    for (const block of blocks.filter((candidate) => candidate.lang === 'bash')) {
      for (const url of block.code.match(/https?:\/\/[^\s"'\\)]+/g) ?? []) {
        expect(new URL(url.replace(/[{}]/g, '')).hostname, `${block.id} ${url}`).toMatch(/(^|\.)example(\.(com|org|net))?$|^localhost$|^127\.0\.0\.1$/);
      }
      expect(block.code, block.id).not.toMatch(/Bearer eyJ/);
    }
  });
});
