// Reads the site's MDX content as data: code blocks, front matter and OpenAPI sample markers.
// Shared by the unit tests and by authors' quick checks, so both judge content the same way.
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {componentDefinitions, loadApiModel, toJsonSchema} from '../../src/openapi/index.ts';

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
 * Fenced code blocks of a Markdown/MDX source, in order. Handles fences of three or more
 * backticks or tildes and nested fences inside longer ones (a ````mdx block that shows a
 * ```json block yields only the outer block).
 * @returns {{lang: string, meta: string, code: string, line: number}[]}
 */
export function extractCodeBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  let open = null;
  lines.forEach((line, index) => {
    const trimmed = line.trimStart();
    if (!open) {
      const match = /^(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(trimmed);
      if (match) open = {fence: match[1], lang: match[2], meta: match[3].trim(), start: index + 1, body: []};
      return;
    }
    const closing = new RegExp(`^${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
    if (closing.test(trimmed)) {
      blocks.push({lang: open.lang, meta: open.meta, code: open.body.join('\n'), line: open.start});
      open = null;
      return;
    }
    open.body.push(line);
  });
  return blocks;
}

/** The `openapi="<operationId> request|response <status>"` marker of a code block, if any. */
export function sampleMarker(meta) {
  const match = /openapi="([^"]+)"/.exec(meta);
  if (!match) return null;
  const [operationId, part, status] = match[1].trim().split(/\s+/);
  if (part === 'request' && !status) return {operationId, part};
  if (part === 'response' && status) return {operationId, part, status};
  return {operationId, part: 'invalid', raw: match[1]};
}

/** Front matter of a Markdown/MDX source as an object (empty when there is none). */
export function frontMatter(source) {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  return match ? parseYaml(match[1]) ?? {} : {};
}

/** The API model (src/openapi), the one reading of openapi/openapi.yaml that tests share. */
export function loadModel(root) {
  return loadApiModel(path.join(root, 'openapi/openapi.yaml'));
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
  for (const block of extractCodeBlocks(source)) {
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
