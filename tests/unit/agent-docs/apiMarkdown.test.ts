// The API reference in Markdown says everything the API model says about an operation: every
// parameter with its location, type, requirement, default and allowed values, the body, the request
// samples, the callbacks, every response and every error. Checked against the real description and
// a fixture.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {callbackMarkdown, errorCatalogueMarkdown, infoMarkdown, operationMarkdown, schemaMarkdown, type ApiLinks} from '../../../src/plugins/agent-docs/apiMarkdown';
import type {ApiModel} from '../../../src/openapi';
import {loadModel} from '../../support/content.mjs';
import {headingsOf, tableUnder} from '../../support/markdown';
import {loadSmallModel} from '../../fixtures/agent-docs/small-openapi';

const model: ApiModel = await loadModel(path.resolve(__dirname, '../../..'));
const small = await loadSmallModel();
const absolute = (permalink: string) => `https://x${permalink}/`;
const noLinks: ApiLinks = {linkFor: () => undefined, absolute};
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const ERROR_LIST = 'https://x/errors/list/';

describe('operation pages of openapi.yaml', () => {
  it('cover all 22 operations', () => {
    expect(model.operations).toHaveLength(22);
  });

  describe.each(model.operations.map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
    const markdown = operationMarkdown(operation, model, noLinks, ERROR_LIST);

    it('starts with its summary, then its method and path', () => {
      expect(markdown.startsWith(`# ${operation.summary}\n\n\`${operation.method.toUpperCase()} ${operation.path}\``)).toBe(true);
    });

    it('lists every parameter with its location, requirement, default, allowed values and pattern', () => {
      const rows = tableUnder(markdown, 'Parameters');
      expect(rows.map((row) => `${row.In} ${row.Name}`)).toEqual(operation.parameters.map((parameter) => `${parameter.in} ${parameter.name}`));
      for (const parameter of operation.parameters) {
        const row = rows.find((candidate) => candidate.Name === parameter.name)!;
        expect(row.Required, parameter.name).toBe(parameter.required ? 'required' : 'optional');
        if (parameter.schema.default !== undefined) expect(row.Details, parameter.name).toContain(`Default: ${valueText(parameter.schema.default)}`);
        for (const allowed of parameter.schema.enum ?? []) expect(row.Details, parameter.name).toContain(valueText(allowed));
        if (parameter.schema.pattern) expect(row.Details, parameter.name).toContain(parameter.schema.pattern);
      }
    });

    it('describes the request body with every top-level field when there is one', () => {
      const headings = headingsOf(markdown).map((heading) => heading.text);
      expect(headings.includes('Request body')).toBe(Boolean(operation.requestBody));
      const body = operation.requestBody?.schema;
      const fields = body?.items?.properties ?? body?.properties ?? {};
      for (const field of Object.keys(fields)) expect(markdown, field).toContain(`- \`${field}\` (`);
    });

    it('shows the request in curl, Python and JavaScript, as the page does', () => {
      for (const label of ['curl', 'Python', 'JavaScript']) expect(markdown).toContain(`**${label}**`);
      expect(markdown).toContain(`curl --request ${operation.method.toUpperCase()}`);
    });

    it('has a section for every success status', () => {
      const headings = headingsOf(markdown).map((heading) => heading.text.split(' ')[0]);
      expect(headings).toEqual(expect.arrayContaining(operation.responses.filter((response) => !response.isError).map((response) => response.status)));
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
  const markdown = operationMarkdown(operation, small, noLinks, ERROR_LIST);
  const parameters = tableUnder(markdown, 'Parameters');

  it('lets an operation parameter replace the path-level one of the same name', () => {
    expect(parameters.filter((row) => row.Name === 'depth')).toEqual([expect.objectContaining({Details: 'Default: 3; Range: ≥ 1, ≤ 9; Example: 3', Description: 'Operation depth.'})]);
  });

  it('keeps the path-level parameters the operation does not redefine', () => {
    expect(parameters.map((row) => row.Name)).toEqual(['treeId', 'mode', 'depth', 'keys']);
  });

  it('reads a referenced parameter and its shared schema', () => {
    expect(parameters[1]).toMatchObject({In: 'header', Required: 'required', Type: 'string'});
    expect(parameters[1].Details).toBe('Allowed: merge, replace; Default: merge; Pattern: ^[a-z]+$; Example: merge');
  });

  it('tells how to send several values of an array query parameter, as the page does, and shows its example', () => {
    expect(parameters[3].Details).toBe('Example: ["a","b"]');
    expect(parameters[3].Description).toBe('Repeat the parameter for several values: keys=a&keys=b.');
  });

  it('lists the fields of the success body under the page summary', () => {
    expect(markdown).toContain('Fields of the 200 body:\n\n- `name` (string, required; Length: ≥ 1): Name.');
  });

  it('shows the request example', () => {
    expect(markdown).toContain('```json\n{\n  "name": "root",\n  "children": []\n}\n```');
  });

  it('describes callbacks with their method, URL expression and answers', () => {
    expect(markdown).toContain('### Tree done\n\n`GET {$request.body#/callbackUrl}`\n\nCalled when done.');
    expect(markdown).toContain('- 200 OK: Received.');
    expect(markdown).toContain('Read the [tree done reference](https://x/api/callbacks/done/).');
  });

  it('lists response headers with their types', () => {
    expect(markdown).toContain('**Header:** `X-Trace` (string): Trace id.');
  });

  it('shows named examples, also referenced ones, with their summaries', () => {
    expect(markdown).toContain('Example: Unknown mode');
    expect(markdown).toContain('Example: Too deep');
  });

  it('names the error codes of the catalogue that the response lists, and links the error list', () => {
    expect(tableUnder(markdown, 'Errors')[0]['Error codes']).toBe('400001 ModeUnknown, 400002 TooDeep');
    expect(markdown).toContain('(see the [error list](https://x/errors/list/))');
  });

  it('gives each documented answer its description beside its example, as the response box does', () => {
    expect(markdown).toContain('**400** `application/json`\n\nBad input.\n\nExample: Unknown mode');
  });

  it('states the server and the authentication', () => {
    expect(markdown).toContain('- Server: `https://{host}` (Your region); `host` defaults to `api.example.com`.');
    expect(markdown).toContain('- Authentication: A bearer token (JWT) in the header `Authorization: Bearer {token}`.');
  });
});

describe('schemaMarkdown', () => {
  it('gives a model its description, fields, users and example', () => {
    const node = small.schemas.find((schema) => schema.name === 'Node')!;
    const markdown = schemaMarkdown(node, small, noLinks);
    expect(headingsOf(markdown).map((heading) => heading.text)).toEqual(['Node', 'Fields', 'Used by', 'Example']);
    expect(markdown).toContain('A node of a tree.');
    expect(markdown).toContain('- [Update tree](https://x/api/update-tree/): request body, 200 response');
  });

  it('gives an enum its allowed values and default', () => {
    const mode = small.schemas.find((schema) => schema.name === 'Mode')!;
    const markdown = schemaMarkdown(mode, small, noLinks);
    expect(markdown).toContain('Type: string.\nAllowed: `merge`, `replace`.\nDefault: `merge`.\nPattern: `^[a-z]+$`.');
  });

  it('names a recursive field by its model instead of repeating it', () => {
    const node = small.schemas.find((schema) => schema.name === 'Node')!;
    const markdown = schemaMarkdown(node, small, {...noLinks, linkFor: (name) => (name === 'Node' ? 'https://x/api/models/node/' : undefined)});
    expect(markdown).toContain('- `children` ([array of Node](https://x/api/models/node/)): Child nodes.\n- `value` (string or Mode)');
  });
});

describe('callbackMarkdown', () => {
  it('says what the callback is, who sends it and what it answers, under the page\'s headings', () => {
    const markdown = callbackMarkdown(small.callbacks[0], small, noLinks, ERROR_LIST);
    expect(headingsOf(markdown).map((heading) => heading.text)).toEqual(['Tree done', 'Sent by', 'What your endpoint answers', '200 OK']);
    expect(markdown).toContain('Sent to: `GET {$request.body#/callbackUrl}`');
    expect(markdown).toContain('- [Update tree](https://x/api/update-tree/) (`POST /trees/{treeId}`)');
  });
});

describe('infoMarkdown', () => {
  it('has the title, version, description, download link and every operation and model', () => {
    const markdown = infoMarkdown(small, {description: 'https://x/openapi.yaml', collection: 'https://x/c.json', environment: 'https://x/e.json'}, noLinks);
    expect(markdown).toContain('# Small API\n\nVersion 2.0.0.\n\nReads and writes trees.');
    expect(markdown).toContain('- [Download the OpenAPI description (openapi.yaml)](https://x/openapi.yaml)');
    expect(tableUnder(markdown, 'Trees')).toEqual([{Method: 'POST', Path: '/trees/{treeId}', Operation: 'Update tree'}]);
    expect(markdown).toContain('- **Models:** [Mode](https://x/api/models/mode/), [Node](https://x/api/models/node/)');
  });
});

describe('errorCatalogueMarkdown', () => {
  it('has one row per code with its name, status, meaning and fix, as the error list shows it', () => {
    const markdown = errorCatalogueMarkdown(model, noLinks, 'support@example.com');
    const [head, , ...rows] = markdown.trim().split('\n');
    expect(head).toBe('| Code | HTTP | Meaning | What to do |');
    expect(rows).toHaveLength(model.errorCatalogue.codes.length);
    const usagePlan = rows.find((row) => row.includes('`40345`'));
    expect(usagePlan).toContain('TenantUsagePlanNotConfigured | 403 |');
  });

  it('names the support address where the fix is to contact support', () => {
    const entry = model.errorCatalogue.codes.find((code) => code.supportSubject)!;
    const row = errorCatalogueMarkdown(model, noLinks, 'support@example.com').split('\n').find((line) => line.includes(`\`${entry.code}\``));
    expect(row).toContain(`Support: [support@example.com](mailto:support@example.com?subject=${encodeURIComponent(entry.supportSubject!)}).`);
  });
});
