// The API reference in Markdown says everything the API model says about an operation: every
// parameter with its location, type, requirement, default and allowed values, the body, the
// callbacks, every response and every error. Checked against the real description and a fixture.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {callbackMarkdown, infoMarkdown, operationMarkdown, schemaMarkdown} from '../../../src/plugins/agent-docs/apiMarkdown';
import type {ApiModel} from '../../../src/openapi';
import {loadModel} from '../../support/content.mjs';
import {headingsOf, tableUnder} from '../../support/markdown';
import {loadSmallModel} from '../../fixtures/agent-docs/small-openapi';

const model: ApiModel = await loadModel(path.resolve(__dirname, '../../..'));
const small = await loadSmallModel();
const noLinks = () => undefined;
const absolute = (permalink: string) => `https://x${permalink}/`;
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('operation pages of openapi.yaml', () => {
  it('cover all 22 operations', () => {
    expect(model.operations).toHaveLength(22);
  });

  describe.each(model.operations.map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
    const markdown = operationMarkdown(operation, model, noLinks, absolute);

    it('starts with its summary, then its method and path', () => {
      expect(markdown.startsWith(`# ${operation.summary}\n\n\`${operation.method.toUpperCase()} ${operation.path}\``)).toBe(true);
    });

    it('lists every parameter with its location, requirement, default, allowed values and pattern', () => {
      const rows = tableUnder(markdown, 'Parameters');
      expect(rows.map((row) => `${row.In} ${row.Name}`)).toEqual(operation.parameters.map((parameter) => `${parameter.in} ${parameter.name}`));
      for (const parameter of operation.parameters) {
        const row = rows.find((candidate) => candidate.Name === parameter.name)!;
        expect(row.Required, parameter.name).toBe(parameter.required ? 'yes' : 'no');
        expect(row.Default, parameter.name).toBe(parameter.schema.default === undefined ? '' : valueText(parameter.schema.default));
        for (const allowed of parameter.schema.enum ?? []) expect(row.Constraints, parameter.name).toContain(valueText(allowed));
        if (parameter.schema.pattern) expect(row.Constraints, parameter.name).toContain(parameter.schema.pattern);
      }
    });

    it('describes the request body with its fields and example when there is one', () => {
      const headings = headingsOf(markdown).map((heading) => heading.text);
      expect(headings.includes('Request body')).toBe(Boolean(operation.requestBody));
      if (operation.requestBody) expect(tableUnder(markdown, 'Request body').length).toBeGreaterThan(0);
    });

    it('has a section for every response status', () => {
      const headings = headingsOf(markdown).map((heading) => heading.text.split(' ')[0]);
      expect(headings).toEqual(expect.arrayContaining(operation.responses.map((response) => response.status)));
    });

    it('lists every error status in the errors table with the codes it can carry', () => {
      const errors = operation.responses.filter((response) => response.isError);
      const rows = tableUnder(markdown, 'Errors');
      expect(rows.map((row) => row.Status.split(' ')[0])).toEqual(errors.map((response) => response.status));
      for (const [index, response] of errors.entries()) {
        for (const code of response.errorCodes) expect(rows[index]['Error codes'], `${response.status} ${code}`).toContain(code);
      }
    });
  });
});

describe('operationMarkdown', () => {
  const [operation] = small.operations;
  const markdown = operationMarkdown(operation, small, noLinks, absolute);
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
    expect(markdown).toContain('### Tree done\n\n`GET {$request.body#/callbackUrl}`\n\nCalled when done.');
    expect(markdown).toContain('- 200 OK: Received.');
  });

  it('lists response headers with their types', () => {
    expect(markdown).toContain('- `X-Trace` (string): Trace id.');
  });

  it('shows named examples, also referenced ones, with their summaries', () => {
    expect(markdown).toContain('Example: Unknown mode');
    expect(markdown).toContain('Example: Too deep');
  });

  it('names the error codes of the catalogue that the response lists', () => {
    expect(tableUnder(markdown, 'Errors')[0]['Error codes']).toBe('400001 ModeUnknown, 400002 TooDeep');
  });

  it('states the server and the authentication', () => {
    expect(markdown).toContain('- Server: `https://{host}` (Your region); `host` defaults to `api.example.com`.');
    expect(markdown).toContain('- Authentication: A bearer token (JWT) in the header `Authorization: Bearer {token}`.');
  });
});

describe('schemaMarkdown', () => {
  it('gives a model its description, fields, users and example', () => {
    const node = small.schemas.find((schema) => schema.name === 'Node')!;
    const markdown = schemaMarkdown(node, small, noLinks, absolute);
    expect(headingsOf(markdown).map((heading) => heading.text)).toEqual(['Node', 'Fields', 'Used by', 'Example']);
    expect(markdown).toContain('A node of a tree.');
    expect(markdown).toContain('- [Update tree](https://x/api/update-tree/): request body, 200 response');
  });

  it('gives an enum its allowed values and default', () => {
    const mode = small.schemas.find((schema) => schema.name === 'Mode')!;
    const markdown = schemaMarkdown(mode, small, noLinks, absolute);
    expect(markdown).toContain('Constraints: one of `merge`, `replace`; pattern `^[a-z]+$`.');
    expect(markdown).toContain('Default: `merge`.');
  });

  it('names a recursive field by its model instead of repeating it', () => {
    const node = small.schemas.find((schema) => schema.name === 'Node')!;
    const rows = tableUnder(schemaMarkdown(node, small, noLinks, absolute), 'Fields');
    expect(rows.map((row) => row.Field)).toEqual(['name', 'note', 'children', 'value', 'labels', 'labels.{key}', 'meta', 'meta.owner']);
    expect(rows.find((row) => row.Field === 'children')?.Type).toBe('array of Node (object)');
  });
});

describe('callbackMarkdown', () => {
  it('says what the callback is, who sends it and what it answers', () => {
    const markdown = callbackMarkdown(small.callbacks[0], small, absolute);
    expect(headingsOf(markdown).map((heading) => heading.text)).toEqual(['Tree done', 'Sent by', 'Responses', '200 OK']);
    expect(markdown).toContain('- [Update tree](https://x/api/update-tree/) (`POST /trees/{treeId}`)');
  });
});

describe('infoMarkdown', () => {
  it('has the title, version, description, download link and every operation and model', () => {
    const markdown = infoMarkdown(small, 'https://x/openapi.yaml', absolute);
    expect(markdown).toContain('# Small API\n\nVersion 2.0.0.\n\nReads and writes trees.');
    expect(markdown).toContain('- OpenAPI description: [openapi.yaml](https://x/openapi.yaml)');
    expect(markdown).toContain('### Trees\n\n- [Update tree](https://x/api/update-tree/): `POST /trees/{treeId}`');
    expect(markdown).toContain('- **Models:** [Mode](https://x/api/models/mode/), [Node](https://x/api/models/node/)');
  });
});
