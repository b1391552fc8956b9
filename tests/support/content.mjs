// Reads the site's MDX content as data: code blocks, front matter and OpenAPI sample markers.
// Shared by the unit tests and by authors' quick checks, so both judge content the same way.
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {OPENAPI_SOURCE, componentDefinitions, loadApiModel, toJsonSchema} from '../../src/openapi/index.ts';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

export const CONTENT_DIRS = ['docs', 'recipes', 'feedback', 'src/pages'];

/** Every .md/.mdx file under the content folders, relative to `root`. */
export function listContentFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) found.push(path.relative(root, full));
    }
  };
  for (const dir of CONTENT_DIRS) {
    try {
      walk(path.join(root, dir));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return found.sort();
}

/**
 * The syntax tree of a Markdown or MDX source, as Docusaurus reads it: front matter, GFM, directives
 * (admonitions) and, for MDX, JSX and expressions. An MDX syntax error throws with its position.
 * @param {string} source
 * @param {{mdx?: boolean}} [options] `mdx: false` for plain Markdown (the Markdown copies, llms.txt).
 * @returns {import('mdast').Root}
 */
export function parseContent(source, {mdx = true} = {}) {
  const key = `${mdx ? 'mdx' : 'md'}\n${source}`;
  if (!parsed.has(key)) {
    const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
    // Docusaurus escapes `## Heading {#id}` before MDX reads it, or `{#id}` would be an expression.
    parsed.set(key, mdx ? processor.use(remarkMdx).parse(escapeMarkdownHeadingIds(source)) : processor.parse(source));
  }
  return parsed.get(key);
}

/** Trees already parsed, by format and source: the content checks read each file several times. Treat them as read-only. */
const parsed = new Map();

/**
 * Fenced code blocks of a Markdown/MDX source, in order, wherever they sit (in JSX such as tabs,
 * in admonitions, in lists). A fence shown inside a longer one (a ````mdx block holding a ```json
 * block) is part of the outer block's code, as Markdown says.
 * @param {string} source
 * @param {{mdx?: boolean}} [options] see parseContent
 * @returns {{lang: string, meta: string, code: string, line: number}[]}
 */
export function extractCodeBlocks(source, options) {
  const blocks = [];
  visit(parseContent(source, options), 'code', (node) => {
    blocks.push({lang: node.lang ?? '', meta: node.meta ?? '', code: node.value, line: node.position?.start.line ?? 0});
  });
  return blocks;
}

/**
 * The `openapi="<operationId> request|response <status>|ticket"` marker of a code block, if any.
 * `ticket` marks a job ticket read later from `_links.self.url`: it has the shape of the
 * operation's `202` answer but is not that answer.
 */
export function sampleMarker(meta) {
  const match = /openapi="([^"]+)"/.exec(meta);
  if (!match) return null;
  const [operationId, part, status] = match[1].trim().split(/\s+/);
  if (part === 'request' && !status) return {operationId, part};
  if (part === 'response' && status) return {operationId, part, status};
  if (part === 'ticket' && !status) return {operationId, part: 'response', status: '202'};
  return {operationId, part: 'invalid', raw: match[1]};
}

/** Front matter of a Markdown/MDX source as an object (empty when there is none). */
export function frontMatter(source) {
  // Front matter does not depend on MDX syntax, so a page with an MDX error still has its metadata read.
  const first = parseContent(source, {mdx: false}).children[0];
  return first?.type === 'yaml' ? (parseYaml(first.value) ?? {}) : {};
}

/** The API model (src/openapi), the one reading of openapi/openapi.yaml that tests share. */
export function loadModel(root) {
  return loadApiModel(path.join(root, OPENAPI_SOURCE), {strict: true});
}

/** Ajv for the description's schemas: formats on, OpenAPI keywords (`nullable`, `example`) accepted. */
export function createAjv() {
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  return ajv;
}

const MODEL_SCHEMA_ID = 'api-model.json';

/** A validator for JSON samples against the API model's schemas. */
export function createSchemaValidator(model) {
  const ajv = createAjv();
  // The components once, as a document every compiled schema refers to.
  ajv.addSchema(componentDefinitions(model.componentSchemas, MODEL_SCHEMA_ID));
  const cache = new Map();
  /** A validator for one model schema (resolved, possibly recursive). */
  const compile = (schema) => {
    const encoded = toJsonSchema(schema, model.componentSchemas, {sharedDefs: MODEL_SCHEMA_ID});
    const key = JSON.stringify(encoded);
    if (!cache.has(key)) cache.set(key, ajv.compile(encoded));
    return cache.get(key);
  };
  const byOperationId = new Map(model.operations.map((operation) => [operation.operationId, operation]));

  /** The schema a marker points at, or an error string explaining why there is none. */
  const schemaFor = (marker) => {
    const operation = byOperationId.get(marker.operationId);
    if (!operation) return {error: `unknown operationId "${marker.operationId}"`};
    if (marker.part === 'request') {
      const schema = operation.requestBody?.contentType.includes('json') ? operation.requestBody.schema : undefined;
      return schema ? {schema} : {error: `${marker.operationId} has no JSON request body`};
    }
    if (marker.part === 'response') {
      const response =
        operation.responses.find((candidate) => candidate.status === marker.status) ??
        operation.responses.find((candidate) => candidate.status === `${marker.status[0]}XX`);
      if (!response) return {error: `${marker.operationId} has no ${marker.status} response`};
      return response.schema && response.contentType?.includes('json')
        ? {schema: response.schema}
        : {error: `${marker.operationId} ${marker.status} response has no JSON schema`};
    }
    return {error: `malformed marker "${marker.raw}"`};
  };

  return {
    compile,
    schemaFor,
    /** @returns {string[]} problems; empty when the sample matches. */
    validateSample(marker, value) {
      const found = schemaFor(marker);
      if (found.error) return [found.error];
      const validate = compile(found.schema);
      if (validate(value)) return [];
      return validate.errors.map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ' ' + JSON.stringify(e.params) : ''}`);
    },
  };
}

/**
 * Every problem with the code samples of one file: JSON that does not parse, markers that point
 * nowhere, samples that do not match their schema.
 * @returns {string[]}
 */
export function checkSamples(relativeFile, source, validator) {
  const problems = [];
  let blocks;
  try {
    blocks = extractCodeBlocks(source);
  } catch (error) {
    return [`${relativeFile}:${error.line ?? '?'} MDX does not parse: ${error.reason ?? error.message}`];
  }
  for (const block of blocks) {
    const marker = sampleMarker(block.meta);
    const where = `${relativeFile}:${block.line}`;
    if (block.lang === 'json' || block.lang === 'jsonc') {
      let value;
      try {
        value = JSON.parse(block.code);
      } catch (error) {
        problems.push(`${where} JSON does not parse: ${error.message}`);
        continue;
      }
      if (marker && validator) {
        for (const problem of validator.validateSample(marker, value)) problems.push(`${where} [${block.meta}] ${problem}`);
      }
    } else if (marker) {
      problems.push(`${where} only json blocks can carry an openapi marker`);
    }
  }
  return problems;
}
