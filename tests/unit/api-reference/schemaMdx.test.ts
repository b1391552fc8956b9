// The depth cut-off of operation pages: a body's fields and two closed levels below them are written
// out; deeper, a model with a page of its own is a link to it, so no page repeats a deep schema.
import {describe, expect, it} from 'vitest';
import type {SchemaObject} from '../../../src/openapi';
import {MAX_EXPANDED_DEPTH, schemaFieldsMdx} from '../../../src/plugins/api-reference/schemaMdx';

/** Models `Level1` … `Level<count>`, each holding the next in its field `next`, and a `leaf` value at the end. */
function chain(count: number): SchemaObject {
  let schema: SchemaObject = {'x-model-name': `Level${count}`, type: 'object', properties: {leaf: {type: 'string', description: 'The last value.'}}};
  for (let level = count - 1; level >= 1; level -= 1) {
    schema = {'x-model-name': `Level${level}`, type: 'object', properties: {[`field${level}`]: {type: 'integer'}, next: schema}};
  }
  return schema;
}

const fieldNames = (mdx: string) => [...mdx.matchAll(/<ApiField name="([^"]+)"/g)].map((match) => match[1]);

describe('schemaFieldsMdx', () => {
  it('writes out three levels, then links a model that has a page', () => {
    const withPages = {modelHref: (name: string) => `/api/models/${name.toLowerCase()}`};
    const mdx = schemaFieldsMdx(chain(6), withPages);
    expect(MAX_EXPANDED_DEPTH).toBe(3);
    // Level1's fields, Level2's and Level3's; Level4 is the type of Level3's `next`, linked, not opened.
    expect(fieldNames(mdx)).toEqual(['field1', 'next', 'field2', 'next', 'field3', 'next']);
    expect(mdx).toContain('typeHref="/api/models/level4"');
    expect(mdx).not.toContain('field4');
    expect((mdx.match(/<ApiNestedFields/g) ?? []).length).toBe(2);
  });

  it('keeps expanding models that have no page, so nothing is out of reach', () => {
    const mdx = schemaFieldsMdx(chain(6), {modelHref: () => undefined});
    expect(fieldNames(mdx)).toEqual(['field1', 'next', 'field2', 'next', 'field3', 'next', 'field4', 'next', 'field5', 'next', 'leaf']);
  });

  it('stops a model inside itself at any depth', () => {
    const node: SchemaObject = {'x-model-name': 'Node', type: 'object', properties: {name: {type: 'string'}}};
    node.properties!.children = {type: 'array', items: node};
    const mdx = schemaFieldsMdx(node, {modelHref: () => undefined}, 'Node');
    expect(fieldNames(mdx)).toEqual(['name', 'children']);
  });
});
