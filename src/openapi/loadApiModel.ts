// Owns reading an OpenAPI description (this site's openapi/openapi.yaml, or any other): the only
// code that does. `@redocly/openapi-core` parses it, checks it against the OpenAPI specification
// of its version and resolves every `$ref`; buildModel.ts then builds the typed model. A mistake
// in the file stops with one short message (file, line, JSON pointer, what is wrong, how to fix
// it), never a dump of the file.
import path from 'node:path';
import {BaseResolver, bundle, createConfig, getLineColLocation, lintDocument, YamlParseError, type Document, type NormalizedProblem} from '@redocly/openapi-core';
import {AuthorError, isAuthorError} from '../config/authorError';
import {buildApiModel, type BuildOptions, type RawDocument} from './buildModel';
import type {ApiModel} from './types';

/** This site's description, relative to the site. */
export const OPENAPI_SOURCE = 'openapi/openapi.yaml';
/**
 * Build setting: another description to build the site from (a path, relative to the site), for
 * docs of a version whose description is not the repository's current one. The test build uses it
 * for the second version in tests/fixtures/versions/.
 */
export const OPENAPI_SETTING = 'DOCS_OPENAPI';

/** The description a build reads: DOCS_OPENAPI when set, else openapi/openapi.yaml. */
export function apiDescriptionFile(siteDir: string, env: Record<string, string | undefined> = process.env): string {
  const setting = env[OPENAPI_SETTING]?.trim();
  return path.resolve(siteDir, setting || OPENAPI_SOURCE);
}

/** The rules a description must pass to load: the OpenAPI specification's structure, and every `$ref` resolvable. */
const VALIDATION_RULES = {struct: 'error', 'no-unresolved-refs': 'error'} as const;

type Raw = Record<string, unknown>;

/** The file as the author knows it: relative to the working directory when it is inside it. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

async function readDocument(file: string) {
  const absolute = path.resolve(file);
  const source = displayPath(absolute);
  const config = await createConfig({});
  const resolver = new BaseResolver(config.resolve);
  let document: Document | Error;
  try {
    document = await resolver.resolveDocument(null, absolute, true);
  } catch (error) {
    document = error as Error;
  }
  if (document instanceof Error) {
    // Redocly's YamlParseError carries the position and js-yaml's reason; never its `source`, which is the whole file.
    const yaml = document as Error & {line?: number; col?: number; originalError?: {reason?: string; code?: string}};
    if (yaml instanceof YamlParseError || yaml.originalError?.reason !== undefined) {
      throw new AuthorError({
        source,
        line: yaml.line,
        column: yaml.col,
        problem: `The file is not valid YAML: ${yaml.originalError?.reason ?? 'syntax error'}.`,
        fix: 'Correct the YAML at that line (indentation, a missing quote or bracket, a tab instead of spaces). `npx redocly lint <file>` shows it in context.',
      });
    }
    const missing = yaml.originalError?.code === 'ENOENT' || /ENOENT/.test(yaml.message);
    throw new AuthorError({
      source,
      problem: missing ? 'The API description file does not exist.' : `The API description cannot be read: ${yaml.message.split('\n')[0]}`,
      fix: missing ? 'Check the path given to the API reference plugin (its `description` option) or create the file.' : 'Check that the file is YAML or JSON and readable.',
    });
  }
  return {config, resolver, document, source};
}

/**
 * The description at `file` as written, `$ref`s unresolved: for checks that point at a place in the
 * file (a JSON pointer) rather than ask what the API is. Everything else reads the model.
 */
export async function readApiDescription(file: string): Promise<unknown> {
  return (await readDocument(file)).document.parsed;
}

/** An author error for a problem Redocly found, at its place in the file. */
function problemError(problem: NormalizedProblem, count: number, source: string): AuthorError {
  const location = problem.location[0];
  const lineCol = location ? getLineColLocation(location) : undefined;
  const more = count > 1 ? ` (${count - 1} more problem${count > 2 ? 's' : ''} after this one)` : '';
  const unresolved = problem.ruleId === 'no-unresolved-refs';
  return new AuthorError({
    source: location ? displayPath(location.source.absoluteRef) : source,
    line: lineCol?.start.line,
    column: lineCol?.start.col,
    pointer: location?.pointer,
    problem: `${unresolved ? 'A $ref points at nothing' : 'The description breaks the OpenAPI specification'} (rule ${problem.ruleId}): ${problem.message}${more}`,
    fix: unresolved
      ? 'Correct the $ref (a typo in the component name or file path is the usual cause) or add what it names.'
      : 'Correct that part as the message says. `npx redocly lint <file>` lists every problem.',
  });
}

/** Where a JSON pointer is in the file, for author errors raised while building the model. */
function withLineOf(error: AuthorError, document: Document): AuthorError {
  const {pointer, line} = error.details;
  if (!pointer || line !== undefined) return error;
  // A pointer may name a key the file leaves out (a missing operationId): point at its parent then.
  for (let target = pointer; target.length > 1; target = target.slice(0, target.lastIndexOf('/'))) {
    try {
      const lineCol = getLineColLocation({source: document.source, pointer: target, reportOnKey: true});
      if (lineCol?.start?.line) return new AuthorError({...error.details, line: lineCol.start.line, column: lineCol.start.col});
    } catch {
      // A pointer the file's syntax tree does not hold: try its parent.
    }
  }
  return error;
}

export type LoadOptions = Omit<BuildOptions, 'source'>;

/** Reads, validates and resolves the description at `file`, and builds the model from it. */
export async function loadApiModel(file: string, options: LoadOptions = {}): Promise<ApiModel> {
  const {config, resolver, document, source} = await readDocument(file);
  const parsed = document.parsed as Raw | null;
  if (!parsed || typeof parsed !== 'object' || typeof parsed.openapi !== 'string' || !/^3\.[0-2]\./.test(parsed.openapi)) {
    throw withLineOf(
      new AuthorError({
        source,
        pointer: '#/openapi',
        problem: `This is not an OpenAPI 3.0, 3.1 or 3.2 description (openapi: ${JSON.stringify(parsed?.openapi ?? null)}).`,
        fix: 'Start the file with `openapi: 3.1.0` (or 3.0.3, 3.2.0). A Swagger 2.0 file must be converted first.',
      }),
      document,
    );
  }
  const lintConfig = await createConfig({rules: VALIDATION_RULES});
  const problems = (await lintDocument({document, config: lintConfig, externalRefResolver: resolver})).filter((problem) => problem.severity === 'error');
  if (problems.length) throw problemError(problems[0], problems.length, source);

  nameComponents(document);
  const result = await bundle({doc: document, config, dereference: true, externalRefResolver: resolver});
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length) throw problemError(errors[0], errors.length, source);
  try {
    return buildApiModel(result.bundle.parsed as RawDocument, {...options, source});
  } catch (error) {
    throw isAuthorError(error) ? withLineOf(error, document) : error;
  }
}

/**
 * Marks each component schema and callback with its name before `$ref`s are replaced by what they
 * point at, so the model can still say "this field is a Filter" and link to its page.
 */
function nameComponents(document: Document): void {
  const components = ((document.parsed as RawDocument).components ?? {}) as {schemas?: Record<string, unknown>; callbacks?: Record<string, unknown>};
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    if (schema && typeof schema === 'object') (schema as Raw)['x-model-name'] = name;
  }
  for (const [name, callback] of Object.entries(components.callbacks ?? {})) {
    if (callback && typeof callback === 'object') (callback as Raw)['x-callback-name'] = name;
  }
}
