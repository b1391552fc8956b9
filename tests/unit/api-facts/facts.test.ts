// The fact elements become Markdown from the API model, and a mistake in one stops the build with
// the page, the place and the names the author most likely meant.
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {VFile} from 'vfile';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {AuthorError} from '../../../src/config/authorError';
import {apiFactElements, replaceApiFacts} from '../../../src/plugins/api-facts/facts';
import {locateInFile} from '../../../src/plugins/api-facts';
import {stringifyMarkdown} from '../../../src/plugins/agent-docs/mdxToMarkdown';
import {parseMdx} from '../../support/errorMentions';
import {loadFactsModel} from '../../fixtures/api-facts/factsOpenApi';

const model = await loadFactsModel();

/** The page as Markdown once its fact elements are replaced. */
function render(source: string): string {
  const tree = parseMdx(source);
  replaceApiFacts(tree, model, {file: 'docs/page.mdx'});
  return stringifyMarkdown(tree).trim();
}

function failure(source: string): AuthorError {
  try {
    render(source);
  } catch (error) {
    if (error instanceof AuthorError) return error;
    throw error;
  }
  throw new Error('expected an AuthorError');
}

describe('error code elements', () => {
  it('writes the code and name as inline code linked to the code row of the error list', () => {
    expect(render('A bad body fails with <ErrorCode code="400701" />.')).toBe('A bad body fails with [`400701 RequestBodyInvalid`](/errors/list/#400701).');
  });

  it('shows only the code or only the name when the sentence asks for it', () => {
    expect(render('<ErrorCode code="400801" show="code" /> and <ErrorCode code="400801" show="name" />')).toBe(
      '[`400801`](/errors/list/#400801) and [`ItemAlreadyExists`](/errors/list/#400801)',
    );
  });

  it('states the status and the meaning the catalogue gives', () => {
    expect(render('It comes with HTTP <ErrorStatus code="404001" />. <ErrorMeaning code="400701" />')).toBe(
      'It comes with HTTP 404. The body does not match the schema; `jsonBody` points at the fault.',
    );
  });

  it('links nothing inside a heading or a link, which cannot hold a link', () => {
    expect(render('## <ErrorCode code="400701" />\n\n[See <ErrorCode code="400701" show="code" />](/elsewhere/)')).toBe(
      '## `400701 RequestBodyInvalid`\n\n[See `400701`](/elsewhere/)',
    );
  });

  it('makes an element on a line of its own a paragraph', () => {
    expect(render('Intro.\n\n<ErrorMeaning code="404001" />\n\nMore.')).toBe('Intro.\n\nThe tree does not exist.\n\nMore.');
  });

  it('works in table cells', () => {
    expect(render('| Code | HTTP |\n| --- | --- |\n| <ErrorCode code="404001" /> | <ErrorStatus code="404001" /> |')).toBe(
      '| Code | HTTP |\n| --- | --- |\n| [`404001 TreeNotFound`](/errors/list/#404001) | 404 |',
    );
  });
});

describe('endpoint elements', () => {
  it('writes method and path as inline code linked to the operation page', () => {
    expect(render('Send <Endpoint operation="importItems" />.')).toBe('Send [`PUT /api/v1/{tenantId}/trees/{treeId}/items`](/api/import-items).');
  });

  it('gives the page title as link text when asked', () => {
    expect(render('See <Endpoint operation="getTree" show="title" />.')).toBe('See [Get tree](/api/get-tree).');
  });
});

describe('parameter and field elements', () => {
  it("states a parameter's default as the description has it", () => {
    expect(render('<ParameterDefault operation="importItems" parameter="onFailure" />, <ParameterDefault operation="importItems" parameter="dryRun" />')).toBe(
      '`failTransaction`, `false`',
    );
  });

  it("lists a parameter's allowed values, joined with or unless the sentence needs and", () => {
    expect(render('Either <ParameterValues operation="importItems" parameter="onFailure" />.')).toBe('Either `skipAction` or `failTransaction`.');
    expect(render('<ParameterValues schema="ImportRequest" field="output.formats" join="and" />')).toBe('`csv`, `tsv` and `json`');
  });

  it("reads a nested field of a model or of an operation's request body", () => {
    expect(render('<ParameterDefault schema="ImportRequest" field="output.mode" /> / <ParameterDefault operation="importItems" field="output.mode" />')).toBe('`add` / `add`');
  });
});

describe('mistakes stop the build with the place and the nearest names', () => {
  it('names an unknown error code, its line and the closest published codes', () => {
    const error = failure('First line.\n\nFails with <ErrorCode code="400702" />.');
    expect(error.details).toMatchObject({source: 'docs/page.mdx', line: 3, column: 12});
    expect(error.details.problem).toContain('"400702" is not in the error catalogue');
    expect(error.details.problem).toContain('"400701"');
  });

  it('suggests the operation an unknown operationId most likely meant', () => {
    expect(failure('<Endpoint operation="importItem" />').details.problem).toMatch(/no operation "importItem"\. Nearest known: "importItems"/);
  });

  it('names the parameters of the operation when one is unknown', () => {
    expect(failure('<ParameterDefault operation="importItems" parameter="onFailur" />').details.problem).toContain('Nearest known: "onFailure"');
  });

  it('names the fields beside an unknown nested field', () => {
    expect(failure('<ParameterDefault schema="ImportRequest" field="output.mod" />').details.problem).toContain('"output.mode"');
  });

  it('refuses a default or values the description does not hold', () => {
    expect(failure('<ParameterDefault operation="importItems" parameter="note" />').details.problem).toContain('has no default');
    expect(failure('<ParameterValues operation="importItems" parameter="dryRun" />').details.problem).toContain('no list of allowed values');
  });

  it('refuses attributes it cannot read at build time, or does not know', () => {
    expect(failure('<ErrorCode code={"400701"} />').details.problem).toContain('must be written as text');
    expect(failure('<ErrorCode cod="400701" />').details.problem).toContain('no attribute "cod". Nearest known: "code"');
    expect(failure('<ErrorCode />').details.problem).toContain('needs a code');
    expect(failure('<ErrorCode code="400701" show="title" />').details.problem).toContain('show="title" is not one of');
  });
});

describe('finding the element in the author file', () => {
  it("gives the line in the file, front matter included, though the compiler read the page without it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-facts-'));
    const filePath = path.join(dir, 'page.mdx');
    const body = 'Text <ErrorCode code="1" />.\n\nAgain <ErrorCode code="1" />.\n';
    writeFileSync(filePath, `---\ntitle: Page\ndescription: A page.\n---\n\n${body}`);
    const tree = parseMdx(body);
    const [, second] = apiFactElements(tree);
    expect(locateInFile(new VFile({path: filePath, value: body}), second.node as MdxJsxTextElement)).toEqual({line: 8, column: 7});
  });
});
