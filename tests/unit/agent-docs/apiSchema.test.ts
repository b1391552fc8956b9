// Reading schemas for the Markdown reference: references, merged allOf, type names, constraints
// and the dotted field rows of nested objects.
import {describe, expect, it} from 'vitest';
import {constraintsOf, fieldRows, inlineCode, normaliseSchema, resolveRef, typeLabel} from '../../../src/plugins/agent-docs/apiSchema';
import {smallOpenApi as doc} from '../../fixtures/agent-docs/small-openapi';

const linkFor = (name: string) => (name === 'Node' ? 'https://docs.example.com/api/models/node/' : undefined);

describe('resolveRef', () => {
  it('follows a local reference', () => {
    expect(resolveRef(doc, {$ref: '#/components/schemas/Mode'})).toMatchObject({enum: ['merge', 'replace']});
  });

  it('says which reference points at nothing', () => {
    expect(() => resolveRef(doc, {$ref: '#/components/schemas/Missing'})).toThrow('#/components/schemas/Missing points at nothing');
  });

  it('refuses references to other files', () => {
    expect(() => resolveRef(doc, {$ref: 'other.yaml#/x'})).toThrow(/Only local OpenAPI references/);
  });

  it('stops at a reference loop', () => {
    const looped = {components: {schemas: {A: {$ref: '#/components/schemas/B'}, B: {$ref: '#/components/schemas/A'}}}};
    expect(() => resolveRef(looped, {$ref: '#/components/schemas/A'})).toThrow(/reference loop/);
  });
});

describe('normaliseSchema', () => {
  it('lets a local description win over the shared schema in a single-part allOf, keeping the name', () => {
    const {schema, name} = normaliseSchema(doc, {allOf: [{$ref: '#/components/schemas/Mode'}], description: 'Local.'});
    expect(name).toBe('Mode');
    expect(schema).toMatchObject({description: 'Local.', enum: ['merge', 'replace'], default: 'merge'});
  });

  it('merges the properties and required fields of every allOf part', () => {
    const {schema} = normaliseSchema(doc, {allOf: [{required: ['a'], properties: {a: {type: 'string'}}}, {required: ['b'], properties: {b: {type: 'string'}}}]});
    expect(Object.keys(schema.properties ?? {})).toEqual(['a', 'b']);
    expect(schema.required).toEqual(['a', 'b']);
  });
});

describe('typeLabel', () => {
  it('names and links a referenced schema with its base type', () => {
    expect(typeLabel(doc, {$ref: '#/components/schemas/Node'}, linkFor)).toBe('[Node](https://docs.example.com/api/models/node/) (object)');
  });

  it('names a schema without a page without a link', () => {
    expect(typeLabel(doc, {$ref: '#/components/schemas/Mode'}, linkFor)).toBe('Mode (string)');
  });

  it('spells out arrays, formats, maps, alternatives and nullability', () => {
    expect(typeLabel(doc, {type: 'array', items: {type: 'string', format: 'uuid'}}, linkFor)).toBe('array of string (uuid)');
    expect(typeLabel(doc, {type: 'object', additionalProperties: {type: 'number'}}, linkFor)).toBe('map of number');
    expect(typeLabel(doc, {oneOf: [{type: 'string'}, {type: 'number'}]}, linkFor)).toBe('one of string, number');
    expect(typeLabel(doc, {type: 'string', nullable: true}, linkFor)).toBe('string, nullable');
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
  const rows = fieldRows(doc, {$ref: '#/components/schemas/Node'}, linkFor);
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
    expect(fieldRows(doc, {type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}}, linkFor).map((row) => row.name)).toEqual(['[].id']);
  });
});
