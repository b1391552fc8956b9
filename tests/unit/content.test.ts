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
  sampleMarker,
} from '../support/content.mjs';
import {javascriptSyntaxError, pythonSyntaxErrors, shellSyntaxError} from '../support/syntax';
import {SITE_ROUTES, BASE_PATH} from '../support/routes';

const root = path.resolve(__dirname, '../..');
const files = listContentFiles(root);
const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
const model = await loadModel(root);
const validator = createSchemaValidator(model);

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
    const outsideCode = sources.get(file)!.replace(/^```[\s\S]*?^```/gm, '');
    const inTabs = [...outsideCode.matchAll(/<TabItem[\s\S]*?<\/TabItem>/g)].map((match) => match[0]);
    for (const tab of inTabs) expect(tab).not.toMatch(/^#{1,6} |\sid="/m);
  });

  it.each(files)('%s never names the provider or its support address literally', (file) => {
    const body = sources.get(file)!.replace(/^---[\s\S]*?---/, '');
    expect(body).not.toMatch(/orgvue(?!-data-intro)/i);
    expect(body).not.toMatch(/support@/i);
  });
});

describe('code samples', () => {
  it.each(files)('%s: JSON parses and marked samples match their OpenAPI schema', (file) => {
    expect(checkSamples(file, sources.get(file)!, validator)).toEqual([]);
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
