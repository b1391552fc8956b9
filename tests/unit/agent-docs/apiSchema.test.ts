// Schemas of the API model in the Markdown reference: type names, constraints and the dotted field
// rows of nested objects.
import {describe, expect, it} from 'vitest';
import {constraintsOf, fieldRows, inlineCode, typeLabel} from '../../../src/plugins/agent-docs/apiSchema';
import {loadSmallModel} from '../../fixtures/agent-docs/small-openapi';

const small = await loadSmallModel();
const node = small.componentSchemas.Node;
const mode = small.componentSchemas.Mode;
const linkFor = (name: string) => (name === 'Node' ? 'https://docs.example.com/api/models/node/' : undefined);

describe('typeLabel', () => {
  it('names and links a referenced schema with its base type', () => {
    expect(typeLabel(node, linkFor)).toBe('[Node](https://docs.example.com/api/models/node/) (object)');
  });

  it('names a schema without a page without a link', () => {
    expect(typeLabel(mode, linkFor)).toBe('Mode (string)');
  });

  it('spells out arrays, formats, maps, alternatives and nullability', () => {
    expect(typeLabel({type: 'array', items: {type: 'string', format: 'uuid'}}, linkFor)).toBe('array of string (uuid)');
    expect(typeLabel({type: 'object', additionalProperties: {type: 'number'}}, linkFor)).toBe('map of number');
    expect(typeLabel({oneOf: [{type: 'string'}, {type: 'number'}]}, linkFor)).toBe('string or number');
    expect(typeLabel({type: 'string', nullable: true}, linkFor)).toBe('string or null');
    expect(typeLabel({type: 'array', items: {type: 'array', items: {type: 'number'}}}, linkFor)).toBe('array of array of number');
  });
});

describe('constraintsOf', () => {
  it('states allowed values, pattern, lengths and ranges', () => {
    expect(constraintsOf({enum: ['a', 1], pattern: '^x$', minLength: 1, maxLength: 30, minimum: 0, maxItems: 5, uniqueItems: true})).toEqual([
      'one of `a`, `1`',
      'pattern `^x$`',
      'length 1 to 30',
      'value at least 0',
      'items at most 5',
      'unique items',
    ]);
  });
});

describe('inlineCode', () => {
  it('uses a longer fence when the value holds backticks', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
  });
});

describe('fieldRows', () => {
  const rows = fieldRows(node, linkFor);
  const names = rows.map((row) => row.name);

  it('lists nested object fields with dotted names', () => {
    expect(names).toContain('meta.owner');
  });

  it('lists the extra keys of a map', () => {
    expect(names).toContain('labels.{key}');
  });

  it('does not expand a schema inside itself', () => {
    expect(names).toContain('children');
    expect(names.filter((name) => name.startsWith('children[].'))).toEqual([]);
  });

  it('marks required fields and keeps their constraints', () => {
    expect(rows.find((row) => row.name === 'name')).toMatchObject({required: true, constraints: ['length at least 1']});
  });

  it('lists the element fields of an array body under []', () => {
    expect(fieldRows({type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}}, linkFor).map((row) => row.name)).toEqual(['[].id']);
  });
});
