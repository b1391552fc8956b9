// Schemas of the API model in the Markdown reference, in the page's words: type names, facts, and
// the nested list of fields with the page's "N fields of Model" and "One of:" groups.
import {describe, expect, it} from 'vitest';
import {descriptionMarkdown, factsOf, inlineCode, schemaFieldsMarkdown, typeMarkdown} from '../../../src/plugins/agent-docs/apiSchema';
import type {SchemaObject} from '../../../src/openapi';
import {loadSmallModel} from '../../fixtures/agent-docs/small-openapi';

const small = await loadSmallModel();
const node = small.componentSchemas.Node;
const mode = small.componentSchemas.Mode;
const linkFor = (name: string) => (name === 'Node' ? 'https://docs.example.com/api/models/node/' : undefined);
const resolve = (url: string) => `https://docs.example.com${url}`;

describe('typeMarkdown', () => {
  it('names a model that has a page by its name, linked', () => {
    expect(typeMarkdown(node, linkFor)).toBe('[Node](https://docs.example.com/api/models/node/)');
    expect(typeMarkdown({type: 'array', items: node}, linkFor)).toBe('[array of Node](https://docs.example.com/api/models/node/)');
  });

  it('gives a model without a page its type', () => {
    expect(typeMarkdown(mode, linkFor)).toBe('string');
  });

  it('spells out arrays, formats, maps, alternatives and nullability as the page does', () => {
    expect(typeMarkdown({type: 'array', items: {type: 'string', format: 'uuid'}}, linkFor)).toBe('array of string (uuid)');
    expect(typeMarkdown({type: 'object', additionalProperties: {type: 'number'}}, linkFor)).toBe('map of number');
    expect(typeMarkdown({oneOf: [{type: 'string'}, {type: 'number'}]}, linkFor)).toBe('string or number');
    expect(typeMarkdown({anyOf: [{type: 'object', properties: {a: {type: 'string'}}}, {type: 'string'}]}, linkFor)).toBe('any of several shapes');
    expect(typeMarkdown({type: 'string', nullable: true}, linkFor)).toBe('string or null');
    expect(typeMarkdown({type: 'array', items: {type: 'array', items: {type: 'number'}}}, linkFor)).toBe('array of array of number');
  });
});

describe('factsOf', () => {
  it('states allowed values, default, pattern, lengths and ranges with the page labels (null is in the type, "or null")', () => {
    expect(factsOf({enum: ['a', 1], default: 'a', pattern: '^x$', minLength: 1, maxLength: 30, minimum: 0, nullable: true})).toEqual([
      'Allowed: `a`, `1`',
      'Default: `a`',
      'Pattern: `^x$`',
      'Range: ≥ 0',
      'Length: ≥ 1, ≤ 30',
    ]);
  });

  it('states a constant value and exclusive bounds', () => {
    expect(factsOf({const: 'v2', exclusiveMinimum: 0, maximum: 10})).toEqual(['Value: `v2`', 'Range: > 0, ≤ 10']);
  });

  it('keeps a pattern that holds a comma in one code span', () => {
    expect(factsOf({pattern: '^a, b$'})).toEqual(['Pattern: `^a, b$`']);
  });
});

describe('inlineCode', () => {
  it('uses a longer fence when the value holds backticks', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
  });
});

describe('schemaFieldsMarkdown', () => {
  const markdown = schemaFieldsMarkdown(node, linkFor, resolve, 'Node');

  it('lists each field with its type, requirement, facts and description', () => {
    expect(markdown).toContain('- `name` (string, required; Length: ≥ 1): Name.');
  });

  it('lists the fields of a nested object under the page summary', () => {
    expect(markdown).toContain('1 field:\n  - `owner` (string): Owner.');
  });

  it('lists the extra keys of a map as "{other keys}"', () => {
    expect(markdown).toContain('- `{other keys}` (string)');
  });

  it('does not expand a model inside itself', () => {
    expect(markdown).toContain('- `children` ([array of Node](https://docs.example.com/api/models/node/)): Child nodes.');
    expect(markdown.match(/`name`/g)).toHaveLength(1);
  });

  it('lists the element fields of an array body', () => {
    expect(schemaFieldsMarkdown({type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}}, linkFor, resolve)).toBe('- `id` (string)');
  });

  it('lists each option of a oneOf with its fields, and links the model of an option with a page', () => {
    const variants: SchemaObject = {
      type: 'object',
      properties: {
        target: {
          description: 'Where to send it.',
          oneOf: [
            {type: 'object', description: 'A URL.', properties: {url: {type: 'string', format: 'uri'}}, required: ['url']},
            {...node, 'x-model-name': 'Node'},
          ],
        },
      },
    };
    const text = schemaFieldsMarkdown(variants, linkFor, resolve);
    expect(text).toContain('- `target` (one of several shapes): Where to send it.');
    expect(text).toContain('One of:');
    expect(text).toMatch(/- object\.\s+A URL\.\s+- `url` \(string \(uri\), required\)/);
    expect(text).toContain('- Node. See [the model](https://docs.example.com/api/models/node/).');
  });

  it('names each variant by its title with the discriminator value that selects it, as the page does', () => {
    const pet: SchemaObject = {
      oneOf: [
        {title: 'Cat', type: 'object', properties: {kind: {type: 'string', const: 'cat'}, lives: {type: 'integer'}}},
        {title: 'Dog', type: 'object', properties: {kind: {type: 'string', const: 'dog'}}},
      ],
      discriminator: {propertyName: 'kind'},
    };
    const text = schemaFieldsMarkdown(pet, linkFor, resolve);
    expect(text).toContain('One of (`kind` says which):');
    expect(text).toContain('- Cat `kind: "cat"`.');
    expect(text).toContain('- Dog `kind: "dog"`.');
  });

  it('lists the meanings of enum values under the field, as the page does', () => {
    const text = schemaFieldsMarkdown({type: 'object', properties: {state: {type: 'string', enum: ['on', 'off'], 'x-enum-descriptions': {on: 'Running. Since start.', off: 'Stopped.'}}}}, linkFor, resolve);
    expect(text).toContain('- `state` (string; Allowed: `on`, `off`)\n  - `on`: Running.\n  - `off`: Stopped.');
  });

  it('makes the site links of descriptions absolute', () => {
    const text = schemaFieldsMarkdown({type: 'object', properties: {a: {type: 'string', description: 'See [drafts](/items/drafts/).'}}}, linkFor, resolve);
    expect(text).toBe('- `a` (string): See [drafts](https://docs.example.com/items/drafts/).');
  });
});

describe('descriptionMarkdown', () => {
  it('reads raw HTML as the page shows it: a line break, the text of tags, nothing of a script', () => {
    const text = descriptionMarkdown('Lists notes.<br/>Each has an author.\n\n<p>An unclosed paragraph with a {brace} and a <custom-tag> inside.\n\nA <b>bold</b> word and a <script>alert(1)</script> script.', resolve);
    expect(text).not.toMatch(/<\/?(br|p|b|custom-tag|script)\b/);
    expect(text).not.toContain('alert');
    expect(text).toContain('Lists notes.');
    expect(text).toContain('Each has an author.');
    expect(text).toMatch(/An unclosed paragraph with a \{brace\} and a\s+inside\./);
    expect(text).toMatch(/A bold word and a\s+script\./);
  });
});
