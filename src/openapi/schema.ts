// `allOf` merging, done once for every consumer of the model.
import type {SchemaObject} from './types';

/**
 * Folds `allOf` into one schema: properties and `required` are combined, and the schema's own
 * keywords (a description written beside a `$ref`, say) win over its parts'. A single named part
 * keeps its name, so `allOf: [Filter]` with a description still reads, and links, as Filter.
 * Properties, items and variants are merged too; a cycle is left as it is.
 */
export function mergeAllOf(schema: SchemaObject, seen: WeakMap<SchemaObject, SchemaObject> = new WeakMap()): SchemaObject {
  const cached = seen.get(schema);
  if (cached) return cached;
  const merged: SchemaObject = {};
  seen.set(schema, merged);
  const {allOf, ...own} = schema;
  const parts = (allOf ?? []).map((part) => mergeAllOf(part, seen));
  const names = parts.map((part) => part['x-model-name']).filter(Boolean);
  for (const part of parts) {
    const {'x-model-name': _name, properties, required, ...rest} = part;
    Object.assign(merged, rest);
    if (properties) merged.properties = {...merged.properties, ...properties};
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  const {properties, required, items, oneOf, anyOf, additionalProperties, ...ownRest} = own;
  Object.assign(merged, ownRest);
  if (parts.length === 1 && names.length === 1 && !properties && !own['x-model-name']) merged['x-model-name'] = names[0];
  if (properties) {
    merged.properties = {...merged.properties};
    for (const [key, value] of Object.entries(properties)) merged.properties[key] = mergeAllOf(value, seen);
  } else if (merged.properties) {
    merged.properties = {...merged.properties};
  }
  if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  if (items) merged.items = mergeAllOf(items, seen);
  if (oneOf) merged.oneOf = oneOf.map((variant) => mergeAllOf(variant, seen));
  if (anyOf) merged.anyOf = anyOf.map((variant) => mergeAllOf(variant, seen));
  if (additionalProperties !== undefined) {
    merged.additionalProperties = typeof additionalProperties === 'object' ? mergeAllOf(additionalProperties, seen) : additionalProperties;
  }
  if (parts.length > 1 && names.length > 0) merged['x-extends'] = names as string[];
  return merged;
}
