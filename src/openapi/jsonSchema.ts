// A model schema as a finite JSON Schema for validators (Ajv in tests, validators compiled at
// build time for the console): named models become `$ref`s into `$defs`, so recursive types
// (a Filter inside a Filter) stay finite, and the description's own extensions are dropped.
import type {SchemaObject} from './types';

export type JsonSchema = Record<string, unknown>;

const CHILD_SCHEMA_KEYS = ['items', 'additionalProperties'] as const;
const CHILD_LIST_KEYS = ['allOf', 'oneOf', 'anyOf'] as const;

/**
 * `schema` with every named model below its root replaced by a reference, and those models in
 * `$defs` (taken from `components`, the description's own, un-merged schemas), or in a shared
 * document made by `componentDefinitions` when `sharedDefs` names it.
 */
export function toJsonSchema(schema: SchemaObject, components: Record<string, SchemaObject>, options: {sharedDefs?: string} = {}): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const encode = (node: SchemaObject, isRoot: boolean): JsonSchema => {
    const name = node['x-model-name'];
    if (name && !isRoot && components[name]) {
      // With shared definitions (see `componentDefinitions`), refer to them instead of copying.
      if (options.sharedDefs !== undefined) return {$ref: `${options.sharedDefs}#/$defs/${name}`};
      if (!(name in defs)) {
        defs[name] = {};
        defs[name] = encode(components[name], true);
      }
      return {$ref: `#/$defs/${name}`};
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || key === 'example' || key === 'deprecated') continue;
      if (key === 'properties') {
        out.properties = Object.fromEntries(Object.entries(value as Record<string, SchemaObject>).map(([field, child]) => [field, encode(child, false)]));
      } else if ((CHILD_SCHEMA_KEYS as readonly string[]).includes(key) && value && typeof value === 'object') {
        out[key] = encode(value as SchemaObject, false);
      } else if ((CHILD_LIST_KEYS as readonly string[]).includes(key)) {
        out[key] = (value as SchemaObject[]).map((child) => encode(child, false));
      } else {
        out[key] = value;
      }
    }
    return out;
  };
  const root = encode(schema, true);
  return Object.keys(defs).length ? {...root, $defs: defs} : root;
}

/** Every component as a schema document of its own (`{$id, $defs}`), for validators that add it once and compile many schemas that refer to it. */
export function componentDefinitions(components: Record<string, SchemaObject>, id: string): JsonSchema {
  const $defs = Object.fromEntries(Object.entries(components).map(([name, schema]) => [name, toJsonSchema(schema, components, {sharedDefs: id})]));
  return {$id: id, $defs};
}
