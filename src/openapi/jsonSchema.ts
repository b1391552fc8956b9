// A model schema as a finite JSON Schema for validators (Ajv in tests, validators compiled at
// build time for the console): named models become `$ref`s into `$defs`, so recursive types
// (a Filter inside a Filter) stay finite; `nullable` becomes JSON Schema's `null` type; a request
// or response view refers to the same view of its models; the description's own extensions go.
import {childSchemas, createSchemaViews} from './schema';
import type {SchemaObject, SchemaView} from './types';

export type JsonSchema = Record<string, unknown>;

const CHILD_SCHEMA_KEYS = ['items', 'additionalProperties', 'not'] as const;
const CHILD_LIST_KEYS = ['allOf', 'oneOf', 'anyOf'] as const;
const CHILD_MAP_KEYS = ['properties', 'patternProperties'] as const;
/** Keywords of OpenAPI, not of JSON Schema, that validators neither need nor know. */
const DROPPED_KEYS = new Set(['example', 'deprecated', 'nullable', 'discriminator', 'xml', 'externalDocs']);

/** `nullable: true` in JSON Schema's words: `null` among the types, or as a variant. */
function withNull(out: JsonSchema, schema: SchemaObject): JsonSchema {
  if (!schema.nullable || schema.type === 'null') return out;
  if (typeof out.type === 'string') {
    const nullable: JsonSchema = {...out, type: [out.type, 'null']};
    if (Array.isArray(out.enum) && !out.enum.includes(null)) nullable.enum = [...out.enum, null];
    return nullable;
  }
  return {anyOf: [out, {type: 'null'}]};
}

const refKey = (name: string, view: SchemaView | undefined) => (view ? `${name}~${view}` : name);

/**
 * The `limit` named models nearest to `schema` (fewest models in between), for a validator that
 * checks the levels a reader writes first and accepts anything deeper, so a description whose
 * models reach hundreds of others still compiles to a small validator.
 */
export function nearestModels(schema: SchemaObject, components: Record<string, SchemaObject>, limit: number): Set<string> {
  const found = new Set<string>();
  let frontier: SchemaObject[] = [schema];
  while (frontier.length && found.size < limit) {
    const next: SchemaObject[] = [];
    const seen = new Set<SchemaObject>();
    const walk = (node: SchemaObject, isStart: boolean) => {
      if (seen.has(node)) return;
      seen.add(node);
      const name = node['x-model-name'];
      if (name && !isStart && components[name]) {
        if (!found.has(name) && found.size < limit) {
          found.add(name);
          next.push(components[name]);
        }
        return;
      }
      for (const child of childSchemas(node, {withNot: true})) walk(child, false);
    };
    for (const node of frontier) walk(node, true);
    frontier = next;
  }
  return found;
}

/**
 * `schema` with every named model below its root replaced by a reference, and those models in
 * `$defs` (taken from `components`, the description's own, un-merged schemas), or in a shared
 * document made by `componentDefinitions` when `sharedDefs` names it.
 */
export function toJsonSchema(schema: SchemaObject, components: Record<string, SchemaObject>, options: {sharedDefs?: string; maxModels?: number} = {}): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const viewOf = createSchemaViews();
  const allowed = options.maxModels === undefined ? undefined : nearestModels(schema, components, options.maxModels);
  const encode = (node: SchemaObject, isRoot: boolean): JsonSchema => {
    const name = node['x-model-name'];
    // Beyond the models a validator may hold, any value is accepted.
    if (name && !isRoot && components[name] && allowed && !allowed.has(name)) return {};
    if (name && !isRoot && components[name]) {
      const view = node['x-view'];
      const key = refKey(name, view);
      // With shared definitions (see `componentDefinitions`), refer to them instead of copying.
      let ref: JsonSchema;
      if (options.sharedDefs !== undefined) {
        ref = {$ref: `${options.sharedDefs}#/$defs/${key}`};
      } else {
        if (!(key in defs)) {
          defs[key] = {};
          defs[key] = encode(view ? viewOf(components[name], view) : components[name], true);
        }
        ref = {$ref: `#/$defs/${key}`};
      }
      // "X or null" is X's copy marked nullable; the component itself is not.
      return node.nullable && !components[name].nullable ? {anyOf: [ref, {type: 'null'}]} : ref;
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || DROPPED_KEYS.has(key)) continue;
      if ((CHILD_MAP_KEYS as readonly string[]).includes(key) && value && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value as Record<string, SchemaObject>).map(([field, child]) => [field, encode(child, false)]));
      } else if ((CHILD_SCHEMA_KEYS as readonly string[]).includes(key) && value && typeof value === 'object') {
        out[key] = encode(value as SchemaObject, false);
      } else if ((CHILD_LIST_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
        out[key] = (value as SchemaObject[]).map((child) => encode(child, false));
      } else {
        out[key] = value;
      }
    }
    return withNull(out, node);
  };
  const root = encode(schema, true);
  return Object.keys(defs).length ? {...root, $defs: defs} : root;
}

/**
 * Every component as a schema document of its own (`{$id, $defs}`), in full and in its request and
 * response views, for validators that add it once and compile many schemas that refer to it.
 */
export function componentDefinitions(components: Record<string, SchemaObject>, id: string): JsonSchema {
  const viewOf = createSchemaViews();
  const $defs: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(components)) {
    $defs[name] = toJsonSchema(schema, components, {sharedDefs: id});
    for (const view of ['request', 'response'] as const) {
      const seen = viewOf(schema, view);
      $defs[refKey(name, view)] = seen === schema ? {$ref: `${id}#/$defs/${name}`} : toJsonSchema(seen, components, {sharedDefs: id});
    }
  }
  return {$id: id, $defs};
}
