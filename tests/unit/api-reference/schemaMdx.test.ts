// The depth cut-off of operation pages: a body's fields and two closed levels below them are written
// out; deeper, a model with a page of its own is a link to it, so no page repeats a deep schema.
import {describe, expect, it} from 'vitest';
import type {SchemaObject} from '../../../src/openapi';
import {MAX_EXPANDED_DEPTH, schemaFieldsTree} from '../../../src/plugins/api-reference/schemaMdx';
import type {TreeNode} from '../../../src/plugins/api-reference/tree';

/** Models `Level1` … `Level<count>`, each holding the next in its field `next`, and a `leaf` value at the end. */
function chain(count: number): SchemaObject {
  let schema: SchemaObject = {'x-model-name': `Level${count}`, type: 'object', properties: {leaf: {type: 'string', description: 'The last value.'}}};
  for (let level = count - 1; level >= 1; level -= 1) {
    schema = {'x-model-name': `Level${level}`, type: 'object', properties: {[`field${level}`]: {type: 'integer'}, next: schema}};
  }
  return schema;
}

/** The elements of a tree, depth first. */
const elements = (nodes: TreeNode[]): Exclude<TreeNode, string>[] => nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.slice(2) as TreeNode[])]));
const props = (node: Exclude<TreeNode, string>) => (node[1] || {}) as Record<string, unknown>;
const fieldNames = (nodes: TreeNode[]) => elements(nodes).filter((node) => node[0] === 'ApiField').map((node) => props(node).name);

describe('schemaFieldsTree', () => {
  it('writes out three levels, then links a model that has a page', () => {
    const withPages = {modelHref: (name: string) => `/api/models/${name.toLowerCase()}`};
    const tree = schemaFieldsTree(chain(6), withPages);
    expect(MAX_EXPANDED_DEPTH).toBe(3);
    // Level1's fields, Level2's and Level3's; Level4 is the type of Level3's `next`, linked, not opened.
    expect(fieldNames(tree)).toEqual(['field1', 'next', 'field2', 'next', 'field3', 'next']);
    expect(elements(tree).map(props).filter((field) => field.typeHref === '/api/models/level4')).toHaveLength(1);
    expect(JSON.stringify(tree)).not.toContain('field4');
    expect(elements(tree).filter((node) => node[0] === 'ApiNestedFields')).toHaveLength(2);
  });

  it('keeps expanding models that have no page, so nothing is out of reach', () => {
    const tree = schemaFieldsTree(chain(6), {modelHref: () => undefined});
    expect(fieldNames(tree)).toEqual(['field1', 'next', 'field2', 'next', 'field3', 'next', 'field4', 'next', 'field5', 'next', 'leaf']);
  });

  it('stops a model inside itself at any depth', () => {
    const node: SchemaObject = {'x-model-name': 'Node', type: 'object', properties: {name: {type: 'string'}}};
    node.properties!.children = {type: 'array', items: node};
    const tree = schemaFieldsTree(node, {modelHref: () => undefined}, 'Node');
    expect(fieldNames(tree)).toEqual(['name', 'children']);
  });
});
