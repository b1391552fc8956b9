// Author errors of the API description: each mistake stops the load with one short message that
// names the file, the line and the JSON pointer where known, what is wrong and how to fix it, and
// never dumps the file. The house rules (strict) apply to this site's own description only.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {inspect} from 'node:util';
import {describe, expect, it} from 'vitest';
import {stringify} from 'yaml';
import {AUTHOR_ERROR_MAX_LINES, AuthorError} from '../../../src/config/authorError';
import {apiDescriptionFile, loadApiModel, type LoadOptions} from '../../../src/openapi';

const directory = mkdtempSync(path.join(tmpdir(), 'openapi-errors-'));
let count = 0;

/** Writes `text` as a description file and returns its path. */
function descriptionFile(text: string | object, extension = 'yaml'): string {
  count += 1;
  const file = path.join(directory, `description-${count}.${extension}`);
  writeFileSync(file, typeof text === 'string' ? text : stringify(text));
  return file;
}

/** The author error loading `file` fails with, as Docusaurus would print it. */
async function failure(file: string, options: LoadOptions = {}): Promise<{error: AuthorError; printed: string}> {
  try {
    await loadApiModel(file, options);
  } catch (error) {
    expect(error).toBeInstanceOf(AuthorError);
    return {error: error as AuthorError, printed: inspect(error, {depth: Infinity})};
  }
  throw new Error(`${file} loaded without an error`);
}

const SITE_LIKE = {
  openapi: '3.0.3',
  info: {title: 'Pets', version: '1.0.0'},
  tags: [{name: 'Pets'}],
  'x-tagGroups': [{name: 'Pets', tags: ['Pets']}],
  'x-error-catalogue': {
    groups: [{id: 'request', title: 'Request errors', summary: 'Fix the request.'}],
    codes: [{code: '400001', name: 'NameMissing', status: 400, group: 'request', meaning: 'No name.', action: 'Send a name.'}],
  },
  paths: {
    '/pets': {
      get: {operationId: 'listPets', summary: 'List pets', tags: ['Pets'], responses: {'200': {description: 'The pets.'}}},
      post: {operationId: 'createPet', summary: 'Create pet', tags: ['Pets'], responses: {'201': {description: 'Created.'}, '400': {description: 'Bad.', 'x-error-codes': ['400001']}}},
    },
  },
};

type Editable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** SITE_LIKE with one change made by `edit` on a deep copy. */
function siteLike(edit: (doc: Editable) => void): string {
  const doc: Editable = structuredClone(SITE_LIKE);
  edit(doc);
  return descriptionFile(doc);
}

function expectShort(printed: string): void {
  expect(printed.split('\n').length).toBeLessThanOrEqual(AUTHOR_ERROR_MAX_LINES);
  expect(printed).not.toMatch(/\n\s+at /);
}

describe('author errors of the API description', () => {
  it('a YAML syntax error names the file, line and column, and prints no more than the message', async () => {
    const lines = stringify(SITE_LIKE).split('\n');
    lines.splice(6, 0, "  broken: [unclosed"); // line 7
    const file = descriptionFile(`${lines.join('\n')}\n${'# padding\n'.repeat(500)}`);
    const {error, printed} = await failure(file, {strict: true});
    expect(error.details.line).toBe(7);
    expect(error.details.column).toBeGreaterThan(0);
    expect(printed).toContain(`${file}:7:`);
    expect(printed).toMatch(/not valid YAML/);
    expect(printed).toMatch(/Fix: /);
    expectShort(printed);
    expect(printed).not.toContain('padding');
  });

  it('an unresolved $ref names its JSON pointer and line', async () => {
    const file = siteLike((doc) => {
      doc.paths['/pets'].get.responses['200'] = {description: 'The pets.', content: {'application/json': {schema: {$ref: '#/components/schemas/Pett'}}}} as never;
    });
    const {error, printed} = await failure(file);
    expect(error.details.pointer).toBe('#/paths/~1pets/get/responses/200/content/application~1json/schema');
    expect(error.details.line).toBeGreaterThan(1);
    expect(printed).toMatch(/\$ref points at nothing.*no-unresolved-refs/);
    expectShort(printed);
  });

  it('a description that breaks the specification names the rule and the pointer', async () => {
    const file = siteLike((doc) => {
      (doc.paths['/pets'].get as Record<string, unknown>).parameters = [{name: 'limit', in: 'body', schema: {type: 'integer'}}];
    });
    const {error, printed} = await failure(file);
    expect(error.details.pointer).toBe('#/paths/~1pets/get/parameters/0/in');
    expect(printed).toMatch(/rule struct/);
    expectShort(printed);
  });

  it('a file that is not OpenAPI 3 says so', async () => {
    const {printed} = await failure(descriptionFile({swagger: '2.0', info: {title: 'Old', version: '1'}, paths: {}}));
    expect(printed).toMatch(/not an OpenAPI 3\.0, 3\.1 or 3\.2 description/);
    expectShort(printed);
  });

  it('a missing file says so', async () => {
    const {printed} = await failure(path.join(directory, 'nowhere.yaml'));
    expect(printed).toMatch(/does not exist/);
  });

  it('an error code missing from the catalogue names the response, in any description', async () => {
    const file = siteLike((doc) => {
      doc.paths['/pets'].post.responses['400']['x-error-codes'] = ['400001', '400999'];
    });
    const {error, printed} = await failure(file);
    expect(error.details.pointer).toBe('#/paths/~1pets/post/responses/400/x-error-codes');
    expect(error.details.line).toBeGreaterThan(1);
    expect(printed).toMatch(/400999, which is not in x-error-catalogue/);
    expectShort(printed);
  });

  describe('with the house rules (strict)', () => {
    it('an operation without operationId is an error at the operation', async () => {
      const file = siteLike((doc) => {
        delete (doc.paths['/pets'].get as Record<string, unknown>).operationId;
      });
      const {error, printed} = await failure(file, {strict: true});
      expect(error.details.pointer).toBe('#/paths/~1pets/get');
      expect(error.details.line).toBeGreaterThan(1);
      expect(printed).toMatch(/GET \/pets has no operationId/);
      expectShort(printed);
    });

    it('a summary whose page address another page has is an error naming both', async () => {
      const file = siteLike((doc) => {
        doc.paths['/pets'].post.summary = 'List  pets!';
      });
      const {error, printed} = await failure(file, {strict: true});
      expect(error.details.pointer).toBe('#/paths/~1pets/post/summary');
      expect(printed).toMatch(/\/list-pets\/.*"List pets" \(GET \/pets\)/);
      expectShort(printed);
    });

    it('a tag in no x-tagGroups group is an error', async () => {
      const file = siteLike((doc) => {
        doc.paths['/pets'].post.tags = ['Animals'];
      });
      const {error, printed} = await failure(file, {strict: true});
      expect(error.details.pointer).toBe('#/paths/~1pets/post/tags');
      expect(printed).toMatch(/tag Animals is used but is in no x-tagGroups group/);
      expectShort(printed);
    });

    it('a description without x-tagGroups or x-error-catalogue is an error', async () => {
      const withoutGroups = siteLike((doc) => {
        delete doc['x-tagGroups'];
      });
      expect((await failure(withoutGroups, {strict: true})).printed).toMatch(/no x-tagGroups/);
      const withoutCatalogue = siteLike((doc) => {
        delete doc['x-error-catalogue'];
        delete doc.paths['/pets'].post.responses['400']['x-error-codes'];
      });
      expect((await failure(withoutCatalogue, {strict: true})).printed).toMatch(/no x-error-catalogue/);
    });
  });

  describe('without the house rules', () => {
    it('the same mistakes load with sensible defaults', async () => {
      const file = siteLike((doc) => {
        delete doc['x-tagGroups'];
        delete doc['x-error-catalogue'];
        delete doc.paths['/pets'].post.responses['400']['x-error-codes'];
        delete (doc.paths['/pets'].get as Record<string, unknown>).operationId;
        delete (doc.paths['/pets'].get as Record<string, unknown>).summary;
        doc.paths['/pets'].post.tags = [];
      });
      const model = await loadApiModel(file);
      const list = model.operations.find((operation) => operation.method === 'get')!;
      expect(list.operationId).toBe('getPets');
      expect(list.summary).toBe('GET /pets');
      expect(list.permalink).toBe('/api/get-pets');
      expect(model.errorCatalogue.codes).toEqual([]);
      expect(model.tagGroups.map((group) => group.name)).toEqual(['Pets', 'Other operations']);
      expect(model.tagGroups[1].tags[0].operations.map((operation) => operation.operationId)).toEqual(['createPet']);
    });

    it('two summaries with one address get distinct pages', async () => {
      const file = siteLike((doc) => {
        doc.paths['/pets'].post.summary = 'List pets';
      });
      const model = await loadApiModel(file);
      expect(model.operations.map((operation) => operation.permalink)).toEqual(['/api/list-pets', '/api/list-pets-post']);
    });
  });

  it('the site description loads with its house rules', async () => {
    const model = await loadApiModel(apiDescriptionFile(path.resolve(__dirname, '../../..'), {}), {strict: true});
    expect(model.operations.length).toBeGreaterThan(20);
    expect(model.tagGroups.length).toBeGreaterThan(0);
  });
});

describe('a broken description in the docusaurus command', () => {
  it('stops the build with the author message alone, in under 10 lines', () => {
    const lines = stringify(SITE_LIKE).split('\n');
    lines.splice(8, 0, '  broken: [unclosed');
    const file = descriptionFile(lines.join('\n'));
    // DOCS_OPENAPI puts the broken file in place of openapi/openapi.yaml; the build stops in the
    // reference's loadContent, before any bundling.
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', path.join(directory, 'build')], {env: {...process.env, DOCS_OPENAPI: file}, encoding: 'utf8'});
    const output = `${result.stdout}${result.stderr}`.trim();
    expect(result.status).toBe(1);
    expect(output.split('\n').length).toBeLessThan(10);
    expect(output).toContain(`[ERROR] ${file}:9:`);
    expect(output).toMatch(/not valid YAML[^\n]*\nFix: /);
  }, 180_000);
});
