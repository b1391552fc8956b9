// The API reference in Markdown says everything the OpenAPI description says about an operation:
// every parameter with its location, type, requirement, default and allowed values, the body, the
// callbacks, every response and every error. Checked against the real description and a fixture.
import {describe, expect, it} from 'vitest';
import path from 'node:path';
import {
  errorCodesOf,
  infoMarkdown,
  listOperations,
  operationMarkdown,
  operationParameters,
  schemaMarkdown,
} from '../../../src/plugins/agent-docs/apiMarkdown';
import {normaliseSchema, type OpenApiDocument} from '../../../src/plugins/agent-docs/apiSchema';
import {loadOpenApi} from '../../support/content.mjs';
import {headingsOf, tableUnder} from '../../support/markdown';
import {smallOpenApi} from '../../fixtures/agent-docs/small-openapi';

const doc = loadOpenApi(path.resolve(__dirname, '../../..')) as OpenApiDocument;
const noLinks = () => undefined;
const operations = listOperations(doc);
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('operation pages of openapi.yaml', () => {
  it('cover all 22 operations', () => {
    expect(operations).toHaveLength(22);
  });

  describe.each(operations.map((entry) => [entry.operation.operationId, entry] as const))('%s', (_id, entry) => {
    const markdown = operationMarkdown(doc, entry, noLinks);

    it('starts with its summary, then its method and path', () => {
      expect(markdown.startsWith(`# ${entry.operation.summary}\n\n\`${entry.method.toUpperCase()} ${entry.path}\``)).toBe(true);
    });

    it('lists every parameter with its location, requirement, default, allowed values and pattern', () => {
      const rows = tableUnder(markdown, 'Parameters');
      const parameters = operationParameters(doc, entry);
      expect(rows.map((row) => `${row.In} ${row.Name}`)).toEqual(parameters.map((parameter) => `${parameter.in} ${parameter.name}`));
      for (const parameter of parameters) {
        const row = rows.find((candidate) => candidate.Name === parameter.name)!;
        const schema = normaliseSchema(doc, parameter.schema ?? {}).schema;
        expect(row.Required, parameter.name).toBe(parameter.required ? 'yes' : 'no');
        expect(row.Default, parameter.name).toBe(schema.default === undefined ? '' : valueText(schema.default));
        for (const allowed of schema.enum ?? []) expect(row.Constraints, parameter.name).toContain(valueText(allowed));
        if (schema.pattern) expect(row.Constraints, parameter.name).toContain(schema.pattern);
      }
    });

    it('describes the request body with its fields and example when there is one', () => {
      const headings = headingsOf(markdown).map((heading) => heading.text);
      expect(headings.includes('Request body')).toBe(Boolean(entry.operation.requestBody));
      if (entry.operation.requestBody) expect(tableUnder(markdown, 'Request body').length).toBeGreaterThan(0);
    });

    it('has a section for every response status', () => {
      const headings = headingsOf(markdown).map((heading) => heading.text.split(' ')[0]);
      expect(headings).toEqual(expect.arrayContaining(Object.keys(entry.operation.responses ?? {})));
    });

    it('lists every error status in the errors table', () => {
      const statuses = Object.keys(entry.operation.responses ?? {}).filter((status) => /^[45]/.test(status));
      expect(tableUnder(markdown, 'Errors').map((row) => row.Status.split(' ')[0])).toEqual(statuses);
    });
  });
});

describe('operationMarkdown', () => {
  const [entry] = listOperations(smallOpenApi);
  const markdown = operationMarkdown(smallOpenApi, entry, noLinks);
  const parameters = tableUnder(markdown, 'Parameters');

  it('lets an operation parameter replace the path-level one of the same name', () => {
    expect(parameters.filter((row) => row.Name === 'depth')).toEqual([expect.objectContaining({Default: '3', Description: 'Operation depth.'})]);
  });

  it('keeps the path-level parameters the operation does not redefine', () => {
    expect(parameters.map((row) => row.Name)).toEqual(['treeId', 'mode', 'depth', 'keys']);
  });

  it('reads a referenced parameter and its shared schema', () => {
    expect(parameters[1]).toMatchObject({In: 'header', Required: 'yes', Default: 'merge', Type: 'Mode (string)'});
    expect(parameters[1].Constraints).toContain('pattern ^[a-z]+$');
  });

  it('tells how to send several values of an array query parameter, and shows its example', () => {
    expect(parameters[3].Constraints).toBe('repeat the parameter for several values; example ["a","b"]');
  });

  it('shows the request example', () => {
    expect(markdown).toContain('```json\n{\n  "name": "root",\n  "children": []\n}\n```');
  });

  it('describes callbacks with their method, URL expression and answers', () => {
    expect(markdown).toContain('### done\n\n`GET {$request.body#/callbackUrl}`\n\nCalled when done.');
    expect(markdown).toContain('- 200 OK: Received.');
  });

  it('lists response headers', () => {
    expect(markdown).toContain('- `X-Trace`: Trace id.');
  });

  it('shows named examples, also referenced ones, with their summaries', () => {
    expect(markdown).toContain('Example: Unknown mode');
    expect(markdown).toContain('Example: Too deep');
  });

  it('names the error codes found in the examples', () => {
    expect(tableUnder(markdown, 'Errors')[0]['Error codes in the examples']).toBe('400001 ModeUnknown, 400002 TooDeep');
  });

  it('states the server and the authentication', () => {
    expect(markdown).toContain('- Server: `https://{host}` (Your region); `host` defaults to `api.example.com`.');
    expect(markdown).toContain('- Authentication: bearer token (JWT) in the header `Authorization: Bearer {token}`.');
  });
});

describe('errorCodesOf', () => {
  it('finds nothing in a response without examples', () => {
    expect(errorCodesOf(smallOpenApi, {description: 'No body.'})).toEqual([]);
  });
});

describe('schemaMarkdown', () => {
  it('gives a schema its description, fields and example', () => {
    const markdown = schemaMarkdown(smallOpenApi, 'Node', noLinks);
    expect(headingsOf(markdown).map((heading) => heading.text)).toEqual(['Node', 'Fields', 'Example']);
    expect(markdown).toContain('A node of a tree.');
  });

  it('gives an enum its allowed values and default', () => {
    const markdown = schemaMarkdown(smallOpenApi, 'Mode', noLinks);
    expect(markdown).toContain('Constraints: one of `merge`, `replace`; pattern `^[a-z]+$`.');
    expect(markdown).toContain('Default: `merge`.');
  });

  it('says which schema is missing', () => {
    expect(() => schemaMarkdown(smallOpenApi, 'Nope', noLinks)).toThrow('no schema named "Nope"');
  });
});

describe('infoMarkdown', () => {
  it('has the title, version, description, download link and the pages of every tag', () => {
    const markdown = infoMarkdown(
      smallOpenApi,
      [{tag: 'Trees', description: 'Tree operations.', entries: [{title: 'Update tree', url: 'https://x/api/update-tree/', line: 'POST /trees/{treeId}: Changes a tree.'}]}],
      'https://x/openapi.yaml',
    );
    expect(markdown).toContain('# Small API\n\nVersion 2.0.0.\n\nReads and writes trees.');
    expect(markdown).toContain('- OpenAPI description: [openapi.yaml](https://x/openapi.yaml)');
    expect(markdown).toContain('## Trees\n\nTree operations.\n\n- [Update tree](https://x/api/update-tree/): POST /trees/{treeId}: Changes a tree.');
  });
});
